module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1][0]"}) {
    %0:2 = call @nansum(%arg0) : (tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>)
    %1:3 = call @nanmean(%arg0) : (tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>, tensor<f64>)
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %2:4 = call @nan_to_num(%arg0, %cst) : (tensor<6xf64>, tensor<f64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>)
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.multiply %2#0, %3 : tensor<6xf64>
    %5:5 = call @nanmax(%arg0) : (tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>, tensor<6xf64>, tensor<f64>, tensor<i1>)
    %6 = stablehlo.reshape %0#0 : (tensor<f64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %1#0 : (tensor<f64>) -> tensor<1xf64>
    %8 = stablehlo.reshape %5#0 : (tensor<f64>) -> tensor<1xf64>
    %9 = stablehlo.concatenate %6, %7, %4, %8, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<6xf64>, tensor<1xf64>) -> tensor<9xf64>
    %10 = stablehlo.sine %9 : tensor<9xf64>
    %11 = stablehlo.cosine %9 : tensor<9xf64>
    %12 = stablehlo.iota dim = 0 : tensor<9xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<9xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %16 = stablehlo.add %15, %14 : tensor<9xf64>
    %17 = stablehlo.multiply %10, %16 : tensor<9xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.add %cst_4, %18 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %21 = stablehlo.multiply %20, %16 : tensor<9xf64>
    %22 = stablehlo.multiply %21, %11 : tensor<9xf64>
    %23 = stablehlo.slice %22 [0:1] : (tensor<9xf64>) -> tensor<1xf64>
    %24 = stablehlo.slice %22 [1:2] : (tensor<9xf64>) -> tensor<1xf64>
    %25 = stablehlo.slice %22 [2:8] : (tensor<9xf64>) -> tensor<6xf64>
    %26 = stablehlo.slice %22 [8:9] : (tensor<9xf64>) -> tensor<1xf64>
    %27 = stablehlo.reshape %26 : (tensor<1xf64>) -> tensor<f64>
    %28 = stablehlo.reshape %24 : (tensor<1xf64>) -> tensor<f64>
    %29 = stablehlo.reshape %23 : (tensor<1xf64>) -> tensor<f64>
    %30 = call @nanmax_3(%5#1, %5#2, %5#3, %5#4, %27) : (tensor<6xi1>, tensor<6xf64>, tensor<f64>, tensor<i1>, tensor<f64>) -> tensor<6xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %32 = stablehlo.multiply %25, %31 : tensor<6xf64>
    %33 = call @nan_to_num_6(%2#1, %2#2, %2#3, %32) : (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %34 = stablehlo.add %30, %33 : tensor<6xf64>
    %35 = call @nanmean_7(%1#1, %1#2, %28) : (tensor<6xi1>, tensor<f64>, tensor<f64>) -> tensor<6xf64>
    %36 = stablehlo.add %34, %35 : tensor<6xf64>
    %37 = call @nansum_10(%0#1, %29) : (tensor<6xi1>, tensor<f64>) -> tensor<6xf64>
    %38 = stablehlo.add %36, %37 : tensor<6xf64>
    return %19, %38 : tensor<f64>, tensor<6xf64>
  }
  func.func private @nansum(%arg0: tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    return %2, %0 : tensor<f64>, tensor<6xi1>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nanmean(%arg0: tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>, tensor<f64>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %1 = stablehlo.not %0 : tensor<6xi1>
    %2 = stablehlo.convert %1 : (tensor<6xi1>) -> tensor<6xi32>
    %3 = stablehlo.convert %2 : (tensor<6xi32>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %5:2 = call @nansum_0(%arg0) : (tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>)
    %6 = stablehlo.divide %5#0, %4 : tensor<f64>
    return %6, %5#1, %4 : tensor<f64>, tensor<6xi1>, tensor<f64>
  }
  func.func private @nansum_0(%arg0: tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = call @_where_1(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    return %2, %0 : tensor<f64>, tensor<6xi1>
  }
  func.func private @_where_1(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nan_to_num(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
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
    return %8, %0, %4, %7 : tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
  }
  func.func private @nanmax(%arg0: tensor<6xf64>) -> (tensor<f64>, tensor<6xi1>, tensor<6xf64>, tensor<f64>, tensor<i1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %3 = stablehlo.reshape %2 : (tensor<f64>) -> tensor<1xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf64>) -> tensor<6xf64>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %6 = stablehlo.convert %5 : (tensor<6xi1>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %10 = call @_where_2(%9, %cst_2, %2) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    return %10, %0, %6, %7, %9 : tensor<f64>, tensor<6xi1>, tensor<6xf64>, tensor<f64>, tensor<i1>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @nanmax_3(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<f64>, %arg3: tensor<i1>, %arg4: tensor<f64>) -> tensor<6xf64> {
    %0 = call @_where_4(%arg3, %arg4) : (tensor<i1>, tensor<f64>) -> tensor<f64>
    %1 = stablehlo.divide %0, %arg2 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<6xf64>
    %4 = call @_where_5(%arg0, %3) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    return %4 : tensor<6xf64>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f64>) -> tensor<f64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @_where_5(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nan_to_num_6(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>, %arg2: tensor<6xi1>, %arg3: tensor<6xf64>) -> tensor<6xf64> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %1 = call @_where_5(%arg1, %0) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %2 = call @_where_5(%arg0, %1) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    return %2 : tensor<6xf64>
  }
  func.func private @nanmean_7(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.divide %arg2, %arg1 : tensor<f64>
    %1 = call @nansum_8(%arg0, %0) : (tensor<6xi1>, tensor<f64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nansum_8(%arg0: tensor<6xi1>, %arg1: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = call @_where_9(%arg0, %0) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @_where_9(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @nansum_10(%arg0: tensor<6xi1>, %arg1: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = call @_where_5(%arg0, %0) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
}
