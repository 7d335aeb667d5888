module @jit_cumsum_cummax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1]"}, tensor<3x6xf32> {jax.result_info = "result[2]"}) {
    %0 = call @cumsum(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = call @cummax(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %2 = stablehlo.reverse %arg0, dims = [0] : tensor<3x6xf32>
    %3 = call @cumsum_1(%2) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0, %1, %3 : tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cummax(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
}
