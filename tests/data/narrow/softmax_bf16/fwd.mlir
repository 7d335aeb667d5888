module @jit_softmax_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10xbf16>, %arg1: tensor<4x10xbf16>) -> (tensor<bf16> {jax.result_info = "result[0]"}, tensor<4x10xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %2 = stablehlo.maximum %1, %0 : tensor<4xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x10xbf16>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xbf16>
    %6 = stablehlo.exponential %5 : tensor<4x10xbf16>
    %7 = stablehlo.convert %6 : (tensor<4x10xbf16>) -> tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.convert %9 : (tensor<4x1xf32>) -> tensor<4x1xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x10xbf16>
    %12 = stablehlo.divide %6, %11 : tensor<4x10xbf16>
    %cst_2 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x10xbf16>
    %14 = stablehlo.add %12, %13 : tensor<4x10xbf16>
    %15 = stablehlo.log %14 : tensor<4x10xbf16>
    %16 = stablehlo.multiply %arg1, %15 : tensor<4x10xbf16>
    %17 = stablehlo.convert %16 : (tensor<4x10xbf16>) -> tensor<4x10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.convert %18 : (tensor<f32>) -> tensor<bf16>
    %20 = stablehlo.negate %19 : tensor<bf16>
    return %20, %12 : tensor<bf16>, tensor<4x10xbf16>
  }
}
