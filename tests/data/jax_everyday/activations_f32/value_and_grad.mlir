module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1][0]"}) {
    %0 = call @relu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.compare GT, %arg0, %1, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<3x7xf32>
    %10 = stablehlo.add %arg0, %9 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x7xf32>
    %13 = stablehlo.tanh %12 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.add %16, %13 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<3x7xf32>
    %20 = stablehlo.multiply %arg0, %19 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3x7xf32>
    %23 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3x7xf32>
    %26 = chlo.erfc %25 : tensor<3x7xf32> -> tensor<3x7xf32>
    %27 = chlo.square %25 : tensor<3x7xf32> -> tensor<3x7xf32>
    %28 = stablehlo.negate %27 : tensor<3x7xf32>
    %29 = stablehlo.exponential %28 : tensor<3x7xf32>
    %30 = stablehlo.multiply %22, %26 : tensor<3x7xf32>
    %31:3 = call @silu(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
    %32:2 = call @softplus(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %33 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %34 = stablehlo.exponential %33 : tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.divide %37, %36 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<3x7xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %42:3 = call @leaky_relu(%arg0, %cst_11) : (tensor<3x7xf32>, tensor<f64>) -> (tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>)
    %43:4 = call @elu(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>)
    %44 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.subtract %45, %44 : tensor<3x7xf32>
    %47 = call @relu6(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %49 = stablehlo.compare GT, %arg0, %48, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_14 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %51 = stablehlo.compare LT, %arg0, %50, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %52 = stablehlo.and %49, %51 : tensor<3x7xi1>
    %53 = stablehlo.iota dim = 0 : tensor<21xf32>
    %54 = stablehlo.reshape %53 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<3x7xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %58 = stablehlo.add %57, %56 : tensor<3x7xf32>
    %59 = stablehlo.sine %0 : tensor<3x7xf32>
    %60 = stablehlo.cosine %0 : tensor<3x7xf32>
    %61 = stablehlo.multiply %59, %58 : tensor<3x7xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.add %cst_18, %62 : tensor<f32>
    %64 = stablehlo.iota dim = 0 : tensor<21xf32>
    %65 = stablehlo.reshape %64 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<3x7xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %69 = stablehlo.add %68, %67 : tensor<3x7xf32>
    %70 = stablehlo.sine %20 : tensor<3x7xf32>
    %71 = stablehlo.cosine %20 : tensor<3x7xf32>
    %72 = stablehlo.multiply %70, %69 : tensor<3x7xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %74 = stablehlo.add %63, %73 : tensor<f32>
    %75 = stablehlo.iota dim = 0 : tensor<21xf32>
    %76 = stablehlo.reshape %75 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<3x7xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %80 = stablehlo.add %79, %78 : tensor<3x7xf32>
    %81 = stablehlo.sine %30 : tensor<3x7xf32>
    %82 = stablehlo.cosine %30 : tensor<3x7xf32>
    %83 = stablehlo.multiply %81, %80 : tensor<3x7xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %85 = stablehlo.add %74, %84 : tensor<f32>
    %86 = stablehlo.iota dim = 0 : tensor<21xf32>
    %87 = stablehlo.reshape %86 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<3x7xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %91 = stablehlo.add %90, %89 : tensor<3x7xf32>
    %92 = stablehlo.sine %31#0 : tensor<3x7xf32>
    %93 = stablehlo.cosine %31#0 : tensor<3x7xf32>
    %94 = stablehlo.multiply %92, %91 : tensor<3x7xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %96 = stablehlo.add %85, %95 : tensor<f32>
    %97 = stablehlo.iota dim = 0 : tensor<21xf32>
    %98 = stablehlo.reshape %97 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<3x7xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %102 = stablehlo.add %101, %100 : tensor<3x7xf32>
    %103 = stablehlo.sine %32#0 : tensor<3x7xf32>
    %104 = stablehlo.cosine %32#0 : tensor<3x7xf32>
    %105 = stablehlo.multiply %103, %102 : tensor<3x7xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %107 = stablehlo.add %96, %106 : tensor<f32>
    %108 = stablehlo.iota dim = 0 : tensor<21xf32>
    %109 = stablehlo.reshape %108 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<3x7xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %113 = stablehlo.add %112, %111 : tensor<3x7xf32>
    %114 = stablehlo.sine %38 : tensor<3x7xf32>
    %115 = stablehlo.cosine %38 : tensor<3x7xf32>
    %116 = stablehlo.multiply %114, %113 : tensor<3x7xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %118 = stablehlo.add %107, %117 : tensor<f32>
    %119 = stablehlo.iota dim = 0 : tensor<21xf32>
    %120 = stablehlo.reshape %119 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<3x7xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %124 = stablehlo.add %123, %122 : tensor<3x7xf32>
    %125 = stablehlo.sine %42#0 : tensor<3x7xf32>
    %126 = stablehlo.cosine %42#0 : tensor<3x7xf32>
    %127 = stablehlo.multiply %125, %124 : tensor<3x7xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %129 = stablehlo.add %118, %128 : tensor<f32>
    %130 = stablehlo.iota dim = 0 : tensor<21xf32>
    %131 = stablehlo.reshape %130 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<3x7xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %135 = stablehlo.add %134, %133 : tensor<3x7xf32>
    %136 = stablehlo.sine %43#0 : tensor<3x7xf32>
    %137 = stablehlo.cosine %43#0 : tensor<3x7xf32>
    %138 = stablehlo.multiply %136, %135 : tensor<3x7xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %140 = stablehlo.add %129, %139 : tensor<f32>
    %141 = stablehlo.iota dim = 0 : tensor<21xf32>
    %142 = stablehlo.reshape %141 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<3x7xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %146 = stablehlo.add %145, %144 : tensor<3x7xf32>
    %147 = stablehlo.sine %44 : tensor<3x7xf32>
    %148 = stablehlo.cosine %44 : tensor<3x7xf32>
    %149 = stablehlo.multiply %147, %146 : tensor<3x7xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %151 = stablehlo.add %140, %150 : tensor<f32>
    %152 = stablehlo.iota dim = 0 : tensor<21xf32>
    %153 = stablehlo.reshape %152 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<3x7xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %157 = stablehlo.add %156, %155 : tensor<3x7xf32>
    %158 = stablehlo.sine %47 : tensor<3x7xf32>
    %159 = stablehlo.cosine %47 : tensor<3x7xf32>
    %160 = stablehlo.multiply %158, %157 : tensor<3x7xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %162 = stablehlo.add %151, %161 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %164 = stablehlo.multiply %163, %157 : tensor<3x7xf32>
    %165 = stablehlo.multiply %164, %159 : tensor<3x7xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %167 = stablehlo.multiply %166, %146 : tensor<3x7xf32>
    %168 = stablehlo.multiply %167, %148 : tensor<3x7xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %170 = stablehlo.multiply %169, %135 : tensor<3x7xf32>
    %171 = stablehlo.multiply %170, %137 : tensor<3x7xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %173 = stablehlo.multiply %172, %124 : tensor<3x7xf32>
    %174 = stablehlo.multiply %173, %126 : tensor<3x7xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %176 = stablehlo.multiply %175, %113 : tensor<3x7xf32>
    %177 = stablehlo.multiply %176, %115 : tensor<3x7xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %179 = stablehlo.multiply %178, %102 : tensor<3x7xf32>
    %180 = stablehlo.multiply %179, %104 : tensor<3x7xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %182 = stablehlo.multiply %181, %91 : tensor<3x7xf32>
    %183 = stablehlo.multiply %182, %93 : tensor<3x7xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %185 = stablehlo.multiply %184, %80 : tensor<3x7xf32>
    %186 = stablehlo.multiply %185, %82 : tensor<3x7xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %188 = stablehlo.multiply %187, %69 : tensor<3x7xf32>
    %189 = stablehlo.multiply %188, %71 : tensor<3x7xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %191 = stablehlo.multiply %190, %58 : tensor<3x7xf32>
    %192 = stablehlo.multiply %191, %60 : tensor<3x7xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %194 = stablehlo.select %52, %165, %193 : tensor<3x7xi1>, tensor<3x7xf32>
    %195 = stablehlo.multiply %168, %46 : tensor<3x7xf32>
    %196 = stablehlo.add %194, %195 : tensor<3x7xf32>
    %197 = stablehlo.multiply %195, %44 : tensor<3x7xf32>
    %198 = stablehlo.add %196, %197 : tensor<3x7xf32>
    %199 = call @elu_1(%43#1, %43#2, %43#3, %171) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %200 = stablehlo.add %198, %199 : tensor<3x7xf32>
    %201 = call @leaky_relu_4(%42#1, %42#2, %174) : (tensor<f32>, tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %202 = stablehlo.add %200, %201 : tensor<3x7xf32>
    %203 = stablehlo.multiply %177, %41 : tensor<3x7xf32>
    %204 = stablehlo.add %202, %203 : tensor<3x7xf32>
    %205 = call @softplus_5(%32#1, %180) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %206 = stablehlo.add %204, %205 : tensor<3x7xf32>
    %207 = call @silu_6(%31#1, %31#2, %arg0, %183) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %208 = stablehlo.add %206, %207 : tensor<3x7xf32>
    %209 = stablehlo.multiply %22, %186 : tensor<3x7xf32>
    %210 = stablehlo.multiply %186, %26 : tensor<3x7xf32>
    %cst_57 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %212 = stablehlo.multiply %211, %209 : tensor<3x7xf32>
    %213 = stablehlo.multiply %212, %29 : tensor<3x7xf32>
    %cst_58 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<3x7xf32>
    %216 = stablehlo.negate %215 : tensor<3x7xf32>
    %217 = stablehlo.add %208, %216 : tensor<3x7xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %219 = stablehlo.multiply %218, %210 : tensor<3x7xf32>
    %220 = stablehlo.add %217, %219 : tensor<3x7xf32>
    %221 = stablehlo.multiply %arg0, %189 : tensor<3x7xf32>
    %222 = stablehlo.multiply %189, %19 : tensor<3x7xf32>
    %223 = stablehlo.add %220, %222 : tensor<3x7xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %225 = stablehlo.multiply %224, %221 : tensor<3x7xf32>
    %226 = stablehlo.multiply %225, %15 : tensor<3x7xf32>
    %227 = stablehlo.multiply %226, %13 : tensor<3x7xf32>
    %228 = stablehlo.add %226, %227 : tensor<3x7xf32>
    %cst_61 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<3x7xf32>
    %231 = stablehlo.add %223, %230 : tensor<3x7xf32>
    %cst_62 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %233 = stablehlo.multiply %232, %230 : tensor<3x7xf32>
    %234 = stablehlo.multiply %233, %7 : tensor<3x7xf32>
    %235 = stablehlo.add %231, %234 : tensor<3x7xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %237 = stablehlo.select %2, %192, %236 : tensor<3x7xi1>, tensor<3x7xf32>
    %238 = stablehlo.add %235, %237 : tensor<3x7xf32>
    return %162, %238 : tensor<f32>, tensor<3x7xf32>
  }
  func.func private @relu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @silu(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = stablehlo.exponential %0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.add %2, %1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %4, %3 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<3x7xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<3x7xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<3x7xf32>
    return %9, %8, %5 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @softplus(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x7xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x7xf32>
    %7 = stablehlo.abs %3 : tensor<3x7xf32>
    %8 = stablehlo.negate %7 : tensor<3x7xf32>
    %9 = stablehlo.exponential %8 : tensor<3x7xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x7xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x7xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x7xi1>, tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<3x7xi1>, tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<3x7xi1>, tensor<3x7xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<3x7xf32>
    %22 = stablehlo.exponential %21 : tensor<3x7xf32>
    return %12, %22 : tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x7xf32>, %arg1: tensor<f64>) -> (tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %2 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5, %2, %1 : tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @elu(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<3x7xi1>, tensor<f64>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.add %5, %6 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<3x7xf32>
    %10 = call @_where(%1, %arg0, %9) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %10, %3, %7, %1 : tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>
  }
  func.func private @_where_0(%arg0: tensor<3x7xi1>, %arg1: tensor<f64>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @relu6(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
  func.func private @elu_1(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xi1>, %arg3: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0:2 = call @_where_2(%arg2, %arg3) : (tensor<3x7xi1>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<3x7xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<3x7xf32>
    %4 = call @_where_3(%arg0, %3) : (tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where_2(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<3x7xi1>, tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2, %1 : tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @_where_3(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @leaky_relu_4(%arg0: tensor<f32>, %arg1: tensor<3x7xi1>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0:2 = call @_where_2(%arg1, %arg2) : (tensor<3x7xi1>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<3x7xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
  func.func private @softplus_5(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @silu_6(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>, %arg3: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<3x7xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<3x7xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<3x7xf32>
    %3 = stablehlo.add %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
}
