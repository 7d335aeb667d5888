module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<9xf32> {jax.result_info = "result[3]"}, tensor<7xf32> {jax.result_info = "result[4]"}) {
    %0 = call @diff(%arg0) : (tensor<9xf32>) -> tensor<8xf32>
    %1 = call @diff_0(%arg0) : (tensor<9xf32>) -> tensor<7xf32>
    %2 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    %3 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    %4 = call @diff(%arg0) : (tensor<9xf32>) -> tensor<8xf32>
    %5 = call @diff_0(%arg0) : (tensor<9xf32>) -> tensor<7xf32>
    %6 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    %7 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    %8 = stablehlo.concatenate %4, %5, %6, %7, dim = 0 : (tensor<8xf32>, tensor<7xf32>, tensor<9xf32>, tensor<7xf32>) -> tensor<31xf32>
    %9 = stablehlo.sine %8 : tensor<31xf32>
    %10 = stablehlo.iota dim = 0 : tensor<31xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<31xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %14 = stablehlo.add %13, %12 : tensor<31xf32>
    %15 = stablehlo.multiply %9, %14 : tensor<31xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<31xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.add %cst_2, %16 : tensor<f32>
    return %17, %0, %1, %2, %3 : tensor<f32>, tensor<8xf32>, tensor<7xf32>, tensor<9xf32>, tensor<7xf32>
  }
  func.func private @diff(%arg0: tensor<9xf32>) -> tensor<8xf32> {
    %0 = stablehlo.slice %arg0 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:8] : (tensor<9xf32>) -> tensor<8xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @diff_0(%arg0: tensor<9xf32>) -> tensor<7xf32> {
    %0 = stablehlo.slice %arg0 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:8] : (tensor<9xf32>) -> tensor<8xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<8xf32>
    %3 = stablehlo.slice %2 [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %4 = stablehlo.slice %2 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<7xf32>
    return %5 : tensor<7xf32>
  }
  func.func private @convolve(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<9xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    return %0 : tensor<9xf32>
  }
  func.func private @_conv(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<9xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x9xf32>) -> tensor<9xf32>
    return %4 : tensor<9xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @correlate(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<7xf32> {
    %0 = call @_conv_1(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_conv_1(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x7xf32>) -> tensor<7xf32>
    return %3 : tensor<7xf32>
  }
}
