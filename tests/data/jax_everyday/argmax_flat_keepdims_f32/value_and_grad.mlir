module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1][0]"}) {
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
    %10 = stablehlo.convert %7 : (tensor<i64>) -> tensor<i32>
    %11 = stablehlo.convert %9 : (tensor<i64>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %10, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.add %10, %c_8 : tensor<i32>
    %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %11, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %16 = stablehlo.add %11, %c_10 : tensor<i32>
    %17 = stablehlo.select %15, %16, %11 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_slice %arg0, %14, %17, sizes = [1, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %20 = stablehlo.multiply %19, %cst : tensor<f32>
    %21 = stablehlo.reshape %20 : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.sine %21 : tensor<1xf32>
    %23 = stablehlo.cosine %21 : tensor<1xf32>
    %24 = stablehlo.iota dim = 0 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.add %27, %26 : tensor<1xf32>
    %29 = stablehlo.multiply %22, %28 : tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.add %cst_14, %30 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<1xf32>
    %34 = stablehlo.multiply %33, %23 : tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %36 = stablehlo.multiply %35, %cst_16 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %39 = stablehlo.dynamic_update_slice %38, %37, %14, %17 : (tensor<3x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    return %31, %39 : tensor<f32>, tensor<3x4xf32>
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
}
