module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x6x6xbf16>, %arg1: tensor<3x2x3x3xbf16>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x6x6xbf16>, tensor<3x2x3x3xbf16>) -> tensor<1x3x6x6xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x3x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x3x6x6xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
