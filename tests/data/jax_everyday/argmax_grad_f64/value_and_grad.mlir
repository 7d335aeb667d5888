module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<3x6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1][0]"}, tensor<3x6xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %2 = stablehlo.multiply %arg1, %1 : tensor<3x6xf64>
    %3 = call @argmax(%2) : (tensor<3x6xf64>) -> tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.add %3, %6 : tensor<3xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<3xi1>, tensor<3xi64>
    %9 = stablehlo.convert %8 : (tensor<3xi64>) -> tensor<3xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf64>, tensor<3x1xi32>) -> tensor<3xf64>
    %12 = stablehlo.sine %11 : tensor<3xf64>
    %13 = stablehlo.cosine %11 : tensor<3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %17 = stablehlo.multiply %arg1, %16 : tensor<3x6xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x6xf64>, tensor<f64>) -> tensor<f64>
    %19 = stablehlo.reshape %18 : (tensor<f64>) -> tensor<1x1xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<3x6xf64>
    %21 = stablehlo.compare EQ, %17, %20, FLOAT : (tensor<3x6xf64>, tensor<3x6xf64>) -> tensor<3x6xi1>
    %22 = stablehlo.convert %21 : (tensor<3x6xi1>) -> tensor<3x6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.add %14, %18 : tensor<f64>
    %25 = stablehlo.reshape %24 : (tensor<f64>) -> tensor<1xf64>
    %26 = stablehlo.sine %25 : tensor<1xf64>
    %27 = stablehlo.cosine %25 : tensor<1xf64>
    %28 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<1xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %32 = stablehlo.add %31, %30 : tensor<1xf64>
    %33 = stablehlo.multiply %26, %32 : tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.add %cst_6, %34 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %37 = stablehlo.multiply %36, %32 : tensor<1xf64>
    %38 = stablehlo.multiply %37, %27 : tensor<1xf64>
    %39 = stablehlo.reshape %38 : (tensor<1xf64>) -> tensor<f64>
    %40 = stablehlo.divide %39, %23 : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<3x6xf64>
    %42 = stablehlo.multiply %41, %22 : tensor<3x6xf64>
    %43 = stablehlo.multiply %arg1, %42 : tensor<3x6xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf64>, tensor<f64>) -> tensor<6xf64>
    %45 = stablehlo.reshape %44 : (tensor<6xf64>) -> tensor<1x6xf64>
    %46 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %47 = stablehlo.multiply %42, %46 : tensor<3x6xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x6xf64>, tensor<f64>) -> tensor<6xf64>
    %49 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %50 = stablehlo.multiply %49, %13 : tensor<3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %52 = "stablehlo.scatter"(%51, %10, %50) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %54 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %54 : tensor<f64>
    }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
    %53 = stablehlo.add %48, %52 : tensor<6xf64>
    return %35, %53, %47 : tensor<f64>, tensor<6xf64>, tensor<3x6xf64>
  }
  func.func private @argmax(%arg0: tensor<3x6xf64>) -> tensor<3xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x6xf64>, tensor<3x6xi64>, tensor<f64>, tensor<i64>) -> (tensor<3xf64>, tensor<3xi64>)
     reducer(%arg1: tensor<f64>, %arg3: tensor<f64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f64>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
}
