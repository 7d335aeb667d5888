module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[1][0]"}, tensor<3x4xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %3 = stablehlo.negate %2 : tensor<3x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x4xcomplex<f32>>
    %5 = stablehlo.convert %0 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %9 = stablehlo.select %7, %8, %5 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %10 = stablehlo.divide %4, %9 : tensor<3x4xcomplex<f32>>
    %11:3 = call @angle(%arg0) : (tensor<3x4xcomplex<f32>>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
    %12 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %13 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %14 = stablehlo.negate %13 : tensor<3x4xf32>
    %15 = stablehlo.complex %12, %14 : tensor<3x4xcomplex<f32>>
    %16 = stablehlo.multiply %15, %arg0 : tensor<3x4xcomplex<f32>>
    %17 = stablehlo.convert %arg1 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %18 = stablehlo.multiply %16, %17 : tensor<3x4xcomplex<f32>>
    %19 = stablehlo.exponential %arg0 : tensor<3x4xcomplex<f32>>
    %20 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %21 = stablehlo.multiply %20, %arg1 : tensor<3x4xf32>
    %22 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %23 = stablehlo.add %21, %22 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %25 = stablehlo.multiply %arg0, %24 : tensor<3x4xcomplex<f32>>
    %26 = stablehlo.abs %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %27 = stablehlo.real %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %28 = stablehlo.imag %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %29 = stablehlo.negate %28 : tensor<3x4xf32>
    %30 = stablehlo.complex %27, %29 : tensor<3x4xcomplex<f32>>
    %31 = stablehlo.convert %26 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %33 = stablehlo.compare EQ, %31, %32, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %35 = stablehlo.select %33, %34, %31 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %36 = stablehlo.divide %30, %35 : tensor<3x4xcomplex<f32>>
    %37 = stablehlo.multiply %26, %26 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %39 = stablehlo.multiply %38, %26 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%37 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.add %cst_6, %40 : tensor<f32>
    %42 = stablehlo.abs %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %43 = stablehlo.real %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %44 = stablehlo.imag %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %45 = stablehlo.negate %44 : tensor<3x4xf32>
    %46 = stablehlo.complex %43, %45 : tensor<3x4xcomplex<f32>>
    %47 = stablehlo.convert %42 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %49 = stablehlo.compare EQ, %47, %48, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_8 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %51 = stablehlo.select %49, %50, %47 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %52 = stablehlo.divide %46, %51 : tensor<3x4xcomplex<f32>>
    %53 = stablehlo.multiply %42, %42 : tensor<3x4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %55 = stablehlo.multiply %54, %42 : tensor<3x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.add %41, %56 : tensor<f32>
    %58 = stablehlo.abs %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %59 = stablehlo.real %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %60 = stablehlo.imag %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %61 = stablehlo.negate %60 : tensor<3x4xf32>
    %62 = stablehlo.complex %59, %61 : tensor<3x4xcomplex<f32>>
    %63 = stablehlo.convert %58 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %65 = stablehlo.compare EQ, %63, %64, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_12 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %67 = stablehlo.select %65, %66, %63 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %68 = stablehlo.divide %62, %67 : tensor<3x4xcomplex<f32>>
    %69 = stablehlo.multiply %58, %58 : tensor<3x4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %71 = stablehlo.multiply %70, %58 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%69 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %73 = stablehlo.add %57, %72 : tensor<f32>
    %74 = stablehlo.reshape %0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %75 = stablehlo.reshape %11#0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %76 = stablehlo.reshape %23 : (tensor<3x4xf32>) -> tensor<12xf32>
    %77 = stablehlo.concatenate %74, %75, %76, dim = 0 : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<36xf32>
    %78 = stablehlo.sine %77 : tensor<36xf32>
    %79 = stablehlo.cosine %77 : tensor<36xf32>
    %80 = stablehlo.iota dim = 0 : tensor<36xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<36xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %84 = stablehlo.add %83, %82 : tensor<36xf32>
    %85 = stablehlo.multiply %78, %84 : tensor<36xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<36xf32>, tensor<f32>) -> tensor<f32>
    %87 = stablehlo.add %73, %86 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %89 = stablehlo.multiply %88, %84 : tensor<36xf32>
    %90 = stablehlo.multiply %89, %79 : tensor<36xf32>
    %91 = stablehlo.slice %90 [0:12] : (tensor<36xf32>) -> tensor<12xf32>
    %92 = stablehlo.slice %90 [12:24] : (tensor<36xf32>) -> tensor<12xf32>
    %93 = stablehlo.slice %90 [24:36] : (tensor<36xf32>) -> tensor<12xf32>
    %94 = stablehlo.reshape %93 : (tensor<12xf32>) -> tensor<3x4xf32>
    %95 = stablehlo.reshape %92 : (tensor<12xf32>) -> tensor<3x4xf32>
    %96 = stablehlo.reshape %91 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %98 = stablehlo.multiply %97, %71 : tensor<3x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %100 = stablehlo.complex %98, %99 : tensor<3x4xcomplex<f32>>
    %101 = stablehlo.multiply %100, %68 : tensor<3x4xcomplex<f32>>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %103 = stablehlo.multiply %102, %55 : tensor<3x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %105 = stablehlo.complex %103, %104 : tensor<3x4xcomplex<f32>>
    %106 = stablehlo.multiply %105, %52 : tensor<3x4xcomplex<f32>>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %108 = stablehlo.multiply %107, %39 : tensor<3x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %110 = stablehlo.complex %108, %109 : tensor<3x4xcomplex<f32>>
    %111 = stablehlo.multiply %110, %36 : tensor<3x4xcomplex<f32>>
    %cst_25 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %113 = stablehlo.multiply %101, %112 : tensor<3x4xcomplex<f32>>
    %114 = stablehlo.negate %94 : tensor<3x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %116 = stablehlo.complex %115, %114 : tensor<3x4xcomplex<f32>>
    %117 = stablehlo.add %113, %116 : tensor<3x4xcomplex<f32>>
    %118 = stablehlo.multiply %20, %94 : tensor<3x4xf32>
    %119 = stablehlo.multiply %94, %arg1 : tensor<3x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %121 = stablehlo.complex %119, %120 : tensor<3x4xcomplex<f32>>
    %122 = stablehlo.add %117, %121 : tensor<3x4xcomplex<f32>>
    %123 = stablehlo.multiply %106, %19 : tensor<3x4xcomplex<f32>>
    %124 = stablehlo.add %122, %123 : tensor<3x4xcomplex<f32>>
    %125 = stablehlo.multiply %16, %111 : tensor<3x4xcomplex<f32>>
    %126 = stablehlo.multiply %111, %17 : tensor<3x4xcomplex<f32>>
    %127 = stablehlo.real %125 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %128 = stablehlo.convert %127 : tensor<3x4xf32>
    %129 = stablehlo.add %118, %128 : tensor<3x4xf32>
    %130 = stablehlo.multiply %15, %126 : tensor<3x4xcomplex<f32>>
    %131 = stablehlo.add %124, %130 : tensor<3x4xcomplex<f32>>
    %132 = stablehlo.multiply %126, %arg0 : tensor<3x4xcomplex<f32>>
    %133 = stablehlo.real %132 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %134 = stablehlo.imag %132 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %135 = stablehlo.negate %134 : tensor<3x4xf32>
    %136 = stablehlo.complex %133, %135 : tensor<3x4xcomplex<f32>>
    %137 = stablehlo.add %131, %136 : tensor<3x4xcomplex<f32>>
    %138 = call @angle_0(%11#1, %11#2, %95) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %139 = stablehlo.add %137, %138 : tensor<3x4xcomplex<f32>>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %141 = stablehlo.complex %96, %140 : tensor<3x4xcomplex<f32>>
    %142 = stablehlo.multiply %141, %10 : tensor<3x4xcomplex<f32>>
    %143 = stablehlo.add %139, %142 : tensor<3x4xcomplex<f32>>
    return %87, %143, %129 : tensor<f32>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf32>
    %3 = chlo.square %1 : tensor<3x4xf32> -> tensor<3x4xf32>
    %4 = chlo.square %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x4xf32>
    %6 = stablehlo.divide %0, %5 : tensor<3x4xf32>
    %7 = stablehlo.negate %1 : tensor<3x4xf32>
    %8 = chlo.square %1 : tensor<3x4xf32> -> tensor<3x4xf32>
    %9 = chlo.square %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %10 = stablehlo.add %8, %9 : tensor<3x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<3x4xf32>
    return %2, %6, %11 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func private @angle_0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<3x4xf32>
    %1 = stablehlo.multiply %arg2, %arg0 : tensor<3x4xf32>
    %2 = stablehlo.negate %1 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %4 = stablehlo.complex %3, %2 : tensor<3x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.complex %0, %5 : tensor<3x4xcomplex<f32>>
    %7 = stablehlo.add %4, %6 : tensor<3x4xcomplex<f32>>
    return %7 : tensor<3x4xcomplex<f32>>
  }
}
