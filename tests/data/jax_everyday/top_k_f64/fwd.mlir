module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x3xf64> {jax.result_info = "result[1]"}, tensor<3x3xi32> {jax.result_info = "result[2]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x8xf64> -> (tensor<3x3xf64>, tensor<3x3xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 3) : tensor<3x8xf64> -> (tensor<3x3xf64>, tensor<3x3xi32>)
    %0 = stablehlo.reshape %values_0 : (tensor<3x3xf64>) -> tensor<9xf64>
    %1 = stablehlo.sine %0 : tensor<9xf64>
    %2 = stablehlo.iota dim = 0 : tensor<9xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %4 = stablehlo.multiply %3, %2 : tensor<9xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<9xf64>
    %6 = stablehlo.add %5, %4 : tensor<9xf64>
    %7 = stablehlo.multiply %1, %6 : tensor<9xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<9xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.add %cst_4, %8 : tensor<f64>
    return %9, %values, %indices : tensor<f64>, tensor<3x3xf64>, tensor<3x3xi32>
  }
}
