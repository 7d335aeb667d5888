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
    %8 = stablehlo.iota dim = 0 : tensor<12xf32>
    %9 = stablehlo.reshape %8 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.add %12, %11 : tensor<3x4xf32>
    %14 = stablehlo.sine %3 : tensor<3x4xf32>
    %15 = stablehlo.cosine %3 : tensor<3x4xf32>
    %16 = stablehlo.multiply %14, %13 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.add %cst_4, %17 : tensor<f32>
    %19 = stablehlo.iota dim = 0 : tensor<12xf32>
    %20 = stablehlo.reshape %19 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x4xf32>
    %25 = stablehlo.sine %7 : tensor<3x4xf32>
    %26 = stablehlo.cosine %7 : tensor<3x4xf32>
    %27 = stablehlo.multiply %25, %24 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.add %18, %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %31 = stablehlo.multiply %30, %24 : tensor<3x4xf32>
    %32 = stablehlo.multiply %31, %26 : tensor<3x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %34 = stablehlo.multiply %33, %13 : tensor<3x4xf32>
    %35 = stablehlo.multiply %34, %15 : tensor<3x4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<3x4xf32>
    %38 = stablehlo.convert %37 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %39 = stablehlo.convert %38 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %41 = stablehlo.multiply %35, %40 : tensor<3x4xf32>
    %42 = stablehlo.convert %41 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %43 = stablehlo.convert %42 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %44 = stablehlo.add %39, %43 : tensor<3x4xf32>
    return %29, %44 : tensor<f32>, tensor<3x4xf32>
  }
}
