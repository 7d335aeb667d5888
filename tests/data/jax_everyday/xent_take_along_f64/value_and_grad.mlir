module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf64>, %arg1: tensor<5xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x4xf64> {jax.result_info = "result[1][0]"}) {
    %0:3 = call @log_softmax(%arg0) : (tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x1xf64>)
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2:2 = call @take_along_axis(%0#0, %1) : (tensor<5x4xf64>, tensor<5x1xi32>) -> (tensor<5x1xf64>, tensor<5x1x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2#0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %4 = stablehlo.divide %3, %cst_0 : tensor<f64>
    %5 = stablehlo.negate %4 : tensor<f64>
    %6 = stablehlo.reshape %5 : (tensor<f64>) -> tensor<1xf64>
    %7 = stablehlo.sine %6 : tensor<1xf64>
    %8 = stablehlo.cosine %6 : tensor<1xf64>
    %9 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<1xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %13 = stablehlo.add %12, %11 : tensor<1xf64>
    %14 = stablehlo.multiply %7, %13 : tensor<1xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.add %cst_4, %15 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %18 = stablehlo.multiply %17, %13 : tensor<1xf64>
    %19 = stablehlo.multiply %18, %8 : tensor<1xf64>
    %20 = stablehlo.reshape %19 : (tensor<1xf64>) -> tensor<f64>
    %21 = stablehlo.negate %20 : tensor<f64>
    %cst_6 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %22 = stablehlo.divide %21, %cst_6 : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<5x1xf64>
    %24 = call @take_along_axis_0(%2#1, %23) : (tensor<5x1x1xi32>, tensor<5x1xf64>) -> tensor<5x4xf64>
    %25 = call @log_softmax_1(%0#1, %0#2, %24) : (tensor<5x4xf64>, tensor<5x1xf64>, tensor<5x4xf64>) -> tensor<5x4xf64>
    return %16, %25 : tensor<f64>, tensor<5x4xf64>
  }
  func.func private @log_softmax(%arg0: tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x1xf64>) {
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
    return %11, %6, %8 : tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x1xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<5x4xf64>, %arg1: tensor<5x1xi32>) -> (tensor<5x1xf64>, tensor<5x1x1xi32>) {
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
    return %15, %5 : tensor<5x1xf64>, tensor<5x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<5x1x1xi32>, %arg1: tensor<5x1xf64>) -> tensor<5x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<5x4xf64>, tensor<5x1x1xi32>, tensor<5x1xf64>) -> tensor<5x4xf64>
    return %1 : tensor<5x4xf64>
  }
  func.func private @log_softmax_1(%arg0: tensor<5x4xf64>, %arg1: tensor<5x1xf64>, %arg2: tensor<5x4xf64>) -> tensor<5x4xf64> {
    %0 = stablehlo.negate %arg2 : tensor<5x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.reshape %1 : (tensor<5xf64>) -> tensor<5x1xf64>
    %3 = stablehlo.divide %2, %arg1 : tensor<5x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xf64>) -> tensor<5x4xf64>
    %6 = stablehlo.multiply %5, %arg0 : tensor<5x4xf64>
    %7 = stablehlo.add %arg2, %6 : tensor<5x4xf64>
    return %7 : tensor<5x4xf64>
  }
}
