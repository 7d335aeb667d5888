module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>, %arg1: tensor<3x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}, tensor<4x3xf64> {jax.result_info = "result[2]"}, tensor<4x3x3xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %1 = stablehlo.tanh %0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %3 = stablehlo.subtract %2, %1 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.dot_general %cst_0, %1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.dot_general %cst_1, %arg0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %6 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<4x3xf64>
    %8 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<4x3xf64>
    %10 = stablehlo.add %7, %9 : tensor<4x3xf64>
    %11 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %12 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %13 = stablehlo.add %12, %11 : tensor<4x3xf64>
    %14 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %15 = stablehlo.tanh %14 : tensor<3x4xf64>
    %16 = stablehlo.dot_general %15, %arg0, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %21 = stablehlo.multiply %19, %20 : tensor<4x3x3xf64>
    %22 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %23 = stablehlo.tanh %22 : tensor<3x4xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %25 = stablehlo.subtract %24, %23 : tensor<3x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.dot_general %cst_3, %23, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.dot_general %cst_4, %arg0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %28 = stablehlo.transpose %25, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %29 = stablehlo.multiply %27, %28 : tensor<4x3xf64>
    %30 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %31 = stablehlo.multiply %29, %30 : tensor<4x3xf64>
    %32 = stablehlo.add %29, %31 : tensor<4x3xf64>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %34 = stablehlo.transpose %26, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %35 = stablehlo.add %34, %33 : tensor<4x3xf64>
    %36 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %37 = stablehlo.tanh %36 : tensor<3x4xf64>
    %38 = stablehlo.dot_general %37, %arg0, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<4xf64>
    %39 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %40 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %43 = stablehlo.multiply %41, %42 : tensor<4x3x3xf64>
    %44 = stablehlo.reshape %35 : (tensor<4x3xf64>) -> tensor<12xf64>
    %45 = stablehlo.reshape %43 : (tensor<4x3x3xf64>) -> tensor<36xf64>
    %46 = stablehlo.concatenate %38, %44, %45, dim = 0 : (tensor<4xf64>, tensor<12xf64>, tensor<36xf64>) -> tensor<52xf64>
    %47 = stablehlo.sine %46 : tensor<52xf64>
    %48 = stablehlo.iota dim = 0 : tensor<52xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<52xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<52xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<52xf64>
    %52 = stablehlo.add %51, %50 : tensor<52xf64>
    %53 = stablehlo.multiply %47, %52 : tensor<52xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<52xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.add %cst_8, %54 : tensor<f64>
    return %55, %16, %13, %21 : tensor<f64>, tensor<4xf64>, tensor<4x3xf64>, tensor<4x3x3xf64>
  }
}
