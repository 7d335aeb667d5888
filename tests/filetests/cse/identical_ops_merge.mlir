// Identical ops merge.
// RUN: cse dce
// OPS: sine add multiply
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.sine %arg0 : tensor<4xf32>
    %2 = stablehlo.add %0, %arg0 : tensor<4xf32>
    %3 = stablehlo.add %1, %arg0 : tensor<4xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
