module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1][0]"}) {
    %0 = call @relu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.compare GT, %arg0, %1, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<3x7xf32>
    %10 = stablehlo.add %arg0, %9 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x7xf32>
    %13 = stablehlo.tanh %12 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.add %16, %13 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<3x7xf32>
    %20 = stablehlo.multiply %arg0, %19 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3x7xf32>
    %23 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3x7xf32>
    %26 = chlo.erfc %25 : tensor<3x7xf32> -> tensor<3x7xf32>
    %27 = chlo.square %25 : tensor<3x7xf32> -> tensor<3x7xf32>
    %28 = stablehlo.negate %27 : tensor<3x7xf32>
    %29 = stablehlo.exponential %28 : tensor<3x7xf32>
    %30 = stablehlo.multiply %22, %26 : tensor<3x7xf32>
    %31:3 = call @silu(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
    %32:2 = call @softplus(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %33 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %34 = stablehlo.exponential %33 : tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.divide %37, %36 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<3x7xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %42:3 = call @leaky_relu(%arg0, %cst_11) : (tensor<3x7xf32>, tensor<f64>) -> (tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>)
    %43:4 = call @elu(%arg0) : (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>)
    %44 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.subtract %45, %44 : tensor<3x7xf32>
    %47 = call @relu6(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %49 = stablehlo.compare GT, %arg0, %48, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_14 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %51 = stablehlo.compare LT, %arg0, %50, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %52 = stablehlo.and %49, %51 : tensor<3x7xi1>
    %53 = stablehlo.reshape %0 : (tensor<3x7xf32>) -> tensor<21xf32>
    %54 = stablehlo.reshape %20 : (tensor<3x7xf32>) -> tensor<21xf32>
    %55 = stablehlo.reshape %30 : (tensor<3x7xf32>) -> tensor<21xf32>
    %56 = stablehlo.reshape %31#0 : (tensor<3x7xf32>) -> tensor<21xf32>
    %57 = stablehlo.reshape %32#0 : (tensor<3x7xf32>) -> tensor<21xf32>
    %58 = stablehlo.reshape %38 : (tensor<3x7xf32>) -> tensor<21xf32>
    %59 = stablehlo.reshape %42#0 : (tensor<3x7xf32>) -> tensor<21xf32>
    %60 = stablehlo.reshape %43#0 : (tensor<3x7xf32>) -> tensor<21xf32>
    %61 = stablehlo.reshape %44 : (tensor<3x7xf32>) -> tensor<21xf32>
    %62 = stablehlo.reshape %47 : (tensor<3x7xf32>) -> tensor<21xf32>
    %63 = stablehlo.concatenate %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, dim = 0 : (tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>) -> tensor<210xf32>
    %64 = stablehlo.sine %63 : tensor<210xf32>
    %65 = stablehlo.cosine %63 : tensor<210xf32>
    %66 = stablehlo.iota dim = 0 : tensor<210xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<210xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<210xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<210xf32>
    %70 = stablehlo.add %69, %68 : tensor<210xf32>
    %71 = stablehlo.multiply %64, %70 : tensor<210xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<210xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.add %cst_18, %72 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<210xf32>
    %75 = stablehlo.multiply %74, %70 : tensor<210xf32>
    %76 = stablehlo.multiply %75, %65 : tensor<210xf32>
    %77 = stablehlo.slice %76 [0:21] : (tensor<210xf32>) -> tensor<21xf32>
    %78 = stablehlo.slice %76 [21:42] : (tensor<210xf32>) -> tensor<21xf32>
    %79 = stablehlo.slice %76 [42:63] : (tensor<210xf32>) -> tensor<21xf32>
    %80 = stablehlo.slice %76 [63:84] : (tensor<210xf32>) -> tensor<21xf32>
    %81 = stablehlo.slice %76 [84:105] : (tensor<210xf32>) -> tensor<21xf32>
    %82 = stablehlo.slice %76 [105:126] : (tensor<210xf32>) -> tensor<21xf32>
    %83 = stablehlo.slice %76 [126:147] : (tensor<210xf32>) -> tensor<21xf32>
    %84 = stablehlo.slice %76 [147:168] : (tensor<210xf32>) -> tensor<21xf32>
    %85 = stablehlo.slice %76 [168:189] : (tensor<210xf32>) -> tensor<21xf32>
    %86 = stablehlo.slice %76 [189:210] : (tensor<210xf32>) -> tensor<21xf32>
    %87 = stablehlo.reshape %86 : (tensor<21xf32>) -> tensor<3x7xf32>
    %88 = stablehlo.reshape %85 : (tensor<21xf32>) -> tensor<3x7xf32>
    %89 = stablehlo.reshape %84 : (tensor<21xf32>) -> tensor<3x7xf32>
    %90 = stablehlo.reshape %83 : (tensor<21xf32>) -> tensor<3x7xf32>
    %91 = stablehlo.reshape %82 : (tensor<21xf32>) -> tensor<3x7xf32>
    %92 = stablehlo.reshape %81 : (tensor<21xf32>) -> tensor<3x7xf32>
    %93 = stablehlo.reshape %80 : (tensor<21xf32>) -> tensor<3x7xf32>
    %94 = stablehlo.reshape %79 : (tensor<21xf32>) -> tensor<3x7xf32>
    %95 = stablehlo.reshape %78 : (tensor<21xf32>) -> tensor<3x7xf32>
    %96 = stablehlo.reshape %77 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %98 = stablehlo.select %52, %87, %97 : tensor<3x7xi1>, tensor<3x7xf32>
    %99 = stablehlo.multiply %88, %46 : tensor<3x7xf32>
    %100 = stablehlo.add %98, %99 : tensor<3x7xf32>
    %101 = stablehlo.multiply %99, %44 : tensor<3x7xf32>
    %102 = stablehlo.add %100, %101 : tensor<3x7xf32>
    %103 = call @elu_1(%43#1, %43#2, %43#3, %89) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %104 = stablehlo.add %102, %103 : tensor<3x7xf32>
    %105 = call @leaky_relu_4(%42#1, %42#2, %90) : (tensor<f32>, tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %106 = stablehlo.add %104, %105 : tensor<3x7xf32>
    %107 = stablehlo.multiply %91, %41 : tensor<3x7xf32>
    %108 = stablehlo.add %106, %107 : tensor<3x7xf32>
    %109 = call @softplus_5(%32#1, %92) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %110 = stablehlo.add %108, %109 : tensor<3x7xf32>
    %111 = call @silu_6(%31#1, %31#2, %arg0, %93) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %112 = stablehlo.add %110, %111 : tensor<3x7xf32>
    %113 = stablehlo.multiply %22, %94 : tensor<3x7xf32>
    %114 = stablehlo.multiply %94, %26 : tensor<3x7xf32>
    %cst_21 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<3x7xf32>
    %117 = stablehlo.multiply %116, %29 : tensor<3x7xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<3x7xf32>
    %120 = stablehlo.negate %119 : tensor<3x7xf32>
    %121 = stablehlo.add %112, %120 : tensor<3x7xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %123 = stablehlo.multiply %122, %114 : tensor<3x7xf32>
    %124 = stablehlo.add %121, %123 : tensor<3x7xf32>
    %125 = stablehlo.multiply %arg0, %95 : tensor<3x7xf32>
    %126 = stablehlo.multiply %95, %19 : tensor<3x7xf32>
    %127 = stablehlo.add %124, %126 : tensor<3x7xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %129 = stablehlo.multiply %128, %125 : tensor<3x7xf32>
    %130 = stablehlo.multiply %129, %15 : tensor<3x7xf32>
    %131 = stablehlo.multiply %130, %13 : tensor<3x7xf32>
    %132 = stablehlo.add %130, %131 : tensor<3x7xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<3x7xf32>
    %135 = stablehlo.add %127, %134 : tensor<3x7xf32>
    %cst_26 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %137 = stablehlo.multiply %136, %134 : tensor<3x7xf32>
    %138 = stablehlo.multiply %137, %7 : tensor<3x7xf32>
    %139 = stablehlo.add %135, %138 : tensor<3x7xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %141 = stablehlo.select %2, %96, %140 : tensor<3x7xi1>, tensor<3x7xf32>
    %142 = stablehlo.add %139, %141 : tensor<3x7xf32>
    return %73, %142 : tensor<f32>, tensor<3x7xf32>
  }
  func.func private @relu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @silu(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = stablehlo.exponential %0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.add %2, %1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %4, %3 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<3x7xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<3x7xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<3x7xf32>
    return %9, %8, %5 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @softplus(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
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
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<3x7xi1>, tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<3x7xi1>, tensor<3x7xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<3x7xf32>
    %22 = stablehlo.exponential %21 : tensor<3x7xf32>
    return %12, %22 : tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x7xf32>, %arg1: tensor<f64>) -> (tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %2 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5, %2, %1 : tensor<3x7xf32>, tensor<f32>, tensor<3x7xi1>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @elu(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>) {
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
    %7 = stablehlo.add %5, %6 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<3x7xf32>
    %10 = call @_where(%1, %arg0, %9) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %10, %3, %7, %1 : tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xi1>
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
  func.func private @elu_1(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xi1>, %arg3: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0:2 = call @_where_2(%arg2, %arg3) : (tensor<3x7xi1>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<3x7xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<3x7xf32>
    %4 = call @_where_3(%arg0, %3) : (tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where_2(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<3x7xi1>, tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2, %1 : tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @_where_3(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @leaky_relu_4(%arg0: tensor<f32>, %arg1: tensor<3x7xi1>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0:2 = call @_where_2(%arg1, %arg2) : (tensor<3x7xi1>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<3x7xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
  func.func private @softplus_5(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @silu_6(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>, %arg3: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<3x7xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<3x7xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<3x7xf32>
    %3 = stablehlo.add %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
}
