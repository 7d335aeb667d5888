module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6x1xf32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1][0]"}, tensor<6xf32> {jax.result_info = "result[1][1]"}, tensor<6xf32> {jax.result_info = "result[1][2]"}, tensor<6x1xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<[[0.4662207705773409], [0.76274165099646551], [0.64719370868737358], [-0.6254066942667782], [0.63359641705020275], [-0.75412183999174009]]> : tensor<6x1xf64>
    %0:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=6, j=6, k=6, l=6, m=1, n=6, o=6, p=6, q=6, r=1}, custom>} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x1xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x1xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x1xi1>
    %6 = stablehlo.select %5, %0#3, %4 : tensor<6x1xi1>, tensor<6x1xf32>
    %7 = stablehlo.slice %6 [0:5, 0:1] : (tensor<6x1xf32>) -> tensor<5x1xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.slice %6 [1:6, 0:1] : (tensor<6x1xf32>) -> tensor<5x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.convert %6 : (tensor<6x1xf32>) -> tensor<6x1xf64>
    %12 = stablehlo.multiply %11, %cst : tensor<6x1xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x1xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6x1xf64>
    %15 = stablehlo.multiply %14, %cst : tensor<6x1xf64>
    %16 = stablehlo.convert %15 : (tensor<6x1xf64>) -> tensor<6x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.slice %arg2 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %19 = stablehlo.concatenate %17, %18, dim = 0 : (tensor<1xf32>, tensor<5xf32>) -> tensor<6xf32>
    %20 = stablehlo.slice %arg0 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.concatenate %20, %21, dim = 0 : (tensor<5xf32>, tensor<1xf32>) -> tensor<6xf32>
    %23:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%19, %arg1, %22, %16) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=6, j=6, k=6, l=6, m=1, n=6, o=6, p=6, q=6, r=1}, custom>} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x1xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x1xf32>, tensor<i32>)
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<i32>
    %25 = stablehlo.compare EQ, %23#4, %24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x1xi1>
    %29 = stablehlo.select %28, %23#3, %27 : tensor<6x1xi1>, tensor<6x1xf32>
    %30 = stablehlo.negate %29 : tensor<6x1xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.compare GE, %10, %31, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %33 = stablehlo.compare LE, %10, %c_9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %34 = stablehlo.and %32, %33 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %36 = "stablehlo.gather"(%30, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<6x1xf32>, tensor<1xi32>) -> tensor<5x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<5x1xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %39 = stablehlo.select %37, %36, %38 : tensor<5x1xi1>, tensor<5x1xf32>
    %40 = stablehlo.multiply %39, %9 : tensor<5x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.pad %41, %cst_14, low = [0], high = [1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<6xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %44 = stablehlo.compare GE, %8, %43, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %45 = stablehlo.compare LE, %8, %c_15, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %46 = stablehlo.and %44, %45 : tensor<1xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.reduce(%46 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %48 = "stablehlo.gather"(%30, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<6x1xf32>, tensor<1xi32>) -> tensor<5x1xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<5x1xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %51 = stablehlo.select %49, %48, %50 : tensor<5x1xi1>, tensor<5x1xf32>
    %52 = stablehlo.multiply %51, %7 : tensor<5x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %53, %cst_20, low = [1], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<6xf32>
    %55 = stablehlo.multiply %30, %6 : tensor<6x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<6x1xf32>) -> tensor<6xf32>
    return %13, %54, %56, %42, %29 : tensor<f64>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x1xf32>
  }
}
