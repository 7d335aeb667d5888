module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x12xf16>, %arg1: tensor<12x16xf16>, %arg2: tensor<16xf16>, %arg3: tensor<16x4xf16>, %arg4: tensor<8x4xf16>) -> (tensor<12x16xf16> {jax.result_info = "result[0]"}, tensor<16xf16> {jax.result_info = "result[1]"}, tensor<16x4xf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf16>, tensor<12x16xf16>) -> tensor<8x16xf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf16>) -> tensor<1x16xf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<8x16xf16>
    %3 = stablehlo.add %0, %2 : tensor<8x16xf16>
    %4 = stablehlo.tanh %3 : tensor<8x16xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x16xf16>
    %6 = stablehlo.subtract %5, %4 : tensor<8x16xf16>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf16>, tensor<16x4xf16>) -> tensor<8x4xf16>
    %8 = stablehlo.subtract %7, %arg4 : tensor<8x4xf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<8x4xf16>
    %10 = stablehlo.multiply %9, %8 : tensor<8x4xf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %13 = stablehlo.convert %12 : (tensor<8x4xf32>) -> tensor<8x4xf16>
    %14 = stablehlo.multiply %13, %10 : tensor<8x4xf16>
    %15 = stablehlo.dot_general %14, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf16>, tensor<8x16xf16>) -> tensor<4x16xf16>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<4x16xf16>) -> tensor<16x4xf16>
    %17 = stablehlo.dot_general %14, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf16>, tensor<16x4xf16>) -> tensor<8x16xf16>
    %18 = stablehlo.multiply %17, %6 : tensor<8x16xf16>
    %19 = stablehlo.multiply %18, %4 : tensor<8x16xf16>
    %20 = stablehlo.add %18, %19 : tensor<8x16xf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf16>, tensor<f16>) -> tensor<16xf16>
    %22 = stablehlo.reshape %21 : (tensor<16xf16>) -> tensor<1x16xf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf16>, tensor<f16>) -> tensor<16xf16>
    %24 = stablehlo.dot_general %20, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf16>, tensor<8x12xf16>) -> tensor<16x12xf16>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<16x12xf16>) -> tensor<12x16xf16>
    return %25, %23, %16 : tensor<12x16xf16>, tensor<16xf16>, tensor<16x4xf16>
  }
}
