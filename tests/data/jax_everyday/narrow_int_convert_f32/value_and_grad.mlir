module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xui8>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1][0]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6xf32>
    %4 = stablehlo.sine %3 : tensor<6xf32>
    %5 = stablehlo.cosine %3 : tensor<6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.add %9, %8 : tensor<6xf32>
    %11 = stablehlo.multiply %4, %10 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.add %cst_3, %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<6xf32>
    %16 = stablehlo.multiply %15, %5 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %18 = stablehlo.divide %16, %17 : tensor<6xf32>
    %19 = stablehlo.multiply %0, %18 : tensor<6xf32>
    return %13, %19 : tensor<f32>, tensor<6xf32>
  }
}
