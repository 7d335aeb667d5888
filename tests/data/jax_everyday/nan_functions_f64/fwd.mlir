module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xi1> {jax.result_info = "result[4]"}, tensor<f64> {jax.result_info = "result[5]"}) {
    %0 = call @nansum(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %1 = call @nanmean(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %2 = call @nan_to_num(%arg0, %cst) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<6xf64>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %6 = call @nanmax(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %7 = call @nansum(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %8 = call @nanmean(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %9 = call @nan_to_num(%arg0, %cst_1) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %11 = stablehlo.multiply %9, %10 : tensor<6xf64>
    %12 = call @nanmax(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %13 = stablehlo.reshape %7 : (tensor<f64>) -> tensor<1xf64>
    %14 = stablehlo.reshape %8 : (tensor<f64>) -> tensor<1xf64>
    %15 = stablehlo.reshape %12 : (tensor<f64>) -> tensor<1xf64>
    %16 = stablehlo.concatenate %13, %14, %11, %15, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<6xf64>, tensor<1xf64>) -> tensor<9xf64>
    %17 = stablehlo.sine %16 : tensor<9xf64>
    %18 = stablehlo.iota dim = 0 : tensor<9xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<9xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %22 = stablehlo.add %21, %20 : tensor<9xf64>
    %23 = stablehlo.multiply %17, %22 : tensor<9xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.add %cst_6, %24 : tensor<f64>
    return %25, %0, %1, %4, %5, %6 : tensor<f64>, tensor<f64>, tensor<f64>, tensor<6xf64>, tensor<6xi1>, tensor<f64>
  }
  func.func private @nansum(%arg0: tensor<6xf64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nanmean(%arg0: tensor<6xf64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %1 = stablehlo.not %0 : tensor<6xi1>
    %2 = stablehlo.convert %1 : (tensor<6xi1>) -> tensor<6xi32>
    %3 = stablehlo.convert %2 : (tensor<6xi32>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %5 = call @nansum_0(%arg0) : (tensor<6xf64>) -> tensor<f64>
    %6 = stablehlo.divide %5, %4 : tensor<f64>
    return %6 : tensor<f64>
  }
  func.func private @nansum_0(%arg0: tensor<6xf64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @nan_to_num(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = call @_where(%0, %1, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %5 = call @_where(%4, %cst_0, %2) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_2 = stablehlo.constant dense<-1.7976931348623157E+308> : tensor<f64>
    %8 = call @_where(%7, %cst_2, %5) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    return %8 : tensor<6xf64>
  }
  func.func private @nanmax(%arg0: tensor<6xf64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %5 = call @_where_1(%4, %cst_1, %2) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    return %5 : tensor<f64>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f64>
    return %0 : tensor<f64>
  }
}
