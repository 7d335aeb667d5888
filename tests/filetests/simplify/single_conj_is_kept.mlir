// Single conj is kept.
// RUN: simplify dce
// OPS: real imag negate complex
module {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %2 = stablehlo.negate %1 : tensor<5xf32>
    %3 = stablehlo.complex %0, %2 : tensor<5xcomplex<f32>>
    return %3 : tensor<5xcomplex<f32>>
  }
}
