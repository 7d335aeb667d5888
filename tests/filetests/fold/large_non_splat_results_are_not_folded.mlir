// Large non splat results are not folded.
// RUN: fold dce
// OPS: iota
module {
  func.func public @main() -> tensor<5000xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5000xf32>
    return %0 : tensor<5000xf32>
  }
}
