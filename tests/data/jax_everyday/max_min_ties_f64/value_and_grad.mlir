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
    %18 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %22 = stablehlo.add %21, %20 : tensor<3xf64>
    %23 = stablehlo.sine %0 : tensor<3xf64>
    %24 = stablehlo.cosine %0 : tensor<3xf64>
    %25 = stablehlo.multiply %23, %22 : tensor<3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.add %cst_8, %26 : tensor<f64>
    %28 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<4xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %32 = stablehlo.add %31, %30 : tensor<4xf64>
    %33 = stablehlo.sine %6 : tensor<4xf64>
    %34 = stablehlo.cosine %6 : tensor<4xf64>
    %35 = stablehlo.multiply %33, %32 : tensor<4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.add %27, %36 : tensor<f64>
    %38 = stablehlo.iota dim = 0 : tensor<1xf64>
    %39 = stablehlo.reshape %38 : (tensor<1xf64>) -> tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %40 = stablehlo.multiply %cst_12, %39 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.add %cst_13, %40 : tensor<f64>
    %42 = stablehlo.sine %12 : tensor<f64>
    %43 = stablehlo.cosine %12 : tensor<f64>
    %44 = stablehlo.multiply %42, %41 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.add %37, %45 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.multiply %cst_15, %41 : tensor<f64>
    %48 = stablehlo.multiply %47, %43 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %50 = stablehlo.multiply %49, %32 : tensor<4xf64>
    %51 = stablehlo.multiply %50, %34 : tensor<4xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %53 = stablehlo.multiply %52, %22 : tensor<3xf64>
    %54 = stablehlo.multiply %53, %24 : tensor<3xf64>
    %55 = stablehlo.divide %48, %17 : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %57 = stablehlo.multiply %56, %16 : tensor<3x4xf64>
    %58 = stablehlo.divide %51, %11 : tensor<4xf64>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<4xf64>) -> tensor<3x4xf64>
    %60 = stablehlo.multiply %59, %10 : tensor<3x4xf64>
    %61 = stablehlo.add %57, %60 : tensor<3x4xf64>
    %62 = stablehlo.divide %54, %5 : tensor<3xf64>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<3xf64>) -> tensor<3x4xf64>
    %64 = stablehlo.multiply %63, %4 : tensor<3x4xf64>
    %65 = stablehlo.add %61, %64 : tensor<3x4xf64>
    return %46, %65 : tensor<f64>, tensor<3x4xf64>
  }
}
