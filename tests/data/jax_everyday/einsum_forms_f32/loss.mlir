module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4x4xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg4, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1xf32>) -> tensor<4xf32>
    %13 = stablehlo.dot_general %10, %12, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<2x3x4xf32>) -> tensor<5x2x3xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<5x2x3xf32>) -> tensor<2x5x3xf32>
    %16 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %17 = stablehlo.dot_general %arg4, %16, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %18 = call @trace(%arg4) : (tensor<4x4xf32>) -> tensor<f32>
    %19 = stablehlo.iota dim = 0 : tensor<15xf32>
    %20 = stablehlo.reshape %19 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x5xf32>
    %25 = stablehlo.sine %0 : tensor<3x5xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.add %cst_5, %27 : tensor<f32>
    %29 = stablehlo.iota dim = 0 : tensor<30xf32>
    %30 = stablehlo.reshape %29 : (tensor<30xf32>) -> tensor<2x3x5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x3x5xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %34 = stablehlo.add %33, %32 : tensor<2x3x5xf32>
    %35 = stablehlo.sine %1 : tensor<2x3x5xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x3x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.add %28, %37 : tensor<f32>
    %39 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.add %42, %41 : tensor<4xf32>
    %44 = stablehlo.sine %7 : tensor<4xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.add %38, %46 : tensor<f32>
    %48 = stablehlo.iota dim = 0 : tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.multiply %cst_12, %49 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.add %cst_13, %50 : tensor<f32>
    %52 = stablehlo.sine %8 : tensor<f32>
    %53 = stablehlo.multiply %52, %51 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.add %47, %54 : tensor<f32>
    %56 = stablehlo.iota dim = 0 : tensor<16xf32>
    %57 = stablehlo.reshape %56 : (tensor<16xf32>) -> tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %61 = stablehlo.add %60, %59 : tensor<4x4xf32>
    %62 = stablehlo.sine %13 : tensor<4x4xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %65 = stablehlo.add %55, %64 : tensor<f32>
    %66 = stablehlo.iota dim = 0 : tensor<30xf32>
    %67 = stablehlo.reshape %66 : (tensor<30xf32>) -> tensor<2x5x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<2x5x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %71 = stablehlo.add %70, %69 : tensor<2x5x3xf32>
    %72 = stablehlo.sine %15 : tensor<2x5x3xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<2x5x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x5x3xf32>, tensor<f32>) -> tensor<f32>
    %75 = stablehlo.add %65, %74 : tensor<f32>
    %76 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.add %79, %78 : tensor<4xf32>
    %81 = stablehlo.sine %17 : tensor<4xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %84 = stablehlo.add %75, %83 : tensor<f32>
    %85 = stablehlo.iota dim = 0 : tensor<1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1xf32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.multiply %cst_24, %86 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.add %cst_25, %87 : tensor<f32>
    %89 = stablehlo.sine %18 : tensor<f32>
    %90 = stablehlo.multiply %89, %88 : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_26) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %92 = stablehlo.add %84, %91 : tensor<f32>
    return %92 : tensor<f32>
  }
  func.func private @trace(%arg0: tensor<4x4xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = call @_where(%4, %arg0, %5) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
