module @jit_half_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %1 = stablehlo.convert %0 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<3x4xf32>
    %4 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %5 = stablehlo.convert %4 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<3x4xf32>
    return %3, %7 : tensor<3x4xf32>, tensor<3x4xf32>
  }
}
