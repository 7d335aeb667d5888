module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf64>) -> (tensor<2x2xf64> {jax.result_info = "result.Q"}, tensor<2x5xf64> {jax.result_info = "result.R"}) {
    %0:2 = call @qr(%arg0) : (tensor<2x5xf64>) -> (tensor<2x2xf64>, tensor<2x5xf64>)
    return %0#0, %0#1 : tensor<2x2xf64>, tensor<2x5xf64>
  }
  func.func private @qr(%arg0: tensor<2x5xf64>) -> (tensor<2x2xf64>, tensor<2x5xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=2, j=5, k=2, l=5, m=2}, custom>} : (tensor<2x5xf64>) -> (tensor<2x5xf64>, tensor<2xf64>)
    %1 = stablehlo.slice %0#0 [0:2, 0:2] : (tensor<2x5xf64>) -> tensor<2x2xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf64>, tensor<2xf64>) -> tensor<2x2xf64>
    %3 = stablehlo.iota dim = 0 : tensor<2x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<2x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<2x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x5xi1>, tensor<2x5xf64>
    return %2, %9 : tensor<2x2xf64>, tensor<2x5xf64>
  }
}
