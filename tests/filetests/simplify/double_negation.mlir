// Double negation.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
