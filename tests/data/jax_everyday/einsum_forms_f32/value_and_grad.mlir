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
    %19 = stablehlo.reshape %0 : (tensor<3x5xf32>) -> tensor<15xf32>
    %20 = stablehlo.reshape %1 : (tensor<2x3x5xf32>) -> tensor<30xf32>
    %21 = stablehlo.reshape %8 : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %13 : (tensor<4x4xf32>) -> tensor<16xf32>
    %23 = stablehlo.reshape %15 : (tensor<2x5x3xf32>) -> tensor<30xf32>
    %24 = stablehlo.reshape %18#0 : (tensor<f32>) -> tensor<1xf32>
    %25 = stablehlo.concatenate %19, %20, %7, %21, %22, %23, %17, %24, dim = 0 : (tensor<15xf32>, tensor<30xf32>, tensor<4xf32>, tensor<1xf32>, tensor<16xf32>, tensor<30xf32>, tensor<4xf32>, tensor<1xf32>) -> tensor<101xf32>
    %26 = stablehlo.sine %25 : tensor<101xf32>
    %27 = stablehlo.cosine %25 : tensor<101xf32>
    %28 = stablehlo.iota dim = 0 : tensor<101xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<101xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %32 = stablehlo.add %31, %30 : tensor<101xf32>
    %33 = stablehlo.multiply %26, %32 : tensor<101xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<101xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.add %cst_5, %34 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<101xf32>
    %38 = stablehlo.multiply %37, %27 : tensor<101xf32>
    %39 = stablehlo.slice %38 [0:15] : (tensor<101xf32>) -> tensor<15xf32>
    %40 = stablehlo.slice %38 [15:45] : (tensor<101xf32>) -> tensor<30xf32>
    %41 = stablehlo.slice %38 [45:49] : (tensor<101xf32>) -> tensor<4xf32>
    %42 = stablehlo.slice %38 [49:50] : (tensor<101xf32>) -> tensor<1xf32>
    %43 = stablehlo.slice %38 [50:66] : (tensor<101xf32>) -> tensor<16xf32>
    %44 = stablehlo.slice %38 [66:96] : (tensor<101xf32>) -> tensor<30xf32>
    %45 = stablehlo.slice %38 [96:100] : (tensor<101xf32>) -> tensor<4xf32>
    %46 = stablehlo.slice %38 [100:101] : (tensor<101xf32>) -> tensor<1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1xf32>) -> tensor<f32>
    %48 = stablehlo.reshape %44 : (tensor<30xf32>) -> tensor<2x5x3xf32>
    %49 = stablehlo.reshape %43 : (tensor<16xf32>) -> tensor<4x4xf32>
    %50 = stablehlo.reshape %42 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.reshape %40 : (tensor<30xf32>) -> tensor<2x3x5xf32>
    %52 = stablehlo.reshape %39 : (tensor<15xf32>) -> tensor<3x5xf32>
    %53 = call @trace_0(%18#1, %47) : (tensor<4x4xi1>, tensor<f32>) -> tensor<4x4xf32>
    %54 = stablehlo.dot_general %45, %arg4, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %55 = stablehlo.dot_general %45, %16, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x4xf32>
    %57 = stablehlo.transpose %54, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %58 = stablehlo.add %56, %57 : tensor<4x4xf32>
    %59 = stablehlo.transpose %48, dims = [1, 0, 2] : (tensor<2x5x3xf32>) -> tensor<5x2x3xf32>
    %60 = stablehlo.dot_general %59, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x3xf32>, tensor<4x5xf32>) -> tensor<2x3x4xf32>
    %61 = stablehlo.dot_general %59, %arg2, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x3xf32>, tensor<2x3x4xf32>) -> tensor<5x4xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %63 = stablehlo.dot_general %49, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = stablehlo.dot_general %49, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.pad %65, %cst_7, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %67 = stablehlo.add %62, %66 : tensor<4x5xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.pad %68, %cst_8, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %70 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %71 = stablehlo.add %69, %70 : tensor<3x4xf32>
    %72 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %74 = stablehlo.select %4, %72, %73 : tensor<4x4xi1>, tensor<4x4xf32>
    %75 = stablehlo.add %58, %74 : tensor<4x4xf32>
    %76 = stablehlo.dot_general %51, %arg2, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<2x3x4xf32>) -> tensor<2x5x4xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 1] : (tensor<2x5x4xf32>) -> tensor<2x4x5xf32>
    %78 = stablehlo.dot_general %51, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4xf32>
    %79 = stablehlo.add %60, %78 : tensor<2x3x4xf32>
    %80 = stablehlo.dot_general %52, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %82 = stablehlo.add %67, %81 : tensor<4x5xf32>
    %83 = stablehlo.dot_general %52, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
    %84 = stablehlo.add %71, %83 : tensor<3x4xf32>
    return %35, %84, %82, %79, %77, %75 : tensor<f32>, tensor<3x4xf32>, tensor<4x5xf32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<4x4xf32>
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
