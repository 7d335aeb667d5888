module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}) {
    %0:7 = call @norm(%arg0) : (tensor<4x4xf64>) -> (tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>, tensor<f64>, tensor<f64>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %1 = call @norm_0(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %cst) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x4xf64>
    return %0#0, %1 : tensor<f64>, tensor<4x4xf64>
  }
  func.func private @norm(%arg0: tensor<4x4xf64>) -> (tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>, tensor<f64>, tensor<f64>) {
    %0:4 = call @svd(%arg0) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>)
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.reshape %1 : (tensor<f64>) -> tensor<1xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %4 = stablehlo.compare EQ, %0#0, %3, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %5 = stablehlo.convert %4 : (tensor<4xi1>) -> tensor<4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.maximum %cst_1, %1 : tensor<f64>
    %8 = stablehlo.compare EQ, %1, %7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.select %8, %cst_3, %cst_2 : tensor<i1>, tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.compare EQ, %cst_4, %7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %11 = stablehlo.select %10, %cst_6, %cst_5 : tensor<i1>, tensor<f64>
    %12 = stablehlo.divide %9, %11 : tensor<f64>
    return %7, %0#1, %0#2, %0#3, %5, %6, %12 : tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>, tensor<f64>, tensor<f64>
  }
  func.func private @svd(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<4x4xi1>, tensor<4x4xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %17 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.add %17, %20 : tensor<4xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<4xi1>, tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.add %17, %25 : tensor<4xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<4xi1>, tensor<4xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    return %6, %15, %16, %30 : tensor<4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>
  }
  func.func private @norm_0(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>, %arg4: tensor<f64>, %arg5: tensor<f64>, %arg6: tensor<f64>) -> tensor<4x4xf64> {
    %0 = stablehlo.multiply %arg6, %arg5 : tensor<f64>
    %1 = stablehlo.divide %0, %arg4 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %3 = stablehlo.multiply %2, %arg3 : tensor<4xf64>
    %4 = call @svd_1(%arg0, %arg1, %arg2, %3) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    return %4 : tensor<4x4xf64>
  }
  func.func private @svd_1(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = "stablehlo.scatter"(%0, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %5 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %5 : tensor<f64>
    }) : (tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %4 : tensor<4x4xf64>
  }
}
