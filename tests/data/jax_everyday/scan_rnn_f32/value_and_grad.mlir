module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1][0]"}, tensor<3x3xf32> {jax.result_info = "result[1][1]"}, tensor<3xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:8 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %arg1, %iterArg_12 = %c, %iterArg_13 = %arg2, %iterArg_14 = %0, %iterArg_15 = %1, %iterArg_16 = %2, %iterArg_17 = %3) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    cond {
      %c_18 = stablehlo.constant dense<5> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_12, %c_18, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %25:5 = func.call @closed_call(%iterArg_11, %iterArg_13, %24) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_14, %25#1, %iterArg_12) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %27 = func.call @dynamic_update_index_in_dim_0(%iterArg_15, %25#2, %iterArg_12) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %28 = func.call @dynamic_update_index_in_dim_0(%iterArg_16, %25#3, %iterArg_12) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %29 = func.call @dynamic_update_index_in_dim_0(%iterArg_17, %25#4, %iterArg_12) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %30 = stablehlo.add %iterArg_12, %c_18 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_11, %30, %25#0, %26, %27, %28, %29 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    }
    %5 = stablehlo.concatenate %4#3, %4#4, dim = 0 : (tensor<3xf32>, tensor<5xf32>) -> tensor<8xf32>
    %6 = stablehlo.sine %5 : tensor<8xf32>
    %7 = stablehlo.cosine %5 : tensor<8xf32>
    %8 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.add %11, %10 : tensor<8xf32>
    %13 = stablehlo.multiply %6, %12 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.add %cst_6, %14 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.multiply %16, %12 : tensor<8xf32>
    %18 = stablehlo.multiply %17, %7 : tensor<8xf32>
    %19 = stablehlo.slice %18 [0:3] : (tensor<8xf32>) -> tensor<3xf32>
    %20 = stablehlo.slice %18 [3:8] : (tensor<8xf32>) -> tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %23:9 = stablehlo.while(%iterArg = %20, %iterArg_11 = %4#5, %iterArg_12 = %4#6, %iterArg_13 = %4#7, %iterArg_14 = %arg1, %iterArg_15 = %c_10, %iterArg_16 = %21, %iterArg_17 = %19, %iterArg_18 = %22) : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3x3xf32>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_19 = stablehlo.constant dense<5> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_15, %c_19, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_19 = stablehlo.constant dense<5> : tensor<i64>
      %24 = stablehlo.subtract %c_19, %iterArg_15 : tensor<i64>
      %c_20 = stablehlo.constant dense<1> : tensor<i64>
      %25 = stablehlo.subtract %24, %c_20 : tensor<i64>
      %26 = func.call @dynamic_index_in_dim_1(%iterArg, %25) : (tensor<5xf32>, tensor<i64>) -> tensor<f32>
      %27 = func.call @dynamic_index_in_dim(%iterArg_11, %25) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %28 = func.call @dynamic_index_in_dim(%iterArg_12, %25) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_13, %25) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %30:3 = func.call @closed_call_2(%iterArg_14, %iterArg_16, %iterArg_17, %26, %27, %28, %29) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>)
      %31 = func.call @dynamic_update_index_in_dim_0(%iterArg_18, %30#2, %25) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %32 = stablehlo.add %iterArg_15, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %32, %30#0, %30#1, %31 : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3x3xf32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %15, %23#8, %23#6, %23#7 : tensor<f32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<3xf32>
    %5 = stablehlo.multiply %2, %2 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %2, %6, %arg1, %2, %4 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5xf32>, %arg1: tensor<i64>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_2(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<3xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<3xf32>
    %3 = stablehlo.multiply %0, %arg5 : tensor<3xf32>
    %4 = stablehlo.add %2, %3 : tensor<3xf32>
    %5 = stablehlo.multiply %4, %arg6 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg5 : tensor<3xf32>
    %7 = stablehlo.add %5, %6 : tensor<3xf32>
    %8 = stablehlo.dot_general %7, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %9 = stablehlo.dot_general %7, %arg4, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %10 = stablehlo.add %arg1, %9 : tensor<3x3xf32>
    return %10, %8, %7 : tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
