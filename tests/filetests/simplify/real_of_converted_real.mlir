// Real of converted real.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
