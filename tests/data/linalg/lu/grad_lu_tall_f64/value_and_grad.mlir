module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1][0]"}) {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<5x3xi1>, tensor<5x3xf64>
    %9 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_21 = %c_2, %iterArg_22 = %c_1, %iterArg_23 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>
    cond {
      %c_24 = stablehlo.constant dense<3> : tensor<i64>
      %77 = stablehlo.compare LT, %iterArg_21, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %77 : tensor<i1>
    } do {
      %77:2 = func.call @closed_call(%iterArg, %iterArg_22, %iterArg_23) : (tensor<3xi32>, tensor<i64>, tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>)
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %78 = stablehlo.add %iterArg_21, %c_24 : tensor<i64>
      stablehlo.return %iterArg, %78, %77#0, %77#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>
    }
    %11 = stablehlo.iota dim = 0 : tensor<5x3xi64>
    %c_3 = stablehlo.constant dense<-1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<5x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<5x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<5x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %17 = stablehlo.select %15, %8, %16 : tensor<5x3xi1>, tensor<5x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %17, %cst_5, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<5x3xf64>, tensor<f64>) -> tensor<5x5xf64>
    %19 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %21 = stablehlo.add %19, %20 : tensor<5x5xi32>
    %22 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %23 = stablehlo.compare EQ, %21, %22, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %24 = stablehlo.convert %23 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %25 = stablehlo.add %18, %24 : tensor<5x5xf64>
    %26 = stablehlo.iota dim = 0 : tensor<0x0xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<0x0xi32>
    %28 = stablehlo.add %26, %27 : tensor<0x0xi32>
    %29 = stablehlo.iota dim = 1 : tensor<0x0xi32>
    %30 = stablehlo.compare EQ, %28, %29, SIGNED : (tensor<0x0xi32>, tensor<0x0xi32>) -> tensor<0x0xi1>
    %31 = stablehlo.convert %30 : (tensor<0x0xi1>) -> tensor<0x0xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.pad %31, %cst_8, low = [3, 3], high = [0, 0], interior = [0, 0] : (tensor<0x0xf64>, tensor<f64>) -> tensor<3x3xf64>
    %33 = stablehlo.slice %8 [0:3, 0:3] : (tensor<5x3xf64>) -> tensor<3x3xf64>
    %34 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_9 = stablehlo.constant dense<-1> : tensor<i64>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %36 = stablehlo.add %34, %35 : tensor<3x3xi64>
    %37 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %40 = stablehlo.select %38, %39, %33 : tensor<3x3xi1>, tensor<3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.pad %40, %cst_11, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3x3xf64>
    %42 = stablehlo.add %41, %32 : tensor<3x3xf64>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %44 = stablehlo.compare LT, %10#3, %43, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %46 = stablehlo.add %10#3, %45 : tensor<5xi32>
    %47 = stablehlo.select %44, %46, %10#3 : tensor<5xi1>, tensor<5xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %49 = stablehlo.iota dim = 0 : tensor<5x3xi64>
    %c_14 = stablehlo.constant dense<-1> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<5x3xi64>
    %51 = stablehlo.add %49, %50 : tensor<5x3xi64>
    %52 = stablehlo.iota dim = 1 : tensor<5x3xi64>
    %53 = stablehlo.compare GE, %51, %52, SIGNED : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %54 = stablehlo.iota dim = 0 : tensor<5x3xi64>
    %c_15 = stablehlo.constant dense<-1> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<5x3xi64>
    %56 = stablehlo.add %54, %55 : tensor<5x3xi64>
    %57 = stablehlo.iota dim = 1 : tensor<5x3xi64>
    %58 = stablehlo.compare GE, %56, %57, SIGNED : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %59 = stablehlo.cosine %8 : tensor<5x3xf64>
    %60 = stablehlo.sine %8 : tensor<5x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %63 = stablehlo.negate %62 : tensor<5x3xf64>
    %64 = stablehlo.multiply %63, %60 : tensor<5x3xf64>
    %65 = stablehlo.dot_general %64, %42, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %67 = stablehlo.select %58, %66, %65 : tensor<5x3xi1>, tensor<5x3xf64>
    %68 = stablehlo.dot_general %64, %25, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x5xf64>) -> tensor<3x5xf64>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %71 = stablehlo.select %53, %69, %70 : tensor<5x3xi1>, tensor<5x3xf64>
    %72 = stablehlo.add %67, %71 : tensor<5x3xf64>
    %73 = stablehlo.custom_call @lapack_dtrsm_ffi(%42, %72) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=5, l=3, m=5, n=3}, custom>} : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
    %74 = stablehlo.custom_call @lapack_dtrsm_ffi(%25, %73) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=3, m=5, n=3}, custom>} : (tensor<5x5xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %76 = "stablehlo.scatter"(%75, %48, %74) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %77 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %77 : tensor<f64>
    }) : (tensor<5x3xf64>, tensor<5x1xi32>, tensor<5x3xf64>) -> tensor<5x3xf64>
    return %61, %76 : tensor<f64>, tensor<5x3xf64>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<5> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<5xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %28 : tensor<i64>, tensor<5xi32>
  }
}
