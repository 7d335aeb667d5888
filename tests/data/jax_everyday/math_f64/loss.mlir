module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<6xf64>
    %1 = call @hypot(%arg0, %arg1) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %2 = stablehlo.exponential_minus_one %arg0 : tensor<6xf64>
    %3 = stablehlo.log_plus_one %arg1 : tensor<6xf64>
    %4 = stablehlo.power %arg1, %arg0 : tensor<6xf64>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<6xf64>
    %6 = stablehlo.multiply %5, %arg0 : tensor<6xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.multiply %arg0, %7 : tensor<6xf64>
    %9 = call @round(%8) : (tensor<6xf64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %10 = call @remainder(%arg0, %cst_0) : (tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.multiply %11, %arg0 : tensor<6xf64>
    %13 = stablehlo.exponential %12 : tensor<6xf64>
    %14 = stablehlo.log %arg1 : tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %16 = stablehlo.multiply %14, %15 : tensor<6xf64>
    %17 = call @sinc(%arg0) : (tensor<6xf64>) -> tensor<6xf64>
    %18 = stablehlo.cbrt %arg0 : tensor<6xf64>
    %19 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %21 = stablehlo.multiply %20, %19 : tensor<6xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %23 = stablehlo.add %22, %21 : tensor<6xf64>
    %24 = stablehlo.sine %0 : tensor<6xf64>
    %25 = stablehlo.multiply %24, %23 : tensor<6xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.add %cst_6, %26 : tensor<f64>
    %28 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<6xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %32 = stablehlo.add %31, %30 : tensor<6xf64>
    %33 = stablehlo.sine %1 : tensor<6xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<6xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.add %27, %35 : tensor<f64>
    %37 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %39 = stablehlo.multiply %38, %37 : tensor<6xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %41 = stablehlo.add %40, %39 : tensor<6xf64>
    %42 = stablehlo.sine %2 : tensor<6xf64>
    %43 = stablehlo.multiply %42, %41 : tensor<6xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.add %36, %44 : tensor<f64>
    %46 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %48 = stablehlo.multiply %47, %46 : tensor<6xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %50 = stablehlo.add %49, %48 : tensor<6xf64>
    %51 = stablehlo.sine %3 : tensor<6xf64>
    %52 = stablehlo.multiply %51, %50 : tensor<6xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %54 = stablehlo.add %45, %53 : tensor<f64>
    %55 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %57 = stablehlo.multiply %56, %55 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %59 = stablehlo.add %58, %57 : tensor<6xf64>
    %60 = stablehlo.sine %4 : tensor<6xf64>
    %61 = stablehlo.multiply %60, %59 : tensor<6xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.reduce(%61 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %63 = stablehlo.add %54, %62 : tensor<f64>
    %64 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %66 = stablehlo.multiply %65, %64 : tensor<6xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %68 = stablehlo.add %67, %66 : tensor<6xf64>
    %69 = stablehlo.sine %6 : tensor<6xf64>
    %70 = stablehlo.multiply %69, %68 : tensor<6xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %71 = stablehlo.reduce(%70 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %72 = stablehlo.add %63, %71 : tensor<f64>
    %73 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %75 = stablehlo.multiply %74, %73 : tensor<6xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %77 = stablehlo.add %76, %75 : tensor<6xf64>
    %78 = stablehlo.sine %9 : tensor<6xf64>
    %79 = stablehlo.multiply %78, %77 : tensor<6xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %80 = stablehlo.reduce(%79 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %81 = stablehlo.add %72, %80 : tensor<f64>
    %82 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %84 = stablehlo.multiply %83, %82 : tensor<6xf64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %86 = stablehlo.add %85, %84 : tensor<6xf64>
    %87 = stablehlo.sine %10 : tensor<6xf64>
    %88 = stablehlo.multiply %87, %86 : tensor<6xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.reduce(%88 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %90 = stablehlo.add %81, %89 : tensor<f64>
    %91 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %93 = stablehlo.multiply %92, %91 : tensor<6xf64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %95 = stablehlo.add %94, %93 : tensor<6xf64>
    %96 = stablehlo.sine %13 : tensor<6xf64>
    %97 = stablehlo.multiply %96, %95 : tensor<6xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%97 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %99 = stablehlo.add %90, %98 : tensor<f64>
    %100 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %102 = stablehlo.multiply %101, %100 : tensor<6xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %104 = stablehlo.add %103, %102 : tensor<6xf64>
    %105 = stablehlo.sine %16 : tensor<6xf64>
    %106 = stablehlo.multiply %105, %104 : tensor<6xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %108 = stablehlo.add %99, %107 : tensor<f64>
    %109 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %111 = stablehlo.multiply %110, %109 : tensor<6xf64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %113 = stablehlo.add %112, %111 : tensor<6xf64>
    %114 = stablehlo.sine %17 : tensor<6xf64>
    %115 = stablehlo.multiply %114, %113 : tensor<6xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.reduce(%115 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %117 = stablehlo.add %108, %116 : tensor<f64>
    %118 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %119 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %120 = stablehlo.multiply %119, %118 : tensor<6xf64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %121 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %122 = stablehlo.add %121, %120 : tensor<6xf64>
    %123 = stablehlo.sine %18 : tensor<6xf64>
    %124 = stablehlo.multiply %123, %122 : tensor<6xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.reduce(%124 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %126 = stablehlo.add %117, %125 : tensor<f64>
    return %126 : tensor<f64>
  }
  func.func private @hypot(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.abs %arg0 : tensor<6xf64>
    %1 = stablehlo.abs %arg1 : tensor<6xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %6 = stablehlo.or %3, %5 : tensor<6xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<6xf64>
    %8 = stablehlo.minimum %0, %1 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %14 = call @_where(%12, %13, %7) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %15 = stablehlo.divide %8, %14 : tensor<6xf64>
    %16 = chlo.square %15 : tensor<6xf64> -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %18 = stablehlo.add %17, %16 : tensor<6xf64>
    %19 = stablehlo.sqrt %18 : tensor<6xf64>
    %20 = stablehlo.multiply %7, %19 : tensor<6xf64>
    %21 = call @_where(%10, %7, %20) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    return %22 : tensor<6xf64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @round(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func private @remainder(%arg0: tensor<6xf64>, %arg1: tensor<f64>) -> tensor<6xf64> {
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
    return %13 : tensor<6xf64>
  }
  func.func private @sinc(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = call @_where_0(%1, %cst_1, %3) : (tensor<6xi1>, tensor<f64>, tensor<6xf64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.multiply %3, %5 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.add %6, %7 : tensor<6xf64>
    %9 = stablehlo.sine %4 : tensor<6xf64>
    %10 = stablehlo.divide %9, %4 : tensor<6xf64>
    %11 = call @_where(%1, %8, %10) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    return %11 : tensor<6xf64>
  }
}
