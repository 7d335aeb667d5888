module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}, tensor<3xf64> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @tril(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>)
    %1:2 = call @triu(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>)
    %2:2 = call @_diag(%arg1) : (tensor<3xf64>) -> (tensor<3x3xf64>, tensor<3x3xi1>)
    %3:4 = call @_diag_0(%arg0) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>)
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x3xf64>) -> tensor<1x1x1x3xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf64>) -> tensor<2x1x1x3xf64>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x3xf64>) -> tensor<2x3xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x2xf64>
    %9 = stablehlo.reshape %8 : (tensor<3x2xf64>) -> tensor<6xf64>
    %10 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %11 = stablehlo.concatenate %arg1, %10, dim = 0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %13 = stablehlo.multiply %12, %arg1 : tensor<3xf64>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x2xf64>
    %17 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %19 = stablehlo.add %17, %18 : tensor<3xf64>
    %20:7 = call @cross(%arg1, %19) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>)
    %21 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.reshape %21 : (tensor<4x4xf64>) -> tensor<2x8xf64>
    %23 = stablehlo.iota dim = 0 : tensor<16xf64>
    %24 = stablehlo.reshape %23 : (tensor<16xf64>) -> tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %26 = stablehlo.multiply %25, %24 : tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %28 = stablehlo.add %27, %26 : tensor<4x4xf64>
    %29 = stablehlo.sine %0#0 : tensor<4x4xf64>
    %30 = stablehlo.cosine %0#0 : tensor<4x4xf64>
    %31 = stablehlo.multiply %29, %28 : tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.add %cst_4, %32 : tensor<f64>
    %34 = stablehlo.iota dim = 0 : tensor<16xf64>
    %35 = stablehlo.reshape %34 : (tensor<16xf64>) -> tensor<4x4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %37 = stablehlo.multiply %36, %35 : tensor<4x4xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %39 = stablehlo.add %38, %37 : tensor<4x4xf64>
    %40 = stablehlo.sine %1#0 : tensor<4x4xf64>
    %41 = stablehlo.cosine %1#0 : tensor<4x4xf64>
    %42 = stablehlo.multiply %40, %39 : tensor<4x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.add %33, %43 : tensor<f64>
    %45 = stablehlo.iota dim = 0 : tensor<9xf64>
    %46 = stablehlo.reshape %45 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %48 = stablehlo.multiply %47, %46 : tensor<3x3xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %50 = stablehlo.add %49, %48 : tensor<3x3xf64>
    %51 = stablehlo.sine %2#0 : tensor<3x3xf64>
    %52 = stablehlo.cosine %2#0 : tensor<3x3xf64>
    %53 = stablehlo.multiply %51, %50 : tensor<3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %55 = stablehlo.add %44, %54 : tensor<f64>
    %56 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %58 = stablehlo.multiply %57, %56 : tensor<4xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %60 = stablehlo.add %59, %58 : tensor<4xf64>
    %61 = stablehlo.sine %3#0 : tensor<4xf64>
    %62 = stablehlo.cosine %3#0 : tensor<4xf64>
    %63 = stablehlo.multiply %61, %60 : tensor<4xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %65 = stablehlo.add %55, %64 : tensor<f64>
    %66 = stablehlo.iota dim = 0 : tensor<6xf64>
    %67 = stablehlo.reshape %66 : (tensor<6xf64>) -> tensor<2x3xf64>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %69 = stablehlo.multiply %68, %67 : tensor<2x3xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %71 = stablehlo.add %70, %69 : tensor<2x3xf64>
    %72 = stablehlo.sine %7 : tensor<2x3xf64>
    %73 = stablehlo.cosine %7 : tensor<2x3xf64>
    %74 = stablehlo.multiply %72, %71 : tensor<2x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %76 = stablehlo.add %65, %75 : tensor<f64>
    %77 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %79 = stablehlo.multiply %78, %77 : tensor<6xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %81 = stablehlo.add %80, %79 : tensor<6xf64>
    %82 = stablehlo.sine %9 : tensor<6xf64>
    %83 = stablehlo.cosine %9 : tensor<6xf64>
    %84 = stablehlo.multiply %82, %81 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.reduce(%84 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %86 = stablehlo.add %76, %85 : tensor<f64>
    %87 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %89 = stablehlo.multiply %88, %87 : tensor<6xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %91 = stablehlo.add %90, %89 : tensor<6xf64>
    %92 = stablehlo.sine %11 : tensor<6xf64>
    %93 = stablehlo.cosine %11 : tensor<6xf64>
    %94 = stablehlo.multiply %92, %91 : tensor<6xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.reduce(%94 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %96 = stablehlo.add %86, %95 : tensor<f64>
    %97 = stablehlo.iota dim = 0 : tensor<6xf64>
    %98 = stablehlo.reshape %97 : (tensor<6xf64>) -> tensor<3x2xf64>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %100 = stablehlo.multiply %99, %98 : tensor<3x2xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %102 = stablehlo.add %101, %100 : tensor<3x2xf64>
    %103 = stablehlo.sine %16 : tensor<3x2xf64>
    %104 = stablehlo.cosine %16 : tensor<3x2xf64>
    %105 = stablehlo.multiply %103, %102 : tensor<3x2xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %106 = stablehlo.reduce(%105 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %107 = stablehlo.add %96, %106 : tensor<f64>
    %108 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %109 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %110 = stablehlo.multiply %109, %108 : tensor<3xf64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %112 = stablehlo.add %111, %110 : tensor<3xf64>
    %113 = stablehlo.sine %20#0 : tensor<3xf64>
    %114 = stablehlo.cosine %20#0 : tensor<3xf64>
    %115 = stablehlo.multiply %113, %112 : tensor<3xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.reduce(%115 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %117 = stablehlo.add %107, %116 : tensor<f64>
    %118 = stablehlo.iota dim = 0 : tensor<16xf64>
    %119 = stablehlo.reshape %118 : (tensor<16xf64>) -> tensor<2x8xf64>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %121 = stablehlo.multiply %120, %119 : tensor<2x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %123 = stablehlo.add %122, %121 : tensor<2x8xf64>
    %124 = stablehlo.sine %22 : tensor<2x8xf64>
    %125 = stablehlo.cosine %22 : tensor<2x8xf64>
    %126 = stablehlo.multiply %124, %123 : tensor<2x8xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %127 = stablehlo.reduce(%126 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf64>, tensor<f64>) -> tensor<f64>
    %128 = stablehlo.add %117, %127 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %129 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %130 = stablehlo.multiply %129, %123 : tensor<2x8xf64>
    %131 = stablehlo.multiply %130, %125 : tensor<2x8xf64>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %133 = stablehlo.multiply %132, %112 : tensor<3xf64>
    %134 = stablehlo.multiply %133, %114 : tensor<3xf64>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %136 = stablehlo.multiply %135, %102 : tensor<3x2xf64>
    %137 = stablehlo.multiply %136, %104 : tensor<3x2xf64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %139 = stablehlo.multiply %138, %91 : tensor<6xf64>
    %140 = stablehlo.multiply %139, %93 : tensor<6xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %141 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %142 = stablehlo.multiply %141, %81 : tensor<6xf64>
    %143 = stablehlo.multiply %142, %83 : tensor<6xf64>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %144 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %145 = stablehlo.multiply %144, %71 : tensor<2x3xf64>
    %146 = stablehlo.multiply %145, %73 : tensor<2x3xf64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %147 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %148 = stablehlo.multiply %147, %60 : tensor<4xf64>
    %149 = stablehlo.multiply %148, %62 : tensor<4xf64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %150 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %151 = stablehlo.multiply %150, %50 : tensor<3x3xf64>
    %152 = stablehlo.multiply %151, %52 : tensor<3x3xf64>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %153 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %154 = stablehlo.multiply %153, %39 : tensor<4x4xf64>
    %155 = stablehlo.multiply %154, %41 : tensor<4x4xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %156 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %157 = stablehlo.multiply %156, %28 : tensor<4x4xf64>
    %158 = stablehlo.multiply %157, %30 : tensor<4x4xf64>
    %159 = stablehlo.reshape %131 : (tensor<2x8xf64>) -> tensor<4x4xf64>
    %160 = stablehlo.transpose %159, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %161:2 = call @cross_1(%20#1, %20#2, %20#3, %20#4, %20#5, %20#6, %134) : (tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
    %162 = stablehlo.reverse %161#1, dims = [0] : tensor<3xf64>
    %163 = stablehlo.add %161#0, %162 : tensor<3xf64>
    %164 = stablehlo.slice %137 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %165 = stablehlo.reshape %164 : (tensor<3x1xf64>) -> tensor<3xf64>
    %166 = stablehlo.slice %137 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %167 = stablehlo.reshape %166 : (tensor<3x1xf64>) -> tensor<3xf64>
    %168 = stablehlo.add %163, %165 : tensor<3xf64>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %169 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %170 = stablehlo.multiply %169, %167 : tensor<3xf64>
    %171 = stablehlo.add %168, %170 : tensor<3xf64>
    %172 = stablehlo.slice %140 [0:3] : (tensor<6xf64>) -> tensor<3xf64>
    %173 = stablehlo.slice %140 [3:6] : (tensor<6xf64>) -> tensor<3xf64>
    %174 = stablehlo.add %171, %172 : tensor<3xf64>
    %175 = stablehlo.reverse %173, dims = [0] : tensor<3xf64>
    %176 = stablehlo.add %174, %175 : tensor<3xf64>
    %177 = stablehlo.reshape %143 : (tensor<6xf64>) -> tensor<3x2xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %178 = stablehlo.reduce(%177 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<3xf64>
    %179 = stablehlo.add %176, %178 : tensor<3xf64>
    %180 = stablehlo.reshape %146 : (tensor<2x3xf64>) -> tensor<2x1x1x3xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %181 = stablehlo.reduce(%180 init: %cst_44) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x1x1x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %182 = stablehlo.reduce(%181 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %183 = stablehlo.add %179, %182 : tensor<3xf64>
    %184 = call @_diag_2(%3#1, %3#2, %3#3, %149) : (tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    %185 = stablehlo.add %160, %184 : tensor<4x4xf64>
    %186 = call @_diag_4(%2#1, %152) : (tensor<3x3xi1>, tensor<3x3xf64>) -> tensor<3xf64>
    %187 = stablehlo.add %183, %186 : tensor<3xf64>
    %188 = call @triu_6(%1#1, %155) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %189 = stablehlo.add %185, %188 : tensor<4x4xf64>
    %190 = call @tril_7(%0#1, %158) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %191 = stablehlo.add %189, %190 : tensor<4x4xf64>
    return %128, %191, %187 : tensor<f64>, tensor<4x4xf64>, tensor<3xf64>
  }
  func.func private @tril(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6, %4 : tensor<4x4xf64>, tensor<4x4xi1>
  }
  func.func private @triu(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6, %4 : tensor<4x4xf64>, tensor<4x4xi1>
  }
  func.func private @_diag(%arg0: tensor<3xf64>) -> (tensor<3x3xf64>, tensor<3x3xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xf64>, tensor<f64>) -> tensor<3x3xf64>
    return %7, %5 : tensor<3x3xf64>, tensor<3x3xi1>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf64>, %arg2: tensor<f64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
  func.func private @_diag_0(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>) {
    %0:4 = call @diagonal(%arg0) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
      stablehlo.return %25, %26, %24 : tensor<4xf64>, tensor<4x4xf64>, tensor<4x2xi32>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<4x4xf64>, tensor<4x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>
  }
  func.func private @cross(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %3 = stablehlo.reshape %2 : (tensor<1xf64>) -> tensor<f64>
    %4 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8 = stablehlo.slice %arg1 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %8 : (tensor<1xf64>) -> tensor<f64>
    %10 = stablehlo.slice %arg1 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %11 = stablehlo.reshape %10 : (tensor<1xf64>) -> tensor<f64>
    %12 = stablehlo.multiply %3, %11 : tensor<f64>
    %13 = stablehlo.multiply %5, %9 : tensor<f64>
    %14 = stablehlo.subtract %12, %13 : tensor<f64>
    %15 = stablehlo.multiply %5, %7 : tensor<f64>
    %16 = stablehlo.multiply %1, %11 : tensor<f64>
    %17 = stablehlo.subtract %15, %16 : tensor<f64>
    %18 = stablehlo.multiply %1, %9 : tensor<f64>
    %19 = stablehlo.multiply %3, %7 : tensor<f64>
    %20 = stablehlo.subtract %18, %19 : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %22 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %23 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3xf64>
    return %24, %11, %3, %9, %5, %7, %1 : tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
  }
  func.func private @cross_1(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>, %arg6: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.slice %arg6 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %1 = stablehlo.slice %arg6 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %2 = stablehlo.slice %arg6 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.negate %3 : tensor<f64>
    %7 = stablehlo.multiply %arg1, %6 : tensor<f64>
    %8 = stablehlo.multiply %6, %arg4 : tensor<f64>
    %9 = stablehlo.multiply %arg5, %3 : tensor<f64>
    %10 = stablehlo.multiply %3, %arg2 : tensor<f64>
    %11 = stablehlo.negate %4 : tensor<f64>
    %12 = stablehlo.multiply %arg5, %11 : tensor<f64>
    %13 = stablehlo.multiply %11, %arg0 : tensor<f64>
    %14 = stablehlo.add %10, %13 : tensor<f64>
    %15 = stablehlo.multiply %arg3, %4 : tensor<f64>
    %16 = stablehlo.add %7, %15 : tensor<f64>
    %17 = stablehlo.multiply %4, %arg4 : tensor<f64>
    %18 = stablehlo.negate %5 : tensor<f64>
    %19 = stablehlo.multiply %arg3, %18 : tensor<f64>
    %20 = stablehlo.add %9, %19 : tensor<f64>
    %21 = stablehlo.multiply %18, %arg2 : tensor<f64>
    %22 = stablehlo.add %17, %21 : tensor<f64>
    %23 = stablehlo.multiply %arg1, %5 : tensor<f64>
    %24 = stablehlo.add %12, %23 : tensor<f64>
    %25 = stablehlo.multiply %5, %arg0 : tensor<f64>
    %26 = stablehlo.add %8, %25 : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %27, %cst_2, low = [2], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %29 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.pad %29, %cst_3, low = [1], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %31 = stablehlo.add %28, %30 : tensor<3xf64>
    %32 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.pad %32, %cst_4, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %34 = stablehlo.add %31, %33 : tensor<3xf64>
    %35 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.pad %35, %cst_5, low = [2], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %37 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.pad %37, %cst_6, low = [1], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %39 = stablehlo.add %36, %38 : tensor<3xf64>
    %40 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.pad %40, %cst_7, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.add %39, %41 : tensor<3xf64>
    return %42, %34 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @_diag_2(%arg0: tensor<i32>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>) -> tensor<4x4xf64> {
    %0 = call @diagonal_3(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    return %0 : tensor<4x4xf64>
  }
  func.func private @diagonal_3(%arg0: tensor<i32>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>) -> tensor<4x4xf64> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f64>
        stablehlo.return %4 : tensor<f64>
      }) : (tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
      stablehlo.return %3 : tensor<4x4xf64>
    }) : (tensor<i32>) -> tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
  func.func private @_diag_4(%arg0: tensor<3x3xi1>, %arg1: tensor<3x3xf64>) -> tensor<3xf64> {
    %0 = call @_where_5(%arg0, %arg1) : (tensor<3x3xi1>, tensor<3x3xf64>) -> tensor<3x1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %1, %cst_0, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.slice %2 [0:3] : (tensor<3xf64>) -> tensor<3xf64>
    return %3 : tensor<3xf64>
  }
  func.func private @_where_5(%arg0: tensor<3x3xi1>, %arg1: tensor<3x3xf64>) -> tensor<3x1xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x3xi1>, tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    return %3 : tensor<3x1xf64>
  }
  func.func private @triu_6(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
  func.func private @tril_7(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
}
