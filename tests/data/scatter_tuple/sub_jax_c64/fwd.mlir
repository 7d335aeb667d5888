module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[3, 1]> : tensor<2xi64>
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %2 = stablehlo.compare LT, %c, %1, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %4 = stablehlo.add %c, %3 : tensor<2xi64>
    %5 = stablehlo.select %2, %4, %c : tensor<2xi1>, tensor<2xi64>
    %6 = stablehlo.convert %5 : (tensor<2xi64>) -> tensor<2xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %8 = "stablehlo.scatter"(%arg0, %7, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %9 = stablehlo.subtract %arg2, %arg3 : tensor<complex<f32>>
      stablehlo.return %9 : tensor<complex<f32>>
    }) : (tensor<5xcomplex<f32>>, tensor<2x1xi32>, tensor<2xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    return %8 : tensor<5xcomplex<f32>>
  }
}
