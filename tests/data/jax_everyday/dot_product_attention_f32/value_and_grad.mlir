module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x2x8xf32>, %arg1: tensor<1x4x2x8xf32>, %arg2: tensor<1x4x2x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[1][0]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[1][1]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[1][2]"}) {
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
    %10:2 = call @_where(%9, %3, %cst_1) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xi1>)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10#0 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<1x1x2x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %16 = stablehlo.subtract %10#0, %15 : tensor<1x1x2x4x4xf32>
    %17 = stablehlo.exponential %16 : tensor<1x1x2x4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %21 = stablehlo.divide %17, %20 : tensor<1x1x2x4x4xf32>
    %22 = stablehlo.multiply %19, %19 : tensor<1x1x2x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x2x4x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<1x1x2x4x1xf32>
    %25 = stablehlo.dot_general %arg2, %21, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %26 = stablehlo.transpose %25, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %27 = stablehlo.transpose %26, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x4x2x8xf32>) -> tensor<64xf32>
    %30 = stablehlo.sine %29 : tensor<64xf32>
    %31 = stablehlo.cosine %29 : tensor<64xf32>
    %32 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %36 = stablehlo.add %35, %34 : tensor<64xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_9, %38 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<64xf32>
    %42 = stablehlo.multiply %41, %31 : tensor<64xf32>
    %43 = stablehlo.reshape %42 : (tensor<64xf32>) -> tensor<1x4x2x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %45 = stablehlo.transpose %44, dims = [3, 0, 1, 2, 4] : (tensor<1x4x2x1x8xf32>) -> tensor<1x1x4x2x8xf32>
    %46 = stablehlo.transpose %45, dims = [1, 3, 4, 0, 2] : (tensor<1x1x4x2x8xf32>) -> tensor<1x2x8x1x4xf32>
    %47 = stablehlo.dot_general %46, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x8x1x4xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x1x4x4xf32>
    %48 = stablehlo.transpose %47, dims = [2, 0, 1, 3, 4] : (tensor<1x2x1x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %49 = stablehlo.dot_general %46, %21, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x8x1x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x4xf32>
    %50 = stablehlo.transpose %49, dims = [0, 3, 1, 2] : (tensor<1x2x8x4xf32>) -> tensor<1x4x2x8xf32>
    %51 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<1x1x2x4x4xf32>
    %53 = stablehlo.multiply %52, %17 : tensor<1x1x2x4x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %56 = stablehlo.negate %55 : tensor<1x1x2x4x1xf32>
    %57 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %58 = stablehlo.divide %48, %57 : tensor<1x1x2x4x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<2x4xf32>) -> tensor<1x1x2x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %62 = stablehlo.add %58, %61 : tensor<1x1x2x4x4xf32>
    %63 = stablehlo.multiply %62, %17 : tensor<1x1x2x4x4xf32>
    %64 = call @_where_0(%10#1, %63) : (tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x4x1x4xf32>
    %cst_13 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<1x2x4x1x4xf32>
    %67 = stablehlo.dot_general %66, %0, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x4x1x4xf32>, tensor<1x4x2x1x8xf32>) -> tensor<1x2x4x8xf32>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] : (tensor<1x2x4x8xf32>) -> tensor<1x4x2x8xf32>
    %69 = stablehlo.dot_general %66, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x4x1x4xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x8xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3, 4] : (tensor<1x2x4x1x8xf32>) -> tensor<1x4x2x1x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    return %39, %71, %68, %50 : tensor<f32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
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
  func.func private @_where(%arg0: tensor<1x2x4x4xi1>, %arg1: tensor<1x2x4x1x4xf32>, %arg2: tensor<f32>) -> (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xi1>) -> tensor<1x1x2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>
    return %4, %1 : tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xi1>
  }
  func.func private @_where_0(%arg0: tensor<1x1x2x4x4xi1>, %arg1: tensor<1x1x2x4x4xf32>) -> tensor<1x2x4x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x1x2x4x4xf32>) -> tensor<1x2x4x1x4xf32>
    return %2 : tensor<1x2x4x1x4xf32>
  }
}
