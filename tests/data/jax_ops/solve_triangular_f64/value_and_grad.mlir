module @jit_solve_tri attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<4x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}, tensor<4x3xf64> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @_solve_triangular(%arg0, %arg1) : (tensor<4x4xf64>, tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<4x4xi1>)
    %1:2 = call @_solve_triangular_0(%arg0, %0#0) : (tensor<4x4xf64>, tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<4x4xi1>)
    %2 = stablehlo.sine %1#0 : tensor<4x3xf64>
    %3 = stablehlo.cosine %1#0 : tensor<4x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %6 = stablehlo.multiply %5, %3 : tensor<4x3xf64>
    %7:2 = call @_solve_triangular_1(%1#1, %1#0, %arg0, %6) : (tensor<4x4xi1>, tensor<4x3xf64>, tensor<4x4xf64>, tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>)
    %8:2 = call @_solve_triangular_2(%0#1, %0#0, %arg0, %7#1) : (tensor<4x4xi1>, tensor<4x3xf64>, tensor<4x4xf64>, tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>)
    %9 = stablehlo.add %7#0, %8#0 : tensor<4x4xf64>
    return %4, %9, %8#1 : tensor<f64>, tensor<4x4xf64>, tensor<4x3xf64>
  }
  func.func private @_solve_triangular(%arg0: tensor<4x4xf64>, %arg1: tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %1, %2 : tensor<4x4xi64>
    %4 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    return %0, %5 : tensor<4x3xf64>, tensor<4x4xi1>
  }
  func.func private @_solve_triangular_0(%arg0: tensor<4x4xf64>, %arg1: tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %1, %2 : tensor<4x4xi64>
    %4 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    return %0, %5 : tensor<4x3xf64>, tensor<4x4xi1>
  }
  func.func private @_solve_triangular_1(%arg0: tensor<4x4xi1>, %arg1: tensor<4x3xf64>, %arg2: tensor<4x4xf64>, %arg3: tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg3) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg3) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = stablehlo.negate %3 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %arg0, %4, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6, %0 : tensor<4x4xf64>, tensor<4x3xf64>
  }
  func.func private @_solve_triangular_2(%arg0: tensor<4x4xi1>, %arg1: tensor<4x3xf64>, %arg2: tensor<4x4xf64>, %arg3: tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>) {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg2, %arg3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.negate %2 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %5 = stablehlo.select %arg0, %3, %4 : tensor<4x4xi1>, tensor<4x4xf64>
    return %5, %0 : tensor<4x4xf64>, tensor<4x3xf64>
  }
}
