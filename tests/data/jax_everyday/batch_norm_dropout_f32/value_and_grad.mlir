module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<4xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3:4 = call @_var(%arg0, %c) : (tensor<6x4xf32>, tensor<i64>) -> (tensor<4xf32>, tensor<6x4xf32>, tensor<f32>, tensor<i1>)
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.add %3#0, %7 : tensor<4xf32>
    %9 = stablehlo.sqrt %8 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %14 = stablehlo.divide %6, %13 : tensor<6x4xf32>
    %15 = stablehlo.multiply %12, %12 : tensor<1x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %17 = stablehlo.divide %16, %15 : tensor<1x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %20 = stablehlo.multiply %14, %19 : tensor<6x4xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %23 = stablehlo.add %20, %22 : tensor<6x4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %c_5 = stablehlo.constant dense<32> : tensor<i64>
    %24 = stablehlo.shift_right_logical %c_4, %c_5 : tensor<i64>
    %25 = stablehlo.convert %24 : (tensor<i64>) -> tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_6 = stablehlo.constant dense<4294967295> : tensor<i64>
    %27 = stablehlo.and %c_4, %c_6 : tensor<i64>
    %28 = stablehlo.convert %27 : (tensor<i64>) -> tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %30 = stablehlo.concatenate %26, %29, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst_7 = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %31 = call @_bernoulli(%30, %cst_7) : (tensor<2xui32>, tensor<f64>) -> tensor<6x4xi1>
    %cst_8 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %33 = stablehlo.divide %23, %32 : tensor<6x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %34 = call @_where_0(%31, %33, %c_9) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<i64>) -> tensor<6x4xf32>
    %35:7 = call @standardize(%arg0) : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x4xf32>)
    %36 = stablehlo.reshape %34 : (tensor<6x4xf32>) -> tensor<24xf32>
    %37 = stablehlo.reshape %35#0 : (tensor<6x4xf32>) -> tensor<24xf32>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<24xf32>, tensor<24xf32>) -> tensor<48xf32>
    %39 = stablehlo.sine %38 : tensor<48xf32>
    %40 = stablehlo.cosine %38 : tensor<48xf32>
    %41 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<48xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %45 = stablehlo.add %44, %43 : tensor<48xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<48xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.add %cst_13, %47 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %50 = stablehlo.multiply %49, %45 : tensor<48xf32>
    %51 = stablehlo.multiply %50, %40 : tensor<48xf32>
    %52 = stablehlo.slice %51 [0:24] : (tensor<48xf32>) -> tensor<24xf32>
    %53 = stablehlo.slice %51 [24:48] : (tensor<48xf32>) -> tensor<24xf32>
    %54 = stablehlo.reshape %53 : (tensor<24xf32>) -> tensor<6x4xf32>
    %55 = stablehlo.reshape %52 : (tensor<24xf32>) -> tensor<6x4xf32>
    %56 = call @standardize_1(%35#1, %35#2, %35#3, %35#4, %35#5, %35#6, %54) : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %57 = call @_where_3(%31, %55) : (tensor<6x4xi1>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst_15 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %59 = stablehlo.divide %57, %58 : tensor<6x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.reshape %60 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = stablehlo.multiply %14, %59 : tensor<6x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.reshape %64 : (tensor<4xf32>) -> tensor<1x4xf32>
    %66 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %67 = stablehlo.multiply %59, %66 : tensor<6x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%65 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<6x4xf32>
    %71 = stablehlo.multiply %70, %6 : tensor<6x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %73 = stablehlo.reshape %72 : (tensor<4xf32>) -> tensor<1x4xf32>
    %74 = stablehlo.negate %73 : tensor<1x4xf32>
    %75 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %76 = stablehlo.divide %67, %75 : tensor<6x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%74 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.multiply %77, %11 : tensor<4xf32>
    %79 = stablehlo.negate %76 : tensor<6x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.reshape %80 : (tensor<4xf32>) -> tensor<1x4xf32>
    %82 = stablehlo.add %56, %76 : tensor<6x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%81 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %84 = call @_var_4(%3#1, %3#2, %3#3, %78) : (tensor<6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>) -> tensor<6x4xf32>
    %85 = stablehlo.add %82, %84 : tensor<6x4xf32>
    %cst_24 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %87 = stablehlo.divide %83, %86 : tensor<4xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %89 = stablehlo.add %85, %88 : tensor<6x4xf32>
    return %48, %89, %68, %62 : tensor<f32>, tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_var(%arg0: tensor<6x4xf32>, %arg1: tensor<i64>) -> (tensor<4xf32>, tensor<6x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x4xf32>
    %6 = chlo.square %5 : tensor<6x4xf32> -> tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<6x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<4xf32>, tensor<f64>) -> tensor<4xf32>
    return %15, %8, %10, %14 : tensor<4xf32>, tensor<6x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f64>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f64>) -> tensor<6x4xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<6x4xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<6x4xf64>, tensor<6x4xf64>) -> tensor<6x4xi1>
    return %2 : tensor<6x4xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6x4xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.convert %arg2 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<6x4xui64>
    %9 = stablehlo.iota dim = 1 : tensor<6x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<6x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<6x4xui64>
    %14 = stablehlo.add %11, %13 : tensor<6x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<6x4xui64>
    %17 = stablehlo.convert %14 : (tensor<6x4xui64>) -> tensor<6x4xui32>
    %18 = stablehlo.convert %16 : (tensor<6x4xui64>) -> tensor<6x4xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<6x4xui32>, tensor<6x4xui32>) -> (tensor<6x4xui32>, tensor<6x4xui32>)
    %20 = stablehlo.convert %19#0 : (tensor<6x4xui32>) -> tensor<6x4xui64>
    %21 = stablehlo.convert %19#1 : (tensor<6x4xui32>) -> tensor<6x4xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %23 = stablehlo.shift_left %20, %22 : tensor<6x4xui64>
    %24 = stablehlo.or %23, %21 : tensor<6x4xui64>
    %c_3 = stablehlo.constant dense<12> : tensor<ui64>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<6x4xui64>
    %c_4 = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<6x4xui64>
    %28 = stablehlo.or %26, %27 : tensor<6x4xui64>
    %29 = stablehlo.bitcast_convert %28 : (tensor<6x4xui64>) -> tensor<6x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %31 = stablehlo.subtract %29, %30 : tensor<6x4xf64>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<6x4xf64>
    %34 = stablehlo.multiply %31, %33 : tensor<6x4xf64>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<6x4xf64>
    %36 = stablehlo.add %34, %35 : tensor<6x4xf64>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<6x4xf64>
    %38 = stablehlo.maximum %37, %36 : tensor<6x4xf64>
    return %38 : tensor<6x4xf64>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6x4xui32>, %arg3: tensor<6x4xui32>) -> (tensor<6x4xui32>, tensor<6x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6x4xui32>, tensor<6x4xui32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<6x4xui32>, %arg2: tensor<6x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<6x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<6x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<6x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<6x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<6x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<6x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<6x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_0(%arg0: tensor<6x4xi1>, %arg1: tensor<6x4xf32>, %arg2: tensor<i64>) -> tensor<6x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<6x4xi1>, tensor<6x4xf32>
    return %2 : tensor<6x4xf32>
  }
  func.func private @standardize(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf32>
    %4 = chlo.square %arg0 : tensor<6x4xf32> -> tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<6x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<6x1xf32>
    %11 = chlo.square %3 : tensor<6x1xf32> -> tensor<6x1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<6x1xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<6x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %15:2 = call @clip(%14, %c) : (tensor<6x1xf32>, tensor<i64>) -> (tensor<6x1xf32>, tensor<6x1xf32>)
    %16 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %17 = stablehlo.subtract %arg0, %16 : tensor<6x4xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %19 = stablehlo.add %15#0, %18 : tensor<6x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<6x1xf32>
    %21 = stablehlo.divide %20, %19 : tensor<6x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<6x1xf32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<6x4xf32>
    return %25, %6, %13, %15#1, %23, %20, %17 : tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x4xf32>
  }
  func.func private @clip(%arg0: tensor<6x1xf32>, %arg1: tensor<i64>) -> (tensor<6x1xf32>, tensor<6x1xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6x1xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<6x1xi1>, tensor<6x1xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<6x1xi1>, tensor<6x1xf32>
    %12 = stablehlo.divide %6, %11 : tensor<6x1xf32>
    return %2, %12 : tensor<6x1xf32>, tensor<6x1xf32>
  }
  func.func private @standardize_1(%arg0: tensor<6x4xf32>, %arg1: tensor<6x1xf32>, %arg2: tensor<6x1xf32>, %arg3: tensor<6x1xf32>, %arg4: tensor<6x1xf32>, %arg5: tensor<6x4xf32>, %arg6: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.multiply %arg5, %arg6 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.reshape %1 : (tensor<6xf32>) -> tensor<6x1xf32>
    %3 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %4 = stablehlo.multiply %arg6, %3 : tensor<6x4xf32>
    %5 = stablehlo.multiply %2, %arg3 : tensor<6x1xf32>
    %6 = stablehlo.negate %4 : tensor<6x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.reshape %7 : (tensor<6xf32>) -> tensor<6x1xf32>
    %9 = call @clip_2(%arg2, %5) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.negate %9 : tensor<6x1xf32>
    %11 = stablehlo.multiply %10, %arg1 : tensor<6x1xf32>
    %12 = stablehlo.add %8, %11 : tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %14 = stablehlo.divide %9, %13 : tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<6x4xf32>
    %18 = stablehlo.add %4, %17 : tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %20 = stablehlo.divide %12, %19 : tensor<6x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
    %23 = stablehlo.add %18, %22 : tensor<6x4xf32>
    return %23 : tensor<6x4xf32>
  }
  func.func private @clip_2(%arg0: tensor<6x1xf32>, %arg1: tensor<6x1xf32>) -> tensor<6x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<6x1xf32>
    return %0 : tensor<6x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<6x4xi1>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6x4xi1>, tensor<6x4xf32>
    return %1 : tensor<6x4xf32>
  }
  func.func private @_var_4(%arg0: tensor<6x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<4xf32>) -> tensor<6x4xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<6x4xf32>
    %5 = stablehlo.negate %4 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.reshape %6 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %12 = stablehlo.add %4, %11 : tensor<6x4xf32>
    return %12 : tensor<6x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
