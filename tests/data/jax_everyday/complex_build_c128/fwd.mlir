module @jit_complex_build attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<5xf64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f64>>
    %1 = stablehlo.convert %arg0 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %3 = stablehlo.multiply %2, %1 : tensor<5xcomplex<f64>>
    %4 = stablehlo.exponential %3 : tensor<5xcomplex<f64>>
    %5 = stablehlo.multiply %4, %0 : tensor<5xcomplex<f64>>
    %6 = stablehlo.abs %5 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<5xf64>
    %8 = call @angle(%0) : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %9 = stablehlo.sqrt %0 : tensor<5xcomplex<f64>>
    %10 = stablehlo.log %0 : tensor<5xcomplex<f64>>
    return %7, %8, %9, %10 : tensor<5xf64>, tensor<5xf64>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  }
  func.func private @angle(%arg0: tensor<5xcomplex<f64>>) -> tensor<5xf64> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<5xf64>
    return %2 : tensor<5xf64>
  }
}
