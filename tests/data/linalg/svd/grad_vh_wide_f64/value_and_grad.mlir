module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x5xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-1.5559717688442212, 0.82729012714723948, -0.87575034069308411, -1.1969232965905485, 1.2847910567212375], [-0.71030420799144955, -0.64761288537909856, -0.30760958059123716, -0.24308296610308944, 1.6865928054746517], [-0.030391328305025486, 0.67232794320248468, -1.7846629201559421, -0.58122783240852416, 1.0885856343555755]]> : tensor<3x5xf64>
    %0:7 = call @svd(%arg0) : (tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<1x3xf64>, tensor<3x1xf64>, tensor<3x3xf64>)
    %1 = stablehlo.multiply %0#1, %0#1 : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %3 = stablehlo.multiply %2, %0#1 : tensor<3x5xf64>
    %4 = stablehlo.multiply %1, %cst : tensor<3x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf64>, tensor<f64>) -> tensor<f64>
    %6:4 = call @svd_0(%arg0) : (tensor<3x5xf64>) -> (tensor<3xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<3x2xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6#0 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.add %5, %7 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %10 = call @svd_1(%6#1, %6#2, %6#3, %9) : (tensor<3x3xf64>, tensor<5x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %12 = stablehlo.multiply %11, %cst : tensor<3x5xf64>
    %13 = stablehlo.multiply %12, %3 : tensor<3x5xf64>
    %14 = call @svd_2(%0#2, %0#3, %0#4, %0#5, %0#6, %0#0, %0#1, %13) : (tensor<3x3xf64>, tensor<5x3xf64>, tensor<1x3xf64>, tensor<3x1xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %15 = stablehlo.add %10, %14 : tensor<3x5xf64>
    return %8, %15 : tensor<f64>, tensor<3x5xf64>
  }
  func.func private @svd(%arg0: tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<1x3xf64>, tensor<3x1xf64>, tensor<3x3xf64>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=5, k=3, l=5, m=3, n=3, o=3, p=3, q=5}, custom>} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x5xf64>, tensor<i32>)
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
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x5xi1>, tensor<3x5xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %17 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %21 = stablehlo.add %19, %20 : tensor<3x3xf64>
    %22 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<3x3xf64>
    %26 = stablehlo.multiply %21, %25 : tensor<3x3xf64>
    %27 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %29 = stablehlo.add %27, %28 : tensor<3x3xi32>
    %30 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %33 = stablehlo.add %26, %32 : tensor<3x3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %35 = stablehlo.divide %34, %33 : tensor<3x3xf64>
    %36 = stablehlo.subtract %35, %32 : tensor<3x3xf64>
    %37 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    return %10, %14, %15, %16, %17, %37, %36 : tensor<3x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<1x3xf64>, tensor<3x1xf64>, tensor<3x3xf64>
  }
  func.func private @svd_0(%arg0: tensor<3x5xf64>) -> (tensor<3xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<3x2xi32>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=5, k=3, l=5, m=3, n=3, o=3, p=3, q=5}, custom>} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x5xf64>, tensor<i32>)
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
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x5xi1>, tensor<3x5xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %17 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %21 = stablehlo.add %17, %20 : tensor<3xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<3xi1>, tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.add %17, %25 : tensor<3xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<3xi1>, tensor<3xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    return %6, %15, %16, %30 : tensor<3xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<3x2xi32>
  }
  func.func private @svd_1(%arg0: tensor<3x3xf64>, %arg1: tensor<5x3xf64>, %arg2: tensor<3x2xi32>, %arg3: tensor<3xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %1 = "stablehlo.scatter"(%0, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %5 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %5 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<3x5xf64>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    return %4 : tensor<3x5xf64>
  }
  func.func private @svd_2(%arg0: tensor<3x3xf64>, %arg1: tensor<5x3xf64>, %arg2: tensor<1x3xf64>, %arg3: tensor<3x1xf64>, %arg4: tensor<3x3xf64>, %arg5: tensor<3x3xf64>, %arg6: tensor<3x5xf64>, %arg7: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %0 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<5x3xf64>
    %2 = stablehlo.divide %0, %1 : tensor<5x3xf64>
    %3 = stablehlo.negate %2 : tensor<5x3xf64>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %6 = stablehlo.dot_general %5, %arg6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %8 = stablehlo.add %2, %7 : tensor<5x3xf64>
    %9 = stablehlo.dot_general %8, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %11 = stablehlo.dot_general %0, %arg1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %13 = stablehlo.multiply %arg4, %12 : tensor<3x3xf64>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %15 = stablehlo.add %13, %14 : tensor<3x3xf64>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.multiply %16, %15 : tensor<3x3xf64>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<3x5xf64>
    %19 = stablehlo.dot_general %18, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %21 = stablehlo.add %10, %20 : tensor<3x5xf64>
    return %21 : tensor<3x5xf64>
  }
}
