module @jit_cumprod_cummax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @cumprod(%arg0) : (tensor<6x2xf64>) -> tensor<6x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf64>, tensor<f64>) -> tensor<f64>
    %2 = call @cummax(%arg0) : (tensor<6x2xf64>) -> tensor<6x2xf64>
    %3 = stablehlo.multiply %2, %2 : tensor<6x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf64>, tensor<f64>) -> tensor<f64>
    %5 = stablehlo.add %1, %4 : tensor<f64>
    return %5 : tensor<f64>
  }
  func.func private @cumprod(%arg0: tensor<6x2xf64>) -> tensor<6x2xf64> {
    %0 = call @cumprod_0(%arg0) : (tensor<6x2xf64>) -> tensor<6x2xf64>
    return %0 : tensor<6x2xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<6x2xf64>) -> tensor<6x2xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<6x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    return %0 : tensor<6x2xf64>
  }
  func.func private @cummax(%arg0: tensor<6x2xf64>) -> tensor<6x2xf64> {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<6x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    return %1 : tensor<6x2xf64>
  }
}
