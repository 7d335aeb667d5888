module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658], [-0.99772901640096378, -0.1438181543295485]]> : tensor<2x2xf64>
    %0 = call @qr(%arg0) : (tensor<2x5xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.convert %0 : (tensor<2x2xf32>) -> tensor<2x2xf64>
    %2 = stablehlo.multiply %1, %cst : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<f64>
    %4 = call @qr_0(%arg0) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2x5xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<2x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<f64>
    %9 = stablehlo.add %3, %8 : tensor<f64>
    return %9 : tensor<f64>
  }
  func.func private @qr(%arg0: tensor<2x5xf32>) -> tensor<2x2xf32> {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=2, j=5, k=2, l=5, m=2}, custom>} : (tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2xf32>)
    %1 = stablehlo.slice %0#0 [0:2, 0:2] : (tensor<2x5xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.iota dim = 0 : tensor<2x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<2x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<2x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x5xi1>, tensor<2x5xf32>
    return %2 : tensor<2x2xf32>
  }
  func.func private @qr_0(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=2, j=5, k=2, l=5, m=2}, custom>} : (tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2xf32>)
    %1 = stablehlo.slice %0#0 [0:2, 0:2] : (tensor<2x5xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.iota dim = 0 : tensor<2x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<2x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<2x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x5xi1>, tensor<2x5xf32>
    return %9 : tensor<2x5xf32>
  }
}
