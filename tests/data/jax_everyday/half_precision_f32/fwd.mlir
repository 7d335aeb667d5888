module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %1 = stablehlo.convert %0 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<3x4xf32>
    %4 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %5 = stablehlo.convert %4 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<3x4xf32>
    %8 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %9 = stablehlo.convert %8 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<3x4xf32>
    %12 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %13 = stablehlo.convert %12 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<3x4xf32>
    %16 = stablehlo.reshape %11 : (tensor<3x4xf32>) -> tensor<12xf32>
    %17 = stablehlo.reshape %15 : (tensor<3x4xf32>) -> tensor<12xf32>
    %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<12xf32>, tensor<12xf32>) -> tensor<24xf32>
    %19 = stablehlo.sine %18 : tensor<24xf32>
    %20 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<24xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %24 = stablehlo.add %23, %22 : tensor<24xf32>
    %25 = stablehlo.multiply %19, %24 : tensor<24xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.add %cst_6, %26 : tensor<f32>
    return %27, %3, %7 : tensor<f32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
