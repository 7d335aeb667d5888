// Reduces with the same body merge.
// RUN: cse dce
// OPS: constant reduce add reduce maximum add add
module {
  func.func public @main(%arg0: tensor<3x4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %0, %1 : tensor<4xf32>
    %4 = stablehlo.add %3, %2 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
