module @jit_remat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x5xf32>
    %3 = stablehlo.sine %2 : tensor<4x5xf32>
    %4 = stablehlo.cosine %arg0 : tensor<4x5xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x5xf32>
    %6 = stablehlo.optimization_barrier %5 : tensor<4x5xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<4x5xf32>
    %10 = stablehlo.sine %9 : tensor<4x5xf32>
    %11 = stablehlo.cosine %6 : tensor<4x5xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x5xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    return %14 : tensor<f32>
  }
}
