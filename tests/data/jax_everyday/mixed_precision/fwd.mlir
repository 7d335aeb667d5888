module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
    %2 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<3x4xf32>
    %6 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %9 = stablehlo.dot_general %8, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
    %10 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<3x4xf32>
    %14 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %16 = stablehlo.reshape %13 : (tensor<3x4xf32>) -> tensor<12xf32>
    %17 = stablehlo.reshape %15 : (tensor<f64>) -> tensor<1xf64>
    %18 = stablehlo.convert %16 : (tensor<12xf32>) -> tensor<12xf64>
    %19 = stablehlo.concatenate %9, %18, %17, dim = 0 : (tensor<3xf64>, tensor<12xf64>, tensor<1xf64>) -> tensor<16xf64>
    %20 = stablehlo.sine %19 : tensor<16xf64>
    %21 = stablehlo.iota dim = 0 : tensor<16xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %23 = stablehlo.multiply %22, %21 : tensor<16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %25 = stablehlo.add %24, %23 : tensor<16xf64>
    %26 = stablehlo.multiply %20, %25 : tensor<16xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<16xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.add %cst_4, %27 : tensor<f64>
    return %28, %1, %5, %7 : tensor<f64>, tensor<3xf64>, tensor<3x4xf32>, tensor<f64>
  }
}
