module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x7xf32> {jax.result_info = "result[3]"}, tensor<3x7xf32> {jax.result_info = "result[4]"}, tensor<3x7xf32> {jax.result_info = "result[5]"}, tensor<3x7xf32> {jax.result_info = "result[6]"}, tensor<3x7xf32> {jax.result_info = "result[7]"}, tensor<3x7xf32> {jax.result_info = "result[8]"}, tensor<3x7xf32> {jax.result_info = "result[9]"}, tensor<3x7xf32> {jax.result_info = "result[10]"}) {
    %0 = call @relu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<3x7xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %8 = stablehlo.tanh %7 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = stablehlo.add %9, %8 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x7xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.multiply %14, %arg0 : tensor<3x7xf32>
    %16 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<3x7xf32>
    %19 = chlo.erfc %18 : tensor<3x7xf32> -> tensor<3x7xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<3x7xf32>
    %21 = call @silu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %22 = call @softplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %23 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %24 = stablehlo.exponential %23 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.add %25, %24 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %28 = stablehlo.divide %27, %26 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %29 = call @leaky_relu(%arg0, %cst_7) : (tensor<3x7xf32>, tensor<f64>) -> tensor<3x7xf32>
    %30 = call @elu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %31 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %32 = call @relu6(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %33 = call @relu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %34 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %35 = stablehlo.multiply %34, %arg0 : tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<3x7xf32>
    %38 = stablehlo.add %arg0, %37 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<3x7xf32>
    %41 = stablehlo.tanh %40 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %43 = stablehlo.add %42, %41 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<3x7xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<3x7xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %48 = stablehlo.multiply %47, %arg0 : tensor<3x7xf32>
    %49 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_13 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<3x7xf32>
    %52 = chlo.erfc %51 : tensor<3x7xf32> -> tensor<3x7xf32>
    %53 = stablehlo.multiply %48, %52 : tensor<3x7xf32>
    %54 = call @silu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %55 = call @softplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %56 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %57 = stablehlo.exponential %56 : tensor<3x7xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %59 = stablehlo.add %58, %57 : tensor<3x7xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %61 = stablehlo.divide %60, %59 : tensor<3x7xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %62 = call @leaky_relu(%arg0, %cst_16) : (tensor<3x7xf32>, tensor<f64>) -> tensor<3x7xf32>
    %63 = call @elu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %64 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %65 = call @relu6(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %66 = stablehlo.reshape %33 : (tensor<3x7xf32>) -> tensor<21xf32>
    %67 = stablehlo.reshape %46 : (tensor<3x7xf32>) -> tensor<21xf32>
    %68 = stablehlo.reshape %53 : (tensor<3x7xf32>) -> tensor<21xf32>
    %69 = stablehlo.reshape %54 : (tensor<3x7xf32>) -> tensor<21xf32>
    %70 = stablehlo.reshape %55 : (tensor<3x7xf32>) -> tensor<21xf32>
    %71 = stablehlo.reshape %61 : (tensor<3x7xf32>) -> tensor<21xf32>
    %72 = stablehlo.reshape %62 : (tensor<3x7xf32>) -> tensor<21xf32>
    %73 = stablehlo.reshape %63 : (tensor<3x7xf32>) -> tensor<21xf32>
    %74 = stablehlo.reshape %64 : (tensor<3x7xf32>) -> tensor<21xf32>
    %75 = stablehlo.reshape %65 : (tensor<3x7xf32>) -> tensor<21xf32>
    %76 = stablehlo.concatenate %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, dim = 0 : (tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>) -> tensor<210xf32>
    %77 = stablehlo.sine %76 : tensor<210xf32>
    %78 = stablehlo.iota dim = 0 : tensor<210xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<210xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<210xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<210xf32>
    %82 = stablehlo.add %81, %80 : tensor<210xf32>
    %83 = stablehlo.multiply %77, %82 : tensor<210xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<210xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.add %cst_20, %84 : tensor<f32>
    return %85, %0, %13, %20, %21, %22, %28, %29, %30, %31, %32 : tensor<f32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @relu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @silu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = stablehlo.exponential %0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.add %2, %1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %4, %3 : tensor<3x7xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<3x7xf32>
    return %6 : tensor<3x7xf32>
  }
  func.func private @softplus(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x7xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x7xf32>
    %7 = stablehlo.abs %3 : tensor<3x7xf32>
    %8 = stablehlo.negate %7 : tensor<3x7xf32>
    %9 = stablehlo.exponential %8 : tensor<3x7xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x7xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x7xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x7xi1>, tensor<3x7xf32>
    return %12 : tensor<3x7xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x7xf32>, %arg1: tensor<f64>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %2 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @elu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<3x7xi1>, tensor<f64>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %8 = call @_where(%1, %arg0, %7) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %8 : tensor<3x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x7xi1>, %arg1: tensor<f64>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @relu6(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
}
