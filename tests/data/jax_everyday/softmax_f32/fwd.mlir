module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x5xf32>
    %6 = stablehlo.exponential %5 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<3x5xf32>
    %17 = stablehlo.exponential %16 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %21 = stablehlo.divide %17, %20 : tensor<3x5xf32>
    %22 = stablehlo.reshape %21 : (tensor<3x5xf32>) -> tensor<15xf32>
    %23 = stablehlo.sine %22 : tensor<15xf32>
    %24 = stablehlo.iota dim = 0 : tensor<15xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<15xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %28 = stablehlo.add %27, %26 : tensor<15xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<15xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.add %cst_8, %30 : tensor<f32>
    return %31, %10 : tensor<f32>, tensor<3x5xf32>
  }
}
