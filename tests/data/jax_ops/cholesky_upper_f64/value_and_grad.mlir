module @jit_chol_upper attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}) {
    %0:5 = call @_cholesky(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xi1>)
    %1 = stablehlo.sine %0#0 : tensor<4x4xf64>
    %2 = stablehlo.cosine %0#0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %5 = stablehlo.multiply %4, %2 : tensor<4x4xf64>
    %6 = call @_cholesky_0(%0#1, %0#2, %0#3, %0#4, %5) : (tensor<4x4xf64>, tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    return %3, %6 : tensor<f64>, tensor<4x4xf64>
  }
  func.func private @_cholesky(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    %8 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %10 = stablehlo.add %8, %9 : tensor<4x4xi64>
    %11 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %14 = stablehlo.select %12, %7, %13 : tensor<4x4xi1>, tensor<4x4xf64>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %20 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %22 = stablehlo.add %20, %21 : tensor<4x4xi32>
    %23 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %24 = stablehlo.compare EQ, %22, %23, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %25 = stablehlo.convert %24 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %27 = stablehlo.add %26, %25 : tensor<4x4xf64>
    %28 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %30 = stablehlo.add %28, %29 : tensor<4x4xi64>
    %31 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %32 = stablehlo.compare GE, %30, %31, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %34 = stablehlo.select %32, %14, %33 : tensor<4x4xi1>, tensor<4x4xf64>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %35, %14, %19, %27, %32 : tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xi1>
  }
  func.func private @_cholesky_0(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xi1>, %arg2: tensor<4x4xf64>, %arg3: tensor<4x4xi1>, %arg4: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %2 = stablehlo.select %arg3, %0, %1 : tensor<4x4xi1>, tensor<4x4xf64>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %5 = stablehlo.divide %4, %arg2 : tensor<4x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %7 = stablehlo.select %arg1, %5, %6 : tensor<4x4xi1>, tensor<4x4xf64>
    %8 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %9 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %10 : tensor<4x4xf64>
  }
}
