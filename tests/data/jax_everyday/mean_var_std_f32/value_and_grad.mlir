module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4x5xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3:4 = call @_var(%arg0, %c) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>)
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %4:5 = call @_std(%arg0, %c_1) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_3 : tensor<f32>
    %7 = stablehlo.reshape %3#0 : (tensor<3x5xf32>) -> tensor<15xf32>
    %8 = stablehlo.reshape %4#0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %9 = stablehlo.reshape %6 : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.concatenate %2, %7, %8, %9, dim = 0 : (tensor<4xf32>, tensor<15xf32>, tensor<12xf32>, tensor<1xf32>) -> tensor<32xf32>
    %11 = stablehlo.sine %10 : tensor<32xf32>
    %12 = stablehlo.cosine %10 : tensor<32xf32>
    %13 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.add %16, %15 : tensor<32xf32>
    %18 = stablehlo.multiply %11, %17 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.add %cst_7, %19 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<32xf32>
    %23 = stablehlo.multiply %22, %12 : tensor<32xf32>
    %24 = stablehlo.slice %23 [0:4] : (tensor<32xf32>) -> tensor<4xf32>
    %25 = stablehlo.slice %23 [4:19] : (tensor<32xf32>) -> tensor<15xf32>
    %26 = stablehlo.slice %23 [19:31] : (tensor<32xf32>) -> tensor<12xf32>
    %27 = stablehlo.slice %23 [31:32] : (tensor<32xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = stablehlo.reshape %26 : (tensor<12xf32>) -> tensor<3x4xf32>
    %30 = stablehlo.reshape %25 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %31 = stablehlo.divide %28, %cst_9 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %33 = call @_std_2(%4#1, %4#2, %4#3, %4#4, %29) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x4x5xf32>
    %35 = call @_var_5(%3#1, %3#2, %3#3, %30) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %36 = stablehlo.add %34, %35 : tensor<3x4x5xf32>
    %cst_10 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %24, %37 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<4xf32>) -> tensor<3x4x5xf32>
    %40 = stablehlo.add %36, %39 : tensor<3x4x5xf32>
    return %20, %40 : tensor<f32>, tensor<3x4x5xf32>
  }
  func.func private @_var(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x1x5xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x4x5xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<3x5xf32>, tensor<f64>) -> tensor<3x5xf32>
    return %15, %8, %10, %14 : tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x5xf32>, %arg2: tensor<f64>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
  func.func private @_std(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>) {
    %0:4 = call @_var_0(%arg0, %arg1) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>)
    %1 = stablehlo.sqrt %0#0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.divide %2, %1 : tensor<3x4xf32>
    return %1, %0#1, %0#2, %0#3, %3 : tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>
  }
  func.func private @_var_0(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x4x5xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = call @_where_1(%14, %13, %cst_5) : (tensor<i1>, tensor<3x4xf32>, tensor<f64>) -> tensor<3x4xf32>
    return %15, %8, %10, %14 : tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f64>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @_std_2(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xf32>) -> tensor<3x4x5xf32> {
    %0 = stablehlo.multiply %arg4, %arg3 : tensor<3x4xf32>
    %1 = call @_var_3(%arg0, %arg1, %arg2, %0) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>) -> tensor<3x4x5xf32>
    return %1 : tensor<3x4x5xf32>
  }
  func.func private @_var_3(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x4xf32>) -> tensor<3x4x5xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<i1>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x4x5xf32>
    %5 = stablehlo.negate %4 : tensor<3x4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x4x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<3x4x1xf32>, tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %12 = stablehlo.add %4, %11 : tensor<3x4x5xf32>
    return %12 : tensor<3x4x5xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @_var_5(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x5xf32>) -> tensor<3x4x5xf32> {
    %0 = call @_where_6(%arg2, %arg3) : (tensor<i1>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x4x5xf32>
    %5 = stablehlo.negate %4 : tensor<3x4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x5xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x1x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x1x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %12 = stablehlo.add %4, %11 : tensor<3x4x5xf32>
    return %12 : tensor<3x4x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
