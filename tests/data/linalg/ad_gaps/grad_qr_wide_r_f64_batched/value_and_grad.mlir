module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x2x4xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447, -0.020763110244339297], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244, 0.56290372702753788]]> : tensor<2x4xf64>
    %0:8 = call @qr(%arg0) : (tensor<2x2x4xf64>) -> (tensor<2x2x4xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xi1>, tensor<1x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>)
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<2x2x4xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x2x4xf64>
    %3 = stablehlo.multiply %2, %0#0 : tensor<2x2x4xf64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x4xf64>) -> tensor<1x2x4xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x2x4xf64>) -> tensor<2x2x4xf64>
    %6 = stablehlo.multiply %1, %5 : tensor<2x2x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x2x4xf64>
    %9 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x2x4xf64>) -> tensor<2x2x4xf64>
    %10 = stablehlo.multiply %8, %9 : tensor<2x2x4xf64>
    %11 = stablehlo.multiply %10, %3 : tensor<2x2x4xf64>
    %12 = call @qr_0(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %11) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xi1>, tensor<1x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x4xf64>) -> tensor<2x2x4xf64>
    return %7, %12 : tensor<f64>, tensor<2x2x4xf64>
  }
  func.func private @qr(%arg0: tensor<2x2x4xf64>) -> (tensor<2x2x4xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xi1>, tensor<1x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) {
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
    %11 = stablehlo.slice %arg0 [0:2, 0:2, 2:4] : (tensor<2x2x4xf64>) -> tensor<2x2x2xf64>
    %12 = stablehlo.slice %10 [0:2, 0:2, 0:2] : (tensor<2x2x4xf64>) -> tensor<2x2x2xf64>
    %13 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %14 = stablehlo.iota dim = 0 : tensor<2x2xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %16 = stablehlo.add %14, %15 : tensor<2x2xi64>
    %17 = stablehlo.iota dim = 1 : tensor<2x2xi64>
    %18 = stablehlo.compare GE, %16, %17, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<2x2xi1>) -> tensor<2x2x2xi1>
    %20 = stablehlo.iota dim = 0 : tensor<2x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %22 = stablehlo.add %20, %21 : tensor<2x2xi32>
    %23 = stablehlo.iota dim = 1 : tensor<2x2xi32>
    %24 = stablehlo.compare EQ, %22, %23, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %25 = stablehlo.convert %24 : (tensor<2x2xi1>) -> tensor<2x2xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<2x2xf64>) -> tensor<1x2x2xf64>
    %27 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    return %10, %12, %13, %19, %26, %2, %11, %27 : tensor<2x2x4xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xi1>, tensor<1x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>
  }
  func.func private @qr_0(%arg0: tensor<2x2x2xf64>, %arg1: tensor<2x2x2xf64>, %arg2: tensor<2x2x2xi1>, %arg3: tensor<1x2x2xf64>, %arg4: tensor<2x2x2xf64>, %arg5: tensor<2x2x2xf64>, %arg6: tensor<2x2x2xf64>, %arg7: tensor<2x2x4xf64>) -> tensor<2x2x4xf64> {
    %0 = stablehlo.slice %arg7 [0:2, 0:2, 0:2] : (tensor<2x2x4xf64>) -> tensor<2x2x2xf64>
    %1 = stablehlo.slice %arg7 [0:2, 0:2, 2:4] : (tensor<2x2x4xf64>) -> tensor<2x2x2xf64>
    %2 = stablehlo.dot_general %1, %arg6, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %4 = stablehlo.dot_general %1, %arg5, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %6 = stablehlo.dot_general %0, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %7 = stablehlo.negate %6 : tensor<2x2x2xf64>
    %8 = stablehlo.dot_general %5, %arg4, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %10 = stablehlo.negate %9 : tensor<2x2x2xf64>
    %11 = stablehlo.add %7, %9 : tensor<2x2x2xf64>
    %12 = stablehlo.add %6, %10 : tensor<2x2x2xf64>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x2x2xf64>) -> tensor<2x2x2xf64>
    %14 = stablehlo.multiply %13, %11 : tensor<2x2x2xf64>
    %15 = stablehlo.negate %14 : tensor<2x2x2xf64>
    %16 = stablehlo.add %12, %14 : tensor<2x2x2xf64>
    %17 = stablehlo.add %16, %15 : tensor<2x2x2xf64>
    %18 = stablehlo.negate %11 : tensor<2x2x2xf64>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %20 = stablehlo.add %11, %19 : tensor<2x2x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2x2xf64>
    %22 = stablehlo.select %arg2, %20, %21 : tensor<2x2x2xi1>, tensor<2x2x2xf64>
    %23 = stablehlo.add %17, %22 : tensor<2x2x2xf64>
    %24 = stablehlo.dot_general %23, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1] : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %26 = stablehlo.add %5, %25 : tensor<2x2x2xf64>
    %27 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %26) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=2, k=2, l=2, m=2, n=2, o=2}, custom>} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %3, %cst_0, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<2x2x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.pad %27, %cst_1, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<2x2x4xf64>
    %30 = stablehlo.add %28, %29 : tensor<2x2x4xf64>
    return %30 : tensor<2x2x4xf64>
  }
}
