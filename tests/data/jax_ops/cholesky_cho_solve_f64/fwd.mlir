module @jit_chol_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @cholesky(%arg0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = call @_cho_solve(%0, %arg1) : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %2 = stablehlo.cosine %1 : tensor<2x3x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<f64>
    %4 = stablehlo.multiply %0, %0 : tensor<2x3x3xf64>
    %5 = stablehlo.multiply %4, %0 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.add %3, %6 : tensor<f64>
    return %7 : tensor<f64>
  }
  func.func private @cholesky(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
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
    return %18 : tensor<2x3x3xf64>
  }
  func.func private @_cho_solve(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> tensor<2x3x2xf64> {
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    return %1 : tensor<2x3x2xf64>
  }
}
