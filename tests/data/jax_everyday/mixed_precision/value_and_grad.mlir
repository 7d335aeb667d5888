module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
    %2 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<3x4xf32>
    %6 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.reshape %5 : (tensor<3x4xf32>) -> tensor<12xf32>
    %9 = stablehlo.reshape %7 : (tensor<f64>) -> tensor<1xf64>
    %10 = stablehlo.convert %8 : (tensor<12xf32>) -> tensor<12xf64>
    %11 = stablehlo.concatenate %1, %10, %9, dim = 0 : (tensor<3xf64>, tensor<12xf64>, tensor<1xf64>) -> tensor<16xf64>
    %12 = stablehlo.sine %11 : tensor<16xf64>
    %13 = stablehlo.cosine %11 : tensor<16xf64>
    %14 = stablehlo.iota dim = 0 : tensor<16xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<16xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %18 = stablehlo.add %17, %16 : tensor<16xf64>
    %19 = stablehlo.multiply %12, %18 : tensor<16xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<16xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.add %cst_3, %20 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %23 = stablehlo.multiply %22, %18 : tensor<16xf64>
    %24 = stablehlo.multiply %23, %13 : tensor<16xf64>
    %25 = stablehlo.slice %24 [0:3] : (tensor<16xf64>) -> tensor<3xf64>
    %26 = stablehlo.slice %24 [3:15] : (tensor<16xf64>) -> tensor<12xf64>
    %27 = stablehlo.slice %24 [15:16] : (tensor<16xf64>) -> tensor<1xf64>
    %28 = stablehlo.convert %26 : (tensor<12xf64>) -> tensor<12xf32>
    %29 = stablehlo.reshape %27 : (tensor<1xf64>) -> tensor<f64>
    %30 = stablehlo.reshape %28 : (tensor<12xf32>) -> tensor<3x4xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %32 = stablehlo.convert %31 : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %33 = stablehlo.multiply %arg0, %30 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.reshape %34 : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<3x4xf32>
    %38 = stablehlo.add %32, %37 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.convert %39 : (tensor<4xf32>) -> tensor<4xf64>
    %41 = stablehlo.dot_general %25, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf64>, tensor<3x4xf64>) -> tensor<4xf64>
    %42 = stablehlo.add %40, %41 : tensor<4xf64>
    %43 = stablehlo.dot_general %25, %arg1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf64>, tensor<4xf64>) -> tensor<3x4xf64>
    %44 = stablehlo.convert %43 : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %45 = stablehlo.add %38, %44 : tensor<3x4xf32>
    return %21, %45, %42 : tensor<f64>, tensor<3x4xf32>, tensor<4xf64>
  }
}
