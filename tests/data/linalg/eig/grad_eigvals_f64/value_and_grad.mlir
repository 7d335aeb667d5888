module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x5xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[0.11645377298000716, 0.10527216618683684, 0.80721517595037573, 0.068598628630722039, 0.48645506313752013]> : tensor<5xf64>
    %0:5 = call @eigvals(%arg0) : (tensor<5x5xf64>) -> (tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>)
    %1 = stablehlo.real %0#0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.multiply %1, %cst : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %4:5 = call @eigvals(%arg0) : (tensor<5x5xf64>) -> (tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>)
    %5 = stablehlo.imag %4#0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %8 = stablehlo.multiply %7, %5 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.add %3, %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %12 = stablehlo.multiply %11, %8 : tensor<5xf64>
    %13 = stablehlo.negate %12 : tensor<5xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %15 = stablehlo.complex %14, %13 : tensor<5xcomplex<f64>>
    %16 = call @eigvals_0(%4#1, %4#2, %4#3, %4#4, %15) : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %18 = stablehlo.multiply %17, %cst : tensor<5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %20 = stablehlo.complex %18, %19 : tensor<5xcomplex<f64>>
    %21 = call @eigvals_0(%0#1, %0#2, %0#3, %0#4, %20) : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5x5xf64>
    %22 = stablehlo.add %16, %21 : tensor<5x5xf64>
    return %10, %22 : tensor<f64>, tensor<5x5xf64>
  }
  func.func private @eigvals(%arg0: tensor<5x5xf64>) -> (tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %11 = stablehlo.select %10, %0#3, %9 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %12:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%11) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.subtract %12#1, %13 : tensor<5xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %16 = stablehlo.compare GE, %12#2, %15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %20 = stablehlo.select %19, %12#0, %18 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22:4 = stablehlo.while(%iterArg = %14, %iterArg_6 = %c_5, %iterArg_7 = %c_4, %iterArg_8 = %21) : tensor<5xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>
    cond {
      %c_9 = stablehlo.constant dense<5> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8) : (tensor<5xi32>, tensor<i64>, tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %25 = stablehlo.add %iterArg_6, %c_9 : tensor<i64>
      stablehlo.return %iterArg, %25, %24#0, %24#1 : tensor<5xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>
    }
    %23 = stablehlo.transpose %11, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    return %7, %11, %20, %22#3, %23 : tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>
  }
  func.func private @closed_call(%arg0: tensor<5xi32>, %arg1: tensor<i64>, %arg2: tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<5> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<5xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<5> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<5xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %28 : tensor<i64>, tensor<5xi32>
  }
  func.func private @eigvals_0(%arg0: tensor<5x5xcomplex<f64>>, %arg1: tensor<5x5xcomplex<f64>>, %arg2: tensor<5xi32>, %arg3: tensor<5x5xcomplex<f64>>, %arg4: tensor<5xcomplex<f64>>) -> tensor<5x5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %1 = stablehlo.multiply %0, %arg3 : tensor<5x5xcomplex<f64>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %3 = call @_lu_solve(%arg1, %arg2, %2) : (tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.real %4 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %6 = stablehlo.convert %5 : tensor<5x5xf64>
    return %6 : tensor<5x5xf64>
  }
  func.func private @_lu_solve(%arg0: tensor<5x5xcomplex<f64>>, %arg1: tensor<5xi32>, %arg2: tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5x1xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<5x5x1xcomplex<f64>>) -> tensor<5x1x5xcomplex<f64>>
    %2 = stablehlo.reshape %1 : (tensor<5x1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %3 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %4 = stablehlo.reshape %3 : (tensor<5x5xcomplex<f64>>) -> tensor<5x1x5xcomplex<f64>>
    %5 = stablehlo.reshape %4 : (tensor<5x1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %6 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %5) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %7 = stablehlo.reshape %6 : (tensor<5x5xcomplex<f64>>) -> tensor<5x1x5xcomplex<f64>>
    %8 = stablehlo.iota dim = 0 : tensor<5xi32>
    %9:2 = "stablehlo.sort"(%arg1, %8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %19 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %11 = stablehlo.compare LT, %9#1, %10, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.add %9#1, %12 : tensor<5xi32>
    %14 = stablehlo.select %11, %13, %9#1 : tensor<5xi1>, tensor<5xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %16 = stablehlo.transpose %7, dims = [2, 0, 1] : (tensor<5x1x5xcomplex<f64>>) -> tensor<5x5x1xcomplex<f64>>
    %17 = "stablehlo.gather"(%16, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1, 1>}> : (tensor<5x5x1xcomplex<f64>>, tensor<5x1xi32>) -> tensor<5x5x1xcomplex<f64>>
    %18 = stablehlo.reshape %17 : (tensor<5x5x1xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    return %18 : tensor<5x5xcomplex<f64>>
  }
}
