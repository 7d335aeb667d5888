module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1][0]"}) {
    %0 = stablehlo.slice %arg0 [0:6:2] : (tensor<7xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %arg0 [1:7:2] : (tensor<7xf32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<3xf32>
    %3 = stablehlo.subtract %0, %1 : tensor<3xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %5 = stablehlo.add %0, %1 : tensor<3xf32>
    %6 = stablehlo.abs %3 : tensor<3xf32>
    %7 = stablehlo.negate %6 : tensor<3xf32>
    %8 = stablehlo.exponential %7 : tensor<3xf32>
    %9 = stablehlo.log_plus_one %8 : tensor<3xf32>
    %10 = stablehlo.add %2, %9 : tensor<3xf32>
    %11 = stablehlo.select %4, %5, %10 : tensor<3xi1>, tensor<3xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.compare EQ, %0, %12, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %13, %14, %0 : tensor<3xi1>, tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.compare EQ, %11, %16, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.select %17, %18, %11 : tensor<3xi1>, tensor<3xf32>
    %20 = stablehlo.subtract %15, %19 : tensor<3xf32>
    %21 = stablehlo.exponential %20 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.compare EQ, %1, %22, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.select %23, %24, %1 : tensor<3xi1>, tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.compare EQ, %11, %26, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.select %27, %28, %11 : tensor<3xi1>, tensor<3xf32>
    %30 = stablehlo.subtract %25, %29 : tensor<3xf32>
    %31 = stablehlo.exponential %30 : tensor<3xf32>
    %32 = stablehlo.slice %11 [0:2:2] : (tensor<3xf32>) -> tensor<1xf32>
    %33 = stablehlo.slice %11 [1:3:2] : (tensor<3xf32>) -> tensor<1xf32>
    %34 = stablehlo.maximum %32, %33 : tensor<1xf32>
    %35 = stablehlo.subtract %32, %33 : tensor<1xf32>
    %36 = stablehlo.compare NE, %35, %35, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %37 = stablehlo.add %32, %33 : tensor<1xf32>
    %38 = stablehlo.abs %35 : tensor<1xf32>
    %39 = stablehlo.negate %38 : tensor<1xf32>
    %40 = stablehlo.exponential %39 : tensor<1xf32>
    %41 = stablehlo.log_plus_one %40 : tensor<1xf32>
    %42 = stablehlo.add %34, %41 : tensor<1xf32>
    %43 = stablehlo.select %36, %37, %42 : tensor<1xi1>, tensor<1xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %45 = stablehlo.compare EQ, %32, %44, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %47 = stablehlo.select %45, %46, %32 : tensor<1xi1>, tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %49 = stablehlo.compare EQ, %43, %48, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %51 = stablehlo.select %49, %50, %43 : tensor<1xi1>, tensor<1xf32>
    %52 = stablehlo.subtract %47, %51 : tensor<1xf32>
    %53 = stablehlo.exponential %52 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %55 = stablehlo.compare EQ, %33, %54, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %57 = stablehlo.select %55, %56, %33 : tensor<1xi1>, tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %59 = stablehlo.compare EQ, %43, %58, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %61 = stablehlo.select %59, %60, %43 : tensor<1xi1>, tensor<1xf32>
    %62 = stablehlo.subtract %57, %61 : tensor<1xf32>
    %63 = stablehlo.exponential %62 : tensor<1xf32>
    %64 = stablehlo.slice %11 [2:3:2] : (tensor<3xf32>) -> tensor<1xf32>
    %65 = stablehlo.maximum %43, %64 : tensor<1xf32>
    %66 = stablehlo.subtract %43, %64 : tensor<1xf32>
    %67 = stablehlo.compare NE, %66, %66, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %68 = stablehlo.add %43, %64 : tensor<1xf32>
    %69 = stablehlo.abs %66 : tensor<1xf32>
    %70 = stablehlo.negate %69 : tensor<1xf32>
    %71 = stablehlo.exponential %70 : tensor<1xf32>
    %72 = stablehlo.log_plus_one %71 : tensor<1xf32>
    %73 = stablehlo.add %65, %72 : tensor<1xf32>
    %74 = stablehlo.select %67, %68, %73 : tensor<1xi1>, tensor<1xf32>
    %cst_15 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %76 = stablehlo.compare EQ, %43, %75, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %78 = stablehlo.select %76, %77, %43 : tensor<1xi1>, tensor<1xf32>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %80 = stablehlo.compare EQ, %74, %79, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %82 = stablehlo.select %80, %81, %74 : tensor<1xi1>, tensor<1xf32>
    %83 = stablehlo.subtract %78, %82 : tensor<1xf32>
    %84 = stablehlo.exponential %83 : tensor<1xf32>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %86 = stablehlo.compare EQ, %64, %85, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %88 = stablehlo.select %86, %87, %64 : tensor<1xi1>, tensor<1xf32>
    %cst_21 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %90 = stablehlo.compare EQ, %74, %89, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %92 = stablehlo.select %90, %91, %74 : tensor<1xi1>, tensor<1xf32>
    %93 = stablehlo.subtract %88, %92 : tensor<1xf32>
    %94 = stablehlo.exponential %93 : tensor<1xf32>
    %95 = stablehlo.slice %11 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %96 = stablehlo.concatenate %95, %74, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.pad %96, %cst_23, low = [0], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.pad %43, %cst_24, low = [1], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %99 = stablehlo.add %97, %98 : tensor<3xf32>
    %100 = stablehlo.slice %arg0 [2:7:2] : (tensor<7xf32>) -> tensor<3xf32>
    %101 = stablehlo.maximum %99, %100 : tensor<3xf32>
    %102 = stablehlo.subtract %99, %100 : tensor<3xf32>
    %103 = stablehlo.compare NE, %102, %102, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %104 = stablehlo.add %99, %100 : tensor<3xf32>
    %105 = stablehlo.abs %102 : tensor<3xf32>
    %106 = stablehlo.negate %105 : tensor<3xf32>
    %107 = stablehlo.exponential %106 : tensor<3xf32>
    %108 = stablehlo.log_plus_one %107 : tensor<3xf32>
    %109 = stablehlo.add %101, %108 : tensor<3xf32>
    %110 = stablehlo.select %103, %104, %109 : tensor<3xi1>, tensor<3xf32>
    %cst_25 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %112 = stablehlo.compare EQ, %99, %111, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %114 = stablehlo.select %112, %113, %99 : tensor<3xi1>, tensor<3xf32>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %116 = stablehlo.compare EQ, %110, %115, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %118 = stablehlo.select %116, %117, %110 : tensor<3xi1>, tensor<3xf32>
    %119 = stablehlo.subtract %114, %118 : tensor<3xf32>
    %120 = stablehlo.exponential %119 : tensor<3xf32>
    %cst_29 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %122 = stablehlo.compare EQ, %100, %121, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %124 = stablehlo.select %122, %123, %100 : tensor<3xi1>, tensor<3xf32>
    %cst_31 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %126 = stablehlo.compare EQ, %110, %125, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %128 = stablehlo.select %126, %127, %110 : tensor<3xi1>, tensor<3xf32>
    %129 = stablehlo.subtract %124, %128 : tensor<3xf32>
    %130 = stablehlo.exponential %129 : tensor<3xf32>
    %131 = stablehlo.slice %arg0 [0:1] : (tensor<7xf32>) -> tensor<1xf32>
    %132 = stablehlo.concatenate %131, %110, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.pad %132, %cst_33, low = [0], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<7xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %99, %cst_34, low = [1], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %135 = stablehlo.add %133, %134 : tensor<7xf32>
    %136 = stablehlo.sine %135 : tensor<7xf32>
    %137 = stablehlo.cosine %135 : tensor<7xf32>
    %138 = stablehlo.iota dim = 0 : tensor<7xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<7xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %142 = stablehlo.add %141, %140 : tensor<7xf32>
    %143 = stablehlo.multiply %136, %142 : tensor<7xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.add %cst_38, %144 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %147 = stablehlo.multiply %146, %142 : tensor<7xf32>
    %148 = stablehlo.multiply %147, %137 : tensor<7xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.pad %148, %cst_40, low = [-1], high = [-1], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<5xf32>
    %150 = stablehlo.slice %149 [0:5:2] : (tensor<5xf32>) -> tensor<3xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.pad %148, %cst_41, low = [0], high = [0], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    %152 = stablehlo.slice %151 [0:7:2] : (tensor<7xf32>) -> tensor<4xf32>
    %153 = stablehlo.slice %152 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %154 = stablehlo.slice %152 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.pad %153, %cst_42, low = [0], high = [6], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<7xf32>
    %156 = stablehlo.multiply %154, %130 : tensor<3xf32>
    %157 = stablehlo.multiply %154, %120 : tensor<3xf32>
    %158 = stablehlo.add %150, %157 : tensor<3xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.pad %156, %cst_43, low = [2], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %160 = stablehlo.add %155, %159 : tensor<7xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.pad %158, %cst_44, low = [-1], high = [-1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
    %162 = stablehlo.slice %161 [0:1:2] : (tensor<1xf32>) -> tensor<1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.pad %158, %cst_45, low = [0], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %164 = stablehlo.slice %163 [0:3:2] : (tensor<3xf32>) -> tensor<2xf32>
    %165 = stablehlo.slice %164 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %166 = stablehlo.slice %164 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.pad %165, %cst_46, low = [0], high = [2], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %168 = stablehlo.multiply %166, %94 : tensor<1xf32>
    %169 = stablehlo.multiply %166, %84 : tensor<1xf32>
    %170 = stablehlo.add %162, %169 : tensor<1xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %168, %cst_47, low = [2], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %172 = stablehlo.add %167, %171 : tensor<3xf32>
    %173 = stablehlo.multiply %170, %63 : tensor<1xf32>
    %174 = stablehlo.multiply %170, %53 : tensor<1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.pad %173, %cst_48, low = [1], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %176 = stablehlo.add %172, %175 : tensor<3xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.pad %174, %cst_49, low = [0], high = [2], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %178 = stablehlo.add %176, %177 : tensor<3xf32>
    %179 = stablehlo.multiply %178, %31 : tensor<3xf32>
    %180 = stablehlo.multiply %178, %21 : tensor<3xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.pad %179, %cst_50, low = [1], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %182 = stablehlo.add %160, %181 : tensor<7xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.pad %180, %cst_51, low = [0], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    %184 = stablehlo.add %182, %183 : tensor<7xf32>
    return %145, %184 : tensor<f32>, tensor<7xf32>
  }
}
