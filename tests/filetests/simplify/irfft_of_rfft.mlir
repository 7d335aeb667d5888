// Irfft of rfft.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<3x7xf64>) -> tensor<3x7xf64> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [7] : (tensor<3x7xf64>) -> tensor<3x4xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IRFFT, length = [7] : (tensor<3x4xcomplex<f64>>) -> tensor<3x7xf64>
    return %1 : tensor<3x7xf64>
  }
}
