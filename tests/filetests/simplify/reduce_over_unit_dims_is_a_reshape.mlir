// Reduce over unit dims is a reshape.
// RUN: simplify dce
// OPS: constant reshape constant reshape reduce add reduce maximum
module {
  func.func public @main(%arg0: tensor<1x3x1xf32>) -> (tensor<3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.multiply across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    return %0, %1, %2, %3 : tensor<3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>
  }
}
