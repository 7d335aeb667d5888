module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<4x1x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<36x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x8x8xf32>
    %4 = call @relu(%3) : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%4, %5) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %58 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%6, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %58 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x3x3xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x3x3xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x4x3x3xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x4x3x3xf32>) -> tensor<2x36xf32>
    %12 = stablehlo.dot_general %11, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x36xf32>, tensor<36x3xf32>) -> tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.subtract %12, %17 : tensor<2x3xf32>
    %19 = stablehlo.exponential %18 : tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %23 = stablehlo.divide %19, %22 : tensor<2x3xf32>
    %24 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x4x8x8xf32>
    %28 = call @relu(%27) : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.reduce_window"(%28, %29) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %58 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.reduce_window"(%30, %31) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %58 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x3x3xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x3x3xf32>
    %34 = stablehlo.divide %32, %33 : tensor<2x4x3x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x3x3xf32>) -> tensor<2x36xf32>
    %36 = stablehlo.dot_general %35, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x36xf32>, tensor<36x3xf32>) -> tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<2xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<2x3xf32>
    %43 = stablehlo.exponential %42 : tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %47 = stablehlo.divide %43, %46 : tensor<2x3xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x3xf32>) -> tensor<6xf32>
    %49 = stablehlo.sine %48 : tensor<6xf32>
    %50 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %54 = stablehlo.add %53, %52 : tensor<6xf32>
    %55 = stablehlo.multiply %49, %54 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.add %cst_14, %56 : tensor<f32>
    return %57, %23 : tensor<f32>, tensor<2x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x8x8xf32>
    return %1 : tensor<2x4x8x8xf32>
  }
}
