module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1][0]"}, tensor<6xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<6xui32>
    %1:3 = "stablehlo.sort"(%arg0, %arg1, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>, %arg6: tensor<ui32>, %arg7: tensor<ui32>):
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %159 = stablehlo.compare EQ, %arg2, %cst_55, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %160 = stablehlo.select %159, %cst_56, %arg2 : tensor<i1>, tensor<f64>
      %161 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_57 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %162 = stablehlo.select %161, %cst_57, %160 : tensor<i1>, tensor<f64>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %163 = stablehlo.compare EQ, %arg3, %cst_58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %164 = stablehlo.select %163, %cst_59, %arg3 : tensor<i1>, tensor<f64>
      %165 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_60 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %166 = stablehlo.select %165, %cst_60, %164 : tensor<i1>, tensor<f64>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %167 = stablehlo.compare EQ, %arg4, %cst_61, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %168 = stablehlo.select %167, %cst_62, %arg4 : tensor<i1>, tensor<f64>
      %169 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_63 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %170 = stablehlo.select %169, %cst_63, %168 : tensor<i1>, tensor<f64>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %171 = stablehlo.compare EQ, %arg5, %cst_64, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %172 = stablehlo.select %171, %cst_65, %arg5 : tensor<i1>, tensor<f64>
      %173 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_66 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %174 = stablehlo.select %173, %cst_66, %172 : tensor<i1>, tensor<f64>
      %175 = stablehlo.compare LT, %170, %174, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %176 = stablehlo.compare LT, %162, %166, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %177 = stablehlo.compare EQ, %162, %166, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %178 = stablehlo.and %177, %175 : tensor<i1>
      %179 = stablehlo.or %176, %178 : tensor<i1>
      stablehlo.return %179 : tensor<i1>
    }) : (tensor<6xf64>, tensor<6xf64>, tensor<6xui32>) -> (tensor<6xf64>, tensor<6xf64>, tensor<6xui32>)
    %2 = stablehlo.broadcast_in_dim %1#2, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %3 = stablehlo.reverse %arg1, dims = [0] : tensor<6xf64>
    %4 = stablehlo.slice %3 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %5 = stablehlo.slice %3 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %6 = stablehlo.minimum %4, %5 : tensor<3xf64>
    %7 = stablehlo.compare EQ, %4, %6, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %10 = stablehlo.select %7, %8, %9 : tensor<3xi1>, tensor<3xf64>
    %11 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %14 = stablehlo.select %11, %12, %13 : tensor<3xi1>, tensor<3xf64>
    %15 = stablehlo.divide %10, %14 : tensor<3xf64>
    %16 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %19 = stablehlo.select %16, %17, %18 : tensor<3xi1>, tensor<3xf64>
    %20 = stablehlo.compare EQ, %4, %6, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %23 = stablehlo.select %20, %21, %22 : tensor<3xi1>, tensor<3xf64>
    %24 = stablehlo.divide %19, %23 : tensor<3xf64>
    %25 = stablehlo.slice %6 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %26 = stablehlo.slice %6 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %27 = stablehlo.minimum %25, %26 : tensor<1xf64>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %31 = stablehlo.select %28, %29, %30 : tensor<1xi1>, tensor<1xf64>
    %32 = stablehlo.compare EQ, %26, %27, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %35 = stablehlo.select %32, %33, %34 : tensor<1xi1>, tensor<1xf64>
    %36 = stablehlo.divide %31, %35 : tensor<1xf64>
    %37 = stablehlo.compare EQ, %26, %27, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %40 = stablehlo.select %37, %38, %39 : tensor<1xi1>, tensor<1xf64>
    %41 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %44 = stablehlo.select %41, %42, %43 : tensor<1xi1>, tensor<1xf64>
    %45 = stablehlo.divide %40, %44 : tensor<1xf64>
    %46 = stablehlo.slice %6 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %47 = stablehlo.minimum %27, %46 : tensor<1xf64>
    %48 = stablehlo.compare EQ, %27, %47, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %51 = stablehlo.select %48, %49, %50 : tensor<1xi1>, tensor<1xf64>
    %52 = stablehlo.compare EQ, %46, %47, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %55 = stablehlo.select %52, %53, %54 : tensor<1xi1>, tensor<1xf64>
    %56 = stablehlo.divide %51, %55 : tensor<1xf64>
    %57 = stablehlo.compare EQ, %46, %47, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %60 = stablehlo.select %57, %58, %59 : tensor<1xi1>, tensor<1xf64>
    %61 = stablehlo.compare EQ, %27, %47, FLOAT : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %64 = stablehlo.select %61, %62, %63 : tensor<1xi1>, tensor<1xf64>
    %65 = stablehlo.divide %60, %64 : tensor<1xf64>
    %66 = stablehlo.slice %6 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %67 = stablehlo.concatenate %66, %47, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.pad %67, %cst_23, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.pad %27, %cst_24, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %70 = stablehlo.add %68, %69 : tensor<3xf64>
    %71 = stablehlo.slice %70 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %72 = stablehlo.slice %3 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %73 = stablehlo.minimum %71, %72 : tensor<2xf64>
    %74 = stablehlo.compare EQ, %71, %73, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %77 = stablehlo.select %74, %75, %76 : tensor<2xi1>, tensor<2xf64>
    %78 = stablehlo.compare EQ, %72, %73, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %81 = stablehlo.select %78, %79, %80 : tensor<2xi1>, tensor<2xf64>
    %82 = stablehlo.divide %77, %81 : tensor<2xf64>
    %83 = stablehlo.compare EQ, %72, %73, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %86 = stablehlo.select %83, %84, %85 : tensor<2xi1>, tensor<2xf64>
    %87 = stablehlo.compare EQ, %71, %73, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %90 = stablehlo.select %87, %88, %89 : tensor<2xi1>, tensor<2xf64>
    %91 = stablehlo.divide %86, %90 : tensor<2xf64>
    %92 = stablehlo.slice %3 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %93 = stablehlo.concatenate %92, %73, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %94 = stablehlo.pad %93, %cst_33, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.pad %70, %cst_34, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %96 = stablehlo.add %94, %95 : tensor<6xf64>
    %97 = stablehlo.reverse %96, dims = [0] : tensor<6xf64>
    %98 = stablehlo.concatenate %1#0, %1#1, %97, dim = 0 : (tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<18xf64>
    %99 = stablehlo.sine %98 : tensor<18xf64>
    %100 = stablehlo.cosine %98 : tensor<18xf64>
    %101 = stablehlo.iota dim = 0 : tensor<18xf64>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %103 = stablehlo.multiply %102, %101 : tensor<18xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %104 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %105 = stablehlo.add %104, %103 : tensor<18xf64>
    %106 = stablehlo.multiply %99, %105 : tensor<18xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<18xf64>, tensor<f64>) -> tensor<f64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.add %cst_38, %107 : tensor<f64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %109 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<18xf64>
    %110 = stablehlo.multiply %109, %105 : tensor<18xf64>
    %111 = stablehlo.multiply %110, %100 : tensor<18xf64>
    %112 = stablehlo.slice %111 [0:6] : (tensor<18xf64>) -> tensor<6xf64>
    %113 = stablehlo.slice %111 [6:12] : (tensor<18xf64>) -> tensor<6xf64>
    %114 = stablehlo.slice %111 [12:18] : (tensor<18xf64>) -> tensor<6xf64>
    %115 = stablehlo.reverse %114, dims = [0] : tensor<6xf64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.pad %115, %cst_40, low = [-1], high = [0], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %117 = stablehlo.slice %116 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %118 = stablehlo.pad %115, %cst_41, low = [0], high = [-1], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
    %119 = stablehlo.slice %118 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %120 = stablehlo.slice %119 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %121 = stablehlo.slice %119 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %122 = stablehlo.pad %120, %cst_42, low = [0], high = [5], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<6xf64>
    %123 = stablehlo.multiply %121, %91 : tensor<2xf64>
    %124 = stablehlo.multiply %121, %82 : tensor<2xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.pad %123, %cst_43, low = [2], high = [1], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<6xf64>
    %126 = stablehlo.add %122, %125 : tensor<6xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %127 = stablehlo.pad %124, %cst_44, low = [0], high = [1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %128 = stablehlo.add %117, %127 : tensor<3xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %129 = stablehlo.pad %128, %cst_45, low = [-1], high = [-1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<1xf64>
    %130 = stablehlo.slice %129 [0:1:2] : (tensor<1xf64>) -> tensor<1xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %131 = stablehlo.pad %128, %cst_46, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %132 = stablehlo.slice %131 [0:3:2] : (tensor<3xf64>) -> tensor<2xf64>
    %133 = stablehlo.slice %132 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %134 = stablehlo.slice %132 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.pad %133, %cst_47, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %136 = stablehlo.multiply %134, %65 : tensor<1xf64>
    %137 = stablehlo.multiply %134, %56 : tensor<1xf64>
    %138 = stablehlo.add %130, %137 : tensor<1xf64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %139 = stablehlo.pad %136, %cst_48, low = [2], high = [0], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %140 = stablehlo.add %135, %139 : tensor<3xf64>
    %141 = stablehlo.multiply %138, %45 : tensor<1xf64>
    %142 = stablehlo.multiply %138, %36 : tensor<1xf64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %143 = stablehlo.pad %141, %cst_49, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %144 = stablehlo.add %140, %143 : tensor<3xf64>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %145 = stablehlo.pad %142, %cst_50, low = [0], high = [2], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %146 = stablehlo.add %144, %145 : tensor<3xf64>
    %147 = stablehlo.multiply %146, %24 : tensor<3xf64>
    %148 = stablehlo.multiply %146, %15 : tensor<3xf64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %149 = stablehlo.pad %147, %cst_51, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %150 = stablehlo.add %126, %149 : tensor<6xf64>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %151 = stablehlo.pad %148, %cst_52, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %152 = stablehlo.add %150, %151 : tensor<6xf64>
    %153 = stablehlo.reverse %152, dims = [0] : tensor<6xf64>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %155 = "stablehlo.scatter"(%154, %2, %113) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %159 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %159 : tensor<f64>
    }) : (tensor<6xf64>, tensor<6x1xui32>, tensor<6xf64>) -> tensor<6xf64>
    %156 = stablehlo.add %153, %155 : tensor<6xf64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %157 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %158 = "stablehlo.scatter"(%157, %2, %112) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %159 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %159 : tensor<f64>
    }) : (tensor<6xf64>, tensor<6x1xui32>, tensor<6xf64>) -> tensor<6xf64>
    return %108, %158, %156 : tensor<f64>, tensor<6xf64>, tensor<6xf64>
  }
}
