// Select with known predicate.
// RUN: simplify dce
// OPS: add
module {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %1 = stablehlo.select %0, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.select %c_0, %1, %arg1 : tensor<i1>, tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
