// Constants compare by value bit for bit.
// RUN: cse dce
// OPS: constant constant constant add divide divide
module {
  func.func public @main() -> (tensor<2xf64>, tensor<2xf64>) {
    %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<-0.000000e+00> : tensor<2xf64>
    %0 = stablehlo.add %cst, %cst_0 : tensor<2xf64>
    %1 = stablehlo.divide %0, %cst_1 : tensor<2xf64>
    %2 = stablehlo.divide %0, %cst_2 : tensor<2xf64>
    %3 = stablehlo.add %1, %2 : tensor<2xf64>
    return %1, %2 : tensor<2xf64>, tensor<2xf64>
  }
}
