module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
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
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %10 = call @_var(%arg0, %c_6) : (tensor<3x4x5xf32>, tensor<i64>) -> tensor<3x5xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %11 = call @_std(%arg0, %c_7) : (tensor<3x4x5xf32>, tensor<i64>) -> tensor<3x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_9 : tensor<f32>
    %14 = stablehlo.reshape %10 : (tensor<3x5xf32>) -> tensor<15xf32>
    %15 = stablehlo.reshape %11 : (tensor<3x4xf32>) -> tensor<12xf32>
    %16 = stablehlo.reshape %13 : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.concatenate %9, %14, %15, %16, dim = 0 : (tensor<4xf32>, tensor<15xf32>, tensor<12xf32>, tensor<1xf32>) -> tensor<32xf32>
    %18 = stablehlo.sine %17 : tensor<32xf32>
    %19 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.add %22, %21 : tensor<32xf32>
    %24 = stablehlo.multiply %18, %23 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.add %cst_13, %25 : tensor<f32>
    return %26, %2, %3, %4, %6 : tensor<f32>, tensor<4xf32>, tensor<3x5xf32>, tensor<3x4xf32>, tensor<f32>
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
