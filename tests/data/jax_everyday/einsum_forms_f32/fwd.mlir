module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<2x3x5xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<4x4xf32> {jax.result_info = "result[5]"}, tensor<2x5x3xf32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<f32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg4, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1xf32>) -> tensor<4xf32>
    %13 = stablehlo.dot_general %10, %12, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<2x3x4xf32>) -> tensor<5x2x3xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<5x2x3xf32>) -> tensor<2x5x3xf32>
    %16 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %17 = stablehlo.dot_general %arg4, %16, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %18 = call @trace(%arg4) : (tensor<4x4xf32>) -> tensor<f32>
    %19 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %20 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %21 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %22 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %23 = stablehlo.compare EQ, %21, %22, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %25 = stablehlo.select %23, %arg4, %24 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x4xf32>) -> tensor<4xf32>
    %30 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x1xf32>) -> tensor<4xf32>
    %32 = stablehlo.dot_general %29, %31, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %33 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<2x3x4xf32>) -> tensor<5x2x3xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2] : (tensor<5x2x3xf32>) -> tensor<2x5x3xf32>
    %35 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %36 = stablehlo.dot_general %arg4, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %37 = call @trace(%arg4) : (tensor<4x4xf32>) -> tensor<f32>
    %38 = stablehlo.reshape %19 : (tensor<3x5xf32>) -> tensor<15xf32>
    %39 = stablehlo.reshape %20 : (tensor<2x3x5xf32>) -> tensor<30xf32>
    %40 = stablehlo.reshape %27 : (tensor<f32>) -> tensor<1xf32>
    %41 = stablehlo.reshape %32 : (tensor<4x4xf32>) -> tensor<16xf32>
    %42 = stablehlo.reshape %34 : (tensor<2x5x3xf32>) -> tensor<30xf32>
    %43 = stablehlo.reshape %37 : (tensor<f32>) -> tensor<1xf32>
    %44 = stablehlo.concatenate %38, %39, %26, %40, %41, %42, %36, %43, dim = 0 : (tensor<15xf32>, tensor<30xf32>, tensor<4xf32>, tensor<1xf32>, tensor<16xf32>, tensor<30xf32>, tensor<4xf32>, tensor<1xf32>) -> tensor<101xf32>
    %45 = stablehlo.sine %44 : tensor<101xf32>
    %46 = stablehlo.iota dim = 0 : tensor<101xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<101xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %50 = stablehlo.add %49, %48 : tensor<101xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<101xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<101xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.add %cst_8, %52 : tensor<f32>
    return %53, %0, %1, %7, %8, %13, %15, %17, %18 : tensor<f32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<4xf32>, tensor<f32>, tensor<4x4xf32>, tensor<2x5x3xf32>, tensor<4xf32>, tensor<f32>
  }
  func.func private @trace(%arg0: tensor<4x4xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = call @_where(%4, %arg0, %5) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
