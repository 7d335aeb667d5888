module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}) {
    %0:7 = call @svd(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<1x4xf64>, tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>)
    %1 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %3 = stablehlo.add %2, %1 : tensor<4xf64>
    %4 = call @_diag(%3) : (tensor<4xf64>) -> tensor<4x4xf64>
    %5 = stablehlo.dot_general %0#0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %6:5 = call @svd_0(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x1xf64>, tensor<4x4xf64>)
    %7 = stablehlo.dot_general %5, %6#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %8 = stablehlo.abs %7 : tensor<4x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %10 = stablehlo.compare GE, %7, %9, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %14 = stablehlo.select %10, %13, %12 : tensor<4x4xi1>, tensor<4x4xf64>
    %15 = stablehlo.select %10, %12, %13 : tensor<4x4xi1>, tensor<4x4xf64>
    %16 = stablehlo.negate %14 : tensor<4x4xf64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xf64>
    %18 = stablehlo.dot_general %17, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %20 = stablehlo.dot_general %17, %6#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %21 = call @svd_1(%6#1, %6#2, %6#3, %6#4, %19) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x1xf64>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.dot_general %20, %4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %23 = call @svd_2(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#0, %22) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<1x4xf64>, tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %24 = stablehlo.add %21, %23 : tensor<4x4xf64>
    return %11, %24 : tensor<f64>, tensor<4x4xf64>
  }
  func.func private @svd(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<1x4xf64>, tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>) {
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
    %17 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x4xf64>) -> tensor<4x1xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %21 = stablehlo.add %19, %20 : tensor<4x4xf64>
    %22 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x4xf64>) -> tensor<4x1xf64>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<4x4xf64>
    %26 = stablehlo.multiply %21, %25 : tensor<4x4xf64>
    %27 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %29 = stablehlo.add %27, %28 : tensor<4x4xi32>
    %30 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %32 = stablehlo.convert %31 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %33 = stablehlo.add %26, %32 : tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %35 = stablehlo.divide %34, %33 : tensor<4x4xf64>
    %36 = stablehlo.subtract %35, %32 : tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %38 = stablehlo.compare EQ, %6, %37, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %39 = stablehlo.convert %38 : (tensor<4xi1>) -> tensor<4xf64>
    %40 = stablehlo.add %6, %39 : tensor<4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %42 = stablehlo.divide %41, %40 : tensor<4xf64>
    %43 = stablehlo.subtract %42, %39 : tensor<4xf64>
    %44 = stablehlo.iota dim = 0 : tensor<4xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %47 = stablehlo.compare LT, %44, %46, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<4> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %49 = stablehlo.add %44, %48 : tensor<4xi32>
    %50 = stablehlo.select %47, %49, %44 : tensor<4xi1>, tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %52 = stablehlo.compare LT, %44, %51, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %54 = stablehlo.add %44, %53 : tensor<4xi32>
    %55 = stablehlo.select %52, %54, %44 : tensor<4xi1>, tensor<4xi32>
    %56 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %59 = "stablehlo.scatter"(%45, %58, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    return %10, %15, %16, %17, %cst_11, %59, %36 : tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<1x4xf64>, tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>
  }
  func.func private @_diag(%arg0: tensor<4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xf64>, %arg2: tensor<f64>) -> tensor<4x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %2 : tensor<4x4xf64>
  }
  func.func private @svd_0(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x1xf64>, tensor<4x4xf64>) {
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
    %17 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x4xf64>) -> tensor<4x1xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %21 = stablehlo.add %19, %20 : tensor<4x4xf64>
    %22 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x4xf64>) -> tensor<4x1xf64>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<4x4xf64>
    %26 = stablehlo.multiply %21, %25 : tensor<4x4xf64>
    %27 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %29 = stablehlo.add %27, %28 : tensor<4x4xi32>
    %30 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %32 = stablehlo.convert %31 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %33 = stablehlo.add %26, %32 : tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %35 = stablehlo.divide %34, %33 : tensor<4x4xf64>
    %36 = stablehlo.subtract %35, %32 : tensor<4x4xf64>
    %37 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x4xf64>) -> tensor<4x1xf64>
    return %14, %15, %16, %37, %36 : tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x1xf64>, tensor<4x4xf64>
  }
  func.func private @svd_1(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x1xf64>, %arg3: tensor<4x4xf64>, %arg4: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.multiply %arg3, %2 : tensor<4x4xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %5 = stablehlo.add %3, %4 : tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<4x4xf64>
    %8 = stablehlo.dot_general %7, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %9 = stablehlo.dot_general %8, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %10 : tensor<4x4xf64>
  }
  func.func private @svd_2(%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>, %arg2: tensor<1x4xf64>, %arg3: tensor<f64>, %arg4: tensor<4x4xf64>, %arg5: tensor<4x4xf64>, %arg6: tensor<4x4xf64>, %arg7: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.dot_general %arg7, %arg6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.multiply %arg5, %1 : tensor<4x4xf64>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = stablehlo.add %2, %3 : tensor<4x4xf64>
    %5 = stablehlo.multiply %1, %arg4 : tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<4x4xf64>
    %8 = stablehlo.negate %7 : tensor<4x4xf64>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %10 = stablehlo.add %7, %9 : tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %12 = stablehlo.multiply %11, %4 : tensor<4x4xf64>
    %13 = stablehlo.add %10, %12 : tensor<4x4xf64>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %15 = stablehlo.dot_general %14, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %16 : tensor<4x4xf64>
  }
}
