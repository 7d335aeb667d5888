module @jit_switch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf64>, %arg2: tensor<f64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1][0]"}, tensor<f64> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1:4 = "stablehlo.case"(%0) ({
      %5 = stablehlo.sine %arg1 : tensor<4xf64>
      %6 = stablehlo.cosine %arg1 : tensor<4xf64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
      stablehlo.return %5, %6, %cst_2, %7 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
    }, {
      %5 = stablehlo.cosine %arg1 : tensor<4xf64>
      %6 = stablehlo.sine %arg1 : tensor<4xf64>
      %7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %5, %7 : tensor<4xf64>
      stablehlo.return %8, %6, %arg2, %5 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
    }, {
      %5 = stablehlo.multiply %arg1, %arg1 : tensor<4xf64>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %7 = stablehlo.multiply %5, %6 : tensor<4xf64>
      stablehlo.return %7, %arg1, %arg2, %5 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1#0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %4:2 = "stablehlo.case"(%0) ({
      %5 = stablehlo.multiply %3, %1#1 : tensor<4xf64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %cst_2, %5 : tensor<f64>, tensor<4xf64>
    }, {
      %5 = stablehlo.multiply %1#3, %3 : tensor<4xf64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %7 = stablehlo.broadcast_in_dim %1#2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %3, %7 : tensor<4xf64>
      %9 = stablehlo.negate %8 : tensor<4xf64>
      %10 = stablehlo.multiply %9, %1#1 : tensor<4xf64>
      stablehlo.return %6, %10 : tensor<f64>, tensor<4xf64>
    }, {
      %5 = stablehlo.multiply %1#3, %3 : tensor<4xf64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %7 = stablehlo.broadcast_in_dim %1#2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %3, %7 : tensor<4xf64>
      %9 = stablehlo.multiply %1#1, %8 : tensor<4xf64>
      %10 = stablehlo.multiply %8, %1#1 : tensor<4xf64>
      %11 = stablehlo.add %9, %10 : tensor<4xf64>
      stablehlo.return %6, %11 : tensor<f64>, tensor<4xf64>
    }) : (tensor<i32>) -> (tensor<f64>, tensor<4xf64>)
    return %2, %4#1, %4#0 : tensor<f64>, tensor<4xf64>, tensor<f64>
  }
}
