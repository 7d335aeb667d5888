module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xbf16>, %arg1: tensor<32xbf16>) -> (tensor<32xbf16> {jax.result_info = "result[0]"}, tensor<32xbf16> {jax.result_info = "result[1]"}, tensor<8x4xbf16> {jax.result_info = "result[2]"}, tensor<32xbf16> {jax.result_info = "result[3]"}, tensor<32xbf16> {jax.result_info = "result[4]"}, tensor<22xbf16> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<32xbf16>
    %1 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xi1>
    %2 = stablehlo.negate %arg1 : tensor<32xbf16>
    %3 = call @_where(%1, %arg0, %2) : (tensor<32xi1>, tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %4 = stablehlo.reshape %arg0 : (tensor<32xbf16>) -> tensor<4x8xbf16>
    %5 = call @_flip(%4) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<4x8xbf16>) -> tensor<8x4xbf16>
    %7 = stablehlo.abs %arg0 : tensor<32xbf16>
    %8 = stablehlo.floor %arg0 : tensor<32xbf16>
    %9 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<64xbf16>
    %10 = stablehlo.slice %9 [0:64:3] : (tensor<64xbf16>) -> tensor<22xbf16>
    return %0, %3, %6, %7, %8, %10 : tensor<32xbf16>, tensor<32xbf16>, tensor<8x4xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<22xbf16>
  }
  func.func private @_where(%arg0: tensor<32xi1>, %arg1: tensor<32xbf16>, %arg2: tensor<32xbf16>) -> tensor<32xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xbf16>
    return %0 : tensor<32xbf16>
  }
  func.func private @_flip(%arg0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x8xbf16>
    return %0 : tensor<4x8xbf16>
  }
}
