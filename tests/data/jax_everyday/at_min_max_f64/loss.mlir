module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xf64>, %arg1: tensor<3x2xf64>, %arg2: tensor<3xi32>) -> (tensor<f64> {jax.result_info = "result"}) {
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
      %34 = stablehlo.minimum %arg3, %arg4 : tensor<f64>
      stablehlo.return %34 : tensor<f64>
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
      %34 = stablehlo.maximum %arg3, %arg4 : tensor<f64>
      stablehlo.return %34 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %14 = stablehlo.iota dim = 0 : tensor<10xf64>
    %15 = stablehlo.reshape %14 : (tensor<10xf64>) -> tensor<5x2xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %17 = stablehlo.multiply %16, %15 : tensor<5x2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %19 = stablehlo.add %18, %17 : tensor<5x2xf64>
    %20 = stablehlo.sine %6 : tensor<5x2xf64>
    %21 = stablehlo.multiply %20, %19 : tensor<5x2xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.add %cst_5, %22 : tensor<f64>
    %24 = stablehlo.iota dim = 0 : tensor<10xf64>
    %25 = stablehlo.reshape %24 : (tensor<10xf64>) -> tensor<5x2xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %27 = stablehlo.multiply %26, %25 : tensor<5x2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %29 = stablehlo.add %28, %27 : tensor<5x2xf64>
    %30 = stablehlo.sine %13 : tensor<5x2xf64>
    %31 = stablehlo.multiply %30, %29 : tensor<5x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %33 = stablehlo.add %23, %32 : tensor<f64>
    return %33 : tensor<f64>
  }
}
