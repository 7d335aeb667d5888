module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x5xf32>
    %6 = stablehlo.exponential %5 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x5xf32>
    %11 = stablehlo.iota dim = 0 : tensor<15xf32>
    %12 = stablehlo.reshape %11 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %16 = stablehlo.add %15, %14 : tensor<3x5xf32>
    %17 = stablehlo.sine %10 : tensor<3x5xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_5, %19 : tensor<f32>
    return %20 : tensor<f32>
  }
}
