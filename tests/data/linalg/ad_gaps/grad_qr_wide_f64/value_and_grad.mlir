module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x5xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447, -0.020763110244339297, 0.62547127601709562], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244, 0.56290372702753788, -0.12947170676550673], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609, 0.97666584689174174, -0.71225250639194304]]> : tensor<3x5xf64>
    %0:5 = call @qr(%arg0) : (tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>)
    %1 = stablehlo.sine %0#0 : tensor<3x3xf64>
    %2 = stablehlo.cosine %0#0 : tensor<3x3xf64>
    %3 = stablehlo.multiply %1, %cst : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %5:8 = call @qr_0(%arg0) : (tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<3x3xf64>)
    %6 = stablehlo.multiply %5#1, %cst_0 : tensor<3x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.add %4, %7 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %10 = stablehlo.multiply %9, %cst_0 : tensor<3x5xf64>
    %11 = call @qr_1(%5#2, %5#3, %5#4, %5#5, %5#0, %5#6, %5#7, %10) : (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.multiply %12, %cst : tensor<3x3xf64>
    %14 = stablehlo.multiply %13, %2 : tensor<3x3xf64>
    %15 = call @qr_2(%0#1, %0#2, %0#3, %0#4, %0#0, %14) : (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x5xf64>
    %16 = stablehlo.add %11, %15 : tensor<3x5xf64>
    return %8, %16 : tensor<f64>, tensor<3x5xf64>
  }
  func.func private @qr(%arg0: tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x5xi1>, tensor<3x5xf64>
    %10 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %11 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %19 = stablehlo.add %17, %18 : tensor<3x3xi32>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    return %2, %10, %11, %16, %22 : tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>
  }
  func.func private @qr_0(%arg0: tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x5xi1>, tensor<3x5xf64>
    %10 = stablehlo.slice %arg0 [0:3, 3:5] : (tensor<3x5xf64>) -> tensor<3x2xf64>
    %11 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %12 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %13 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %13, %14 : tensor<3x3xi64>
    %16 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %17 = stablehlo.compare GE, %15, %16, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %18 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %20 = stablehlo.add %18, %19 : tensor<3x3xi32>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %23 = stablehlo.convert %22 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %24 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    return %2, %9, %11, %12, %17, %23, %10, %24 : tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<3x3xf64>
  }
  func.func private @qr_1(%arg0: tensor<3x3xf64>, %arg1: tensor<3x3xf64>, %arg2: tensor<3x3xi1>, %arg3: tensor<3x3xf64>, %arg4: tensor<3x3xf64>, %arg5: tensor<3x2xf64>, %arg6: tensor<3x3xf64>, %arg7: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %0 = stablehlo.slice %arg7 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.slice %arg7 [0:3, 3:5] : (tensor<3x5xf64>) -> tensor<3x2xf64>
    %2 = stablehlo.dot_general %1, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %4 = stablehlo.dot_general %1, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %6 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %7 = stablehlo.negate %6 : tensor<3x3xf64>
    %8 = stablehlo.dot_general %5, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %10 = stablehlo.negate %9 : tensor<3x3xf64>
    %11 = stablehlo.add %7, %9 : tensor<3x3xf64>
    %12 = stablehlo.add %6, %10 : tensor<3x3xf64>
    %13 = stablehlo.multiply %arg3, %11 : tensor<3x3xf64>
    %14 = stablehlo.negate %13 : tensor<3x3xf64>
    %15 = stablehlo.add %12, %13 : tensor<3x3xf64>
    %16 = stablehlo.add %15, %14 : tensor<3x3xf64>
    %17 = stablehlo.negate %11 : tensor<3x3xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.add %11, %18 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %21 = stablehlo.select %arg2, %19, %20 : tensor<3x3xi1>, tensor<3x3xf64>
    %22 = stablehlo.add %16, %21 : tensor<3x3xf64>
    %23 = stablehlo.dot_general %22, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %25 = stablehlo.add %5, %24 : tensor<3x3xf64>
    %26 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %25) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.pad %3, %cst_0, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<3x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %26, %cst_1, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3x5xf64>
    %29 = stablehlo.add %27, %28 : tensor<3x5xf64>
    return %29 : tensor<3x5xf64>
  }
  func.func private @qr_2(%arg0: tensor<3x3xf64>, %arg1: tensor<3x3xf64>, %arg2: tensor<3x3xi1>, %arg3: tensor<3x3xf64>, %arg4: tensor<3x3xf64>, %arg5: tensor<3x3xf64>) -> tensor<3x5xf64> {
    %0 = stablehlo.dot_general %arg5, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.negate %1 : tensor<3x3xf64>
    %3 = stablehlo.multiply %arg3, %1 : tensor<3x3xf64>
    %4 = stablehlo.negate %3 : tensor<3x3xf64>
    %5 = stablehlo.add %2, %3 : tensor<3x3xf64>
    %6 = stablehlo.add %5, %4 : tensor<3x3xf64>
    %7 = stablehlo.negate %1 : tensor<3x3xf64>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.add %1, %8 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %11 = stablehlo.select %arg2, %9, %10 : tensor<3x3xi1>, tensor<3x3xf64>
    %12 = stablehlo.add %6, %11 : tensor<3x3xf64>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %15 = stablehlo.add %arg5, %14 : tensor<3x3xf64>
    %16 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %15) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.pad %16, %cst_0, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3x5xf64>
    return %17 : tensor<3x5xf64>
  }
}
