module @jit_norms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}, tensor<f64> {jax.result_info = "result[4]"}, tensor<3xf64> {jax.result_info = "result[5]"}) {
    %0 = call @norm(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %1 = call @norm_0(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %2 = call @norm_1(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %3 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %4 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %5 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> tensor<3xf64>
    return %0, %1, %2, %3, %4, %5 : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3xf64>
  }
  func.func private @norm(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_0(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @norm_1(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.maximum %cst_0, %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_2(%arg0: tensor<3x4xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_3(%arg0: tensor<3x4xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_4(%arg0: tensor<3x4xf64>) -> tensor<3xf64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.sqrt %1 : tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
