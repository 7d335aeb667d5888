module @jit_conv_grouped attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x5x4xf64>, %arg1: tensor<3x2x2x6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x7x5x4xf64> {jax.result_info = "result[1][0]"}, tensor<3x2x2x6xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 2], [0, 1]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x5x4xf64>, tensor<3x2x2x6xf64>) -> tensor<2x3x9x6xf64>
    %1 = stablehlo.cosine %0 : tensor<2x3x9x6xf64>
    %2 = stablehlo.sine %0 : tensor<2x3x9x6xf64>
    %3 = stablehlo.multiply %1, %0 : tensor<2x3x9x6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x3x9x6xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x9x6xf64>
    %6 = stablehlo.multiply %1, %5 : tensor<2x3x9x6xf64>
    %7 = stablehlo.multiply %5, %0 : tensor<2x3x9x6xf64>
    %8 = stablehlo.negate %7 : tensor<2x3x9x6xf64>
    %9 = stablehlo.multiply %8, %2 : tensor<2x3x9x6xf64>
    %10 = stablehlo.add %6, %9 : tensor<2x3x9x6xf64>
    %11 = stablehlo.convolution(%arg0, %10) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [2, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x5x4xf64>, tensor<2x3x9x6xf64>) -> tensor<3x2x2x6xf64>
    %12 = stablehlo.reshape %arg1 : (tensor<3x2x2x6xf64>) -> tensor<3x2x2x2x3xf64>
    %13 = stablehlo.transpose %12, dims = [0, 1, 3, 2, 4] : (tensor<3x2x2x2x3xf64>) -> tensor<3x2x2x2x3xf64>
    %14 = stablehlo.reshape %13 : (tensor<3x2x2x2x3xf64>) -> tensor<3x2x4x3xf64>
    %15 = stablehlo.reverse %14, dims = [0, 1] : tensor<3x2x4x3xf64>
    %16 = stablehlo.convolution(%10, %15) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[3, 3], [1, 0]], lhs_dilate = [2, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x9x6xf64>, tensor<3x2x4x3xf64>) -> tensor<2x7x5x4xf64>
    return %4, %16, %11 : tensor<f64>, tensor<2x7x5x4xf64>, tensor<3x2x2x6xf64>
  }
}
