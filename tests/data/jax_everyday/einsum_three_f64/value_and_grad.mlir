module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x4xf64> {jax.result_info = "result[1][0]"}, tensor<4x5xf64> {jax.result_info = "result[1][1]"}, tensor<5x2xf64> {jax.result_info = "result[1][2]"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf64>, tensor<4x5xf64>) -> tensor<2x4xf64>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<2x4xf64>) -> tensor<3x2xf64>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
    %3 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %4 = stablehlo.dot_general %arg0, %3, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<4xf64>
    %5 = stablehlo.reshape %1 : (tensor<3x2xf64>) -> tensor<6xf64>
    %6 = stablehlo.reshape %2 : (tensor<3x5xf64>) -> tensor<15xf64>
    %7 = stablehlo.concatenate %5, %6, %4, dim = 0 : (tensor<6xf64>, tensor<15xf64>, tensor<4xf64>) -> tensor<25xf64>
    %8 = stablehlo.sine %7 : tensor<25xf64>
    %9 = stablehlo.cosine %7 : tensor<25xf64>
    %10 = stablehlo.iota dim = 0 : tensor<25xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<25xf64>
    %12 = stablehlo.multiply %11, %10 : tensor<25xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<25xf64>
    %14 = stablehlo.add %13, %12 : tensor<25xf64>
    %15 = stablehlo.multiply %8, %14 : tensor<25xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<25xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.add %cst_2, %16 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<25xf64>
    %19 = stablehlo.multiply %18, %14 : tensor<25xf64>
    %20 = stablehlo.multiply %19, %9 : tensor<25xf64>
    %21 = stablehlo.slice %20 [0:6] : (tensor<25xf64>) -> tensor<6xf64>
    %22 = stablehlo.slice %20 [6:21] : (tensor<25xf64>) -> tensor<15xf64>
    %23 = stablehlo.slice %20 [21:25] : (tensor<25xf64>) -> tensor<4xf64>
    %24 = stablehlo.reshape %22 : (tensor<15xf64>) -> tensor<3x5xf64>
    %25 = stablehlo.reshape %21 : (tensor<6xf64>) -> tensor<3x2xf64>
    %26 = stablehlo.dot_general %23, %arg0, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<3x4xf64>) -> tensor<4x3xf64>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %28 = stablehlo.dot_general %23, %3, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<3x4xf64>) -> tensor<4x3xf64>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %30 = stablehlo.dot_general %27, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %31 = stablehlo.add %29, %30 : tensor<3x4xf64>
    %32 = stablehlo.dot_general %27, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %33 = stablehlo.add %31, %32 : tensor<3x4xf64>
    %34 = stablehlo.dot_general %24, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf64>, tensor<3x4xf64>) -> tensor<5x4xf64>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %36 = stablehlo.dot_general %24, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf64>, tensor<4x5xf64>) -> tensor<3x4xf64>
    %37 = stablehlo.add %33, %36 : tensor<3x4xf64>
    %38 = stablehlo.dot_general %25, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<3x4xf64>) -> tensor<2x4xf64>
    %39 = stablehlo.dot_general %25, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<2x4xf64>) -> tensor<3x4xf64>
    %40 = stablehlo.add %37, %39 : tensor<3x4xf64>
    %41 = stablehlo.dot_general %38, %arg2, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf64>, tensor<5x2xf64>) -> tensor<4x5xf64>
    %42 = stablehlo.add %35, %41 : tensor<4x5xf64>
    %43 = stablehlo.dot_general %38, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf64>, tensor<4x5xf64>) -> tensor<2x5xf64>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<2x5xf64>) -> tensor<5x2xf64>
    return %17, %40, %42, %44 : tensor<f64>, tensor<3x4xf64>, tensor<4x5xf64>, tensor<5x2xf64>
  }
}
