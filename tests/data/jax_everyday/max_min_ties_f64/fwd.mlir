module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %3 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_3 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %5 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.reshape %5 : (tensor<f64>) -> tensor<1xf64>
    %7 = stablehlo.concatenate %3, %4, %6, dim = 0 : (tensor<3xf64>, tensor<4xf64>, tensor<1xf64>) -> tensor<8xf64>
    %8 = stablehlo.sine %7 : tensor<8xf64>
    %9 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<8xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %13 = stablehlo.add %12, %11 : tensor<8xf64>
    %14 = stablehlo.multiply %8, %13 : tensor<8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.add %cst_8, %15 : tensor<f64>
    return %16, %0, %1, %2 : tensor<f64>, tensor<3xf64>, tensor<4xf64>, tensor<f64>
  }
}
