module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<complex<f64>> {jax.result_info = "result[1]"}, tensor<3xf64> {jax.result_info = "result[2]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<3xf64> {jax.result_info = "result[4]"}, tensor<f64> {jax.result_info = "result[5]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<3xf64> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %1 = stablehlo.real %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %2 = stablehlo.imag %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %3 = stablehlo.negate %2 : tensor<3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3xcomplex<f64>>
    %5 = stablehlo.dot_general %4, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<complex<f64>>
    %6 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %7 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.negate %7 : tensor<3x3xf64>
    %9 = stablehlo.complex %6, %8 : tensor<3x3xcomplex<f64>>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %11 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %12 = stablehlo.abs %11 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %13 = call @fft(%arg1) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %14 = stablehlo.real %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %15 = stablehlo.imag %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %16 = stablehlo.multiply %14, %15 : tensor<3xf64>
    %17 = call @norm(%arg0) : (tensor<3x3xcomplex<f64>>) -> tensor<f64>
    %18 = stablehlo.exponential %arg0 : tensor<3x3xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %20 = stablehlo.abs %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %21 = call @sort(%20) : (tensor<3xf64>) -> tensor<3xf64>
    %22 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %23 = stablehlo.real %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %24 = stablehlo.imag %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %25 = stablehlo.negate %24 : tensor<3xf64>
    %26 = stablehlo.complex %23, %25 : tensor<3xcomplex<f64>>
    %27 = stablehlo.dot_general %26, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<complex<f64>>
    %28 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %30 = stablehlo.negate %29 : tensor<3x3xf64>
    %31 = stablehlo.complex %28, %30 : tensor<3x3xcomplex<f64>>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %34 = stablehlo.abs %33 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %35 = call @fft(%arg1) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %36 = stablehlo.real %22 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %37 = stablehlo.imag %22 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %38 = stablehlo.multiply %36, %37 : tensor<3xf64>
    %39 = call @norm(%arg0) : (tensor<3x3xcomplex<f64>>) -> tensor<f64>
    %40 = stablehlo.exponential %arg0 : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %41 = stablehlo.reduce(%40 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %42 = stablehlo.abs %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %43 = call @sort(%42) : (tensor<3xf64>) -> tensor<3xf64>
    %44 = stablehlo.abs %27 : (tensor<complex<f64>>) -> tensor<f64>
    %45 = stablehlo.multiply %44, %44 : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_1) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.add %cst_2, %46 : tensor<f64>
    %48 = stablehlo.abs %35 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.add %47, %50 : tensor<f64>
    %52 = stablehlo.abs %41 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %53 = stablehlo.multiply %52, %52 : tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %55 = stablehlo.add %51, %54 : tensor<f64>
    %56 = stablehlo.reshape %39 : (tensor<f64>) -> tensor<1xf64>
    %57 = stablehlo.concatenate %34, %38, %56, %43, dim = 0 : (tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<10xf64>
    %58 = stablehlo.sine %57 : tensor<10xf64>
    %59 = stablehlo.iota dim = 0 : tensor<10xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %61 = stablehlo.multiply %60, %59 : tensor<10xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %63 = stablehlo.add %62, %61 : tensor<10xf64>
    %64 = stablehlo.multiply %58, %63 : tensor<10xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %65 = stablehlo.reduce(%64 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %66 = stablehlo.add %55, %65 : tensor<f64>
    return %66, %5, %12, %13, %16, %17, %19, %21 : tensor<f64>, tensor<complex<f64>>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<3xf64>, tensor<f64>, tensor<3xcomplex<f64>>, tensor<3xf64>
  }
  func.func private @fft(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>
  }
  func.func private @norm(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<f64> {
    %0 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %1 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.negate %1 : tensor<3x3xf64>
    %3 = stablehlo.complex %0, %2 : tensor<3x3xcomplex<f64>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.real %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    return %7 : tensor<f64>
  }
  func.func private @sort(%arg0: tensor<3xf64>) -> tensor<3xf64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f64>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3xf64>) -> tensor<3xf64>
    return %0 : tensor<3xf64>
  }
}
