module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1][0]"}) {
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
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.compare GE, %10, %12, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %14 = stablehlo.log %11 : tensor<3xf32>
    %15 = stablehlo.add %14, %5 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<6xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %20 = stablehlo.is_finite %19 : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %22 = stablehlo.select %20, %19, %21 : tensor<1x6xi1>, tensor<1x6xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<3x6xf32>
    %25 = stablehlo.exponential %24 : tensor<3x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %28 = stablehlo.abs %27 : tensor<1x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %30 = stablehlo.compare GE, %27, %29, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %31 = stablehlo.log %28 : tensor<1x6xf32>
    %32 = stablehlo.add %31, %22 : tensor<1x6xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x6xf32>) -> tensor<6xf32>
    %34 = stablehlo.concatenate %15, %33, dim = 0 : (tensor<3xf32>, tensor<6xf32>) -> tensor<9xf32>
    %35 = stablehlo.sine %34 : tensor<9xf32>
    %36 = stablehlo.cosine %34 : tensor<9xf32>
    %37 = stablehlo.iota dim = 0 : tensor<9xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<9xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %41 = stablehlo.add %40, %39 : tensor<9xf32>
    %42 = stablehlo.multiply %35, %41 : tensor<9xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<9xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.add %cst_12, %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %46 = stablehlo.multiply %45, %41 : tensor<9xf32>
    %47 = stablehlo.multiply %46, %36 : tensor<9xf32>
    %48 = stablehlo.slice %47 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %49 = stablehlo.slice %47 [3:9] : (tensor<9xf32>) -> tensor<6xf32>
    %50 = stablehlo.reshape %49 : (tensor<6xf32>) -> tensor<1x6xf32>
    %51 = stablehlo.divide %50, %28 : tensor<1x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %53 = stablehlo.select %30, %52, %51 : tensor<1x6xi1>, tensor<1x6xf32>
    %54 = stablehlo.select %30, %51, %52 : tensor<1x6xi1>, tensor<1x6xf32>
    %55 = stablehlo.negate %53 : tensor<1x6xf32>
    %56 = stablehlo.add %54, %55 : tensor<1x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %59 = stablehlo.multiply %58, %25 : tensor<3x6xf32>
    %60 = stablehlo.divide %48, %11 : tensor<3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %62 = stablehlo.select %13, %61, %60 : tensor<3xi1>, tensor<3xf32>
    %63 = stablehlo.select %13, %60, %61 : tensor<3xi1>, tensor<3xf32>
    %64 = stablehlo.negate %62 : tensor<3xf32>
    %65 = stablehlo.add %63, %64 : tensor<3xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
    %67 = stablehlo.multiply %66, %9 : tensor<3x6xf32>
    %68 = stablehlo.add %59, %67 : tensor<3x6xf32>
    return %44, %68 : tensor<f32>, tensor<3x6xf32>
  }
}
