// Pads stay: a product also used elsewhere, a padding value that is not +0 (−0 would not
// survive 0·0), interior padding, a constant factor, and a pad returned as it is.
// RUN: distribute-pads
// OPS: constant constant constant multiply pad multiply pad multiply pad add add
// BACKENDS: cpu cuda-sim
module {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<7xf32>, tensor<3xf32>, tensor<7xf32>) {
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %negzero = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %two = stablehlo.constant dense<2.000000e+00> : tensor<3xf32>
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.pad %0, %zero, low = [2], high = [2], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.multiply %arg1, %arg1 : tensor<3xf32>
    %3 = stablehlo.pad %2, %negzero, low = [1], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %4 = stablehlo.multiply %arg0, %two : tensor<3xf32>
    %5 = stablehlo.pad %4, %zero, low = [4], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.add %1, %3 : tensor<7xf32>
    %7 = stablehlo.add %6, %5 : tensor<7xf32>
    return %1, %0, %7 : tensor<7xf32>, tensor<3xf32>, tensor<7xf32>
  }
}
