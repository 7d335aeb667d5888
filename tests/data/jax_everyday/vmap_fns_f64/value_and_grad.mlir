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
    %26 = stablehlo.reshape %15 : (tensor<4x3xf64>) -> tensor<12xf64>
    %27 = stablehlo.reshape %25 : (tensor<4x3x3xf64>) -> tensor<36xf64>
    %28 = stablehlo.concatenate %20, %26, %27, dim = 0 : (tensor<4xf64>, tensor<12xf64>, tensor<36xf64>) -> tensor<52xf64>
    %29 = stablehlo.sine %28 : tensor<52xf64>
    %30 = stablehlo.cosine %28 : tensor<52xf64>
    %31 = stablehlo.iota dim = 0 : tensor<52xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<52xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<52xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<52xf64>
    %35 = stablehlo.add %34, %33 : tensor<52xf64>
    %36 = stablehlo.multiply %29, %35 : tensor<52xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<52xf64>, tensor<f64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.add %cst_7, %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<52xf64>
    %40 = stablehlo.multiply %39, %35 : tensor<52xf64>
    %41 = stablehlo.multiply %40, %30 : tensor<52xf64>
    %42 = stablehlo.slice %41 [0:4] : (tensor<52xf64>) -> tensor<4xf64>
    %43 = stablehlo.slice %41 [4:16] : (tensor<52xf64>) -> tensor<12xf64>
    %44 = stablehlo.slice %41 [16:52] : (tensor<52xf64>) -> tensor<36xf64>
    %45 = stablehlo.reshape %44 : (tensor<36xf64>) -> tensor<4x3x3xf64>
    %46 = stablehlo.reshape %43 : (tensor<12xf64>) -> tensor<4x3xf64>
    %47 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<4x3x1xf64>) -> tensor<4x3x3xf64>
    %48 = stablehlo.multiply %47, %45 : tensor<4x3x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %50 = stablehlo.reshape %49 : (tensor<4x3xf64>) -> tensor<4x1x3xf64>
    %51 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x1x3xf64>) -> tensor<4x3x3xf64>
    %52 = stablehlo.multiply %45, %51 : tensor<4x3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x3x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %54 = stablehlo.reshape %53 : (tensor<4x3xf64>) -> tensor<4x3x1xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<4x1x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<4x3x1xf64>, tensor<f64>) -> tensor<4x3xf64>
    %57 = stablehlo.add %55, %56 : tensor<4x3xf64>
    %58 = stablehlo.dot_general %42, %17, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<3x4xf64>) -> tensor<4x3xf64>
    %59 = stablehlo.add %57, %58 : tensor<4x3xf64>
    %60 = stablehlo.dot_general %42, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %62 = stablehlo.multiply %61, %19 : tensor<3x4xf64>
    %63 = stablehlo.multiply %62, %17 : tensor<3x4xf64>
    %64 = stablehlo.add %62, %63 : tensor<3x4xf64>
    %65 = stablehlo.dot_general %64, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %66 = stablehlo.add %59, %65 : tensor<4x3xf64>
    %67 = stablehlo.dot_general %64, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %68 = stablehlo.transpose %46, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %69 = stablehlo.dot_general %46, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %71 = stablehlo.add %67, %70 : tensor<3x3xf64>
    %72 = stablehlo.dot_general %46, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %73 = stablehlo.multiply %9, %72 : tensor<4x3xf64>
    %74 = stablehlo.multiply %72, %10 : tensor<4x3xf64>
    %75 = stablehlo.add %72, %74 : tensor<4x3xf64>
    %76 = stablehlo.transpose %73, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %77 = stablehlo.multiply %7, %75 : tensor<4x3xf64>
    %78 = stablehlo.multiply %75, %8 : tensor<4x3xf64>
    %79 = stablehlo.transpose %77, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.dot_general %78, %cst_13, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x3xf64>
    %81 = stablehlo.add %66, %80 : tensor<4x3xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.dot_general %68, %cst_14, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    %83 = stablehlo.add %76, %82 : tensor<3x4xf64>
    %84 = stablehlo.negate %79 : tensor<3x4xf64>
    %85 = stablehlo.add %83, %84 : tensor<3x4xf64>
    %86 = stablehlo.multiply %85, %3 : tensor<3x4xf64>
    %87 = stablehlo.multiply %86, %1 : tensor<3x4xf64>
    %88 = stablehlo.add %86, %87 : tensor<3x4xf64>
    %89 = stablehlo.dot_general %88, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %90 = stablehlo.add %81, %89 : tensor<4x3xf64>
    %91 = stablehlo.dot_general %88, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %92 = stablehlo.add %71, %91 : tensor<3x3xf64>
    return %38, %90, %92 : tensor<f64>, tensor<4x3xf64>, tensor<3x3xf64>
  }
}
