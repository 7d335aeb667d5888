module @jit_matmul_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5xf64>) -> (tensor<2x3x5xf64> {jax.result_info = "result[0]"}, tensor<2x3xf64> {jax.result_info = "result[1]"}, tensor<3x3xf64> {jax.result_info = "result[2]"}, tensor<5x5xf64> {jax.result_info = "result[3]"}, tensor<4x6xf64> {jax.result_info = "result[4]"}) {
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
    return %0, %2, %8, %13, %16 : tensor<2x3x5xf64>, tensor<2x3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<4x6xf64>
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
