module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_4 = %c_0, %iterArg_5 = %c, %iterArg_6 = %arg0) : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:2 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_6) : (tensor<4x4xf64>, tensor<i64>, tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>)
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %11 = stablehlo.add %iterArg_4, %c_7 : tensor<i64>
      stablehlo.return %iterArg, %11, %10#0, %10#1 : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    }
    %1 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.add %4, %3 : tensor<4xf64>
    %6 = stablehlo.sine %0#3 : tensor<4xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.add %cst_3, %8 : tensor<f64>
    return %9 : tensor<f64>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf64>, %arg1: tensor<i64>, %arg2: tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %2 = stablehlo.sine %1 : tensor<4xf64>
    %3 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.add %3, %cst : tensor<f64>
    %5 = stablehlo.convert %4 : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.multiply %arg2, %6 : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %9 = stablehlo.divide %7, %8 : tensor<4xf64>
    %10 = stablehlo.add %2, %9 : tensor<4xf64>
    return %0, %10 : tensor<i64>, tensor<4xf64>
  }
}
