module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x2x8xf32>, %arg1: tensor<1x4x2x8xf32>, %arg2: tensor<1x4x2x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x2x4x1x4xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = call @tril(%5) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %9 = stablehlo.and %4, %8 : tensor<1x2x4x4xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %10 = call @_where(%9, %3, %cst_1) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<1x1x2x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<1x1x2x4x4xf32>
    %17 = stablehlo.exponential %16 : tensor<1x1x2x4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %21 = stablehlo.divide %17, %20 : tensor<1x1x2x4x4xf32>
    %22 = stablehlo.dot_general %arg2, %21, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %23 = stablehlo.transpose %22, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %24 = stablehlo.transpose %23, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %26 = stablehlo.reshape %arg0 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %27 = stablehlo.dot_general %26, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %cst_5 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<1x2x4x1x4xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %32 = call @tril(%31) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %35 = stablehlo.and %30, %34 : tensor<1x2x4x4xi1>
    %cst_8 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %36 = call @_where(%35, %29, %cst_8) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<1x1x2x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<1x1x2x4x4xf32>
    %43 = stablehlo.exponential %42 : tensor<1x1x2x4x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %47 = stablehlo.divide %43, %46 : tensor<1x1x2x4x4xf32>
    %48 = stablehlo.dot_general %arg2, %47, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %49 = stablehlo.transpose %48, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %50 = stablehlo.transpose %49, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x4x2x8xf32>) -> tensor<64xf32>
    %53 = stablehlo.sine %52 : tensor<64xf32>
    %54 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.add %57, %56 : tensor<64xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.add %cst_15, %60 : tensor<f32>
    return %61, %25 : tensor<f32>, tensor<1x4x2x8xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
  func.func private @_where(%arg0: tensor<1x2x4x4xi1>, %arg1: tensor<1x2x4x1x4xf32>, %arg2: tensor<f32>) -> tensor<1x1x2x4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xi1>) -> tensor<1x1x2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>
    return %4 : tensor<1x1x2x4x4xf32>
  }
}
