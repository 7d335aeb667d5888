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
    %17 = stablehlo.reshape %0 : (tensor<2x3x5xf64>) -> tensor<30xf64>
    %18 = stablehlo.reshape %2 : (tensor<2x3xf64>) -> tensor<6xf64>
    %19 = stablehlo.reshape %8 : (tensor<3x3xf64>) -> tensor<9xf64>
    %20 = stablehlo.reshape %13 : (tensor<5x5xf64>) -> tensor<25xf64>
    %21 = stablehlo.reshape %16#0 : (tensor<4x6xf64>) -> tensor<24xf64>
    %22 = stablehlo.concatenate %17, %18, %19, %20, %21, dim = 0 : (tensor<30xf64>, tensor<6xf64>, tensor<9xf64>, tensor<25xf64>, tensor<24xf64>) -> tensor<94xf64>
    %23 = stablehlo.sine %22 : tensor<94xf64>
    %24 = stablehlo.cosine %22 : tensor<94xf64>
    %25 = stablehlo.iota dim = 0 : tensor<94xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<94xf64>
    %27 = stablehlo.multiply %26, %25 : tensor<94xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<94xf64>
    %29 = stablehlo.add %28, %27 : tensor<94xf64>
    %30 = stablehlo.multiply %23, %29 : tensor<94xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<94xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.add %cst_2, %31 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<94xf64>
    %34 = stablehlo.multiply %33, %29 : tensor<94xf64>
    %35 = stablehlo.multiply %34, %24 : tensor<94xf64>
    %36 = stablehlo.slice %35 [0:30] : (tensor<94xf64>) -> tensor<30xf64>
    %37 = stablehlo.slice %35 [30:36] : (tensor<94xf64>) -> tensor<6xf64>
    %38 = stablehlo.slice %35 [36:45] : (tensor<94xf64>) -> tensor<9xf64>
    %39 = stablehlo.slice %35 [45:70] : (tensor<94xf64>) -> tensor<25xf64>
    %40 = stablehlo.slice %35 [70:94] : (tensor<94xf64>) -> tensor<24xf64>
    %41 = stablehlo.reshape %40 : (tensor<24xf64>) -> tensor<4x6xf64>
    %42 = stablehlo.reshape %39 : (tensor<25xf64>) -> tensor<5x5xf64>
    %43 = stablehlo.reshape %38 : (tensor<9xf64>) -> tensor<3x3xf64>
    %44 = stablehlo.reshape %37 : (tensor<6xf64>) -> tensor<2x3xf64>
    %45 = stablehlo.reshape %36 : (tensor<30xf64>) -> tensor<2x3x5xf64>
    %46:2 = call @kron_0(%16#1, %16#2, %41) : (tensor<1x2x1x3xf64>, tensor<2x1x2x1xf64>, tensor<4x6xf64>) -> (tensor<2x2xf64>, tensor<2x3xf64>)
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %47 = stablehlo.pad %46#1, %cst_4, low = [0, 0], high = [2, 2], interior = [0, 0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<4x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.pad %46#0, %cst_5, low = [0, 0], high = [2, 3], interior = [0, 0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<4x5xf64>
    %49 = stablehlo.add %47, %48 : tensor<4x5xf64>
    %50 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %51 = stablehlo.multiply %50, %42 : tensor<5x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf64>, tensor<f64>) -> tensor<5xf64>
    %53 = stablehlo.reshape %52 : (tensor<5xf64>) -> tensor<1x5xf64>
    %54 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %55 = stablehlo.multiply %42, %54 : tensor<5x5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<5xf64>
    %57 = stablehlo.reshape %56 : (tensor<5xf64>) -> tensor<5x1xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<5xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%57 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5xf64>
    %60 = stablehlo.add %58, %59 : tensor<5xf64>
    %61 = stablehlo.dot_general %43, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %63 = stablehlo.dot_general %43, %7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<4x3xf64>) -> tensor<3x4xf64>
    %64 = stablehlo.transpose %62, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<1x3x4xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.pad %65, %cst_10, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x3x4xf64>, tensor<f64>) -> tensor<2x3x4xf64>
    %67 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<1x3x4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.pad %67, %cst_11, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x3x4xf64>, tensor<f64>) -> tensor<2x3x4xf64>
    %69 = stablehlo.add %66, %68 : tensor<2x3x4xf64>
    %70 = stablehlo.dot_general %44, %1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<2x3x5xf64>) -> tensor<5xf64>
    %71 = stablehlo.add %60, %70 : tensor<5xf64>
    %72 = stablehlo.dot_general %44, %arg2, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<5xf64>) -> tensor<2x3x5xf64>
    %73 = stablehlo.dot_general %72, %arg0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<2x3x4xf64>) -> tensor<5x4xf64>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %75 = stablehlo.add %49, %74 : tensor<4x5xf64>
    %76 = stablehlo.dot_general %72, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<4x5xf64>) -> tensor<2x3x4xf64>
    %77 = stablehlo.add %69, %76 : tensor<2x3x4xf64>
    %78 = stablehlo.dot_general %45, %arg0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<2x3x4xf64>) -> tensor<5x4xf64>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %80 = stablehlo.add %75, %79 : tensor<4x5xf64>
    %81 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf64>, tensor<4x5xf64>) -> tensor<2x3x4xf64>
    %82 = stablehlo.add %77, %81 : tensor<2x3x4xf64>
    return %32, %82, %80, %71 : tensor<f64>, tensor<2x3x4xf64>, tensor<4x5xf64>, tensor<5xf64>
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
