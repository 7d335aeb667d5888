module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x5x8xf32>, %arg2: tensor<2x5x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x4x8xf32> {jax.result_info = "result[1][0]"}, tensor<2x5x8xf32> {jax.result_info = "result[1][1]"}, tensor<2x5x3xf32> {jax.result_info = "result[1][2]"}) {
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
    %7:2 = call @_where(%6, %4, %cst_0) : (tensor<4x5xi1>, tensor<2x4x5xf32>, tensor<f64>) -> (tensor<2x4x5xf32>, tensor<2x4x5xi1>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7#0 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %13 = stablehlo.subtract %7#0, %12 : tensor<2x4x5xf32>
    %14 = stablehlo.exponential %13 : tensor<2x4x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x4x5xf32>
    %19 = stablehlo.multiply %16, %16 : tensor<2x4x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %21 = stablehlo.divide %20, %19 : tensor<2x4x1xf32>
    %22 = stablehlo.dot_general %18, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x5x3xf32>) -> tensor<2x4x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x3xf32>) -> tensor<24xf32>
    %24 = stablehlo.sine %23 : tensor<24xf32>
    %25 = stablehlo.cosine %23 : tensor<24xf32>
    %26 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<24xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %30 = stablehlo.add %29, %28 : tensor<24xf32>
    %31 = stablehlo.multiply %24, %30 : tensor<24xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.add %cst_8, %32 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<24xf32>
    %36 = stablehlo.multiply %35, %25 : tensor<24xf32>
    %37 = stablehlo.reshape %36 : (tensor<24xf32>) -> tensor<2x4x3xf32>
    %38 = stablehlo.dot_general %37, %18, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1] : (tensor<2x3x5xf32>) -> tensor<2x5x3xf32>
    %40 = stablehlo.dot_general %37, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x5x3xf32>) -> tensor<2x4x5xf32>
    %41 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x4x5xf32>
    %43 = stablehlo.multiply %42, %14 : tensor<2x4x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x4x5xf32>, tensor<f32>) -> tensor<2x4xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %46 = stablehlo.negate %45 : tensor<2x4x1xf32>
    %47 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x5xf32>
    %48 = stablehlo.divide %40, %47 : tensor<2x4x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x5xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x4x5xf32>
    %52 = stablehlo.multiply %51, %14 : tensor<2x4x5xf32>
    %53 = call @_where_0(%7#1, %52) : (tensor<2x4x5xi1>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
    %54 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2x4x5xf32>
    %56 = stablehlo.dot_general %55, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x4x8xf32>) -> tensor<2x5x8xf32>
    %57 = stablehlo.dot_general %55, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x5x8xf32>) -> tensor<2x4x8xf32>
    return %33, %57, %56, %39 : tensor<f32>, tensor<2x4x8xf32>, tensor<2x5x8xf32>, tensor<2x5x3xf32>
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
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<f64>) -> (tensor<2x4x5xf32>, tensor<2x4x5xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<2x4x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x5xi1>, tensor<2x4x5xf32>
    return %3, %1 : tensor<2x4x5xf32>, tensor<2x4x5xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x4x5xi1>, %arg1: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x5xi1>, tensor<2x4x5xf32>
    return %1 : tensor<2x4x5xf32>
  }
}
