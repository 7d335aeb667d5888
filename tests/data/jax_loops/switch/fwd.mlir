module @jit_switch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf64>, %arg2: tensor<f64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.sine %arg1 : tensor<4xf64>
      stablehlo.return %3 : tensor<4xf64>
    }, {
      %3 = stablehlo.cosine %arg1 : tensor<4xf64>
      %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %5 = stablehlo.multiply %3, %4 : tensor<4xf64>
      stablehlo.return %5 : tensor<4xf64>
    }, {
      %3 = stablehlo.multiply %arg1, %arg1 : tensor<4xf64>
      %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %5 = stablehlo.multiply %3, %4 : tensor<4xf64>
      stablehlo.return %5 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
}
