module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1][0]"}, tensor<4x3xf32> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %arg2, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %arg2, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %arg2 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %142 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %142 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.compare LT, %arg2, %14, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %17 = stablehlo.add %arg2, %16 : tensor<4xi32>
    %18 = stablehlo.select %15, %17, %arg2 : tensor<4xi1>, tensor<4xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %142 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %142 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = "stablehlo.scatter"(%arg0, %21, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<6x3xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %26 = "stablehlo.scatter"(%arg0, %24, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %142 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %142 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<6x3xf32>
    %27 = stablehlo.iota dim = 0 : tensor<18xf32>
    %28 = stablehlo.reshape %27 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<6x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %32 = stablehlo.add %31, %30 : tensor<6x3xf32>
    %33 = stablehlo.sine %6 : tensor<6x3xf32>
    %34 = stablehlo.cosine %6 : tensor<6x3xf32>
    %35 = stablehlo.multiply %33, %32 : tensor<6x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.add %cst_11, %36 : tensor<f32>
    %38 = stablehlo.iota dim = 0 : tensor<18xf32>
    %39 = stablehlo.reshape %38 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<6x3xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %43 = stablehlo.add %42, %41 : tensor<6x3xf32>
    %44 = stablehlo.sine %13 : tensor<6x3xf32>
    %45 = stablehlo.cosine %13 : tensor<6x3xf32>
    %46 = stablehlo.multiply %44, %43 : tensor<6x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.add %37, %47 : tensor<f32>
    %49 = stablehlo.iota dim = 0 : tensor<18xf32>
    %50 = stablehlo.reshape %49 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<6x3xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %54 = stablehlo.add %53, %52 : tensor<6x3xf32>
    %55 = stablehlo.sine %20 : tensor<6x3xf32>
    %56 = stablehlo.cosine %20 : tensor<6x3xf32>
    %57 = stablehlo.multiply %55, %54 : tensor<6x3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %59 = stablehlo.add %48, %58 : tensor<f32>
    %60 = stablehlo.iota dim = 0 : tensor<18xf32>
    %61 = stablehlo.reshape %60 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<6x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %65 = stablehlo.add %64, %63 : tensor<6x3xf32>
    %66 = stablehlo.sine %23 : tensor<6x3xf32>
    %67 = stablehlo.cosine %23 : tensor<6x3xf32>
    %68 = stablehlo.multiply %66, %65 : tensor<6x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.add %59, %69 : tensor<f32>
    %71 = stablehlo.iota dim = 0 : tensor<18xf32>
    %72 = stablehlo.reshape %71 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<6x3xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %76 = stablehlo.add %75, %74 : tensor<6x3xf32>
    %77 = stablehlo.sine %26 : tensor<6x3xf32>
    %78 = stablehlo.cosine %26 : tensor<6x3xf32>
    %79 = stablehlo.multiply %77, %76 : tensor<6x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %81 = stablehlo.add %70, %80 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %83 = stablehlo.multiply %82, %76 : tensor<6x3xf32>
    %84 = stablehlo.multiply %83, %78 : tensor<6x3xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %86 = stablehlo.multiply %85, %65 : tensor<6x3xf32>
    %87 = stablehlo.multiply %86, %67 : tensor<6x3xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %89 = stablehlo.multiply %88, %54 : tensor<6x3xf32>
    %90 = stablehlo.multiply %89, %56 : tensor<6x3xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %92 = stablehlo.multiply %91, %43 : tensor<6x3xf32>
    %93 = stablehlo.multiply %92, %45 : tensor<6x3xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %95 = stablehlo.multiply %94, %32 : tensor<6x3xf32>
    %96 = stablehlo.multiply %95, %34 : tensor<6x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %98 = "stablehlo.scatter"(%87, %21, %97) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<6x3xf32>
    %99 = stablehlo.add %84, %98 : tensor<6x3xf32>
    %100 = stablehlo.multiply %arg0, %90 : tensor<6x3xf32>
    %c_30 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %102 = stablehlo.compare GE, %19, %101, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %103 = stablehlo.broadcast_in_dim %c_30, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %105 = stablehlo.compare LE, %19, %104, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %106 = stablehlo.and %102, %105 : tensor<4x1xi1>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %107 = stablehlo.reduce(%106 init: %c_32) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %108 = "stablehlo.gather"(%100, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %111 = stablehlo.select %109, %108, %110 : tensor<4x3xi1>, tensor<4x3xf32>
    %112 = "stablehlo.scatter"(%90, %19, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %142 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %142 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %113 = stablehlo.add %99, %112 : tensor<6x3xf32>
    %c_34 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %114 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %115 = stablehlo.compare GE, %12, %114, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %116 = stablehlo.broadcast_in_dim %c_34, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %118 = stablehlo.compare LE, %12, %117, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %119 = stablehlo.and %115, %118 : tensor<4x1xi1>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %120 = stablehlo.reduce(%119 init: %c_36) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %121 = "stablehlo.gather"(%93, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %124 = stablehlo.select %122, %121, %123 : tensor<4x3xi1>, tensor<4x3xf32>
    %125 = stablehlo.add %113, %93 : tensor<6x3xf32>
    %126 = stablehlo.add %111, %124 : tensor<4x3xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %128 = "stablehlo.scatter"(%96, %5, %127) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_39 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %130 = stablehlo.compare GE, %5, %129, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %131 = stablehlo.broadcast_in_dim %c_39, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %133 = stablehlo.compare LE, %5, %132, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %134 = stablehlo.and %130, %133 : tensor<4x1xi1>
    %c_41 = stablehlo.constant dense<true> : tensor<i1>
    %135 = stablehlo.reduce(%134 init: %c_41) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %136 = "stablehlo.gather"(%96, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %139 = stablehlo.select %137, %136, %138 : tensor<4x3xi1>, tensor<4x3xf32>
    %140 = stablehlo.add %125, %128 : tensor<6x3xf32>
    %141 = stablehlo.add %126, %139 : tensor<4x3xf32>
    return %81, %140, %141 : tensor<f32>, tensor<6x3xf32>, tensor<4x3xf32>
  }
}
