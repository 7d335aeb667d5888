module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xf64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xf64> {jax.result_info = "result[4]"}, tensor<6xf64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}, tensor<6xf64> {jax.result_info = "result[7]"}, tensor<6xf64> {jax.result_info = "result[8]"}, tensor<6xf64> {jax.result_info = "result[9]"}, tensor<6xf64> {jax.result_info = "result[10]"}, tensor<6xf64> {jax.result_info = "result[11]"}, tensor<6xf64> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<6xf64>
    %1 = call @hypot(%arg0, %arg1) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %2 = stablehlo.exponential_minus_one %arg0 : tensor<6xf64>
    %3 = stablehlo.log_plus_one %arg1 : tensor<6xf64>
    %4 = stablehlo.power %arg1, %arg0 : tensor<6xf64>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<6xf64>
    %6 = stablehlo.multiply %5, %arg0 : tensor<6xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.multiply %arg0, %7 : tensor<6xf64>
    %9 = call @round(%8) : (tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %10 = call @remainder(%arg0, %cst_0) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.multiply %11, %arg0 : tensor<6xf64>
    %13 = stablehlo.exponential %12 : tensor<6xf64>
    %14 = stablehlo.log %arg1 : tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %16 = stablehlo.multiply %14, %15 : tensor<6xf64>
    %17 = call @sinc(%arg0) : (tensor<6xf64>) -> tensor<6xf64>
    %18 = stablehlo.cbrt %arg0 : tensor<6xf64>
    %19 = stablehlo.atan2 %arg0, %arg1 : tensor<6xf64>
    %20 = call @hypot(%arg0, %arg1) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %21 = stablehlo.exponential_minus_one %arg0 : tensor<6xf64>
    %22 = stablehlo.log_plus_one %arg1 : tensor<6xf64>
    %23 = stablehlo.power %arg1, %arg0 : tensor<6xf64>
    %24 = stablehlo.multiply %arg0, %arg0 : tensor<6xf64>
    %25 = stablehlo.multiply %24, %arg0 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %27 = stablehlo.multiply %arg0, %26 : tensor<6xf64>
    %28 = call @round(%27) : (tensor<6xf64>) -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %29 = call @remainder(%arg0, %cst_4) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_5 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %31 = stablehlo.multiply %30, %arg0 : tensor<6xf64>
    %32 = stablehlo.exponential %31 : tensor<6xf64>
    %33 = stablehlo.log %arg1 : tensor<6xf64>
    %cst_6 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %35 = stablehlo.multiply %33, %34 : tensor<6xf64>
    %36 = call @sinc(%arg0) : (tensor<6xf64>) -> tensor<6xf64>
    %37 = stablehlo.cbrt %arg0 : tensor<6xf64>
    %38 = stablehlo.concatenate %19, %20, %21, %22, %23, %25, %28, %29, %32, %35, %36, %37, dim = 0 : (tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<72xf64>
    %39 = stablehlo.sine %38 : tensor<72xf64>
    %40 = stablehlo.iota dim = 0 : tensor<72xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<72xf64>
    %42 = stablehlo.multiply %41, %40 : tensor<72xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<72xf64>
    %44 = stablehlo.add %43, %42 : tensor<72xf64>
    %45 = stablehlo.multiply %39, %44 : tensor<72xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<72xf64>, tensor<f64>) -> tensor<f64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.add %cst_10, %46 : tensor<f64>
    return %47, %0, %1, %2, %3, %4, %6, %9, %10, %13, %16, %17, %18 : tensor<f64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
  }
  func.func private @hypot(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.abs %arg0 : tensor<6xf64>
    %1 = stablehlo.abs %arg1 : tensor<6xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %6 = stablehlo.or %3, %5 : tensor<6xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<6xf64>
    %8 = stablehlo.minimum %0, %1 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %14 = call @_where(%12, %13, %7) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %15 = stablehlo.divide %8, %14 : tensor<6xf64>
    %16 = chlo.square %15 : tensor<6xf64> -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %18 = stablehlo.add %17, %16 : tensor<6xf64>
    %19 = stablehlo.sqrt %18 : tensor<6xf64>
    %20 = stablehlo.multiply %7, %19 : tensor<6xf64>
    %21 = call @_where(%10, %7, %20) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    return %22 : tensor<6xf64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @round(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @remainder(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.remainder %arg0, %1 : tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %10 = stablehlo.and %9, %4 : tensor<6xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.add %2, %11 : tensor<6xf64>
    %13 = stablehlo.select %10, %12, %2 : tensor<6xi1>, tensor<6xf64>
    return %13 : tensor<6xf64>
  }
  func.func private @sinc(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = call @_where_0(%1, %cst_1, %3) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.multiply %3, %5 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.add %6, %7 : tensor<6xf64>
    %9 = stablehlo.sine %4 : tensor<6xf64>
    %10 = stablehlo.divide %9, %4 : tensor<6xf64>
    %11 = call @_where(%1, %8, %10) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    return %11 : tensor<6xf64>
  }
}
