module @jit_tridiagonal_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x4xcomplex<f64>>, %arg1: tensor<2x2x4xcomplex<f64>>, %arg2: tensor<2x2x4xcomplex<f64>>, %arg3: tensor<2x2x4x2xcomplex<f64>>) -> (tensor<2x2x4x2xcomplex<f64>> {jax.result_info = "result"}) {
    %0:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "2"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 3, 1, 0]> : tensor<4xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 3, 1, 0]> : tensor<4xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, l], [i, j, m], [i, j, n, o])->([i, j, p], [i, j, q], [i, j, r], [i, j, s, t], [i, j]) {i=2, j=2, k=4, l=4, m=4, n=4, o=2, p=4, q=4, r=4, s=4, t=2}, custom>} : (tensor<2x2x4xcomplex<f64>>, tensor<2x2x4xcomplex<f64>>, tensor<2x2x4xcomplex<f64>>, tensor<2x2x4x2xcomplex<f64>>) -> (tensor<2x2x4xcomplex<f64>>, tensor<2x2x4xcomplex<f64>>, tensor<2x2x4xcomplex<f64>>, tensor<2x2x4x2xcomplex<f64>>, tensor<2x2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x2x4x2xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xi1>) -> tensor<2x2x4x2xi1>
    %6 = stablehlo.select %5, %0#3, %4 : tensor<2x2x4x2xi1>, tensor<2x2x4x2xcomplex<f64>>
    return %6 : tensor<2x2x4x2xcomplex<f64>>
  }
}
