// Integer times zero is zero.
// RUN: simplify dce
// OPS: constant
module {
  func.func public @main(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<3xi32>
    %0 = stablehlo.multiply %arg0, %c : tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}
