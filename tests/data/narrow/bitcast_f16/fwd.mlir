module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf16>) -> (tensor<24xi16> {jax.result_info = "result[0]"}, tensor<24xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<24xf16>) -> tensor<24xi16>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<24xf16>) -> tensor<24xui16>
    %c = stablehlo.constant dense<32768> : tensor<ui16>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<24xui16>
    %3 = stablehlo.xor %1, %2 : tensor<24xui16>
    %4 = stablehlo.bitcast_convert %3 : (tensor<24xui16>) -> tensor<24xf16>
    return %0, %4 : tensor<24xi16>, tensor<24xf16>
  }
}
