module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10xbf16>, %arg1: tensor<4x10xbf16>) -> (tensor<4x10xbf16> {jax.result_info = "result[0]"}) {
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
    %13 = stablehlo.multiply %10, %10 : tensor<4x1xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x1xbf16>
    %15 = stablehlo.divide %14, %13 : tensor<4x1xbf16>
    %cst_3 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x10xbf16>
    %17 = stablehlo.add %12, %16 : tensor<4x10xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %18 = stablehlo.negate %cst_4 : tensor<bf16>
    %19 = stablehlo.convert %18 : (tensor<bf16>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %21 = stablehlo.convert %20 : (tensor<4x10xf32>) -> tensor<4x10xbf16>
    %22 = stablehlo.multiply %arg1, %21 : tensor<4x10xbf16>
    %23 = stablehlo.divide %22, %17 : tensor<4x10xbf16>
    %24 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x10xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<4x10xbf16>
    %26 = stablehlo.multiply %25, %6 : tensor<4x10xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<4x10xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %28 = stablehlo.reshape %27 : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %29 = stablehlo.negate %28 : tensor<4x1xbf16>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x10xbf16>
    %31 = stablehlo.divide %23, %30 : tensor<4x10xbf16>
    %32 = stablehlo.convert %29 : (tensor<4x1xbf16>) -> tensor<4x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %35 = stablehlo.convert %34 : (tensor<4x10xf32>) -> tensor<4x10xbf16>
    %36 = stablehlo.add %31, %35 : tensor<4x10xbf16>
    %37 = stablehlo.multiply %36, %6 : tensor<4x10xbf16>
    return %37 : tensor<4x10xbf16>
  }
}
