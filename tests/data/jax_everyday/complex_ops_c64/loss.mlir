module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %16 = stablehlo.iota dim = 0 : tensor<12xf32>
    %17 = stablehlo.reshape %16 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %21 = stablehlo.add %20, %19 : tensor<3x4xf32>
    %22 = stablehlo.sine %0 : tensor<3x4xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.add %cst_3, %24 : tensor<f32>
    %26 = stablehlo.iota dim = 0 : tensor<12xf32>
    %27 = stablehlo.reshape %26 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x4xf32>
    %32 = stablehlo.sine %1 : tensor<3x4xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.add %25, %34 : tensor<f32>
    %36 = stablehlo.abs %8 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.add %35, %38 : tensor<f32>
    %40 = stablehlo.abs %9 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<3x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.add %39, %42 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<12xf32>
    %45 = stablehlo.reshape %44 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<3x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %49 = stablehlo.add %48, %47 : tensor<3x4xf32>
    %50 = stablehlo.sine %13 : tensor<3x4xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %53 = stablehlo.add %43, %52 : tensor<f32>
    %54 = stablehlo.abs %15 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %55 = stablehlo.multiply %54, %54 : tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.add %53, %56 : tensor<f32>
    return %57 : tensor<f32>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
