module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi64>) -> (tensor<7xi64> {jax.result_info = "result[0]"}, tensor<7xi64> {jax.result_info = "result[1]"}, tensor<7xi64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<7xi64>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<7xi64>
    %2 = stablehlo.not %arg0 : tensor<7xi64>
    return %0, %1, %2 : tensor<7xi64>, tensor<7xi64>, tensor<7xi64>
  }
}
