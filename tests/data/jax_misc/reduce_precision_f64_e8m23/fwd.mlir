module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf64>) -> (tensor<7xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m23 : tensor<7xf64>
    return %0 : tensor<7xf64>
  }
}
