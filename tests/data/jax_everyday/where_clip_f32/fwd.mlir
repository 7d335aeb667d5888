module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}) {
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
    %8 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %9 = stablehlo.multiply %arg0, %arg1 : tensor<4x5xf32>
    %10 = stablehlo.sine %arg1 : tensor<4x5xf32>
    %11 = call @_where(%8, %9, %10) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %cst_3 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %12 = call @clip(%arg0, %cst_2, %cst_3) : (tensor<4x5xf32>, tensor<f64>, tensor<f64>) -> tensor<4x5xf32>
    %13 = stablehlo.maximum %arg0, %arg1 : tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.minimum %arg0, %14 : tensor<4x5xf32>
    %16 = stablehlo.reshape %11 : (tensor<4x5xf32>) -> tensor<20xf32>
    %17 = stablehlo.reshape %12 : (tensor<4x5xf32>) -> tensor<20xf32>
    %18 = stablehlo.reshape %13 : (tensor<4x5xf32>) -> tensor<20xf32>
    %19 = stablehlo.reshape %15 : (tensor<4x5xf32>) -> tensor<20xf32>
    %20 = stablehlo.concatenate %16, %17, %18, %19, dim = 0 : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<80xf32>
    %21 = stablehlo.sine %20 : tensor<80xf32>
    %22 = stablehlo.iota dim = 0 : tensor<80xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<80xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %26 = stablehlo.add %25, %24 : tensor<80xf32>
    %27 = stablehlo.multiply %21, %26 : tensor<80xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.add %cst_8, %28 : tensor<f32>
    return %29, %3, %4, %5, %7 : tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
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
