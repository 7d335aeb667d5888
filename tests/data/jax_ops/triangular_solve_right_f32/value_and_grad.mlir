module @jit_tri_right attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x4x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1][0]"}, tensor<2x4x3xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %1, %2 : tensor<3x3xi64>
    %4 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %7 = stablehlo.multiply %0, %0 : tensor<2x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x3xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x4x3xf32>
    %11 = stablehlo.multiply %9, %0 : tensor<2x4x3xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x4x3xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %14 = stablehlo.dot_general %12, %0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %16 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %15) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %17 = stablehlo.negate %16 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %19 = stablehlo.select %6, %18, %17 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %8, %19, %13 : tensor<f32>, tensor<2x3x3xf32>, tensor<2x4x3xf32>
  }
}
