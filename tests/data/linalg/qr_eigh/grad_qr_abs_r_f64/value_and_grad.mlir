module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1][0]"}) {
    %0:4 = call @qr(%arg0) : (tensor<5x3xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xi1>, tensor<3x3xf64>)
    %1 = stablehlo.abs %0#0 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.compare GE, %0#0, %2, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %7 = stablehlo.select %3, %6, %5 : tensor<3x3xi1>, tensor<3x3xf64>
    %8 = stablehlo.select %3, %5, %6 : tensor<3x3xi1>, tensor<3x3xf64>
    %9 = stablehlo.negate %7 : tensor<3x3xf64>
    %10 = stablehlo.add %8, %9 : tensor<3x3xf64>
    %11 = call @qr_0(%0#0, %0#1, %0#2, %0#3, %10) : (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    return %4, %11 : tensor<f64>, tensor<5x3xf64>
  }
  func.func private @qr(%arg0: tensor<5x3xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xi1>, tensor<3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=3, k=3, l=5, m=3}, custom>} : (tensor<5x3xf64>, tensor<3xf64>) -> tensor<5x3xf64>
    %2 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<5x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.select %7, %8, %2 : tensor<3x3xi1>, tensor<3x3xf64>
    %10 = stablehlo.transpose %1, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %18 = stablehlo.add %16, %17 : tensor<3x3xi32>
    %19 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %20 = stablehlo.compare EQ, %18, %19, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %21 = stablehlo.convert %20 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    return %9, %10, %15, %21 : tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xi1>, tensor<3x3xf64>
  }
  func.func private @qr_0(%arg0: tensor<3x3xf64>, %arg1: tensor<3x5xf64>, %arg2: tensor<3x3xi1>, %arg3: tensor<3x3xf64>, %arg4: tensor<3x3xf64>) -> tensor<5x3xf64> {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.negate %0 : tensor<3x3xf64>
    %2 = stablehlo.multiply %arg3, %1 : tensor<3x3xf64>
    %3 = stablehlo.negate %2 : tensor<3x3xf64>
    %4 = stablehlo.add %0, %2 : tensor<3x3xf64>
    %5 = stablehlo.add %4, %3 : tensor<3x3xf64>
    %6 = stablehlo.negate %1 : tensor<3x3xf64>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %8 = stablehlo.add %1, %7 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %10 = stablehlo.select %arg2, %8, %9 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.add %5, %10 : tensor<3x3xf64>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %14 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %13) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=5, l=3, m=5, n=3}, custom>} : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
    return %14 : tensor<5x3xf64>
  }
}
