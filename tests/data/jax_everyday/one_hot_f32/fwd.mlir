module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<5x4xf32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1]"}, tensor<5x5xi32> {jax.result_info = "result[2]"}) {
    %0 = call @_one_hot(%arg0) : (tensor<5xi32>) -> tensor<5x4xf64>
    %1 = stablehlo.convert %arg1 : (tensor<5x4xf32>) -> tensor<5x4xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<5x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %4 = call @_one_hot_0(%arg0) : (tensor<5xi32>) -> tensor<5x5xi32>
    %5 = call @_one_hot(%arg0) : (tensor<5xi32>) -> tensor<5x4xf64>
    %6 = stablehlo.convert %arg1 : (tensor<5x4xf32>) -> tensor<5x4xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<5x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %9 = stablehlo.sine %8 : tensor<5xf64>
    %10 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %12 = stablehlo.multiply %11, %10 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %14 = stablehlo.add %13, %12 : tensor<5xf64>
    %15 = stablehlo.multiply %9, %14 : tensor<5xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.add %cst_4, %16 : tensor<f64>
    return %17, %3, %4 : tensor<f64>, tensor<5xf64>, tensor<5x5xi32>
  }
  func.func private @_one_hot(%arg0: tensor<5xi32>) -> tensor<5x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<5x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<5x4xi32>, tensor<5x4xi32>) -> tensor<5x4xi1>
    %5 = stablehlo.convert %4 : (tensor<5x4xi1>) -> tensor<5x4xf64>
    return %5 : tensor<5x4xf64>
  }
  func.func private @_one_hot_0(%arg0: tensor<5xi32>) -> tensor<5x5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %5 = stablehlo.convert %4 : (tensor<5x5xi1>) -> tensor<5x5xi32>
    return %5 : tensor<5x5xi32>
  }
}
