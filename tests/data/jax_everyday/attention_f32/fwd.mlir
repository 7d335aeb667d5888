module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x5x8xf32>, %arg2: tensor<2x5x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x4x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x5x8xf32>) -> tensor<2x4x5xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %1 = stablehlo.sqrt %cst : tensor<f64>
    %2 = stablehlo.convert %1 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %4 = stablehlo.divide %0, %3 : tensor<2x4x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %6 = call @tril(%5) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f64>
    %7 = call @_where(%6, %4, %cst_0) : (tensor<4x5xi1>, tensor<2x4x5xf32>, tensor<f64>) -> tensor<2x4x5xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<2x4x5xf32>
    %14 = stablehlo.exponential %13 : tensor<2x4x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x4x5xf32>
    %19 = stablehlo.dot_general %18, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x5x3xf32>) -> tensor<2x4x3xf32>
    %20 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x5x8xf32>) -> tensor<2x4x5xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %21 = stablehlo.sqrt %cst_4 : tensor<f64>
    %22 = stablehlo.convert %21 : (tensor<f64>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %24 = stablehlo.divide %20, %23 : tensor<2x4x5xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %26 = call @tril(%25) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f64>
    %27 = call @_where(%26, %24, %cst_6) : (tensor<4x5xi1>, tensor<2x4x5xf32>, tensor<f64>) -> tensor<2x4x5xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2x4xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<2x4x5xf32>
    %34 = stablehlo.exponential %33 : tensor<2x4x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %38 = stablehlo.divide %34, %37 : tensor<2x4x5xf32>
    %39 = stablehlo.dot_general %38, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x5x3xf32>) -> tensor<2x4x3xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x3xf32>) -> tensor<24xf32>
    %41 = stablehlo.sine %40 : tensor<24xf32>
    %42 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<24xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %46 = stablehlo.add %45, %44 : tensor<24xf32>
    %47 = stablehlo.multiply %41, %46 : tensor<24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.add %cst_13, %48 : tensor<f32>
    return %49, %19 : tensor<f32>, tensor<2x4x3xf32>
  }
  func.func private @tril(%arg0: tensor<4x5xi1>) -> tensor<4x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x5xi64>, tensor<4x5xi64>) -> tensor<4x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x5xi1>, tensor<4x5xi1>
    return %6 : tensor<4x5xi1>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<f64>) -> tensor<2x4x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<2x4x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x5xi1>, tensor<2x4x5xf32>
    return %3 : tensor<2x4x5xf32>
  }
}
