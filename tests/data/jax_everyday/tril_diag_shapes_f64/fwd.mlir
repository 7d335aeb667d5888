module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1]"}, tensor<4x4xf64> {jax.result_info = "result[2]"}, tensor<3x3xf64> {jax.result_info = "result[3]"}, tensor<4xf64> {jax.result_info = "result[4]"}, tensor<2x3xf64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}, tensor<6xf64> {jax.result_info = "result[7]"}, tensor<3x2xf64> {jax.result_info = "result[8]"}, tensor<3xf64> {jax.result_info = "result[9]"}, tensor<2x8xf64> {jax.result_info = "result[10]"}) {
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
    %23 = call @tril(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %24 = call @triu(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %25 = call @_diag(%arg1) : (tensor<3xf64>) -> tensor<3x3xf64>
    %26 = call @_diag_0(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    %27 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %28 = stablehlo.reshape %27 : (tensor<1x3xf64>) -> tensor<1x1x1x3xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf64>) -> tensor<2x1x1x3xf64>
    %30 = stablehlo.reshape %29 : (tensor<2x1x1x3xf64>) -> tensor<2x3xf64>
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x2xf64>
    %32 = stablehlo.reshape %31 : (tensor<3x2xf64>) -> tensor<6xf64>
    %33 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %34 = stablehlo.concatenate %arg1, %33, dim = 0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %36 = stablehlo.multiply %35, %arg1 : tensor<3xf64>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %39 = stablehlo.concatenate %37, %38, dim = 1 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x2xf64>
    %40 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.add %40, %41 : tensor<3xf64>
    %43 = call @cross(%arg1, %42) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    %44 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %45 = stablehlo.reshape %44 : (tensor<4x4xf64>) -> tensor<2x8xf64>
    %46 = stablehlo.reshape %23 : (tensor<4x4xf64>) -> tensor<16xf64>
    %47 = stablehlo.reshape %24 : (tensor<4x4xf64>) -> tensor<16xf64>
    %48 = stablehlo.reshape %25 : (tensor<3x3xf64>) -> tensor<9xf64>
    %49 = stablehlo.reshape %30 : (tensor<2x3xf64>) -> tensor<6xf64>
    %50 = stablehlo.reshape %39 : (tensor<3x2xf64>) -> tensor<6xf64>
    %51 = stablehlo.reshape %45 : (tensor<2x8xf64>) -> tensor<16xf64>
    %52 = stablehlo.concatenate %46, %47, %48, %26, %49, %32, %34, %50, %43, %51, dim = 0 : (tensor<16xf64>, tensor<16xf64>, tensor<9xf64>, tensor<4xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<3xf64>, tensor<16xf64>) -> tensor<88xf64>
    %53 = stablehlo.sine %52 : tensor<88xf64>
    %54 = stablehlo.iota dim = 0 : tensor<88xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<88xf64>
    %56 = stablehlo.multiply %55, %54 : tensor<88xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<88xf64>
    %58 = stablehlo.add %57, %56 : tensor<88xf64>
    %59 = stablehlo.multiply %53, %58 : tensor<88xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<88xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.add %cst_6, %60 : tensor<f64>
    return %61, %0, %1, %2, %3, %7, %9, %11, %16, %20, %22 : tensor<f64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<3x3xf64>, tensor<4xf64>, tensor<2x3xf64>, tensor<6xf64>, tensor<6xf64>, tensor<3x2xf64>, tensor<3xf64>, tensor<2x8xf64>
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
