// Shifts over axes in another order still cancel.
// RUN: simplify dce
// OPS: multiply
module {
  func.func public @main(%arg0: tensor<5x7xf64>, %arg1: tensor<5x7xf64>) -> tensor<5x7xf64> {
    %0 = stablehlo.slice %arg0 [3:5, 0:7] : (tensor<5x7xf64>) -> tensor<2x7xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:7] : (tensor<5x7xf64>) -> tensor<3x7xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x7xf64>, tensor<3x7xf64>) -> tensor<5x7xf64>
    %3 = stablehlo.slice %2 [0:5, 4:7] : (tensor<5x7xf64>) -> tensor<5x3xf64>
    %4 = stablehlo.slice %2 [0:5, 0:4] : (tensor<5x7xf64>) -> tensor<5x4xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<5x3xf64>, tensor<5x4xf64>) -> tensor<5x7xf64>
    %6 = stablehlo.slice %arg1 [0:5, 4:7] : (tensor<5x7xf64>) -> tensor<5x3xf64>
    %7 = stablehlo.slice %arg1 [0:5, 0:4] : (tensor<5x7xf64>) -> tensor<5x4xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 1 : (tensor<5x3xf64>, tensor<5x4xf64>) -> tensor<5x7xf64>
    %9 = stablehlo.slice %8 [3:5, 0:7] : (tensor<5x7xf64>) -> tensor<2x7xf64>
    %10 = stablehlo.slice %8 [0:3, 0:7] : (tensor<5x7xf64>) -> tensor<3x7xf64>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<2x7xf64>, tensor<3x7xf64>) -> tensor<5x7xf64>
    %12 = stablehlo.multiply %5, %11 : tensor<5x7xf64>
    %13 = stablehlo.slice %12 [0:5, 3:7] : (tensor<5x7xf64>) -> tensor<5x4xf64>
    %14 = stablehlo.slice %12 [0:5, 0:3] : (tensor<5x7xf64>) -> tensor<5x3xf64>
    %15 = stablehlo.concatenate %13, %14, dim = 1 : (tensor<5x4xf64>, tensor<5x3xf64>) -> tensor<5x7xf64>
    %16 = stablehlo.slice %15 [2:5, 0:7] : (tensor<5x7xf64>) -> tensor<3x7xf64>
    %17 = stablehlo.slice %15 [0:2, 0:7] : (tensor<5x7xf64>) -> tensor<2x7xf64>
    %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<3x7xf64>, tensor<2x7xf64>) -> tensor<5x7xf64>
    return %18 : tensor<5x7xf64>
  }
}
