module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1][0]"}, tensor<6xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<6xf64>
    %1 = chlo.square %arg0 : tensor<6xf64> -> tensor<6xf64>
    %2 = chlo.square %arg1 : tensor<6xf64> -> tensor<6xf64>
    %3 = stablehlo.add %1, %2 : tensor<6xf64>
    %4 = stablehlo.divide %arg1, %3 : tensor<6xf64>
    %5 = stablehlo.negate %arg0 : tensor<6xf64>
    %6 = chlo.square %arg0 : tensor<6xf64> -> tensor<6xf64>
    %7 = chlo.square %arg1 : tensor<6xf64> -> tensor<6xf64>
    %8 = stablehlo.add %6, %7 : tensor<6xf64>
    %9 = stablehlo.divide %5, %8 : tensor<6xf64>
    %10:17 = call @hypot(%arg0, %arg1) : (tensor<6xf64>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xi1>)
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<6xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %13 = stablehlo.add %11, %12 : tensor<6xf64>
    %14 = stablehlo.log_plus_one %arg1 : tensor<6xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %16 = stablehlo.add %arg1, %15 : tensor<6xf64>
    %17 = stablehlo.power %arg1, %arg0 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %19 = stablehlo.subtract %arg0, %18 : tensor<6xf64>
    %20 = stablehlo.power %arg1, %19 : tensor<6xf64>
    %21 = stablehlo.multiply %arg0, %20 : tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %23 = stablehlo.compare EQ, %arg1, %22, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<6xi1>, tensor<6xf64>
    %26 = stablehlo.log %25 : tensor<6xf64>
    %27 = stablehlo.multiply %26, %17 : tensor<6xf64>
    %28 = stablehlo.multiply %arg0, %arg0 : tensor<6xf64>
    %29 = stablehlo.multiply %28, %arg0 : tensor<6xf64>
    %30 = stablehlo.multiply %arg0, %arg0 : tensor<6xf64>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %32 = stablehlo.multiply %31, %30 : tensor<6xf64>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %34 = stablehlo.multiply %arg0, %33 : tensor<6xf64>
    %35 = call @round(%34) : (tensor<6xf64>) -> tensor<6xf64>
    %cst_6 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %36:2 = call @remainder(%arg0, %cst_6) : (tensor<6xf64>, tensor<f64>) -> (tensor<6xf64>, tensor<6xi1>)
    %cst_7 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %38 = stablehlo.multiply %37, %arg0 : tensor<6xf64>
    %39 = stablehlo.exponential %38 : tensor<6xf64>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %40 = stablehlo.log %cst_8 : tensor<f64>
    %41 = stablehlo.log %arg1 : tensor<6xf64>
    %cst_9 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %43 = stablehlo.multiply %41, %42 : tensor<6xf64>
    %44:7 = call @sinc(%arg0) : (tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>)
    %45 = stablehlo.cbrt %arg0 : tensor<6xf64>
    %46 = stablehlo.multiply %45, %45 : tensor<6xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %48 = stablehlo.divide %47, %46 : tensor<6xf64>
    %cst_11 = stablehlo.constant dense<0.33333333333333331> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<6xf64>
    %51 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %53 = stablehlo.multiply %52, %51 : tensor<6xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %55 = stablehlo.add %54, %53 : tensor<6xf64>
    %56 = stablehlo.sine %0 : tensor<6xf64>
    %57 = stablehlo.cosine %0 : tensor<6xf64>
    %58 = stablehlo.multiply %56, %55 : tensor<6xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.add %cst_15, %59 : tensor<f64>
    %61 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %63 = stablehlo.multiply %62, %61 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %65 = stablehlo.add %64, %63 : tensor<6xf64>
    %66 = stablehlo.sine %10#0 : tensor<6xf64>
    %67 = stablehlo.cosine %10#0 : tensor<6xf64>
    %68 = stablehlo.multiply %66, %65 : tensor<6xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %70 = stablehlo.add %60, %69 : tensor<f64>
    %71 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %73 = stablehlo.multiply %72, %71 : tensor<6xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %75 = stablehlo.add %74, %73 : tensor<6xf64>
    %76 = stablehlo.sine %11 : tensor<6xf64>
    %77 = stablehlo.cosine %11 : tensor<6xf64>
    %78 = stablehlo.multiply %76, %75 : tensor<6xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %79 = stablehlo.reduce(%78 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %80 = stablehlo.add %70, %79 : tensor<f64>
    %81 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %83 = stablehlo.multiply %82, %81 : tensor<6xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %85 = stablehlo.add %84, %83 : tensor<6xf64>
    %86 = stablehlo.sine %14 : tensor<6xf64>
    %87 = stablehlo.cosine %14 : tensor<6xf64>
    %88 = stablehlo.multiply %86, %85 : tensor<6xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.reduce(%88 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %90 = stablehlo.add %80, %89 : tensor<f64>
    %91 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %93 = stablehlo.multiply %92, %91 : tensor<6xf64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %95 = stablehlo.add %94, %93 : tensor<6xf64>
    %96 = stablehlo.sine %17 : tensor<6xf64>
    %97 = stablehlo.cosine %17 : tensor<6xf64>
    %98 = stablehlo.multiply %96, %95 : tensor<6xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.reduce(%98 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %100 = stablehlo.add %90, %99 : tensor<f64>
    %101 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %103 = stablehlo.multiply %102, %101 : tensor<6xf64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %105 = stablehlo.add %104, %103 : tensor<6xf64>
    %106 = stablehlo.sine %29 : tensor<6xf64>
    %107 = stablehlo.cosine %29 : tensor<6xf64>
    %108 = stablehlo.multiply %106, %105 : tensor<6xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %110 = stablehlo.add %100, %109 : tensor<f64>
    %111 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %113 = stablehlo.multiply %112, %111 : tensor<6xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %115 = stablehlo.add %114, %113 : tensor<6xf64>
    %116 = stablehlo.sine %35 : tensor<6xf64>
    %117 = stablehlo.multiply %116, %115 : tensor<6xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %118 = stablehlo.reduce(%117 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %119 = stablehlo.add %110, %118 : tensor<f64>
    %120 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %122 = stablehlo.multiply %121, %120 : tensor<6xf64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %124 = stablehlo.add %123, %122 : tensor<6xf64>
    %125 = stablehlo.sine %36#0 : tensor<6xf64>
    %126 = stablehlo.cosine %36#0 : tensor<6xf64>
    %127 = stablehlo.multiply %125, %124 : tensor<6xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %128 = stablehlo.reduce(%127 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %129 = stablehlo.add %119, %128 : tensor<f64>
    %130 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %132 = stablehlo.multiply %131, %130 : tensor<6xf64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %134 = stablehlo.add %133, %132 : tensor<6xf64>
    %135 = stablehlo.sine %39 : tensor<6xf64>
    %136 = stablehlo.cosine %39 : tensor<6xf64>
    %137 = stablehlo.multiply %135, %134 : tensor<6xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %138 = stablehlo.reduce(%137 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %139 = stablehlo.add %129, %138 : tensor<f64>
    %140 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %142 = stablehlo.multiply %141, %140 : tensor<6xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %144 = stablehlo.add %143, %142 : tensor<6xf64>
    %145 = stablehlo.sine %43 : tensor<6xf64>
    %146 = stablehlo.cosine %43 : tensor<6xf64>
    %147 = stablehlo.multiply %145, %144 : tensor<6xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %148 = stablehlo.reduce(%147 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %149 = stablehlo.add %139, %148 : tensor<f64>
    %150 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %152 = stablehlo.multiply %151, %150 : tensor<6xf64>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %153 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %154 = stablehlo.add %153, %152 : tensor<6xf64>
    %155 = stablehlo.sine %44#0 : tensor<6xf64>
    %156 = stablehlo.cosine %44#0 : tensor<6xf64>
    %157 = stablehlo.multiply %155, %154 : tensor<6xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %158 = stablehlo.reduce(%157 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %159 = stablehlo.add %149, %158 : tensor<f64>
    %160 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %162 = stablehlo.multiply %161, %160 : tensor<6xf64>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %164 = stablehlo.add %163, %162 : tensor<6xf64>
    %165 = stablehlo.sine %45 : tensor<6xf64>
    %166 = stablehlo.cosine %45 : tensor<6xf64>
    %167 = stablehlo.multiply %165, %164 : tensor<6xf64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %168 = stablehlo.reduce(%167 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %169 = stablehlo.add %159, %168 : tensor<f64>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %170 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %171 = stablehlo.multiply %170, %164 : tensor<6xf64>
    %172 = stablehlo.multiply %171, %166 : tensor<6xf64>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %173 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %174 = stablehlo.multiply %173, %154 : tensor<6xf64>
    %175 = stablehlo.multiply %174, %156 : tensor<6xf64>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %176 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %177 = stablehlo.multiply %176, %144 : tensor<6xf64>
    %178 = stablehlo.multiply %177, %146 : tensor<6xf64>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %179 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %180 = stablehlo.multiply %179, %134 : tensor<6xf64>
    %181 = stablehlo.multiply %180, %136 : tensor<6xf64>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %182 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %183 = stablehlo.multiply %182, %124 : tensor<6xf64>
    %184 = stablehlo.multiply %183, %126 : tensor<6xf64>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %185 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %186 = stablehlo.multiply %185, %105 : tensor<6xf64>
    %187 = stablehlo.multiply %186, %107 : tensor<6xf64>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %188 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %189 = stablehlo.multiply %188, %95 : tensor<6xf64>
    %190 = stablehlo.multiply %189, %97 : tensor<6xf64>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %191 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %192 = stablehlo.multiply %191, %85 : tensor<6xf64>
    %193 = stablehlo.multiply %192, %87 : tensor<6xf64>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %195 = stablehlo.multiply %194, %75 : tensor<6xf64>
    %196 = stablehlo.multiply %195, %77 : tensor<6xf64>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %198 = stablehlo.multiply %197, %65 : tensor<6xf64>
    %199 = stablehlo.multiply %198, %67 : tensor<6xf64>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %200 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %201 = stablehlo.multiply %200, %55 : tensor<6xf64>
    %202 = stablehlo.multiply %201, %57 : tensor<6xf64>
    %203 = stablehlo.multiply %172, %50 : tensor<6xf64>
    %204 = call @sinc_2(%44#1, %44#2, %44#3, %44#4, %44#5, %44#6, %175) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %205 = stablehlo.add %203, %204 : tensor<6xf64>
    %cst_60 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %206 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %207 = stablehlo.multiply %178, %206 : tensor<6xf64>
    %208 = stablehlo.divide %207, %arg1 : tensor<6xf64>
    %209 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %210 = stablehlo.multiply %209, %181 : tensor<6xf64>
    %211 = stablehlo.multiply %210, %39 : tensor<6xf64>
    %212 = stablehlo.add %205, %211 : tensor<6xf64>
    %213 = call @remainder_5(%36#1, %184) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %214 = stablehlo.add %212, %213 : tensor<6xf64>
    %215 = stablehlo.multiply %187, %32 : tensor<6xf64>
    %216 = stablehlo.add %214, %215 : tensor<6xf64>
    %217 = stablehlo.multiply %190, %27 : tensor<6xf64>
    %218 = stablehlo.add %216, %217 : tensor<6xf64>
    %219 = stablehlo.multiply %190, %21 : tensor<6xf64>
    %220 = stablehlo.add %208, %219 : tensor<6xf64>
    %221 = stablehlo.divide %193, %16 : tensor<6xf64>
    %222 = stablehlo.add %220, %221 : tensor<6xf64>
    %223 = stablehlo.multiply %196, %13 : tensor<6xf64>
    %224 = stablehlo.add %218, %223 : tensor<6xf64>
    %225:2 = call @hypot_6(%10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7, %10#8, %10#9, %10#10, %10#11, %10#12, %10#13, %10#14, %10#15, %10#16, %199) : (tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %226 = stablehlo.add %224, %225#0 : tensor<6xf64>
    %227 = stablehlo.add %222, %225#1 : tensor<6xf64>
    %228 = stablehlo.multiply %202, %9 : tensor<6xf64>
    %229 = stablehlo.add %227, %228 : tensor<6xf64>
    %230 = stablehlo.multiply %202, %4 : tensor<6xf64>
    %231 = stablehlo.add %226, %230 : tensor<6xf64>
    return %169, %231, %229 : tensor<f64>, tensor<6xf64>, tensor<6xf64>
  }
  func.func private @hypot(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xi1>) {
    %0 = stablehlo.abs %arg0 : tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.compare GE, %arg0, %1, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %3 = stablehlo.abs %arg1 : tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.compare GE, %arg1, %4, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %7 = stablehlo.compare EQ, %0, %6, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_2 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %9 = stablehlo.compare EQ, %3, %8, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %10 = stablehlo.or %7, %9 : tensor<6xi1>
    %11 = stablehlo.maximum %0, %3 : tensor<6xf64>
    %12 = stablehlo.compare EQ, %0, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %15 = stablehlo.select %12, %13, %14 : tensor<6xi1>, tensor<6xf64>
    %16 = stablehlo.compare EQ, %3, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %19 = stablehlo.select %16, %17, %18 : tensor<6xi1>, tensor<6xf64>
    %20 = stablehlo.divide %15, %19 : tensor<6xf64>
    %21 = stablehlo.compare EQ, %3, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %24 = stablehlo.select %21, %22, %23 : tensor<6xi1>, tensor<6xf64>
    %25 = stablehlo.compare EQ, %0, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %28 = stablehlo.select %25, %26, %27 : tensor<6xi1>, tensor<6xf64>
    %29 = stablehlo.divide %24, %28 : tensor<6xf64>
    %30 = stablehlo.minimum %0, %3 : tensor<6xf64>
    %31 = stablehlo.compare EQ, %0, %30, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %34 = stablehlo.select %31, %32, %33 : tensor<6xi1>, tensor<6xf64>
    %35 = stablehlo.compare EQ, %3, %30, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %38 = stablehlo.select %35, %36, %37 : tensor<6xi1>, tensor<6xf64>
    %39 = stablehlo.divide %34, %38 : tensor<6xf64>
    %40 = stablehlo.compare EQ, %3, %30, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %43 = stablehlo.select %40, %41, %42 : tensor<6xi1>, tensor<6xf64>
    %44 = stablehlo.compare EQ, %0, %30, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %47 = stablehlo.select %44, %45, %46 : tensor<6xi1>, tensor<6xf64>
    %48 = stablehlo.divide %43, %47 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %50 = stablehlo.compare EQ, %11, %49, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %52 = stablehlo.compare EQ, %11, %51, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %54 = call @_where(%52, %53, %11) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %55 = stablehlo.divide %30, %54 : tensor<6xf64>
    %56 = stablehlo.multiply %54, %54 : tensor<6xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %58 = stablehlo.divide %57, %56 : tensor<6xf64>
    %59 = chlo.square %55 : tensor<6xf64> -> tensor<6xf64>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %61 = stablehlo.multiply %60, %55 : tensor<6xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %63 = stablehlo.add %62, %59 : tensor<6xf64>
    %64 = stablehlo.sqrt %63 : tensor<6xf64>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %66 = stablehlo.divide %65, %64 : tensor<6xf64>
    %67 = stablehlo.multiply %11, %64 : tensor<6xf64>
    %68 = call @_where_0(%50, %11, %67) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_26 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %69 = call @_where_1(%10, %cst_26, %68) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    return %69, %2, %5, %20, %29, %39, %48, %52, %54, %30, %58, %61, %66, %64, %11, %50, %10 : tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xi1>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @_where_1(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @round(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @remainder(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> (tensor<6xf64>, tensor<6xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.remainder %arg0, %1 : tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %10 = stablehlo.and %9, %4 : tensor<6xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.add %2, %11 : tensor<6xf64>
    %13 = stablehlo.select %10, %12, %2 : tensor<6xi1>, tensor<6xf64>
    return %13, %10 : tensor<6xf64>, tensor<6xi1>
  }
  func.func private @sinc(%arg0: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = call @_where_1(%1, %cst_1, %3) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.multiply %3, %5 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.add %6, %7 : tensor<6xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %10 = stablehlo.multiply %3, %9 : tensor<6xf64>
    %11 = stablehlo.sine %4 : tensor<6xf64>
    %12 = stablehlo.cosine %4 : tensor<6xf64>
    %13 = stablehlo.divide %11, %4 : tensor<6xf64>
    %14 = stablehlo.multiply %4, %4 : tensor<6xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %16 = stablehlo.divide %15, %14 : tensor<6xf64>
    %17 = call @_where_0(%1, %8, %13) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    return %17, %1, %10, %12, %4, %11, %16 : tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
  }
  func.func private @sinc_2(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>, %arg3: tensor<6xf64>, %arg4: tensor<6xf64>, %arg5: tensor<6xf64>, %arg6: tensor<6xf64>) -> tensor<6xf64> {
    %0:2 = call @_where_3(%arg0, %arg6) : (tensor<6xi1>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %1 = stablehlo.multiply %0#1, %arg5 : tensor<6xf64>
    %2 = stablehlo.multiply %1, %arg4 : tensor<6xf64>
    %3 = stablehlo.negate %2 : tensor<6xf64>
    %4 = stablehlo.divide %0#1, %arg3 : tensor<6xf64>
    %5 = stablehlo.multiply %4, %arg2 : tensor<6xf64>
    %6 = stablehlo.add %3, %5 : tensor<6xf64>
    %7 = stablehlo.multiply %arg1, %0#0 : tensor<6xf64>
    %8 = call @_where_4(%arg0, %6) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %9 = stablehlo.add %7, %8 : tensor<6xf64>
    %cst = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<6xf64>
    return %11 : tensor<6xf64>
  }
  func.func private @_where_3(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xf64>
    return %2, %1 : tensor<6xf64>, tensor<6xf64>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @remainder_5(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xf64>
    %3 = stablehlo.add %1, %2 : tensor<6xf64>
    return %3 : tensor<6xf64>
  }
  func.func private @hypot_6(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>, %arg2: tensor<6xf64>, %arg3: tensor<6xf64>, %arg4: tensor<6xf64>, %arg5: tensor<6xf64>, %arg6: tensor<6xi1>, %arg7: tensor<6xf64>, %arg8: tensor<6xf64>, %arg9: tensor<6xf64>, %arg10: tensor<6xf64>, %arg11: tensor<6xf64>, %arg12: tensor<6xf64>, %arg13: tensor<6xf64>, %arg14: tensor<6xi1>, %arg15: tensor<6xi1>, %arg16: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
    %0 = call @_where_4(%arg15, %arg16) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %1:2 = call @_where_3(%arg14, %0) : (tensor<6xi1>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %2 = stablehlo.multiply %arg13, %1#1 : tensor<6xf64>
    %3 = stablehlo.multiply %1#1, %arg12 : tensor<6xf64>
    %4 = stablehlo.add %1#0, %3 : tensor<6xf64>
    %5 = stablehlo.multiply %2, %arg11 : tensor<6xf64>
    %6 = stablehlo.multiply %5, %arg10 : tensor<6xf64>
    %7 = stablehlo.multiply %6, %arg9 : tensor<6xf64>
    %8 = stablehlo.multiply %7, %arg8 : tensor<6xf64>
    %9 = stablehlo.negate %8 : tensor<6xf64>
    %10 = stablehlo.divide %6, %arg7 : tensor<6xf64>
    %11 = call @_where_7(%arg6, %9) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %12 = stablehlo.add %4, %11 : tensor<6xf64>
    %13 = stablehlo.multiply %10, %arg5 : tensor<6xf64>
    %14 = stablehlo.multiply %10, %arg4 : tensor<6xf64>
    %15 = stablehlo.multiply %12, %arg3 : tensor<6xf64>
    %16 = stablehlo.add %13, %15 : tensor<6xf64>
    %17 = stablehlo.multiply %12, %arg2 : tensor<6xf64>
    %18 = stablehlo.add %14, %17 : tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %20 = stablehlo.select %arg1, %19, %16 : tensor<6xi1>, tensor<6xf64>
    %21 = stablehlo.select %arg1, %16, %19 : tensor<6xi1>, tensor<6xf64>
    %22 = stablehlo.negate %20 : tensor<6xf64>
    %23 = stablehlo.add %21, %22 : tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %25 = stablehlo.select %arg0, %24, %18 : tensor<6xi1>, tensor<6xf64>
    %26 = stablehlo.select %arg0, %18, %24 : tensor<6xi1>, tensor<6xf64>
    %27 = stablehlo.negate %25 : tensor<6xf64>
    %28 = stablehlo.add %26, %27 : tensor<6xf64>
    return %28, %23 : tensor<6xf64>, tensor<6xf64>
  }
  func.func private @_where_7(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
}
