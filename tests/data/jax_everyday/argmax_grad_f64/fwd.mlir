module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<3x6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}) {
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
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %16 = stablehlo.multiply %arg1, %15 : tensor<3x6xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x6xf64>, tensor<f64>) -> tensor<f64>
    %18 = stablehlo.add %13, %17 : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %21 = stablehlo.multiply %arg1, %20 : tensor<3x6xf64>
    %22 = call @argmax(%21) : (tensor<3x6xf64>) -> tensor<3xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %24 = stablehlo.compare LT, %22, %23, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %26 = stablehlo.add %22, %25 : tensor<3xi64>
    %27 = stablehlo.select %24, %26, %22 : tensor<3xi1>, tensor<3xi64>
    %28 = stablehlo.convert %27 : (tensor<3xi64>) -> tensor<3xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %30 = "stablehlo.gather"(%arg0, %29) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf64>, tensor<3x1xi32>) -> tensor<3xf64>
    %31 = stablehlo.sine %30 : tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %33 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x6xf64>) -> tensor<3x6xf64>
    %35 = stablehlo.multiply %arg1, %34 : tensor<3x6xf64>
    %cst_5 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x6xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.add %32, %36 : tensor<f64>
    %38 = stablehlo.reshape %37 : (tensor<f64>) -> tensor<1xf64>
    %39 = stablehlo.sine %38 : tensor<1xf64>
    %40 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %42 = stablehlo.multiply %41, %40 : tensor<1xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %44 = stablehlo.add %43, %42 : tensor<1xf64>
    %45 = stablehlo.multiply %39, %44 : tensor<1xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.add %cst_9, %46 : tensor<f64>
    return %47, %18 : tensor<f64>, tensor<f64>
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
