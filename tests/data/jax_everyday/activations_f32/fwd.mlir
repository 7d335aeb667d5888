module @jit_activations attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x7xf32> {jax.result_info = "result[3]"}, tensor<3x7xf32> {jax.result_info = "result[4]"}, tensor<3x7xf32> {jax.result_info = "result[5]"}, tensor<3x7xf32> {jax.result_info = "result[6]"}, tensor<3x7xf32> {jax.result_info = "result[7]"}, tensor<3x7xf32> {jax.result_info = "result[8]"}, tensor<3x7xf32> {jax.result_info = "result[9]"}) {
    %0 = call @relu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<3x7xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %8 = stablehlo.tanh %7 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = stablehlo.add %9, %8 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x7xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.multiply %14, %arg0 : tensor<3x7xf32>
    %16 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<3x7xf32>
    %19 = chlo.erfc %18 : tensor<3x7xf32> -> tensor<3x7xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<3x7xf32>
    %21 = call @silu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %22 = call @softplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %23 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %24 = stablehlo.exponential %23 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.add %25, %24 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %28 = stablehlo.divide %27, %26 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = call @leaky_relu(%arg0, %cst_7) : (tensor<3x7xf32>, tensor<f64>) -> tensor<3x7xf32>
    %30 = call @elu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %31 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %32 = call @relu6(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    return %0, %13, %20, %21, %22, %28, %29, %30, %31, %32 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @relu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @silu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = stablehlo.exponential %0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.add %2, %1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %4, %3 : tensor<3x7xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<3x7xf32>
    return %6 : tensor<3x7xf32>
  }
  func.func private @softplus(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x7xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x7xf32>
    %7 = stablehlo.abs %3 : tensor<3x7xf32>
    %8 = stablehlo.negate %7 : tensor<3x7xf32>
    %9 = stablehlo.exponential %8 : tensor<3x7xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x7xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x7xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x7xi1>, tensor<3x7xf32>
    return %12 : tensor<3x7xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x7xf32>, %arg1: tensor<f64>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %2 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @elu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<3x7xi1>, tensor<f64>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %8 = call @_where(%1, %arg0, %7) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %8 : tensor<3x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x7xi1>, %arg1: tensor<f64>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @relu6(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
}
