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
    %49 = stablehlo.reshape %0 : (tensor<3x6xf32>) -> tensor<18xf32>
    %50 = stablehlo.reshape %46 : (tensor<3x6xf32>) -> tensor<18xf32>
    %51 = stablehlo.reshape %48 : (tensor<3x6xf32>) -> tensor<18xf32>
    %52 = stablehlo.concatenate %49, %50, %51, dim = 0 : (tensor<18xf32>, tensor<18xf32>, tensor<18xf32>) -> tensor<54xf32>
    %53 = stablehlo.sine %52 : tensor<54xf32>
    %54 = stablehlo.cosine %52 : tensor<54xf32>
    %55 = stablehlo.iota dim = 0 : tensor<54xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<54xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<54xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<54xf32>
    %59 = stablehlo.add %58, %57 : tensor<54xf32>
    %60 = stablehlo.multiply %53, %59 : tensor<54xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<54xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.add %cst_20, %61 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<54xf32>
    %64 = stablehlo.multiply %63, %59 : tensor<54xf32>
    %65 = stablehlo.multiply %64, %54 : tensor<54xf32>
    %66 = stablehlo.slice %65 [0:18] : (tensor<54xf32>) -> tensor<18xf32>
    %67 = stablehlo.slice %65 [18:36] : (tensor<54xf32>) -> tensor<18xf32>
    %68 = stablehlo.slice %65 [36:54] : (tensor<54xf32>) -> tensor<18xf32>
    %69 = stablehlo.reshape %68 : (tensor<18xf32>) -> tensor<3x6xf32>
    %70 = stablehlo.reshape %67 : (tensor<18xf32>) -> tensor<3x6xf32>
    %71 = stablehlo.reshape %66 : (tensor<18xf32>) -> tensor<3x6xf32>
    %72 = call @cumsum_3(%69) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %73 = stablehlo.reverse %72, dims = [0] : tensor<3x6xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %70, %cst_22, low = [-1, 0], high = [-1, 0], interior = [0, 0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %75 = stablehlo.slice %74 [0:1:2, 0:6] : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %70, %cst_23, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %77 = stablehlo.slice %76 [0:3:2, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xf32>
    %78 = stablehlo.slice %77 [0:1, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %79 = stablehlo.slice %77 [1:2, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.pad %78, %cst_24, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %81 = stablehlo.add %73, %80 : tensor<3x6xf32>
    %82 = stablehlo.multiply %79, %41 : tensor<1x6xf32>
    %83 = stablehlo.multiply %79, %32 : tensor<1x6xf32>
    %84 = stablehlo.add %75, %83 : tensor<1x6xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %82, %cst_25, low = [2, 0], high = [0, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %86 = stablehlo.add %81, %85 : tensor<3x6xf32>
    %87 = stablehlo.multiply %84, %21 : tensor<1x6xf32>
    %88 = stablehlo.multiply %84, %12 : tensor<1x6xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.pad %87, %cst_26, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %90 = stablehlo.add %86, %89 : tensor<3x6xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.pad %88, %cst_27, low = [0, 0], high = [2, 0], interior = [1, 0] : (tensor<1x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %92 = stablehlo.add %90, %91 : tensor<3x6xf32>
    %93 = call @cumsum_5(%71) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %94 = stablehlo.add %92, %93 : tensor<3x6xf32>
    return %62, %94 : tensor<f32>, tensor<3x6xf32>
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
