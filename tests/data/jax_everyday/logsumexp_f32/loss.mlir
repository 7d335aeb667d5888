module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.is_finite %2 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<3xi1>, tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<3x6xf32>
    %9 = stablehlo.exponential %8 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.abs %10 : tensor<3xf32>
    %12 = stablehlo.log %11 : tensor<3xf32>
    %13 = stablehlo.add %12, %5 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<6xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %18 = stablehlo.is_finite %17 : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %20 = stablehlo.select %18, %17, %19 : tensor<1x6xi1>, tensor<1x6xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %22 = stablehlo.subtract %arg0, %21 : tensor<3x6xf32>
    %23 = stablehlo.exponential %22 : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %26 = stablehlo.abs %25 : tensor<1x6xf32>
    %27 = stablehlo.log %26 : tensor<1x6xf32>
    %28 = stablehlo.add %27, %20 : tensor<1x6xf32>
    %29 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.add %32, %31 : tensor<3xf32>
    %34 = stablehlo.sine %13 : tensor<3xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.add %cst_10, %36 : tensor<f32>
    %38 = stablehlo.iota dim = 0 : tensor<6xf32>
    %39 = stablehlo.reshape %38 : (tensor<6xf32>) -> tensor<1x6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1x6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %43 = stablehlo.add %42, %41 : tensor<1x6xf32>
    %44 = stablehlo.sine %28 : tensor<1x6xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x6xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.add %37, %46 : tensor<f32>
    return %47 : tensor<f32>
  }
}
