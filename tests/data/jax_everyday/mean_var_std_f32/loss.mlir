module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @_var(%arg0, %c) : (tensor<3x4x5xf32>, tensor<i64>) -> tensor<3x5xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %4 = call @_std(%arg0, %c_1) : (tensor<3x4x5xf32>, tensor<i64>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_3 : tensor<f32>
    %7 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %10, %9 : tensor<4xf32>
    %12 = stablehlo.sine %2 : tensor<4xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.add %cst_7, %14 : tensor<f32>
    %16 = stablehlo.iota dim = 0 : tensor<15xf32>
    %17 = stablehlo.reshape %16 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %21 = stablehlo.add %20, %19 : tensor<3x5xf32>
    %22 = stablehlo.sine %3 : tensor<3x5xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<3x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.add %15, %24 : tensor<f32>
    %26 = stablehlo.iota dim = 0 : tensor<12xf32>
    %27 = stablehlo.reshape %26 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x4xf32>
    %32 = stablehlo.sine %4 : tensor<3x4xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<3x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.add %25, %34 : tensor<f32>
    %36 = stablehlo.iota dim = 0 : tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.multiply %cst_14, %37 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_15, %38 : tensor<f32>
    %40 = stablehlo.sine %6 : tensor<f32>
    %41 = stablehlo.multiply %40, %39 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_16) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.add %35, %42 : tensor<f32>
    return %43 : tensor<f32>
  }
  func.func private @_var(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x1x5xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %11 = stablehlo.divide %9, %10 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<3x5xf32>, tensor<f64>) -> tensor<3x5xf32>
    return %13 : tensor<3x5xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x5xf32>, %arg2: tensor<f64>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
  func.func private @_std(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> tensor<3x4xf32> {
    %0 = call @_var_0(%arg0, %arg1) : (tensor<3x4x5xf32>, tensor<i64>) -> tensor<3x4xf32>
    %1 = stablehlo.sqrt %0 : tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @_var_0(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %13 = call @_where_1(%12, %11, %cst_4) : (tensor<i1>, tensor<3x4xf32>, tensor<f64>) -> tensor<3x4xf32>
    return %13 : tensor<3x4xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f64>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
