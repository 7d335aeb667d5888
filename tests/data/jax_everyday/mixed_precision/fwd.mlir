module @jit_mixed_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf64>) -> (tensor<3xf64> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
    %2 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<3x4xf32>
    %6 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    return %1, %5, %7 : tensor<3xf64>, tensor<3x4xf32>, tensor<f64>
  }
}
