module @jit_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<8x3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c, %iterArg_3 = %arg0, %iterArg_4 = %0) : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i64>
      %9 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<8x3xf64>, tensor<i64>) -> tensor<3xf64>
      %10:2 = func.call @closed_call(%iterArg_3, %9) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_4, %10#1, %iterArg_2) : (tensor<8x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<8x3xf64>
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %iterArg_2, %c_5 : tensor<i64>
      stablehlo.return %iterArg, %12, %10#0, %11 : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1#2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %3 = stablehlo.iota dim = 0 : tensor<8xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x3xf64>
    %6 = stablehlo.multiply %1#3, %5 : tensor<8x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.add %2, %7 : tensor<f64>
    return %8 : tensor<f64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x3xf64>, %arg1: tensor<i64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<8x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @closed_call(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.cosine %arg0 : tensor<3xf64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<3xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<3xf64>
    %4 = stablehlo.add %1, %3 : tensor<3xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<3xf64>
    return %4, %5 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<8x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<8x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<8x3xf64>
    return %1 : tensor<8x3xf64>
  }
}
