// Pads (any constant padding value, negative lows that crop) read in place by a loop and by
// reductions over the outer and the inner dim, whose kernels reorder the index space: no pad
// is left outside a fusion, and the CPU backend and cuda-sim match the interpreter.
// RUN: compile
// CHECK-NOT: stablehlo.pad
// CHECK: "fresnel.fusion"
// CHECK: stablehlo.pad
// BACKENDS: cpu cuda-sim
module {
  func.func public @main(%x: tensor<4x6xf32>, %y: tensor<6x9xf32>) -> (tensor<6x9xf32>, tensor<9xf32>, tensor<5xf32>) {
    %one = stablehlo.constant dense<1.5> : tensor<f32>
    %0 = stablehlo.pad %x, %one, low = [1, 2], high = [1, 1], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6x9xf32>
    %1 = stablehlo.multiply %0, %y : tensor<6x9xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.pad %x, %zero, low = [0, 3], high = [2, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6x9xf32>
    %3 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<6x9xf32>, tensor<f32>) -> tensor<9xf32>
    %4 = stablehlo.pad %x, %one, low = [2, -2], high = [-1, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x4xf32>
    %5 = stablehlo.reduce(%4 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    return %1, %3, %5 : tensor<6x9xf32>, tensor<9xf32>, tensor<5xf32>
  }
}
