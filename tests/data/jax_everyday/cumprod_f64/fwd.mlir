module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<7xf64> {jax.result_info = "result[1]"}) {
    %0 = call @cumprod(%arg0) : (tensor<7xf64>) -> tensor<7xf64>
    %1 = call @cumprod(%arg0) : (tensor<7xf64>) -> tensor<7xf64>
    %2 = stablehlo.sine %1 : tensor<7xf64>
    %3 = stablehlo.iota dim = 0 : tensor<7xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<7xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %7 = stablehlo.add %6, %5 : tensor<7xf64>
    %8 = stablehlo.multiply %2, %7 : tensor<7xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<7xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.add %cst_2, %9 : tensor<f64>
    return %10, %0 : tensor<f64>, tensor<7xf64>
  }
  func.func private @cumprod(%arg0: tensor<7xf64>) -> tensor<7xf64> {
    %0 = call @cumprod_0(%arg0) : (tensor<7xf64>) -> tensor<7xf64>
    return %0 : tensor<7xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<7xf64>) -> tensor<7xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<7xf64>, tensor<f64>) -> tensor<7xf64>
    return %0 : tensor<7xf64>
  }
}
