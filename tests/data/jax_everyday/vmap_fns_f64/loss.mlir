module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>, %arg1: tensor<3x3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %1 = stablehlo.tanh %0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %3 = stablehlo.subtract %2, %1 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.dot_general %cst_0, %1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.dot_general %cst_1, %arg0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %6 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<4x3xf64>
    %8 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<4x3xf64>
    %10 = stablehlo.add %7, %9 : tensor<4x3xf64>
    %11 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %12 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %13 = stablehlo.add %12, %11 : tensor<4x3xf64>
    %14 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %15 = stablehlo.tanh %14 : tensor<3x4xf64>
    %16 = stablehlo.dot_general %15, %arg0, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %21 = stablehlo.multiply %19, %20 : tensor<4x3x3xf64>
    %22 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %24 = stablehlo.multiply %23, %22 : tensor<4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %26 = stablehlo.add %25, %24 : tensor<4xf64>
    %27 = stablehlo.sine %16 : tensor<4xf64>
    %28 = stablehlo.multiply %27, %26 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.add %cst_5, %29 : tensor<f64>
    %31 = stablehlo.iota dim = 0 : tensor<12xf64>
    %32 = stablehlo.reshape %31 : (tensor<12xf64>) -> tensor<4x3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<4x3xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %36 = stablehlo.add %35, %34 : tensor<4x3xf64>
    %37 = stablehlo.sine %13 : tensor<4x3xf64>
    %38 = stablehlo.multiply %37, %36 : tensor<4x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.add %30, %39 : tensor<f64>
    %41 = stablehlo.iota dim = 0 : tensor<36xf64>
    %42 = stablehlo.reshape %41 : (tensor<36xf64>) -> tensor<4x3x3xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %44 = stablehlo.multiply %43, %42 : tensor<4x3x3xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %46 = stablehlo.add %45, %44 : tensor<4x3x3xf64>
    %47 = stablehlo.sine %21 : tensor<4x3x3xf64>
    %48 = stablehlo.multiply %47, %46 : tensor<4x3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<f64>
    %50 = stablehlo.add %40, %49 : tensor<f64>
    return %50 : tensor<f64>
  }
}
