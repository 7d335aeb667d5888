// Attributes and operand order matter.
// RUN: cse dce
// OPS: subtract subtract transpose transpose add add
module {
  func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<2x2xf32>
    %1 = stablehlo.subtract %arg1, %arg0 : tensor<2x2xf32>
    %2 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.transpose %0, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.add %1, %2 : tensor<2x2xf32>
    %5 = stablehlo.add %4, %3 : tensor<2x2xf32>
    return %5 : tensor<2x2xf32>
  }
}
