module @jit_conv_same attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x6x6x3xf32> {jax.result_info = "result[1][0]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.sine %0 : tensor<2x6x6x4xf32>
    %2 = stablehlo.cosine %0 : tensor<2x6x6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<2x6x6x4xf32>
    %6 = stablehlo.convolution(%arg0, %5) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x3xf32>, tensor<2x6x6x4xf32>) -> tensor<3x3x3x4xf32>
    %7 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x3x4xf32>
    %8 = stablehlo.convolution(%5, %7) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x3xf32>
    return %3, %8, %6 : tensor<f32>, tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>
  }
}
