module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1][0]"}, tensor<7xf32> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @sort(%arg0) : (tensor<7xf32>) -> (tensor<7xf32>, tensor<7x1xui32>)
    %1 = call @argsort(%arg0) : (tensor<7xf32>) -> tensor<7xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %5 = stablehlo.add %1, %4 : tensor<7xi64>
    %6 = stablehlo.select %3, %5, %1 : tensor<7xi1>, tensor<7xi64>
    %7 = stablehlo.convert %6 : (tensor<7xi64>) -> tensor<7xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %9 = "stablehlo.gather"(%arg1, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %10 = stablehlo.concatenate %0#0, %9, dim = 0 : (tensor<7xf32>, tensor<7xf32>) -> tensor<14xf32>
    %11 = stablehlo.sine %10 : tensor<14xf32>
    %12 = stablehlo.cosine %10 : tensor<14xf32>
    %13 = stablehlo.iota dim = 0 : tensor<14xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<14xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %17 = stablehlo.add %16, %15 : tensor<14xf32>
    %18 = stablehlo.multiply %11, %17 : tensor<14xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_3, %19 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<14xf32>
    %23 = stablehlo.multiply %22, %12 : tensor<14xf32>
    %24 = stablehlo.slice %23 [0:7] : (tensor<14xf32>) -> tensor<7xf32>
    %25 = stablehlo.slice %23 [7:14] : (tensor<14xf32>) -> tensor<7xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %27 = "stablehlo.scatter"(%26, %8, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %29 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %29 : tensor<f32>
    }) : (tensor<7xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<7xf32>
    %28 = call @sort_0(%0#1, %24) : (tensor<7x1xui32>, tensor<7xf32>) -> tensor<7xf32>
    return %20, %28, %27 : tensor<f32>, tensor<7xf32>, tensor<7xf32>
  }
  func.func private @sort(%arg0: tensor<7xf32>) -> (tensor<7xf32>, tensor<7x1xui32>) {
    %0 = stablehlo.iota dim = 0 : tensor<7xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<7xf32>, tensor<7xui32>) -> (tensor<7xf32>, tensor<7xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0] : (tensor<7xui32>) -> tensor<7x1xui32>
    return %1#0, %2 : tensor<7xf32>, tensor<7x1xui32>
  }
  func.func private @argsort(%arg0: tensor<7xf32>) -> tensor<7xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<7xi64>
    %1 = stablehlo.iota dim = 0 : tensor<7xui32>
    %2:3 = "stablehlo.sort"(%arg0, %0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>, %arg5: tensor<ui32>, %arg6: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<7xf32>, tensor<7xi64>, tensor<7xui32>) -> (tensor<7xf32>, tensor<7xi64>, tensor<7xui32>)
    return %2#1 : tensor<7xi64>
  }
  func.func private @sort_0(%arg0: tensor<7x1xui32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<7xf32>, tensor<7x1xui32>, tensor<7xf32>) -> tensor<7xf32>
    return %1 : tensor<7xf32>
  }
}
