module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf64>, %arg1: tensor<2x4xf64>, %arg2: tensor<2x4xf64>, %arg3: tensor<2x4x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x4xf64> {jax.result_info = "result[1][0]"}, tensor<2x4xf64> {jax.result_info = "result[1][1]"}, tensor<2x4xf64> {jax.result_info = "result[1][2]"}, tensor<2x4x3xf64> {jax.result_info = "result[1][3]"}) {
    %0:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o], [i, p], [i, q], [i, r, s], [i]) {i=2, j=4, k=4, l=4, m=4, n=3, o=4, p=4, q=4, r=4, s=3}, custom>} : (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>) -> (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x3xi1>
    %6 = stablehlo.select %5, %0#3, %4 : tensor<2x4x3xi1>, tensor<2x4x3xf64>
    %7 = stablehlo.slice %6 [0:2, 0:3, 0:3] : (tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.slice %6 [0:2, 1:4, 0:3] : (tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.multiply %6, %6 : tensor<2x4x3xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x3xf64>
    %13 = stablehlo.multiply %12, %6 : tensor<2x4x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x3xf64>
    %16 = stablehlo.multiply %15, %13 : tensor<2x4x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x1xf64>
    %18 = stablehlo.slice %arg2 [0:2, 0:3] : (tensor<2x4xf64>) -> tensor<2x3xf64>
    %19 = stablehlo.concatenate %17, %18, dim = 1 : (tensor<2x1xf64>, tensor<2x3xf64>) -> tensor<2x4xf64>
    %20 = stablehlo.slice %arg0 [0:2, 1:4] : (tensor<2x4xf64>) -> tensor<2x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x1xf64>
    %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x4xf64>
    %23:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%19, %arg1, %22, %16) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o], [i, p], [i, q], [i, r, s], [i]) {i=2, j=4, k=4, l=4, m=4, n=3, o=4, p=4, q=4, r=4, s=3}, custom>} : (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>) -> (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>, tensor<2xi32>)
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %25 = stablehlo.compare EQ, %23#4, %24, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_8 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2x4x3xf64>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x3xi1>
    %29 = stablehlo.select %28, %23#3, %27 : tensor<2x4x3xi1>, tensor<2x4x3xf64>
    %30 = stablehlo.negate %29 : tensor<2x4x3xf64>
    %c_9 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.compare GE, %10, %31, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %33 = stablehlo.compare LE, %10, %c_9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %34 = stablehlo.and %32, %33 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %36 = "stablehlo.gather"(%30, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 3, 3>}> : (tensor<2x4x3xf64>, tensor<1xi32>) -> tensor<2x3x3xf64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %39 = stablehlo.select %37, %36, %38 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %40 = stablehlo.multiply %39, %9 : tensor<2x3x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %42 = stablehlo.reshape %41 : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x3x1xf64>, tensor<f64>) -> tensor<2x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.pad %43, %cst_15, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x4xf64>
    %c_16 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.compare GE, %8, %45, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %47 = stablehlo.compare LE, %8, %c_16, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %48 = stablehlo.and %46, %47 : tensor<1xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.reduce(%48 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %50 = "stablehlo.gather"(%30, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 3, 3>}> : (tensor<2x4x3xf64>, tensor<1xi32>) -> tensor<2x3x3xf64>
    %51 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %53 = stablehlo.select %51, %50, %52 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %54 = stablehlo.multiply %53, %7 : tensor<2x3x3xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %56 = stablehlo.reshape %55 : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %57 = stablehlo.reduce(%56 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x3x1xf64>, tensor<f64>) -> tensor<2x3xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.pad %57, %cst_22, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x4xf64>
    %59 = stablehlo.multiply %30, %6 : tensor<2x4x3xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x4x3xf64>, tensor<f64>) -> tensor<2x4xf64>
    %61 = stablehlo.reshape %60 : (tensor<2x4xf64>) -> tensor<2x4x1xf64>
    %62 = stablehlo.reshape %61 : (tensor<2x4x1xf64>) -> tensor<2x4xf64>
    return %14, %58, %62, %44, %29 : tensor<f64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>
  }
}
