module @jit_fori_dynamic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>, %arg2: tensor<i64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg2, %iterArg_2 = %arg0) : tensor<4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    cond {
      %3 = stablehlo.compare LT, %iterArg_0, %iterArg_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %3 = stablehlo.add %iterArg_0, %c_3 : tensor<i64>
      %4 = stablehlo.multiply %iterArg_2, %iterArg : tensor<4xf64>
      %5 = stablehlo.convert %iterArg_0 : (tensor<i64>) -> tensor<f64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %7 = stablehlo.add %4, %6 : tensor<4xf64>
      %8 = stablehlo.tanh %7 : tensor<4xf64>
      stablehlo.return %iterArg, %3, %iterArg_1, %8 : tensor<4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    }
    %1 = stablehlo.multiply %0#3, %0#3 : tensor<4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
}
