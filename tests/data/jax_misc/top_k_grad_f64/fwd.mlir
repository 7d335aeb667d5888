module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<4x5xf64> -> (tensor<4x2xf64>, tensor<4x2xi32>)
    %0 = stablehlo.sine %values : tensor<4x2xf64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<4x2xf64>
    %3 = stablehlo.multiply %0, %2 : tensor<4x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
  }
}
