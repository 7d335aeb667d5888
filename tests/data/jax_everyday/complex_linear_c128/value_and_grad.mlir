module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[1][0]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[1][1]"}) {
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
    %13 = stablehlo.real %11 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %14 = stablehlo.imag %11 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %15 = stablehlo.negate %14 : tensor<3xf64>
    %16 = stablehlo.complex %13, %15 : tensor<3xcomplex<f64>>
    %17 = stablehlo.convert %12 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %19 = stablehlo.compare EQ, %17, %18, FLOAT : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %21 = stablehlo.select %19, %20, %17 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %22 = stablehlo.divide %16, %21 : tensor<3xcomplex<f64>>
    %23 = call @fft(%arg1) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %24 = stablehlo.real %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %25 = stablehlo.imag %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %26 = stablehlo.multiply %24, %25 : tensor<3xf64>
    %27:3 = call @norm(%arg0) : (tensor<3x3xcomplex<f64>>) -> (tensor<f64>, tensor<3x3xcomplex<f64>>, tensor<f64>)
    %28 = stablehlo.exponential %arg0 : tensor<3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %29 = stablehlo.reduce(%28 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %30 = stablehlo.abs %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %31 = stablehlo.real %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %32 = stablehlo.imag %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %33 = stablehlo.negate %32 : tensor<3xf64>
    %34 = stablehlo.complex %31, %33 : tensor<3xcomplex<f64>>
    %35 = stablehlo.convert %30 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %37 = stablehlo.compare EQ, %35, %36, FLOAT : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %38 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %39 = stablehlo.select %37, %38, %35 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %40 = stablehlo.divide %34, %39 : tensor<3xcomplex<f64>>
    %41:2 = call @sort(%30) : (tensor<3xf64>) -> (tensor<3xf64>, tensor<3x1xui32>)
    %42 = stablehlo.abs %5 : (tensor<complex<f64>>) -> tensor<f64>
    %43 = stablehlo.real %5 : (tensor<complex<f64>>) -> tensor<f64>
    %44 = stablehlo.imag %5 : (tensor<complex<f64>>) -> tensor<f64>
    %45 = stablehlo.negate %44 : tensor<f64>
    %46 = stablehlo.complex %43, %45 : tensor<complex<f64>>
    %47 = stablehlo.convert %42 : (tensor<f64>) -> tensor<complex<f64>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.compare EQ, %47, %cst_4, FLOAT : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %49 = stablehlo.select %48, %cst_5, %47 : tensor<i1>, tensor<complex<f64>>
    %50 = stablehlo.divide %46, %49 : tensor<complex<f64>>
    %51 = stablehlo.multiply %42, %42 : tensor<f64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %52 = stablehlo.multiply %cst_6, %42 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%51 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.add %cst_8, %53 : tensor<f64>
    %55 = stablehlo.abs %23 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %56 = stablehlo.real %23 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %57 = stablehlo.imag %23 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %58 = stablehlo.negate %57 : tensor<3xf64>
    %59 = stablehlo.complex %56, %58 : tensor<3xcomplex<f64>>
    %60 = stablehlo.convert %55 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %61 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %62 = stablehlo.compare EQ, %60, %61, FLOAT : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %64 = stablehlo.select %62, %63, %60 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %65 = stablehlo.divide %59, %64 : tensor<3xcomplex<f64>>
    %66 = stablehlo.multiply %55, %55 : tensor<3xf64>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %68 = stablehlo.multiply %67, %55 : tensor<3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%66 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %70 = stablehlo.add %54, %69 : tensor<f64>
    %71 = stablehlo.abs %29 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %72 = stablehlo.real %29 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %73 = stablehlo.imag %29 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %74 = stablehlo.negate %73 : tensor<3xf64>
    %75 = stablehlo.complex %72, %74 : tensor<3xcomplex<f64>>
    %76 = stablehlo.convert %71 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %78 = stablehlo.compare EQ, %76, %77, FLOAT : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
    %cst_14 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %80 = stablehlo.select %78, %79, %76 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %81 = stablehlo.divide %75, %80 : tensor<3xcomplex<f64>>
    %82 = stablehlo.multiply %71, %71 : tensor<3xf64>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %84 = stablehlo.multiply %83, %71 : tensor<3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.reduce(%82 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %86 = stablehlo.add %70, %85 : tensor<f64>
    %87 = stablehlo.reshape %27#0 : (tensor<f64>) -> tensor<1xf64>
    %88 = stablehlo.concatenate %12, %26, %87, %41#0, dim = 0 : (tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<10xf64>
    %89 = stablehlo.sine %88 : tensor<10xf64>
    %90 = stablehlo.cosine %88 : tensor<10xf64>
    %91 = stablehlo.iota dim = 0 : tensor<10xf64>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %93 = stablehlo.multiply %92, %91 : tensor<10xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %95 = stablehlo.add %94, %93 : tensor<10xf64>
    %96 = stablehlo.multiply %89, %95 : tensor<10xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.reduce(%96 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %98 = stablehlo.add %86, %97 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %100 = stablehlo.multiply %99, %95 : tensor<10xf64>
    %101 = stablehlo.multiply %100, %90 : tensor<10xf64>
    %102 = stablehlo.slice %101 [0:3] : (tensor<10xf64>) -> tensor<3xf64>
    %103 = stablehlo.slice %101 [3:6] : (tensor<10xf64>) -> tensor<3xf64>
    %104 = stablehlo.slice %101 [6:7] : (tensor<10xf64>) -> tensor<1xf64>
    %105 = stablehlo.slice %101 [7:10] : (tensor<10xf64>) -> tensor<3xf64>
    %106 = stablehlo.reshape %104 : (tensor<1xf64>) -> tensor<f64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %108 = stablehlo.multiply %107, %84 : tensor<3xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %109 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %110 = stablehlo.complex %108, %109 : tensor<3xcomplex<f64>>
    %111 = stablehlo.multiply %110, %81 : tensor<3xcomplex<f64>>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %113 = stablehlo.multiply %112, %68 : tensor<3xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %115 = stablehlo.complex %113, %114 : tensor<3xcomplex<f64>>
    %116 = stablehlo.multiply %115, %65 : tensor<3xcomplex<f64>>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %117 = stablehlo.multiply %cst_25, %52 : tensor<f64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %118 = stablehlo.complex %117, %cst_26 : tensor<complex<f64>>
    %119 = stablehlo.multiply %118, %50 : tensor<complex<f64>>
    %120 = call @sort_0(%41#1, %105) : (tensor<3x1xui32>, tensor<3xf64>) -> tensor<3xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %122 = stablehlo.complex %120, %121 : tensor<3xcomplex<f64>>
    %123 = stablehlo.multiply %122, %40 : tensor<3xcomplex<f64>>
    %124 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %125 = stablehlo.multiply %124, %28 : tensor<3x3xcomplex<f64>>
    %126 = call @norm_1(%27#1, %arg0, %27#2, %106) : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<f64>, tensor<f64>) -> tensor<3x3xcomplex<f64>>
    %127 = stablehlo.add %125, %126 : tensor<3x3xcomplex<f64>>
    %128 = stablehlo.multiply %24, %103 : tensor<3xf64>
    %129 = stablehlo.multiply %103, %25 : tensor<3xf64>
    %130 = stablehlo.negate %128 : tensor<3xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %132 = stablehlo.complex %131, %130 : tensor<3xcomplex<f64>>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %134 = stablehlo.complex %129, %133 : tensor<3xcomplex<f64>>
    %135 = stablehlo.add %132, %134 : tensor<3xcomplex<f64>>
    %136 = call @fft_2(%116) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %137 = stablehlo.add %123, %136 : tensor<3xcomplex<f64>>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %139 = stablehlo.complex %102, %138 : tensor<3xcomplex<f64>>
    %140 = stablehlo.multiply %139, %22 : tensor<3xcomplex<f64>>
    %141 = stablehlo.dot_general %140, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %142 = stablehlo.add %137, %141 : tensor<3xcomplex<f64>>
    %143 = stablehlo.dot_general %140, %arg1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %144 = stablehlo.transpose %143, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %145 = stablehlo.real %144 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %146 = stablehlo.imag %144 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %147 = stablehlo.negate %146 : tensor<3x3xf64>
    %148 = stablehlo.complex %145, %147 : tensor<3x3xcomplex<f64>>
    %149 = stablehlo.add %127, %148 : tensor<3x3xcomplex<f64>>
    %150 = stablehlo.dot_general %119, %4, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<complex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %151 = stablehlo.add %135, %150 : tensor<3xcomplex<f64>>
    %152 = stablehlo.dot_general %119, %0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<complex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %153 = stablehlo.real %152 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %154 = stablehlo.imag %152 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %155 = stablehlo.negate %154 : tensor<3xf64>
    %156 = stablehlo.complex %153, %155 : tensor<3xcomplex<f64>>
    %157 = stablehlo.add %142, %156 : tensor<3xcomplex<f64>>
    %158 = stablehlo.dot_general %151, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %159 = stablehlo.add %157, %158 : tensor<3xcomplex<f64>>
    %160 = stablehlo.dot_general %151, %arg1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %161 = stablehlo.add %149, %160 : tensor<3x3xcomplex<f64>>
    return %98, %161, %159 : tensor<f64>, tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>
  }
  func.func private @norm(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<f64>, tensor<3x3xcomplex<f64>>, tensor<f64>) {
    %0 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %1 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.negate %1 : tensor<3x3xf64>
    %3 = stablehlo.complex %0, %2 : tensor<3x3xcomplex<f64>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.real %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %8 = stablehlo.divide %cst_0, %7 : tensor<f64>
    return %7, %3, %8 : tensor<f64>, tensor<3x3xcomplex<f64>>, tensor<f64>
  }
  func.func private @sort(%arg0: tensor<3xf64>) -> (tensor<3xf64>, tensor<3x1xui32>) {
    %0 = stablehlo.iota dim = 0 : tensor<3xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f64>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<3xf64>, tensor<3xui32>) -> (tensor<3xf64>, tensor<3xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    return %1#0, %2 : tensor<3xf64>, tensor<3x1xui32>
  }
  func.func private @sort_0(%arg0: tensor<3x1xui32>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<3xf64>, tensor<3x1xui32>, tensor<3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @norm_1(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3x3xcomplex<f64>>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.multiply %arg3, %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.complex %1, %2 : tensor<3x3xcomplex<f64>>
    %4 = stablehlo.multiply %arg1, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.multiply %3, %arg0 : tensor<3x3xcomplex<f64>>
    %6 = stablehlo.real %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %7 = stablehlo.imag %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.negate %7 : tensor<3x3xf64>
    %9 = stablehlo.complex %6, %8 : tensor<3x3xcomplex<f64>>
    %10 = stablehlo.add %5, %9 : tensor<3x3xcomplex<f64>>
    return %10 : tensor<3x3xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = call @fft_3(%arg0) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>
  }
  func.func private @fft_3(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>
  }
}
