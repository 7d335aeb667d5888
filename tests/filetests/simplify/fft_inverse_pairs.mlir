// Fft inverse pairs.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %2 = stablehlo.fft %1, type = IFFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %3 = stablehlo.fft %2, type = FFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    return %3 : tensor<2x4x6xcomplex<f64>>
  }
}
