module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = chlo.digamma %arg0 : tensor<6xf32> -> tensor<6xf32>
    %1 = stablehlo.sine %0 : tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
