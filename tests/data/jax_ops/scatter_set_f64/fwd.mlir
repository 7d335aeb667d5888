module @jit_scatter_set attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf64>, %arg1: tensor<3xi32>, %arg2: tensor<3x3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
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
    %10 = stablehlo.iota dim = 0 : tensor<18xf64>
    %11 = stablehlo.reshape %10 : (tensor<18xf64>) -> tensor<6x3xf64>
    %12 = stablehlo.multiply %9, %11 : tensor<6x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf64>, tensor<f64>) -> tensor<f64>
    return %13 : tensor<f64>
  }
}
