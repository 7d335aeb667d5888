module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x12xbf16>, %arg1: tensor<12x16xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16x4xbf16>, %arg4: tensor<8x4xbf16>) -> (tensor<bf16> {jax.result_info = "result[0]"}, tensor<8x4xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xbf16>, tensor<12x16xbf16>) -> tensor<8x16xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<8x16xbf16>
    %3 = stablehlo.add %0, %2 : tensor<8x16xbf16>
    %4 = stablehlo.tanh %3 : tensor<8x16xbf16>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<16x4xbf16>) -> tensor<8x4xbf16>
    %6 = stablehlo.subtract %5, %arg4 : tensor<8x4xbf16>
    %7 = stablehlo.multiply %6, %6 : tensor<8x4xbf16>
    %8 = stablehlo.convert %7 : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_0 : tensor<f32>
    %11 = stablehlo.convert %10 : (tensor<f32>) -> tensor<bf16>
    return %11, %5 : tensor<bf16>, tensor<8x4xbf16>
  }
}
