// Fft pairs need the same length.
// RUN: simplify dce
// OPS: fft
module {
  func.func public @main(%arg0: tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %2 = stablehlo.fft %1, type = FFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    return %2 : tensor<2x4x6xcomplex<f64>>
  }
}
