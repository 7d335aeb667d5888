module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x5xf64> {jax.result_info = "result[1]"}, tensor<2x3xf64> {jax.result_info = "result[2]"}, tensor<3x3xf64> {jax.result_info = "result[3]"}, tensor<5x5xf64> {jax.result_info = "result[4]"}, tensor<4x6xf64> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<5xf64>) -> tensor<2x3xf64>
    %3 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %5 = stablehlo.slice %arg0 [1:2, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %8 = stablehlo.dot_general %4, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %13 = stablehlo.multiply %11, %12 : tensor<5x5xf64>
    %14 = stablehlo.slice %arg1 [0:2, 0:2] : (tensor<4x5xf64>) -> tensor<2x2xf64>
    %15 = stablehlo.slice %arg1 [0:2, 0:3] : (tensor<4x5xf64>) -> tensor<2x3xf64>
    %16 = call @kron(%14, %15) : (tensor<2x2xf64>, tensor<2x3xf64>) -> tensor<4x6xf64>
    %17 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %18 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<5xf64>) -> tensor<2x3xf64>
    %20 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %21 = stablehlo.reshape %20 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %22 = stablehlo.slice %arg0 [1:2, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %23 = stablehlo.reshape %22 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %25 = stablehlo.dot_general %21, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %27 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %30 = stablehlo.multiply %28, %29 : tensor<5x5xf64>
    %31 = stablehlo.slice %arg1 [0:2, 0:2] : (tensor<4x5xf64>) -> tensor<2x2xf64>
    %32 = stablehlo.slice %arg1 [0:2, 0:3] : (tensor<4x5xf64>) -> tensor<2x3xf64>
    %33 = call @kron(%31, %32) : (tensor<2x2xf64>, tensor<2x3xf64>) -> tensor<4x6xf64>
    %34 = stablehlo.reshape %17 : (tensor<2x3x5xf64>) -> tensor<30xf64>
    %35 = stablehlo.reshape %19 : (tensor<2x3xf64>) -> tensor<6xf64>
    %36 = stablehlo.reshape %25 : (tensor<3x3xf64>) -> tensor<9xf64>
    %37 = stablehlo.reshape %30 : (tensor<5x5xf64>) -> tensor<25xf64>
    %38 = stablehlo.reshape %33 : (tensor<4x6xf64>) -> tensor<24xf64>
    %39 = stablehlo.concatenate %34, %35, %36, %37, %38, dim = 0 : (tensor<30xf64>, tensor<6xf64>, tensor<9xf64>, tensor<25xf64>, tensor<24xf64>) -> tensor<94xf64>
    %40 = stablehlo.sine %39 : tensor<94xf64>
    %41 = stablehlo.iota dim = 0 : tensor<94xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<94xf64>
    %43 = stablehlo.multiply %42, %41 : tensor<94xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<94xf64>
    %45 = stablehlo.add %44, %43 : tensor<94xf64>
    %46 = stablehlo.multiply %40, %45 : tensor<94xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.reduce(%46 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<94xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.add %cst_2, %47 : tensor<f64>
    return %48, %0, %2, %8, %13, %16 : tensor<f64>, tensor<2x3x5xf64>, tensor<2x3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<4x6xf64>
  }
  func.func private @kron(%arg0: tensor<2x2xf64>, %arg1: tensor<2x3xf64>) -> tensor<4x6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2x1xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x3xf64>) -> tensor<1x2x1x3xf64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x2x1xf64>) -> tensor<2x2x2x3xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xf64>) -> tensor<2x2x2x3xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x2x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<2x2x2x3xf64>) -> tensor<4x6xf64>
    return %5 : tensor<4x6xf64>
  }
}
