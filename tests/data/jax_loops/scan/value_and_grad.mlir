module @jit_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<8x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1][0]"}, tensor<8x3xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:7 = stablehlo.while(%iterArg = %arg1, %iterArg_9 = %c, %iterArg_10 = %arg0, %iterArg_11 = %0, %iterArg_12 = %1, %iterArg_13 = %2, %iterArg_14 = %3) : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>
    cond {
      %c_15 = stablehlo.constant dense<8> : tensor<i64>
      %18 = stablehlo.compare LT, %iterArg_9, %c_15, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %18 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %19:5 = func.call @closed_call(%iterArg_10, %18) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>)
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_11, %19#1, %iterArg_9) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %21 = func.call @dynamic_update_index_in_dim(%iterArg_12, %19#2, %iterArg_9) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_13, %19#3, %iterArg_9) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %23 = func.call @dynamic_update_index_in_dim(%iterArg_14, %19#4, %iterArg_9) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %24 = stablehlo.add %iterArg_9, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %24, %19#0, %20, %21, %22, %23 : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4#2 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.iota dim = 0 : tensor<8xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x3xf64>
    %9 = stablehlo.multiply %4#3, %8 : tensor<8x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.add %5, %10 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %13 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x3xf64>
    %14 = stablehlo.multiply %12, %13 : tensor<8x3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %17:8 = stablehlo.while(%iterArg = %14, %iterArg_9 = %4#4, %iterArg_10 = %arg1, %iterArg_11 = %4#5, %iterArg_12 = %4#6, %iterArg_13 = %c_8, %iterArg_14 = %15, %iterArg_15 = %16) : tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
    cond {
      %c_16 = stablehlo.constant dense<8> : tensor<i64>
      %18 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<8> : tensor<i64>
      %18 = stablehlo.subtract %c_16, %iterArg_13 : tensor<i64>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %19 = stablehlo.subtract %18, %c_17 : tensor<i64>
      %20 = func.call @dynamic_index_in_dim(%iterArg, %19) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %21 = func.call @dynamic_index_in_dim(%iterArg_9, %19) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %22 = func.call @dynamic_index_in_dim(%iterArg_10, %19) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %23 = func.call @dynamic_index_in_dim(%iterArg_11, %19) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %24 = func.call @dynamic_index_in_dim(%iterArg_12, %19) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %25:2 = func.call @closed_call_0(%iterArg_14, %20, %21, %22, %23, %24) : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_15, %25#1, %19) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %27 = stablehlo.add %iterArg_13, %c_18 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %27, %25#0, %26 : tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
    }
    return %11, %17#6, %17#7 : tensor<f64>, tensor<3xf64>, tensor<8x3xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x3xf64>, %arg1: tensor<i64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<8x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @closed_call(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.cosine %arg0 : tensor<3xf64>
    %1 = stablehlo.sine %arg0 : tensor<3xf64>
    %2 = stablehlo.multiply %0, %arg1 : tensor<3xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3xf64>
    %5 = stablehlo.add %2, %4 : tensor<3xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<3xf64>
    return %5, %6, %1, %0, %5 : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<8x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<8x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<8x3xf64>
    return %1 : tensor<8x3xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>, %arg3: tensor<3xf64>, %arg4: tensor<3xf64>, %arg5: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.multiply %arg5, %arg1 : tensor<3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3xf64>
    %2 = stablehlo.multiply %arg1, %arg5 : tensor<3xf64>
    %3 = stablehlo.add %1, %2 : tensor<3xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<3xf64>
    %6 = stablehlo.multiply %arg4, %3 : tensor<3xf64>
    %7 = stablehlo.multiply %3, %arg3 : tensor<3xf64>
    %8 = stablehlo.negate %7 : tensor<3xf64>
    %9 = stablehlo.multiply %8, %arg2 : tensor<3xf64>
    %10 = stablehlo.add %5, %9 : tensor<3xf64>
    return %10, %6 : tensor<3xf64>, tensor<3xf64>
  }
}
