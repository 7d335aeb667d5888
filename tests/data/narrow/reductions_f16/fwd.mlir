module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x16xf16>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<16xf16> {jax.result_info = "result[1]"}, tensor<f16> {jax.result_info = "result[2]"}, tensor<6x16xf16> {jax.result_info = "result[3]"}, tensor<6xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6x16xf16>) -> tensor<6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.convert %1 : (tensor<6xf32>) -> tensor<6xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<6x16xf16>, tensor<f16>) -> tensor<16xf16>
    %4 = stablehlo.convert %arg0 : (tensor<6x16xf16>) -> tensor<6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_2 : tensor<f32>
    %7 = stablehlo.convert %6 : (tensor<f32>) -> tensor<f16>
    %8 = call @cumsum(%arg0) : (tensor<6x16xf16>) -> tensor<6x16xf16>
    %9 = stablehlo.slice %arg0 [0:6, 0:4] : (tensor<6x16xf16>) -> tensor<6x4xf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<6x4xf16>
    %11 = stablehlo.multiply %9, %10 : tensor<6x4xf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f16>) -> tensor<6x4xf16>
    %13 = stablehlo.add %11, %12 : tensor<6x4xf16>
    %14 = stablehlo.convert %13 : (tensor<6x4xf16>) -> tensor<6x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_5) applies stablehlo.multiply across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.convert %15 : (tensor<6xf32>) -> tensor<6xf16>
    return %2, %3, %7, %8, %16 : tensor<6xf16>, tensor<16xf16>, tensor<f16>, tensor<6x16xf16>, tensor<6xf16>
  }
  func.func private @cumsum(%arg0: tensor<6x16xf16>) -> tensor<6x16xf16> {
    %0 = call @cumsum_0(%arg0) : (tensor<6x16xf16>) -> tensor<6x16xf16>
    return %0 : tensor<6x16xf16>
  }
  func.func private @cumsum_0(%arg0: tensor<6x16xf16>) -> tensor<6x16xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<f16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<6x16xf16>, tensor<f16>) -> tensor<6x16xf16>
    return %1 : tensor<6x16xf16>
  }
}
