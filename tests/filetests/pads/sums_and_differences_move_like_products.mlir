// A zero pad of a sum of a product and a difference moves onto all four operands (+0 + +0,
// +0 − +0 and +0 · +0 are the padding value), so the FFT's kernel reads them unpadded; the
// CPU backend and cuda-sim compute what the interpreter does.
// RUN: distribute-pads
// OPS: constant pad pad multiply pad pad subtract add fft
// BACKENDS: cpu cuda-sim
module {
  func.func public @main(%a: tensor<3x5xcomplex<f32>>, %b: tensor<3x5xcomplex<f32>>, %c: tensor<3x5xcomplex<f32>>, %d: tensor<3x5xcomplex<f32>>) -> tensor<6x8xcomplex<f32>> {
    %0 = stablehlo.multiply %a, %b : tensor<3x5xcomplex<f32>>
    %1 = stablehlo.subtract %c, %d : tensor<3x5xcomplex<f32>>
    %2 = stablehlo.add %0, %1 : tensor<3x5xcomplex<f32>>
    %z = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.pad %2, %z, low = [2, 1], high = [1, 2], interior = [0, 0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6x8xcomplex<f32>>
    %4 = stablehlo.fft %3, type = FFT, length = [6, 8] : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    return %4 : tensor<6x8xcomplex<f32>>
  }
}
