module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1][0]"}) {
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
    %11 = stablehlo.multiply %8, %8 : tensor<3x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<3x1xf32>
    %14 = stablehlo.reshape %10 : (tensor<3x5xf32>) -> tensor<15xf32>
    %15 = stablehlo.sine %14 : tensor<15xf32>
    %16 = stablehlo.cosine %14 : tensor<15xf32>
    %17 = stablehlo.iota dim = 0 : tensor<15xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<15xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %21 = stablehlo.add %20, %19 : tensor<15xf32>
    %22 = stablehlo.multiply %15, %21 : tensor<15xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.add %cst_6, %23 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<15xf32>
    %27 = stablehlo.multiply %26, %16 : tensor<15xf32>
    %28 = stablehlo.reshape %27 : (tensor<15xf32>) -> tensor<3x5xf32>
    %29 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<3x5xf32>
    %31 = stablehlo.multiply %30, %6 : tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.reshape %32 : (tensor<3xf32>) -> tensor<3x1xf32>
    %34 = stablehlo.negate %33 : tensor<3x1xf32>
    %35 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %36 = stablehlo.divide %28, %35 : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %39 = stablehlo.add %36, %38 : tensor<3x5xf32>
    %40 = stablehlo.multiply %39, %6 : tensor<3x5xf32>
    return %24, %40 : tensor<f32>, tensor<3x5xf32>
  }
}
