module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1][0]"}, tensor<6xf32> {jax.result_info = "result[1][1]"}, tensor<6xf32> {jax.result_info = "result[1][2]"}) {
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
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.compare EQ, %arg0, %10, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.select %11, %12, %arg0 : tensor<6xi1>, tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %15 = stablehlo.compare EQ, %9, %14, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.select %15, %16, %9 : tensor<6xi1>, tensor<6xf32>
    %18 = stablehlo.subtract %13, %17 : tensor<6xf32>
    %19 = stablehlo.exponential %18 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.compare EQ, %arg1, %20, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.select %21, %22, %arg1 : tensor<6xi1>, tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %25 = stablehlo.compare EQ, %9, %24, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.select %25, %26, %9 : tensor<6xi1>, tensor<6xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<6xf32>
    %29 = stablehlo.exponential %28 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %31 = stablehlo.compare NE, %arg1, %30, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %32 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %33 = stablehlo.or %31, %32 : tensor<6xi1>
    %34 = stablehlo.log %arg1 : tensor<6xf32>
    %35 = stablehlo.multiply %arg1, %34 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %37 = call @_where(%33, %35, %36) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %38 = stablehlo.log %arg1 : tensor<6xf32>
    %39 = stablehlo.negate %arg0 : tensor<6xf32>
    %40 = stablehlo.exponential %39 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %42 = stablehlo.add %41, %40 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %44 = stablehlo.divide %43, %42 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %46 = stablehlo.subtract %45, %44 : tensor<6xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<6xf32>
    %48:2 = call @log_sigmoid(%arg0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
    %49 = chlo.erf %arg0 : tensor<6xf32> -> tensor<6xf32>
    %50 = chlo.square %arg0 : tensor<6xf32> -> tensor<6xf32>
    %51 = stablehlo.negate %50 : tensor<6xf32>
    %52 = stablehlo.exponential %51 : tensor<6xf32>
    %53:5 = call @selu(%arg0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>)
    %54:4 = call @celu(%arg0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %55:3 = call @hard_tanh(%arg0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xi1>)
    %56 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %57:4 = call @glu(%56) : (tensor<12xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %58 = stablehlo.log %arg1 : tensor<6xf32>
    %59 = stablehlo.multiply %arg2, %58 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %61 = stablehlo.subtract %60, %arg2 : tensor<6xf32>
    %62 = stablehlo.negate %arg2 : tensor<6xf32>
    %63 = stablehlo.log_plus_one %62 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %65 = stablehlo.add %62, %64 : tensor<6xf32>
    %66 = stablehlo.multiply %61, %63 : tensor<6xf32>
    %67 = stablehlo.add %59, %66 : tensor<6xf32>
    %68 = stablehlo.negate %67 : tensor<6xf32>
    %69 = stablehlo.concatenate %9, %37, %44, %48#0, %49, %53#0, %54#0, %55#0, %57#0, %68, dim = 0 : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<60xf32>
    %70 = stablehlo.sine %69 : tensor<60xf32>
    %71 = stablehlo.cosine %69 : tensor<60xf32>
    %72 = stablehlo.iota dim = 0 : tensor<60xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<60xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<60xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<60xf32>
    %76 = stablehlo.add %75, %74 : tensor<60xf32>
    %77 = stablehlo.multiply %70, %76 : tensor<60xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<60xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.add %cst_17, %78 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<60xf32>
    %81 = stablehlo.multiply %80, %76 : tensor<60xf32>
    %82 = stablehlo.multiply %81, %71 : tensor<60xf32>
    %83 = stablehlo.slice %82 [0:6] : (tensor<60xf32>) -> tensor<6xf32>
    %84 = stablehlo.slice %82 [6:12] : (tensor<60xf32>) -> tensor<6xf32>
    %85 = stablehlo.slice %82 [12:18] : (tensor<60xf32>) -> tensor<6xf32>
    %86 = stablehlo.slice %82 [18:24] : (tensor<60xf32>) -> tensor<6xf32>
    %87 = stablehlo.slice %82 [24:30] : (tensor<60xf32>) -> tensor<6xf32>
    %88 = stablehlo.slice %82 [30:36] : (tensor<60xf32>) -> tensor<6xf32>
    %89 = stablehlo.slice %82 [36:42] : (tensor<60xf32>) -> tensor<6xf32>
    %90 = stablehlo.slice %82 [42:48] : (tensor<60xf32>) -> tensor<6xf32>
    %91 = stablehlo.slice %82 [48:54] : (tensor<60xf32>) -> tensor<6xf32>
    %92 = stablehlo.slice %82 [54:60] : (tensor<60xf32>) -> tensor<6xf32>
    %93 = stablehlo.negate %92 : tensor<6xf32>
    %94 = stablehlo.multiply %61, %93 : tensor<6xf32>
    %95 = stablehlo.multiply %93, %63 : tensor<6xf32>
    %96 = stablehlo.divide %94, %65 : tensor<6xf32>
    %97 = stablehlo.negate %96 : tensor<6xf32>
    %98 = stablehlo.negate %95 : tensor<6xf32>
    %99 = stablehlo.add %97, %98 : tensor<6xf32>
    %100 = stablehlo.multiply %arg2, %93 : tensor<6xf32>
    %101 = stablehlo.multiply %93, %58 : tensor<6xf32>
    %102 = stablehlo.add %99, %101 : tensor<6xf32>
    %103 = stablehlo.divide %100, %arg1 : tensor<6xf32>
    %104 = call @glu_3(%57#1, %57#2, %57#3, %91) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %105 = stablehlo.slice %104 [0:6] : (tensor<12xf32>) -> tensor<6xf32>
    %106 = stablehlo.slice %104 [6:12] : (tensor<12xf32>) -> tensor<6xf32>
    %107 = stablehlo.add %103, %106 : tensor<6xf32>
    %108 = call @hard_tanh_4(%55#1, %55#2, %90) : (tensor<6xi1>, tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    %109 = stablehlo.add %105, %108 : tensor<6xf32>
    %110 = call @celu_6(%54#1, %54#2, %54#3, %89) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %111 = stablehlo.add %109, %110 : tensor<6xf32>
    %112 = call @selu_7(%53#1, %53#2, %53#3, %53#4, %88) : (tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    %113 = stablehlo.add %111, %112 : tensor<6xf32>
    %cst_19 = stablehlo.constant dense<1.12837923> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %115 = stablehlo.multiply %114, %87 : tensor<6xf32>
    %116 = stablehlo.multiply %115, %52 : tensor<6xf32>
    %117 = stablehlo.add %113, %116 : tensor<6xf32>
    %118 = call @log_sigmoid_11(%48#1, %86) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %119 = stablehlo.add %117, %118 : tensor<6xf32>
    %120 = stablehlo.multiply %85, %47 : tensor<6xf32>
    %121 = stablehlo.add %119, %120 : tensor<6xf32>
    %122 = stablehlo.divide %84, %arg1 : tensor<6xf32>
    %123 = stablehlo.multiply %122, %arg1 : tensor<6xf32>
    %124 = stablehlo.add %107, %123 : tensor<6xf32>
    %125 = stablehlo.multiply %84, %38 : tensor<6xf32>
    %126 = stablehlo.add %124, %125 : tensor<6xf32>
    %127 = stablehlo.multiply %83, %29 : tensor<6xf32>
    %128 = stablehlo.add %126, %127 : tensor<6xf32>
    %129 = stablehlo.multiply %83, %19 : tensor<6xf32>
    %130 = stablehlo.add %121, %129 : tensor<6xf32>
    return %79, %130, %128, %102 : tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<6xf32>
    %1:2 = call @softplus(%0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
    %2 = stablehlo.negate %1#0 : tensor<6xf32>
    return %2, %1#1 : tensor<6xf32>, tensor<6xf32>
  }
  func.func private @softplus(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
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
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<6xi1>, tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<6xi1>, tensor<6xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<6xf32>
    %22 = stablehlo.exponential %21 : tensor<6xf32>
    return %12, %22 : tensor<6xf32>, tensor<6xf32>
  }
  func.func private @selu(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>) {
    %cst = stablehlo.constant dense<1.6732632423543772> : tensor<f64>
    %0:5 = call @elu(%arg0, %cst) : (tensor<6xf32>, tensor<f64>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>)
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %1, %0#0 : tensor<6xf32>
    return %2, %0#1, %0#2, %0#3, %0#4 : tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>
  }
  func.func private @elu(%arg0: tensor<6xf32>, %arg1: tensor<f64>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<6xi1>, tensor<f64>, tensor<6xf32>) -> tensor<6xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.add %5, %6 : tensor<6xf32>
    %8 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<6xf32>
    %11 = call @_where_1(%1, %arg0, %10) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %11, %3, %7, %8, %1 : tensor<6xf32>, tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @_where_1(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @celu(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %2 = stablehlo.compare EQ, %arg0, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.select %2, %3, %4 : tensor<6xi1>, tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.compare EQ, %6, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.select %7, %8, %9 : tensor<6xi1>, tensor<6xf32>
    %11 = stablehlo.divide %5, %10 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.minimum %arg0, %12 : tensor<6xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.select %14, %15, %16 : tensor<6xi1>, tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.compare EQ, %18, %13, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<6xi1>, tensor<6xf32>
    %23 = stablehlo.divide %17, %22 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %25 = stablehlo.divide %13, %24 : tensor<6xf32>
    %26 = stablehlo.exponential_minus_one %25 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.add %26, %27 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %30 = stablehlo.multiply %29, %26 : tensor<6xf32>
    %31 = stablehlo.add %1, %30 : tensor<6xf32>
    return %31, %11, %23, %28 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @hard_tanh(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>, tensor<6xi1>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = call @_where_2(%3, %c, %arg0) : (tensor<6xi1>, tensor<i64>, tensor<6xf32>) -> tensor<6xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %5 = call @_where_2(%1, %c_1, %4) : (tensor<6xi1>, tensor<i64>, tensor<6xf32>) -> tensor<6xf32>
    return %5, %3, %1 : tensor<6xf32>, tensor<6xi1>, tensor<6xi1>
  }
  func.func private @_where_2(%arg0: tensor<6xi1>, %arg1: tensor<i64>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @glu(%arg0: tensor<12xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
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
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<6xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<6xf32>
    %11 = stablehlo.multiply %0, %7 : tensor<6xf32>
    return %11, %10, %7, %0 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @glu_3(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<6xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<6xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<6xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @hard_tanh_4(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = call @_where_5(%arg1, %arg2) : (tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    %1 = call @_where_5(%arg0, %0) : (tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @_where_5(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @celu_6(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<6xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6xf32>
    %5 = stablehlo.multiply %4, %arg1 : tensor<6xf32>
    %6 = stablehlo.multiply %arg3, %arg0 : tensor<6xf32>
    %7 = stablehlo.add %5, %6 : tensor<6xf32>
    return %7 : tensor<6xf32>
  }
  func.func private @selu_7(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<f32>, %arg3: tensor<6xi1>, %arg4: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.05070102> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<6xf32>
    %2 = call @elu_8(%arg0, %arg1, %arg2, %arg3, %1) : (tensor<6xi1>, tensor<6xf32>, tensor<f32>, tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @elu_8(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<f32>, %arg3: tensor<6xi1>, %arg4: tensor<6xf32>) -> tensor<6xf32> {
    %0:2 = call @_where_9(%arg3, %arg4) : (tensor<6xi1>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<6xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<6xf32>
    %4 = call @_where_10(%arg0, %3) : (tensor<6xi1>, tensor<6xf32>) -> tensor<6xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @_where_9(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xf32>
    return %2, %1 : tensor<6xf32>, tensor<6xf32>
  }
  func.func private @_where_10(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<6xi1>, tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @log_sigmoid_11(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.negate %arg1 : tensor<6xf32>
    %1 = call @softplus_12(%arg0, %0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %2 = stablehlo.negate %1 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @softplus_12(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
