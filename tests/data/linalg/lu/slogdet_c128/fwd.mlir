module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xcomplex<f64>> {jax.result_info = "result.sign"}, tensor<2xf64> {jax.result_info = "result.logabsdet"}) {
    %0:2 = call @slogdet(%arg0) : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2xcomplex<f64>>, tensor<2xf64>)
    return %0#0, %0#1 : tensor<2xcomplex<f64>>, tensor<2xf64>
  }
  func.func private @slogdet(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xcomplex<f64>>, tensor<2xf64>) {
    %0:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %9 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_12 = %c_2, %iterArg_13 = %c_1, %iterArg_14 = %9) : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    cond {
      %c_15 = stablehlo.constant dense<4> : tensor<i64>
      %38 = stablehlo.compare LT, %iterArg_12, %c_15, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %38:2 = func.call @closed_call(%iterArg, %iterArg_13, %iterArg_14) : (tensor<2x4xi32>, tensor<i64>, tensor<2x4xi32>) -> (tensor<i64>, tensor<2x4xi32>)
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %39 = stablehlo.add %iterArg_12, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %39, %38#0, %38#1 : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    }
    %11 = call @diagonal(%8) : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x4xcomplex<f64>>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>) -> tensor<2x4xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_4) applies stablehlo.or across dimensions = [1] : (tensor<2x4xi1>, tensor<i1>) -> tensor<2xi1>
    %15 = stablehlo.iota dim = 0 : tensor<4xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %18 = stablehlo.compare NE, %2, %17, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %19 = call @count_nonzero(%18) : (tensor<2x4xi1>) -> tensor<2xi64>
    %20 = stablehlo.abs %11 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %21 = stablehlo.convert %20 : (tensor<2x4xf64>) -> tensor<2x4xcomplex<f64>>
    %22 = stablehlo.divide %11, %21 : tensor<2x4xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.multiply across dimensions = [1] : (tensor<2x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %c_6 = stablehlo.constant dense<2> : tensor<i64>
    %24 = call @remainder(%19, %c_6) : (tensor<2xi64>, tensor<i64>) -> tensor<2xi64>
    %c_7 = stablehlo.constant dense<-2> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %26 = stablehlo.multiply %25, %24 : tensor<2xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %28 = stablehlo.add %26, %27 : tensor<2xi64>
    %29 = stablehlo.convert %28 : (tensor<2xi64>) -> tensor<2xcomplex<f64>>
    %30 = stablehlo.multiply %23, %29 : tensor<2xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %31 = call @_where_0(%14, %cst_9, %30) : (tensor<2xi1>, tensor<complex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %32 = stablehlo.abs %11 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %33 = stablehlo.log %32 : tensor<2x4xf64>
    %34 = stablehlo.convert %33 : (tensor<2x4xf64>) -> tensor<2x4xcomplex<f64>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0xFFF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %36 = call @_where_0(%14, %cst_11, %35) : (tensor<2xi1>, tensor<complex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %37 = stablehlo.real %36 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    return %31, %37 : tensor<2xcomplex<f64>>, tensor<2xf64>
  }
  func.func private @closed_call(%arg0: tensor<2x4xi32>, %arg1: tensor<i64>, %arg2: tensor<2x4xi32>) -> (tensor<i64>, tensor<2x4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %10 = stablehlo.add %9, %c_3 : tensor<i64>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %7, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i64>
    %26 = stablehlo.convert %25 : (tensor<i64>) -> tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x4xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %7, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
    return %0, %35 : tensor<i64>, tensor<2x4xi32>
  }
  func.func private @diagonal(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi64>
    %1 = stablehlo.iota dim = 0 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.add %0, %4 : tensor<4xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<4xi1>, tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.add %1, %9 : tensor<4xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<4xi1>, tensor<4xi64>
    %12 = stablehlo.convert %6 : (tensor<4xi64>) -> tensor<4xi32>
    %13 = stablehlo.convert %11 : (tensor<4xi64>) -> tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x4x4xcomplex<f64>>, tensor<4x2xi32>) -> tensor<2x4xcomplex<f64>>
    return %17 : tensor<2x4xcomplex<f64>>
  }
  func.func private @count_nonzero(%arg0: tensor<2x4xi1>) -> tensor<2xi64> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x4xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %2 = stablehlo.convert %1 : (tensor<2x4xi1>) -> tensor<2x4xi32>
    %3 = stablehlo.convert %2 : (tensor<2x4xi32>) -> tensor<2x4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.reduce(%3 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<2x4xi64>, tensor<i64>) -> tensor<2xi64>
    return %4 : tensor<2xi64>
  }
  func.func private @remainder(%arg0: tensor<2xi64>, %arg1: tensor<i64>) -> tensor<2xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %14 = stablehlo.add %4, %13 : tensor<2xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi64>
    return %15 : tensor<2xi64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_0(%arg0: tensor<2xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2xi1>, tensor<2xcomplex<f64>>
    return %1 : tensor<2xcomplex<f64>>
  }
}
