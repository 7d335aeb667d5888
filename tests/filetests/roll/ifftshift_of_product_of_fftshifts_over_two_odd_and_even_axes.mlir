// Ifftshift of product of fftshifts over two odd and even axes.
// RUN: simplify dce
// OPS: multiply
module {
  func.func public @main(%arg0: tensor<2x5x6xcomplex<f32>>, %arg1: tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 3:5, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:3, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x3x6xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2x6xcomplex<f32>>, tensor<2x3x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %3 = stablehlo.slice %2 [0:2, 0:5, 3:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %4 = stablehlo.slice %2 [0:2, 0:5, 0:3] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x5x3xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %6 = stablehlo.slice %arg1 [0:2, 3:5, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %7 = stablehlo.slice %arg1 [0:2, 0:3, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x3x6xcomplex<f32>>
    %8 = stablehlo.concatenate %6, %7, dim = 1 : (tensor<2x2x6xcomplex<f32>>, tensor<2x3x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %9 = stablehlo.slice %8 [0:2, 0:5, 3:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %10 = stablehlo.slice %8 [0:2, 0:5, 0:3] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %11 = stablehlo.concatenate %9, %10, dim = 2 : (tensor<2x5x3xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %12 = stablehlo.multiply %5, %11 : tensor<2x5x6xcomplex<f32>>
    %13 = stablehlo.slice %12 [0:2, 2:5, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x3x6xcomplex<f32>>
    %14 = stablehlo.slice %12 [0:2, 0:2, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %15 = stablehlo.concatenate %13, %14, dim = 1 : (tensor<2x3x6xcomplex<f32>>, tensor<2x2x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %16 = stablehlo.slice %15 [0:2, 0:5, 3:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %17 = stablehlo.slice %15 [0:2, 0:5, 0:3] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<2x5x3xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    return %18 : tensor<2x5x6xcomplex<f32>>
  }
}
