module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf16>, %arg1: tensor<16xf32>, %arg2: tensor<16xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf16> {jax.result_info = "result[1]"}, tensor<16xf16> {jax.result_info = "result[2]"}, tensor<16xi32> {jax.result_info = "result[3]"}, tensor<16xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16xf16>) -> tensor<16xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<16xf32>
    %4 = stablehlo.convert %3 : (tensor<16xf32>) -> tensor<16xf16>
    %5 = stablehlo.convert %arg2 : (tensor<16xi32>) -> tensor<16xf16>
    %6 = stablehlo.convert %arg0 : (tensor<16xf16>) -> tensor<16xi32>
    %7 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xf16>
    %8 = stablehlo.multiply %arg0, %7 : tensor<16xf16>
    return %1, %4, %5, %6, %8 : tensor<16xf32>, tensor<16xf16>, tensor<16xf16>, tensor<16xi32>, tensor<16xf16>
  }
}
