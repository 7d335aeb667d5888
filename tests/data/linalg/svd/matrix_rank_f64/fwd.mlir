module @jit_matrix_rank attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf64>) -> (tensor<i64> {jax.result_info = "result"}) {
    %0 = call @matrix_rank(%arg0) : (tensor<5x4xf64>) -> tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @matrix_rank(%arg0: tensor<5x4xf64>) -> tensor<i64> {
    %0 = call @svd(%arg0) : (tensor<5x4xf64>) -> tensor<4xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %2 = stablehlo.multiply %1, %cst_0 : tensor<f64>
    %cst_1 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
    %3 = stablehlo.multiply %2, %cst_1 : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %6 = stablehlo.compare GT, %0, %5, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %7 = stablehlo.convert %6 : (tensor<4xi1>) -> tensor<4xi32>
    %8 = stablehlo.convert %7 : (tensor<4xi32>) -> tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.reduce(%8 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    return %9 : tensor<i64>
  }
  func.func private @svd(%arg0: tensor<5x4xf64>) -> tensor<4xf64> {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>} : (tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<4xf64>, tensor<5x4xf64>, tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    return %6 : tensor<4xf64>
  }
}
