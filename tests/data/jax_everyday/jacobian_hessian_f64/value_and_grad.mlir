module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1][0]"}) {
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
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %10 = stablehlo.subtract %9, %8 : tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %13 = stablehlo.multiply %7, %12 : tensor<3x3xf64>
    %14 = stablehlo.add %7, %13 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %16 = stablehlo.subtract %15, %8 : tensor<3xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.multiply %14, %18 : tensor<3x3xf64>
    %20 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %21 = stablehlo.slice %7 [0:3, 0:1] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %22 = stablehlo.reshape %20 : (tensor<1xf64>) -> tensor<f64>
    %23 = stablehlo.reshape %21 : (tensor<3x1xf64>) -> tensor<3xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %25 = stablehlo.multiply %19, %24 : tensor<3x3xf64>
    %26 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %30 = stablehlo.multiply %28, %29 : tensor<3x3xf64>
    %31 = stablehlo.add %25, %30 : tensor<3x3xf64>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %33 = stablehlo.slice %32 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %34 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %35 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %37 = stablehlo.add %34, %36 : tensor<3x3xi64>
    %38 = stablehlo.compare EQ, %37, %35, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %39 = stablehlo.convert %38 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %40 = stablehlo.slice %39 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %41 = stablehlo.convert %40 : tensor<3x3xf64>
    %42 = stablehlo.cosine %arg0 : tensor<3xf64>
    %43 = stablehlo.sine %arg0 : tensor<3xf64>
    %44 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %46 = stablehlo.multiply %41, %45 : tensor<3x3xf64>
    %47 = stablehlo.cosine %arg0 : tensor<3xf64>
    %48 = stablehlo.sine %arg0 : tensor<3xf64>
    %49 = stablehlo.sine %arg0 : tensor<3xf64>
    %50 = stablehlo.cosine %arg0 : tensor<3xf64>
    %51 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %53 = stablehlo.multiply %41, %52 : tensor<3x3xf64>
    %54 = stablehlo.negate %53 : tensor<3x3xf64>
    %55 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf64>
    %56 = stablehlo.reverse %41, dims = [1] : tensor<3x3xf64>
    %57 = stablehlo.slice %arg0 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %58 = stablehlo.slice %41 [0:3, 0:2] : (tensor<3x3xf64>) -> tensor<3x2xf64>
    %59 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %60 = stablehlo.slice %41 [0:3, 2:3] : (tensor<3x3xf64>) -> tensor<3x1xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.pad %59, %cst_2, low = [0], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.pad %60, %cst_3, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3x2xf64>
    %63 = stablehlo.multiply %57, %61 : tensor<2xf64>
    %64 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %66 = stablehlo.multiply %58, %65 : tensor<3x2xf64>
    %67 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<3x2xf64>
    %69 = stablehlo.multiply %68, %62 : tensor<3x2xf64>
    %70 = stablehlo.add %66, %69 : tensor<3x2xf64>
    %71 = stablehlo.slice %63 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %72 = stablehlo.slice %70 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %73 = stablehlo.slice %63 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %74 = stablehlo.slice %70 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %75 = stablehlo.iota dim = 0 : tensor<1x1xi64>
    %76 = stablehlo.iota dim = 1 : tensor<1x1xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %77 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<1x1xi64>
    %78 = stablehlo.add %75, %77 : tensor<1x1xi64>
    %79 = stablehlo.compare EQ, %78, %76, SIGNED : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %80 = stablehlo.convert %79 : (tensor<1x1xi1>) -> tensor<1x1xf64>
    %81 = stablehlo.slice %80 [0:1, 0:1] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %82 = stablehlo.reshape %81 : (tensor<1x1xf64>) -> tensor<1xf64>
    %83 = stablehlo.convert %82 : tensor<1xf64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1xf64>) -> tensor<1x1xf64>
    %85 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %86 = stablehlo.broadcast_in_dim %72, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %87 = stablehlo.multiply %85, %84 : tensor<1x1xf64>
    %88 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %90 = stablehlo.multiply %86, %89 : tensor<3x1x1xf64>
    %91 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %92 = stablehlo.broadcast_in_dim %74, dims = [0, 2] : (tensor<3x1xf64>) -> tensor<3x1x1xf64>
    %93 = stablehlo.multiply %84, %91 : tensor<1x1xf64>
    %94 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<1x1xf64>) -> tensor<1x1x1xf64>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %96 = stablehlo.multiply %95, %92 : tensor<3x1x1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.pad %87, %cst_5, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.pad %90, %cst_6, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.pad %93, %cst_7, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<1x1xf64>, tensor<f64>) -> tensor<1x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %100 = stablehlo.pad %96, %cst_8, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %101 = stablehlo.add %97, %99 : tensor<1x2xf64>
    %102 = stablehlo.add %98, %100 : tensor<3x1x2xf64>
    %103 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %104 = stablehlo.broadcast_in_dim %58, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %105 = stablehlo.broadcast_in_dim %101, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %107 = stablehlo.multiply %104, %106 : tensor<3x1x2xf64>
    %108 = stablehlo.broadcast_in_dim %103, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %110 = stablehlo.multiply %109, %102 : tensor<3x1x2xf64>
    %111 = stablehlo.add %107, %110 : tensor<3x1x2xf64>
    %112 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %113 = stablehlo.broadcast_in_dim %62, dims = [0, 2] : (tensor<3x2xf64>) -> tensor<3x1x2xf64>
    %114 = stablehlo.broadcast_in_dim %112, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %116 = stablehlo.multiply %102, %115 : tensor<3x1x2xf64>
    %117 = stablehlo.broadcast_in_dim %101, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %119 = stablehlo.multiply %118, %113 : tensor<3x1x2xf64>
    %120 = stablehlo.add %116, %119 : tensor<3x1x2xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.pad %111, %cst_9, low = [0, 0, 0], high = [0, 0, -1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %122 = stablehlo.slice %121 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %123 = stablehlo.pad %122, %cst_10, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %124 = stablehlo.pad %120, %cst_11, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x3xf64>
    %125 = stablehlo.add %123, %124 : tensor<3x1x3xf64>
    %126 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1xf64>) -> tensor<1x3xf64>
    %127 = stablehlo.broadcast_in_dim %46, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %128 = stablehlo.broadcast_in_dim %126, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %130 = stablehlo.multiply %127, %129 : tensor<3x1x3xf64>
    %131 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %132 = stablehlo.broadcast_in_dim %56, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %133 = stablehlo.multiply %126, %131 : tensor<1x3xf64>
    %134 = stablehlo.broadcast_in_dim %126, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %136 = stablehlo.multiply %135, %132 : tensor<3x1x3xf64>
    %137 = stablehlo.reverse %130, dims = [2] : tensor<3x1x3xf64>
    %138 = stablehlo.add %125, %137 : tensor<3x1x3xf64>
    %139 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %140 = stablehlo.broadcast_in_dim %54, dims = [0, 2] : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %141 = stablehlo.broadcast_in_dim %139, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %143 = stablehlo.multiply %136, %142 : tensor<3x1x3xf64>
    %144 = stablehlo.broadcast_in_dim %133, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %146 = stablehlo.multiply %145, %140 : tensor<3x1x3xf64>
    %147 = stablehlo.add %143, %146 : tensor<3x1x3xf64>
    %148 = stablehlo.add %138, %147 : tensor<3x1x3xf64>
    %149 = stablehlo.slice %148 [0:3, 0:1, 0:3] : (tensor<3x1x3xf64>) -> tensor<3x1x3xf64>
    %150 = stablehlo.reshape %149 : (tensor<3x1x3xf64>) -> tensor<3x3xf64>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %152 = stablehlo.slice %151 [0:3, 0:3] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %153 = stablehlo.reshape %33 : (tensor<3x3xf64>) -> tensor<9xf64>
    %154 = stablehlo.reshape %152 : (tensor<3x3xf64>) -> tensor<9xf64>
    %155 = stablehlo.concatenate %153, %154, dim = 0 : (tensor<9xf64>, tensor<9xf64>) -> tensor<18xf64>
    %156 = stablehlo.sine %155 : tensor<18xf64>
    %157 = stablehlo.cosine %155 : tensor<18xf64>
    %158 = stablehlo.iota dim = 0 : tensor<18xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %160 = stablehlo.multiply %159, %158 : tensor<18xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %162 = stablehlo.add %161, %160 : tensor<18xf64>
    %163 = stablehlo.multiply %156, %162 : tensor<18xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %164 = stablehlo.reduce(%163 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<18xf64>, tensor<f64>) -> tensor<f64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %165 = stablehlo.add %cst_15, %164 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %166 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %167 = stablehlo.multiply %166, %162 : tensor<18xf64>
    %168 = stablehlo.multiply %167, %157 : tensor<18xf64>
    %169 = stablehlo.slice %168 [0:9] : (tensor<18xf64>) -> tensor<9xf64>
    %170 = stablehlo.slice %168 [9:18] : (tensor<18xf64>) -> tensor<9xf64>
    %171 = stablehlo.reshape %170 : (tensor<9xf64>) -> tensor<3x3xf64>
    %172 = stablehlo.reshape %169 : (tensor<9xf64>) -> tensor<3x3xf64>
    %173 = stablehlo.transpose %171, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %174 = stablehlo.reshape %173 : (tensor<3x3xf64>) -> tensor<3x1x3xf64>
    %175 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %176 = stablehlo.multiply %175, %174 : tensor<3x1x3xf64>
    %177 = stablehlo.multiply %174, %140 : tensor<3x1x3xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %178 = stablehlo.reduce(%177 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %179 = stablehlo.reshape %178 : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %180 = stablehlo.reduce(%179 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %182 = stablehlo.multiply %136, %174 : tensor<3x1x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %183 = stablehlo.reduce(%182 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %184 = stablehlo.reshape %183 : (tensor<1x3xf64>) -> tensor<1x1x3xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %185 = stablehlo.reduce(%184 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %186 = stablehlo.broadcast_in_dim %185, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %187 = stablehlo.reduce(%176 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<3x3xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %188 = stablehlo.reduce(%186 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %189 = stablehlo.reverse %174, dims = [2] : tensor<3x1x3xf64>
    %190 = stablehlo.multiply %126, %181 : tensor<1x3xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %191 = stablehlo.reduce(%190 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %192 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x3xf64>) -> tensor<3x1x3xf64>
    %193 = stablehlo.multiply %189, %192 : tensor<3x1x3xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %194 = stablehlo.reduce(%193 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<3x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %195 = stablehlo.pad %174, %cst_25, low = [0, 0, 0], high = [0, 0, -1], interior = [0, 0, 0] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %196 = stablehlo.slice %195 [0:3, 0:1, 0:2] : (tensor<3x1x2xf64>) -> tensor<3x1x2xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %197 = stablehlo.pad %174, %cst_26, low = [0, 0, -2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x3xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %198 = stablehlo.slice %197 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %199 = stablehlo.pad %198, %cst_27, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %200 = stablehlo.pad %199, %cst_28, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3x1x2xf64>
    %201 = stablehlo.slice %200 [0:3, 0:1, 0:2] : (tensor<3x1x2xf64>) -> tensor<3x1x2xf64>
    %202 = stablehlo.multiply %196, %113 : tensor<3x1x2xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %203 = stablehlo.reduce(%202 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %204 = stablehlo.reshape %203 : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %205 = stablehlo.reduce(%204 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %207 = stablehlo.multiply %102, %196 : tensor<3x1x2xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %208 = stablehlo.reduce(%207 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %209 = stablehlo.reshape %208 : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %210 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %211 = stablehlo.multiply %196, %210 : tensor<3x1x2xf64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %212 = stablehlo.reduce(%209 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %213 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %214 = stablehlo.reduce(%213 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %215 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x2xf64>) -> tensor<3x1x2xf64>
    %216 = stablehlo.multiply %215, %201 : tensor<3x1x2xf64>
    %217 = stablehlo.add %211, %216 : tensor<3x1x2xf64>
    %218 = stablehlo.multiply %201, %102 : tensor<3x1x2xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %219 = stablehlo.reduce(%218 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %220 = stablehlo.reshape %219 : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %221 = stablehlo.reduce(%220 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %223 = stablehlo.multiply %104, %201 : tensor<3x1x2xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %224 = stablehlo.reduce(%223 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %225 = stablehlo.reshape %224 : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %226 = stablehlo.reduce(%225 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %228 = stablehlo.add %206, %227 : tensor<1x2xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %229 = stablehlo.reduce(%222 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %230 = stablehlo.pad %217, %cst_39, low = [0, 0, 0], high = [0, 0, -1], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %231 = stablehlo.slice %230 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %232 = stablehlo.pad %228, %cst_40, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<1x1xf64>
    %233 = stablehlo.slice %232 [0:1, 0:1] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %234 = stablehlo.pad %217, %cst_41, low = [0, 0, -1], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x1x2xf64>, tensor<f64>) -> tensor<3x1x1xf64>
    %235 = stablehlo.slice %234 [0:3, 0:1, 0:1] : (tensor<3x1x1xf64>) -> tensor<3x1x1xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %236 = stablehlo.pad %228, %cst_42, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<1x1xf64>
    %237 = stablehlo.slice %236 [0:1, 0:1] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %238 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %239 = stablehlo.multiply %238, %231 : tensor<3x1x1xf64>
    %240 = stablehlo.multiply %84, %233 : tensor<1x1xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %241 = stablehlo.reduce(%239 init: %cst_43) applies stablehlo.add across dimensions = [1, 2] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3xf64>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %243 = stablehlo.reduce(%240 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1xf64>, tensor<f64>) -> tensor<f64>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %245 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x1xf64>) -> tensor<3x1x1xf64>
    %246 = stablehlo.multiply %235, %245 : tensor<3x1x1xf64>
    %247 = stablehlo.multiply %237, %84 : tensor<1x1xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %248 = stablehlo.reduce(%246 init: %cst_45) applies stablehlo.add across dimensions = [1, 2] : (tensor<3x1x1xf64>, tensor<f64>) -> tensor<3xf64>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %250 = stablehlo.reduce(%247 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1xf64>, tensor<f64>) -> tensor<f64>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %252 = stablehlo.pad %242, %cst_47, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3x2xf64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %253 = stablehlo.pad %244, %cst_48, low = [1], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %254 = stablehlo.pad %249, %cst_49, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3x2xf64>
    %255 = stablehlo.add %252, %254 : tensor<3x2xf64>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %256 = stablehlo.pad %251, %cst_50, low = [0], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<2xf64>
    %257 = stablehlo.add %253, %256 : tensor<2xf64>
    %258 = stablehlo.multiply %255, %62 : tensor<3x2xf64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %259 = stablehlo.reduce(%258 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %260 = stablehlo.reshape %259 : (tensor<2xf64>) -> tensor<1x2xf64>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %261 = stablehlo.reduce(%260 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %262 = stablehlo.add %229, %261 : tensor<2xf64>
    %263 = stablehlo.multiply %58, %255 : tensor<3x2xf64>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %264 = stablehlo.reduce(%263 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %265 = stablehlo.reshape %264 : (tensor<2xf64>) -> tensor<1x2xf64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %266 = stablehlo.reduce(%265 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %267 = stablehlo.add %214, %266 : tensor<2xf64>
    %268 = stablehlo.multiply %57, %257 : tensor<2xf64>
    %269 = stablehlo.add %267, %268 : tensor<2xf64>
    %270 = stablehlo.multiply %257, %61 : tensor<2xf64>
    %271 = stablehlo.add %262, %270 : tensor<2xf64>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %272 = stablehlo.pad %269, %cst_55, low = [0], high = [-1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<1xf64>
    %273 = stablehlo.slice %272 [0:1] : (tensor<1xf64>) -> tensor<1xf64>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %274 = stablehlo.pad %273, %cst_56, low = [2], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %275 = stablehlo.pad %271, %cst_57, low = [0], high = [1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %276 = stablehlo.add %274, %275 : tensor<3xf64>
    %277 = stablehlo.reverse %191, dims = [0] : tensor<3xf64>
    %278 = stablehlo.add %276, %277 : tensor<3xf64>
    %279 = stablehlo.negate %187 : tensor<3x3xf64>
    %280 = stablehlo.multiply %41, %279 : tensor<3x3xf64>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %281 = stablehlo.reduce(%280 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %282 = stablehlo.reshape %281 : (tensor<3xf64>) -> tensor<1x3xf64>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %283 = stablehlo.reduce(%282 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %284 = stablehlo.multiply %283, %50 : tensor<3xf64>
    %285 = stablehlo.add %278, %284 : tensor<3xf64>
    %286 = stablehlo.negate %188 : tensor<3xf64>
    %287 = stablehlo.multiply %286, %48 : tensor<3xf64>
    %288 = stablehlo.add %285, %287 : tensor<3xf64>
    %289 = stablehlo.multiply %41, %194 : tensor<3x3xf64>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %290 = stablehlo.reduce(%289 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %291 = stablehlo.reshape %290 : (tensor<3xf64>) -> tensor<1x3xf64>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %292 = stablehlo.reduce(%291 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %293 = stablehlo.negate %292 : tensor<3xf64>
    %294 = stablehlo.multiply %293, %43 : tensor<3xf64>
    %295 = stablehlo.add %288, %294 : tensor<3xf64>
    %296 = stablehlo.transpose %172, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %297 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %298 = stablehlo.multiply %296, %297 : tensor<3x3xf64>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %299 = stablehlo.reduce(%298 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %300 = stablehlo.reshape %299 : (tensor<3xf64>) -> tensor<1x3xf64>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %301 = stablehlo.reduce(%300 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %302 = stablehlo.multiply %19, %296 : tensor<3x3xf64>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %303 = stablehlo.reduce(%302 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %304 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %305 = stablehlo.multiply %296, %304 : tensor<3x3xf64>
    %306 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %307 = stablehlo.pad %306, %cst_65, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %308 = stablehlo.add %295, %307 : tensor<3xf64>
    %309 = stablehlo.multiply %14, %305 : tensor<3x3xf64>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %310 = stablehlo.reduce(%309 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %311 = stablehlo.reshape %310 : (tensor<3xf64>) -> tensor<1x3xf64>
    %312 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %313 = stablehlo.multiply %305, %312 : tensor<3x3xf64>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %314 = stablehlo.reduce(%311 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %315 = stablehlo.negate %314 : tensor<3xf64>
    %316 = stablehlo.add %301, %315 : tensor<3xf64>
    %317 = stablehlo.multiply %7, %313 : tensor<3x3xf64>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %318 = stablehlo.reduce(%317 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %319 = stablehlo.reshape %318 : (tensor<3xf64>) -> tensor<1x3xf64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %320 = stablehlo.reduce(%319 init: %cst_69) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %321 = stablehlo.add %316, %320 : tensor<3xf64>
    %322 = stablehlo.multiply %321, %10 : tensor<3xf64>
    %323 = stablehlo.add %308, %322 : tensor<3xf64>
    %324 = stablehlo.multiply %322, %8 : tensor<3xf64>
    %325 = stablehlo.add %323, %324 : tensor<3xf64>
    return %165, %325 : tensor<f64>, tensor<3xf64>
  }
}
