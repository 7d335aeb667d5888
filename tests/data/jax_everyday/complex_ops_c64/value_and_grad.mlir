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
    %26 = stablehlo.iota dim = 0 : tensor<12xf32>
    %27 = stablehlo.reshape %26 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x4xf32>
    %32 = stablehlo.sine %0 : tensor<3x4xf32>
    %33 = stablehlo.cosine %0 : tensor<3x4xf32>
    %34 = stablehlo.multiply %32, %31 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.add %cst_5, %35 : tensor<f32>
    %37 = stablehlo.iota dim = 0 : tensor<12xf32>
    %38 = stablehlo.reshape %37 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %42 = stablehlo.add %41, %40 : tensor<3x4xf32>
    %43 = stablehlo.sine %11#0 : tensor<3x4xf32>
    %44 = stablehlo.cosine %11#0 : tensor<3x4xf32>
    %45 = stablehlo.multiply %43, %42 : tensor<3x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.add %36, %46 : tensor<f32>
    %48 = stablehlo.abs %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %49 = stablehlo.real %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %50 = stablehlo.imag %18 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %51 = stablehlo.negate %50 : tensor<3x4xf32>
    %52 = stablehlo.complex %49, %51 : tensor<3x4xcomplex<f32>>
    %53 = stablehlo.convert %48 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %55 = stablehlo.compare EQ, %53, %54, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %57 = stablehlo.select %55, %56, %53 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %58 = stablehlo.divide %52, %57 : tensor<3x4xcomplex<f32>>
    %59 = stablehlo.multiply %48, %48 : tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %61 = stablehlo.multiply %60, %48 : tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%59 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %63 = stablehlo.add %47, %62 : tensor<f32>
    %64 = stablehlo.abs %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %65 = stablehlo.real %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %66 = stablehlo.imag %19 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %67 = stablehlo.negate %66 : tensor<3x4xf32>
    %68 = stablehlo.complex %65, %67 : tensor<3x4xcomplex<f32>>
    %69 = stablehlo.convert %64 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %71 = stablehlo.compare EQ, %69, %70, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_14 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %73 = stablehlo.select %71, %72, %69 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %74 = stablehlo.divide %68, %73 : tensor<3x4xcomplex<f32>>
    %75 = stablehlo.multiply %64, %64 : tensor<3x4xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %77 = stablehlo.multiply %76, %64 : tensor<3x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %79 = stablehlo.add %63, %78 : tensor<f32>
    %80 = stablehlo.iota dim = 0 : tensor<12xf32>
    %81 = stablehlo.reshape %80 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<3x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %85 = stablehlo.add %84, %83 : tensor<3x4xf32>
    %86 = stablehlo.sine %23 : tensor<3x4xf32>
    %87 = stablehlo.cosine %23 : tensor<3x4xf32>
    %88 = stablehlo.multiply %86, %85 : tensor<3x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %90 = stablehlo.add %79, %89 : tensor<f32>
    %91 = stablehlo.abs %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %92 = stablehlo.real %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %93 = stablehlo.imag %25 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %94 = stablehlo.negate %93 : tensor<3x4xf32>
    %95 = stablehlo.complex %92, %94 : tensor<3x4xcomplex<f32>>
    %96 = stablehlo.convert %91 : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %cst_20 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %98 = stablehlo.compare EQ, %96, %97, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %cst_21 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %100 = stablehlo.select %98, %99, %96 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    %101 = stablehlo.divide %95, %100 : tensor<3x4xcomplex<f32>>
    %102 = stablehlo.multiply %91, %91 : tensor<3x4xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %104 = stablehlo.multiply %103, %91 : tensor<3x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %106 = stablehlo.add %90, %105 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %108 = stablehlo.multiply %107, %104 : tensor<3x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %110 = stablehlo.complex %108, %109 : tensor<3x4xcomplex<f32>>
    %111 = stablehlo.multiply %110, %101 : tensor<3x4xcomplex<f32>>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %113 = stablehlo.multiply %112, %85 : tensor<3x4xf32>
    %114 = stablehlo.multiply %113, %87 : tensor<3x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %116 = stablehlo.multiply %115, %77 : tensor<3x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %118 = stablehlo.complex %116, %117 : tensor<3x4xcomplex<f32>>
    %119 = stablehlo.multiply %118, %74 : tensor<3x4xcomplex<f32>>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %121 = stablehlo.multiply %120, %61 : tensor<3x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %123 = stablehlo.complex %121, %122 : tensor<3x4xcomplex<f32>>
    %124 = stablehlo.multiply %123, %58 : tensor<3x4xcomplex<f32>>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %126 = stablehlo.multiply %125, %42 : tensor<3x4xf32>
    %127 = stablehlo.multiply %126, %44 : tensor<3x4xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %129 = stablehlo.multiply %128, %31 : tensor<3x4xf32>
    %130 = stablehlo.multiply %129, %33 : tensor<3x4xf32>
    %cst_33 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %131 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %132 = stablehlo.multiply %111, %131 : tensor<3x4xcomplex<f32>>
    %133 = stablehlo.negate %114 : tensor<3x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %135 = stablehlo.complex %134, %133 : tensor<3x4xcomplex<f32>>
    %136 = stablehlo.add %132, %135 : tensor<3x4xcomplex<f32>>
    %137 = stablehlo.multiply %20, %114 : tensor<3x4xf32>
    %138 = stablehlo.multiply %114, %arg1 : tensor<3x4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %140 = stablehlo.complex %138, %139 : tensor<3x4xcomplex<f32>>
    %141 = stablehlo.add %136, %140 : tensor<3x4xcomplex<f32>>
    %142 = stablehlo.multiply %119, %19 : tensor<3x4xcomplex<f32>>
    %143 = stablehlo.add %141, %142 : tensor<3x4xcomplex<f32>>
    %144 = stablehlo.multiply %16, %124 : tensor<3x4xcomplex<f32>>
    %145 = stablehlo.multiply %124, %17 : tensor<3x4xcomplex<f32>>
    %146 = stablehlo.real %144 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %147 = stablehlo.convert %146 : tensor<3x4xf32>
    %148 = stablehlo.add %137, %147 : tensor<3x4xf32>
    %149 = stablehlo.multiply %15, %145 : tensor<3x4xcomplex<f32>>
    %150 = stablehlo.add %143, %149 : tensor<3x4xcomplex<f32>>
    %151 = stablehlo.multiply %145, %arg0 : tensor<3x4xcomplex<f32>>
    %152 = stablehlo.real %151 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %153 = stablehlo.imag %151 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %154 = stablehlo.negate %153 : tensor<3x4xf32>
    %155 = stablehlo.complex %152, %154 : tensor<3x4xcomplex<f32>>
    %156 = stablehlo.add %150, %155 : tensor<3x4xcomplex<f32>>
    %157 = call @angle_0(%11#1, %11#2, %127) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %158 = stablehlo.add %156, %157 : tensor<3x4xcomplex<f32>>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %160 = stablehlo.complex %130, %159 : tensor<3x4xcomplex<f32>>
    %161 = stablehlo.multiply %160, %10 : tensor<3x4xcomplex<f32>>
    %162 = stablehlo.add %158, %161 : tensor<3x4xcomplex<f32>>
    return %106, %162, %148 : tensor<f32>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>
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
