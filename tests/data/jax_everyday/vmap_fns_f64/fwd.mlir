module @jit_vmap_fns attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>, %arg1: tensor<3x3xf64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4x3xf64> {jax.result_info = "result[1]"}, tensor<4x3x3xf64> {jax.result_info = "result[2]"}) {
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
    return %16, %13, %21 : tensor<4xf64>, tensor<4x3xf64>, tensor<4x3x3xf64>
  }
}
