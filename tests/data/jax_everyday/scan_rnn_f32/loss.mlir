module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_7 = %arg1, %iterArg_8 = %c, %iterArg_9 = %arg2, %iterArg_10 = %0) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i64>
      %20 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_8) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %21:2 = func.call @closed_call(%iterArg_7, %iterArg_9, %20) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>)
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_10, %21#1, %iterArg_8) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i64>
      %23 = stablehlo.add %iterArg_8, %c_11 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_7, %23, %21#0, %22 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>
    }
    %2 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.add %5, %4 : tensor<3xf32>
    %7 = stablehlo.sine %1#3 : tensor<3xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.add %cst_3, %9 : tensor<f32>
    %11 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.add %14, %13 : tensor<5xf32>
    %16 = stablehlo.sine %1#4 : tensor<5xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.add %10, %18 : tensor<f32>
    return %19 : tensor<f32>
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
