module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1][0]"}, tensor<4x4xf64> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %3:7 = stablehlo.while(%iterArg = %arg1, %iterArg_10 = %c_2, %iterArg_11 = %c, %iterArg_12 = %arg0, %iterArg_13 = %0, %iterArg_14 = %1, %iterArg_15 = %2) : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5xf64>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %19 = stablehlo.compare LT, %iterArg_10, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    } do {
      %19:5 = func.call @closed_call(%iterArg, %iterArg_11, %iterArg_12) : (tensor<4x4xf64>, tensor<i64>, tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<f64>)
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_13, %19#2, %iterArg_10) : (tensor<5x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<5x4xf64>
      %21 = func.call @dynamic_update_index_in_dim(%iterArg_14, %19#3, %iterArg_10) : (tensor<5x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<5x4xf64>
      %22 = func.call @dynamic_update_index_in_dim_0(%iterArg_15, %19#4, %iterArg_10) : (tensor<5xf64>, tensor<f64>, tensor<i64>) -> tensor<5xf64>
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %23 = stablehlo.add %iterArg_10, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %23, %19#0, %19#1, %20, %21, %22 : tensor<4x4xf64>, tensor<i64>, tensor<i64>, tensor<4xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5xf64>
    }
    %4 = stablehlo.sine %3#3 : tensor<4xf64>
    %5 = stablehlo.cosine %3#3 : tensor<4xf64>
    %6 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %8 = stablehlo.multiply %7, %6 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %10 = stablehlo.add %9, %8 : tensor<4xf64>
    %11 = stablehlo.multiply %4, %10 : tensor<4xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.add %cst_6, %12 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %15 = stablehlo.multiply %14, %10 : tensor<4xf64>
    %16 = stablehlo.multiply %15, %5 : tensor<4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %18:7 = stablehlo.while(%iterArg = %3#4, %iterArg_10 = %3#5, %iterArg_11 = %3#6, %iterArg_12 = %arg1, %iterArg_13 = %c_9, %iterArg_14 = %17, %iterArg_15 = %16) : tensor<5x4xf64>, tensor<5x4xf64>, tensor<5xf64>, tensor<4x4xf64>, tensor<i64>, tensor<4x4xf64>, tensor<4xf64>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %19 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %19 = stablehlo.subtract %c_16, %iterArg_13 : tensor<i64>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %20 = stablehlo.subtract %19, %c_17 : tensor<i64>
      %21 = func.call @dynamic_index_in_dim(%iterArg, %20) : (tensor<5x4xf64>, tensor<i64>) -> tensor<4xf64>
      %22 = func.call @dynamic_index_in_dim(%iterArg_10, %20) : (tensor<5x4xf64>, tensor<i64>) -> tensor<4xf64>
      %23 = func.call @dynamic_index_in_dim_1(%iterArg_11, %20) : (tensor<5xf64>, tensor<i64>) -> tensor<f64>
      %24:2 = func.call @closed_call_2(%iterArg_12, %iterArg_14, %iterArg_15, %21, %22, %23) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<f64>) -> (tensor<4x4xf64>, tensor<4xf64>)
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %25 = stablehlo.add %iterArg_13, %c_18 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %25, %24#0, %24#1 : tensor<5x4xf64>, tensor<5x4xf64>, tensor<5xf64>, tensor<4x4xf64>, tensor<i64>, tensor<4x4xf64>, tensor<4xf64>
    }
    return %13, %18#6, %18#5 : tensor<f64>, tensor<4xf64>, tensor<4x4xf64>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf64>, %arg1: tensor<i64>, %arg2: tensor<4xf64>) -> (tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<f64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %2 = stablehlo.sine %1 : tensor<4xf64>
    %3 = stablehlo.cosine %1 : tensor<4xf64>
    %4 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.add %4, %cst : tensor<f64>
    %6 = stablehlo.convert %5 : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %8 = stablehlo.multiply %arg2, %7 : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %10 = stablehlo.divide %8, %9 : tensor<4xf64>
    %11 = stablehlo.add %2, %10 : tensor<4xf64>
    return %0, %11, %arg2, %3, %6 : tensor<i64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<f64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xf64>, %arg1: tensor<4xf64>, %arg2: tensor<i64>) -> tensor<5x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf64>, tensor<1x4xf64>, tensor<i64>, tensor<i64>) -> tensor<5x4xf64>
    return %1 : tensor<5x4xf64>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<5xf64>, %arg1: tensor<f64>, %arg2: tensor<i64>) -> tensor<5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf64>, tensor<1xf64>, tensor<i64>) -> tensor<5xf64>
    return %1 : tensor<5xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf64>, %arg1: tensor<i64>) -> tensor<4xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf64>, tensor<i64>, tensor<i64>) -> tensor<1x4xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5xf64>, %arg1: tensor<i64>) -> tensor<f64> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf64>, tensor<i64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @closed_call_2(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>, %arg2: tensor<4xf64>, %arg3: tensor<4xf64>, %arg4: tensor<4xf64>, %arg5: tensor<f64>) -> (tensor<4x4xf64>, tensor<4xf64>) {
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.divide %arg2, %0 : tensor<4xf64>
    %2 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %3 = stablehlo.multiply %1, %2 : tensor<4xf64>
    %4 = stablehlo.multiply %arg2, %arg4 : tensor<4xf64>
    %5 = stablehlo.dot_general %4, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<4x4xf64>) -> tensor<4xf64>
    %6 = stablehlo.add %3, %5 : tensor<4xf64>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<4xf64>) -> tensor<4x4xf64>
    %8 = stablehlo.add %arg1, %7 : tensor<4x4xf64>
    return %8, %6 : tensor<4x4xf64>, tensor<4xf64>
  }
}
