module @jit_cond_false attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f64>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1][0]"}, tensor<4xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:4 = "stablehlo.case"(%1) ({
      %10 = stablehlo.cosine %arg1 : tensor<4xf64>
      %11 = stablehlo.sine %arg1 : tensor<4xf64>
      %12 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %13 = stablehlo.subtract %10, %12 : tensor<4xf64>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
      stablehlo.return %13, %11, %cst_3, %14 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
    }, {
      %10 = stablehlo.sine %arg1 : tensor<4xf64>
      %11 = stablehlo.cosine %arg1 : tensor<4xf64>
      %12 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %13 = stablehlo.multiply %10, %12 : tensor<4xf64>
      stablehlo.return %13, %11, %arg0, %10 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>)
    %3 = stablehlo.multiply %2#0, %2#0 : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.multiply %4, %2#0 : tensor<4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %8 = stablehlo.multiply %7, %5 : tensor<4xf64>
    %9:2 = "stablehlo.case"(%1) ({
      %10 = stablehlo.negate %8 : tensor<4xf64>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %12 = stablehlo.negate %8 : tensor<4xf64>
      %13 = stablehlo.multiply %12, %2#1 : tensor<4xf64>
      stablehlo.return %11, %13 : tensor<f64>, tensor<4xf64>
    }, {
      %10 = stablehlo.multiply %2#3, %8 : tensor<4xf64>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %12 = stablehlo.broadcast_in_dim %2#2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %13 = stablehlo.multiply %8, %12 : tensor<4xf64>
      %14 = stablehlo.multiply %13, %2#1 : tensor<4xf64>
      stablehlo.return %11, %14 : tensor<f64>, tensor<4xf64>
    }) : (tensor<i32>) -> (tensor<f64>, tensor<4xf64>)
    return %6, %9#0, %9#1 : tensor<f64>, tensor<f64>, tensor<4xf64>
  }
}
