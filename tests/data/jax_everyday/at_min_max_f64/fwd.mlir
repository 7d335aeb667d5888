module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xf64>, %arg1: tensor<3x2xf64>, %arg2: tensor<3xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x2xf64> {jax.result_info = "result[1]"}, tensor<5x2xf64> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %40 = stablehlo.minimum %arg3, %arg4 : tensor<f64>
      stablehlo.return %40 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %arg2, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.add %arg2, %9 : tensor<3xi32>
    %11 = stablehlo.select %8, %10, %arg2 : tensor<3xi1>, tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %40 = stablehlo.maximum %arg3, %arg4 : tensor<f64>
      stablehlo.return %40 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.compare LT, %arg2, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.add %arg2, %16 : tensor<3xi32>
    %18 = stablehlo.select %15, %17, %arg2 : tensor<3xi1>, tensor<3xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %40 = stablehlo.minimum %arg3, %arg4 : tensor<f64>
      stablehlo.return %40 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.compare LT, %arg2, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.add %arg2, %23 : tensor<3xi32>
    %25 = stablehlo.select %22, %24, %arg2 : tensor<3xi1>, tensor<3xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %40 = stablehlo.maximum %arg3, %arg4 : tensor<f64>
      stablehlo.return %40 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %28 = stablehlo.reshape %20 : (tensor<5x2xf64>) -> tensor<10xf64>
    %29 = stablehlo.reshape %27 : (tensor<5x2xf64>) -> tensor<10xf64>
    %30 = stablehlo.concatenate %28, %29, dim = 0 : (tensor<10xf64>, tensor<10xf64>) -> tensor<20xf64>
    %31 = stablehlo.sine %30 : tensor<20xf64>
    %32 = stablehlo.iota dim = 0 : tensor<20xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<20xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %36 = stablehlo.add %35, %34 : tensor<20xf64>
    %37 = stablehlo.multiply %31, %36 : tensor<20xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<20xf64>, tensor<f64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.add %cst_9, %38 : tensor<f64>
    return %39, %6, %13 : tensor<f64>, tensor<5x2xf64>, tensor<5x2xf64>
  }
}
