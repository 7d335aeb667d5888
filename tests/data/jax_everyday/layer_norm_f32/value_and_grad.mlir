module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1][0]"}, tensor<6xf32> {jax.result_info = "result[1][1]"}, tensor<6xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<4x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<4x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<4x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<4x6xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<4x6xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %28 = stablehlo.add %25, %27 : tensor<4x6xf32>
    %29 = stablehlo.iota dim = 0 : tensor<24xf32>
    %30 = stablehlo.reshape %29 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %34 = stablehlo.add %33, %32 : tensor<4x6xf32>
    %35 = stablehlo.sine %28 : tensor<4x6xf32>
    %36 = stablehlo.cosine %28 : tensor<4x6xf32>
    %37 = stablehlo.multiply %35, %34 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_9, %38 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %41 = stablehlo.multiply %40, %34 : tensor<4x6xf32>
    %42 = stablehlo.multiply %41, %36 : tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %44 = stablehlo.reshape %43 : (tensor<6xf32>) -> tensor<1x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %46 = stablehlo.multiply %22, %42 : tensor<4x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %48 = stablehlo.reshape %47 : (tensor<6xf32>) -> tensor<1x6xf32>
    %49 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<4x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %52 = stablehlo.multiply %14, %50 : tensor<4x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.reshape %53 : (tensor<4xf32>) -> tensor<4x1xf32>
    %55 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %56 = stablehlo.multiply %50, %55 : tensor<4x6xf32>
    %57 = stablehlo.multiply %54, %20 : tensor<4x1xf32>
    %58 = stablehlo.negate %56 : tensor<4x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.reshape %59 : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %62 = stablehlo.divide %57, %61 : tensor<4x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %65 = stablehlo.multiply %64, %8 : tensor<4x6xf32>
    %66 = stablehlo.negate %65 : tensor<4x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.reshape %67 : (tensor<4xf32>) -> tensor<4x1xf32>
    %69 = stablehlo.add %56, %65 : tensor<4x6xf32>
    %70 = stablehlo.add %60, %68 : tensor<4x1xf32>
    %cst_20 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<4x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %75 = stablehlo.add %69, %74 : tensor<4x6xf32>
    return %39, %75, %51, %45 : tensor<f32>, tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
