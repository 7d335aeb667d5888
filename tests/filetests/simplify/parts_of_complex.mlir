// Parts of complex.
// RUN: simplify dce
// OPS: subtract
module {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %2 = stablehlo.imag %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %3 = stablehlo.subtract %1, %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
}
