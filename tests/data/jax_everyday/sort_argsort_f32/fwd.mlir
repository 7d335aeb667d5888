module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<7xi64> {jax.result_info = "result[3]"}) {
    %0 = call @sort(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
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
    %10 = stablehlo.negate %arg1 : tensor<7xf32>
    %11 = call @argsort(%10) : (tensor<7xf32>) -> tensor<7xi64>
    %12 = call @sort(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
    %13 = call @argsort(%arg0) : (tensor<7xf32>) -> tensor<7xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %15 = stablehlo.compare LT, %13, %14, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<7> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %17 = stablehlo.add %13, %16 : tensor<7xi64>
    %18 = stablehlo.select %15, %17, %13 : tensor<7xi1>, tensor<7xi64>
    %19 = stablehlo.convert %18 : (tensor<7xi64>) -> tensor<7xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %21 = "stablehlo.gather"(%arg1, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %22 = stablehlo.concatenate %12, %21, dim = 0 : (tensor<7xf32>, tensor<7xf32>) -> tensor<14xf32>
    %23 = stablehlo.sine %22 : tensor<14xf32>
    %24 = stablehlo.iota dim = 0 : tensor<14xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<14xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %28 = stablehlo.add %27, %26 : tensor<14xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<14xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.add %cst_5, %30 : tensor<f32>
    return %31, %0, %9, %11 : tensor<f32>, tensor<7xf32>, tensor<7xf32>, tensor<7xi64>
  }
  func.func private @sort(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<7xf32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @argsort(%arg0: tensor<7xf32>) -> tensor<7xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<7xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<7xf32>, tensor<7xi64>) -> (tensor<7xf32>, tensor<7xi64>)
    return %1#1 : tensor<7xi64>
  }
}
