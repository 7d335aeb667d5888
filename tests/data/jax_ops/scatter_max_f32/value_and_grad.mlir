module @jit_scatter_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
      %61 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
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
      %61 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %16 = "stablehlo.gather"(%15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %19 = "stablehlo.scatter"(%17, %5, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
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
    %39 = stablehlo.iota dim = 0 : tensor<10xf32>
    %40 = stablehlo.reshape %39 : (tensor<10xf32>) -> tensor<5x2xf32>
    %41 = stablehlo.multiply %6, %40 : tensor<5x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %44 = stablehlo.multiply %43, %40 : tensor<5x2xf32>
    %c_15 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %46 = stablehlo.compare GE, %5, %45, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %47 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %49 = stablehlo.compare LE, %5, %48, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %50 = stablehlo.and %46, %49 : tensor<3x1xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_17) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %52 = "stablehlo.gather"(%44, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %55 = stablehlo.select %53, %52, %54 : tensor<3x2xi1>, tensor<3x2xf32>
    %56 = stablehlo.multiply %55, %29 : tensor<3x2xf32>
    %57 = stablehlo.multiply %55, %38 : tensor<3x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %59 = "stablehlo.scatter"(%58, %5, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %61 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    %60 = stablehlo.add %44, %59 : tensor<5x2xf32>
    return %42, %60, %56 : tensor<f32>, tensor<5x2xf32>, tensor<3x2xf32>
  }
}
