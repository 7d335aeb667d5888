module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x2xf64> {jax.result_info = "result[1]"}, tensor<3x5xf64> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf64>, tensor<4x5xf64>) -> tensor<2x4xf64>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<2x4xf64>) -> tensor<3x2xf64>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
    %3 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %4 = stablehlo.dot_general %arg0, %3, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<4xf64>
    %5 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf64>, tensor<4x5xf64>) -> tensor<2x4xf64>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<2x4xf64>) -> tensor<3x2xf64>
    %7 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
    %8 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %9 = stablehlo.dot_general %arg0, %8, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<4xf64>
    %10 = stablehlo.reshape %6 : (tensor<3x2xf64>) -> tensor<6xf64>
    %11 = stablehlo.reshape %7 : (tensor<3x5xf64>) -> tensor<15xf64>
    %12 = stablehlo.concatenate %10, %11, %9, dim = 0 : (tensor<6xf64>, tensor<15xf64>, tensor<4xf64>) -> tensor<25xf64>
    %13 = stablehlo.sine %12 : tensor<25xf64>
    %14 = stablehlo.iota dim = 0 : tensor<25xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<25xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<25xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<25xf64>
    %18 = stablehlo.add %17, %16 : tensor<25xf64>
    %19 = stablehlo.multiply %13, %18 : tensor<25xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<25xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.add %cst_2, %20 : tensor<f64>
    return %21, %1, %2, %4 : tensor<f64>, tensor<3x2xf64>, tensor<3x5xf64>, tensor<4xf64>
  }
}
