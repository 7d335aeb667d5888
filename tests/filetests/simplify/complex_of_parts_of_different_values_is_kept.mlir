// Complex of parts of different values is kept.
// RUN: simplify dce
// OPS: real imag complex
module {
  func.func public @main(%arg0: tensor<3xcomplex<f64>>, %arg1: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %1 = stablehlo.imag %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %2 = stablehlo.complex %0, %1 : tensor<3xcomplex<f64>>
    return %2 : tensor<3xcomplex<f64>>
  }
}
