module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1][0]"}, tensor<6xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.slice %arg0 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %1 = stablehlo.slice %arg1 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %2 = stablehlo.slice %arg0 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %3 = stablehlo.slice %arg1 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %4 = stablehlo.multiply %0, %2 : tensor<3xf64>
    %5 = stablehlo.multiply %2, %1 : tensor<3xf64>
    %6 = stablehlo.add %5, %3 : tensor<3xf64>
    %7 = stablehlo.slice %6 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %8 = stablehlo.slice %4 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.slice %6 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %10 = stablehlo.multiply %8, %7 : tensor<1xf64>
    %11 = stablehlo.add %10, %9 : tensor<1xf64>
    %12 = stablehlo.slice %4 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %13 = stablehlo.slice %6 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %14 = stablehlo.multiply %12, %11 : tensor<1xf64>
    %15 = stablehlo.add %14, %13 : tensor<1xf64>
    %16 = stablehlo.slice %6 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %17 = stablehlo.concatenate %16, %15, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %17, %cst, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %11, %cst_0, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.add %18, %19 : tensor<3xf64>
    %21 = stablehlo.slice %20 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %arg0 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %23 = stablehlo.slice %arg1 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %21 : tensor<2xf64>
    %25 = stablehlo.add %24, %23 : tensor<2xf64>
    %26 = stablehlo.slice %arg1 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %27 = stablehlo.concatenate %26, %25, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %27, %cst_1, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.pad %20, %cst_2, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %30 = stablehlo.add %28, %29 : tensor<6xf64>
    %31 = stablehlo.reverse %arg1, dims = [0] : tensor<6xf64>
    %32 = stablehlo.slice %31 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %33 = stablehlo.slice %31 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %34 = stablehlo.maximum %32, %33 : tensor<3xf64>
    %35 = stablehlo.compare EQ, %32, %34, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %38 = stablehlo.select %35, %36, %37 : tensor<3xi1>, tensor<3xf64>
    %39 = stablehlo.compare EQ, %33, %34, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.select %39, %40, %41 : tensor<3xi1>, tensor<3xf64>
    %43 = stablehlo.divide %38, %42 : tensor<3xf64>
    %44 = stablehlo.compare EQ, %33, %34, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %47 = stablehlo.select %44, %45, %46 : tensor<3xi1>, tensor<3xf64>
    %48 = stablehlo.compare EQ, %32, %34, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %51 = stablehlo.select %48, %49, %50 : tensor<3xi1>, tensor<3xf64>
    %52 = stablehlo.divide %47, %51 : tensor<3xf64>
    %53 = stablehlo.slice %34 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %54 = stablehlo.slice %34 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %55 = stablehlo.maximum %53, %54 : tensor<1xf64>
    %56 = stablehlo.compare EQ, %53, %55, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %59 = stablehlo.select %56, %57, %58 : tensor<1xi1>, tensor<1xf64>
    %60 = stablehlo.compare EQ, %54, %55, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %63 = stablehlo.select %60, %61, %62 : tensor<1xi1>, tensor<1xf64>
    %64 = stablehlo.divide %59, %63 : tensor<1xf64>
    %65 = stablehlo.compare EQ, %54, %55, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %68 = stablehlo.select %65, %66, %67 : tensor<1xi1>, tensor<1xf64>
    %69 = stablehlo.compare EQ, %53, %55, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %72 = stablehlo.select %69, %70, %71 : tensor<1xi1>, tensor<1xf64>
    %73 = stablehlo.divide %68, %72 : tensor<1xf64>
    %74 = stablehlo.slice %34 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %75 = stablehlo.maximum %55, %74 : tensor<1xf64>
    %76 = stablehlo.compare EQ, %55, %75, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %79 = stablehlo.select %76, %77, %78 : tensor<1xi1>, tensor<1xf64>
    %80 = stablehlo.compare EQ, %74, %75, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %83 = stablehlo.select %80, %81, %82 : tensor<1xi1>, tensor<1xf64>
    %84 = stablehlo.divide %79, %83 : tensor<1xf64>
    %85 = stablehlo.compare EQ, %74, %75, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %88 = stablehlo.select %85, %86, %87 : tensor<1xi1>, tensor<1xf64>
    %89 = stablehlo.compare EQ, %55, %75, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %92 = stablehlo.select %89, %90, %91 : tensor<1xi1>, tensor<1xf64>
    %93 = stablehlo.divide %88, %92 : tensor<1xf64>
    %94 = stablehlo.slice %34 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %95 = stablehlo.concatenate %94, %75, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %96 = stablehlo.pad %95, %cst_27, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.pad %55, %cst_28, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %98 = stablehlo.add %96, %97 : tensor<3xf64>
    %99 = stablehlo.slice %98 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %100 = stablehlo.slice %31 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %101 = stablehlo.maximum %99, %100 : tensor<2xf64>
    %102 = stablehlo.compare EQ, %99, %101, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %105 = stablehlo.select %102, %103, %104 : tensor<2xi1>, tensor<2xf64>
    %106 = stablehlo.compare EQ, %100, %101, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %109 = stablehlo.select %106, %107, %108 : tensor<2xi1>, tensor<2xf64>
    %110 = stablehlo.divide %105, %109 : tensor<2xf64>
    %111 = stablehlo.compare EQ, %100, %101, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %114 = stablehlo.select %111, %112, %113 : tensor<2xi1>, tensor<2xf64>
    %115 = stablehlo.compare EQ, %99, %101, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %116 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %117 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %118 = stablehlo.select %115, %116, %117 : tensor<2xi1>, tensor<2xf64>
    %119 = stablehlo.divide %114, %118 : tensor<2xf64>
    %120 = stablehlo.slice %31 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %121 = stablehlo.concatenate %120, %101, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %122 = stablehlo.pad %121, %cst_37, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %123 = stablehlo.pad %98, %cst_38, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %124 = stablehlo.add %122, %123 : tensor<6xf64>
    %125 = stablehlo.reverse %124, dims = [0] : tensor<6xf64>
    %126 = stablehlo.concatenate %30, %125, dim = 0 : (tensor<6xf64>, tensor<6xf64>) -> tensor<12xf64>
    %127 = stablehlo.sine %126 : tensor<12xf64>
    %128 = stablehlo.cosine %126 : tensor<12xf64>
    %129 = stablehlo.iota dim = 0 : tensor<12xf64>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %131 = stablehlo.multiply %130, %129 : tensor<12xf64>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %133 = stablehlo.add %132, %131 : tensor<12xf64>
    %134 = stablehlo.multiply %127, %133 : tensor<12xf64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.reduce(%134 init: %cst_41) applies stablehlo.add across dimensions = [0] : (tensor<12xf64>, tensor<f64>) -> tensor<f64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %136 = stablehlo.add %cst_42, %135 : tensor<f64>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %138 = stablehlo.multiply %137, %133 : tensor<12xf64>
    %139 = stablehlo.multiply %138, %128 : tensor<12xf64>
    %140 = stablehlo.slice %139 [0:6] : (tensor<12xf64>) -> tensor<6xf64>
    %141 = stablehlo.slice %139 [6:12] : (tensor<12xf64>) -> tensor<6xf64>
    %142 = stablehlo.reverse %141, dims = [0] : tensor<6xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %143 = stablehlo.pad %142, %cst_44, low = [-1], high = [0], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %144 = stablehlo.slice %143 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %145 = stablehlo.pad %142, %cst_45, low = [0], high = [-1], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %146 = stablehlo.slice %145 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %147 = stablehlo.slice %146 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %148 = stablehlo.slice %146 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %149 = stablehlo.pad %147, %cst_46, low = [0], high = [5], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<6xf64>
    %150 = stablehlo.multiply %148, %119 : tensor<2xf64>
    %151 = stablehlo.multiply %148, %110 : tensor<2xf64>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %152 = stablehlo.pad %150, %cst_47, low = [2], high = [1], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<6xf64>
    %153 = stablehlo.add %149, %152 : tensor<6xf64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %154 = stablehlo.pad %151, %cst_48, low = [0], high = [1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %155 = stablehlo.add %144, %154 : tensor<3xf64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %156 = stablehlo.pad %155, %cst_49, low = [-1], high = [-1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<1xf64>
    %157 = stablehlo.slice %156 [0:1:2] : (tensor<1xf64>) -> tensor<1xf64>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %158 = stablehlo.pad %155, %cst_50, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %159 = stablehlo.slice %158 [0:3:2] : (tensor<3xf64>) -> tensor<2xf64>
    %160 = stablehlo.slice %159 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %161 = stablehlo.slice %159 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %162 = stablehlo.pad %160, %cst_51, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %163 = stablehlo.multiply %161, %93 : tensor<1xf64>
    %164 = stablehlo.multiply %161, %84 : tensor<1xf64>
    %165 = stablehlo.add %157, %164 : tensor<1xf64>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %166 = stablehlo.pad %163, %cst_52, low = [2], high = [0], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %167 = stablehlo.add %162, %166 : tensor<3xf64>
    %168 = stablehlo.multiply %165, %73 : tensor<1xf64>
    %169 = stablehlo.multiply %165, %64 : tensor<1xf64>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %170 = stablehlo.pad %168, %cst_53, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %171 = stablehlo.add %167, %170 : tensor<3xf64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %172 = stablehlo.pad %169, %cst_54, low = [0], high = [2], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %173 = stablehlo.add %171, %172 : tensor<3xf64>
    %174 = stablehlo.multiply %173, %52 : tensor<3xf64>
    %175 = stablehlo.multiply %173, %43 : tensor<3xf64>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %176 = stablehlo.pad %174, %cst_55, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %177 = stablehlo.add %153, %176 : tensor<6xf64>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %178 = stablehlo.pad %175, %cst_56, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %179 = stablehlo.add %177, %178 : tensor<6xf64>
    %180 = stablehlo.reverse %179, dims = [0] : tensor<6xf64>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %181 = stablehlo.pad %140, %cst_57, low = [-1], high = [0], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %182 = stablehlo.slice %181 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %183 = stablehlo.pad %140, %cst_58, low = [0], high = [-1], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %184 = stablehlo.slice %183 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %185 = stablehlo.slice %184 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %186 = stablehlo.slice %184 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %187 = stablehlo.pad %185, %cst_59, low = [0], high = [5], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<6xf64>
    %188 = stablehlo.add %180, %187 : tensor<6xf64>
    %189 = stablehlo.multiply %22, %186 : tensor<2xf64>
    %190 = stablehlo.multiply %186, %21 : tensor<2xf64>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %191 = stablehlo.pad %186, %cst_60, low = [2], high = [1], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<6xf64>
    %192 = stablehlo.add %188, %191 : tensor<6xf64>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %193 = stablehlo.pad %190, %cst_61, low = [2], high = [1], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %194 = stablehlo.pad %189, %cst_62, low = [0], high = [1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %195 = stablehlo.add %182, %194 : tensor<3xf64>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %196 = stablehlo.pad %195, %cst_63, low = [-1], high = [-1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<1xf64>
    %197 = stablehlo.slice %196 [0:1:2] : (tensor<1xf64>) -> tensor<1xf64>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %198 = stablehlo.pad %195, %cst_64, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %199 = stablehlo.slice %198 [0:3:2] : (tensor<3xf64>) -> tensor<2xf64>
    %200 = stablehlo.slice %199 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %201 = stablehlo.slice %199 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %202 = stablehlo.pad %200, %cst_65, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %203 = stablehlo.multiply %12, %201 : tensor<1xf64>
    %204 = stablehlo.add %197, %203 : tensor<1xf64>
    %205 = stablehlo.multiply %201, %11 : tensor<1xf64>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %206 = stablehlo.pad %201, %cst_66, low = [2], high = [0], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %207 = stablehlo.add %202, %206 : tensor<3xf64>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %208 = stablehlo.pad %205, %cst_67, low = [2], high = [0], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %209 = stablehlo.multiply %8, %204 : tensor<1xf64>
    %210 = stablehlo.multiply %204, %7 : tensor<1xf64>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %211 = stablehlo.pad %204, %cst_68, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %212 = stablehlo.add %207, %211 : tensor<3xf64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %213 = stablehlo.pad %210, %cst_69, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %214 = stablehlo.add %208, %213 : tensor<3xf64>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %215 = stablehlo.pad %209, %cst_70, low = [0], high = [2], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %216 = stablehlo.add %212, %215 : tensor<3xf64>
    %217 = stablehlo.multiply %2, %216 : tensor<3xf64>
    %218 = stablehlo.multiply %216, %1 : tensor<3xf64>
    %219 = stablehlo.multiply %0, %214 : tensor<3xf64>
    %220 = stablehlo.add %218, %219 : tensor<3xf64>
    %221 = stablehlo.multiply %214, %2 : tensor<3xf64>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %222 = stablehlo.pad %216, %cst_71, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %223 = stablehlo.add %192, %222 : tensor<6xf64>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %224 = stablehlo.pad %220, %cst_72, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %225 = stablehlo.add %193, %224 : tensor<6xf64>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %226 = stablehlo.pad %217, %cst_73, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %227 = stablehlo.add %223, %226 : tensor<6xf64>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %228 = stablehlo.pad %221, %cst_74, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %229 = stablehlo.add %225, %228 : tensor<6xf64>
    return %136, %229, %227 : tensor<f64>, tensor<6xf64>, tensor<6xf64>
  }
}
