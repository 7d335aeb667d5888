module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<4x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x6xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x6xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_5 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<4x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %29 = stablehlo.subtract %arg0, %28 : tensor<4x6xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<4x1xf32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %36 = stablehlo.subtract %arg0, %35 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %38 = stablehlo.add %34, %37 : tensor<4x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<4x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<4x6xf32>
    %42 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<4x6xf32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x6xf32>
    %48 = stablehlo.reshape %47 : (tensor<4x6xf32>) -> tensor<24xf32>
    %49 = stablehlo.sine %48 : tensor<24xf32>
    %50 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<24xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %54 = stablehlo.add %53, %52 : tensor<24xf32>
    %55 = stablehlo.multiply %49, %54 : tensor<24xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.add %cst_12, %56 : tensor<f32>
    return %57, %23 : tensor<f32>, tensor<4x6xf32>
  }
}
