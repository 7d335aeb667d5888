// After simplification the gradient of sum(x) is a constant of ones, as Reactant's is
// (docs/design.md §5).
// GRAD: 0
// RUN: simplify fold cse dce
// CHECK: stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK-NOT: stablehlo.broadcast_in_dim
module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
