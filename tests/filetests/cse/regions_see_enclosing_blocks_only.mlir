// An op in a region may reuse one from the enclosing block, but not one from a sibling
// region, and ops after a region may not reuse one from inside it.
// RUN: cse dce
// OPS: constant constant add while compare constant subtract add maximum while compare constant subtract add constant add
module {
  func.func public @main(%arg0: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
    cond {
      %4 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.add %arg0, %c : tensor<i64>
      %c_2 = stablehlo.constant dense<2> : tensor<i64>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.subtract %c_2, %c_3 : tensor<i64>
      %6 = stablehlo.add %iterArg, %5 : tensor<i64>
      %7 = stablehlo.maximum %6, %4 : tensor<i64>
      stablehlo.return %7 : tensor<i64>
    }
    %2 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
    cond {
      %4 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<2> : tensor<i64>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.subtract %c_2, %c_3 : tensor<i64>
      %5 = stablehlo.add %iterArg, %4 : tensor<i64>
      stablehlo.return %5 : tensor<i64>
    }
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    return %0, %1, %3 : tensor<i64>, tensor<i64>, tensor<i64>
  }
}
