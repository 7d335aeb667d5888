module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}) {
    %0 = call @round(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = call @trunc(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.compare GT, %arg0, %6, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where_0(%7, %arg0, %cst_2) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %11 = stablehlo.compare GT, %arg0, %10, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12 = call @_where_0(%11, %arg0, %cst_5) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_6) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %14 = stablehlo.minimum %cst_7, %13 : tensor<f32>
    %15 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_8) applies stablehlo.multiply across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = call @round(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %18 = call @trunc(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%arg0 init: %cst_9) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %24 = stablehlo.compare GT, %arg0, %23, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = call @_where_0(%24, %arg0, %cst_12) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %28 = stablehlo.compare GT, %arg0, %27, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_15 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %29 = call @_where_0(%28, %arg0, %cst_15) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_16) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %31 = stablehlo.minimum %cst_17, %30 : tensor<f32>
    %32 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_18) applies stablehlo.multiply across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %34 = stablehlo.reshape %17 : (tensor<3x5xf32>) -> tensor<15xf32>
    %35 = stablehlo.reshape %18 : (tensor<3x5xf32>) -> tensor<15xf32>
    %36 = stablehlo.reshape %19 : (tensor<3x5xf32>) -> tensor<15xf32>
    %37 = stablehlo.reshape %31 : (tensor<f32>) -> tensor<1xf32>
    %38 = stablehlo.concatenate %34, %35, %36, %22, %26, %37, %33, dim = 0 : (tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<3xf32>) -> tensor<57xf32>
    %39 = stablehlo.sine %38 : tensor<57xf32>
    %40 = stablehlo.iota dim = 0 : tensor<57xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<57xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<57xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<57xf32>
    %44 = stablehlo.add %43, %42 : tensor<57xf32>
    %45 = stablehlo.multiply %39, %44 : tensor<57xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<57xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.add %cst_22, %46 : tensor<f32>
    return %47, %0, %1, %2, %5, %9, %14, %16 : tensor<f32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<f32>, tensor<3xf32>
  }
  func.func private @round(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x5xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
  func.func private @trunc(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %2 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %3 = stablehlo.floor %arg0 : tensor<3x5xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
  func.func private @_where(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<f32>) -> tensor<3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x5xi1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
