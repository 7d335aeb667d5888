module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1][0]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4x6xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.add %1, %2 : tensor<4x6xi32>
    %4 = stablehlo.convert %3 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4x6xf32>
    %6 = stablehlo.sign %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<4x6xf32>
    %9 = stablehlo.floor %8 : tensor<4x6xf32>
    %10 = stablehlo.iota dim = 0 : tensor<24xf32>
    %11 = stablehlo.reshape %10 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %15 = stablehlo.add %14, %13 : tensor<4x6xf32>
    %16 = stablehlo.sine %5 : tensor<4x6xf32>
    %17 = stablehlo.cosine %5 : tensor<4x6xf32>
    %18 = stablehlo.multiply %16, %15 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_4, %19 : tensor<f32>
    %21 = stablehlo.iota dim = 0 : tensor<24xf32>
    %22 = stablehlo.reshape %21 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %26 = stablehlo.add %25, %24 : tensor<4x6xf32>
    %27 = stablehlo.sine %6 : tensor<4x6xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.add %20, %29 : tensor<f32>
    %31 = stablehlo.iota dim = 0 : tensor<24xf32>
    %32 = stablehlo.reshape %31 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %36 = stablehlo.add %35, %34 : tensor<4x6xf32>
    %37 = stablehlo.sine %9 : tensor<4x6xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.add %30, %39 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %42 = stablehlo.multiply %41, %15 : tensor<4x6xf32>
    %43 = stablehlo.multiply %42, %17 : tensor<4x6xf32>
    %44 = stablehlo.multiply %4, %43 : tensor<4x6xf32>
    return %40, %44 : tensor<f32>, tensor<4x6xf32>
  }
}
