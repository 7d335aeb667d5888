module @jit_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<3xf64>, tensor<i64>, tensor<3xf64>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.add %iterArg_0, %c_2 : tensor<i64>
      stablehlo.return %iterArg, %4, %3 : tensor<3xf64>, tensor<i64>, tensor<3xf64>
    }
    %1 = stablehlo.multiply %0#2, %0#2 : tensor<3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @closed_call(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg1) : tensor<3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call_0(%iterArg, %iterArg_0, %iterArg_2) : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_0, %4, %3 : tensor<3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>
    }
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.multiply %0#3, %1 : tensor<3xf64>
    return %2 : tensor<3xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<3xf64>
    %1 = stablehlo.sine %0 : tensor<3xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.multiply %arg1, %2 : tensor<3xf64>
    %4 = stablehlo.add %1, %3 : tensor<3xf64>
    return %4 : tensor<3xf64>
  }
}
