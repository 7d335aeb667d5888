module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1][0]"}, tensor<3xf32> {jax.result_info = "result[1][1]"}) {
    %0 = call @diff(%arg0) : (tensor<9xf32>) -> tensor<8xf32>
    %1 = call @diff_0(%arg0) : (tensor<9xf32>) -> tensor<7xf32>
    %2:3 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> (tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>)
    %3:3 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> (tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>)
    %4 = stablehlo.concatenate %0, %1, %2#0, %3#0, dim = 0 : (tensor<8xf32>, tensor<7xf32>, tensor<9xf32>, tensor<7xf32>) -> tensor<31xf32>
    %5 = stablehlo.sine %4 : tensor<31xf32>
    %6 = stablehlo.cosine %4 : tensor<31xf32>
    %7 = stablehlo.iota dim = 0 : tensor<31xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<31xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %11 = stablehlo.add %10, %9 : tensor<31xf32>
    %12 = stablehlo.multiply %5, %11 : tensor<31xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<31xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.add %cst_2, %13 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<31xf32>
    %17 = stablehlo.multiply %16, %6 : tensor<31xf32>
    %18 = stablehlo.slice %17 [0:8] : (tensor<31xf32>) -> tensor<8xf32>
    %19 = stablehlo.slice %17 [8:15] : (tensor<31xf32>) -> tensor<7xf32>
    %20 = stablehlo.slice %17 [15:24] : (tensor<31xf32>) -> tensor<9xf32>
    %21 = stablehlo.slice %17 [24:31] : (tensor<31xf32>) -> tensor<7xf32>
    %22:2 = call @correlate_2(%3#1, %3#2, %21) : (tensor<1x1x3xf32>, tensor<1x1x9xf32>, tensor<7xf32>) -> (tensor<9xf32>, tensor<3xf32>)
    %23:2 = call @convolve_4(%2#1, %2#2, %20) : (tensor<1x1x3xf32>, tensor<1x1x9xf32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<3xf32>)
    %24 = stablehlo.add %22#0, %23#0 : tensor<9xf32>
    %25 = stablehlo.add %22#1, %23#1 : tensor<3xf32>
    %26 = call @diff_7(%19) : (tensor<7xf32>) -> tensor<9xf32>
    %27 = stablehlo.add %24, %26 : tensor<9xf32>
    %28 = call @diff_8(%18) : (tensor<8xf32>) -> tensor<9xf32>
    %29 = stablehlo.add %27, %28 : tensor<9xf32>
    return %14, %29, %25 : tensor<f32>, tensor<9xf32>, tensor<3xf32>
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
  func.func private @convolve(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>) {
    %0:3 = call @_conv(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> (tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>)
    return %0#0, %0#1, %0#2 : tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>
  }
  func.func private @_conv(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>) {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x9xf32>) -> tensor<9xf32>
    return %4, %2, %1 : tensor<9xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @correlate(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>) {
    %0:3 = call @_conv_1(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> (tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>)
    return %0#0, %0#1, %0#2 : tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>
  }
  func.func private @_conv_1(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x7xf32>) -> tensor<7xf32>
    return %3, %1, %0 : tensor<7xf32>, tensor<1x1x3xf32>, tensor<1x1x9xf32>
  }
  func.func private @correlate_2(%arg0: tensor<1x1x3xf32>, %arg1: tensor<1x1x9xf32>, %arg2: tensor<7xf32>) -> (tensor<9xf32>, tensor<3xf32>) {
    %0:2 = call @_conv_3(%arg0, %arg1, %arg2) : (tensor<1x1x3xf32>, tensor<1x1x9xf32>, tensor<7xf32>) -> (tensor<9xf32>, tensor<3xf32>)
    return %0#0, %0#1 : tensor<9xf32>, tensor<3xf32>
  }
  func.func private @_conv_3(%arg0: tensor<1x1x3xf32>, %arg1: tensor<1x1x9xf32>, %arg2: tensor<7xf32>) -> (tensor<9xf32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<7xf32>) -> tensor<1x1x7xf32>
    %1 = stablehlo.convolution(%arg1, %0) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x7xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.reverse %arg0, dims = [2] : tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%0, %2) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x7xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x9xf32>, tensor<f32>) -> tensor<9xf32>
    return %5, %4 : tensor<9xf32>, tensor<3xf32>
  }
  func.func private @convolve_4(%arg0: tensor<1x1x3xf32>, %arg1: tensor<1x1x9xf32>, %arg2: tensor<9xf32>) -> (tensor<9xf32>, tensor<3xf32>) {
    %0:2 = call @_conv_5(%arg0, %arg1, %arg2) : (tensor<1x1x3xf32>, tensor<1x1x9xf32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<3xf32>)
    return %0#0, %0#1 : tensor<9xf32>, tensor<3xf32>
  }
  func.func private @_conv_5(%arg0: tensor<1x1x3xf32>, %arg1: tensor<1x1x9xf32>, %arg2: tensor<9xf32>) -> (tensor<9xf32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.convolution(%arg1, %0) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x9xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.reverse %arg0, dims = [2] : tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%0, %2) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x9xf32>, tensor<f32>) -> tensor<9xf32>
    %6 = call @_flip_6(%4) : (tensor<3xf32>) -> tensor<3xf32>
    return %5, %6 : tensor<9xf32>, tensor<3xf32>
  }
  func.func private @_flip_6(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @diff_7(%arg0: tensor<7xf32>) -> tensor<9xf32> {
    %0 = stablehlo.negate %arg0 : tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0, %cst, low = [0], high = [1], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %arg0, %cst_0, low = [1], high = [0], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %4 = stablehlo.negate %3 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.pad %4, %cst_1, low = [0], high = [1], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<9xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.pad %3, %cst_2, low = [1], high = [0], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<9xf32>
    %7 = stablehlo.add %5, %6 : tensor<9xf32>
    return %7 : tensor<9xf32>
  }
  func.func private @diff_8(%arg0: tensor<8xf32>) -> tensor<9xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0, %cst, low = [0], high = [1], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %arg0, %cst_0, low = [1], high = [0], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<9xf32>
    %3 = stablehlo.add %1, %2 : tensor<9xf32>
    return %3 : tensor<9xf32>
  }
}
