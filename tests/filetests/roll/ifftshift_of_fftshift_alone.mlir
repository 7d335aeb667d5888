// Ifftshift of fftshift alone.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.slice %arg0 [4:7] : (tensor<7xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<7xf32>) -> tensor<4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3xf32>, tensor<4xf32>) -> tensor<7xf32>
    %3 = stablehlo.slice %2 [3:7] : (tensor<7xf32>) -> tensor<4xf32>
    %4 = stablehlo.slice %2 [0:3] : (tensor<7xf32>) -> tensor<3xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<4xf32>, tensor<3xf32>) -> tensor<7xf32>
    return %5 : tensor<7xf32>
  }
}
