module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609]]> : tensor<3x3xf64>
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %18 = stablehlo.negate %17 : tensor<3x3xf64>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.real %20 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %22 = stablehlo.imag %20 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %23 = stablehlo.negate %22 : tensor<3x3xf64>
    %24 = stablehlo.complex %21, %23 : tensor<3x3xcomplex<f64>>
    %25 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.add %25, %28 : tensor<3xi32>
    %30 = stablehlo.select %27, %29, %25 : tensor<3xi1>, tensor<3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.compare LT, %25, %31, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.add %25, %33 : tensor<3xi32>
    %35 = stablehlo.select %32, %34, %25 : tensor<3xi1>, tensor<3xi32>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %38 = stablehlo.concatenate %36, %37, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %39 = stablehlo.multiply %6, %6 : tensor<3xf64>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %41 = stablehlo.multiply %40, %6 : tensor<3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %43:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<i32>
    %45 = stablehlo.compare EQ, %43#4, %44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_10 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %49 = stablehlo.select %48, %43#1, %47 : tensor<3xi1>, tensor<3xf64>
    %50 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_11 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %53 = stablehlo.select %52, %43#2, %51 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %54 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_12 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %57 = stablehlo.select %56, %43#3, %55 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %58 = stablehlo.transpose %53, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %59 = stablehlo.real %58 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %60 = stablehlo.imag %58 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %61 = stablehlo.negate %60 : tensor<3x3xf64>
    %62 = stablehlo.complex %59, %61 : tensor<3x3xcomplex<f64>>
    %63 = stablehlo.transpose %57, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %64 = stablehlo.real %63 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %65 = stablehlo.imag %63 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %66 = stablehlo.negate %65 : tensor<3x3xf64>
    %67 = stablehlo.complex %64, %66 : tensor<3x3xcomplex<f64>>
    %68 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %72 = stablehlo.add %70, %71 : tensor<3x3xf64>
    %73 = stablehlo.transpose %68, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %74 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %76 = stablehlo.subtract %74, %75 : tensor<3x3xf64>
    %77 = stablehlo.multiply %72, %76 : tensor<3x3xf64>
    %78 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %80 = stablehlo.add %78, %79 : tensor<3x3xi32>
    %81 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %82 = stablehlo.compare EQ, %80, %81, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %83 = stablehlo.convert %82 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %84 = stablehlo.add %77, %83 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %86 = stablehlo.divide %85, %84 : tensor<3x3xf64>
    %87 = stablehlo.subtract %86, %83 : tensor<3x3xf64>
    %88 = stablehlo.convert %68 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<1x3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %90 = stablehlo.convert %87 : (tensor<3x3xf64>) -> tensor<3x3xcomplex<f64>>
    %91 = stablehlo.abs %57 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %92 = stablehlo.real %57 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %93 = stablehlo.imag %57 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %94 = stablehlo.negate %93 : tensor<3x3xf64>
    %95 = stablehlo.complex %92, %94 : tensor<3x3xcomplex<f64>>
    %96 = stablehlo.convert %91 : (tensor<3x3xf64>) -> tensor<3x3xcomplex<f64>>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %98 = stablehlo.compare EQ, %96, %97, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %cst_16 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %100 = stablehlo.select %98, %99, %96 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %101 = stablehlo.divide %95, %100 : tensor<3x3xcomplex<f64>>
    %102 = stablehlo.multiply %91, %91 : tensor<3x3xf64>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %104 = stablehlo.multiply %103, %91 : tensor<3x3xf64>
    %105 = stablehlo.multiply %102, %cst : tensor<3x3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %106 = stablehlo.reduce(%105 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %107 = stablehlo.add %42, %106 : tensor<f64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %109 = stablehlo.multiply %108, %cst : tensor<3x3xf64>
    %110 = stablehlo.multiply %109, %104 : tensor<3x3xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %112 = stablehlo.complex %110, %111 : tensor<3x3xcomplex<f64>>
    %113 = stablehlo.multiply %112, %101 : tensor<3x3xcomplex<f64>>
    %114 = stablehlo.real %113 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %115 = stablehlo.imag %113 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %116 = stablehlo.negate %115 : tensor<3x3xf64>
    %117 = stablehlo.complex %114, %116 : tensor<3x3xcomplex<f64>>
    %118 = stablehlo.transpose %117, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %119 = stablehlo.dot_general %118, %67, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %121 = stablehlo.multiply %90, %120 : tensor<3x3xcomplex<f64>>
    %122 = stablehlo.real %121 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %123 = stablehlo.imag %121 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %124 = stablehlo.negate %123 : tensor<3x3xf64>
    %125 = stablehlo.complex %122, %124 : tensor<3x3xcomplex<f64>>
    %126 = stablehlo.transpose %125, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %127 = stablehlo.add %121, %126 : tensor<3x3xcomplex<f64>>
    %128 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %129 = stablehlo.multiply %128, %127 : tensor<3x3xcomplex<f64>>
    %130 = stablehlo.dot_general %129, %67, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %131 = stablehlo.dot_general %130, %62, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %134 = stablehlo.multiply %133, %41 : tensor<3xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %136 = "stablehlo.scatter"(%135, %38, %134) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %143 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %143 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %138 = stablehlo.complex %136, %137 : tensor<3x3xcomplex<f64>>
    %139 = stablehlo.dot_general %138, %24, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %140 = stablehlo.dot_general %139, %19, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %141 = stablehlo.transpose %140, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %142 = stablehlo.add %132, %141 : tensor<3x3xcomplex<f64>>
    return %107, %142 : tensor<f64>, tensor<3x3xcomplex<f64>>
  }
}
