module @jit_fori_fixed attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1][0]"}, tensor<4xf64> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %3:7 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %c_2, %iterArg_9 = %c, %iterArg_10 = %arg0, %iterArg_11 = %0, %iterArg_12 = %1, %iterArg_13 = %2) : tensor<4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>, tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x4xf64>
    cond {
      %c_14 = stablehlo.constant dense<6> : tensor<i64>
      %12 = stablehlo.compare LT, %iterArg_8, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12:5 = func.call @closed_call(%iterArg, %iterArg_9, %iterArg_10) : (tensor<4xf64>, tensor<i64>, tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>)
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_11, %12#2, %iterArg_8) : (tensor<6x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<6x4xf64>
      %14 = func.call @dynamic_update_index_in_dim(%iterArg_12, %12#3, %iterArg_8) : (tensor<6x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<6x4xf64>
      %15 = func.call @dynamic_update_index_in_dim(%iterArg_13, %12#4, %iterArg_8) : (tensor<6x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<6x4xf64>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %16 = stablehlo.add %iterArg_8, %c_14 : tensor<i64>
      stablehlo.return %iterArg, %16, %12#0, %12#1, %13, %14, %15 : tensor<4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>, tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x4xf64>
    }
    %4 = stablehlo.multiply %3#3, %3#3 : tensor<4xf64>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %6 = stablehlo.multiply %5, %3#3 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%4 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %11:7 = stablehlo.while(%iterArg = %3#4, %iterArg_8 = %3#5, %iterArg_9 = %3#6, %iterArg_10 = %arg1, %iterArg_11 = %c_7, %iterArg_12 = %10, %iterArg_13 = %9) : tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x4xf64>, tensor<4xf64>, tensor<i64>, tensor<4xf64>, tensor<4xf64>
    cond {
      %c_14 = stablehlo.constant dense<6> : tensor<i64>
      %12 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<6> : tensor<i64>
      %12 = stablehlo.subtract %c_14, %iterArg_11 : tensor<i64>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %13 = stablehlo.subtract %12, %c_15 : tensor<i64>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<6x4xf64>, tensor<i64>) -> tensor<4xf64>
      %15 = func.call @dynamic_index_in_dim(%iterArg_8, %13) : (tensor<6x4xf64>, tensor<i64>) -> tensor<4xf64>
      %16 = func.call @dynamic_index_in_dim(%iterArg_9, %13) : (tensor<6x4xf64>, tensor<i64>) -> tensor<4xf64>
      %17:2 = func.call @closed_call_0(%iterArg_10, %iterArg_12, %iterArg_13, %14, %15, %16) : (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>)
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %18 = stablehlo.add %iterArg_11, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %18, %17#0, %17#1 : tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x4xf64>, tensor<4xf64>, tensor<i64>, tensor<4xf64>, tensor<4xf64>
    }
    return %7, %11#6, %11#5 : tensor<f64>, tensor<4xf64>, tensor<4xf64>
  }
  func.func private @closed_call(%arg0: tensor<4xf64>, %arg1: tensor<i64>, %arg2: tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %1 = stablehlo.multiply %arg2, %arg0 : tensor<4xf64>
    %2 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %4 = stablehlo.add %1, %3 : tensor<4xf64>
    %5 = stablehlo.tanh %4 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.subtract %6, %5 : tensor<4xf64>
    return %0, %5, %arg2, %5, %7 : tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x4xf64>, %arg1: tensor<4xf64>, %arg2: tensor<i64>) -> tensor<6x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x4xf64>, tensor<1x4xf64>, tensor<i64>, tensor<i64>) -> tensor<6x4xf64>
    return %1 : tensor<6x4xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x4xf64>, %arg1: tensor<i64>) -> tensor<4xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<6x4xf64>, tensor<i64>, tensor<i64>) -> tensor<1x4xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>, %arg2: tensor<4xf64>, %arg3: tensor<4xf64>, %arg4: tensor<4xf64>, %arg5: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
    %0 = stablehlo.multiply %arg2, %arg5 : tensor<4xf64>
    %1 = stablehlo.multiply %0, %arg4 : tensor<4xf64>
    %2 = stablehlo.add %0, %1 : tensor<4xf64>
    %3 = stablehlo.multiply %arg3, %2 : tensor<4xf64>
    %4 = stablehlo.add %arg1, %3 : tensor<4xf64>
    %5 = stablehlo.multiply %2, %arg0 : tensor<4xf64>
    return %4, %5 : tensor<4xf64>, tensor<4xf64>
  }
}
