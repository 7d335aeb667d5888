module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x20xbf16>) -> (tensor<3x20xbf16> {jax.result_info = "result[0]"}, tensor<3x20xi32> {jax.result_info = "result[1]"}, tensor<3x3xbf16> {jax.result_info = "result[2]"}) {
    %0 = call @sort(%arg0) : (tensor<3x20xbf16>) -> tensor<3x20xbf16>
    %1 = call @argsort(%arg0) : (tensor<3x20xbf16>) -> tensor<3x20xi32>
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x20xbf16> -> (tensor<3x3xbf16>, tensor<3x3xi32>)
    return %0, %1, %values : tensor<3x20xbf16>, tensor<3x20xi32>, tensor<3x3xbf16>
  }
  func.func private @sort(%arg0: tensor<3x20xbf16>) -> tensor<3x20xbf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<bf16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3x20xbf16>) -> tensor<3x20xbf16>
    return %0 : tensor<3x20xbf16>
  }
  func.func private @argsort(%arg0: tensor<3x20xbf16>) -> tensor<3x20xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x20xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x20xbf16>, tensor<3x20xi32>) -> (tensor<3x20xbf16>, tensor<3x20xi32>)
    return %1#1 : tensor<3x20xi32>
  }
}
