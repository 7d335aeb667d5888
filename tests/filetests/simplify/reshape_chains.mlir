// Reshape chains.
// RUN: simplify dce
// OPS: reshape add
module {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.add %1, %1 : tensor<3x2xf32>
    return %3, %4 : tensor<2x3xf32>, tensor<3x2xf32>
  }
}
