// x·0 is not 0 for floats (NaN and ±inf give NaN): the multiply stays.
// RUN: simplify dce
// OPS: constant multiply
// CHECK: stablehlo.multiply
module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %z = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %0 = stablehlo.multiply %arg0, %z : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
