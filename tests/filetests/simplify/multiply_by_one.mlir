// x·1 and 1·x are x, whichever side the splat of ones is on.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %ones = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %0 = stablehlo.multiply %arg0, %ones : tensor<4xf64>
    %1 = stablehlo.multiply %ones, %0 : tensor<4xf64>
    return %1 : tensor<4xf64>
  }
}
