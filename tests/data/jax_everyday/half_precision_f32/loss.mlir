module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %15 = stablehlo.multiply %14, %13 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.add %cst_4, %16 : tensor<f32>
    %18 = stablehlo.iota dim = 0 : tensor<12xf32>
    %19 = stablehlo.reshape %18 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.add %22, %21 : tensor<3x4xf32>
    %24 = stablehlo.sine %7 : tensor<3x4xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.add %17, %26 : tensor<f32>
    return %27 : tensor<f32>
  }
}
