// broadcast_in_dim of broadcast_in_dim composes its dims into one.
// RUN: simplify dce
// OPS: broadcast_in_dim
// CHECK: dims = [2]
// CHECK-NOT: broadcast_in_dim
module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<4x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
    return %1 : tensor<4x2x3xf32>
  }
}
