module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<5xf64>) -> tensor<2x3xf64>
    %3 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %5 = stablehlo.slice %arg0 [1:2, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %8 = stablehlo.dot_general %4, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %13 = stablehlo.multiply %11, %12 : tensor<5x5xf64>
    %14 = stablehlo.slice %arg1 [0:2, 0:2] : (tensor<4x5xf64>) -> tensor<2x2xf64>
    %15 = stablehlo.slice %arg1 [0:2, 0:3] : (tensor<4x5xf64>) -> tensor<2x3xf64>
    %16 = call @kron(%14, %15) : (tensor<2x2xf64>, tensor<2x3xf64>) -> tensor<4x6xf64>
    %17 = stablehlo.iota dim = 0 : tensor<30xf64>
    %18 = stablehlo.reshape %17 : (tensor<30xf64>) -> tensor<2x3x5xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<2x3x5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %22 = stablehlo.add %21, %20 : tensor<2x3x5xf64>
    %23 = stablehlo.sine %0 : tensor<2x3x5xf64>
    %24 = stablehlo.multiply %23, %22 : tensor<2x3x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.add %cst_2, %25 : tensor<f64>
    %27 = stablehlo.iota dim = 0 : tensor<6xf64>
    %28 = stablehlo.reshape %27 : (tensor<6xf64>) -> tensor<2x3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<2x3xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %32 = stablehlo.add %31, %30 : tensor<2x3xf64>
    %33 = stablehlo.sine %2 : tensor<2x3xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<2x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.add %26, %35 : tensor<f64>
    %37 = stablehlo.iota dim = 0 : tensor<9xf64>
    %38 = stablehlo.reshape %37 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %40 = stablehlo.multiply %39, %38 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %42 = stablehlo.add %41, %40 : tensor<3x3xf64>
    %43 = stablehlo.sine %8 : tensor<3x3xf64>
    %44 = stablehlo.multiply %43, %42 : tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.add %36, %45 : tensor<f64>
    %47 = stablehlo.iota dim = 0 : tensor<25xf64>
    %48 = stablehlo.reshape %47 : (tensor<25xf64>) -> tensor<5x5xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<5x5xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %52 = stablehlo.add %51, %50 : tensor<5x5xf64>
    %53 = stablehlo.sine %13 : tensor<5x5xf64>
    %54 = stablehlo.multiply %53, %52 : tensor<5x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.add %46, %55 : tensor<f64>
    %57 = stablehlo.iota dim = 0 : tensor<24xf64>
    %58 = stablehlo.reshape %57 : (tensor<24xf64>) -> tensor<4x6xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %60 = stablehlo.multiply %59, %58 : tensor<4x6xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %62 = stablehlo.add %61, %60 : tensor<4x6xf64>
    %63 = stablehlo.sine %16 : tensor<4x6xf64>
    %64 = stablehlo.multiply %63, %62 : tensor<4x6xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %65 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf64>, tensor<f64>) -> tensor<f64>
    %66 = stablehlo.add %56, %65 : tensor<f64>
    return %66 : tensor<f64>
  }
  func.func private @kron(%arg0: tensor<2x2xf64>, %arg1: tensor<2x3xf64>) -> tensor<4x6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2x1xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x3xf64>) -> tensor<1x2x1x3xf64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x2x1xf64>) -> tensor<2x2x2x3xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xf64>) -> tensor<2x2x2x3xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x2x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<2x2x2x3xf64>) -> tensor<4x6xf64>
    return %5 : tensor<4x6xf64>
  }
}
