module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x5xf64> {jax.result_info = "result[1][0]"}) {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=5, l=3, m=5, n=3}, custom>} : (tensor<2x3x5xf64>) -> (tensor<2x3x5xf64>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_21 = %c_2, %iterArg_22 = %c_1, %iterArg_23 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_24 = stablehlo.constant dense<3> : tensor<i64>
      %87 = stablehlo.compare LT, %iterArg_21, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %87 : tensor<i1>
    } do {
      %87:2 = func.call @closed_call(%iterArg, %iterArg_22, %iterArg_23) : (tensor<2x3xi32>, tensor<i64>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>)
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %88 = stablehlo.add %iterArg_21, %c_24 : tensor<i64>
      stablehlo.return %iterArg, %88, %87#0, %87#1 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = stablehlo.slice %8 [0:2, 0:3, 0:3] : (tensor<2x3x5xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_3 = stablehlo.constant dense<-1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %20 = stablehlo.select %18, %11, %19 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.pad %20, %cst_5, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3x3xf64>
    %22 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %24 = stablehlo.add %22, %23 : tensor<3x3xi32>
    %25 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %26 = stablehlo.compare EQ, %24, %25, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %27 = stablehlo.convert %26 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %30 = stablehlo.add %21, %29 : tensor<2x3x3xf64>
    %31 = stablehlo.iota dim = 0 : tensor<2x2xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %33 = stablehlo.add %31, %32 : tensor<2x2xi32>
    %34 = stablehlo.iota dim = 1 : tensor<2x2xi32>
    %35 = stablehlo.compare EQ, %33, %34, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %36 = stablehlo.convert %35 : (tensor<2x2xi1>) -> tensor<2x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.pad %36, %cst_8, low = [3, 3], high = [0, 0], interior = [0, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<5x5xf64>
    %38 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c_9 = stablehlo.constant dense<-1> : tensor<i64>
    %39 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %40 = stablehlo.add %38, %39 : tensor<3x5xi64>
    %41 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %42 = stablehlo.compare GE, %40, %41, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %44 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<3x5xi1>) -> tensor<2x3x5xi1>
    %45 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<3x5xf64>) -> tensor<2x3x5xf64>
    %46 = stablehlo.select %44, %45, %8 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.pad %46, %cst_11, low = [0, 0, 0], high = [0, 2, 0], interior = [0, 0, 0] : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<2x5x5xf64>
    %48 = stablehlo.broadcast_in_dim %37, dims = [1, 2] : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x5x5xf64>) -> tensor<2x5x5xf64>
    %50 = stablehlo.add %47, %49 : tensor<2x5x5xf64>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %52 = stablehlo.compare LT, %10#3, %51, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %54 = stablehlo.add %10#3, %53 : tensor<2x3xi32>
    %55 = stablehlo.select %52, %54, %10#3 : tensor<2x3xi1>, tensor<2x3xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %57 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c_14 = stablehlo.constant dense<-1> : tensor<i64>
    %58 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %59 = stablehlo.add %57, %58 : tensor<3x5xi64>
    %60 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %61 = stablehlo.compare GE, %59, %60, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2] : (tensor<3x5xi1>) -> tensor<2x3x5xi1>
    %63 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c_15 = stablehlo.constant dense<-1> : tensor<i64>
    %64 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %65 = stablehlo.add %63, %64 : tensor<3x5xi64>
    %66 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %67 = stablehlo.compare GE, %65, %66, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<3x5xi1>) -> tensor<2x3x5xi1>
    %69 = stablehlo.cosine %8 : tensor<2x3x5xf64>
    %70 = stablehlo.sine %8 : tensor<2x3x5xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %71 = stablehlo.reduce(%69 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %73 = stablehlo.negate %72 : tensor<2x3x5xf64>
    %74 = stablehlo.multiply %73, %70 : tensor<2x3x5xf64>
    %75 = stablehlo.dot_general %74, %50, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x5xf64>, tensor<2x5x5xf64>) -> tensor<2x3x5xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %77 = stablehlo.select %68, %76, %75 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    %78 = stablehlo.dot_general %74, %30, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x5xf64>, tensor<2x3x3xf64>) -> tensor<2x5x3xf64>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1] : (tensor<2x5x3xf64>) -> tensor<2x3x5xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %81 = stablehlo.select %62, %79, %80 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    %82 = stablehlo.add %77, %81 : tensor<2x3x5xf64>
    %83 = stablehlo.custom_call @lapack_dtrsm_ffi(%50, %82) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=5, k=5, l=3, m=5, n=3, o=5}, custom>} : (tensor<2x5x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %84 = stablehlo.custom_call @lapack_dtrsm_ffi(%30, %83) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=5, n=3, o=5}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %86 = "stablehlo.scatter"(%85, %56, %84) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %87 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %87 : tensor<f64>
    }) : (tensor<2x3x5xf64>, tensor<2x3x1xi32>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    return %71, %86 : tensor<f64>, tensor<2x3x5xf64>
  }
  func.func private @closed_call(%arg0: tensor<2x3xi32>, %arg1: tensor<i64>, %arg2: tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %10 = stablehlo.add %9, %c_3 : tensor<i64>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %7, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i64>
    %26 = stablehlo.convert %25 : (tensor<i64>) -> tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %7, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    return %0, %35 : tensor<i64>, tensor<2x3xi32>
  }
}
