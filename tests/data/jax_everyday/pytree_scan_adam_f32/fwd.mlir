module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<5x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:7 = stablehlo.while(%iterArg = %arg2, %iterArg_10 = %c, %iterArg_11 = %arg1, %iterArg_12 = %cst_0, %iterArg_13 = %0, %iterArg_14 = %arg0, %iterArg_15 = %1) : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %16 = stablehlo.compare LT, %iterArg_10, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %17:5 = func.call @closed_call(%iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %16) : (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>)
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_15, %17#4, %iterArg_10) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %19 = stablehlo.add %iterArg_10, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %19, %17#0, %17#1, %17#2, %17#3, %18 : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
    }
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %5:7 = stablehlo.while(%iterArg = %arg2, %iterArg_10 = %c_5, %iterArg_11 = %arg1, %iterArg_12 = %cst_3, %iterArg_13 = %3, %iterArg_14 = %arg0, %iterArg_15 = %4) : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %16 = stablehlo.compare LT, %iterArg_10, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %17:5 = func.call @closed_call_0(%iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %16) : (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>)
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_15, %17#4, %iterArg_10) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %19 = stablehlo.add %iterArg_10, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %19, %17#0, %17#1, %17#2, %17#3, %18 : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
    }
    %6 = stablehlo.concatenate %5#5, %5#2, %5#6, dim = 0 : (tensor<4xf32>, tensor<4xf32>, tensor<5xf32>) -> tensor<13xf32>
    %7 = stablehlo.sine %6 : tensor<13xf32>
    %8 = stablehlo.iota dim = 0 : tensor<13xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<13xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %12 = stablehlo.add %11, %10 : tensor<13xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<13xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<13xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.add %cst_9, %14 : tensor<f32>
    return %15, %2#5, %2#2, %2#6 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
    %0 = stablehlo.multiply %arg3, %arg4 : tensor<4xf32>
    %1 = stablehlo.tanh %0 : tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg4 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<4xf32>
    %7 = stablehlo.add %4, %6 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %8, %arg2 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %10, %2 : tensor<4xf32>
    %12 = stablehlo.multiply %11, %2 : tensor<4xf32>
    %13 = stablehlo.add %9, %12 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.add %arg1, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %15 = stablehlo.power %cst_4, %14 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.subtract %cst_5, %15 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %7, %17 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %19 = stablehlo.power %cst_6, %14 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %cst_7, %19 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.divide %13, %21 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<4xf32>
    %25 = stablehlo.sqrt %22 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.add %25, %26 : tensor<4xf32>
    %28 = stablehlo.divide %24, %27 : tensor<4xf32>
    %29 = stablehlo.subtract %arg3, %28 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %7, %14, %13, %29, %30 : tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
    %0 = stablehlo.multiply %arg3, %arg4 : tensor<4xf32>
    %1 = stablehlo.tanh %0 : tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg4 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<4xf32>
    %7 = stablehlo.add %4, %6 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %8, %arg2 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %10, %2 : tensor<4xf32>
    %12 = stablehlo.multiply %11, %2 : tensor<4xf32>
    %13 = stablehlo.add %9, %12 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.add %arg1, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %15 = stablehlo.power %cst_4, %14 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.subtract %cst_5, %15 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %7, %17 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %19 = stablehlo.power %cst_6, %14 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %cst_7, %19 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.divide %13, %21 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<4xf32>
    %25 = stablehlo.sqrt %22 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.add %25, %26 : tensor<4xf32>
    %28 = stablehlo.divide %24, %27 : tensor<4xf32>
    %29 = stablehlo.subtract %arg3, %28 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %7, %14, %13, %29, %30 : tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>
  }
}
