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
    %8 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %12 = stablehlo.add %11, %10 : tensor<3xf64>
    %13 = stablehlo.sine %1 : tensor<3xf64>
    %14 = stablehlo.cosine %1 : tensor<3xf64>
    %15 = stablehlo.multiply %13, %12 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.add %cst_3, %16 : tensor<f64>
    %18 = stablehlo.iota dim = 0 : tensor<12xf32>
    %19 = stablehlo.reshape %18 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.add %22, %21 : tensor<3x4xf32>
    %24 = stablehlo.sine %5 : tensor<3x4xf32>
    %25 = stablehlo.cosine %5 : tensor<3x4xf32>
    %26 = stablehlo.multiply %24, %23 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.convert %27 : (tensor<f32>) -> tensor<f64>
    %29 = stablehlo.add %17, %28 : tensor<f64>
    %30 = stablehlo.iota dim = 0 : tensor<1xf64>
    %31 = stablehlo.reshape %30 : (tensor<1xf64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %32 = stablehlo.multiply %cst_7, %31 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.add %cst_8, %32 : tensor<f64>
    %34 = stablehlo.sine %7 : tensor<f64>
    %35 = stablehlo.cosine %7 : tensor<f64>
    %36 = stablehlo.multiply %34, %33 : tensor<f64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.add %29, %37 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %40 = stablehlo.multiply %39, %35 : tensor<f64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %42 = stablehlo.multiply %41, %23 : tensor<3x4xf32>
    %43 = stablehlo.multiply %42, %25 : tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %45 = stablehlo.multiply %44, %12 : tensor<3xf64>
    %46 = stablehlo.multiply %45, %14 : tensor<3xf64>
    %47 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %48 = stablehlo.convert %47 : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %49 = stablehlo.multiply %arg0, %43 : tensor<3x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.reshape %50 : (tensor<4xf32>) -> tensor<1x4xf32>
    %52 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<3x4xf32>
    %54 = stablehlo.add %48, %53 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%51 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.convert %55 : (tensor<4xf32>) -> tensor<4xf64>
    %57 = stablehlo.dot_general %46, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf64>, tensor<3x4xf64>) -> tensor<4xf64>
    %58 = stablehlo.add %56, %57 : tensor<4xf64>
    %59 = stablehlo.dot_general %46, %arg1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf64>, tensor<4xf64>) -> tensor<3x4xf64>
    %60 = stablehlo.convert %59 : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %61 = stablehlo.add %54, %60 : tensor<3x4xf32>
    return %38, %61, %58 : tensor<f64>, tensor<3x4xf32>, tensor<4xf64>
  }
}
