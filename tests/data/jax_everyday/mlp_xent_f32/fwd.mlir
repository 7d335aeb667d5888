module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<8xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16xf32>
    %4 = call @relu(%3) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x4xf32>
    %9 = call @log_softmax(%8) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %10 = call @_one_hot(%arg5) : (tensor<8xi32>) -> tensor<8x4xf64>
    %11 = stablehlo.convert %9 : (tensor<8x4xf32>) -> tensor<8x4xf64>
    %12 = stablehlo.multiply %11, %10 : tensor<8x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf64>, tensor<f64>) -> tensor<8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %15 = stablehlo.divide %14, %cst_1 : tensor<f64>
    %16 = stablehlo.negate %15 : tensor<f64>
    %17 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x16xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<8x16xf32>
    %21 = call @relu(%20) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x4xf32>
    %26 = call @log_softmax(%25) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %27 = call @_one_hot(%arg5) : (tensor<8xi32>) -> tensor<8x4xf64>
    %28 = stablehlo.convert %26 : (tensor<8x4xf32>) -> tensor<8x4xf64>
    %29 = stablehlo.multiply %28, %27 : tensor<8x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf64>, tensor<f64>) -> tensor<8xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %32 = stablehlo.divide %31, %cst_4 : tensor<f64>
    %33 = stablehlo.negate %32 : tensor<f64>
    %34 = stablehlo.reshape %33 : (tensor<f64>) -> tensor<1xf64>
    %35 = stablehlo.sine %34 : tensor<1xf64>
    %36 = stablehlo.iota dim = 0 : tensor<1xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %38 = stablehlo.multiply %37, %36 : tensor<1xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %40 = stablehlo.add %39, %38 : tensor<1xf64>
    %41 = stablehlo.multiply %35, %40 : tensor<1xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.add %cst_8, %42 : tensor<f64>
    return %43, %16 : tensor<f64>, tensor<f64>
  }
  func.func private @relu(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
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
    return %11 : tensor<8x4xf32>
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
}
