module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447, -0.020763110244339297], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244, 0.56290372702753788]]> : tensor<2x4xf64>
    %0 = call @qr(%arg0) : (tensor<2x2x4xf64>) -> tensor<2x2x4xf64>
    %1 = stablehlo.multiply %0, %0 : tensor<2x2x4xf64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x4xf64>) -> tensor<1x2x4xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x2x4xf64>) -> tensor<2x2x4xf64>
    %4 = stablehlo.multiply %1, %3 : tensor<2x2x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<f64>
    return %5 : tensor<f64>
  }
  func.func private @qr(%arg0: tensor<2x2x4xf64>) -> tensor<2x2x4xf64> {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=2, k=4, l=2, m=4, n=2}, custom>} : (tensor<2x2x4xf64>) -> (tensor<2x2x4xf64>, tensor<2x2xf64>)
    %1 = stablehlo.slice %0#0 [0:2, 0:2, 0:2] : (tensor<2x2x4xf64>) -> tensor<2x2x2xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xf64>, tensor<2x2xf64>) -> tensor<2x2x2xf64>
    %3 = stablehlo.iota dim = 0 : tensor<2x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<2x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<2x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<2x4xi1>) -> tensor<2x2x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2x4xf64>
    %10 = stablehlo.select %8, %9, %0#0 : tensor<2x2x4xi1>, tensor<2x2x4xf64>
    return %10 : tensor<2x2x4xf64>
  }
}
