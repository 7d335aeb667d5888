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
    %51 = stablehlo.concatenate %0, %10#0, %11, %14, %17, %29, %35, %36#0, %39, %43, %44#0, %45, dim = 0 : (tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<72xf64>
    %52 = stablehlo.sine %51 : tensor<72xf64>
    %53 = stablehlo.cosine %51 : tensor<72xf64>
    %54 = stablehlo.iota dim = 0 : tensor<72xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<72xf64>
    %56 = stablehlo.multiply %55, %54 : tensor<72xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<72xf64>
    %58 = stablehlo.add %57, %56 : tensor<72xf64>
    %59 = stablehlo.multiply %52, %58 : tensor<72xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<72xf64>, tensor<f64>) -> tensor<f64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.add %cst_15, %60 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<72xf64>
    %63 = stablehlo.multiply %62, %58 : tensor<72xf64>
    %64 = stablehlo.multiply %63, %53 : tensor<72xf64>
    %65 = stablehlo.slice %64 [0:6] : (tensor<72xf64>) -> tensor<6xf64>
    %66 = stablehlo.slice %64 [6:12] : (tensor<72xf64>) -> tensor<6xf64>
    %67 = stablehlo.slice %64 [12:18] : (tensor<72xf64>) -> tensor<6xf64>
    %68 = stablehlo.slice %64 [18:24] : (tensor<72xf64>) -> tensor<6xf64>
    %69 = stablehlo.slice %64 [24:30] : (tensor<72xf64>) -> tensor<6xf64>
    %70 = stablehlo.slice %64 [30:36] : (tensor<72xf64>) -> tensor<6xf64>
    %71 = stablehlo.slice %64 [36:42] : (tensor<72xf64>) -> tensor<6xf64>
    %72 = stablehlo.slice %64 [42:48] : (tensor<72xf64>) -> tensor<6xf64>
    %73 = stablehlo.slice %64 [48:54] : (tensor<72xf64>) -> tensor<6xf64>
    %74 = stablehlo.slice %64 [54:60] : (tensor<72xf64>) -> tensor<6xf64>
    %75 = stablehlo.slice %64 [60:66] : (tensor<72xf64>) -> tensor<6xf64>
    %76 = stablehlo.slice %64 [66:72] : (tensor<72xf64>) -> tensor<6xf64>
    %77 = stablehlo.multiply %76, %50 : tensor<6xf64>
    %78 = call @sinc_2(%44#1, %44#2, %44#3, %44#4, %44#5, %44#6, %75) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %79 = stablehlo.add %77, %78 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %81 = stablehlo.multiply %74, %80 : tensor<6xf64>
    %82 = stablehlo.divide %81, %arg1 : tensor<6xf64>
    %83 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %84 = stablehlo.multiply %83, %73 : tensor<6xf64>
    %85 = stablehlo.multiply %84, %39 : tensor<6xf64>
    %86 = stablehlo.add %79, %85 : tensor<6xf64>
    %87 = call @remainder_5(%36#1, %72) : (tensor<6xi1>, tensor<6xf64>) -> tensor<6xf64>
    %88 = stablehlo.add %86, %87 : tensor<6xf64>
    %89 = stablehlo.multiply %70, %32 : tensor<6xf64>
    %90 = stablehlo.add %88, %89 : tensor<6xf64>
    %91 = stablehlo.multiply %69, %27 : tensor<6xf64>
    %92 = stablehlo.add %90, %91 : tensor<6xf64>
    %93 = stablehlo.multiply %69, %21 : tensor<6xf64>
    %94 = stablehlo.add %82, %93 : tensor<6xf64>
    %95 = stablehlo.divide %68, %16 : tensor<6xf64>
    %96 = stablehlo.add %94, %95 : tensor<6xf64>
    %97 = stablehlo.multiply %67, %13 : tensor<6xf64>
    %98 = stablehlo.add %92, %97 : tensor<6xf64>
    %99:2 = call @hypot_6(%10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7, %10#8, %10#9, %10#10, %10#11, %10#12, %10#13, %10#14, %10#15, %10#16, %66) : (tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
    %100 = stablehlo.add %98, %99#0 : tensor<6xf64>
    %101 = stablehlo.add %96, %99#1 : tensor<6xf64>
    %102 = stablehlo.multiply %65, %9 : tensor<6xf64>
    %103 = stablehlo.add %101, %102 : tensor<6xf64>
    %104 = stablehlo.multiply %65, %4 : tensor<6xf64>
    %105 = stablehlo.add %100, %104 : tensor<6xf64>
    return %61, %105, %103 : tensor<f64>, tensor<6xf64>, tensor<6xf64>
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
