module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}, tensor<i1> {jax.result_info = "result[4]"}, tensor<4x6xi32> {jax.result_info = "result[5]"}, tensor<4x6xi32> {jax.result_info = "result[6]"}, tensor<4x6xi32> {jax.result_info = "result[7]"}, tensor<4x6xf32> {jax.result_info = "result[8]"}, tensor<4x6xf32> {jax.result_info = "result[9]"}, tensor<4x6xf32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %3 = stablehlo.convert %2 : (tensor<4x6xi32>) -> tensor<4x6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<i64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.compare LT, %arg0, %5, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %7 = call @count_nonzero(%6) : (tensor<4x6xi1>) -> tensor<6xi64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.compare GT, %arg0, %8, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.reduce(%9 init: %c_2) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<-8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %12 = stablehlo.compare GT, %arg1, %11, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_4) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i64>
    %14 = call @floor_divide(%arg1, %c_5) : (tensor<4x6xi32>, tensor<i64>) -> tensor<4x6xi32>
    %c_6 = stablehlo.constant dense<4> : tensor<i64>
    %15 = call @remainder(%arg1, %c_6) : (tensor<4x6xi32>, tensor<i64>) -> tensor<4x6xi32>
    %16 = stablehlo.abs %arg1 : tensor<4x6xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %18 = stablehlo.multiply %arg1, %17 : tensor<4x6xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %20 = stablehlo.add %18, %19 : tensor<4x6xi32>
    %21 = stablehlo.convert %20 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4x6xf32>
    %23 = stablehlo.sign %arg0 : tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %25 = stablehlo.multiply %arg0, %24 : tensor<4x6xf32>
    %26 = stablehlo.floor %25 : tensor<4x6xf32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %28 = stablehlo.multiply %arg1, %27 : tensor<4x6xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %30 = stablehlo.add %28, %29 : tensor<4x6xi32>
    %31 = stablehlo.convert %30 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %32 = stablehlo.multiply %31, %arg0 : tensor<4x6xf32>
    %33 = stablehlo.sign %arg0 : tensor<4x6xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %35 = stablehlo.multiply %arg0, %34 : tensor<4x6xf32>
    %36 = stablehlo.floor %35 : tensor<4x6xf32>
    %37 = stablehlo.reshape %32 : (tensor<4x6xf32>) -> tensor<24xf32>
    %38 = stablehlo.reshape %33 : (tensor<4x6xf32>) -> tensor<24xf32>
    %39 = stablehlo.reshape %36 : (tensor<4x6xf32>) -> tensor<24xf32>
    %40 = stablehlo.concatenate %37, %38, %39, dim = 0 : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<72xf32>
    %41 = stablehlo.sine %40 : tensor<72xf32>
    %42 = stablehlo.iota dim = 0 : tensor<72xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<72xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %46 = stablehlo.add %45, %44 : tensor<72xf32>
    %47 = stablehlo.multiply %41, %46 : tensor<72xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<72xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.add %cst_16, %48 : tensor<f32>
    return %49, %4, %7, %10, %13, %14, %15, %16, %22, %23, %26 : tensor<f32>, tensor<i64>, tensor<6xi64>, tensor<i1>, tensor<i1>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x6xi1>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x6xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %3 = stablehlo.convert %2 : (tensor<4x6xi32>) -> tensor<4x6xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.reduce(%3 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<4x6xi64>, tensor<i64>) -> tensor<6xi64>
    return %4 : tensor<6xi64>
  }
  func.func private @floor_divide(%arg0: tensor<4x6xi32>, %arg1: tensor<i64>) -> tensor<4x6xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x6xi32>
    %3 = stablehlo.sign %arg0 : tensor<4x6xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %11 = stablehlo.and %6, %10 : tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4x6xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    return %14 : tensor<4x6xi32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @remainder(%arg0: tensor<4x6xi32>, %arg1: tensor<i64>) -> tensor<4x6xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4x6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %12 = stablehlo.and %11, %6 : tensor<4x6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %14 = stablehlo.add %4, %13 : tensor<4x6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4x6xi1>, tensor<4x6xi32>
    return %15 : tensor<4x6xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
