module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
    %2 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<3x4xf32>
    %6 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %12 = stablehlo.add %11, %10 : tensor<3xf64>
    %13 = stablehlo.sine %1 : tensor<3xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.add %cst_3, %15 : tensor<f64>
    %17 = stablehlo.iota dim = 0 : tensor<12xf32>
    %18 = stablehlo.reshape %17 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x4xf32>
    %23 = stablehlo.sine %5 : tensor<3x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.convert %25 : (tensor<f32>) -> tensor<f64>
    %27 = stablehlo.add %16, %26 : tensor<f64>
    %28 = stablehlo.iota dim = 0 : tensor<1xf64>
    %29 = stablehlo.reshape %28 : (tensor<1xf64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %30 = stablehlo.multiply %cst_7, %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.add %cst_8, %30 : tensor<f64>
    %32 = stablehlo.sine %7 : tensor<f64>
    %33 = stablehlo.multiply %32, %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_9) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.add %27, %34 : tensor<f64>
    return %35 : tensor<f64>
  }
}
