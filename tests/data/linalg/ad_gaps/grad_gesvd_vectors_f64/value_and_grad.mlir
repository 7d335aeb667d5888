module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609], [-0.50469782082504733, -0.35180008903453008, -0.30017443569451729], [-1.1159488795840498, -0.15169043949493866, -0.91501697293615425]]> : tensor<5x3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<5x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x3xi1>, tensor<5x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
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
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %29 = stablehlo.add %27, %28 : tensor<3x3xi32>
    %30 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %33 = stablehlo.add %26, %32 : tensor<3x3xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %35 = stablehlo.divide %34, %33 : tensor<3x3xf64>
    %36 = stablehlo.subtract %35, %32 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %38 = stablehlo.compare EQ, %6, %37, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %39 = stablehlo.convert %38 : (tensor<3xi1>) -> tensor<3xf64>
    %40 = stablehlo.add %6, %39 : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.divide %41, %40 : tensor<3xf64>
    %43 = stablehlo.subtract %42, %39 : tensor<3xf64>
    %44 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.compare LT, %44, %46, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.add %44, %48 : tensor<3xi32>
    %50 = stablehlo.select %47, %49, %44 : tensor<3xi1>, tensor<3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %52 = stablehlo.compare LT, %44, %51, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_11 = stablehlo.constant dense<3> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %54 = stablehlo.add %44, %53 : tensor<3xi32>
    %55 = stablehlo.select %52, %54, %44 : tensor<3xi1>, tensor<3xi32>
    %56 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %59 = "stablehlo.scatter"(%45, %58, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %60 = stablehlo.multiply %10, %10 : tensor<5x3xf64>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %62 = stablehlo.multiply %61, %10 : tensor<5x3xf64>
    %63 = stablehlo.multiply %60, %cst : tensor<5x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf64>, tensor<f64>) -> tensor<f64>
    %65:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<5x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<i32>
    %67 = stablehlo.compare EQ, %65#4, %66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %71 = stablehlo.select %70, %65#1, %69 : tensor<3xi1>, tensor<3xf64>
    %72 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_16 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %75 = stablehlo.select %74, %65#2, %73 : tensor<5x3xi1>, tensor<5x3xf64>
    %76 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_17 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %79 = stablehlo.select %78, %65#3, %77 : tensor<3x3xi1>, tensor<3x3xf64>
    %80 = stablehlo.transpose %75, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %81 = stablehlo.transpose %79, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %82 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %84 = stablehlo.compare LT, %82, %83, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %86 = stablehlo.add %82, %85 : tensor<3xi32>
    %87 = stablehlo.select %84, %86, %82 : tensor<3xi1>, tensor<3xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %89 = stablehlo.compare LT, %82, %88, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_21 = stablehlo.constant dense<3> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %91 = stablehlo.add %82, %90 : tensor<3xi32>
    %92 = stablehlo.select %89, %91, %82 : tensor<3xi1>, tensor<3xi32>
    %93 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %95 = stablehlo.concatenate %93, %94, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %96 = stablehlo.multiply %71, %71 : tensor<3xf64>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %98 = stablehlo.multiply %97, %71 : tensor<3xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.reduce(%96 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %100 = stablehlo.add %64, %99 : tensor<f64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %102 = stablehlo.multiply %101, %98 : tensor<3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %104 = "stablehlo.scatter"(%103, %95, %102) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %139 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %139 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %105 = stablehlo.dot_general %104, %81, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %106 = stablehlo.dot_general %105, %80, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %107 = stablehlo.transpose %106, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %109 = stablehlo.multiply %108, %cst : tensor<5x3xf64>
    %110 = stablehlo.multiply %109, %62 : tensor<5x3xf64>
    %111 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<5x3xf64>
    %112 = stablehlo.divide %110, %111 : tensor<5x3xf64>
    %113 = stablehlo.negate %112 : tensor<5x3xf64>
    %114 = stablehlo.dot_general %113, %10, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %116 = stablehlo.dot_general %115, %15, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %117 = stablehlo.transpose %116, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %118 = stablehlo.add %112, %117 : tensor<5x3xf64>
    %119 = stablehlo.dot_general %118, %16, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %120 = stablehlo.add %107, %119 : tensor<5x3xf64>
    %121 = stablehlo.dot_general %110, %10, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %122 = stablehlo.transpose %121, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %123 = stablehlo.multiply %36, %122 : tensor<3x3xf64>
    %124 = stablehlo.transpose %123, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %125 = stablehlo.add %123, %124 : tensor<3x3xf64>
    %126 = stablehlo.multiply %122, %59 : tensor<3x3xf64>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %128 = stablehlo.multiply %127, %126 : tensor<3x3xf64>
    %129 = stablehlo.negate %128 : tensor<3x3xf64>
    %130 = stablehlo.transpose %129, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %131 = stablehlo.add %128, %130 : tensor<3x3xf64>
    %132 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %133 = stablehlo.multiply %132, %125 : tensor<3x3xf64>
    %134 = stablehlo.add %131, %133 : tensor<3x3xf64>
    %135 = stablehlo.dot_general %134, %16, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %136 = stablehlo.dot_general %135, %15, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %138 = stablehlo.add %120, %137 : tensor<5x3xf64>
    return %100, %138 : tensor<f64>, tensor<5x3xf64>
  }
}
