module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<5x4xf32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1][0]"}) {
    %0 = call @_one_hot(%arg0) : (tensor<5xi32>) -> tensor<5x4xf64>
    %1 = stablehlo.convert %arg1 : (tensor<5x4xf32>) -> tensor<5x4xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<5x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5xf64>
    %4 = stablehlo.sine %3 : tensor<5xf64>
    %5 = stablehlo.cosine %3 : tensor<5xf64>
    %6 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %8 = stablehlo.multiply %7, %6 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %10 = stablehlo.add %9, %8 : tensor<5xf64>
    %11 = stablehlo.multiply %4, %10 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.add %cst_3, %12 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %15 = stablehlo.multiply %14, %10 : tensor<5xf64>
    %16 = stablehlo.multiply %15, %5 : tensor<5xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<5xf64>) -> tensor<5x4xf64>
    %18 = stablehlo.multiply %0, %17 : tensor<5x4xf64>
    %19 = stablehlo.convert %18 : (tensor<5x4xf64>) -> tensor<5x4xf32>
    return %13, %19 : tensor<f64>, tensor<5x4xf32>
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
}
