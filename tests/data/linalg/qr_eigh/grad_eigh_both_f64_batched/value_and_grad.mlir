module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x3xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[1.2389090585469831, 0.79040299804864123, 0.56323471369594502], [0.36482276082810472, 0.0051011279368046109, 0.41998412720636991], [-0.12324869765934265, -1.576245132721561, 0.41364916399736035]]> : tensor<3x3xf64>
    %0:4 = call @eigh(%arg0) : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<3x2xi32>)
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<2x3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %3 = stablehlo.multiply %2, %0#0 : tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %5:3 = call @eigh_0(%arg0) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    %6 = stablehlo.multiply %5#0, %5#0 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %8 = stablehlo.multiply %7, %5#0 : tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.multiply %6, %10 : tensor<2x3x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.add %4, %12 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %16 = stablehlo.multiply %14, %15 : tensor<2x3x3xf64>
    %17 = stablehlo.multiply %16, %8 : tensor<2x3x3xf64>
    %18 = call @eigh_1(%5#1, %5#0, %5#2, %17) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %20 = stablehlo.multiply %19, %3 : tensor<2x3xf64>
    %21 = call @eigh_2(%0#2, %0#1, %0#3, %20) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<3x2xi32>, tensor<2x3xf64>) -> tensor<2x3x3xf64>
    %22 = stablehlo.add %18, %21 : tensor<2x3x3xf64>
    return %13, %22 : tensor<f64>, tensor<2x3x3xf64>
  }
  func.func private @eigh(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<3x2xi32>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf64>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.add %3, %4 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xf64>
    %8:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x3xi1>, tensor<2x3xf64>
    %19 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %20 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.add %20, %23 : tensor<3xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<3xi1>, tensor<3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.compare LT, %20, %26, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.add %20, %28 : tensor<3xi32>
    %30 = stablehlo.select %27, %29, %20 : tensor<3xi1>, tensor<3xi32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %33 = stablehlo.concatenate %31, %32, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    return %18, %14, %19, %33 : tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<3x2xi32>
  }
  func.func private @eigh_0(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf64>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.add %3, %4 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xf64>
    %8:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x3xi1>, tensor<2x3xf64>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %21 = stablehlo.add %19, %20 : tensor<3x3xi32>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %23 = stablehlo.compare EQ, %21, %22, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %25 = stablehlo.broadcast_in_dim %18, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x3x3xf64>
    %29 = stablehlo.add %27, %28 : tensor<2x3x3xf64>
    %30 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x3x1xf64>) -> tensor<2x3x3xf64>
    %32 = stablehlo.subtract %29, %31 : tensor<2x3x3xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %34 = stablehlo.divide %33, %32 : tensor<2x3x3xf64>
    %35 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %37 = stablehlo.subtract %34, %36 : tensor<2x3x3xf64>
    %38 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %14, %38, %37 : tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @eigh_1(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xf64>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.dot_general %arg3, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.multiply %arg2, %1 : tensor<2x3x3xf64>
    %3 = stablehlo.dot_general %2, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.dot_general %3, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xf64>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.add %7, %8 : tensor<2x3x3xf64>
    return %9 : tensor<2x3x3xf64>
  }
  func.func private @eigh_2(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xf64>, %arg2: tensor<3x2xi32>, %arg3: tensor<2x3xf64>) -> tensor<2x3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %1 = "stablehlo.scatter"(%0, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %9 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<2x3x3xf64>, tensor<3x2xi32>, tensor<2x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.dot_general %1, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.dot_general %2, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %6 = stablehlo.divide %4, %5 : tensor<2x3x3xf64>
    %7 = stablehlo.transpose %6, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %8 = stablehlo.add %6, %7 : tensor<2x3x3xf64>
    return %8 : tensor<2x3x3xf64>
  }
}
