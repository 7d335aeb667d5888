module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}, tensor<5xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f64>>
    %1 = stablehlo.convert %arg0 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %3 = stablehlo.multiply %2, %1 : tensor<5xcomplex<f64>>
    %4 = stablehlo.exponential %3 : tensor<5xcomplex<f64>>
    %5 = stablehlo.multiply %4, %0 : tensor<5xcomplex<f64>>
    %6 = stablehlo.abs %5 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %7 = stablehlo.real %5 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %8 = stablehlo.imag %5 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %9 = stablehlo.negate %8 : tensor<5xf64>
    %10 = stablehlo.complex %7, %9 : tensor<5xcomplex<f64>>
    %11 = stablehlo.convert %6 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xi1>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %15 = stablehlo.select %13, %14, %11 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %16 = stablehlo.divide %10, %15 : tensor<5xcomplex<f64>>
    %17 = stablehlo.multiply %6, %6 : tensor<5xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %19 = stablehlo.multiply %18, %6 : tensor<5xf64>
    %20:3 = call @angle(%0) : (tensor<5xcomplex<f64>>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>)
    %21 = stablehlo.sqrt %0 : tensor<5xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f64>>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %23 = stablehlo.divide %22, %21 : tensor<5xcomplex<f64>>
    %24 = stablehlo.log %0 : tensor<5xcomplex<f64>>
    %25 = stablehlo.abs %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %26 = stablehlo.real %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %27 = stablehlo.imag %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %28 = stablehlo.negate %27 : tensor<5xf64>
    %29 = stablehlo.complex %26, %28 : tensor<5xcomplex<f64>>
    %30 = stablehlo.convert %25 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %32 = stablehlo.compare EQ, %30, %31, FLOAT : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xi1>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %34 = stablehlo.select %32, %33, %30 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %35 = stablehlo.divide %29, %34 : tensor<5xcomplex<f64>>
    %36 = stablehlo.multiply %25, %25 : tensor<5xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %38 = stablehlo.multiply %37, %25 : tensor<5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.add %cst_8, %39 : tensor<f64>
    %41 = stablehlo.abs %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %42 = stablehlo.real %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %43 = stablehlo.imag %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %44 = stablehlo.negate %43 : tensor<5xf64>
    %45 = stablehlo.complex %42, %44 : tensor<5xcomplex<f64>>
    %46 = stablehlo.convert %41 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %48 = stablehlo.compare EQ, %46, %47, FLOAT : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xi1>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %50 = stablehlo.select %48, %49, %46 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %51 = stablehlo.divide %45, %50 : tensor<5xcomplex<f64>>
    %52 = stablehlo.multiply %41, %41 : tensor<5xf64>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %54 = stablehlo.multiply %53, %41 : tensor<5xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.add %40, %55 : tensor<f64>
    %57 = stablehlo.concatenate %17, %20#0, dim = 0 : (tensor<5xf64>, tensor<5xf64>) -> tensor<10xf64>
    %58 = stablehlo.sine %57 : tensor<10xf64>
    %59 = stablehlo.cosine %57 : tensor<10xf64>
    %60 = stablehlo.iota dim = 0 : tensor<10xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %62 = stablehlo.multiply %61, %60 : tensor<10xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %64 = stablehlo.add %63, %62 : tensor<10xf64>
    %65 = stablehlo.multiply %58, %64 : tensor<10xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.reduce(%65 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %67 = stablehlo.add %56, %66 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %69 = stablehlo.multiply %68, %64 : tensor<10xf64>
    %70 = stablehlo.multiply %69, %59 : tensor<10xf64>
    %71 = stablehlo.slice %70 [0:5] : (tensor<10xf64>) -> tensor<5xf64>
    %72 = stablehlo.slice %70 [5:10] : (tensor<10xf64>) -> tensor<5xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %74 = stablehlo.multiply %73, %54 : tensor<5xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %76 = stablehlo.complex %74, %75 : tensor<5xcomplex<f64>>
    %77 = stablehlo.multiply %76, %51 : tensor<5xcomplex<f64>>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %79 = stablehlo.multiply %78, %38 : tensor<5xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %81 = stablehlo.complex %79, %80 : tensor<5xcomplex<f64>>
    %82 = stablehlo.multiply %81, %35 : tensor<5xcomplex<f64>>
    %83 = stablehlo.divide %77, %0 : tensor<5xcomplex<f64>>
    %84 = stablehlo.multiply %82, %23 : tensor<5xcomplex<f64>>
    %85 = stablehlo.add %83, %84 : tensor<5xcomplex<f64>>
    %86 = call @angle_0(%20#1, %20#2, %72) : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %87 = stablehlo.add %85, %86 : tensor<5xcomplex<f64>>
    %88 = stablehlo.multiply %71, %19 : tensor<5xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %90 = stablehlo.complex %88, %89 : tensor<5xcomplex<f64>>
    %91 = stablehlo.multiply %90, %16 : tensor<5xcomplex<f64>>
    %92 = stablehlo.multiply %4, %91 : tensor<5xcomplex<f64>>
    %93 = stablehlo.add %87, %92 : tensor<5xcomplex<f64>>
    %94 = stablehlo.multiply %91, %0 : tensor<5xcomplex<f64>>
    %95 = stablehlo.multiply %94, %4 : tensor<5xcomplex<f64>>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %97 = stablehlo.multiply %96, %95 : tensor<5xcomplex<f64>>
    %98 = stablehlo.real %97 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %99 = stablehlo.convert %98 : tensor<5xf64>
    %100 = stablehlo.real %93 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %101 = stablehlo.negate %93 : tensor<5xcomplex<f64>>
    %102 = stablehlo.imag %101 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %103 = stablehlo.add %99, %100 : tensor<5xf64>
    return %67, %103, %102 : tensor<f64>, tensor<5xf64>, tensor<5xf64>
  }
  func.func private @angle(%arg0: tensor<5xcomplex<f64>>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<5xf64>
    %3 = chlo.square %1 : tensor<5xf64> -> tensor<5xf64>
    %4 = chlo.square %0 : tensor<5xf64> -> tensor<5xf64>
    %5 = stablehlo.add %3, %4 : tensor<5xf64>
    %6 = stablehlo.divide %0, %5 : tensor<5xf64>
    %7 = stablehlo.negate %1 : tensor<5xf64>
    %8 = chlo.square %1 : tensor<5xf64> -> tensor<5xf64>
    %9 = chlo.square %0 : tensor<5xf64> -> tensor<5xf64>
    %10 = stablehlo.add %8, %9 : tensor<5xf64>
    %11 = stablehlo.divide %7, %10 : tensor<5xf64>
    return %2, %6, %11 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>
  }
  func.func private @angle_0(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<5xf64>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<5xf64>
    %1 = stablehlo.multiply %arg2, %arg0 : tensor<5xf64>
    %2 = stablehlo.negate %1 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %4 = stablehlo.complex %3, %2 : tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %6 = stablehlo.complex %0, %5 : tensor<5xcomplex<f64>>
    %7 = stablehlo.add %4, %6 : tensor<5xcomplex<f64>>
    return %7 : tensor<5xcomplex<f64>>
  }
}
