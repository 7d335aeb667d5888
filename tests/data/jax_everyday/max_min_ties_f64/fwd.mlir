module @jit_max_min_ties attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>) -> (tensor<3xf64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    return %0, %1, %2 : tensor<3xf64>, tensor<4xf64>, tensor<f64>
  }
}
