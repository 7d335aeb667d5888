module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x4xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.reshape %0 : (tensor<3xf64>) -> tensor<3x1xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x4xf64>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %4 = stablehlo.convert %3 : (tensor<3x4xi1>) -> tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %6 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.reshape %6 : (tensor<4xf64>) -> tensor<1x4xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<3x4xf64>
    %9 = stablehlo.compare EQ, %arg0, %8, FLOAT : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %10 = stablehlo.convert %9 : (tensor<3x4xi1>) -> tensor<3x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %12 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.reshape %12 : (tensor<f64>) -> tensor<1x1xf64>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<3x4xf64>
    %15 = stablehlo.compare EQ, %arg0, %14, FLOAT : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %16 = stablehlo.convert %15 : (tensor<3x4xi1>) -> tensor<3x4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %18 = stablehlo.reshape %12 : (tensor<f64>) -> tensor<1xf64>
    %19 = stablehlo.concatenate %0, %6, %18, dim = 0 : (tensor<3xf64>, tensor<4xf64>, tensor<1xf64>) -> tensor<8xf64>
    %20 = stablehlo.sine %19 : tensor<8xf64>
    %21 = stablehlo.cosine %19 : tensor<8xf64>
    %22 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %24 = stablehlo.multiply %23, %22 : tensor<8xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %26 = stablehlo.add %25, %24 : tensor<8xf64>
    %27 = stablehlo.multiply %20, %26 : tensor<8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.add %cst_8, %28 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %31 = stablehlo.multiply %30, %26 : tensor<8xf64>
    %32 = stablehlo.multiply %31, %21 : tensor<8xf64>
    %33 = stablehlo.slice %32 [0:3] : (tensor<8xf64>) -> tensor<3xf64>
    %34 = stablehlo.slice %32 [3:7] : (tensor<8xf64>) -> tensor<4xf64>
    %35 = stablehlo.slice %32 [7:8] : (tensor<8xf64>) -> tensor<1xf64>
    %36 = stablehlo.reshape %35 : (tensor<1xf64>) -> tensor<f64>
    %37 = stablehlo.divide %36, %17 : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %39 = stablehlo.multiply %38, %16 : tensor<3x4xf64>
    %40 = stablehlo.divide %34, %11 : tensor<4xf64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<4xf64>) -> tensor<3x4xf64>
    %42 = stablehlo.multiply %41, %10 : tensor<3x4xf64>
    %43 = stablehlo.add %39, %42 : tensor<3x4xf64>
    %44 = stablehlo.divide %33, %5 : tensor<3xf64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<3xf64>) -> tensor<3x4xf64>
    %46 = stablehlo.multiply %45, %4 : tensor<3x4xf64>
    %47 = stablehlo.add %43, %46 : tensor<3x4xf64>
    return %29, %47 : tensor<f64>, tensor<3x4xf64>
  }
}
