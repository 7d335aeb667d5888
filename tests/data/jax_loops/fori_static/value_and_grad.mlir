module @jit_fori_static attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}, tensor<5xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<7x5xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %0, %iterArg_9 = %1) : tensor<5xf64>, tensor<i64>, tensor<5xf64>, tensor<7x5xf64>, tensor<7x5xf64>
    cond {
      %c_10 = stablehlo.constant dense<7> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:3 = func.call @closed_call(%iterArg, %iterArg_7) : (tensor<5xf64>, tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>)
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_8, %11#1, %iterArg_6) : (tensor<7x5xf64>, tensor<5xf64>, tensor<i64>) -> tensor<7x5xf64>
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_9, %11#2, %iterArg_6) : (tensor<7x5xf64>, tensor<5xf64>, tensor<i64>) -> tensor<7x5xf64>
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_6, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %14, %11#0, %12, %13 : tensor<5xf64>, tensor<i64>, tensor<5xf64>, tensor<7x5xf64>, tensor<7x5xf64>
    }
    %3 = stablehlo.multiply %2#2, %2#2 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %5 = stablehlo.multiply %4, %2#2 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %8 = stablehlo.multiply %7, %5 : tensor<5xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:6 = stablehlo.while(%iterArg = %2#3, %iterArg_6 = %2#4, %iterArg_7 = %arg1, %iterArg_8 = %c_5, %iterArg_9 = %9, %iterArg_10 = %8) : tensor<7x5xf64>, tensor<7x5xf64>, tensor<5xf64>, tensor<i64>, tensor<5xf64>, tensor<5xf64>
    cond {
      %c_11 = stablehlo.constant dense<7> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<7> : tensor<i64>
      %11 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i64>
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.subtract %11, %c_12 : tensor<i64>
      %13 = func.call @dynamic_index_in_dim(%iterArg, %12) : (tensor<7x5xf64>, tensor<i64>) -> tensor<5xf64>
      %14 = func.call @dynamic_index_in_dim(%iterArg_6, %12) : (tensor<7x5xf64>, tensor<i64>) -> tensor<5xf64>
      %15:2 = func.call @closed_call_0(%iterArg_7, %iterArg_9, %iterArg_10, %13, %14) : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>)
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %16 = stablehlo.add %iterArg_8, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %16, %15#0, %15#1 : tensor<7x5xf64>, tensor<7x5xf64>, tensor<5xf64>, tensor<i64>, tensor<5xf64>, tensor<5xf64>
    }
    return %6, %10#5, %10#4 : tensor<f64>, tensor<5xf64>, tensor<5xf64>
  }
  func.func private @closed_call(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<5xf64>
    %1 = stablehlo.sine %0 : tensor<5xf64>
    %2 = stablehlo.cosine %0 : tensor<5xf64>
    %cst = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %4 = stablehlo.multiply %3, %arg1 : tensor<5xf64>
    %5 = stablehlo.add %1, %4 : tensor<5xf64>
    return %5, %arg1, %2 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<i64>) -> tensor<7x5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<7x5xf64>, tensor<1x5xf64>, tensor<i64>, tensor<i64>) -> tensor<7x5xf64>
    return %1 : tensor<7x5xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x5xf64>, %arg1: tensor<i64>) -> tensor<5xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<7x5xf64>, tensor<i64>, tensor<i64>) -> tensor<1x5xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf64>) -> tensor<5xf64>
    return %1 : tensor<5xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<5xf64>, %arg3: tensor<5xf64>, %arg4: tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>) {
    %cst = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %1 = stablehlo.multiply %0, %arg2 : tensor<5xf64>
    %2 = stablehlo.multiply %arg2, %arg4 : tensor<5xf64>
    %3 = stablehlo.multiply %arg3, %2 : tensor<5xf64>
    %4 = stablehlo.add %arg1, %3 : tensor<5xf64>
    %5 = stablehlo.multiply %2, %arg0 : tensor<5xf64>
    %6 = stablehlo.add %1, %5 : tensor<5xf64>
    return %4, %6 : tensor<5xf64>, tensor<5xf64>
  }
}
