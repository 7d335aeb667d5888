module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<4xcomplex<f64>>, %arg2: tensor<4xcomplex<f64>>, %arg3: tensor<4x2xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1][0]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1][1]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1][2]"}, tensor<4x2xcomplex<f64>> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<[[0.4662207705773409, -0.10642652137494453], [0.76274165099646551, 0.41381259806320969], [0.64719370868737358, 1.0164191043107556], [-0.6254066942667782, -1.2618934223243772]]> : tensor<4x2xf64>
    %0:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=2, n=4, o=4, p=4, q=4, r=2}, custom>} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x2xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x2xi1>
    %6 = stablehlo.select %5, %0#3, %4 : tensor<4x2xi1>, tensor<4x2xcomplex<f64>>
    %7 = stablehlo.slice %6 [0:3, 0:2] : (tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.slice %6 [1:4, 0:2] : (tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.abs %6 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %12 = stablehlo.real %6 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %13 = stablehlo.imag %6 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %14 = stablehlo.negate %13 : tensor<4x2xf64>
    %15 = stablehlo.complex %12, %14 : tensor<4x2xcomplex<f64>>
    %16 = stablehlo.convert %11 : (tensor<4x2xf64>) -> tensor<4x2xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<4x2xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<4x2xi1>
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>>
    %20 = stablehlo.select %18, %19, %16 : tensor<4x2xi1>, tensor<4x2xcomplex<f64>>
    %21 = stablehlo.divide %15, %20 : tensor<4x2xcomplex<f64>>
    %22 = stablehlo.multiply %11, %11 : tensor<4x2xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %24 = stablehlo.multiply %23, %11 : tensor<4x2xf64>
    %25 = stablehlo.multiply %22, %cst : tensor<4x2xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %28 = stablehlo.multiply %27, %cst : tensor<4x2xf64>
    %29 = stablehlo.multiply %28, %24 : tensor<4x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %31 = stablehlo.complex %29, %30 : tensor<4x2xcomplex<f64>>
    %32 = stablehlo.multiply %31, %21 : tensor<4x2xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<1xcomplex<f64>>
    %34 = stablehlo.slice %arg2 [0:3] : (tensor<4xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %35 = stablehlo.concatenate %33, %34, dim = 0 : (tensor<1xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %36 = stablehlo.slice %arg0 [1:4] : (tensor<4xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f64>>) -> tensor<1xcomplex<f64>>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<3xcomplex<f64>>, tensor<1xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %39:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%35, %arg1, %38, %32) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=2, n=4, o=4, p=4, q=4, r=2}, custom>} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x2xcomplex<f64>>, tensor<i32>)
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<i32>
    %41 = stablehlo.compare EQ, %39#4, %40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_12 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x2xi1>
    %45 = stablehlo.select %44, %39#3, %43 : tensor<4x2xi1>, tensor<4x2xcomplex<f64>>
    %46 = stablehlo.negate %45 : tensor<4x2xcomplex<f64>>
    %c_13 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.compare GE, %10, %47, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %49 = stablehlo.compare LE, %10, %c_13, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %50 = stablehlo.and %48, %49 : tensor<1xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %52 = "stablehlo.gather"(%46, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 2>}> : (tensor<4x2xcomplex<f64>>, tensor<1xi32>) -> tensor<3x2xcomplex<f64>>
    %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<3x2xi1>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<3x2xcomplex<f64>>
    %55 = stablehlo.select %53, %52, %54 : tensor<3x2xi1>, tensor<3x2xcomplex<f64>>
    %56 = stablehlo.multiply %55, %9 : tensor<3x2xcomplex<f64>>
    %cst_17 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %57 = stablehlo.reduce(%56 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<3x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %58 = stablehlo.reshape %57 : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %cst_18 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %59 = stablehlo.reduce(%58 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %cst_19 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %60 = stablehlo.pad %59, %cst_19, low = [0], high = [1], interior = [0] : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %c_20 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %62 = stablehlo.compare GE, %8, %61, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %63 = stablehlo.compare LE, %8, %c_20, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %64 = stablehlo.and %62, %63 : tensor<1xi1>
    %c_22 = stablehlo.constant dense<true> : tensor<i1>
    %65 = stablehlo.reduce(%64 init: %c_22) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %66 = "stablehlo.gather"(%46, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 2>}> : (tensor<4x2xcomplex<f64>>, tensor<1xi32>) -> tensor<3x2xcomplex<f64>>
    %67 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i1>) -> tensor<3x2xi1>
    %cst_23 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %68 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<complex<f64>>) -> tensor<3x2xcomplex<f64>>
    %69 = stablehlo.select %67, %66, %68 : tensor<3x2xi1>, tensor<3x2xcomplex<f64>>
    %70 = stablehlo.multiply %69, %7 : tensor<3x2xcomplex<f64>>
    %cst_24 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %71 = stablehlo.reduce(%70 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<3x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %72 = stablehlo.reshape %71 : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %cst_25 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %73 = stablehlo.reduce(%72 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %cst_26 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %74 = stablehlo.pad %73, %cst_26, low = [1], high = [0], interior = [0] : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %75 = stablehlo.multiply %46, %6 : tensor<4x2xcomplex<f64>>
    %cst_27 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %76 = stablehlo.reduce(%75 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<4x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %77 = stablehlo.reshape %76 : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %78 = stablehlo.reshape %77 : (tensor<4x1xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %26, %74, %78, %60, %45 : tensor<f64>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x2xcomplex<f64>>
  }
}
