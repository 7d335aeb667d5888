// Splat operand is roll invariant.
// RUN: simplify dce
// OPS: constant multiply
module {
  func.func public @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.slice %arg0 [3:6] : (tensor<6xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<6xf32>
    %3 = stablehlo.multiply %2, %cst : tensor<6xf32>
    %4 = stablehlo.slice %3 [3:6] : (tensor<6xf32>) -> tensor<3xf32>
    %5 = stablehlo.slice %3 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
    return %6 : tensor<6xf32>
  }
}
