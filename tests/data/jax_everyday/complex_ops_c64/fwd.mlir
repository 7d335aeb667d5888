module @jit_complex_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = call @angle(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %3 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %4 = stablehlo.negate %3 : tensor<3x4xf32>
    %5 = stablehlo.complex %2, %4 : tensor<3x4xcomplex<f32>>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3x4xcomplex<f32>>
    %7 = stablehlo.convert %arg1 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %8 = stablehlo.multiply %6, %7 : tensor<3x4xcomplex<f32>>
    %9 = stablehlo.exponential %arg0 : tensor<3x4xcomplex<f32>>
    %10 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %11 = stablehlo.multiply %10, %arg1 : tensor<3x4xf32>
    %12 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %15 = stablehlo.multiply %arg0, %14 : tensor<3x4xcomplex<f32>>
    return %0, %1, %8, %9, %13, %15 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
