module @jit_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1][0]"}, tensor<3xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %0, %iterArg_9 = %1) : tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<4x3x3xf64>, tensor<4x3x3xf64>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:3 = func.call @closed_call(%iterArg, %iterArg_7) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>)
      %12 = func.call @dynamic_update_index_in_dim_1(%iterArg_8, %11#1, %iterArg_6) : (tensor<4x3x3xf64>, tensor<3x3xf64>, tensor<i64>) -> tensor<4x3x3xf64>
      %13 = func.call @dynamic_update_index_in_dim_1(%iterArg_9, %11#2, %iterArg_6) : (tensor<4x3x3xf64>, tensor<3x3xf64>, tensor<i64>) -> tensor<4x3x3xf64>
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_6, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %14, %11#0, %12, %13 : tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<4x3x3xf64>, tensor<4x3x3xf64>
    }
    %3 = stablehlo.multiply %2#2, %2#2 : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.multiply %4, %2#2 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %8 = stablehlo.multiply %7, %5 : tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:6 = stablehlo.while(%iterArg = %2#3, %iterArg_6 = %2#4, %iterArg_7 = %arg1, %iterArg_8 = %c_5, %iterArg_9 = %9, %iterArg_10 = %8) : tensor<4x3x3xf64>, tensor<4x3x3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3xf64>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<4> : tensor<i64>
      %11 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i64>
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.subtract %11, %c_12 : tensor<i64>
      %13 = func.call @dynamic_index_in_dim(%iterArg, %12) : (tensor<4x3x3xf64>, tensor<i64>) -> tensor<3x3xf64>
      %14 = func.call @dynamic_index_in_dim(%iterArg_6, %12) : (tensor<4x3x3xf64>, tensor<i64>) -> tensor<3x3xf64>
      %15:2 = func.call @closed_call_2(%iterArg_7, %iterArg_9, %iterArg_10, %13, %14) : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %16 = stablehlo.add %iterArg_8, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %16, %15#0, %15#1 : tensor<4x3x3xf64>, tensor<4x3x3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3xf64>
    }
    return %6, %10#5, %10#4 : tensor<f64>, tensor<3xf64>, tensor<3xf64>
  }
  func.func private @closed_call(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:6 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %1, %iterArg_4 = %c, %iterArg_5 = %arg1, %iterArg_6 = %2, %iterArg_7 = %3) : tensor<3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:3 = func.call @closed_call_0(%iterArg, %iterArg_3, %iterArg_5) : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>)
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_6, %7#1, %iterArg_4) : (tensor<3x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<3x3xf64>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_7, %7#2, %iterArg_4) : (tensor<3x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<3x3xf64>
      %c_8 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_8 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_3, %10, %7#0, %8, %9 : tensor<3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>
    }
    %cst_2 = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %6 = stablehlo.multiply %4#3, %5 : tensor<3xf64>
    return %6, %4#4, %4#5 : tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<3xf64>
    %1 = stablehlo.sine %0 : tensor<3xf64>
    %2 = stablehlo.cosine %0 : tensor<3xf64>
    %3 = stablehlo.add %1, %arg1 : tensor<3xf64>
    return %3, %arg2, %2 : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<3x3xf64>
    return %1 : tensor<3x3xf64>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x3x3xf64>, %arg1: tensor<3x3xf64>, %arg2: tensor<i64>) -> tensor<4x3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x3x3xf64>, tensor<1x3x3xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x3x3xf64>
    return %1 : tensor<4x3x3xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3x3xf64>, %arg1: tensor<i64>) -> tensor<3x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 3] : (tensor<4x3x3xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x3x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3x3xf64>) -> tensor<3x3xf64>
    return %1 : tensor<3x3xf64>
  }
  func.func private @closed_call_2(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>, %arg3: tensor<3x3xf64>, %arg4: tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.multiply %arg2, %0 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:7 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg4, %iterArg_3 = %arg0, %iterArg_4 = %c, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %1) : tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %7 = stablehlo.subtract %c_8, %iterArg_4 : tensor<i64>
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.subtract %7, %c_9 : tensor<i64>
      %9 = func.call @dynamic_index_in_dim_3(%iterArg, %8) : (tensor<3x3xf64>, tensor<i64>) -> tensor<3xf64>
      %10 = func.call @dynamic_index_in_dim_3(%iterArg_2, %8) : (tensor<3x3xf64>, tensor<i64>) -> tensor<3xf64>
      %11:3 = func.call @closed_call_4(%iterArg_3, %iterArg_5, %iterArg_6, %iterArg_7, %9, %10) : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>)
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %iterArg_4, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %12, %11#0, %11#1, %11#2 : tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xf64>, tensor<i64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
    }
    %5 = stablehlo.add %arg1, %4#4 : tensor<3xf64>
    %6 = stablehlo.add %4#5, %4#6 : tensor<3xf64>
    return %5, %6 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x3xf64>, %arg1: tensor<i64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<3x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @closed_call_4(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>, %arg3: tensor<3xf64>, %arg4: tensor<3xf64>, %arg5: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.multiply %arg3, %0 : tensor<3xf64>
    %2 = stablehlo.add %arg2, %1 : tensor<3xf64>
    %3 = stablehlo.multiply %arg3, %arg5 : tensor<3xf64>
    %4 = stablehlo.multiply %arg4, %3 : tensor<3xf64>
    %5 = stablehlo.add %arg1, %4 : tensor<3xf64>
    %6 = stablehlo.multiply %3, %arg0 : tensor<3xf64>
    return %5, %2, %6 : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
  }
}
