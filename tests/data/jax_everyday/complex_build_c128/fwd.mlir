module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1]"}, tensor<5xf64> {jax.result_info = "result[2]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[4]"}) {
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
    %11 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f64>>
    %12 = stablehlo.convert %arg0 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %14 = stablehlo.multiply %13, %12 : tensor<5xcomplex<f64>>
    %15 = stablehlo.exponential %14 : tensor<5xcomplex<f64>>
    %16 = stablehlo.multiply %15, %11 : tensor<5xcomplex<f64>>
    %17 = stablehlo.abs %16 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %18 = stablehlo.multiply %17, %17 : tensor<5xf64>
    %19 = call @angle(%11) : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %20 = stablehlo.sqrt %11 : tensor<5xcomplex<f64>>
    %21 = stablehlo.log %11 : tensor<5xcomplex<f64>>
    %22 = stablehlo.abs %20 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.add %cst_2, %24 : tensor<f64>
    %26 = stablehlo.abs %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<5xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.add %25, %28 : tensor<f64>
    %30 = stablehlo.concatenate %18, %19, dim = 0 : (tensor<5xf64>, tensor<5xf64>) -> tensor<10xf64>
    %31 = stablehlo.sine %30 : tensor<10xf64>
    %32 = stablehlo.iota dim = 0 : tensor<10xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<10xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %36 = stablehlo.add %35, %34 : tensor<10xf64>
    %37 = stablehlo.multiply %31, %36 : tensor<10xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %39 = stablehlo.add %29, %38 : tensor<f64>
    return %39, %7, %8, %9, %10 : tensor<f64>, tensor<5xf64>, tensor<5xf64>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  }
  func.func private @angle(%arg0: tensor<5xcomplex<f64>>) -> tensor<5xf64> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<5xf64>
    return %2 : tensor<5xf64>
  }
}
