module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x3xf64> {jax.result_info = "result[1]"}, tensor<3x3xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %6 = stablehlo.slice %5 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %7 = stablehlo.convert %6 : tensor<3x3xf64>
    %8 = stablehlo.tanh %arg0 : tensor<3xf64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %11 = stablehlo.multiply %7, %10 : tensor<3x3xf64>
    %12 = stablehlo.add %7, %11 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %14 = stablehlo.subtract %13, %8 : tensor<3xf64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.multiply %12, %16 : tensor<3x3xf64>
    %18 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %19 = stablehlo.slice %7 [0:3, 0:1] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %20 = stablehlo.reshape %18 : (tensor<1xf64>) -> tensor<f64>
    %21 = stablehlo.reshape %19 : (tensor<3x1xf64>) -> tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %23 = stablehlo.multiply %17, %22 : tensor<3x3xf64>
    %24 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %25 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %28 = stablehlo.multiply %26, %27 : tensor<3x3xf64>
    %29 = stablehlo.add %23, %28 : tensor<3x3xf64>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %31 = stablehlo.slice %30 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %32 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %33 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %35 = stablehlo.add %32, %34 : tensor<3x3xi64>
    %36 = stablehlo.compare EQ, %35, %33, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %37 = stablehlo.convert %36 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %38 = stablehlo.slice %37 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %39 = stablehlo.convert %38 : tensor<3x3xf64>
    %40 = stablehlo.cosine %arg0 : tensor<3xf64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %43 = stablehlo.multiply %39, %42 : tensor<3x3xf64>
    %44 = stablehlo.cosine %arg0 : tensor<3xf64>
    %45 = stablehlo.sine %arg0 : tensor<3xf64>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %48 = stablehlo.multiply %39, %47 : tensor<3x3xf64>
    %49 = stablehlo.negate %48 : tensor<3x3xf64>
    %50 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf64>
    %51 = stablehlo.reverse %39, dims = [1] : tensor<3x3xf64>
    %52 = stablehlo.slice %arg0 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %53 = stablehlo.slice %39 [0:3, 0:2] : (tensor<3x3xf64>) -> tensor<3x2xf64>
    %54 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %55 = stablehlo.slice %39 [0:3, 2:3] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.pad %54, %cst_1, low = [0], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %57 = stablehlo.pad %55, %cst_2, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3x2xf64>
    %58 = stablehlo.multiply %52, %56 : tensor<2xf64>
    %59 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %61 = stablehlo.multiply %53, %60 : tensor<3x2xf64>
    %62 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %64 = stablehlo.multiply %63, %57 : tensor<3x2xf64>
    %65 = stablehlo.add %61, %64 : tensor<3x2xf64>
    %66 = stablehlo.slice %58 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %67 = stablehlo.slice %65 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %68 = stablehlo.slice %58 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %69 = stablehlo.slice %65 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %70 = stablehlo.iota dim = 0 : tensor<1x1xi64>
    %71 = stablehlo.iota dim = 1 : tensor<1x1xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<1x1xi64>
    %73 = stablehlo.add %70, %72 : tensor<1x1xi64>
    %74 = stablehlo.compare EQ, %73, %71, SIGNED : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1xi1>) -> tensor<1x1xf64>
    %76 = stablehlo.slice %75 [0:1, 0:1] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %77 = stablehlo.reshape %76 : (tensor<1x1xf64>) -> tensor<1xf64>
    %78 = stablehlo.convert %77 : tensor<1xf64>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<1xf64>) -> tensor<1x1xf64>
    %80 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %81 = stablehlo.broadcast_in_dim %67, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %82 = stablehlo.multiply %80, %79 : tensor<1x1xf64>
    %83 = stablehlo.broadcast_in_dim %79, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %85 = stablehlo.multiply %81, %84 : tensor<3x1x1xf64>
    %86 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %87 = stablehlo.broadcast_in_dim %69, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %88 = stablehlo.multiply %79, %86 : tensor<1x1xf64>
    %89 = stablehlo.broadcast_in_dim %79, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %91 = stablehlo.multiply %90, %87 : tensor<3x1x1xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.pad %82, %cst_4, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.pad %85, %cst_5, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %94 = stablehlo.pad %88, %cst_6, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.pad %91, %cst_7, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %96 = stablehlo.add %92, %94 : tensor<1x2xf64>
    %97 = stablehlo.add %93, %95 : tensor<3x1x2xf64>
    %98 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %99 = stablehlo.broadcast_in_dim %53, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %100 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %102 = stablehlo.multiply %99, %101 : tensor<3x1x2xf64>
    %103 = stablehlo.broadcast_in_dim %98, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %105 = stablehlo.multiply %104, %97 : tensor<3x1x2xf64>
    %106 = stablehlo.add %102, %105 : tensor<3x1x2xf64>
    %107 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %108 = stablehlo.broadcast_in_dim %57, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %109 = stablehlo.broadcast_in_dim %107, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %111 = stablehlo.multiply %97, %110 : tensor<3x1x2xf64>
    %112 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %114 = stablehlo.multiply %113, %108 : tensor<3x1x2xf64>
    %115 = stablehlo.add %111, %114 : tensor<3x1x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.pad %106, %cst_8, low = [0, 0, 0], high = [0, 0, -1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %117 = stablehlo.slice %116 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %118 = stablehlo.pad %117, %cst_9, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %119 = stablehlo.pad %115, %cst_10, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %120 = stablehlo.add %118, %119 : tensor<3x1x3xf64>
    %121 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<1xf64>) -> tensor<1x3xf64>
    %122 = stablehlo.broadcast_in_dim %43, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %123 = stablehlo.broadcast_in_dim %121, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %125 = stablehlo.multiply %122, %124 : tensor<3x1x3xf64>
    %126 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %127 = stablehlo.broadcast_in_dim %51, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %128 = stablehlo.multiply %121, %126 : tensor<1x3xf64>
    %129 = stablehlo.broadcast_in_dim %121, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %131 = stablehlo.multiply %130, %127 : tensor<3x1x3xf64>
    %132 = stablehlo.reverse %125, dims = [2] : tensor<3x1x3xf64>
    %133 = stablehlo.add %120, %132 : tensor<3x1x3xf64>
    %134 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %135 = stablehlo.broadcast_in_dim %49, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %136 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %138 = stablehlo.multiply %131, %137 : tensor<3x1x3xf64>
    %139 = stablehlo.broadcast_in_dim %128, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %141 = stablehlo.multiply %140, %135 : tensor<3x1x3xf64>
    %142 = stablehlo.add %138, %141 : tensor<3x1x3xf64>
    %143 = stablehlo.add %133, %142 : tensor<3x1x3xf64>
    %144 = stablehlo.slice %143 [0:3, 0:1, 0:3] : (tensor<3x1x3xf64>) -> tensor<3x1x3xf64>
    %145 = stablehlo.reshape %144 : (tensor<3x1x3xf64>) -> tensor<3x3xf64>
    %146 = stablehlo.transpose %145, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %147 = stablehlo.slice %146 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %148 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %149 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %150 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %151 = stablehlo.add %148, %150 : tensor<3x3xi64>
    %152 = stablehlo.compare EQ, %151, %149, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %153 = stablehlo.convert %152 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %154 = stablehlo.slice %153 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %155 = stablehlo.convert %154 : tensor<3x3xf64>
    %156 = stablehlo.tanh %arg0 : tensor<3xf64>
    %157 = stablehlo.broadcast_in_dim %156, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %159 = stablehlo.multiply %155, %158 : tensor<3x3xf64>
    %160 = stablehlo.add %155, %159 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %162 = stablehlo.subtract %161, %156 : tensor<3xf64>
    %163 = stablehlo.broadcast_in_dim %162, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %165 = stablehlo.multiply %160, %164 : tensor<3x3xf64>
    %166 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %167 = stablehlo.slice %155 [0:3, 0:1] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %168 = stablehlo.reshape %166 : (tensor<1xf64>) -> tensor<f64>
    %169 = stablehlo.reshape %167 : (tensor<3x1xf64>) -> tensor<3xf64>
    %170 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %171 = stablehlo.multiply %165, %170 : tensor<3x3xf64>
    %172 = stablehlo.broadcast_in_dim %156, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %173 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %176 = stablehlo.multiply %174, %175 : tensor<3x3xf64>
    %177 = stablehlo.add %171, %176 : tensor<3x3xf64>
    %178 = stablehlo.transpose %177, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %179 = stablehlo.slice %178 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %180 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %181 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %182 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %183 = stablehlo.add %180, %182 : tensor<3x3xi64>
    %184 = stablehlo.compare EQ, %183, %181, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %185 = stablehlo.convert %184 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %186 = stablehlo.slice %185 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %187 = stablehlo.convert %186 : tensor<3x3xf64>
    %188 = stablehlo.cosine %arg0 : tensor<3xf64>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %191 = stablehlo.multiply %187, %190 : tensor<3x3xf64>
    %192 = stablehlo.cosine %arg0 : tensor<3xf64>
    %193 = stablehlo.sine %arg0 : tensor<3xf64>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %196 = stablehlo.multiply %187, %195 : tensor<3x3xf64>
    %197 = stablehlo.negate %196 : tensor<3x3xf64>
    %198 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf64>
    %199 = stablehlo.reverse %187, dims = [1] : tensor<3x3xf64>
    %200 = stablehlo.slice %arg0 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %201 = stablehlo.slice %187 [0:3, 0:2] : (tensor<3x3xf64>) -> tensor<3x2xf64>
    %202 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %203 = stablehlo.slice %187 [0:3, 2:3] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %204 = stablehlo.pad %202, %cst_14, low = [0], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %205 = stablehlo.pad %203, %cst_15, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3x2xf64>
    %206 = stablehlo.multiply %200, %204 : tensor<2xf64>
    %207 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %209 = stablehlo.multiply %201, %208 : tensor<3x2xf64>
    %210 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %212 = stablehlo.multiply %211, %205 : tensor<3x2xf64>
    %213 = stablehlo.add %209, %212 : tensor<3x2xf64>
    %214 = stablehlo.slice %206 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %215 = stablehlo.slice %213 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %216 = stablehlo.slice %206 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %217 = stablehlo.slice %213 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %218 = stablehlo.iota dim = 0 : tensor<1x1xi64>
    %219 = stablehlo.iota dim = 1 : tensor<1x1xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %220 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<1x1xi64>
    %221 = stablehlo.add %218, %220 : tensor<1x1xi64>
    %222 = stablehlo.compare EQ, %221, %219, SIGNED : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %223 = stablehlo.convert %222 : (tensor<1x1xi1>) -> tensor<1x1xf64>
    %224 = stablehlo.slice %223 [0:1, 0:1] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %225 = stablehlo.reshape %224 : (tensor<1x1xf64>) -> tensor<1xf64>
    %226 = stablehlo.convert %225 : tensor<1xf64>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<1xf64>) -> tensor<1x1xf64>
    %228 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %229 = stablehlo.broadcast_in_dim %215, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %230 = stablehlo.multiply %228, %227 : tensor<1x1xf64>
    %231 = stablehlo.broadcast_in_dim %227, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %233 = stablehlo.multiply %229, %232 : tensor<3x1x1xf64>
    %234 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %235 = stablehlo.broadcast_in_dim %217, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %236 = stablehlo.multiply %227, %234 : tensor<1x1xf64>
    %237 = stablehlo.broadcast_in_dim %227, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %239 = stablehlo.multiply %238, %235 : tensor<3x1x1xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %240 = stablehlo.pad %230, %cst_17, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %241 = stablehlo.pad %233, %cst_18, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %242 = stablehlo.pad %236, %cst_19, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %243 = stablehlo.pad %239, %cst_20, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %244 = stablehlo.add %240, %242 : tensor<1x2xf64>
    %245 = stablehlo.add %241, %243 : tensor<3x1x2xf64>
    %246 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %247 = stablehlo.broadcast_in_dim %201, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %248 = stablehlo.broadcast_in_dim %244, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %250 = stablehlo.multiply %247, %249 : tensor<3x1x2xf64>
    %251 = stablehlo.broadcast_in_dim %246, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %253 = stablehlo.multiply %252, %245 : tensor<3x1x2xf64>
    %254 = stablehlo.add %250, %253 : tensor<3x1x2xf64>
    %255 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %256 = stablehlo.broadcast_in_dim %205, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %257 = stablehlo.broadcast_in_dim %255, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %259 = stablehlo.multiply %245, %258 : tensor<3x1x2xf64>
    %260 = stablehlo.broadcast_in_dim %244, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %262 = stablehlo.multiply %261, %256 : tensor<3x1x2xf64>
    %263 = stablehlo.add %259, %262 : tensor<3x1x2xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %264 = stablehlo.pad %254, %cst_21, low = [0, 0, 0], high = [0, 0, -1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %265 = stablehlo.slice %264 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %266 = stablehlo.pad %265, %cst_22, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %267 = stablehlo.pad %263, %cst_23, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %268 = stablehlo.add %266, %267 : tensor<3x1x3xf64>
    %269 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<1xf64>) -> tensor<1x3xf64>
    %270 = stablehlo.broadcast_in_dim %191, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %271 = stablehlo.broadcast_in_dim %269, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %273 = stablehlo.multiply %270, %272 : tensor<3x1x3xf64>
    %274 = stablehlo.broadcast_in_dim %198, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %275 = stablehlo.broadcast_in_dim %199, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %276 = stablehlo.multiply %269, %274 : tensor<1x3xf64>
    %277 = stablehlo.broadcast_in_dim %269, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %279 = stablehlo.multiply %278, %275 : tensor<3x1x3xf64>
    %280 = stablehlo.reverse %273, dims = [2] : tensor<3x1x3xf64>
    %281 = stablehlo.add %268, %280 : tensor<3x1x3xf64>
    %282 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %283 = stablehlo.broadcast_in_dim %197, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %284 = stablehlo.broadcast_in_dim %282, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %286 = stablehlo.multiply %279, %285 : tensor<3x1x3xf64>
    %287 = stablehlo.broadcast_in_dim %276, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %289 = stablehlo.multiply %288, %283 : tensor<3x1x3xf64>
    %290 = stablehlo.add %286, %289 : tensor<3x1x3xf64>
    %291 = stablehlo.add %281, %290 : tensor<3x1x3xf64>
    %292 = stablehlo.slice %291 [0:3, 0:1, 0:3] : (tensor<3x1x3xf64>) -> tensor<3x1x3xf64>
    %293 = stablehlo.reshape %292 : (tensor<3x1x3xf64>) -> tensor<3x3xf64>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %295 = stablehlo.slice %294 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %296 = stablehlo.reshape %179 : (tensor<3x3xf64>) -> tensor<9xf64>
    %297 = stablehlo.reshape %295 : (tensor<3x3xf64>) -> tensor<9xf64>
    %298 = stablehlo.concatenate %296, %297, dim = 0 : (tensor<9xf64>, tensor<9xf64>) -> tensor<18xf64>
    %299 = stablehlo.sine %298 : tensor<18xf64>
    %300 = stablehlo.iota dim = 0 : tensor<18xf64>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %301 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %302 = stablehlo.multiply %301, %300 : tensor<18xf64>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %303 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %304 = stablehlo.add %303, %302 : tensor<18xf64>
    %305 = stablehlo.multiply %299, %304 : tensor<18xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %306 = stablehlo.reduce(%305 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<18xf64>, tensor<f64>) -> tensor<f64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %307 = stablehlo.add %cst_27, %306 : tensor<f64>
    return %307, %31, %147 : tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>
  }
}
