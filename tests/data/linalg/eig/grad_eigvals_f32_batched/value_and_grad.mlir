module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x4x4xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[0.11645377298000716, 0.10527216618683684, 0.80721517595037573, 0.068598628630722039]> : tensor<4xf64>
    %0:5 = call @eigvals(%arg0) : (tensor<2x4x4xf32>) -> (tensor<2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x4x4xcomplex<f32>>)
    %1 = stablehlo.abs %0#0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %2 = stablehlo.real %0#0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %3 = stablehlo.imag %0#0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %4 = stablehlo.negate %3 : tensor<2x4xf32>
    %5 = stablehlo.complex %2, %4 : tensor<2x4xcomplex<f32>>
    %6 = stablehlo.convert %1 : (tensor<2x4xf32>) -> tensor<2x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xi1>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %10 = stablehlo.select %8, %9, %6 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    %11 = stablehlo.divide %5, %10 : tensor<2x4xcomplex<f32>>
    %12 = stablehlo.multiply %1, %1 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %14 = stablehlo.multiply %13, %1 : tensor<2x4xf32>
    %15 = stablehlo.convert %12 : (tensor<2x4xf32>) -> tensor<2x4xf64>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<2x4xf64>
    %18 = stablehlo.multiply %15, %17 : tensor<2x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4xf64>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<2x4xf64>
    %22 = stablehlo.multiply %20, %21 : tensor<2x4xf64>
    %23 = stablehlo.convert %22 : (tensor<2x4xf64>) -> tensor<2x4xf32>
    %24 = stablehlo.multiply %23, %14 : tensor<2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %26 = stablehlo.complex %24, %25 : tensor<2x4xcomplex<f32>>
    %27 = stablehlo.multiply %26, %11 : tensor<2x4xcomplex<f32>>
    %28 = call @eigvals_0(%0#1, %0#2, %0#3, %0#4, %27) : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    return %19, %28 : tensor<f64>, tensor<2x4x4xf32>
  }
  func.func private @eigvals(%arg0: tensor<2x4x4xf32>) -> (tensor<2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x4x4xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %11 = stablehlo.select %10, %0#3, %9 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %12:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%11) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2xi32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %14 = stablehlo.subtract %12#1, %13 : tensor<2x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare GE, %12#2, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %20 = stablehlo.select %19, %12#0, %18 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %21 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22:4 = stablehlo.while(%iterArg = %14, %iterArg_6 = %c_5, %iterArg_7 = %c_4, %iterArg_8 = %21) : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8) : (tensor<2x4xi32>, tensor<i64>, tensor<2x4xi32>) -> (tensor<i64>, tensor<2x4xi32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %25 = stablehlo.add %iterArg_6, %c_9 : tensor<i64>
      stablehlo.return %iterArg, %25, %24#0, %24#1 : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    }
    %23 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    return %7, %11, %20, %22#3, %23 : tensor<2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x4x4xcomplex<f32>>
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
  func.func private @eigvals_0(%arg0: tensor<2x4x4xcomplex<f32>>, %arg1: tensor<2x4x4xcomplex<f32>>, %arg2: tensor<2x4xi32>, %arg3: tensor<2x4x4xcomplex<f32>>, %arg4: tensor<2x4xcomplex<f32>>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %1 = stablehlo.multiply %0, %arg3 : tensor<2x4x4xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<4x2x4xcomplex<f32>>
    %3 = call @_lu_solve(%arg1, %arg2, %2) : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<4x2x4xcomplex<f32>>) -> tensor<4x2x4xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [1, 2, 0] : (tensor<4x2x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %6 = stablehlo.convert %5 : tensor<2x4x4xf32>
    return %6 : tensor<2x4x4xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<2x4x4xcomplex<f32>>, %arg1: tensor<2x4xi32>, %arg2: tensor<4x2x4xcomplex<f32>>) -> tensor<4x2x4xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<4x2x4xcomplex<f32>>) -> tensor<4x2x4x1xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [1, 2, 3, 0] : (tensor<4x2x4x1xcomplex<f32>>) -> tensor<2x4x1x4xcomplex<f32>>
    %2 = stablehlo.reshape %1 : (tensor<2x4x1x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %3 = stablehlo.custom_call @lapack_ctrsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x1x4xcomplex<f32>>
    %5 = stablehlo.reshape %4 : (tensor<2x4x1x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %6 = stablehlo.custom_call @lapack_ctrsm_ffi(%arg0, %5) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %7 = stablehlo.reshape %6 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x1x4xcomplex<f32>>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xi32>) -> tensor<2x4xi32>
    %10:2 = "stablehlo.sort"(%arg1, %9) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %20 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    }) : (tensor<2x4xi32>, tensor<2x4xi32>) -> (tensor<2x4xi32>, tensor<2x4xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %12 = stablehlo.compare LT, %10#1, %11, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %14 = stablehlo.add %10#1, %13 : tensor<2x4xi32>
    %15 = stablehlo.select %12, %14, %10#1 : tensor<2x4xi1>, tensor<2x4xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %17 = stablehlo.transpose %7, dims = [3, 0, 1, 2] : (tensor<2x4x1x4xcomplex<f32>>) -> tensor<4x2x4x1xcomplex<f32>>
    %18 = "stablehlo.gather"(%17, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1, 1>}> : (tensor<4x2x4x1xcomplex<f32>>, tensor<2x4x1xi32>) -> tensor<4x2x4x1xcomplex<f32>>
    %19 = stablehlo.reshape %18 : (tensor<4x2x4x1xcomplex<f32>>) -> tensor<4x2x4xcomplex<f32>>
    return %19 : tensor<4x2x4xcomplex<f32>>
  }
}
