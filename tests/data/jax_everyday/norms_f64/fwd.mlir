module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}, tensor<f64> {jax.result_info = "result[4]"}, tensor<f64> {jax.result_info = "result[5]"}, tensor<3xf64> {jax.result_info = "result[6]"}) {
    %0 = call @norm(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %1 = call @norm_0(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %2 = call @norm_1(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %3 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %4 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %5 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> tensor<3xf64>
    %6 = call @norm(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %7 = call @norm_0(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %8 = call @norm_1(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %9 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %10 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %11 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> tensor<3xf64>
    %12 = stablehlo.reshape %6 : (tensor<f64>) -> tensor<1xf64>
    %13 = stablehlo.reshape %7 : (tensor<f64>) -> tensor<1xf64>
    %14 = stablehlo.reshape %8 : (tensor<f64>) -> tensor<1xf64>
    %15 = stablehlo.reshape %9 : (tensor<f64>) -> tensor<1xf64>
    %16 = stablehlo.reshape %10 : (tensor<f64>) -> tensor<1xf64>
    %17 = stablehlo.concatenate %12, %13, %14, %15, %16, %11, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<8xf64>
    %18 = stablehlo.sine %17 : tensor<8xf64>
    %19 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %21 = stablehlo.multiply %20, %19 : tensor<8xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %23 = stablehlo.add %22, %21 : tensor<8xf64>
    %24 = stablehlo.multiply %18, %23 : tensor<8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.add %cst_2, %25 : tensor<f64>
    return %26, %0, %1, %2, %3, %4, %5 : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3xf64>
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
