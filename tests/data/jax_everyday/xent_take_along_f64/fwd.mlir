module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf64>, %arg1: tensor<5xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<5xi1> {jax.result_info = "result[2]"}) {
    %0 = call @log_softmax(%arg0) : (tensor<5x4xf64>) -> tensor<5x4xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = call @take_along_axis(%0, %1) : (tensor<5x4xf64>, tensor<5x1xi32>) -> tensor<5x1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %4 = stablehlo.divide %3, %cst_0 : tensor<f64>
    %5 = stablehlo.negate %4 : tensor<f64>
    %6 = call @argmax(%arg0) : (tensor<5x4xf64>) -> tensor<5xi64>
    %7 = stablehlo.convert %arg1 : (tensor<5xi32>) -> tensor<5xi64>
    %8 = stablehlo.compare EQ, %6, %7, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %9 = call @log_softmax(%arg0) : (tensor<5x4xf64>) -> tensor<5x4xf64>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %11 = call @take_along_axis(%9, %10) : (tensor<5x4xf64>, tensor<5x1xi32>) -> tensor<5x1xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %13 = stablehlo.divide %12, %cst_2 : tensor<f64>
    %14 = stablehlo.negate %13 : tensor<f64>
    %15 = stablehlo.reshape %14 : (tensor<f64>) -> tensor<1xf64>
    %16 = stablehlo.sine %15 : tensor<1xf64>
    %17 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %19 = stablehlo.multiply %18, %17 : tensor<1xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %21 = stablehlo.add %20, %19 : tensor<1xf64>
    %22 = stablehlo.multiply %16, %21 : tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.add %cst_6, %23 : tensor<f64>
    return %24, %5, %8 : tensor<f64>, tensor<f64>, tensor<5xi1>
  }
  func.func private @log_softmax(%arg0: tensor<5x4xf64>) -> tensor<5x4xf64> {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.maximum %1, %0 : tensor<5xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x4xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x4xf64>
    %6 = stablehlo.exponential %5 : tensor<5x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %9 = stablehlo.log %8 : tensor<5x1xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x4xf64>
    %11 = stablehlo.subtract %5, %10 : tensor<5x4xf64>
    return %11 : tensor<5x4xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<5x4xf64>, %arg1: tensor<5x1xi32>) -> tensor<5x1xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x1xi1>, tensor<5x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x1xi32>) -> tensor<5x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x1x1xi32>, tensor<5x1x1xi32>) -> tensor<5x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x1x1xi32>, tensor<5x1x1xi32>) -> tensor<5x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x1x1xi1>, tensor<i1>) -> tensor<5x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf64>, tensor<5x1x1xi32>) -> tensor<5x1xf64>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x1xf64>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x1xi1>, tensor<5x1xf64>
    return %15 : tensor<5x1xf64>
  }
  func.func private @argmax(%arg0: tensor<5x4xf64>) -> tensor<5xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<5x4xi64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x4xf64>, tensor<5x4xi64>, tensor<f64>, tensor<i64>) -> (tensor<5xf64>, tensor<5xi64>)
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
    return %1#1 : tensor<5xi64>
  }
}
