// Conj of conj.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %2 = stablehlo.negate %1 : tensor<5xf32>
    %3 = stablehlo.complex %0, %2 : tensor<5xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %5 = stablehlo.imag %3 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %6 = stablehlo.negate %5 : tensor<5xf32>
    %7 = stablehlo.complex %4, %6 : tensor<5xcomplex<f32>>
    return %7 : tensor<5xcomplex<f32>>
  }
}
