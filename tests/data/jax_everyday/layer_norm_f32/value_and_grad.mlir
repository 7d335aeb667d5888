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
    %29 = stablehlo.reshape %28 : (tensor<4x6xf32>) -> tensor<24xf32>
    %30 = stablehlo.sine %29 : tensor<24xf32>
    %31 = stablehlo.cosine %29 : tensor<24xf32>
    %32 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<24xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %36 = stablehlo.add %35, %34 : tensor<24xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<24xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_9, %38 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<24xf32>
    %42 = stablehlo.multiply %41, %31 : tensor<24xf32>
    %43 = stablehlo.reshape %42 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %45 = stablehlo.reshape %44 : (tensor<6xf32>) -> tensor<1x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %47 = stablehlo.multiply %22, %43 : tensor<4x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %49 = stablehlo.reshape %48 : (tensor<6xf32>) -> tensor<1x6xf32>
    %50 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %51 = stablehlo.multiply %43, %50 : tensor<4x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %53 = stablehlo.multiply %14, %51 : tensor<4x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.reshape %54 : (tensor<4xf32>) -> tensor<4x1xf32>
    %56 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %57 = stablehlo.multiply %51, %56 : tensor<4x6xf32>
    %58 = stablehlo.multiply %55, %20 : tensor<4x1xf32>
    %59 = stablehlo.negate %57 : tensor<4x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.reshape %60 : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %63 = stablehlo.divide %58, %62 : tensor<4x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %66 = stablehlo.multiply %65, %8 : tensor<4x6xf32>
    %67 = stablehlo.negate %66 : tensor<4x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.reshape %68 : (tensor<4xf32>) -> tensor<4x1xf32>
    %70 = stablehlo.add %57, %66 : tensor<4x6xf32>
    %71 = stablehlo.add %61, %69 : tensor<4x1xf32>
    %cst_20 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<4x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %76 = stablehlo.add %70, %75 : tensor<4x6xf32>
    return %39, %76, %52, %46 : tensor<f32>, tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
