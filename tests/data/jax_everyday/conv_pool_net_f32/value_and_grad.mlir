module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<4x1x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<36x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x1x8x8xf32> {jax.result_info = "result[1][0]"}, tensor<4x1x3x3xf32> {jax.result_info = "result[1][1]"}, tensor<4xf32> {jax.result_info = "result[1][2]"}, tensor<36x3xf32> {jax.result_info = "result[1][3]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x8x8xf32>
    %4 = call @relu(%3) : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %76 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %76 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.reduce_window"(%8, %9) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %76 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x3x3xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x3x3xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x3x3xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x4x3x3xf32>) -> tensor<2x36xf32>
    %14 = stablehlo.dot_general %13, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x36xf32>, tensor<36x3xf32>) -> tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<2x3xf32>
    %21 = stablehlo.exponential %20 : tensor<2x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %25 = stablehlo.divide %21, %24 : tensor<2x3xf32>
    %26 = stablehlo.multiply %23, %23 : tensor<2x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2x1xf32>
    %29 = stablehlo.reshape %25 : (tensor<2x3xf32>) -> tensor<6xf32>
    %30 = stablehlo.sine %29 : tensor<6xf32>
    %31 = stablehlo.cosine %29 : tensor<6xf32>
    %32 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %36 = stablehlo.add %35, %34 : tensor<6xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_10, %38 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<6xf32>
    %42 = stablehlo.multiply %41, %31 : tensor<6xf32>
    %43 = stablehlo.reshape %42 : (tensor<6xf32>) -> tensor<2x3xf32>
    %44 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x3xf32>
    %46 = stablehlo.multiply %45, %21 : tensor<2x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %48 = stablehlo.reshape %47 : (tensor<2xf32>) -> tensor<2x1xf32>
    %49 = stablehlo.negate %48 : tensor<2x1xf32>
    %50 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %51 = stablehlo.divide %43, %50 : tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %54 = stablehlo.add %51, %53 : tensor<2x3xf32>
    %55 = stablehlo.multiply %54, %21 : tensor<2x3xf32>
    %56 = stablehlo.dot_general %55, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x36xf32>) -> tensor<3x36xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<3x36xf32>) -> tensor<36x3xf32>
    %58 = stablehlo.dot_general %55, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<36x3xf32>) -> tensor<2x36xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x36xf32>) -> tensor<2x4x3x3xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x3x3xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x4x3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.pad %61, %cst_15, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x4x3x3xf32>, tensor<f32>) -> tensor<2x4x5x5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.reduce_window"(%62, %63) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %76 : tensor<f32>
    }) : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.pad %4, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = "stablehlo.select_and_scatter"(%65, %64, %cst_18) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %76 = stablehlo.compare GE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %76 : tensor<i1>
    }, {
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %76 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.slice %66 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.select %6, %67, %68 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4xf32>
    %71 = stablehlo.reshape %70 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_21) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<4xf32>
    %73 = stablehlo.convolution(%arg0, %69) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<4x1x3x3xf32>
    %74 = stablehlo.reverse %arg1, dims = [2, 3] : tensor<4x1x3x3xf32>
    %75 = stablehlo.convolution(%69, %74) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x1x8x8xf32>
    return %39, %75, %73, %72, %57 : tensor<f32>, tensor<2x1x8x8xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<36x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x8x8xf32>
    return %1 : tensor<2x4x8x8xf32>
  }
}
