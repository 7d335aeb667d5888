// Complex of own parts.
// RUN: simplify dce
// OPS:
module {
  func.func public @main(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %1 = stablehlo.imag %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %2 = stablehlo.complex %0, %1 : tensor<3xcomplex<f64>>
    return %2 : tensor<3xcomplex<f64>>
  }
}
