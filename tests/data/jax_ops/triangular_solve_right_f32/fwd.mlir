module @jit_tri_right attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x4x3xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
