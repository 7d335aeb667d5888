// Convert to same type.
// RUN: simplify dce
// OPS: convert
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf64> {
    %0 = stablehlo.convert %arg0 : tensor<4xf32>
    %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
}
