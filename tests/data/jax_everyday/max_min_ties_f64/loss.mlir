module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %3 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %7 = stablehlo.add %6, %5 : tensor<3xf64>
    %8 = stablehlo.sine %0 : tensor<3xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.add %cst_5, %10 : tensor<f64>
    %12 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<4xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %16 = stablehlo.add %15, %14 : tensor<4xf64>
    %17 = stablehlo.sine %1 : tensor<4xf64>
    %18 = stablehlo.multiply %17, %16 : tensor<4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.reduce(%18 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %20 = stablehlo.add %11, %19 : tensor<f64>
    %21 = stablehlo.iota dim = 0 : tensor<1xf64>
    %22 = stablehlo.reshape %21 : (tensor<1xf64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %23 = stablehlo.multiply %cst_9, %22 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = stablehlo.add %cst_10, %23 : tensor<f64>
    %25 = stablehlo.sine %2 : tensor<f64>
    %26 = stablehlo.multiply %25, %24 : tensor<f64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_11) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.add %20, %27 : tensor<f64>
    return %28 : tensor<f64>
  }
}
