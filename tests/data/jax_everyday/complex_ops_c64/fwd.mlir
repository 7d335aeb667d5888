module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[6]"}) {
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
    %16 = stablehlo.abs %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %17 = call @angle(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %18 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %19 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %20 = stablehlo.negate %19 : tensor<3x4xf32>
    %21 = stablehlo.complex %18, %20 : tensor<3x4xcomplex<f32>>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3x4xcomplex<f32>>
    %23 = stablehlo.convert %arg1 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %24 = stablehlo.multiply %22, %23 : tensor<3x4xcomplex<f32>>
    %25 = stablehlo.exponential %arg0 : tensor<3x4xcomplex<f32>>
    %26 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %27 = stablehlo.multiply %26, %arg1 : tensor<3x4xf32>
    %28 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %29 = stablehlo.add %27, %28 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %31 = stablehlo.multiply %arg0, %30 : tensor<3x4xcomplex<f32>>
    %32 = stablehlo.abs %24 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.add %cst_2, %34 : tensor<f32>
    %36 = stablehlo.abs %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.add %35, %38 : tensor<f32>
    %40 = stablehlo.abs %31 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.add %39, %42 : tensor<f32>
    %44 = stablehlo.reshape %16 : (tensor<3x4xf32>) -> tensor<12xf32>
    %45 = stablehlo.reshape %17 : (tensor<3x4xf32>) -> tensor<12xf32>
    %46 = stablehlo.reshape %29 : (tensor<3x4xf32>) -> tensor<12xf32>
    %47 = stablehlo.concatenate %44, %45, %46, dim = 0 : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<36xf32>
    %48 = stablehlo.sine %47 : tensor<36xf32>
    %49 = stablehlo.iota dim = 0 : tensor<36xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<36xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %53 = stablehlo.add %52, %51 : tensor<36xf32>
    %54 = stablehlo.multiply %48, %53 : tensor<36xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<36xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.add %43, %55 : tensor<f32>
    return %56, %0, %1, %8, %9, %13, %15 : tensor<f32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
