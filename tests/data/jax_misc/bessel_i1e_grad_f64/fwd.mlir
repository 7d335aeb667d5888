module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = chlo.bessel_i1e %arg0 : tensor<13xf64> -> tensor<13xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<13xf64>
    %2 = stablehlo.multiply %1, %0 : tensor<13xf64>
    %3 = stablehlo.sine %2 : tensor<13xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<13xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
  }
}
