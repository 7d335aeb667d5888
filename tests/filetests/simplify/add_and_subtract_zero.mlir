// Add and subtract zero.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
    %0 = stablehlo.add %cst, %arg0 : tensor<4xf64>
    %1 = stablehlo.add %0, %cst : tensor<4xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<4xf64>
    return %2 : tensor<4xf64>
  }
}
