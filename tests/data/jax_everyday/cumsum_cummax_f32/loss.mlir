module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @cumsum(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = call @cummax(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %2 = stablehlo.reverse %arg0, dims = [0] : tensor<3x6xf32>
    %3 = call @cumsum_1(%2) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %4 = stablehlo.iota dim = 0 : tensor<18xf32>
    %5 = stablehlo.reshape %4 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %9 = stablehlo.add %8, %7 : tensor<3x6xf32>
    %10 = stablehlo.sine %0 : tensor<3x6xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.add %cst_2, %12 : tensor<f32>
    %14 = stablehlo.iota dim = 0 : tensor<18xf32>
    %15 = stablehlo.reshape %14 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %19 = stablehlo.add %18, %17 : tensor<3x6xf32>
    %20 = stablehlo.sine %1 : tensor<3x6xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.add %13, %22 : tensor<f32>
    %24 = stablehlo.iota dim = 0 : tensor<18xf32>
    %25 = stablehlo.reshape %24 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<3x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %29 = stablehlo.add %28, %27 : tensor<3x6xf32>
    %30 = stablehlo.sine %3 : tensor<3x6xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<3x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %33 = stablehlo.add %23, %32 : tensor<f32>
    return %33 : tensor<f32>
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
