// A zero pad of a product read by an FFT moves onto the factors (0·0 is the padding value),
// three factors deep, so that the FFT's kernel reads every factor unpadded and in place:
// one fused FFT kernel, no pad of its own, the same values on the CPU and on cuda-sim.
// RUN: distribute-pads
// OPS: constant pad pad multiply pad multiply fft
// BACKENDS: cpu cuda-sim
module {
  func.func public @main(%arg0: tensor<4x6xcomplex<f32>>, %arg1: tensor<4x6xcomplex<f32>>, %arg2: tensor<4x6xcomplex<f32>>) -> tensor<8x8xcomplex<f32>> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x6xcomplex<f32>>
    %1 = stablehlo.multiply %0, %arg2 : tensor<4x6xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.pad %1, %cst, low = [2, 1], high = [2, 1], interior = [0, 0] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x8xcomplex<f32>>
    %3 = stablehlo.fft %2, type = FFT, length = [8, 8] : (tensor<8x8xcomplex<f32>>) -> tensor<8x8xcomplex<f32>>
    return %3 : tensor<8x8xcomplex<f32>>
  }
}
