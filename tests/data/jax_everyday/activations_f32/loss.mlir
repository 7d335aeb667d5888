module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %33 = stablehlo.iota dim = 0 : tensor<21xf32>
    %34 = stablehlo.reshape %33 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.add %37, %36 : tensor<3x7xf32>
    %39 = stablehlo.sine %0 : tensor<3x7xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.add %cst_11, %41 : tensor<f32>
    %43 = stablehlo.iota dim = 0 : tensor<21xf32>
    %44 = stablehlo.reshape %43 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<3x7xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %48 = stablehlo.add %47, %46 : tensor<3x7xf32>
    %49 = stablehlo.sine %13 : tensor<3x7xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<3x7xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.add %42, %51 : tensor<f32>
    %53 = stablehlo.iota dim = 0 : tensor<21xf32>
    %54 = stablehlo.reshape %53 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<3x7xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %58 = stablehlo.add %57, %56 : tensor<3x7xf32>
    %59 = stablehlo.sine %20 : tensor<3x7xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<3x7xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %62 = stablehlo.add %52, %61 : tensor<f32>
    %63 = stablehlo.iota dim = 0 : tensor<21xf32>
    %64 = stablehlo.reshape %63 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<3x7xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %68 = stablehlo.add %67, %66 : tensor<3x7xf32>
    %69 = stablehlo.sine %21 : tensor<3x7xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<3x7xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %72 = stablehlo.add %62, %71 : tensor<f32>
    %73 = stablehlo.iota dim = 0 : tensor<21xf32>
    %74 = stablehlo.reshape %73 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<3x7xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %78 = stablehlo.add %77, %76 : tensor<3x7xf32>
    %79 = stablehlo.sine %22 : tensor<3x7xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<3x7xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %82 = stablehlo.add %72, %81 : tensor<f32>
    %83 = stablehlo.iota dim = 0 : tensor<21xf32>
    %84 = stablehlo.reshape %83 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<3x7xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %88 = stablehlo.add %87, %86 : tensor<3x7xf32>
    %89 = stablehlo.sine %28 : tensor<3x7xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<3x7xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %92 = stablehlo.add %82, %91 : tensor<f32>
    %93 = stablehlo.iota dim = 0 : tensor<21xf32>
    %94 = stablehlo.reshape %93 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<3x7xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %98 = stablehlo.add %97, %96 : tensor<3x7xf32>
    %99 = stablehlo.sine %29 : tensor<3x7xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<3x7xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %102 = stablehlo.add %92, %101 : tensor<f32>
    %103 = stablehlo.iota dim = 0 : tensor<21xf32>
    %104 = stablehlo.reshape %103 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<3x7xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %108 = stablehlo.add %107, %106 : tensor<3x7xf32>
    %109 = stablehlo.sine %30 : tensor<3x7xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<3x7xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %112 = stablehlo.add %102, %111 : tensor<f32>
    %113 = stablehlo.iota dim = 0 : tensor<21xf32>
    %114 = stablehlo.reshape %113 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<3x7xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %118 = stablehlo.add %117, %116 : tensor<3x7xf32>
    %119 = stablehlo.sine %31 : tensor<3x7xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<3x7xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %122 = stablehlo.add %112, %121 : tensor<f32>
    %123 = stablehlo.iota dim = 0 : tensor<21xf32>
    %124 = stablehlo.reshape %123 : (tensor<21xf32>) -> tensor<3x7xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<3x7xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %128 = stablehlo.add %127, %126 : tensor<3x7xf32>
    %129 = stablehlo.sine %32 : tensor<3x7xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<3x7xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %132 = stablehlo.add %122, %131 : tensor<f32>
    return %132 : tensor<f32>
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
