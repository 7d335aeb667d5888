module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<1x6xf32> {jax.result_info = "result[2]"}) {
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
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<3xf32>
    %32 = stablehlo.is_finite %31 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %34 = stablehlo.select %32, %31, %33 : tensor<3xi1>, tensor<3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %37 = stablehlo.subtract %arg0, %36 : tensor<3x6xf32>
    %38 = stablehlo.exponential %37 : tensor<3x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %40 = stablehlo.abs %39 : tensor<3xf32>
    %41 = stablehlo.log %40 : tensor<3xf32>
    %42 = stablehlo.add %41, %34 : tensor<3xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%arg0 init: %cst_11) applies stablehlo.maximum across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<6xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %47 = stablehlo.is_finite %46 : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %49 = stablehlo.select %47, %46, %48 : tensor<1x6xi1>, tensor<1x6xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %51 = stablehlo.subtract %arg0, %50 : tensor<3x6xf32>
    %52 = stablehlo.exponential %51 : tensor<3x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %55 = stablehlo.abs %54 : tensor<1x6xf32>
    %56 = stablehlo.log %55 : tensor<1x6xf32>
    %57 = stablehlo.add %56, %49 : tensor<1x6xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x6xf32>) -> tensor<6xf32>
    %59 = stablehlo.concatenate %42, %58, dim = 0 : (tensor<3xf32>, tensor<6xf32>) -> tensor<9xf32>
    %60 = stablehlo.sine %59 : tensor<9xf32>
    %61 = stablehlo.iota dim = 0 : tensor<9xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<9xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %65 = stablehlo.add %64, %63 : tensor<9xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<9xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<9xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.add %cst_18, %67 : tensor<f32>
    return %68, %13, %28 : tensor<f32>, tensor<3xf32>, tensor<1x6xf32>
  }
}
