module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>) -> (tensor<64xbf16> {jax.result_info = "result[0]"}, tensor<64xbf16> {jax.result_info = "result[1]"}, tensor<64xbf16> {jax.result_info = "result[2]"}, tensor<64xbf16> {jax.result_info = "result[3]"}, tensor<64xbf16> {jax.result_info = "result[4]"}, tensor<64xbf16> {jax.result_info = "result[5]"}, tensor<64xbf16> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<64xbf16>
    %1 = stablehlo.log %arg1 : tensor<64xbf16>
    %2 = stablehlo.tanh %arg0 : tensor<64xbf16>
    %3 = stablehlo.sine %arg0 : tensor<64xbf16>
    %4 = stablehlo.negate %arg0 : tensor<64xbf16>
    %5 = stablehlo.exponential %4 : tensor<64xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %7 = stablehlo.add %6, %5 : tensor<64xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %9 = stablehlo.divide %8, %7 : tensor<64xbf16>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<64xbf16>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %12 = stablehlo.multiply %11, %arg0 : tensor<64xbf16>
    %13 = stablehlo.add %10, %12 : tensor<64xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %15 = stablehlo.subtract %13, %14 : tensor<64xbf16>
    %16 = stablehlo.atan2 %arg0, %arg1 : tensor<64xbf16>
    return %0, %1, %2, %3, %9, %15, %16 : tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>
  }
}
