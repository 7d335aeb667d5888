module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1][0]"}, tensor<4x5xf32> {jax.result_info = "result[1][1]"}, tensor<2x3x4xf32> {jax.result_info = "result[1][2]"}, tensor<2x4x5xf32> {jax.result_info = "result[1][3]"}, tensor<4x4xf32> {jax.result_info = "result[1][4]"}) {
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
    %18:2 = call @trace(%arg4) : (tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xi1>)
    %19 = stablehlo.iota dim = 0 : tensor<15xf32>
    %20 = stablehlo.reshape %19 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x5xf32>
    %25 = stablehlo.sine %0 : tensor<3x5xf32>
    %26 = stablehlo.cosine %0 : tensor<3x5xf32>
    %27 = stablehlo.multiply %25, %24 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.add %cst_5, %28 : tensor<f32>
    %30 = stablehlo.iota dim = 0 : tensor<30xf32>
    %31 = stablehlo.reshape %30 : (tensor<30xf32>) -> tensor<2x3x5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x3x5xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %35 = stablehlo.add %34, %33 : tensor<2x3x5xf32>
    %36 = stablehlo.sine %1 : tensor<2x3x5xf32>
    %37 = stablehlo.cosine %1 : tensor<2x3x5xf32>
    %38 = stablehlo.multiply %36, %35 : tensor<2x3x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.add %29, %39 : tensor<f32>
    %41 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.add %44, %43 : tensor<4xf32>
    %46 = stablehlo.sine %7 : tensor<4xf32>
    %47 = stablehlo.cosine %7 : tensor<4xf32>
    %48 = stablehlo.multiply %46, %45 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.add %40, %49 : tensor<f32>
    %51 = stablehlo.iota dim = 0 : tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.multiply %cst_12, %52 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.add %cst_13, %53 : tensor<f32>
    %55 = stablehlo.sine %8 : tensor<f32>
    %56 = stablehlo.cosine %8 : tensor<f32>
    %57 = stablehlo.multiply %55, %54 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = stablehlo.add %50, %58 : tensor<f32>
    %60 = stablehlo.iota dim = 0 : tensor<16xf32>
    %61 = stablehlo.reshape %60 : (tensor<16xf32>) -> tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %65 = stablehlo.add %64, %63 : tensor<4x4xf32>
    %66 = stablehlo.sine %13 : tensor<4x4xf32>
    %67 = stablehlo.cosine %13 : tensor<4x4xf32>
    %68 = stablehlo.multiply %66, %65 : tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.add %59, %69 : tensor<f32>
    %71 = stablehlo.iota dim = 0 : tensor<30xf32>
    %72 = stablehlo.reshape %71 : (tensor<30xf32>) -> tensor<2x5x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<2x5x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %76 = stablehlo.add %75, %74 : tensor<2x5x3xf32>
    %77 = stablehlo.sine %15 : tensor<2x5x3xf32>
    %78 = stablehlo.cosine %15 : tensor<2x5x3xf32>
    %79 = stablehlo.multiply %77, %76 : tensor<2x5x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x5x3xf32>, tensor<f32>) -> tensor<f32>
    %81 = stablehlo.add %70, %80 : tensor<f32>
    %82 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.add %85, %84 : tensor<4xf32>
    %87 = stablehlo.sine %17 : tensor<4xf32>
    %88 = stablehlo.cosine %17 : tensor<4xf32>
    %89 = stablehlo.multiply %87, %86 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %91 = stablehlo.add %81, %90 : tensor<f32>
    %92 = stablehlo.iota dim = 0 : tensor<1xf32>
    %93 = stablehlo.reshape %92 : (tensor<1xf32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %94 = stablehlo.multiply %cst_24, %93 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.add %cst_25, %94 : tensor<f32>
    %96 = stablehlo.sine %18#0 : tensor<f32>
    %97 = stablehlo.cosine %18#0 : tensor<f32>
    %98 = stablehlo.multiply %96, %95 : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_26) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %100 = stablehlo.add %91, %99 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.multiply %cst_27, %95 : tensor<f32>
    %102 = stablehlo.multiply %101, %97 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %104 = stablehlo.multiply %103, %86 : tensor<4xf32>
    %105 = stablehlo.multiply %104, %88 : tensor<4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %107 = stablehlo.multiply %106, %76 : tensor<2x5x3xf32>
    %108 = stablehlo.multiply %107, %78 : tensor<2x5x3xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %110 = stablehlo.multiply %109, %65 : tensor<4x4xf32>
    %111 = stablehlo.multiply %110, %67 : tensor<4x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.multiply %cst_31, %54 : tensor<f32>
    %113 = stablehlo.multiply %112, %56 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %115 = stablehlo.multiply %114, %45 : tensor<4xf32>
    %116 = stablehlo.multiply %115, %47 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %118 = stablehlo.multiply %117, %35 : tensor<2x3x5xf32>
    %119 = stablehlo.multiply %118, %37 : tensor<2x3x5xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %121 = stablehlo.multiply %120, %24 : tensor<3x5xf32>
    %122 = stablehlo.multiply %121, %26 : tensor<3x5xf32>
    %123 = call @trace_0(%18#1, %102) : (tensor<4x4xi1>, tensor<f32>) -> tensor<4x4xf32>
    %124 = stablehlo.dot_general %105, %arg4, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %125 = stablehlo.dot_general %105, %16, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %126 = stablehlo.add %123, %125 : tensor<4x4xf32>
    %127 = stablehlo.transpose %124, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %128 = stablehlo.add %126, %127 : tensor<4x4xf32>
    %129 = stablehlo.transpose %108, dims = [1, 0, 2] : (tensor<2x5x3xf32>) -> tensor<5x2x3xf32>
    %130 = stablehlo.dot_general %129, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x3xf32>, tensor<4x5xf32>) -> tensor<2x3x4xf32>
    %131 = stablehlo.dot_general %129, %arg2, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x3xf32>, tensor<2x3x4xf32>) -> tensor<5x4xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %133 = stablehlo.dot_general %111, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = stablehlo.dot_general %111, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.pad %135, %cst_35, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %137 = stablehlo.add %132, %136 : tensor<4x5xf32>
    %138 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.pad %138, %cst_36, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %140 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %141 = stablehlo.add %139, %140 : tensor<3x4xf32>
    %142 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %144 = stablehlo.select %4, %142, %143 : tensor<4x4xi1>, tensor<4x4xf32>
    %145 = stablehlo.add %128, %144 : tensor<4x4xf32>
    %146 = stablehlo.dot_general %119, %arg2, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<2x3x4xf32>) -> tensor<2x5x4xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1] : (tensor<2x5x4xf32>) -> tensor<2x4x5xf32>
    %148 = stablehlo.dot_general %119, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4xf32>
    %149 = stablehlo.add %130, %148 : tensor<2x3x4xf32>
    %150 = stablehlo.dot_general %122, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %152 = stablehlo.add %137, %151 : tensor<4x5xf32>
    %153 = stablehlo.dot_general %122, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
    %154 = stablehlo.add %141, %153 : tensor<3x4xf32>
    return %100, %154, %152, %149, %147, %145 : tensor<f32>, tensor<3x4xf32>, tensor<4x5xf32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<4x4xf32>
  }
  func.func private @trace(%arg0: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xi1>) {
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
    return %7, %4 : tensor<f32>, tensor<4x4xi1>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @trace_0(%arg0: tensor<4x4xi1>, %arg1: tensor<f32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %1 = call @_where_1(%arg0, %0) : (tensor<4x4xi1>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @_where_1(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4xi1>, tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}
