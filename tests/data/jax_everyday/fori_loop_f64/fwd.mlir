module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %c_0, %iterArg_7 = %c, %iterArg_8 = %arg0) : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    cond {
      %c_9 = stablehlo.constant dense<5> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8) : (tensor<4x4xf64>, tensor<i64>, tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>)
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %iterArg_6, %c_9 : tensor<i64>
      stablehlo.return %iterArg, %12, %11#0, %11#1 : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %c_2, %iterArg_7 = %c_1, %iterArg_8 = %arg0) : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    cond {
      %c_9 = stablehlo.constant dense<5> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:2 = func.call @closed_call_0(%iterArg, %iterArg_7, %iterArg_8) : (tensor<4x4xf64>, tensor<i64>, tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>)
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %iterArg_6, %c_9 : tensor<i64>
      stablehlo.return %iterArg, %12, %11#0, %11#1 : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>
    }
    %2 = stablehlo.sine %1#3 : tensor<4xf64>
    %3 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.add %6, %5 : tensor<4xf64>
    %8 = stablehlo.multiply %2, %7 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.add %cst_5, %9 : tensor<f64>
    return %10, %0#3 : tensor<f64>, tensor<4xf64>
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
  func.func private @closed_call_0(%arg0: tensor<4x4xf64>, %arg1: tensor<i64>, %arg2: tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>) {
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
