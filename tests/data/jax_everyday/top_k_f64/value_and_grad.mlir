module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x8xf64> {jax.result_info = "result[1][0]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x8xf64> -> (tensor<3x3xf64>, tensor<3x3xi32>)
    %0 = stablehlo.reshape %indices : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %1 = stablehlo.reshape %values : (tensor<3x3xf64>) -> tensor<9xf64>
    %2 = stablehlo.sine %1 : tensor<9xf64>
    %3 = stablehlo.cosine %1 : tensor<9xf64>
    %4 = stablehlo.iota dim = 0 : tensor<9xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %6 = stablehlo.multiply %5, %4 : tensor<9xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %8 = stablehlo.add %7, %6 : tensor<9xf64>
    %9 = stablehlo.multiply %2, %8 : tensor<9xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.add %cst_2, %10 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %13 = stablehlo.multiply %12, %8 : tensor<9xf64>
    %14 = stablehlo.multiply %13, %3 : tensor<9xf64>
    %15 = stablehlo.reshape %14 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x8xf64>
    %17 = "stablehlo.scatter"(%16, %0, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %18 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %18 : tensor<f64>
    }) : (tensor<3x8xf64>, tensor<3x3x1xi32>, tensor<3x3xf64>) -> tensor<3x8xf64>
    return %11, %17 : tensor<f64>, tensor<3x8xf64>
  }
}
