// Divide by one.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xf64>
    return %1 : tensor<4xf64>
  }
}
