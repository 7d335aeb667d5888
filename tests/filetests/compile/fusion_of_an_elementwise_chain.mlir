// The compile pipeline fuses an elementwise chain into one kernel, which the CPU backend and
// cuda-sim run to the interpreter's results.
// RUN: compile
// CHECK-NOT: stablehlo.exponential
// CHECK: "fresnel.fusion"
// CHECK: stablehlo.exponential
// CHECK: stablehlo.return
// CHECK-NOT: stablehlo.exponential
// BACKENDS: cpu
module {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<16xf32>
    %1 = stablehlo.exponential %0 : tensor<16xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
