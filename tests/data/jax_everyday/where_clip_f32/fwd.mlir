module @jit_where_clip attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}) {
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
    return %3, %4, %5, %7 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
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
