module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<9xf64> {jax.result_info = "result[1][0]"}) {
    %0:5 = call @median(%arg0) : (tensor<9xf64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>)
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %1:7 = call @quantile_0(%arg0, %cst) : (tensor<9xf64>, tensor<f64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>, tensor<f64>)
    %2 = stablehlo.reshape %0#0 : (tensor<f64>) -> tensor<1xf64>
    %3 = stablehlo.reshape %1#0 : (tensor<f64>) -> tensor<1xf64>
    %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %5 = stablehlo.sine %4 : tensor<2xf64>
    %6 = stablehlo.cosine %4 : tensor<2xf64>
    %7 = stablehlo.iota dim = 0 : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %11 = stablehlo.add %10, %9 : tensor<2xf64>
    %12 = stablehlo.multiply %5, %11 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.add %cst_3, %13 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.multiply %15, %11 : tensor<2xf64>
    %17 = stablehlo.multiply %16, %6 : tensor<2xf64>
    %18 = stablehlo.slice %17 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %19 = stablehlo.slice %17 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %20 = stablehlo.reshape %19 : (tensor<1xf64>) -> tensor<f64>
    %21 = stablehlo.reshape %18 : (tensor<1xf64>) -> tensor<f64>
    %22 = call @quantile_2(%1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %20) : (tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<9xf64>
    %23 = call @median_4(%0#1, %0#2, %0#3, %0#4, %21) : (tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    %24 = stablehlo.add %22, %23 : tensor<9xf64>
    return %14, %24 : tensor<f64>, tensor<9xf64>
  }
  func.func private @median(%arg0: tensor<9xf64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %0:5 = call @quantile(%arg0, %cst) : (tensor<9xf64>, tensor<f64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>
  }
  func.func private @quantile(%arg0: tensor<9xf64>, %arg1: tensor<f64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3:2 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f64>, tensor<9xf64>) -> (tensor<9xf64>, tensor<9xi1>)
    %4 = stablehlo.iota dim = 0 : tensor<9xui32>
    %5:2 = "stablehlo.sort"(%3#0, %4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<ui32>, %arg5: tensor<ui32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %23 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %24 = stablehlo.select %23, %cst_10, %arg2 : tensor<i1>, tensor<f64>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %26 = stablehlo.select %25, %cst_11, %24 : tensor<i1>, tensor<f64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %27 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %28 = stablehlo.select %27, %cst_13, %arg3 : tensor<i1>, tensor<f64>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %30 = stablehlo.select %29, %cst_14, %28 : tensor<i1>, tensor<f64>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<9xf64>, tensor<9xui32>) -> (tensor<9xf64>, tensor<9xui32>)
    %6 = stablehlo.broadcast_in_dim %5#1, dims = [0] : (tensor<9xui32>) -> tensor<9x1xui32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.subtract %cst_0, %cst_1 : tensor<f64>
    %8 = stablehlo.multiply %arg1, %7 : tensor<f64>
    %9 = stablehlo.floor %8 : tensor<f64>
    %10 = stablehlo.ceil %8 : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.subtract %cst_2, %cst_3 : tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.clamp %cst_4, %9, %11 : tensor<f64>
    %cst_5 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.subtract %cst_5, %cst_6 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.clamp %cst_7, %10, %13 : tensor<f64>
    %15 = stablehlo.convert %12 : (tensor<f64>) -> tensor<i64>
    %16 = stablehlo.convert %14 : (tensor<f64>) -> tensor<i64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.gather"(%5#0, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.gather"(%5#0, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %21 = stablehlo.add %18, %20 : tensor<f64>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %22 = stablehlo.multiply %21, %cst_8 : tensor<f64>
    return %22, %3#1, %6, %17, %19 : tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f64>, %arg2: tensor<9xf64>) -> (tensor<9xf64>, tensor<9xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<9xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<9xi1>, tensor<9xf64>
    return %3, %1 : tensor<9xf64>, tensor<9xi1>
  }
  func.func private @quantile_0(%arg0: tensor<9xf64>, %arg1: tensor<f64>) -> (tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>, tensor<f64>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3:2 = call @_where_1(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f64>, tensor<9xf64>) -> (tensor<9xf64>, tensor<9xi1>)
    %4 = stablehlo.iota dim = 0 : tensor<9xui32>
    %5:2 = "stablehlo.sort"(%3#0, %4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<ui32>, %arg5: tensor<ui32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %26 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %27 = stablehlo.select %26, %cst_10, %arg2 : tensor<i1>, tensor<f64>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %29 = stablehlo.select %28, %cst_11, %27 : tensor<i1>, tensor<f64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %30 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %31 = stablehlo.select %30, %cst_13, %arg3 : tensor<i1>, tensor<f64>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %33 = stablehlo.select %32, %cst_14, %31 : tensor<i1>, tensor<f64>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<9xf64>, tensor<9xui32>) -> (tensor<9xf64>, tensor<9xui32>)
    %6 = stablehlo.broadcast_in_dim %5#1, dims = [0] : (tensor<9xui32>) -> tensor<9x1xui32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.subtract %cst_0, %cst_1 : tensor<f64>
    %8 = stablehlo.multiply %arg1, %7 : tensor<f64>
    %9 = stablehlo.floor %8 : tensor<f64>
    %10 = stablehlo.ceil %8 : tensor<f64>
    %11 = stablehlo.subtract %8, %9 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.subtract %cst_2, %11 : tensor<f64>
    %cst_3 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.subtract %cst_3, %cst_4 : tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.clamp %cst_5, %9, %13 : tensor<f64>
    %cst_6 = stablehlo.constant dense<9.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.subtract %cst_6, %cst_7 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.clamp %cst_8, %10, %15 : tensor<f64>
    %17 = stablehlo.convert %14 : (tensor<f64>) -> tensor<i64>
    %18 = stablehlo.convert %16 : (tensor<f64>) -> tensor<i64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.gather"(%5#0, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %21 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.gather"(%5#0, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf64>, tensor<1xi64>) -> tensor<f64>
    %23 = stablehlo.multiply %20, %12 : tensor<f64>
    %24 = stablehlo.multiply %22, %11 : tensor<f64>
    %25 = stablehlo.add %23, %24 : tensor<f64>
    return %25, %3#1, %6, %19, %21, %12, %11 : tensor<f64>, tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>, tensor<f64>
  }
  func.func private @_where_1(%arg0: tensor<1xi1>, %arg1: tensor<f64>, %arg2: tensor<9xf64>) -> (tensor<9xf64>, tensor<9xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<9xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<9xi1>, tensor<9xf64>
    return %3, %1 : tensor<9xf64>, tensor<9xi1>
  }
  func.func private @quantile_2(%arg0: tensor<9xi1>, %arg1: tensor<9x1xui32>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>, %arg4: tensor<f64>, %arg5: tensor<f64>, %arg6: tensor<f64>) -> tensor<9xf64> {
    %0 = stablehlo.multiply %arg6, %arg5 : tensor<f64>
    %1 = stablehlo.multiply %arg6, %arg4 : tensor<f64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %3 = "stablehlo.scatter"(%2, %arg3, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f64>, %arg8: tensor<f64>):
      %10 = stablehlo.add %arg7, %arg8 : tensor<f64>
      stablehlo.return %10 : tensor<f64>
    }) : (tensor<9xf64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %5 = "stablehlo.scatter"(%4, %arg2, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f64>, %arg8: tensor<f64>):
      %10 = stablehlo.add %arg7, %arg8 : tensor<f64>
      stablehlo.return %10 : tensor<f64>
    }) : (tensor<9xf64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    %6 = stablehlo.add %3, %5 : tensor<9xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %8 = "stablehlo.scatter"(%7, %arg1, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f64>, %arg8: tensor<f64>):
      %10 = stablehlo.add %arg7, %arg8 : tensor<f64>
      stablehlo.return %10 : tensor<f64>
    }) : (tensor<9xf64>, tensor<9x1xui32>, tensor<9xf64>) -> tensor<9xf64>
    %9 = call @_where_3(%arg0, %8) : (tensor<9xi1>, tensor<9xf64>) -> tensor<9xf64>
    return %9 : tensor<9xf64>
  }
  func.func private @_where_3(%arg0: tensor<9xi1>, %arg1: tensor<9xf64>) -> tensor<9xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<9xi1>, tensor<9xf64>
    return %1 : tensor<9xf64>
  }
  func.func private @median_4(%arg0: tensor<9xi1>, %arg1: tensor<9x1xui32>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>, %arg4: tensor<f64>) -> tensor<9xf64> {
    %0 = call @quantile_5(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<9xi1>, tensor<9x1xui32>, tensor<1xi64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    return %0 : tensor<9xf64>
  }
  func.func private @quantile_5(%arg0: tensor<9xi1>, %arg1: tensor<9x1xui32>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>, %arg4: tensor<f64>) -> tensor<9xf64> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %0 = stablehlo.multiply %arg4, %cst : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %2 = "stablehlo.scatter"(%1, %arg3, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      %9 = stablehlo.add %arg5, %arg6 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<9xf64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %4 = "stablehlo.scatter"(%3, %arg2, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      %9 = stablehlo.add %arg5, %arg6 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<9xf64>, tensor<1xi64>, tensor<f64>) -> tensor<9xf64>
    %5 = stablehlo.add %2, %4 : tensor<9xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %7 = "stablehlo.scatter"(%6, %arg1, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      %9 = stablehlo.add %arg5, %arg6 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<9xf64>, tensor<9x1xui32>, tensor<9xf64>) -> tensor<9xf64>
    %8 = call @_where_6(%arg0, %7) : (tensor<9xi1>, tensor<9xf64>) -> tensor<9xf64>
    return %8 : tensor<9xf64>
  }
  func.func private @_where_6(%arg0: tensor<9xi1>, %arg1: tensor<9xf64>) -> tensor<9xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<9xi1>, tensor<9xf64>
    return %1 : tensor<9xf64>
  }
}
