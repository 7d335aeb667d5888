module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<6x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @_var(%arg0, %c) : (tensor<6x4xf32>, tensor<i64>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.add %3, %7 : tensor<4xf32>
    %9 = stablehlo.sqrt %8 : tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %12 = stablehlo.divide %6, %11 : tensor<6x4xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<6x4xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %18 = stablehlo.add %15, %17 : tensor<6x4xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %c_3 = stablehlo.constant dense<32> : tensor<i64>
    %19 = stablehlo.shift_right_logical %c_2, %c_3 : tensor<i64>
    %20 = stablehlo.convert %19 : (tensor<i64>) -> tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_4 = stablehlo.constant dense<4294967295> : tensor<i64>
    %22 = stablehlo.and %c_2, %c_4 : tensor<i64>
    %23 = stablehlo.convert %22 : (tensor<i64>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.concatenate %21, %24, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst_5 = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %26 = call @_bernoulli(%25, %cst_5) : (tensor<2xui32>, tensor<f64>) -> tensor<6x4xi1>
    %cst_6 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %28 = stablehlo.divide %18, %27 : tensor<6x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %29 = call @_where_0(%26, %28, %c_7) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<i64>) -> tensor<6x4xf32>
    %30 = call @standardize(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.divide %31, %32 : tensor<4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %34 = call @_var(%arg0, %c_10) : (tensor<6x4xf32>, tensor<i64>) -> tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %37 = stablehlo.subtract %arg0, %36 : tensor<6x4xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.add %34, %38 : tensor<4xf32>
    %40 = stablehlo.sqrt %39 : tensor<4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %43 = stablehlo.divide %37, %42 : tensor<6x4xf32>
    %44 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<6x4xf32>
    %47 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %49 = stablehlo.add %46, %48 : tensor<6x4xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %c_13 = stablehlo.constant dense<32> : tensor<i64>
    %50 = stablehlo.shift_right_logical %c_12, %c_13 : tensor<i64>
    %51 = stablehlo.convert %50 : (tensor<i64>) -> tensor<ui32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_14 = stablehlo.constant dense<4294967295> : tensor<i64>
    %53 = stablehlo.and %c_12, %c_14 : tensor<i64>
    %54 = stablehlo.convert %53 : (tensor<i64>) -> tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %56 = stablehlo.concatenate %52, %55, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst_15 = stablehlo.constant dense<8.000000e-01> : tensor<f64>
    %57 = call @_bernoulli(%56, %cst_15) : (tensor<2xui32>, tensor<f64>) -> tensor<6x4xi1>
    %cst_16 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %59 = stablehlo.divide %49, %58 : tensor<6x4xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i64>
    %60 = call @_where_0(%57, %59, %c_17) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<i64>) -> tensor<6x4xf32>
    %61 = call @standardize(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %62 = stablehlo.reshape %60 : (tensor<6x4xf32>) -> tensor<24xf32>
    %63 = stablehlo.reshape %61 : (tensor<6x4xf32>) -> tensor<24xf32>
    %64 = stablehlo.concatenate %62, %63, dim = 0 : (tensor<24xf32>, tensor<24xf32>) -> tensor<48xf32>
    %65 = stablehlo.sine %64 : tensor<48xf32>
    %66 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<48xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %70 = stablehlo.add %69, %68 : tensor<48xf32>
    %71 = stablehlo.multiply %65, %70 : tensor<48xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.add %cst_21, %72 : tensor<f32>
    return %73, %29, %30 : tensor<f32>, tensor<6x4xf32>, tensor<6x4xf32>
  }
  func.func private @_var(%arg0: tensor<6x4xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x4xf32>
    %6 = chlo.square %5 : tensor<6x4xf32> -> tensor<6x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<4xf32>, tensor<f64>) -> tensor<4xf32>
    return %13 : tensor<4xf32>
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
  func.func private @standardize(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf32>
    %4 = chlo.square %arg0 : tensor<6x4xf32> -> tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<6x1xf32>
    %9 = chlo.square %3 : tensor<6x1xf32> -> tensor<6x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<6x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %11 = call @clip(%10, %c) : (tensor<6x1xf32>, tensor<i64>) -> tensor<6x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<6x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<6x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<6x4xf32>
    return %18 : tensor<6x4xf32>
  }
  func.func private @clip(%arg0: tensor<6x1xf32>, %arg1: tensor<i64>) -> tensor<6x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6x1xf32>
    return %2 : tensor<6x1xf32>
  }
}
