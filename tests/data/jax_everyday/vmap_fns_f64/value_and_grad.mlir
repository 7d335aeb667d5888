module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf64>, %arg1: tensor<3x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x3xf64> {jax.result_info = "result[1][0]"}, tensor<3x3xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %1 = stablehlo.tanh %0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %3 = stablehlo.subtract %2, %1 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %5 = stablehlo.subtract %4, %1 : tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.dot_general %cst_1, %1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.dot_general %cst_2, %arg0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %8 = stablehlo.transpose %5, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<4x3xf64>
    %10 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %11 = stablehlo.multiply %9, %10 : tensor<4x3xf64>
    %12 = stablehlo.add %9, %11 : tensor<4x3xf64>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %14 = stablehlo.transpose %6, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %15 = stablehlo.add %14, %13 : tensor<4x3xf64>
    %16 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %17 = stablehlo.tanh %16 : tensor<3x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %19 = stablehlo.subtract %18, %17 : tensor<3x4xf64>
    %20 = stablehlo.dot_general %17, %arg0, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<4xf64>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %25 = stablehlo.multiply %23, %24 : tensor<4x3x3xf64>
    %26 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %28 = stablehlo.multiply %27, %26 : tensor<4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %30 = stablehlo.add %29, %28 : tensor<4xf64>
    %31 = stablehlo.sine %20 : tensor<4xf64>
    %32 = stablehlo.cosine %20 : tensor<4xf64>
    %33 = stablehlo.multiply %31, %30 : tensor<4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.add %cst_7, %34 : tensor<f64>
    %36 = stablehlo.iota dim = 0 : tensor<12xf64>
    %37 = stablehlo.reshape %36 : (tensor<12xf64>) -> tensor<4x3xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %39 = stablehlo.multiply %38, %37 : tensor<4x3xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %41 = stablehlo.add %40, %39 : tensor<4x3xf64>
    %42 = stablehlo.sine %15 : tensor<4x3xf64>
    %43 = stablehlo.cosine %15 : tensor<4x3xf64>
    %44 = stablehlo.multiply %42, %41 : tensor<4x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.add %35, %45 : tensor<f64>
    %47 = stablehlo.iota dim = 0 : tensor<36xf64>
    %48 = stablehlo.reshape %47 : (tensor<36xf64>) -> tensor<4x3x3xf64>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<4x3x3xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %52 = stablehlo.add %51, %50 : tensor<4x3x3xf64>
    %53 = stablehlo.sine %25 : tensor<4x3x3xf64>
    %54 = stablehlo.cosine %25 : tensor<4x3x3xf64>
    %55 = stablehlo.multiply %53, %52 : tensor<4x3x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<f64>
    %57 = stablehlo.add %46, %56 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<4x3x3xf64>
    %59 = stablehlo.multiply %58, %52 : tensor<4x3x3xf64>
    %60 = stablehlo.multiply %59, %54 : tensor<4x3x3xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %62 = stablehlo.multiply %61, %41 : tensor<4x3xf64>
    %63 = stablehlo.multiply %62, %43 : tensor<4x3xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %65 = stablehlo.multiply %64, %30 : tensor<4xf64>
    %66 = stablehlo.multiply %65, %32 : tensor<4xf64>
    %67 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %68 = stablehlo.multiply %67, %60 : tensor<4x3x3xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %70 = stablehlo.reshape %69 : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %71 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %72 = stablehlo.multiply %60, %71 : tensor<4x3x3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %74 = stablehlo.reshape %73 : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.reduce(%70 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<4x1x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.reduce(%74 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<4x3x1xf64>, tensor<f64>) -> tensor<4x3xf64>
    %77 = stablehlo.add %75, %76 : tensor<4x3xf64>
    %78 = stablehlo.dot_general %66, %17, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<3x4xf64>) -> tensor<4x3xf64>
    %79 = stablehlo.add %77, %78 : tensor<4x3xf64>
    %80 = stablehlo.dot_general %66, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %82 = stablehlo.multiply %81, %19 : tensor<3x4xf64>
    %83 = stablehlo.multiply %82, %17 : tensor<3x4xf64>
    %84 = stablehlo.add %82, %83 : tensor<3x4xf64>
    %85 = stablehlo.dot_general %84, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %86 = stablehlo.add %79, %85 : tensor<4x3xf64>
    %87 = stablehlo.dot_general %84, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %88 = stablehlo.transpose %63, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %89 = stablehlo.dot_general %63, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %91 = stablehlo.add %87, %90 : tensor<3x3xf64>
    %92 = stablehlo.dot_general %63, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %93 = stablehlo.multiply %9, %92 : tensor<4x3xf64>
    %94 = stablehlo.multiply %92, %10 : tensor<4x3xf64>
    %95 = stablehlo.add %92, %94 : tensor<4x3xf64>
    %96 = stablehlo.transpose %93, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %97 = stablehlo.multiply %7, %95 : tensor<4x3xf64>
    %98 = stablehlo.multiply %95, %8 : tensor<4x3xf64>
    %99 = stablehlo.transpose %97, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %100 = stablehlo.dot_general %98, %cst_21, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %101 = stablehlo.add %86, %100 : tensor<4x3xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %102 = stablehlo.dot_general %88, %cst_22, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    %103 = stablehlo.add %96, %102 : tensor<3x4xf64>
    %104 = stablehlo.negate %99 : tensor<3x4xf64>
    %105 = stablehlo.add %103, %104 : tensor<3x4xf64>
    %106 = stablehlo.multiply %105, %3 : tensor<3x4xf64>
    %107 = stablehlo.multiply %106, %1 : tensor<3x4xf64>
    %108 = stablehlo.add %106, %107 : tensor<3x4xf64>
    %109 = stablehlo.dot_general %108, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %110 = stablehlo.add %101, %109 : tensor<4x3xf64>
    %111 = stablehlo.dot_general %108, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %112 = stablehlo.add %91, %111 : tensor<3x3xf64>
    return %57, %110, %112 : tensor<f64>, tensor<4x3xf64>, tensor<3x3xf64>
  }
}
