module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1][0]"}) {
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
    %8 = stablehlo.reshape %3 : (tensor<3x4xf32>) -> tensor<12xf32>
    %9 = stablehlo.reshape %7 : (tensor<3x4xf32>) -> tensor<12xf32>
    %10 = stablehlo.concatenate %8, %9, dim = 0 : (tensor<12xf32>, tensor<12xf32>) -> tensor<24xf32>
    %11 = stablehlo.sine %10 : tensor<24xf32>
    %12 = stablehlo.cosine %10 : tensor<24xf32>
    %13 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<24xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %17 = stablehlo.add %16, %15 : tensor<24xf32>
    %18 = stablehlo.multiply %11, %17 : tensor<24xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_4, %19 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<24xf32>
    %23 = stablehlo.multiply %22, %12 : tensor<24xf32>
    %24 = stablehlo.slice %23 [0:12] : (tensor<24xf32>) -> tensor<12xf32>
    %25 = stablehlo.slice %23 [12:24] : (tensor<24xf32>) -> tensor<12xf32>
    %26 = stablehlo.reshape %25 : (tensor<12xf32>) -> tensor<3x4xf32>
    %27 = stablehlo.reshape %24 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x4xf32>
    %30 = stablehlo.convert %29 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %31 = stablehlo.convert %30 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<3x4xf32>
    %34 = stablehlo.convert %33 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %35 = stablehlo.convert %34 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %36 = stablehlo.add %31, %35 : tensor<3x4xf32>
    return %20, %36 : tensor<f32>, tensor<3x4xf32>
  }
}
