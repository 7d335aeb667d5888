module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4x5xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3:4 = call @_var(%arg0, %c) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>)
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %4:5 = call @_std(%arg0, %c_1) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_3 : tensor<f32>
    %7 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %10, %9 : tensor<4xf32>
    %12 = stablehlo.sine %2 : tensor<4xf32>
    %13 = stablehlo.cosine %2 : tensor<4xf32>
    %14 = stablehlo.multiply %12, %11 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.add %cst_7, %15 : tensor<f32>
    %17 = stablehlo.iota dim = 0 : tensor<15xf32>
    %18 = stablehlo.reshape %17 : (tensor<15xf32>) -> tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x5xf32>
    %23 = stablehlo.sine %3#0 : tensor<3x5xf32>
    %24 = stablehlo.cosine %3#0 : tensor<3x5xf32>
    %25 = stablehlo.multiply %23, %22 : tensor<3x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.add %16, %26 : tensor<f32>
    %28 = stablehlo.iota dim = 0 : tensor<12xf32>
    %29 = stablehlo.reshape %28 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %33 = stablehlo.add %32, %31 : tensor<3x4xf32>
    %34 = stablehlo.sine %4#0 : tensor<3x4xf32>
    %35 = stablehlo.cosine %4#0 : tensor<3x4xf32>
    %36 = stablehlo.multiply %34, %33 : tensor<3x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.add %27, %37 : tensor<f32>
    %39 = stablehlo.iota dim = 0 : tensor<1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1xf32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.multiply %cst_14, %40 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.add %cst_15, %41 : tensor<f32>
    %43 = stablehlo.sine %6 : tensor<f32>
    %44 = stablehlo.cosine %6 : tensor<f32>
    %45 = stablehlo.multiply %43, %42 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_16) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.add %38, %46 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.multiply %cst_17, %42 : tensor<f32>
    %49 = stablehlo.multiply %48, %44 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %51 = stablehlo.multiply %50, %33 : tensor<3x4xf32>
    %52 = stablehlo.multiply %51, %35 : tensor<3x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %54 = stablehlo.multiply %53, %22 : tensor<3x5xf32>
    %55 = stablehlo.multiply %54, %24 : tensor<3x5xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.multiply %56, %11 : tensor<4xf32>
    %58 = stablehlo.multiply %57, %13 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %59 = stablehlo.divide %49, %cst_21 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %61 = call @_std_2(%4#1, %4#2, %4#3, %4#4, %52) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %62 = stablehlo.add %60, %61 : tensor<3x4x5xf32>
    %63 = call @_var_5(%3#1, %3#2, %3#3, %55) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %64 = stablehlo.add %62, %63 : tensor<3x4x5xf32>
    %cst_22 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.divide %58, %65 : tensor<4xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<4xf32>) -> tensor<3x4x5xf32>
    %68 = stablehlo.add %64, %67 : tensor<3x4x5xf32>
    return %47, %68 : tensor<f32>, tensor<3x4x5xf32>
  }
  func.func private @_var(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x1x5xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x4x5xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<3x5xf32>, tensor<f64>) -> tensor<3x5xf32>
    return %15, %8, %10, %14 : tensor<3x5xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x5xf32>, %arg2: tensor<f64>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
  func.func private @_std(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>) {
    %0:4 = call @_var_0(%arg0, %arg1) : (tensor<3x4x5xf32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>)
    %1 = stablehlo.sqrt %0#0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.divide %2, %1 : tensor<3x4xf32>
    return %1, %0#1, %0#2, %0#3, %3 : tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>
  }
  func.func private @_var_0(%arg0: tensor<3x4x5xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4x5xf32>
    %6 = chlo.square %5 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x4x5xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = call @_where_1(%14, %13, %cst_5) : (tensor<i1>, tensor<3x4xf32>, tensor<f64>) -> tensor<3x4xf32>
    return %15, %8, %10, %14 : tensor<3x4xf32>, tensor<3x4x5xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f64>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @_std_2(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xf32>) -> tensor<3x4x5xf32> {
    %0 = stablehlo.multiply %arg4, %arg3 : tensor<3x4xf32>
    %1 = call @_var_3(%arg0, %arg1, %arg2, %0) : (tensor<3x4x5xf32>, tensor<f32>, tensor<i1>, tensor<3x4xf32>) -> tensor<3x4x5xf32>
    return %1 : tensor<3x4x5xf32>
  }
  func.func private @_var_3(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x4xf32>) -> tensor<3x4x5xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<i1>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x4x5xf32>
    %5 = stablehlo.negate %4 : tensor<3x4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x4x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<3x4x1xf32>, tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %12 = stablehlo.add %4, %11 : tensor<3x4x5xf32>
    return %12 : tensor<3x4x5xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @_var_5(%arg0: tensor<3x4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<3x5xf32>) -> tensor<3x4x5xf32> {
    %0 = call @_where_6(%arg2, %arg3) : (tensor<i1>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x4x5xf32>
    %5 = stablehlo.negate %4 : tensor<3x4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x5xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x1x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x1x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %12 = stablehlo.add %4, %11 : tensor<3x4x5xf32>
    return %12 : tensor<3x4x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
