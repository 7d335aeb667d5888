module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x6xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447, -0.020763110244339297]> : tensor<4xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=6, k=4, l=6, m=4, n=4, o=4, p=4, q=6}, custom>} : (tensor<4x6xf64>) -> (tensor<4x6xf64>, tensor<4xf64>, tensor<4x4xf64>, tensor<4x6xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x6xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<4x6xi1>, tensor<4x6xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x6xf64>) -> tensor<6x4xf64>
    %17 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.add %17, %20 : tensor<4xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<4xi1>, tensor<4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.add %17, %25 : tensor<4xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<4xi1>, tensor<4xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %31 = stablehlo.multiply %6, %cst : tensor<4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %34 = stablehlo.multiply %33, %cst : tensor<4xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %36 = "stablehlo.scatter"(%35, %30, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %40 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %40 : tensor<f64>
    }) : (tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    %37 = stablehlo.dot_general %36, %16, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<6x4xf64>) -> tensor<4x6xf64>
    %38 = stablehlo.dot_general %37, %15, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf64>, tensor<4x4xf64>) -> tensor<6x4xf64>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<6x4xf64>) -> tensor<4x6xf64>
    return %32, %39 : tensor<f64>, tensor<4x6xf64>
  }
}
