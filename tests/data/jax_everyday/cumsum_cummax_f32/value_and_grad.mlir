module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1][0]"}) {
    %0 = call @cumsum(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.slice %arg0 [0:2:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %2 = stablehlo.slice %arg0 [1:3:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<1x6xf32>
    %4 = stablehlo.compare EQ, %1, %3, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %7 = stablehlo.select %4, %5, %6 : tensor<1x6xi1>, tensor<1x6xf32>
    %8 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<1x6xi1>, tensor<1x6xf32>
    %12 = stablehlo.divide %7, %11 : tensor<1x6xf32>
    %13 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %16 = stablehlo.select %13, %14, %15 : tensor<1x6xi1>, tensor<1x6xf32>
    %17 = stablehlo.compare EQ, %1, %3, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<1x6xi1>, tensor<1x6xf32>
    %21 = stablehlo.divide %16, %20 : tensor<1x6xf32>
    %22 = stablehlo.slice %arg0 [2:3:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %23 = stablehlo.maximum %3, %22 : tensor<1x6xf32>
    %24 = stablehlo.compare EQ, %3, %23, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<1x6xi1>, tensor<1x6xf32>
    %28 = stablehlo.compare EQ, %22, %23, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<1x6xi1>, tensor<1x6xf32>
    %32 = stablehlo.divide %27, %31 : tensor<1x6xf32>
    %33 = stablehlo.compare EQ, %22, %23, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<1x6xi1>, tensor<1x6xf32>
    %37 = stablehlo.compare EQ, %3, %23, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %40 = stablehlo.select %37, %38, %39 : tensor<1x6xi1>, tensor<1x6xf32>
    %41 = stablehlo.divide %36, %40 : tensor<1x6xf32>
    %42 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %43 = stablehlo.concatenate %42, %23, dim = 0 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<2x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %43, %cst_15, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %3, %cst_16, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %46 = stablehlo.add %44, %45 : tensor<3x6xf32>
    %47 = stablehlo.reverse %arg0, dims = [0] : tensor<3x6xf32>
    %48 = call @cumsum_1(%47) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %49 = stablehlo.iota dim = 0 : tensor<18xf32>
    %50 = stablehlo.reshape %49 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<3x6xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %54 = stablehlo.add %53, %52 : tensor<3x6xf32>
    %55 = stablehlo.sine %0 : tensor<3x6xf32>
    %56 = stablehlo.cosine %0 : tensor<3x6xf32>
    %57 = stablehlo.multiply %55, %54 : tensor<3x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.add %cst_20, %58 : tensor<f32>
    %60 = stablehlo.iota dim = 0 : tensor<18xf32>
    %61 = stablehlo.reshape %60 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<3x6xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %65 = stablehlo.add %64, %63 : tensor<3x6xf32>
    %66 = stablehlo.sine %46 : tensor<3x6xf32>
    %67 = stablehlo.cosine %46 : tensor<3x6xf32>
    %68 = stablehlo.multiply %66, %65 : tensor<3x6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.add %59, %69 : tensor<f32>
    %71 = stablehlo.iota dim = 0 : tensor<18xf32>
    %72 = stablehlo.reshape %71 : (tensor<18xf32>) -> tensor<3x6xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<3x6xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %76 = stablehlo.add %75, %74 : tensor<3x6xf32>
    %77 = stablehlo.sine %48 : tensor<3x6xf32>
    %78 = stablehlo.cosine %48 : tensor<3x6xf32>
    %79 = stablehlo.multiply %77, %76 : tensor<3x6xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %81 = stablehlo.add %70, %80 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %83 = stablehlo.multiply %82, %76 : tensor<3x6xf32>
    %84 = stablehlo.multiply %83, %78 : tensor<3x6xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %86 = stablehlo.multiply %85, %65 : tensor<3x6xf32>
    %87 = stablehlo.multiply %86, %67 : tensor<3x6xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %89 = stablehlo.multiply %88, %54 : tensor<3x6xf32>
    %90 = stablehlo.multiply %89, %56 : tensor<3x6xf32>
    %91 = call @cumsum_3(%84) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %92 = stablehlo.reverse %91, dims = [0] : tensor<3x6xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %87, %cst_30, low = [-1, 0], high = [-1, 0], interior = [0, 0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %94 = stablehlo.slice %93 [0:1:2, 0:6] : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %87, %cst_31, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %96 = stablehlo.slice %95 [0:3:2, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xf32>
    %97 = stablehlo.slice %96 [0:1, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %98 = stablehlo.slice %96 [1:2, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.pad %97, %cst_32, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %100 = stablehlo.add %92, %99 : tensor<3x6xf32>
    %101 = stablehlo.multiply %98, %41 : tensor<1x6xf32>
    %102 = stablehlo.multiply %98, %32 : tensor<1x6xf32>
    %103 = stablehlo.add %94, %102 : tensor<1x6xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %101, %cst_33, low = [2, 0], high = [0, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %105 = stablehlo.add %100, %104 : tensor<3x6xf32>
    %106 = stablehlo.multiply %103, %21 : tensor<1x6xf32>
    %107 = stablehlo.multiply %103, %12 : tensor<1x6xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.pad %106, %cst_34, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %109 = stablehlo.add %105, %108 : tensor<3x6xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.pad %107, %cst_35, low = [0, 0], high = [2, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %111 = stablehlo.add %109, %110 : tensor<3x6xf32>
    %112 = call @cumsum_5(%90) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %113 = stablehlo.add %111, %112 : tensor<3x6xf32>
    return %81, %113 : tensor<f32>, tensor<3x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cumsum_3(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_4(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_4(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cumsum_5(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_6(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_6(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 5]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
}
