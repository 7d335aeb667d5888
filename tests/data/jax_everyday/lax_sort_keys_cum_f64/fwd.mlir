module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xf64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xi1> {jax.result_info = "result[4]"}) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>):
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %15 = stablehlo.compare EQ, %arg2, %cst_4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %16 = stablehlo.select %15, %cst_5, %arg2 : tensor<i1>, tensor<f64>
      %17 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %18 = stablehlo.select %17, %cst_6, %16 : tensor<i1>, tensor<f64>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %19 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %20 = stablehlo.select %19, %cst_8, %arg3 : tensor<i1>, tensor<f64>
      %21 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %22 = stablehlo.select %21, %cst_9, %20 : tensor<i1>, tensor<f64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %23 = stablehlo.compare EQ, %arg4, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %24 = stablehlo.select %23, %cst_11, %arg4 : tensor<i1>, tensor<f64>
      %25 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %26 = stablehlo.select %25, %cst_12, %24 : tensor<i1>, tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %27 = stablehlo.compare EQ, %arg5, %cst_13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %28 = stablehlo.select %27, %cst_14, %arg5 : tensor<i1>, tensor<f64>
      %29 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %30 = stablehlo.select %29, %cst_15, %28 : tensor<i1>, tensor<f64>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %32 = stablehlo.compare LT, %18, %22, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %33 = stablehlo.compare EQ, %18, %22, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %34 = stablehlo.and %33, %31 : tensor<i1>
      %35 = stablehlo.or %32, %34 : tensor<i1>
      stablehlo.return %35 : tensor<i1>
    }) : (tensor<6xf64>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %1 = call @cummin(%arg1) : (tensor<6xf64>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = call @isclose(%arg0, %cst) : (tensor<6xf64>, tensor<f64>) -> tensor<6xi1>
    %3:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>):
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %15 = stablehlo.compare EQ, %arg2, %cst_4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %16 = stablehlo.select %15, %cst_5, %arg2 : tensor<i1>, tensor<f64>
      %17 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %18 = stablehlo.select %17, %cst_6, %16 : tensor<i1>, tensor<f64>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %19 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %20 = stablehlo.select %19, %cst_8, %arg3 : tensor<i1>, tensor<f64>
      %21 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %22 = stablehlo.select %21, %cst_9, %20 : tensor<i1>, tensor<f64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %23 = stablehlo.compare EQ, %arg4, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %24 = stablehlo.select %23, %cst_11, %arg4 : tensor<i1>, tensor<f64>
      %25 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %26 = stablehlo.select %25, %cst_12, %24 : tensor<i1>, tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %27 = stablehlo.compare EQ, %arg5, %cst_13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %28 = stablehlo.select %27, %cst_14, %arg5 : tensor<i1>, tensor<f64>
      %29 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %30 = stablehlo.select %29, %cst_15, %28 : tensor<i1>, tensor<f64>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %32 = stablehlo.compare LT, %18, %22, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %33 = stablehlo.compare EQ, %18, %22, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %34 = stablehlo.and %33, %31 : tensor<i1>
      %35 = stablehlo.or %32, %34 : tensor<i1>
      stablehlo.return %35 : tensor<i1>
    }) : (tensor<6xf64>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %4 = call @cummin(%arg1) : (tensor<6xf64>) -> tensor<6xf64>
    %5 = stablehlo.concatenate %3#0, %3#1, %4, dim = 0 : (tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<18xf64>
    %6 = stablehlo.sine %5 : tensor<18xf64>
    %7 = stablehlo.iota dim = 0 : tensor<18xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<18xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %11 = stablehlo.add %10, %9 : tensor<18xf64>
    %12 = stablehlo.multiply %6, %11 : tensor<18xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<18xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.add %cst_3, %13 : tensor<f64>
    return %14, %0#0, %0#1, %1, %2 : tensor<f64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>
  }
  func.func private @cummin(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 5]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @isclose(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> tensor<6xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.is_finite %0 : (tensor<f64>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.subtract %arg0, %2 : tensor<6xf64>
    %4 = stablehlo.abs %3 : tensor<6xf64>
    %5 = stablehlo.abs %0 : tensor<f64>
    %cst = stablehlo.constant dense<1.000000e-05> : tensor<f64>
    %6 = stablehlo.multiply %cst, %5 : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e-08> : tensor<f64>
    %7 = stablehlo.add %cst_0, %6 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %9 = stablehlo.compare LE, %4, %8, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %10 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %11 = stablehlo.compare EQ, %arg0, %10, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %13 = stablehlo.and %12, %9 : tensor<6xi1>
    %14 = stablehlo.or %11, %13 : tensor<6xi1>
    return %14 : tensor<6xi1>
  }
}
