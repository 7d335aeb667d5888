module @jit_scatter_set attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf64>, %arg1: tensor<3xi32>, %arg2: tensor<3x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6x3xf64> {jax.result_info = "result[1][0]"}, tensor<3x3xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %1 = stablehlo.multiply %arg2, %0 : tensor<3x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<3xi32>
    %6 = stablehlo.select %3, %5, %arg1 : tensor<3xi1>, tensor<3xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %8 = "stablehlo.scatter"(%arg0, %7, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<6x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<6x3xf64>
    %9 = stablehlo.cosine %8 : tensor<6x3xf64>
    %10 = stablehlo.sine %8 : tensor<6x3xf64>
    %11 = stablehlo.iota dim = 0 : tensor<18xf64>
    %12 = stablehlo.reshape %11 : (tensor<18xf64>) -> tensor<6x3xf64>
    %13 = stablehlo.multiply %9, %12 : tensor<6x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6x3xf64>
    %16 = stablehlo.multiply %15, %12 : tensor<6x3xf64>
    %17 = stablehlo.negate %16 : tensor<6x3xf64>
    %18 = stablehlo.multiply %17, %10 : tensor<6x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %20 = "stablehlo.scatter"(%18, %7, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<6x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<6x3xf64>
    %c_4 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %22 = stablehlo.compare GE, %7, %21, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %25 = stablehlo.compare LE, %7, %24, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %26 = stablehlo.and %22, %25 : tensor<3x1xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.reduce(%26 init: %c_6) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %28 = "stablehlo.gather"(%18, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf64>, tensor<3x1xi32>) -> tensor<3x3xf64>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %31 = stablehlo.select %29, %28, %30 : tensor<3x3xi1>, tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %33 = stablehlo.multiply %31, %32 : tensor<3x3xf64>
    return %14, %20, %33 : tensor<f64>, tensor<6x3xf64>, tensor<3x3xf64>
  }
}
