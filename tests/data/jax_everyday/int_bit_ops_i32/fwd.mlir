module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi64> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}, tensor<8xi32> {jax.result_info = "result[7]"}, tensor<8xi64> {jax.result_info = "result[8]"}, tensor<i32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<12> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.and %arg0, %2 : tensor<8xi32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare GT, %arg0, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = call @cumsum(%6) : (tensor<8xi1>) -> tensor<8xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.add %arg1, %8 : tensor<8xi32>
    %10 = call @cumprod(%9) : (tensor<8xi32>) -> tensor<8xi32>
    %11 = call @sort(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    %12 = call @argsort(%arg0) : (tensor<8xi32>) -> tensor<8xi64>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %13 = stablehlo.reduce(%arg0 init: %c_2) applies stablehlo.maximum across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i64>
    %14 = call @remainder(%arg0, %c_3) : (tensor<8xi32>, tensor<i64>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_5 = stablehlo.constant dense<2> : tensor<i64>
    %17 = call @floor_divide(%arg0, %c_5) : (tensor<8xi32>, tensor<i64>) -> tensor<8xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %19 = stablehlo.multiply %18, %arg0 : tensor<8xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %21 = stablehlo.add %19, %20 : tensor<8xi32>
    %22 = call @_where_2(%16, %17, %21) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_8 = stablehlo.constant dense<-10> : tensor<i64>
    %c_9 = stablehlo.constant dense<10> : tensor<i64>
    %23 = call @clip(%arg0, %c_8, %c_9) : (tensor<8xi32>, tensor<i64>, tensor<i64>) -> tensor<8xi32>
    %24 = stablehlo.convert %23 : (tensor<8xi32>) -> tensor<8xf32>
    %c_10 = stablehlo.constant dense<-10> : tensor<i64>
    %c_11 = stablehlo.constant dense<10> : tensor<i64>
    %25 = call @clip(%arg0, %c_10, %c_11) : (tensor<8xi32>, tensor<i64>, tensor<i64>) -> tensor<8xi32>
    %26 = stablehlo.convert %25 : (tensor<8xi32>) -> tensor<8xf32>
    %27 = stablehlo.sine %26 : tensor<8xf32>
    %28 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.add %31, %30 : tensor<8xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.add %cst_14, %34 : tensor<f32>
    return %35, %0, %1, %3, %4, %7, %10, %11, %12, %13, %22, %24 : tensor<f32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi64>, tensor<8xi32>, tensor<8xi32>, tensor<8xi64>, tensor<i32>, tensor<8xi32>, tensor<8xf32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi64>
    %1 = call @cumsum_0(%0) : (tensor<8xi64>) -> tensor<8xi64>
    return %1 : tensor<8xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    return %1 : tensor<8xi64>
  }
  func.func private @cumprod(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumprod_1(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumprod_1(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @sort(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @argsort(%arg0: tensor<8xi32>) -> tensor<8xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi64>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<8xi32>
    %2 = stablehlo.reverse %0, dims = [0] : tensor<8xi64>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %5 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi64>) -> (tensor<8xi32>, tensor<8xi64>)
    %4 = stablehlo.reverse %3#1, dims = [0] : tensor<8xi64>
    return %4 : tensor<8xi64>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i64>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i64>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
    %14 = call @_where_2(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @clip(%arg0: tensor<8xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    %3 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xi32>
    return %5 : tensor<8xi32>
  }
}
