// Operands shifted over different axes are kept.
// RUN: simplify dce
// OPS: slice slice concatenate slice slice concatenate add slice slice concatenate
module {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.slice %arg0 [2:4, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.slice %arg1 [0:4, 2:4] : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.slice %arg1 [0:4, 0:2] : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.add %2, %5 : tensor<4x4xf32>
    %7 = stablehlo.slice %6 [2:4, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.slice %6 [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %9 = stablehlo.concatenate %7, %8, dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    return %9 : tensor<4x4xf32>
  }
}
