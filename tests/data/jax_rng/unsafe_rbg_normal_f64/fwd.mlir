module @jit_normal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<5xf64> {jax.result_info = "result"}) {
    %0 = call @_normal(%arg0) : (tensor<4xui32>) -> tensor<5xf64>
    return %0 : tensor<5xf64>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> tensor<5xf64> {
    %0 = call @_normal_real(%arg0) : (tensor<4xui32>) -> tensor<5xf64>
    return %0 : tensor<5xf64>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> tensor<5xf64> {
    %cst = stablehlo.constant dense<-0.99999999999999988> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %1 = chlo.erf_inv %0 : tensor<5xf64> -> tensor<5xf64>
    %cst_1 = stablehlo.constant dense<1.4142135623730951> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<5xf64>
    return %3 : tensor<5xf64>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<12> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %9 = stablehlo.or %7, %8 : tensor<5xui64>
    %10 = stablehlo.bitcast_convert %9 : (tensor<5xui64>) -> tensor<5xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %12 = stablehlo.subtract %10, %11 : tensor<5xf64>
    %13 = stablehlo.subtract %1, %0 : tensor<1xf64>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<1xf64>) -> tensor<5xf64>
    %15 = stablehlo.multiply %12, %14 : tensor<5xf64>
    %16 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf64>) -> tensor<5xf64>
    %17 = stablehlo.add %15, %16 : tensor<5xf64>
    %18 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf64>) -> tensor<5xf64>
    %19 = stablehlo.maximum %18, %17 : tensor<5xf64>
    return %19 : tensor<5xf64>
  }
}
