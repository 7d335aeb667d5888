module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x4x3xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[1.2389090585469831, 0.79040299804864123, 0.56323471369594502], [0.36482276082810472, 0.0051011279368046109, 0.41998412720636991], [-0.12324869765934265, -1.576245132721561, 0.41364916399736035]]> : tensor<3x3xf64>
    %0:5 = call @qr(%arg0) : (tensor<2x4x3xf64>) -> (tensor<2x4x3xf64>, tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>)
    %1 = stablehlo.sine %0#0 : tensor<2x4x3xf64>
    %2 = stablehlo.cosine %0#0 : tensor<2x4x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x3xf64>, tensor<f64>) -> tensor<f64>
    %4:4 = call @qr_0(%arg0) : (tensor<2x4x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>)
    %5 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.multiply %4#0, %6 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.add %3, %8 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.multiply %10, %11 : tensor<2x3x3xf64>
    %13 = call @qr_1(%4#0, %4#1, %4#2, %4#3, %12) : (tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x4x3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x3xf64>
    %15 = stablehlo.multiply %14, %2 : tensor<2x4x3xf64>
    %16 = call @qr_2(%0#1, %0#2, %0#3, %0#4, %0#0, %15) : (tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>, tensor<2x4x3xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    %17 = stablehlo.add %13, %16 : tensor<2x4x3xf64>
    return %9, %17 : tensor<f64>, tensor<2x4x3xf64>
  }
  func.func private @qr(%arg0: tensor<2x4x3xf64>) -> (tensor<2x4x3xf64>, tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=3, l=4, m=3, n=3}, custom>} : (tensor<2x4x3xf64>) -> (tensor<2x4x3xf64>, tensor<2x3xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=3, l=3, m=4, n=3}, custom>} : (tensor<2x4x3xf64>, tensor<2x3xf64>) -> tensor<2x4x3xf64>
    %2 = stablehlo.slice %0#0 [0:2, 0:3, 0:3] : (tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.select %8, %9, %2 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<2x4x3xf64>) -> tensor<2x3x4xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %18 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %20 = stablehlo.add %18, %19 : tensor<3x3xi32>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %23 = stablehlo.convert %22 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    return %1, %10, %11, %17, %24 : tensor<2x4x3xf64>, tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>
  }
  func.func private @qr_0(%arg0: tensor<2x4x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=3, l=4, m=3, n=3}, custom>} : (tensor<2x4x3xf64>) -> (tensor<2x4x3xf64>, tensor<2x3xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=3, l=3, m=4, n=3}, custom>} : (tensor<2x4x3xf64>, tensor<2x3xf64>) -> tensor<2x4x3xf64>
    %2 = stablehlo.slice %0#0 [0:2, 0:3, 0:3] : (tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.select %8, %9, %2 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<2x4x3xf64>) -> tensor<2x3x4xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %18 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %20 = stablehlo.add %18, %19 : tensor<3x3xi32>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %23 = stablehlo.convert %22 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    return %10, %11, %17, %24 : tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xi1>, tensor<1x3x3xf64>
  }
  func.func private @qr_1(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x4xf64>, %arg2: tensor<2x3x3xi1>, %arg3: tensor<1x3x3xf64>, %arg4: tensor<2x3x3xf64>) -> tensor<2x4x3xf64> {
    %0 = stablehlo.dot_general %arg4, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.negate %0 : tensor<2x3x3xf64>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<2x3x3xf64>
    %4 = stablehlo.negate %3 : tensor<2x3x3xf64>
    %5 = stablehlo.add %0, %3 : tensor<2x3x3xf64>
    %6 = stablehlo.add %5, %4 : tensor<2x3x3xf64>
    %7 = stablehlo.negate %1 : tensor<2x3x3xf64>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.add %1, %8 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.select %arg2, %9, %10 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %12 = stablehlo.add %6, %11 : tensor<2x3x3xf64>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<2x3x4xf64>) -> tensor<2x4x3xf64>
    %15 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %14) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    return %15 : tensor<2x4x3xf64>
  }
  func.func private @qr_2(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x4xf64>, %arg2: tensor<2x3x3xi1>, %arg3: tensor<1x3x3xf64>, %arg4: tensor<2x4x3xf64>, %arg5: tensor<2x4x3xf64>) -> tensor<2x4x3xf64> {
    %0 = stablehlo.dot_general %arg5, %arg4, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf64>, tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.negate %1 : tensor<2x3x3xf64>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.multiply %3, %1 : tensor<2x3x3xf64>
    %5 = stablehlo.negate %4 : tensor<2x3x3xf64>
    %6 = stablehlo.add %2, %4 : tensor<2x3x3xf64>
    %7 = stablehlo.add %6, %5 : tensor<2x3x3xf64>
    %8 = stablehlo.negate %1 : tensor<2x3x3xf64>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.add %1, %9 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.select %arg2, %10, %11 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %13 = stablehlo.add %7, %12 : tensor<2x3x3xf64>
    %14 = stablehlo.dot_general %13, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x4xf64>) -> tensor<2x4x3xf64>
    %16 = stablehlo.add %arg5, %15 : tensor<2x4x3xf64>
    %17 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %16) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    return %17 : tensor<2x4x3xf64>
  }
}
