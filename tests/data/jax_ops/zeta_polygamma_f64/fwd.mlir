module @jit_zeta_polygamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %0 = stablehlo.convert %cst : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = chlo.zeta %1, %arg0 : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
    %3 = stablehlo.sine %arg0 : tensor<5xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<5xf64>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %7 = chlo.polygamma %6, %5 : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
    %8 = stablehlo.add %4, %7 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %9 : tensor<f64>
  }
}
