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
      %101 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
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
      %101 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
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
      %101 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<6x3xf32>
    %27 = stablehlo.reshape %6 : (tensor<6x3xf32>) -> tensor<18xf32>
    %28 = stablehlo.reshape %13 : (tensor<6x3xf32>) -> tensor<18xf32>
    %29 = stablehlo.reshape %20 : (tensor<6x3xf32>) -> tensor<18xf32>
    %30 = stablehlo.reshape %23 : (tensor<6x3xf32>) -> tensor<18xf32>
    %31 = stablehlo.reshape %26 : (tensor<6x3xf32>) -> tensor<18xf32>
    %32 = stablehlo.concatenate %27, %28, %29, %30, %31, dim = 0 : (tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>) -> tensor<90xf32>
    %33 = stablehlo.sine %32 : tensor<90xf32>
    %34 = stablehlo.cosine %32 : tensor<90xf32>
    %35 = stablehlo.iota dim = 0 : tensor<90xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<90xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<90xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<90xf32>
    %39 = stablehlo.add %38, %37 : tensor<90xf32>
    %40 = stablehlo.multiply %33, %39 : tensor<90xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<90xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.add %cst_11, %41 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<90xf32>
    %44 = stablehlo.multiply %43, %39 : tensor<90xf32>
    %45 = stablehlo.multiply %44, %34 : tensor<90xf32>
    %46 = stablehlo.slice %45 [0:18] : (tensor<90xf32>) -> tensor<18xf32>
    %47 = stablehlo.slice %45 [18:36] : (tensor<90xf32>) -> tensor<18xf32>
    %48 = stablehlo.slice %45 [36:54] : (tensor<90xf32>) -> tensor<18xf32>
    %49 = stablehlo.slice %45 [54:72] : (tensor<90xf32>) -> tensor<18xf32>
    %50 = stablehlo.slice %45 [72:90] : (tensor<90xf32>) -> tensor<18xf32>
    %51 = stablehlo.reshape %50 : (tensor<18xf32>) -> tensor<6x3xf32>
    %52 = stablehlo.reshape %49 : (tensor<18xf32>) -> tensor<6x3xf32>
    %53 = stablehlo.reshape %48 : (tensor<18xf32>) -> tensor<6x3xf32>
    %54 = stablehlo.reshape %47 : (tensor<18xf32>) -> tensor<6x3xf32>
    %55 = stablehlo.reshape %46 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %57 = "stablehlo.scatter"(%52, %21, %56) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<6x3xf32>
    %58 = stablehlo.add %51, %57 : tensor<6x3xf32>
    %59 = stablehlo.multiply %arg0, %53 : tensor<6x3xf32>
    %c_14 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %61 = stablehlo.compare GE, %19, %60, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %62 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %64 = stablehlo.compare LE, %19, %63, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %65 = stablehlo.and %61, %64 : tensor<4x1xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_16) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %67 = "stablehlo.gather"(%59, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %70 = stablehlo.select %68, %67, %69 : tensor<4x3xi1>, tensor<4x3xf32>
    %71 = "stablehlo.scatter"(%53, %19, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %101 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %72 = stablehlo.add %58, %71 : tensor<6x3xf32>
    %c_18 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %74 = stablehlo.compare GE, %12, %73, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %77 = stablehlo.compare LE, %12, %76, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %78 = stablehlo.and %74, %77 : tensor<4x1xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %79 = stablehlo.reduce(%78 init: %c_20) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %80 = "stablehlo.gather"(%54, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %83 = stablehlo.select %81, %80, %82 : tensor<4x3xi1>, tensor<4x3xf32>
    %84 = stablehlo.add %72, %54 : tensor<6x3xf32>
    %85 = stablehlo.add %70, %83 : tensor<4x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %87 = "stablehlo.scatter"(%55, %5, %86) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_23 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %89 = stablehlo.compare GE, %5, %88, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %90 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %92 = stablehlo.compare LE, %5, %91, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %93 = stablehlo.and %89, %92 : tensor<4x1xi1>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %94 = stablehlo.reduce(%93 init: %c_25) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %95 = "stablehlo.gather"(%55, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %98 = stablehlo.select %96, %95, %97 : tensor<4x3xi1>, tensor<4x3xf32>
    %99 = stablehlo.add %84, %87 : tensor<6x3xf32>
    %100 = stablehlo.add %85, %98 : tensor<4x3xf32>
    return %42, %99, %100 : tensor<f32>, tensor<6x3xf32>, tensor<4x3xf32>
  }
}
