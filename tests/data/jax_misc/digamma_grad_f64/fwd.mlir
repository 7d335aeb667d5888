module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = chlo.digamma %arg0 : tensor<14xf64> -> tensor<14xf64>
    %1 = stablehlo.sine %0 : tensor<14xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<14xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
}
