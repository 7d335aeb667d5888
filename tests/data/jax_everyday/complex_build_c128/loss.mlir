module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
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
    %11 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %13 = stablehlo.multiply %12, %11 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %15 = stablehlo.add %14, %13 : tensor<5xf64>
    %16 = stablehlo.sine %7 : tensor<5xf64>
    %17 = stablehlo.multiply %16, %15 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.add %cst_3, %18 : tensor<f64>
    %20 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %22 = stablehlo.multiply %21, %20 : tensor<5xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %24 = stablehlo.add %23, %22 : tensor<5xf64>
    %25 = stablehlo.sine %8 : tensor<5xf64>
    %26 = stablehlo.multiply %25, %24 : tensor<5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.add %19, %27 : tensor<f64>
    %29 = stablehlo.abs %9 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.add %28, %31 : tensor<f64>
    %33 = stablehlo.abs %10 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %34 = stablehlo.multiply %33, %33 : tensor<5xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.add %32, %35 : tensor<f64>
    return %36 : tensor<f64>
  }
  func.func private @angle(%arg0: tensor<5xcomplex<f64>>) -> tensor<5xf64> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<5xf64>
    return %2 : tensor<5xf64>
  }
}
