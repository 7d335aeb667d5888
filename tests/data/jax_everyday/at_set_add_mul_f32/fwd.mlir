module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<6x3xf32> {jax.result_info = "result[2]"}, tensor<6x3xf32> {jax.result_info = "result[3]"}, tensor<6x3xf32> {jax.result_info = "result[4]"}, tensor<6x3xf32> {jax.result_info = "result[5]"}) {
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
      %69 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
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
      %69 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
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
      %69 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<6x3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %28 = stablehlo.compare LT, %arg2, %27, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %30 = stablehlo.add %arg2, %29 : tensor<4xi32>
    %31 = stablehlo.select %28, %30, %arg2 : tensor<4xi1>, tensor<4xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %33 = "stablehlo.scatter"(%arg0, %32, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %35 = stablehlo.compare LT, %arg2, %34, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %37 = stablehlo.add %arg2, %36 : tensor<4xi32>
    %38 = stablehlo.select %35, %37, %arg2 : tensor<4xi1>, tensor<4xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %40 = "stablehlo.scatter"(%arg0, %39, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %69 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.compare LT, %arg2, %41, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %44 = stablehlo.add %arg2, %43 : tensor<4xi32>
    %45 = stablehlo.select %42, %44, %arg2 : tensor<4xi1>, tensor<4xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %47 = "stablehlo.scatter"(%arg0, %46, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %69 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %50 = "stablehlo.scatter"(%arg0, %48, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<6x3xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %53 = "stablehlo.scatter"(%arg0, %51, %52) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %69 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %69 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<6x3xf32>
    %54 = stablehlo.reshape %33 : (tensor<6x3xf32>) -> tensor<18xf32>
    %55 = stablehlo.reshape %40 : (tensor<6x3xf32>) -> tensor<18xf32>
    %56 = stablehlo.reshape %47 : (tensor<6x3xf32>) -> tensor<18xf32>
    %57 = stablehlo.reshape %50 : (tensor<6x3xf32>) -> tensor<18xf32>
    %58 = stablehlo.reshape %53 : (tensor<6x3xf32>) -> tensor<18xf32>
    %59 = stablehlo.concatenate %54, %55, %56, %57, %58, dim = 0 : (tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>) -> tensor<90xf32>
    %60 = stablehlo.sine %59 : tensor<90xf32>
    %61 = stablehlo.iota dim = 0 : tensor<90xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<90xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<90xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<90xf32>
    %65 = stablehlo.add %64, %63 : tensor<90xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<90xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<90xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.add %cst_21, %67 : tensor<f32>
    return %68, %6, %13, %20, %23, %26 : tensor<f32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>
  }
}
