module @jit_asinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf64>) -> (tensor<4x6xf64> {jax.result_info = "result"}) {
    %0 = chlo.asinh %arg0 : tensor<4x6xf64> -> tensor<4x6xf64>
    return %0 : tensor<4x6xf64>
  }
}
