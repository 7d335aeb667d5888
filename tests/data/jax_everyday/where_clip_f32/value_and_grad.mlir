module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1][0]"}, tensor<4x5xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<4x5xf32>
    %2 = stablehlo.sine %arg1 : tensor<4x5xf32>
    %3 = stablehlo.cosine %arg1 : tensor<4x5xf32>
    %4 = call @_where(%0, %1, %2) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %5:3 = call @clip(%arg0, %cst, %cst_0) : (tensor<4x5xf32>, tensor<f64>, tensor<f64>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>)
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<4x5xf32>
    %7 = stablehlo.compare EQ, %arg0, %6, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %10 = stablehlo.select %7, %8, %9 : tensor<4x5xi1>, tensor<4x5xf32>
    %11 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<4x5xi1>, tensor<4x5xf32>
    %15 = stablehlo.divide %10, %14 : tensor<4x5xf32>
    %16 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4x5xi1>, tensor<4x5xf32>
    %20 = stablehlo.compare EQ, %arg0, %6, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<4x5xi1>, tensor<4x5xf32>
    %24 = stablehlo.divide %19, %23 : tensor<4x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %26 = stablehlo.minimum %arg0, %25 : tensor<4x5xf32>
    %27 = stablehlo.compare EQ, %arg0, %26, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %30 = stablehlo.select %27, %28, %29 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %32 = stablehlo.compare EQ, %31, %26, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %35 = stablehlo.select %32, %33, %34 : tensor<4x5xi1>, tensor<4x5xf32>
    %36 = stablehlo.divide %30, %35 : tensor<4x5xf32>
    %37 = stablehlo.reshape %4 : (tensor<4x5xf32>) -> tensor<20xf32>
    %38 = stablehlo.reshape %5#0 : (tensor<4x5xf32>) -> tensor<20xf32>
    %39 = stablehlo.reshape %6 : (tensor<4x5xf32>) -> tensor<20xf32>
    %40 = stablehlo.reshape %26 : (tensor<4x5xf32>) -> tensor<20xf32>
    %41 = stablehlo.concatenate %37, %38, %39, %40, dim = 0 : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<80xf32>
    %42 = stablehlo.sine %41 : tensor<80xf32>
    %43 = stablehlo.cosine %41 : tensor<80xf32>
    %44 = stablehlo.iota dim = 0 : tensor<80xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<80xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %48 = stablehlo.add %47, %46 : tensor<80xf32>
    %49 = stablehlo.multiply %42, %48 : tensor<80xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.add %cst_18, %50 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<80xf32>
    %54 = stablehlo.multiply %53, %43 : tensor<80xf32>
    %55 = stablehlo.slice %54 [0:20] : (tensor<80xf32>) -> tensor<20xf32>
    %56 = stablehlo.slice %54 [20:40] : (tensor<80xf32>) -> tensor<20xf32>
    %57 = stablehlo.slice %54 [40:60] : (tensor<80xf32>) -> tensor<20xf32>
    %58 = stablehlo.slice %54 [60:80] : (tensor<80xf32>) -> tensor<20xf32>
    %59 = stablehlo.reshape %58 : (tensor<20xf32>) -> tensor<4x5xf32>
    %60 = stablehlo.reshape %57 : (tensor<20xf32>) -> tensor<4x5xf32>
    %61 = stablehlo.reshape %56 : (tensor<20xf32>) -> tensor<4x5xf32>
    %62 = stablehlo.reshape %55 : (tensor<20xf32>) -> tensor<4x5xf32>
    %63 = stablehlo.multiply %59, %36 : tensor<4x5xf32>
    %64 = stablehlo.multiply %60, %24 : tensor<4x5xf32>
    %65 = stablehlo.multiply %60, %15 : tensor<4x5xf32>
    %66 = stablehlo.add %63, %65 : tensor<4x5xf32>
    %67 = call @clip_0(%5#1, %5#2, %61) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %68 = stablehlo.add %66, %67 : tensor<4x5xf32>
    %69:2 = call @_where_1(%0, %62) : (tensor<4x5xi1>, tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>)
    %70 = stablehlo.multiply %69#1, %3 : tensor<4x5xf32>
    %71 = stablehlo.add %64, %70 : tensor<4x5xf32>
    %72 = stablehlo.multiply %arg0, %69#0 : tensor<4x5xf32>
    %73 = stablehlo.add %71, %72 : tensor<4x5xf32>
    %74 = stablehlo.multiply %69#0, %arg1 : tensor<4x5xf32>
    %75 = stablehlo.add %68, %74 : tensor<4x5xf32>
    return %51, %75, %73 : tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @clip(%arg0: tensor<4x5xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x5xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<4x5xi1>, tensor<4x5xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<4x5xi1>, tensor<4x5xf32>
    %12 = stablehlo.divide %6, %11 : tensor<4x5xf32>
    %13 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<4x5xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4x5xi1>, tensor<4x5xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4x5xi1>, tensor<4x5xf32>
    %25 = stablehlo.divide %19, %24 : tensor<4x5xf32>
    return %15, %12, %25 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
  func.func private @clip_0(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<4x5xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @_where_1(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x5xi1>, tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2, %1 : tensor<4x5xf32>, tensor<4x5xf32>
  }
}
