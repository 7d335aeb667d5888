module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<4x5xf32>
    %2 = stablehlo.sine %arg1 : tensor<4x5xf32>
    %3 = call @_where(%0, %1, %2) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %4 = call @clip(%arg0, %cst, %cst_0) : (tensor<4x5xf32>, tensor<f64>, tensor<f64>) -> tensor<4x5xf32>
    %5 = stablehlo.maximum %arg0, %arg1 : tensor<4x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %7 = stablehlo.minimum %arg0, %6 : tensor<4x5xf32>
    %8 = stablehlo.iota dim = 0 : tensor<20xf32>
    %9 = stablehlo.reshape %8 : (tensor<20xf32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %13 = stablehlo.add %12, %11 : tensor<4x5xf32>
    %14 = stablehlo.sine %3 : tensor<4x5xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.add %cst_5, %16 : tensor<f32>
    %18 = stablehlo.iota dim = 0 : tensor<20xf32>
    %19 = stablehlo.reshape %18 : (tensor<20xf32>) -> tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4x5xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %23 = stablehlo.add %22, %21 : tensor<4x5xf32>
    %24 = stablehlo.sine %4 : tensor<4x5xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<4x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.add %17, %26 : tensor<f32>
    %28 = stablehlo.iota dim = 0 : tensor<20xf32>
    %29 = stablehlo.reshape %28 : (tensor<20xf32>) -> tensor<4x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<4x5xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %33 = stablehlo.add %32, %31 : tensor<4x5xf32>
    %34 = stablehlo.sine %5 : tensor<4x5xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<4x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %37 = stablehlo.add %27, %36 : tensor<f32>
    %38 = stablehlo.iota dim = 0 : tensor<20xf32>
    %39 = stablehlo.reshape %38 : (tensor<20xf32>) -> tensor<4x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4x5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %43 = stablehlo.add %42, %41 : tensor<4x5xf32>
    %44 = stablehlo.sine %7 : tensor<4x5xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<4x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.add %37, %46 : tensor<f32>
    return %47 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @clip(%arg0: tensor<4x5xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x5xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x5xf32>
    return %5 : tensor<4x5xf32>
  }
}
