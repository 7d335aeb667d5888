module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}) {
    %0:6 = call @det(%arg0) : (tensor<4x4xf64>) -> (tensor<f64>, tensor<4x4xi1>, tensor<4x1xi32>, tensor<4x4xf64>, tensor<1x1xf64>, tensor<4x4xi1>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %1 = call @det_1(%0#1, %0#2, %0#3, %0#4, %0#5, %cst) : (tensor<4x4xi1>, tensor<4x1xi32>, tensor<4x4xf64>, tensor<1x1xf64>, tensor<4x4xi1>, tensor<f64>) -> tensor<4x4xf64>
    return %0#0, %1 : tensor<f64>, tensor<4x4xf64>
  }
  func.func private @det(%arg0: tensor<4x4xf64>) -> (tensor<f64>, tensor<4x4xi1>, tensor<4x1xi32>, tensor<4x4xf64>, tensor<1x1xf64>, tensor<4x4xi1>) {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xf64>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_13 = %c_2, %iterArg_14 = %c_1, %iterArg_15 = %9) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i64>
      %54 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %54 : tensor<i1>
    } do {
      %54:2 = func.call @closed_call(%iterArg, %iterArg_14, %iterArg_15) : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_13, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %55, %54#0, %54#1 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %11 = call @diagonal(%8) : (tensor<4x4xf64>) -> tensor<4xf64>
    %12 = stablehlo.iota dim = 0 : tensor<4xi32>
    %13 = stablehlo.compare NE, %2, %12, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = call @count_nonzero(%13) : (tensor<4xi1>) -> tensor<i64>
    %c_3 = stablehlo.constant dense<2> : tensor<i64>
    %15 = call @remainder(%14, %c_3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_4 = stablehlo.constant dense<-2> : tensor<i64>
    %16 = stablehlo.multiply %c_4, %15 : tensor<i64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %17 = stablehlo.add %16, %c_5 : tensor<i64>
    %18 = stablehlo.convert %17 : (tensor<i64>) -> tensor<f64>
    %19 = call @cumprod(%11) : (tensor<4xf64>) -> tensor<4xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %22 = stablehlo.multiply %19, %21 : tensor<4xf64>
    %23 = stablehlo.slice %22 [2:3] : (tensor<4xf64>) -> tensor<1xf64>
    %24 = stablehlo.reshape %23 : (tensor<1xf64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.divide %cst_6, %24 : tensor<f64>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.concatenate %26, %27, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %29 = "stablehlo.scatter"(%8, %28, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x4xf64>, tensor<2xi32>, tensor<f64>) -> tensor<4x4xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %32 = stablehlo.custom_call @lapack_dtrsm_ffi(%29, %31) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf64>, tensor<4x1xf64>) -> tensor<4x1xf64>
    %33 = stablehlo.reshape %32 : (tensor<4x1xf64>) -> tensor<4xf64>
    %34 = stablehlo.compare NE, %33, %33, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %35 = call @isinf(%33) : (tensor<4xf64>) -> tensor<4xi1>
    %36 = stablehlo.or %34, %35 : tensor<4xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_10) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %39 = stablehlo.reshape %38 : (tensor<1x1xi1>) -> tensor<1x1x1x1xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi1>) -> tensor<4x1x4x1xi1>
    %41 = stablehlo.reshape %40 : (tensor<4x1x4x1xi1>) -> tensor<4x4xi1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %43 = stablehlo.compare LT, %10#3, %42, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_12 = stablehlo.constant dense<4> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %45 = stablehlo.add %10#3, %44 : tensor<4xi32>
    %46 = stablehlo.select %43, %45, %10#3 : tensor<4xi1>, tensor<4xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %48 = stablehlo.slice %22 [3:4] : (tensor<4xf64>) -> tensor<1xf64>
    %49 = stablehlo.reshape %48 : (tensor<1xf64>) -> tensor<f64>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %51 = stablehlo.slice %22 [3:4] : (tensor<4xf64>) -> tensor<1xf64>
    %52 = stablehlo.reshape %51 : (tensor<1xf64>) -> tensor<f64>
    %53 = call @trace() : () -> tensor<4x4xi1>
    return %52, %41, %47, %29, %50, %53 : tensor<f64>, tensor<4x4xi1>, tensor<4x1xi32>, tensor<4x4xf64>, tensor<1x1xf64>, tensor<4x4xi1>
  }
  func.func private @closed_call(%arg0: tensor<4xi32>, %arg1: tensor<i64>, %arg2: tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %28 : tensor<i64>, tensor<4xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      stablehlo.return %25 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    return %7 : tensor<4xf64>
  }
  func.func private @count_nonzero(%arg0: tensor<4xi1>) -> tensor<i64> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %2 = stablehlo.convert %1 : (tensor<4xi1>) -> tensor<4xi32>
    %3 = stablehlo.convert %2 : (tensor<4xi32>) -> tensor<4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.reduce(%3 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    return %4 : tensor<i64>
  }
  func.func private @remainder(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i64>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i64>
    return %10 : tensor<i64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @cumprod(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %0 = call @cumprod_0(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @isinf(%arg0: tensor<4xf64>) -> tensor<4xi1> {
    %0 = stablehlo.abs %arg0 : tensor<4xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    return %2 : tensor<4xi1>
  }
  func.func private @trace() -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    return %4 : tensor<4x4xi1>
  }
  func.func private @det_1(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xi32>, %arg2: tensor<4x4xf64>, %arg3: tensor<1x1xf64>, %arg4: tensor<4x4xi1>, %arg5: tensor<f64>) -> tensor<4x4xf64> {
    %0 = call @trace_2(%arg4, %arg5) : (tensor<4x4xi1>, tensor<f64>) -> tensor<4x4xf64>
    %1 = call @_where_4(%arg0, %0) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.slice %2 [0:3, 0:4] : (tensor<4x4xf64>) -> tensor<3x4xf64>
    %4 = stablehlo.slice %2 [3:4, 0:4] : (tensor<4x4xf64>) -> tensor<1x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.pad %4, %cst, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x4xf64>, tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<3x4xf64>
    %7 = stablehlo.multiply %3, %6 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.pad %7, %cst_0, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.add %5, %8 : tensor<4x4xf64>
    %10 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %12 = "stablehlo.scatter"(%11, %arg1, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
      %14 = stablehlo.add %arg6, %arg7 : tensor<f64>
      stablehlo.return %14 : tensor<f64>
    }) : (tensor<4x4xf64>, tensor<4x1xi32>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %13 = call @_where_4(%arg0, %12) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    return %13 : tensor<4x4xf64>
  }
  func.func private @trace_2(%arg0: tensor<4x4xi1>, %arg1: tensor<f64>) -> tensor<4x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = call @_where_3(%arg0, %0) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %2 : tensor<4x4xf64>
  }
  func.func private @_where_3(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
  func.func private @_where_4(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
}
