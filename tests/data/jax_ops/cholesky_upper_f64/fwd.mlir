module @jit_chol_upper attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @_cholesky(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.sine %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @_cholesky(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
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
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %15 : tensor<4x4xf64>
  }
}
