module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}) {
    %0 = call @median(%arg0) : (tensor<9xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %1 = call @quantile_0(%arg0, %cst) : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %2 = call @median(%arg0) : (tensor<9xf64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %3 = call @quantile_0(%arg0, %cst_0) : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %4 = stablehlo.reshape %2 : (tensor<f64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %3 : (tensor<f64>) -> tensor<1xf64>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %7 = stablehlo.sine %6 : tensor<2xf64>
    %8 = stablehlo.iota dim = 0 : tensor<2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.multiply %9, %8 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.add %11, %10 : tensor<2xf64>
    %13 = stablehlo.multiply %7, %12 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.add %cst_4, %14 : tensor<f64>
    return %15, %0, %1 : tensor<f64>, tensor<f64>, tensor<f64>
  }
  func.func private @median(%arg0: tensor<9xf64>) -> tensor<f64> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %0 = call @quantile(%arg0, %cst) : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @quantile(%arg0: tensor<9xf64>, %arg1: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f64>, tensor<9xf64>) -> tensor<9xf64>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %21 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %22 = stablehlo.select %21, %cst_10, %arg2 : tensor<i1>, tensor<f64>
      %23 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %24 = stablehlo.select %23, %cst_11, %22 : tensor<i1>, tensor<f64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %25 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %26 = stablehlo.select %25, %cst_13, %arg3 : tensor<i1>, tensor<f64>
      %27 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %28 = stablehlo.select %27, %cst_14, %26 : tensor<i1>, tensor<f64>
      %29 = stablehlo.compare LT, %24, %28, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }) : (tensor<9xf64>) -> tensor<9xf64>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f64>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f64>
    %7 = stablehlo.floor %6 : tensor<f64>
    %8 = stablehlo.ceil %6 : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f64>
    %cst_5 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f64>
    %13 = stablehlo.convert %10 : (tensor<f64>) -> tensor<i64>
    %14 = stablehlo.convert %12 : (tensor<f64>) -> tensor<i64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %19 = stablehlo.add %16, %18 : tensor<f64>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %20 = stablehlo.multiply %19, %cst_8 : tensor<f64>
    return %20 : tensor<f64>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f64>, %arg2: tensor<9xf64>) -> tensor<9xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<9xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<9xi1>, tensor<9xf64>
    return %3 : tensor<9xf64>
  }
  func.func private @quantile_0(%arg0: tensor<9xf64>, %arg1: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f64>, tensor<9xf64>) -> tensor<9xf64>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %24 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %25 = stablehlo.select %24, %cst_10, %arg2 : tensor<i1>, tensor<f64>
      %26 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %27 = stablehlo.select %26, %cst_11, %25 : tensor<i1>, tensor<f64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %28 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %29 = stablehlo.select %28, %cst_13, %arg3 : tensor<i1>, tensor<f64>
      %30 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %31 = stablehlo.select %30, %cst_14, %29 : tensor<i1>, tensor<f64>
      %32 = stablehlo.compare LT, %27, %31, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    }) : (tensor<9xf64>) -> tensor<9xf64>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f64>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f64>
    %7 = stablehlo.floor %6 : tensor<f64>
    %8 = stablehlo.ceil %6 : tensor<f64>
    %9 = stablehlo.subtract %6, %7 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f64>
    %cst_6 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f64>
    %15 = stablehlo.convert %12 : (tensor<f64>) -> tensor<i64>
    %16 = stablehlo.convert %14 : (tensor<f64>) -> tensor<i64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %21 = stablehlo.multiply %18, %10 : tensor<f64>
    %22 = stablehlo.multiply %20, %9 : tensor<f64>
    %23 = stablehlo.add %21, %22 : tensor<f64>
    return %23 : tensor<f64>
  }
}
