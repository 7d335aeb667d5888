module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x3xf64> {jax.result_info = "result[1]"}) {
    %0 = call @log_softmax(%arg0) : (tensor<4x3xf64>) -> tensor<4x3xf64>
    %1 = call @log_softmax(%arg0) : (tensor<4x3xf64>) -> tensor<4x3xf64>
    %2 = stablehlo.reshape %1 : (tensor<4x3xf64>) -> tensor<12xf64>
    %3 = stablehlo.sine %2 : tensor<12xf64>
    %4 = stablehlo.iota dim = 0 : tensor<12xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %6 = stablehlo.multiply %5, %4 : tensor<12xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %8 = stablehlo.add %7, %6 : tensor<12xf64>
    %9 = stablehlo.multiply %3, %8 : tensor<12xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<12xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.add %cst_2, %10 : tensor<f64>
    return %11, %0 : tensor<f64>, tensor<4x3xf64>
  }
  func.func private @log_softmax(%arg0: tensor<4x3xf64>) -> tensor<4x3xf64> {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x3xf64>
    %6 = stablehlo.exponential %5 : tensor<4x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<3xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %9 = stablehlo.log %8 : tensor<1x3xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
    %11 = stablehlo.subtract %5, %10 : tensor<4x3xf64>
    return %11 : tensor<4x3xf64>
  }
}
