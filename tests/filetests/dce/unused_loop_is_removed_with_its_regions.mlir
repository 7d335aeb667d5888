// Unused loop is removed with its regions.
// RUN: dce
// OPS:
module {
  func.func public @main(%arg0: tensor<i64>) -> tensor<i64> {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }
    return %arg0 : tensor<i64>
  }
}
