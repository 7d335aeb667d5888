module @jit_cumprod_cummax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6x2xf64> {jax.result_info = "result[1][0]"}) {
    %0:9 = call @cumprod(%arg0) : (tensor<6x2xf64>) -> (tensor<6x2xf64>, tensor<3x2xf64>, tensor<3x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.slice %arg0 [0:5:2, 0:2] : (tensor<6x2xf64>) -> tensor<3x2xf64>
    %3 = stablehlo.slice %arg0 [1:6:2, 0:2] : (tensor<6x2xf64>) -> tensor<3x2xf64>
    %4 = stablehlo.maximum %2, %3 : tensor<3x2xf64>
    %5 = stablehlo.compare EQ, %2, %4, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %8 = stablehlo.select %5, %6, %7 : tensor<3x2xi1>, tensor<3x2xf64>
    %9 = stablehlo.compare EQ, %3, %4, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %12 = stablehlo.select %9, %10, %11 : tensor<3x2xi1>, tensor<3x2xf64>
    %13 = stablehlo.divide %8, %12 : tensor<3x2xf64>
    %14 = stablehlo.compare EQ, %3, %4, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %17 = stablehlo.select %14, %15, %16 : tensor<3x2xi1>, tensor<3x2xf64>
    %18 = stablehlo.compare EQ, %2, %4, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %21 = stablehlo.select %18, %19, %20 : tensor<3x2xi1>, tensor<3x2xf64>
    %22 = stablehlo.divide %17, %21 : tensor<3x2xf64>
    %23 = stablehlo.slice %4 [0:2:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %24 = stablehlo.slice %4 [1:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %25 = stablehlo.maximum %23, %24 : tensor<1x2xf64>
    %26 = stablehlo.compare EQ, %23, %25, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %29 = stablehlo.select %26, %27, %28 : tensor<1x2xi1>, tensor<1x2xf64>
    %30 = stablehlo.compare EQ, %24, %25, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %33 = stablehlo.select %30, %31, %32 : tensor<1x2xi1>, tensor<1x2xf64>
    %34 = stablehlo.divide %29, %33 : tensor<1x2xf64>
    %35 = stablehlo.compare EQ, %24, %25, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %38 = stablehlo.select %35, %36, %37 : tensor<1x2xi1>, tensor<1x2xf64>
    %39 = stablehlo.compare EQ, %23, %25, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %42 = stablehlo.select %39, %40, %41 : tensor<1x2xi1>, tensor<1x2xf64>
    %43 = stablehlo.divide %38, %42 : tensor<1x2xf64>
    %44 = stablehlo.slice %4 [2:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %45 = stablehlo.maximum %25, %44 : tensor<1x2xf64>
    %46 = stablehlo.compare EQ, %25, %45, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %49 = stablehlo.select %46, %47, %48 : tensor<1x2xi1>, tensor<1x2xf64>
    %50 = stablehlo.compare EQ, %44, %45, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %53 = stablehlo.select %50, %51, %52 : tensor<1x2xi1>, tensor<1x2xf64>
    %54 = stablehlo.divide %49, %53 : tensor<1x2xf64>
    %55 = stablehlo.compare EQ, %44, %45, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %58 = stablehlo.select %55, %56, %57 : tensor<1x2xi1>, tensor<1x2xf64>
    %59 = stablehlo.compare EQ, %25, %45, FLOAT : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<1x2xi1>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %62 = stablehlo.select %59, %60, %61 : tensor<1x2xi1>, tensor<1x2xf64>
    %63 = stablehlo.divide %58, %62 : tensor<1x2xf64>
    %64 = stablehlo.slice %4 [0:1, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %65 = stablehlo.concatenate %64, %45, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.pad %65, %cst_24, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %67 = stablehlo.pad %25, %cst_25, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %68 = stablehlo.add %66, %67 : tensor<3x2xf64>
    %69 = stablehlo.slice %68 [0:2, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %70 = stablehlo.slice %arg0 [2:6:2, 0:2] : (tensor<6x2xf64>) -> tensor<2x2xf64>
    %71 = stablehlo.maximum %69, %70 : tensor<2x2xf64>
    %72 = stablehlo.compare EQ, %69, %71, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %75 = stablehlo.select %72, %73, %74 : tensor<2x2xi1>, tensor<2x2xf64>
    %76 = stablehlo.compare EQ, %70, %71, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %79 = stablehlo.select %76, %77, %78 : tensor<2x2xi1>, tensor<2x2xf64>
    %80 = stablehlo.divide %75, %79 : tensor<2x2xf64>
    %81 = stablehlo.compare EQ, %70, %71, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %84 = stablehlo.select %81, %82, %83 : tensor<2x2xi1>, tensor<2x2xf64>
    %85 = stablehlo.compare EQ, %69, %71, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %88 = stablehlo.select %85, %86, %87 : tensor<2x2xi1>, tensor<2x2xf64>
    %89 = stablehlo.divide %84, %88 : tensor<2x2xf64>
    %90 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<6x2xf64>) -> tensor<1x2xf64>
    %91 = stablehlo.concatenate %90, %71, dim = 0 : (tensor<1x2xf64>, tensor<2x2xf64>) -> tensor<3x2xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.pad %91, %cst_34, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.pad %68, %cst_35, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %94 = stablehlo.add %92, %93 : tensor<6x2xf64>
    %95 = stablehlo.multiply %94, %94 : tensor<6x2xf64>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %97 = stablehlo.multiply %96, %94 : tensor<6x2xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%95 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf64>, tensor<f64>) -> tensor<f64>
    %99 = stablehlo.add %1, %98 : tensor<f64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %101 = stablehlo.multiply %100, %97 : tensor<6x2xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %102 = stablehlo.pad %101, %cst_39, low = [-1, 0], high = [0, 0], interior = [0, 0] : (tensor<6x2xf64>, tensor<f64>) -> tensor<5x2xf64>
    %103 = stablehlo.slice %102 [0:5:2, 0:2] : (tensor<5x2xf64>) -> tensor<3x2xf64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = stablehlo.pad %101, %cst_40, low = [0, 0], high = [-1, 0], interior = [0, 0] : (tensor<6x2xf64>, tensor<f64>) -> tensor<5x2xf64>
    %105 = stablehlo.slice %104 [0:5:2, 0:2] : (tensor<5x2xf64>) -> tensor<3x2xf64>
    %106 = stablehlo.slice %105 [0:1, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %107 = stablehlo.slice %105 [1:3, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.pad %106, %cst_41, low = [0, 0], high = [5, 0], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %109 = stablehlo.multiply %107, %89 : tensor<2x2xf64>
    %110 = stablehlo.multiply %107, %80 : tensor<2x2xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %111 = stablehlo.pad %109, %cst_42, low = [2, 0], high = [1, 0], interior = [1, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %112 = stablehlo.add %108, %111 : tensor<6x2xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.pad %110, %cst_43, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %114 = stablehlo.add %103, %113 : tensor<3x2xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %115 = stablehlo.pad %114, %cst_44, low = [-1, 0], high = [-1, 0], interior = [0, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %116 = stablehlo.slice %115 [0:1:2, 0:2] : (tensor<1x2xf64>) -> tensor<1x2xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.pad %114, %cst_45, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %118 = stablehlo.slice %117 [0:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %119 = stablehlo.slice %118 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %120 = stablehlo.slice %118 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.pad %119, %cst_46, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %122 = stablehlo.multiply %120, %63 : tensor<1x2xf64>
    %123 = stablehlo.multiply %120, %54 : tensor<1x2xf64>
    %124 = stablehlo.add %116, %123 : tensor<1x2xf64>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.pad %122, %cst_47, low = [2, 0], high = [0, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %126 = stablehlo.add %121, %125 : tensor<3x2xf64>
    %127 = stablehlo.multiply %124, %43 : tensor<1x2xf64>
    %128 = stablehlo.multiply %124, %34 : tensor<1x2xf64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %129 = stablehlo.pad %127, %cst_48, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %130 = stablehlo.add %126, %129 : tensor<3x2xf64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %131 = stablehlo.pad %128, %cst_49, low = [0, 0], high = [2, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %132 = stablehlo.add %130, %131 : tensor<3x2xf64>
    %133 = stablehlo.multiply %132, %22 : tensor<3x2xf64>
    %134 = stablehlo.multiply %132, %13 : tensor<3x2xf64>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.pad %133, %cst_50, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %136 = stablehlo.add %112, %135 : tensor<6x2xf64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %137 = stablehlo.pad %134, %cst_51, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %138 = stablehlo.add %136, %137 : tensor<6x2xf64>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %140 = call @cumprod_0(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %139) : (tensor<3x2xf64>, tensor<3x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<6x2xf64>) -> tensor<6x2xf64>
    %141 = stablehlo.add %138, %140 : tensor<6x2xf64>
    return %99, %141 : tensor<f64>, tensor<6x2xf64>
  }
  func.func private @cumprod(%arg0: tensor<6x2xf64>) -> (tensor<6x2xf64>, tensor<3x2xf64>, tensor<3x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>) {
    %0 = stablehlo.slice %arg0 [0:5:2, 0:2] : (tensor<6x2xf64>) -> tensor<3x2xf64>
    %1 = stablehlo.slice %arg0 [1:6:2, 0:2] : (tensor<6x2xf64>) -> tensor<3x2xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<3x2xf64>
    %3 = stablehlo.slice %2 [0:2:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %4 = stablehlo.slice %2 [1:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %5 = stablehlo.multiply %3, %4 : tensor<1x2xf64>
    %6 = stablehlo.slice %2 [2:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<1x2xf64>
    %8 = stablehlo.slice %2 [0:1, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %9 = stablehlo.concatenate %8, %7, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.pad %9, %cst, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.pad %5, %cst_0, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %12 = stablehlo.add %10, %11 : tensor<3x2xf64>
    %13 = stablehlo.slice %12 [0:2, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %14 = stablehlo.slice %arg0 [2:6:2, 0:2] : (tensor<6x2xf64>) -> tensor<2x2xf64>
    %15 = stablehlo.multiply %13, %14 : tensor<2x2xf64>
    %16 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<6x2xf64>) -> tensor<1x2xf64>
    %17 = stablehlo.concatenate %16, %15, dim = 0 : (tensor<1x2xf64>, tensor<2x2xf64>) -> tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %17, %cst_1, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %12, %cst_2, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %20 = stablehlo.add %18, %19 : tensor<6x2xf64>
    return %20, %1, %0, %4, %3, %6, %5, %14, %13 : tensor<6x2xf64>, tensor<3x2xf64>, tensor<3x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<3x2xf64>, %arg1: tensor<3x2xf64>, %arg2: tensor<1x2xf64>, %arg3: tensor<1x2xf64>, %arg4: tensor<1x2xf64>, %arg5: tensor<1x2xf64>, %arg6: tensor<2x2xf64>, %arg7: tensor<2x2xf64>, %arg8: tensor<6x2xf64>) -> tensor<6x2xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg8, %cst, low = [-1, 0], high = [0, 0], interior = [0, 0] : (tensor<6x2xf64>, tensor<f64>) -> tensor<5x2xf64>
    %1 = stablehlo.slice %0 [0:5:2, 0:2] : (tensor<5x2xf64>) -> tensor<3x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %arg8, %cst_0, low = [0, 0], high = [-1, 0], interior = [0, 0] : (tensor<6x2xf64>, tensor<f64>) -> tensor<5x2xf64>
    %3 = stablehlo.slice %2 [0:5:2, 0:2] : (tensor<5x2xf64>) -> tensor<3x2xf64>
    %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xf64>) -> tensor<1x2xf64>
    %5 = stablehlo.slice %3 [1:3, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.pad %4, %cst_1, low = [0, 0], high = [5, 0], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %7 = stablehlo.multiply %arg7, %5 : tensor<2x2xf64>
    %8 = stablehlo.multiply %5, %arg6 : tensor<2x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.pad %7, %cst_2, low = [2, 0], high = [1, 0], interior = [1, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %10 = stablehlo.add %6, %9 : tensor<6x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.pad %8, %cst_3, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %12 = stablehlo.add %1, %11 : tensor<3x2xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.pad %12, %cst_4, low = [-1, 0], high = [-1, 0], interior = [0, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<1x2xf64>
    %14 = stablehlo.slice %13 [0:1:2, 0:2] : (tensor<1x2xf64>) -> tensor<1x2xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.pad %12, %cst_5, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %16 = stablehlo.slice %15 [0:3:2, 0:2] : (tensor<3x2xf64>) -> tensor<2x2xf64>
    %17 = stablehlo.slice %16 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %18 = stablehlo.slice %16 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %17, %cst_6, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %20 = stablehlo.multiply %arg5, %18 : tensor<1x2xf64>
    %21 = stablehlo.multiply %18, %arg4 : tensor<1x2xf64>
    %22 = stablehlo.add %14, %21 : tensor<1x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.pad %20, %cst_7, low = [2, 0], high = [0, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %24 = stablehlo.add %19, %23 : tensor<3x2xf64>
    %25 = stablehlo.multiply %arg3, %22 : tensor<1x2xf64>
    %26 = stablehlo.multiply %22, %arg2 : tensor<1x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.pad %25, %cst_8, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %28 = stablehlo.add %24, %27 : tensor<3x2xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.pad %26, %cst_9, low = [0, 0], high = [2, 0], interior = [1, 0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %30 = stablehlo.add %28, %29 : tensor<3x2xf64>
    %31 = stablehlo.multiply %arg1, %30 : tensor<3x2xf64>
    %32 = stablehlo.multiply %30, %arg0 : tensor<3x2xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.pad %31, %cst_10, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %34 = stablehlo.add %10, %33 : tensor<6x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.pad %32, %cst_11, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<6x2xf64>
    %36 = stablehlo.add %34, %35 : tensor<6x2xf64>
    return %36 : tensor<6x2xf64>
  }
}
