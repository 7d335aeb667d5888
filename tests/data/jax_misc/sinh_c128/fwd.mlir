module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xcomplex<f64>>) -> (tensor<2x5xcomplex<f64>> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<2x5xcomplex<f64>> -> tensor<2x5xcomplex<f64>>
    return %0 : tensor<2x5xcomplex<f64>>
  }
}
