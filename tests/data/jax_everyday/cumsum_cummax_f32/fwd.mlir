module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1]"}, tensor<3x6xf32> {jax.result_info = "result[2]"}, tensor<3x6xf32> {jax.result_info = "result[3]"}) {
    %0 = call @cumsum(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = call @cummax(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %2 = stablehlo.reverse %arg0, dims = [0] : tensor<3x6xf32>
    %3 = call @cumsum_1(%2) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %4 = call @cumsum(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %5 = call @cummax(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %6 = stablehlo.reverse %arg0, dims = [0] : tensor<3x6xf32>
    %7 = call @cumsum_1(%6) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %8 = stablehlo.reshape %4 : (tensor<3x6xf32>) -> tensor<18xf32>
    %9 = stablehlo.reshape %5 : (tensor<3x6xf32>) -> tensor<18xf32>
    %10 = stablehlo.reshape %7 : (tensor<3x6xf32>) -> tensor<18xf32>
    %11 = stablehlo.concatenate %8, %9, %10, dim = 0 : (tensor<18xf32>, tensor<18xf32>, tensor<18xf32>) -> tensor<54xf32>
    %12 = stablehlo.sine %11 : tensor<54xf32>
    %13 = stablehlo.iota dim = 0 : tensor<54xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<54xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<54xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<54xf32>
    %17 = stablehlo.add %16, %15 : tensor<54xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<54xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<54xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_2, %19 : tensor<f32>
    return %20, %0, %1, %3 : tensor<f32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
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
