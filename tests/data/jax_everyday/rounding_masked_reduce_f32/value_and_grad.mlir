module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1][0]"}) {
    %0 = call @round(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = call @trunc(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.reshape %3 : (tensor<3xf32>) -> tensor<3x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %6 = stablehlo.compare EQ, %arg0, %5, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %7 = stablehlo.convert %6 : (tensor<3x5xi1>) -> tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.maximum %9, %3 : tensor<3xf32>
    %11 = stablehlo.compare EQ, %3, %10, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<3xi1>, tensor<3xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.compare EQ, %15, %10, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<3xi1>, tensor<3xf32>
    %20 = stablehlo.divide %14, %19 : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %22 = stablehlo.compare GT, %arg0, %21, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = call @_where_0(%22, %arg0, %cst_8) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_10 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %26 = stablehlo.compare GT, %arg0, %25, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %27 = call @_where_0(%26, %arg0, %cst_11) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_12) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.reshape %28 : (tensor<f32>) -> tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %31 = stablehlo.compare EQ, %27, %30, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %32 = stablehlo.convert %31 : (tensor<3x5xi1>) -> tensor<3x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %34 = stablehlo.minimum %cst_14, %28 : tensor<f32>
    %35 = stablehlo.compare EQ, %28, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.select %35, %cst_16, %cst_15 : tensor<i1>, tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %37 = stablehlo.compare EQ, %cst_17, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.select %37, %cst_19, %cst_18 : tensor<i1>, tensor<f32>
    %39 = stablehlo.divide %36, %38 : tensor<f32>
    %40 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %41 = stablehlo.slice %40 [0:2, 0:3] : (tensor<3x3xf32>) -> tensor<2x3xf32>
    %42 = stablehlo.slice %40 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %42, %cst_20, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<2x3xf32>
    %45 = stablehlo.slice %44 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %46 = stablehlo.slice %44 [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<1x3xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x3xf32>) -> tensor<3xf32>
    %49 = stablehlo.reshape %0 : (tensor<3x5xf32>) -> tensor<15xf32>
    %50 = stablehlo.reshape %1 : (tensor<3x5xf32>) -> tensor<15xf32>
    %51 = stablehlo.reshape %2 : (tensor<3x5xf32>) -> tensor<15xf32>
    %52 = stablehlo.reshape %34 : (tensor<f32>) -> tensor<1xf32>
    %53 = stablehlo.concatenate %49, %50, %51, %10, %24, %52, %48, dim = 0 : (tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<3xf32>) -> tensor<57xf32>
    %54 = stablehlo.sine %53 : tensor<57xf32>
    %55 = stablehlo.cosine %53 : tensor<57xf32>
    %56 = stablehlo.iota dim = 0 : tensor<57xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<57xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<57xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<57xf32>
    %60 = stablehlo.add %59, %58 : tensor<57xf32>
    %61 = stablehlo.multiply %54, %60 : tensor<57xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<57xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.add %cst_24, %62 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<57xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<57xf32>
    %66 = stablehlo.multiply %65, %55 : tensor<57xf32>
    %67 = stablehlo.slice %66 [0:15] : (tensor<57xf32>) -> tensor<15xf32>
    %68 = stablehlo.slice %66 [15:30] : (tensor<57xf32>) -> tensor<15xf32>
    %69 = stablehlo.slice %66 [30:45] : (tensor<57xf32>) -> tensor<15xf32>
    %70 = stablehlo.slice %66 [45:48] : (tensor<57xf32>) -> tensor<3xf32>
    %71 = stablehlo.slice %66 [48:53] : (tensor<57xf32>) -> tensor<5xf32>
    %72 = stablehlo.slice %66 [53:54] : (tensor<57xf32>) -> tensor<1xf32>
    %73 = stablehlo.slice %66 [54:57] : (tensor<57xf32>) -> tensor<3xf32>
    %74 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %76 = stablehlo.multiply %45, %75 : tensor<1x3xf32>
    %77 = stablehlo.multiply %75, %46 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %76, %cst_26, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.pad %77, %cst_27, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %80 = stablehlo.add %78, %79 : tensor<2x3xf32>
    %81 = stablehlo.multiply %41, %80 : tensor<2x3xf32>
    %82 = stablehlo.multiply %80, %43 : tensor<2x3xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %81, %cst_28, low = [0, 0], high = [-1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<1x3xf32>
    %84 = stablehlo.slice %83 [0:1, 0:3] : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %84, %cst_29, low = [2, 0], high = [0, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.pad %82, %cst_30, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %87 = stablehlo.add %85, %86 : tensor<3x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.pad %87, %cst_31, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x5xf32>
    %89 = stablehlo.multiply %74, %39 : tensor<f32>
    %90 = stablehlo.divide %89, %33 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %92 = stablehlo.multiply %91, %32 : tensor<3x5xf32>
    %93 = call @_where_1(%26, %92) : (tensor<3x5xi1>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %94 = stablehlo.add %88, %93 : tensor<3x5xf32>
    %95 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
    %96 = call @_where_1(%22, %95) : (tensor<3x5xi1>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %97 = stablehlo.add %94, %96 : tensor<3x5xf32>
    %98 = stablehlo.multiply %70, %20 : tensor<3xf32>
    %99 = stablehlo.divide %98, %8 : tensor<3xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %101 = stablehlo.multiply %100, %7 : tensor<3x5xf32>
    %102 = stablehlo.add %97, %101 : tensor<3x5xf32>
    return %63, %102 : tensor<f32>, tensor<3x5xf32>
  }
  func.func private @round(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x5xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
  func.func private @trunc(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %2 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %3 = stablehlo.floor %arg0 : tensor<3x5xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
  func.func private @_where(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<f32>) -> tensor<3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x5xi1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x5xi1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
