// Zero minus x is kept.
// RUN: simplify dce
// OPS: constant subtract
module {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
    %0 = stablehlo.subtract %cst, %arg0 : tensor<4xf64>
    return %0 : tensor<4xf64>
  }
}
