module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %c, %iterArg_8 = %arg2, %iterArg_9 = %0) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_10 = stablehlo.constant dense<5> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %15:2 = func.call @closed_call(%iterArg_6, %iterArg_8, %14) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>)
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_9, %15#1, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %17 = stablehlo.add %iterArg_7, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_6, %17, %15#0, %16 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3:5 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %c_1, %iterArg_8 = %arg2, %iterArg_9 = %2) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_10 = stablehlo.constant dense<5> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %15:2 = func.call @closed_call_0(%iterArg_6, %iterArg_8, %14) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>)
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_9, %15#1, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %17 = stablehlo.add %iterArg_7, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_6, %17, %15#0, %16 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    }
    %4 = stablehlo.concatenate %3#3, %3#4, dim = 0 : (tensor<3xf32>, tensor<5xf32>) -> tensor<8xf32>
    %5 = stablehlo.sine %4 : tensor<8xf32>
    %6 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.add %9, %8 : tensor<8xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.add %cst_5, %12 : tensor<f32>
    return %13, %1#3, %1#4 : tensor<f32>, tensor<3xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %2, %4 : tensor<3xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %2, %4 : tensor<3xf32>, tensor<f32>
  }
}
