// Full slice and empty pad.
// RUN: simplify dce
// OPS: slice
module {
  func.func public @main(%arg0: tensor<4x6xf32>) -> tensor<2x6xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:6] : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.slice %1 [0:4:2, 0:6] : (tensor<4x6xf32>) -> tensor<2x6xf32>
    return %2 : tensor<2x6xf32>
  }
}
