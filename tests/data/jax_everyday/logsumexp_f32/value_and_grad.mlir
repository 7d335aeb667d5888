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
    %33 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %37 = stablehlo.add %36, %35 : tensor<3xf32>
    %38 = stablehlo.sine %15 : tensor<3xf32>
    %39 = stablehlo.cosine %15 : tensor<3xf32>
    %40 = stablehlo.multiply %38, %37 : tensor<3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.add %cst_12, %41 : tensor<f32>
    %43 = stablehlo.iota dim = 0 : tensor<6xf32>
    %44 = stablehlo.reshape %43 : (tensor<6xf32>) -> tensor<1x6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<1x6xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %48 = stablehlo.add %47, %46 : tensor<1x6xf32>
    %49 = stablehlo.sine %32 : tensor<1x6xf32>
    %50 = stablehlo.cosine %32 : tensor<1x6xf32>
    %51 = stablehlo.multiply %49, %48 : tensor<1x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x6xf32>, tensor<f32>) -> tensor<f32>
    %53 = stablehlo.add %42, %52 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %55 = stablehlo.multiply %54, %48 : tensor<1x6xf32>
    %56 = stablehlo.multiply %55, %50 : tensor<1x6xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %58 = stablehlo.multiply %57, %37 : tensor<3xf32>
    %59 = stablehlo.multiply %58, %39 : tensor<3xf32>
    %60 = stablehlo.divide %56, %28 : tensor<1x6xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %62 = stablehlo.select %30, %61, %60 : tensor<1x6xi1>, tensor<1x6xf32>
    %63 = stablehlo.select %30, %60, %61 : tensor<1x6xi1>, tensor<1x6xf32>
    %64 = stablehlo.negate %62 : tensor<1x6xf32>
    %65 = stablehlo.add %63, %64 : tensor<1x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %68 = stablehlo.multiply %67, %25 : tensor<3x6xf32>
    %69 = stablehlo.divide %59, %11 : tensor<3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = stablehlo.select %13, %70, %69 : tensor<3xi1>, tensor<3xf32>
    %72 = stablehlo.select %13, %69, %70 : tensor<3xi1>, tensor<3xf32>
    %73 = stablehlo.negate %71 : tensor<3xf32>
    %74 = stablehlo.add %72, %73 : tensor<3xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
    %76 = stablehlo.multiply %75, %9 : tensor<3x6xf32>
    %77 = stablehlo.add %68, %76 : tensor<3x6xf32>
    return %53, %77 : tensor<f32>, tensor<3x6xf32>
  }
}
