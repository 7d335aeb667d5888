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
    %25 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %27 = stablehlo.multiply %26, %25 : tensor<5xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %29 = stablehlo.add %28, %27 : tensor<5xf64>
    %30 = stablehlo.sine %17 : tensor<5xf64>
    %31 = stablehlo.cosine %17 : tensor<5xf64>
    %32 = stablehlo.multiply %30, %29 : tensor<5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.add %cst_7, %33 : tensor<f64>
    %35 = stablehlo.iota dim = 0 : tensor<5xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %37 = stablehlo.multiply %36, %35 : tensor<5xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %39 = stablehlo.add %38, %37 : tensor<5xf64>
    %40 = stablehlo.sine %20#0 : tensor<5xf64>
    %41 = stablehlo.cosine %20#0 : tensor<5xf64>
    %42 = stablehlo.multiply %40, %39 : tensor<5xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.add %34, %43 : tensor<f64>
    %45 = stablehlo.abs %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %46 = stablehlo.real %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %47 = stablehlo.imag %21 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %48 = stablehlo.negate %47 : tensor<5xf64>
    %49 = stablehlo.complex %46, %48 : tensor<5xcomplex<f64>>
    %50 = stablehlo.convert %45 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %52 = stablehlo.compare EQ, %50, %51, FLOAT : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xi1>
    %cst_12 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %54 = stablehlo.select %52, %53, %50 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %55 = stablehlo.divide %49, %54 : tensor<5xcomplex<f64>>
    %56 = stablehlo.multiply %45, %45 : tensor<5xf64>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %58 = stablehlo.multiply %57, %45 : tensor<5xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%56 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %60 = stablehlo.add %44, %59 : tensor<f64>
    %61 = stablehlo.abs %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %62 = stablehlo.real %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %63 = stablehlo.imag %24 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %64 = stablehlo.negate %63 : tensor<5xf64>
    %65 = stablehlo.complex %62, %64 : tensor<5xcomplex<f64>>
    %66 = stablehlo.convert %61 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %68 = stablehlo.compare EQ, %66, %67, FLOAT : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xi1>
    %cst_16 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %70 = stablehlo.select %68, %69, %66 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %71 = stablehlo.divide %65, %70 : tensor<5xcomplex<f64>>
    %72 = stablehlo.multiply %61, %61 : tensor<5xf64>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %74 = stablehlo.multiply %73, %61 : tensor<5xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %76 = stablehlo.add %60, %75 : tensor<f64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %78 = stablehlo.multiply %77, %74 : tensor<5xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %80 = stablehlo.complex %78, %79 : tensor<5xcomplex<f64>>
    %81 = stablehlo.multiply %80, %71 : tensor<5xcomplex<f64>>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %83 = stablehlo.multiply %82, %58 : tensor<5xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %85 = stablehlo.complex %83, %84 : tensor<5xcomplex<f64>>
    %86 = stablehlo.multiply %85, %55 : tensor<5xcomplex<f64>>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %88 = stablehlo.multiply %87, %39 : tensor<5xf64>
    %89 = stablehlo.multiply %88, %41 : tensor<5xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %91 = stablehlo.multiply %90, %29 : tensor<5xf64>
    %92 = stablehlo.multiply %91, %31 : tensor<5xf64>
    %93 = stablehlo.divide %81, %0 : tensor<5xcomplex<f64>>
    %94 = stablehlo.multiply %86, %23 : tensor<5xcomplex<f64>>
    %95 = stablehlo.add %93, %94 : tensor<5xcomplex<f64>>
    %96 = call @angle_0(%20#1, %20#2, %89) : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %97 = stablehlo.add %95, %96 : tensor<5xcomplex<f64>>
    %98 = stablehlo.multiply %92, %19 : tensor<5xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %100 = stablehlo.complex %98, %99 : tensor<5xcomplex<f64>>
    %101 = stablehlo.multiply %100, %16 : tensor<5xcomplex<f64>>
    %102 = stablehlo.multiply %4, %101 : tensor<5xcomplex<f64>>
    %103 = stablehlo.add %97, %102 : tensor<5xcomplex<f64>>
    %104 = stablehlo.multiply %101, %0 : tensor<5xcomplex<f64>>
    %105 = stablehlo.multiply %104, %4 : tensor<5xcomplex<f64>>
    %cst_26 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %106 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %107 = stablehlo.multiply %106, %105 : tensor<5xcomplex<f64>>
    %108 = stablehlo.real %107 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %109 = stablehlo.convert %108 : tensor<5xf64>
    %110 = stablehlo.real %103 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %111 = stablehlo.negate %103 : tensor<5xcomplex<f64>>
    %112 = stablehlo.imag %111 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %113 = stablehlo.add %109, %110 : tensor<5xf64>
    return %76, %113, %112 : tensor<f64>, tensor<5xf64>, tensor<5xf64>
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
