module @jit_einsum_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4x4xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<2x3x5xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}, tensor<2x5x3xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg4, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1xf32>) -> tensor<4xf32>
    %13 = stablehlo.dot_general %10, %12, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<2x3x4xf32>) -> tensor<5x2x3xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<5x2x3xf32>) -> tensor<2x5x3xf32>
    %16 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %17 = stablehlo.dot_general %arg4, %16, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %18 = call @trace(%arg4) : (tensor<4x4xf32>) -> tensor<f32>
    return %0, %1, %7, %8, %13, %15, %17, %18 : tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<4xf32>, tensor<f32>, tensor<4x4xf32>, tensor<2x5x3xf32>, tensor<4xf32>, tensor<f32>
  }
  func.func private @trace(%arg0: tensor<4x4xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = call @_where(%4, %arg0, %5) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
