module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1]"}, tensor<i64> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg0, %iterArg_5 = %arg0, %iterArg_6 = %c) : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    cond {
      %11 = stablehlo.multiply %iterArg_5, %iterArg_5 : tensor<5xf64>
      %12 = stablehlo.subtract %11, %iterArg : tensor<5xf64>
      %13 = stablehlo.abs %12 : tensor<5xf64>
      %cst_7 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %14 = stablehlo.reduce(%13 init: %cst_7) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
      %cst_8 = stablehlo.constant dense<9.9999999999999998E-13> : tensor<f64>
      %15 = stablehlo.compare GT, %14, %cst_8, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<50> : tensor<i64>
      %16 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<false> : tensor<i1>
      %17 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<i1>
      %18 = stablehlo.compare NE, %16, %17, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = stablehlo.convert %18 : tensor<i1>
      %20 = stablehlo.and %15, %19 : tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %11 = stablehlo.divide %iterArg_4, %iterArg_5 : tensor<5xf64>
      %12 = stablehlo.add %iterArg_5, %11 : tensor<5xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5xf64>
      %14 = stablehlo.multiply %13, %12 : tensor<5xf64>
      %c_8 = stablehlo.constant dense<1> : tensor<i64>
      %15 = stablehlo.add %iterArg_6, %c_8 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_4, %14, %15 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg0, %iterArg_5 = %arg0, %iterArg_6 = %c_0) : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    cond {
      %11 = stablehlo.multiply %iterArg_5, %iterArg_5 : tensor<5xf64>
      %12 = stablehlo.subtract %11, %iterArg : tensor<5xf64>
      %13 = stablehlo.abs %12 : tensor<5xf64>
      %cst_7 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %14 = stablehlo.reduce(%13 init: %cst_7) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
      %cst_8 = stablehlo.constant dense<9.9999999999999998E-13> : tensor<f64>
      %15 = stablehlo.compare GT, %14, %cst_8, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<50> : tensor<i64>
      %16 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<false> : tensor<i1>
      %17 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<i1>
      %18 = stablehlo.compare NE, %16, %17, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = stablehlo.convert %18 : tensor<i1>
      %20 = stablehlo.and %15, %19 : tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %11 = stablehlo.divide %iterArg_4, %iterArg_5 : tensor<5xf64>
      %12 = stablehlo.add %iterArg_5, %11 : tensor<5xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5xf64>
      %14 = stablehlo.multiply %13, %12 : tensor<5xf64>
      %c_8 = stablehlo.constant dense<1> : tensor<i64>
      %15 = stablehlo.add %iterArg_6, %c_8 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_4, %14, %15 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i64>
    }
    %2 = stablehlo.sine %1#2 : tensor<5xf64>
    %3 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %7 = stablehlo.add %6, %5 : tensor<5xf64>
    %8 = stablehlo.multiply %2, %7 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.add %cst_3, %9 : tensor<f64>
    return %10, %0#2, %0#3 : tensor<f64>, tensor<5xf64>, tensor<i64>
  }
}
