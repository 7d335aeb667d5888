module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf16>, %arg1: tensor<32xf16>) -> (tensor<32xf16> {jax.result_info = "result[0]"}, tensor<32xf16> {jax.result_info = "result[1]"}, tensor<8x4xf16> {jax.result_info = "result[2]"}, tensor<32xf16> {jax.result_info = "result[3]"}, tensor<32xf16> {jax.result_info = "result[4]"}, tensor<22xf16> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<32xf16>
    %1 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xi1>
    %2 = stablehlo.negate %arg1 : tensor<32xf16>
    %3 = call @_where(%1, %arg0, %2) : (tensor<32xi1>, tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %4 = stablehlo.reshape %arg0 : (tensor<32xf16>) -> tensor<4x8xf16>
    %5 = call @_flip(%4) : (tensor<4x8xf16>) -> tensor<4x8xf16>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<4x8xf16>) -> tensor<8x4xf16>
    %7 = stablehlo.abs %arg0 : tensor<32xf16>
    %8 = stablehlo.floor %arg0 : tensor<32xf16>
    %9 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<32xf16>, tensor<32xf16>) -> tensor<64xf16>
    %10 = stablehlo.slice %9 [0:64:3] : (tensor<64xf16>) -> tensor<22xf16>
    return %0, %3, %6, %7, %8, %10 : tensor<32xf16>, tensor<32xf16>, tensor<8x4xf16>, tensor<32xf16>, tensor<32xf16>, tensor<22xf16>
  }
  func.func private @_where(%arg0: tensor<32xi1>, %arg1: tensor<32xf16>, %arg2: tensor<32xf16>) -> tensor<32xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xf16>
    return %0 : tensor<32xf16>
  }
  func.func private @_flip(%arg0: tensor<4x8xf16>) -> tensor<4x8xf16> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x8xf16>
    return %0 : tensor<4x8xf16>
  }
}
