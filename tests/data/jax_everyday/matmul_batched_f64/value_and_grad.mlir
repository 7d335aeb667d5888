module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x4xf64> {jax.result_info = "result[1][0]"}, tensor<4x5xf64> {jax.result_info = "result[1][1]"}, tensor<5xf64> {jax.result_info = "result[1][2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<5xf64>) -> tensor<2x3xf64>
    %3 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %5 = stablehlo.slice %arg0 [1:2, 0:3, 0:4] : (tensor<2x3x4xf64>) -> tensor<1x3x4xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x3x4xf64>) -> tensor<3x4xf64>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %8 = stablehlo.dot_general %4, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %13 = stablehlo.multiply %11, %12 : tensor<5x5xf64>
    %14 = stablehlo.slice %arg1 [0:2, 0:2] : (tensor<4x5xf64>) -> tensor<2x2xf64>
    %15 = stablehlo.slice %arg1 [0:2, 0:3] : (tensor<4x5xf64>) -> tensor<2x3xf64>
    %16:3 = call @kron(%14, %15) : (tensor<2x2xf64>, tensor<2x3xf64>) -> (tensor<4x6xf64>, tensor<1x2x1x3xf64>, tensor<2x1x2x1xf64>)
    %17 = stablehlo.iota dim = 0 : tensor<30xf64>
    %18 = stablehlo.reshape %17 : (tensor<30xf64>) -> tensor<2x3x5xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<2x3x5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %22 = stablehlo.add %21, %20 : tensor<2x3x5xf64>
    %23 = stablehlo.sine %0 : tensor<2x3x5xf64>
    %24 = stablehlo.cosine %0 : tensor<2x3x5xf64>
    %25 = stablehlo.multiply %23, %22 : tensor<2x3x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.add %cst_2, %26 : tensor<f64>
    %28 = stablehlo.iota dim = 0 : tensor<6xf64>
    %29 = stablehlo.reshape %28 : (tensor<6xf64>) -> tensor<2x3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %31 = stablehlo.multiply %30, %29 : tensor<2x3xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %33 = stablehlo.add %32, %31 : tensor<2x3xf64>
    %34 = stablehlo.sine %2 : tensor<2x3xf64>
    %35 = stablehlo.cosine %2 : tensor<2x3xf64>
    %36 = stablehlo.multiply %34, %33 : tensor<2x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.add %27, %37 : tensor<f64>
    %39 = stablehlo.iota dim = 0 : tensor<9xf64>
    %40 = stablehlo.reshape %39 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %42 = stablehlo.multiply %41, %40 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %44 = stablehlo.add %43, %42 : tensor<3x3xf64>
    %45 = stablehlo.sine %8 : tensor<3x3xf64>
    %46 = stablehlo.cosine %8 : tensor<3x3xf64>
    %47 = stablehlo.multiply %45, %44 : tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.add %38, %48 : tensor<f64>
    %50 = stablehlo.iota dim = 0 : tensor<25xf64>
    %51 = stablehlo.reshape %50 : (tensor<25xf64>) -> tensor<5x5xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %53 = stablehlo.multiply %52, %51 : tensor<5x5xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %55 = stablehlo.add %54, %53 : tensor<5x5xf64>
    %56 = stablehlo.sine %13 : tensor<5x5xf64>
    %57 = stablehlo.cosine %13 : tensor<5x5xf64>
    %58 = stablehlo.multiply %56, %55 : tensor<5x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%58 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %60 = stablehlo.add %49, %59 : tensor<f64>
    %61 = stablehlo.iota dim = 0 : tensor<24xf64>
    %62 = stablehlo.reshape %61 : (tensor<24xf64>) -> tensor<4x6xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %64 = stablehlo.multiply %63, %62 : tensor<4x6xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %66 = stablehlo.add %65, %64 : tensor<4x6xf64>
    %67 = stablehlo.sine %16#0 : tensor<4x6xf64>
    %68 = stablehlo.cosine %16#0 : tensor<4x6xf64>
    %69 = stablehlo.multiply %67, %66 : tensor<4x6xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %70 = stablehlo.reduce(%69 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf64>, tensor<f64>) -> tensor<f64>
    %71 = stablehlo.add %60, %70 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<4x6xf64>
    %73 = stablehlo.multiply %72, %66 : tensor<4x6xf64>
    %74 = stablehlo.multiply %73, %68 : tensor<4x6xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %76 = stablehlo.multiply %75, %55 : tensor<5x5xf64>
    %77 = stablehlo.multiply %76, %57 : tensor<5x5xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %79 = stablehlo.multiply %78, %44 : tensor<3x3xf64>
    %80 = stablehlo.multiply %79, %46 : tensor<3x3xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %82 = stablehlo.multiply %81, %33 : tensor<2x3xf64>
    %83 = stablehlo.multiply %82, %35 : tensor<2x3xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %85 = stablehlo.multiply %84, %22 : tensor<2x3x5xf64>
    %86 = stablehlo.multiply %85, %24 : tensor<2x3x5xf64>
    %87:2 = call @kron_0(%16#1, %16#2, %74) : (tensor<1x2x1x3xf64>, tensor<2x1x2x1xf64>, tensor<4x6xf64>) -> (tensor<2x2xf64>, tensor<2x3xf64>)
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.pad %87#1, %cst_20, low = [0, 0], high = [2, 2], interior = [0, 0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<4x5xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.pad %87#0, %cst_21, low = [0, 0], high = [2, 3], interior = [0, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<4x5xf64>
    %90 = stablehlo.add %88, %89 : tensor<4x5xf64>
    %91 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %92 = stablehlo.multiply %91, %77 : tensor<5x5xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.reduce(%92 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf64>, tensor<f64>) -> tensor<5xf64>
    %94 = stablehlo.reshape %93 : (tensor<5xf64>) -> tensor<1x5xf64>
    %95 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %96 = stablehlo.multiply %77, %95 : tensor<5x5xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.reduce(%96 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<5xf64>
    %98 = stablehlo.reshape %97 : (tensor<5xf64>) -> tensor<5x1xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.reduce(%94 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<5xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %100 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5xf64>
    %101 = stablehlo.add %99, %100 : tensor<5xf64>
    %102 = stablehlo.dot_general %80, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %103 = stablehlo.transpose %102, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %104 = stablehlo.dot_general %80, %7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %105 = stablehlo.transpose %103, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %106 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<1x3x4xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.pad %106, %cst_26, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x3x4xf64>, tensor<f64>) -> tensor<2x3x4xf64>
    %108 = stablehlo.broadcast_in_dim %104, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<1x3x4xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %109 = stablehlo.pad %108, %cst_27, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x3x4xf64>, tensor<f64>) -> tensor<2x3x4xf64>
    %110 = stablehlo.add %107, %109 : tensor<2x3x4xf64>
    %111 = stablehlo.dot_general %83, %1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<2x3x5xf64>) -> tensor<5xf64>
    %112 = stablehlo.add %101, %111 : tensor<5xf64>
    %113 = stablehlo.dot_general %83, %arg2, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<5xf64>) -> tensor<2x3x5xf64>
    %114 = stablehlo.dot_general %113, %arg0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<2x3x4xf64>) -> tensor<5x4xf64>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %116 = stablehlo.add %90, %115 : tensor<4x5xf64>
    %117 = stablehlo.dot_general %113, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<4x5xf64>) -> tensor<2x3x4xf64>
    %118 = stablehlo.add %110, %117 : tensor<2x3x4xf64>
    %119 = stablehlo.dot_general %86, %arg0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<2x3x4xf64>) -> tensor<5x4xf64>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %121 = stablehlo.add %116, %120 : tensor<4x5xf64>
    %122 = stablehlo.dot_general %86, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<4x5xf64>) -> tensor<2x3x4xf64>
    %123 = stablehlo.add %118, %122 : tensor<2x3x4xf64>
    return %71, %123, %121, %112 : tensor<f64>, tensor<2x3x4xf64>, tensor<4x5xf64>, tensor<5xf64>
  }
  func.func private @kron(%arg0: tensor<2x2xf64>, %arg1: tensor<2x3xf64>) -> (tensor<4x6xf64>, tensor<1x2x1x3xf64>, tensor<2x1x2x1xf64>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2x1xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x3xf64>) -> tensor<1x2x1x3xf64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x2x1xf64>) -> tensor<2x2x2x3xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xf64>) -> tensor<2x2x2x3xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x2x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<2x2x2x3xf64>) -> tensor<4x6xf64>
    return %5, %1, %0 : tensor<4x6xf64>, tensor<1x2x1x3xf64>, tensor<2x1x2x1xf64>
  }
  func.func private @kron_0(%arg0: tensor<1x2x1x3xf64>, %arg1: tensor<2x1x2x1xf64>, %arg2: tensor<4x6xf64>) -> (tensor<2x2xf64>, tensor<2x3xf64>) {
    %0 = stablehlo.reshape %arg2 : (tensor<4x6xf64>) -> tensor<2x2x2x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<2x1x2x1xf64>) -> tensor<2x2x2x3xf64>
    %2 = stablehlo.multiply %1, %0 : tensor<2x2x2x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x2x2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %4 = stablehlo.reshape %3 : (tensor<2x3xf64>) -> tensor<1x2x1x3xf64>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xf64>) -> tensor<2x2x2x3xf64>
    %6 = stablehlo.multiply %0, %5 : tensor<2x2x2x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x2x2x3xf64>, tensor<f64>) -> tensor<2x2xf64>
    %8 = stablehlo.reshape %7 : (tensor<2x2xf64>) -> tensor<2x1x2x1xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x2x1x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x1x2x1xf64>, tensor<f64>) -> tensor<2x2xf64>
    return %10, %9 : tensor<2x2xf64>, tensor<2x3xf64>
  }
}
