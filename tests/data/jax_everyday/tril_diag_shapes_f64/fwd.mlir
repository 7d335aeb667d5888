module @jit_tril_diag attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<3xf64>) -> (tensor<4x4xf64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1]"}, tensor<3x3xf64> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}, tensor<2x3xf64> {jax.result_info = "result[4]"}, tensor<6xf64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}, tensor<3x2xf64> {jax.result_info = "result[7]"}, tensor<3xf64> {jax.result_info = "result[8]"}, tensor<2x8xf64> {jax.result_info = "result[9]"}) {
    %0 = call @tril(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = call @triu(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = call @_diag(%arg1) : (tensor<3xf64>) -> tensor<3x3xf64>
    %3 = call @_diag_0(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x3xf64>) -> tensor<1x1x1x3xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf64>) -> tensor<2x1x1x3xf64>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x3xf64>) -> tensor<2x3xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x2xf64>
    %9 = stablehlo.reshape %8 : (tensor<3x2xf64>) -> tensor<6xf64>
    %10 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %11 = stablehlo.concatenate %arg1, %10, dim = 0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %13 = stablehlo.multiply %12, %arg1 : tensor<3xf64>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x2xf64>
    %17 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %19 = stablehlo.add %17, %18 : tensor<3xf64>
    %20 = call @cross(%arg1, %19) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    %21 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.reshape %21 : (tensor<4x4xf64>) -> tensor<2x8xf64>
    return %0, %1, %2, %3, %7, %9, %11, %16, %20, %22 : tensor<4x4xf64>, tensor<4x4xf64>, tensor<3x3xf64>, tensor<4xf64>, tensor<2x3xf64>, tensor<6xf64>, tensor<6xf64>, tensor<3x2xf64>, tensor<3xf64>, tensor<2x8xf64>
  }
  func.func private @tril(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @triu(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @_diag(%arg0: tensor<3xf64>) -> tensor<3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xf64>, tensor<f64>) -> tensor<3x3xf64>
    return %7 : tensor<3x3xf64>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf64>, %arg2: tensor<f64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
  func.func private @_diag_0(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = call @diagonal(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      stablehlo.return %25 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    return %7 : tensor<4xf64>
  }
  func.func private @cross(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %3 = stablehlo.reshape %2 : (tensor<1xf64>) -> tensor<f64>
    %4 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8 = stablehlo.slice %arg1 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %8 : (tensor<1xf64>) -> tensor<f64>
    %10 = stablehlo.slice %arg1 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %11 = stablehlo.reshape %10 : (tensor<1xf64>) -> tensor<f64>
    %12 = stablehlo.multiply %3, %11 : tensor<f64>
    %13 = stablehlo.multiply %5, %9 : tensor<f64>
    %14 = stablehlo.subtract %12, %13 : tensor<f64>
    %15 = stablehlo.multiply %5, %7 : tensor<f64>
    %16 = stablehlo.multiply %1, %11 : tensor<f64>
    %17 = stablehlo.subtract %15, %16 : tensor<f64>
    %18 = stablehlo.multiply %1, %9 : tensor<f64>
    %19 = stablehlo.multiply %3, %7 : tensor<f64>
    %20 = stablehlo.subtract %18, %19 : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %22 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %23 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3xf64>
    return %24 : tensor<3xf64>
  }
}
