module @jit_cond attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f64>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %5 = stablehlo.cosine %arg1 : tensor<4xf64>
      %6 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %7 = stablehlo.subtract %5, %6 : tensor<4xf64>
      stablehlo.return %7 : tensor<4xf64>
    }, {
      %5 = stablehlo.sine %arg1 : tensor<4xf64>
      %6 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %7 = stablehlo.multiply %5, %6 : tensor<4xf64>
      stablehlo.return %7 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    %3 = stablehlo.multiply %2, %2 : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
  }
}
