module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>, %arg1: tensor<3x3xf64>) -> (tensor<4x3xf64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[0, 2, 0]> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %1 = stablehlo.compare LT, %c, %0, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.add %c, %2 : tensor<3xi64>
    %4 = stablehlo.select %1, %3, %c : tensor<3xi1>, tensor<3xi64>
    %5 = stablehlo.convert %4 : (tensor<3xi64>) -> tensor<3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %9 = stablehlo.subtract %arg2, %arg3 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<4x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %8 = stablehlo.sine %7 : tensor<4x3xf64>
    return %8 : tensor<4x3xf64>
  }
}
