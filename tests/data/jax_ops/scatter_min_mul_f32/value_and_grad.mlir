module @jit_scatter_min_mul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x2xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x2xf32> {jax.result_info = "result[1][0]"}, tensor<3x2xf32> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %7 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %8 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %9 = stablehlo.compare EQ, %arg2, %8, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %10 = stablehlo.compare EQ, %7, %8, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %14 = stablehlo.select %9, %12, %13 : tensor<3x2xi1>, tensor<3x2xf32>
    %15 = "stablehlo.scatter"(%11, %5, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %16 = "stablehlo.gather"(%15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %19 = "stablehlo.scatter"(%17, %5, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %20 = "stablehlo.gather"(%19, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %22 = stablehlo.add %16, %21 : tensor<3x2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %26 = stablehlo.divide %25, %16 : tensor<3x2xf32>
    %27 = stablehlo.select %10, %24, %26 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %29 = stablehlo.select %9, %27, %28 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %31 = stablehlo.add %16, %30 : tensor<3x2xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %33 = stablehlo.divide %32, %31 : tensor<3x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %35 = stablehlo.select %10, %33, %34 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_12 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %37 = stablehlo.add %36, %35 : tensor<3x2xf32>
    %38 = stablehlo.divide %37, %20 : tensor<3x2xf32>
    %cst_13 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %40 = stablehlo.multiply %6, %39 : tensor<5x2xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.compare LT, %arg1, %41, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %44 = stablehlo.add %arg1, %43 : tensor<3xi32>
    %45 = stablehlo.select %42, %44, %arg1 : tensor<3xi1>, tensor<3xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %47 = "stablehlo.scatter"(%arg0, %46, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %48 = stablehlo.add %40, %47 : tensor<5x2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %51 = stablehlo.multiply %arg0, %50 : tensor<5x2xf32>
    %c_18 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %53 = stablehlo.compare GE, %46, %52, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %54 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %56 = stablehlo.compare LE, %46, %55, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %57 = stablehlo.and %53, %56 : tensor<3x1xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_20) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %59 = "stablehlo.gather"(%51, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %62 = stablehlo.select %60, %59, %61 : tensor<3x2xi1>, tensor<3x2xf32>
    %63 = "stablehlo.scatter"(%50, %46, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %cst_22 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %65 = stablehlo.multiply %50, %64 : tensor<5x2xf32>
    %c_23 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %67 = stablehlo.compare GE, %5, %66, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %70 = stablehlo.compare LE, %5, %69, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %71 = stablehlo.and %67, %70 : tensor<3x1xi1>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %72 = stablehlo.reduce(%71 init: %c_25) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %73 = "stablehlo.gather"(%65, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %76 = stablehlo.select %74, %73, %75 : tensor<3x2xi1>, tensor<3x2xf32>
    %77 = stablehlo.add %63, %65 : tensor<5x2xf32>
    %78 = stablehlo.multiply %76, %29 : tensor<3x2xf32>
    %79 = stablehlo.add %62, %78 : tensor<3x2xf32>
    %80 = stablehlo.multiply %76, %38 : tensor<3x2xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %82 = "stablehlo.scatter"(%81, %5, %80) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %84 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %84 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %83 = stablehlo.add %77, %82 : tensor<5x2xf32>
    return %49, %83, %79 : tensor<f32>, tensor<5x2xf32>, tensor<3x2xf32>
  }
}
