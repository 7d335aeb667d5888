module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<6xf32> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}, tensor<6xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<6xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<6xf32>
    %2 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %3 = stablehlo.add %arg0, %arg1 : tensor<6xf32>
    %4 = stablehlo.abs %1 : tensor<6xf32>
    %5 = stablehlo.negate %4 : tensor<6xf32>
    %6 = stablehlo.exponential %5 : tensor<6xf32>
    %7 = stablehlo.log_plus_one %6 : tensor<6xf32>
    %8 = stablehlo.add %0, %7 : tensor<6xf32>
    %9 = stablehlo.select %2, %3, %8 : tensor<6xi1>, tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.compare NE, %arg1, %10, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %12 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %13 = stablehlo.or %11, %12 : tensor<6xi1>
    %14 = stablehlo.log %arg1 : tensor<6xf32>
    %15 = stablehlo.multiply %arg1, %14 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = call @_where(%13, %15, %16) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %18 = stablehlo.negate %arg0 : tensor<6xf32>
    %19 = stablehlo.exponential %18 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.add %20, %19 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.divide %22, %21 : tensor<6xf32>
    %24 = call @log_sigmoid(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %25 = chlo.erf %arg0 : tensor<6xf32> -> tensor<6xf32>
    %26 = call @selu(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %27 = call @celu(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %28 = call @hard_tanh(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %29 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %30 = call @glu(%29) : (tensor<12xf32>) -> tensor<6xf32>
    %31 = stablehlo.log %arg1 : tensor<6xf32>
    %32 = stablehlo.multiply %arg2, %31 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %34 = stablehlo.subtract %33, %arg2 : tensor<6xf32>
    %35 = stablehlo.negate %arg2 : tensor<6xf32>
    %36 = stablehlo.log_plus_one %35 : tensor<6xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<6xf32>
    %38 = stablehlo.add %32, %37 : tensor<6xf32>
    %39 = stablehlo.negate %38 : tensor<6xf32>
    %40 = stablehlo.maximum %arg0, %arg1 : tensor<6xf32>
    %41 = stablehlo.subtract %arg0, %arg1 : tensor<6xf32>
    %42 = stablehlo.compare NE, %41, %41, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %43 = stablehlo.add %arg0, %arg1 : tensor<6xf32>
    %44 = stablehlo.abs %41 : tensor<6xf32>
    %45 = stablehlo.negate %44 : tensor<6xf32>
    %46 = stablehlo.exponential %45 : tensor<6xf32>
    %47 = stablehlo.log_plus_one %46 : tensor<6xf32>
    %48 = stablehlo.add %40, %47 : tensor<6xf32>
    %49 = stablehlo.select %42, %43, %48 : tensor<6xi1>, tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %51 = stablehlo.compare NE, %arg1, %50, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %52 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %53 = stablehlo.or %51, %52 : tensor<6xi1>
    %54 = stablehlo.log %arg1 : tensor<6xf32>
    %55 = stablehlo.multiply %arg1, %54 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %57 = call @_where(%53, %55, %56) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %58 = stablehlo.negate %arg0 : tensor<6xf32>
    %59 = stablehlo.exponential %58 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %61 = stablehlo.add %60, %59 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %63 = stablehlo.divide %62, %61 : tensor<6xf32>
    %64 = call @log_sigmoid(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %65 = chlo.erf %arg0 : tensor<6xf32> -> tensor<6xf32>
    %66 = call @selu(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %67 = call @celu(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %68 = call @hard_tanh(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %69 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %70 = call @glu(%69) : (tensor<12xf32>) -> tensor<6xf32>
    %71 = stablehlo.log %arg1 : tensor<6xf32>
    %72 = stablehlo.multiply %arg2, %71 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %74 = stablehlo.subtract %73, %arg2 : tensor<6xf32>
    %75 = stablehlo.negate %arg2 : tensor<6xf32>
    %76 = stablehlo.log_plus_one %75 : tensor<6xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<6xf32>
    %78 = stablehlo.add %72, %77 : tensor<6xf32>
    %79 = stablehlo.negate %78 : tensor<6xf32>
    %80 = stablehlo.concatenate %49, %57, %63, %64, %65, %66, %67, %68, %70, %79, dim = 0 : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<60xf32>
    %81 = stablehlo.sine %80 : tensor<60xf32>
    %82 = stablehlo.iota dim = 0 : tensor<60xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<60xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<60xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<60xf32>
    %86 = stablehlo.add %85, %84 : tensor<60xf32>
    %87 = stablehlo.multiply %81, %86 : tensor<60xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<60xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.add %cst_12, %88 : tensor<f32>
    return %89, %9, %17, %23, %24, %25, %26, %27, %28, %30, %39 : tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<6xf32>
    %1 = call @softplus(%0) : (tensor<6xf32>) -> tensor<6xf32>
    %2 = stablehlo.negate %1 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @softplus(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<6xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<6xf32>
    %7 = stablehlo.abs %3 : tensor<6xf32>
    %8 = stablehlo.negate %7 : tensor<6xf32>
    %9 = stablehlo.exponential %8 : tensor<6xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<6xf32>
    %11 = stablehlo.add %1, %10 : tensor<6xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<6xi1>, tensor<6xf32>
    return %12 : tensor<6xf32>
  }
  func.func private @selu(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.6732632423543772> : tensor<f64>
    %0 = call @elu(%arg0, %cst) : (tensor<6xf32>, tensor<f64>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @elu(%arg0: tensor<6xf32>, %arg1: tensor<f64>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf32>) -> tensor<6xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<6xf32>
    %6 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<6xf32>
    %9 = call @_where(%1, %arg0, %8) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %9 : tensor<6xf32>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @celu(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.minimum %arg0, %2 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.divide %3, %4 : tensor<6xf32>
    %6 = stablehlo.exponential_minus_one %5 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<6xf32>
    %9 = stablehlo.add %1, %8 : tensor<6xf32>
    return %9 : tensor<6xf32>
  }
  func.func private @hard_tanh(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = call @_where_1(%3, %c, %arg0) : (tensor<6xi1>, tensor<i64>, tensor<6xf32>) -> tensor<6xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %5 = call @_where_1(%1, %c_1, %4) : (tensor<6xi1>, tensor<i64>, tensor<6xf32>) -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @_where_1(%arg0: tensor<6xi1>, %arg1: tensor<i64>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @glu(%arg0: tensor<12xf32>) -> tensor<6xf32> {
    %0 = stablehlo.slice %arg0 [0:6] : (tensor<12xf32>) -> tensor<6xf32>
    %1 = stablehlo.slice %arg0 [6:12] : (tensor<12xf32>) -> tensor<6xf32>
    %2 = stablehlo.negate %1 : tensor<6xf32>
    %3 = stablehlo.exponential %2 : tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.add %4, %3 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.divide %6, %5 : tensor<6xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<6xf32>
    return %8 : tensor<6xf32>
  }
}
