module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %17 = stablehlo.multiply %16, %15 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.add %cst_4, %18 : tensor<f32>
    %20 = stablehlo.iota dim = 0 : tensor<24xf32>
    %21 = stablehlo.reshape %20 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %25 = stablehlo.add %24, %23 : tensor<4x6xf32>
    %26 = stablehlo.sine %6 : tensor<4x6xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.add %19, %28 : tensor<f32>
    %30 = stablehlo.iota dim = 0 : tensor<24xf32>
    %31 = stablehlo.reshape %30 : (tensor<24xf32>) -> tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %35 = stablehlo.add %34, %33 : tensor<4x6xf32>
    %36 = stablehlo.sine %9 : tensor<4x6xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.add %29, %38 : tensor<f32>
    return %39 : tensor<f32>
  }
}
