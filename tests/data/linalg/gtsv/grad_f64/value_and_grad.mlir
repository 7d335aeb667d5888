module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<5xf64>, %arg3: tensor<5x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}, tensor<5xf64> {jax.result_info = "result[1][1]"}, tensor<5xf64> {jax.result_info = "result[1][2]"}, tensor<5x2xf64> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<[[0.4662207705773409, -0.10642652137494453], [0.76274165099646551, 0.41381259806320969], [0.64719370868737358, 1.0164191043107556], [-0.6254066942667782, -1.2618934223243772], [0.63359641705020275, 0.52593388180987377]]> : tensor<5x2xf64>
    %0:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=5, j=5, k=5, l=5, m=2, n=5, o=5, p=5, q=5, r=2}, custom>} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x2xi1>
    %6 = stablehlo.select %5, %0#3, %4 : tensor<5x2xi1>, tensor<5x2xf64>
    %7 = stablehlo.slice %6 [0:4, 0:2] : (tensor<5x2xf64>) -> tensor<4x2xf64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.slice %6 [1:5, 0:2] : (tensor<5x2xf64>) -> tensor<4x2xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.sine %6 : tensor<5x2xf64>
    %12 = stablehlo.cosine %6 : tensor<5x2xf64>
    %13 = stablehlo.multiply %11, %cst : tensor<5x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %16 = stablehlo.multiply %15, %cst : tensor<5x2xf64>
    %17 = stablehlo.multiply %16, %12 : tensor<5x2xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %19 = stablehlo.slice %arg2 [0:4] : (tensor<5xf64>) -> tensor<4xf64>
    %20 = stablehlo.concatenate %18, %19, dim = 0 : (tensor<1xf64>, tensor<4xf64>) -> tensor<5xf64>
    %21 = stablehlo.slice %arg0 [1:5] : (tensor<5xf64>) -> tensor<4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %23 = stablehlo.concatenate %21, %22, dim = 0 : (tensor<4xf64>, tensor<1xf64>) -> tensor<5xf64>
    %24:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%20, %arg1, %23, %17) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=5, j=5, k=5, l=5, m=2, n=5, o=5, p=5, q=5, r=2}, custom>} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>, tensor<i32>)
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<i32>
    %26 = stablehlo.compare EQ, %24#4, %25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_8 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x2xi1>
    %30 = stablehlo.select %29, %24#3, %28 : tensor<5x2xi1>, tensor<5x2xf64>
    %31 = stablehlo.negate %30 : tensor<5x2xf64>
    %c_9 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.compare GE, %10, %32, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %34 = stablehlo.compare LE, %10, %c_9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %35 = stablehlo.and %33, %34 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %37 = "stablehlo.gather"(%31, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 2>}> : (tensor<5x2xf64>, tensor<1xi32>) -> tensor<4x2xf64>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<4x2xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %40 = stablehlo.select %38, %37, %39 : tensor<4x2xi1>, tensor<4x2xf64>
    %41 = stablehlo.multiply %40, %9 : tensor<4x2xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<4xf64>
    %43 = stablehlo.reshape %42 : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.pad %44, %cst_15, low = [0], high = [1], interior = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<5xf64>
    %c_16 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %47 = stablehlo.compare GE, %8, %46, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %48 = stablehlo.compare LE, %8, %c_16, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %49 = stablehlo.and %47, %48 : tensor<1xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %51 = "stablehlo.gather"(%31, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 2>}> : (tensor<5x2xf64>, tensor<1xi32>) -> tensor<4x2xf64>
    %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<4x2xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %54 = stablehlo.select %52, %51, %53 : tensor<4x2xi1>, tensor<4x2xf64>
    %55 = stablehlo.multiply %54, %7 : tensor<4x2xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<4xf64>
    %57 = stablehlo.reshape %56 : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.reduce(%57 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.pad %58, %cst_22, low = [1], high = [0], interior = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<5xf64>
    %60 = stablehlo.multiply %31, %6 : tensor<5x2xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.reduce(%60 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5xf64>
    %62 = stablehlo.reshape %61 : (tensor<5xf64>) -> tensor<5x1xf64>
    %63 = stablehlo.reshape %62 : (tensor<5x1xf64>) -> tensor<5xf64>
    return %14, %59, %63, %45, %30 : tensor<f64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>
  }
}
