module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<8xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<8x6xf32> {jax.result_info = "result[1][0]"}, tensor<6x16xf32> {jax.result_info = "result[1][1]"}, tensor<16xf32> {jax.result_info = "result[1][2]"}, tensor<16x4xf32> {jax.result_info = "result[1][3]"}, tensor<4xf32> {jax.result_info = "result[1][4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16xf32>
    %4 = call @relu(%3) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x4xf32>
    %11:3 = call @log_softmax(%10) : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>)
    %12 = call @_one_hot(%arg5) : (tensor<8xi32>) -> tensor<8x4xf64>
    %13 = stablehlo.convert %11#0 : (tensor<8x4xf32>) -> tensor<8x4xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<8x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf64>, tensor<f64>) -> tensor<8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %17 = stablehlo.divide %16, %cst_2 : tensor<f64>
    %18 = stablehlo.negate %17 : tensor<f64>
    %19 = stablehlo.reshape %18 : (tensor<f64>) -> tensor<1xf64>
    %20 = stablehlo.sine %19 : tensor<1xf64>
    %21 = stablehlo.cosine %19 : tensor<1xf64>
    %22 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %24 = stablehlo.multiply %23, %22 : tensor<1xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %26 = stablehlo.add %25, %24 : tensor<1xf64>
    %27 = stablehlo.multiply %20, %26 : tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.add %cst_6, %28 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %31 = stablehlo.multiply %30, %26 : tensor<1xf64>
    %32 = stablehlo.multiply %31, %21 : tensor<1xf64>
    %33 = stablehlo.reshape %32 : (tensor<1xf64>) -> tensor<f64>
    %34 = stablehlo.negate %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %35 = stablehlo.divide %34, %cst_8 : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<8xf64>) -> tensor<8x4xf64>
    %38 = stablehlo.multiply %37, %12 : tensor<8x4xf64>
    %39 = stablehlo.convert %38 : (tensor<8x4xf64>) -> tensor<8x4xf32>
    %40 = call @log_softmax_0(%11#1, %11#2, %39) : (tensor<8x4xf32>, tensor<8x1xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.reshape %41 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.dot_general %40, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %46 = stablehlo.dot_general %40, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<16x4xf32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %48 = stablehlo.select %6, %46, %47 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.dot_general %48, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x6xf32>) -> tensor<16x6xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %54 = stablehlo.dot_general %48, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<6x16xf32>) -> tensor<8x6xf32>
    return %29, %54, %53, %51, %45, %43 : tensor<f64>, tensor<8x6xf32>, tensor<6x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>
  }
  func.func private @relu(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4xf32>
    %6 = stablehlo.exponential %5 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x4xf32>
    return %11, %6, %8 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<8x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x4xi1>) -> tensor<8x4xf64>
    return %5 : tensor<8x4xf64>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x4xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x4xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x4xf32>
    return %7 : tensor<8x4xf32>
  }
}
