module @jit_conv_1d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x11xf32>, %arg1: tensor<5x4x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4x11xf32> {jax.result_info = "result[1][0]"}, tensor<5x4x3xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4x11xf32>, tensor<5x4x3xf32>) -> tensor<3x5x6xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<3x5x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<3x5x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x5x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<3x5x6xf32>
    %7 = stablehlo.convolution(%arg0, %6) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4x11xf32>, tensor<3x5x6xf32>) -> tensor<5x4x3xf32>
    %8 = stablehlo.reverse %arg1, dims = [2] : tensor<5x4x3xf32>
    %9 = stablehlo.convolution(%6, %8) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x5x6xf32>, tensor<5x4x3xf32>) -> tensor<3x4x11xf32>
    return %4, %9, %7 : tensor<f32>, tensor<3x4x11xf32>, tensor<5x4x3xf32>
  }
}
