// Unused chains are removed.
// RUN: dce
// OPS: exponential
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.cosine %0 : tensor<4xf32>
    %2 = stablehlo.exponential %arg0 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
