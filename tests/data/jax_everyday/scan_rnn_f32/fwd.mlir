module @jit_scan_rnn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg2, %iterArg_3 = %0) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i64>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %3:2 = func.call @closed_call(%iterArg_0, %iterArg_2, %2) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_0, %5, %3#0, %4 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    }
    return %1#3, %1#4 : tensor<3xf32>, tensor<5xf32>
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
}
