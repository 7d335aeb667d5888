module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
      %77 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %77 : tensor<f32>
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
      %77 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %77 : tensor<f32>
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
      %77 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %77 : tensor<f32>
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
    %34 = stablehlo.multiply %33, %32 : tensor<6x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.add %cst_11, %35 : tensor<f32>
    %37 = stablehlo.iota dim = 0 : tensor<18xf32>
    %38 = stablehlo.reshape %37 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<6x3xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %42 = stablehlo.add %41, %40 : tensor<6x3xf32>
    %43 = stablehlo.sine %13 : tensor<6x3xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<6x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.add %36, %45 : tensor<f32>
    %47 = stablehlo.iota dim = 0 : tensor<18xf32>
    %48 = stablehlo.reshape %47 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<6x3xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %52 = stablehlo.add %51, %50 : tensor<6x3xf32>
    %53 = stablehlo.sine %20 : tensor<6x3xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<6x3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.add %46, %55 : tensor<f32>
    %57 = stablehlo.iota dim = 0 : tensor<18xf32>
    %58 = stablehlo.reshape %57 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<6x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %62 = stablehlo.add %61, %60 : tensor<6x3xf32>
    %63 = stablehlo.sine %23 : tensor<6x3xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<6x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %66 = stablehlo.add %56, %65 : tensor<f32>
    %67 = stablehlo.iota dim = 0 : tensor<18xf32>
    %68 = stablehlo.reshape %67 : (tensor<18xf32>) -> tensor<6x3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<6x3xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %72 = stablehlo.add %71, %70 : tensor<6x3xf32>
    %73 = stablehlo.sine %26 : tensor<6x3xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<6x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %76 = stablehlo.add %66, %75 : tensor<f32>
    return %76 : tensor<f32>
  }
}
