module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x7x6x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<1x5x3x2xf64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %14 = stablehlo.maximum %arg1, %arg2 : tensor<f64>
      stablehlo.return %14 : tensor<f64>
    }) : (tensor<1x7x6x2xf64>, tensor<f64>) -> tensor<1x5x3x2xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<f64>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %14 = stablehlo.maximum %arg1, %arg2 : tensor<f64>
      stablehlo.return %14 : tensor<f64>
    }) : (tensor<1x7x6x2xf64>, tensor<f64>) -> tensor<1x5x3x2xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x5x3x2xf64>) -> tensor<30xf64>
    %5 = stablehlo.sine %4 : tensor<30xf64>
    %6 = stablehlo.iota dim = 0 : tensor<30xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<30xf64>
    %8 = stablehlo.multiply %7, %6 : tensor<30xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<30xf64>
    %10 = stablehlo.add %9, %8 : tensor<30xf64>
    %11 = stablehlo.multiply %5, %10 : tensor<30xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<30xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.add %cst_4, %12 : tensor<f64>
    return %13, %1 : tensor<f64>, tensor<1x5x3x2xf64>
  }
}
