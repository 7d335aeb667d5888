module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}, tensor<1x4xi64> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<3xi64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = call @argmax(%0) : (tensor<12xf32>) -> tensor<i64>
    %c = stablehlo.constant dense<4> : tensor<i64>
    %2:2 = call @divmod(%1, %c) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %3:2 = call @divmod(%2#0, %c_0) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare GT, %3#0, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-1> : tensor<i64>
    %5 = stablehlo.compare LT, %3#0, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_where_0(%5, %c_3, %3#1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_4 = stablehlo.constant dense<2> : tensor<i64>
    %7 = call @_where_0(%4, %c_4, %6) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %8 = call @_where_0(%5, %c_5, %2#1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_6 = stablehlo.constant dense<3> : tensor<i64>
    %9 = call @_where_0(%4, %c_6, %8) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %10 = call @argmax_1(%arg0) : (tensor<3x4xf32>) -> tensor<4xi64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xi64>) -> tensor<1x4xi64>
    %12 = stablehlo.convert %7 : (tensor<i64>) -> tensor<i32>
    %13 = stablehlo.convert %9 : (tensor<i64>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %12, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %15 = stablehlo.add %12, %c_8 : tensor<i32>
    %16 = stablehlo.select %14, %15, %12 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %13, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.add %13, %c_10 : tensor<i32>
    %19 = stablehlo.select %17, %18, %13 : tensor<i1>, tensor<i32>
    %20 = stablehlo.dynamic_slice %arg0, %16, %19, sizes = [1, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %22 = stablehlo.multiply %21, %cst : tensor<f32>
    %23 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %24 = call @argmin(%23) : (tensor<3x4xf32>) -> tensor<3xi64>
    %25 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %26 = call @argmax(%25) : (tensor<12xf32>) -> tensor<i64>
    %c_11 = stablehlo.constant dense<4> : tensor<i64>
    %27:2 = call @divmod(%26, %c_11) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    %c_12 = stablehlo.constant dense<3> : tensor<i64>
    %28:2 = call @divmod(%27#0, %c_12) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.compare GT, %28#0, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<-1> : tensor<i64>
    %30 = stablehlo.compare LT, %28#0, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %31 = call @_where_0(%30, %c_15, %28#1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_16 = stablehlo.constant dense<2> : tensor<i64>
    %32 = call @_where_0(%29, %c_16, %31) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_17 = stablehlo.constant dense<0> : tensor<i64>
    %33 = call @_where_0(%30, %c_17, %27#1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_18 = stablehlo.constant dense<3> : tensor<i64>
    %34 = call @_where_0(%29, %c_18, %33) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %35 = stablehlo.convert %32 : (tensor<i64>) -> tensor<i32>
    %36 = stablehlo.convert %34 : (tensor<i64>) -> tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.compare LT, %35, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<3> : tensor<i32>
    %38 = stablehlo.add %35, %c_20 : tensor<i32>
    %39 = stablehlo.select %37, %38, %35 : tensor<i1>, tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %36, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.add %36, %c_22 : tensor<i32>
    %42 = stablehlo.select %40, %41, %36 : tensor<i1>, tensor<i32>
    %43 = stablehlo.dynamic_slice %arg0, %39, %42, sizes = [1, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x1xf32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %45 = stablehlo.multiply %44, %cst_23 : tensor<f32>
    %46 = stablehlo.reshape %45 : (tensor<f32>) -> tensor<1xf32>
    %47 = stablehlo.sine %46 : tensor<1xf32>
    %48 = stablehlo.iota dim = 0 : tensor<1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %52 = stablehlo.add %51, %50 : tensor<1xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.add %cst_27, %54 : tensor<f32>
    return %55, %1, %11, %22, %24 : tensor<f32>, tensor<i64>, tensor<1x4xi64>, tensor<f32>, tensor<3xi64>
  }
  func.func private @argmax(%arg0: tensor<12xf32>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<12xf32>, tensor<12xi64>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<i64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @divmod(%arg0: tensor<i64>, %arg1: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = call @floor_divide(%arg0, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = call @remainder(%arg0, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    return %1, %2 : tensor<i64>, tensor<i64>
  }
  func.func private @floor_divide(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<i64>
    %1 = stablehlo.sign %arg0 : tensor<i64>
    %2 = stablehlo.sign %arg1 : tensor<i64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.compare NE, %4, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %6 = stablehlo.and %3, %5 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %7 = stablehlo.subtract %0, %c_0 : tensor<i64>
    %8 = call @_where(%6, %7, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    return %8 : tensor<i64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @remainder(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i64>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i64>
    return %9 : tensor<i64>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @argmax_1(%arg0: tensor<3x4xf32>) -> tensor<4xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<4xf32>, tensor<4xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<4xi64>
  }
  func.func private @argmin(%arg0: tensor<3x4xf32>) -> tensor<3xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
}
