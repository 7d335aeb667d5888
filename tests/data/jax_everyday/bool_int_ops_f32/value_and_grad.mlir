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
    %10 = stablehlo.reshape %5 : (tensor<4x6xf32>) -> tensor<24xf32>
    %11 = stablehlo.reshape %6 : (tensor<4x6xf32>) -> tensor<24xf32>
    %12 = stablehlo.reshape %9 : (tensor<4x6xf32>) -> tensor<24xf32>
    %13 = stablehlo.concatenate %10, %11, %12, dim = 0 : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<72xf32>
    %14 = stablehlo.sine %13 : tensor<72xf32>
    %15 = stablehlo.cosine %13 : tensor<72xf32>
    %16 = stablehlo.iota dim = 0 : tensor<72xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<72xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %20 = stablehlo.add %19, %18 : tensor<72xf32>
    %21 = stablehlo.multiply %14, %20 : tensor<72xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<72xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.add %cst_4, %22 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<72xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<72xf32>
    %27 = stablehlo.slice %26 [0:24] : (tensor<72xf32>) -> tensor<24xf32>
    %28 = stablehlo.slice %26 [24:48] : (tensor<72xf32>) -> tensor<24xf32>
    %29 = stablehlo.slice %26 [48:72] : (tensor<72xf32>) -> tensor<24xf32>
    %30 = stablehlo.reshape %27 : (tensor<24xf32>) -> tensor<4x6xf32>
    %31 = stablehlo.multiply %4, %30 : tensor<4x6xf32>
    return %23, %31 : tensor<f32>, tensor<4x6xf32>
  }
}
