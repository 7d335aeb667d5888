module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xui8>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xui8> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<6xui32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<-128> : tensor<i64>
    %c_0 = stablehlo.constant dense<127> : tensor<i64>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<6xf32>
    %1 = stablehlo.convert %0 : (tensor<6xf32>) -> tensor<6xi8>
    %2 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.divide %3, %4 : tensor<6xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<ui8>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %7 = stablehlo.add %arg1, %6 : tensor<6xui8>
    %8 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xi32>
    %9 = stablehlo.convert %1 : (tensor<6xi8>) -> tensor<6xi32>
    %10 = stablehlo.subtract %8, %9 : tensor<6xi32>
    %11 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xui32>
    %c_2 = stablehlo.constant dense<7> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %13 = stablehlo.multiply %12, %11 : tensor<6xui32>
    %14 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xf32>
    %15 = stablehlo.multiply %14, %arg0 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.divide %15, %16 : tensor<6xf32>
    %18 = stablehlo.sine %17 : tensor<6xf32>
    %19 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.add %22, %21 : tensor<6xf32>
    %24 = stablehlo.multiply %18, %23 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.add %cst_7, %25 : tensor<f32>
    return %26, %1, %5, %7, %10, %13 : tensor<f32>, tensor<6xi8>, tensor<6xf32>, tensor<6xui8>, tensor<6xi32>, tensor<6xui32>
  }
  func.func private @clip(%arg0: tensor<6xf32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<6xf32>
    return %5 : tensor<6xf32>
  }
}
