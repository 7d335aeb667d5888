module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x8xf64> -> (tensor<3x3xf64>, tensor<3x3xi32>)
    %0 = stablehlo.iota dim = 0 : tensor<9xf64>
    %1 = stablehlo.reshape %0 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %5 = stablehlo.add %4, %3 : tensor<3x3xf64>
    %6 = stablehlo.sine %values : tensor<3x3xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.add %cst_2, %8 : tensor<f64>
    return %9 : tensor<f64>
  }
}
