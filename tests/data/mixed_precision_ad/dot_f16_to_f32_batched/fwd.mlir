module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x8xf16>, %arg1: tensor<2x8x4xf16>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x8xf16>, tensor<2x8x4xf16>) -> tensor<2x3x4xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
