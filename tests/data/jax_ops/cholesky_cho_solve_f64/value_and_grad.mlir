module @jit_chol_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x3xf64> {jax.result_info = "result[1][0]"}, tensor<2x3x2xf64> {jax.result_info = "result[1][1]"}) {
    %0:5 = call @cholesky(%arg0) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x3x3xi1>)
    %1:4 = call @_cho_solve(%0#0, %arg1) : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> (tensor<2x3x2xf64>, tensor<2x3x3xi1>, tensor<2x3x2xf64>, tensor<2x3x3xi1>)
    %2 = stablehlo.cosine %1#0 : tensor<2x3x2xf64>
    %3 = stablehlo.sine %1#0 : tensor<2x3x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<f64>
    %5 = stablehlo.multiply %0#0, %0#0 : tensor<2x3x3xf64>
    %6 = stablehlo.multiply %5, %0#0 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.add %4, %7 : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.multiply %5, %9 : tensor<2x3x3xf64>
    %11 = stablehlo.multiply %9, %0#0 : tensor<2x3x3xf64>
    %12 = stablehlo.multiply %0#0, %11 : tensor<2x3x3xf64>
    %13 = stablehlo.add %10, %12 : tensor<2x3x3xf64>
    %14 = stablehlo.multiply %11, %0#0 : tensor<2x3x3xf64>
    %15 = stablehlo.add %13, %14 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x2xf64>
    %17 = stablehlo.negate %16 : tensor<2x3x2xf64>
    %18 = stablehlo.multiply %17, %3 : tensor<2x3x2xf64>
    %19:2 = call @_cho_solve_0(%1#1, %1#2, %0#0, %1#3, %1#0, %18) : (tensor<2x3x3xi1>, tensor<2x3x2xf64>, tensor<2x3x3xf64>, tensor<2x3x3xi1>, tensor<2x3x2xf64>, tensor<2x3x2xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x2xf64>)
    %20 = stablehlo.add %15, %19#0 : tensor<2x3x3xf64>
    %21 = call @cholesky_1(%0#1, %0#2, %0#3, %0#4, %20) : (tensor<2x3x3xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x3x3xi1>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %8, %21, %19#1 : tensor<f64>, tensor<2x3x3xf64>, tensor<2x3x2xf64>
  }
  func.func private @cholesky(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x3x3xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %18 = stablehlo.select %16, %10, %17 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %21 = stablehlo.add %19, %20 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %23 = stablehlo.compare GE, %21, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %25 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %27 = stablehlo.add %25, %26 : tensor<3x3xi32>
    %28 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %29 = stablehlo.compare EQ, %27, %28, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %30 = stablehlo.convert %29 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %32 = stablehlo.add %31, %30 : tensor<3x3xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %34 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %36 = stablehlo.add %34, %35 : tensor<3x3xi64>
    %37 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %41 = stablehlo.select %39, %18, %40 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %41, %18, %24, %33, %39 : tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x3x3xi1>
  }
  func.func private @_cho_solve(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> (tensor<2x3x2xf64>, tensor<2x3x3xi1>, tensor<2x3x2xf64>, tensor<2x3x3xi1>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %1, %2 : tensor<3x3xi64>
    %4 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %7 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %8 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %10 = stablehlo.add %8, %9 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    return %7, %6, %0, %13 : tensor<2x3x2xf64>, tensor<2x3x3xi1>, tensor<2x3x2xf64>, tensor<2x3x3xi1>
  }
  func.func private @_cho_solve_0(%arg0: tensor<2x3x3xi1>, %arg1: tensor<2x3x2xf64>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xi1>, %arg4: tensor<2x3x2xf64>, %arg5: tensor<2x3x2xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x2xf64>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %2 = stablehlo.dot_general %1, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x2xf64>, tensor<2x3x2xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.negate %3 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %6 = stablehlo.select %arg3, %4, %5 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %7 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %8 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %9 = stablehlo.dot_general %8, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x2xf64>, tensor<2x3x2xf64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.negate %9 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.select %arg0, %10, %11 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %13 = stablehlo.add %6, %12 : tensor<2x3x3xf64>
    return %13, %7 : tensor<2x3x3xf64>, tensor<2x3x2xf64>
  }
  func.func private @cholesky_1(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xi1>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<2x3x3xi1>, %arg4: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %2 = stablehlo.dot_general %1, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.divide %3, %4 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.select %arg1, %5, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %8 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.divide %9, %10 : tensor<2x3x3xf64>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.add %11, %12 : tensor<2x3x3xf64>
    return %13 : tensor<2x3x3xf64>
  }
}
