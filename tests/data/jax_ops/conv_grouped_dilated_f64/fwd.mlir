module @jit_conv_grouped attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x5x4xf64>, %arg1: tensor<3x2x2x6xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 2], [0, 1]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x5x4xf64>, tensor<3x2x2x6xf64>) -> tensor<2x3x9x6xf64>
    %1 = stablehlo.cosine %0 : tensor<2x3x9x6xf64>
    %2 = stablehlo.multiply %1, %0 : tensor<2x3x9x6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x3x9x6xf64>, tensor<f64>) -> tensor<f64>
    return %3 : tensor<f64>
  }
}
