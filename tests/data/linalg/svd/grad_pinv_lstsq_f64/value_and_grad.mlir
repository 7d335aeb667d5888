module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf64>, %arg1: tensor<5x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1][0]"}, tensor<5x2xf64> {jax.result_info = "result[1][1]"}) {
    %0 = call @_pinv(%arg0) : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %4 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf64>, tensor<5x2xf64>) -> tensor<3x2xf64>
    %6 = stablehlo.sine %5 : tensor<3x2xf64>
    %7 = stablehlo.cosine %5 : tensor<3x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %10 = stablehlo.multiply %9, %7 : tensor<3x2xf64>
    %11 = stablehlo.dot_general %10, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<3x5xf64>) -> tensor<2x5xf64>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<2x5xf64>) -> tensor<5x2xf64>
    %13 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf64>, tensor<5x2xf64>) -> tensor<3x5xf64>
    %14 = stablehlo.negate %13 : tensor<3x5xf64>
    %15 = stablehlo.dot_general %14, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %17 = stablehlo.add %16, %13 : tensor<3x5xf64>
    %18 = stablehlo.negate %13 : tensor<3x5xf64>
    %19 = stablehlo.dot_general %18, %0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.dot_general %19, %arg0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<3x5xf64>
    %21 = stablehlo.add %20, %13 : tensor<3x5xf64>
    %22 = stablehlo.dot_general %13, %0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x3xf64>
    %23 = stablehlo.negate %22 : tensor<3x3xf64>
    %24 = stablehlo.dot_general %23, %0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %26 = stablehlo.dot_general %17, %0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x3xf64>
    %27 = stablehlo.dot_general %26, %3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<3x5xf64>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %29 = stablehlo.add %25, %28 : tensor<5x3xf64>
    %30 = stablehlo.dot_general %21, %2, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %33 = stablehlo.add %29, %32 : tensor<5x3xf64>
    return %8, %33, %12 : tensor<f64>, tensor<5x3xf64>, tensor<5x2xf64>
  }
  func.func private @_pinv(%arg0: tensor<5x3xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_0 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
    %0 = stablehlo.multiply %cst, %cst_0 : tensor<f64>
    %1:3 = call @svd(%arg0) : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<3x3xf64>)
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %3 = stablehlo.slice %1#1 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<1xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf64>) -> tensor<3xf64>
    %6 = stablehlo.compare GT, %1#1, %5, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %7 = call @_where(%6, %1#1, %cst_1) : (tensor<3xi1>, tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %8 = stablehlo.transpose %1#2, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.transpose %1#0, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x5xf64>
    %12 = stablehlo.divide %9, %11 : tensor<3x5xf64>
    %13 = stablehlo.dot_general %8, %12, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    return %13 : tensor<3x5xf64>
  }
  func.func private @svd(%arg0: tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<3x3xf64>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<5x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x3xi1>, tensor<5x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    return %10, %6, %14 : tensor<5x3xf64>, tensor<3xf64>, tensor<3x3xf64>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xf64>, %arg2: tensor<f64>) -> tensor<3xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
