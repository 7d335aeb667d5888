module @jit_while_newton attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>) -> (tensor<5xf64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg0, %iterArg_1 = %arg0, %iterArg_2 = %c) : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    cond {
      %1 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<5xf64>
      %2 = stablehlo.subtract %1, %iterArg : tensor<5xf64>
      %3 = stablehlo.abs %2 : tensor<5xf64>
      %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
      %cst_3 = stablehlo.constant dense<9.9999999999999998E-13> : tensor<f64>
      %5 = stablehlo.compare GT, %4, %cst_3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c_4 = stablehlo.constant dense<50> : tensor<i64>
      %6 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<i1>
      %8 = stablehlo.compare NE, %6, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = stablehlo.convert %8 : tensor<i1>
      %10 = stablehlo.and %5, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %1 = stablehlo.divide %iterArg_0, %iterArg_1 : tensor<5xf64>
      %2 = stablehlo.add %iterArg_1, %1 : tensor<5xf64>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
      %4 = stablehlo.multiply %3, %2 : tensor<5xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_2, %c_3 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_0, %4, %5 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    }
    return %0#2, %0#3 : tensor<5xf64>, tensor<i64>
  }
}
