// A zero-padded product in front of an FFT: the pads move onto the factors and fusion copies
// them into the FFT's kernel, which reads both factors unpadded; no pad is left outside a
// fusion. The CPU backend and cuda-sim run it to the interpreter's results.
// RUN: compile
// CHECK-NOT: stablehlo.pad
// CHECK: "fresnel.fusion"
// CHECK: stablehlo.pad
// CHECK: stablehlo.pad
// CHECK: stablehlo.multiply
// CHECK: stablehlo.fft
// CHECK: kind = "fft"
// CHECK-NOT: stablehlo.pad
// BACKENDS: cpu cuda-sim
module {
  func.func public @main(%arg0: tensor<2x3x5xcomplex<f32>>, %arg1: tensor<2x3x5xcomplex<f32>>) -> tensor<2x6x8xcomplex<f32>> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<2x3x5xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0, %cst, low = [0, 2, -1], high = [0, 1, 4], interior = [0, 0, 0] : (tensor<2x3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x6x8xcomplex<f32>>
    %2 = stablehlo.fft %1, type = FFT, length = [6, 8] : (tensor<2x6x8xcomplex<f32>>) -> tensor<2x6x8xcomplex<f32>>
    return %2 : tensor<2x6x8xcomplex<f32>>
  }
}
