module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x5xf64> {jax.result_info = "result[1]"}, tensor<4x5xf64> {jax.result_info = "result[2]"}, tensor<7x8xf64> {jax.result_info = "result[3]"}, tensor<8x9xf64> {jax.result_info = "result[4]"}, tensor<8x7xf64> {jax.result_info = "result[5]"}, tensor<6x7xf64> {jax.result_info = "result[6]"}) {
    %0 = call @_roll_static(%arg0) : (tensor<4x5xf64>) -> tensor<4x5xf64>
    %1 = stablehlo.reshape %arg0 : (tensor<4x5xf64>) -> tensor<20xf64>
    %2 = call @_roll_static_0(%1) : (tensor<20xf64>) -> tensor<20xf64>
    %3 = stablehlo.reshape %2 : (tensor<20xf64>) -> tensor<4x5xf64>
    %4 = call @_pad(%arg0) : (tensor<4x5xf64>) -> tensor<7x8xf64>
    %5 = call @_pad_4(%arg0) : (tensor<4x5xf64>) -> tensor<8x9xf64>
    %6 = call @_pad_5(%arg0) : (tensor<4x5xf64>) -> tensor<8x7xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %7 = call @_pad_6(%arg0, %cst) : (tensor<4x5xf64>, tensor<f64>) -> tensor<6x7xf64>
    %8 = call @_roll_static(%arg0) : (tensor<4x5xf64>) -> tensor<4x5xf64>
    %9 = stablehlo.reshape %arg0 : (tensor<4x5xf64>) -> tensor<20xf64>
    %10 = call @_roll_static_0(%9) : (tensor<20xf64>) -> tensor<20xf64>
    %11 = stablehlo.reshape %10 : (tensor<20xf64>) -> tensor<4x5xf64>
    %12 = call @_pad(%arg0) : (tensor<4x5xf64>) -> tensor<7x8xf64>
    %13 = call @_pad_4(%arg0) : (tensor<4x5xf64>) -> tensor<8x9xf64>
    %14 = call @_pad_5(%arg0) : (tensor<4x5xf64>) -> tensor<8x7xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %15 = call @_pad_6(%arg0, %cst_0) : (tensor<4x5xf64>, tensor<f64>) -> tensor<6x7xf64>
    %16 = stablehlo.reshape %8 : (tensor<4x5xf64>) -> tensor<20xf64>
    %17 = stablehlo.reshape %11 : (tensor<4x5xf64>) -> tensor<20xf64>
    %18 = stablehlo.reshape %12 : (tensor<7x8xf64>) -> tensor<56xf64>
    %19 = stablehlo.reshape %13 : (tensor<8x9xf64>) -> tensor<72xf64>
    %20 = stablehlo.reshape %14 : (tensor<8x7xf64>) -> tensor<56xf64>
    %21 = stablehlo.reshape %15 : (tensor<6x7xf64>) -> tensor<42xf64>
    %22 = stablehlo.concatenate %16, %17, %18, %19, %20, %21, dim = 0 : (tensor<20xf64>, tensor<20xf64>, tensor<56xf64>, tensor<72xf64>, tensor<56xf64>, tensor<42xf64>) -> tensor<266xf64>
    %23 = stablehlo.sine %22 : tensor<266xf64>
    %24 = stablehlo.iota dim = 0 : tensor<266xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<266xf64>
    %26 = stablehlo.multiply %25, %24 : tensor<266xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<266xf64>
    %28 = stablehlo.add %27, %26 : tensor<266xf64>
    %29 = stablehlo.multiply %23, %28 : tensor<266xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<266xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.add %cst_4, %30 : tensor<f64>
    return %31, %0, %3, %4, %5, %6, %7 : tensor<f64>, tensor<4x5xf64>, tensor<4x5xf64>, tensor<7x8xf64>, tensor<8x9xf64>, tensor<8x7xf64>, tensor<6x7xf64>
  }
  func.func private @_roll_static(%arg0: tensor<4x5xf64>) -> tensor<4x5xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 3:5] : (tensor<4x5xf64>) -> tensor<4x2xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:3] : (tensor<4x5xf64>) -> tensor<4x3xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x2xf64>, tensor<4x3xf64>) -> tensor<4x5xf64>
    return %2 : tensor<4x5xf64>
  }
  func.func private @_roll_static_0(%arg0: tensor<20xf64>) -> tensor<20xf64> {
    %0 = stablehlo.slice %arg0 [1:20] : (tensor<20xf64>) -> tensor<19xf64>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<20xf64>) -> tensor<1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<19xf64>, tensor<1xf64>) -> tensor<20xf64>
    return %2 : tensor<20xf64>
  }
  func.func private @_pad(%arg0: tensor<4x5xf64>) -> tensor<7x8xf64> {
    %0 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<4x5xf64>) -> tensor<1x5xf64>
    %1 = call @_flip(%0) : (tensor<1x5xf64>) -> tensor<1x5xf64>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x5xf64>, tensor<4x5xf64>) -> tensor<5x5xf64>
    %3 = stablehlo.slice %2 [2:4, 0:5] : (tensor<5x5xf64>) -> tensor<2x5xf64>
    %4 = call @_flip_1(%3) : (tensor<2x5xf64>) -> tensor<2x5xf64>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<5x5xf64>, tensor<2x5xf64>) -> tensor<7x5xf64>
    %6 = stablehlo.slice %5 [0:7, 1:3] : (tensor<7x5xf64>) -> tensor<7x2xf64>
    %7 = call @_flip_2(%6) : (tensor<7x2xf64>) -> tensor<7x2xf64>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<7x2xf64>, tensor<7x5xf64>) -> tensor<7x7xf64>
    %9 = stablehlo.slice %8 [0:7, 5:6] : (tensor<7x7xf64>) -> tensor<7x1xf64>
    %10 = call @_flip_3(%9) : (tensor<7x1xf64>) -> tensor<7x1xf64>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<7x7xf64>, tensor<7x1xf64>) -> tensor<7x8xf64>
    return %11 : tensor<7x8xf64>
  }
  func.func private @_flip(%arg0: tensor<1x5xf64>) -> tensor<1x5xf64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xf64>
    return %0 : tensor<1x5xf64>
  }
  func.func private @_flip_1(%arg0: tensor<2x5xf64>) -> tensor<2x5xf64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf64>
    return %0 : tensor<2x5xf64>
  }
  func.func private @_flip_2(%arg0: tensor<7x2xf64>) -> tensor<7x2xf64> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x2xf64>
    return %0 : tensor<7x2xf64>
  }
  func.func private @_flip_3(%arg0: tensor<7x1xf64>) -> tensor<7x1xf64> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xf64>
    return %0 : tensor<7x1xf64>
  }
  func.func private @_pad_4(%arg0: tensor<4x5xf64>) -> tensor<8x9xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf64>) -> tensor<1x5xf64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x5xf64>) -> tensor<1x2x5xf64>
    %2 = stablehlo.reshape %1 : (tensor<1x2x5xf64>) -> tensor<2x5xf64>
    %3 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf64>) -> tensor<1x5xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf64>) -> tensor<1x2x5xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x2x5xf64>) -> tensor<2x5xf64>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x5xf64>, tensor<4x5xf64>, tensor<2x5xf64>) -> tensor<8x5xf64>
    %7 = stablehlo.slice %6 [0:8, 0:1] : (tensor<8x5xf64>) -> tensor<8x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x1x2xf64>
    %9 = stablehlo.reshape %8 : (tensor<8x1x2xf64>) -> tensor<8x2xf64>
    %10 = stablehlo.slice %6 [0:8, 4:5] : (tensor<8x5xf64>) -> tensor<8x1xf64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x1x2xf64>
    %12 = stablehlo.reshape %11 : (tensor<8x1x2xf64>) -> tensor<8x2xf64>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<8x2xf64>, tensor<8x5xf64>, tensor<8x2xf64>) -> tensor<8x9xf64>
    return %13 : tensor<8x9xf64>
  }
  func.func private @_pad_5(%arg0: tensor<4x5xf64>) -> tensor<8x7xf64> {
    %0 = stablehlo.slice %arg0 [1:4, 0:5] : (tensor<4x5xf64>) -> tensor<3x5xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf64>) -> tensor<1x5xf64>
    %2 = stablehlo.concatenate %0, %arg0, %1, dim = 0 : (tensor<3x5xf64>, tensor<4x5xf64>, tensor<1x5xf64>) -> tensor<8x5xf64>
    %3 = stablehlo.slice %2 [0:8, 0:2] : (tensor<8x5xf64>) -> tensor<8x2xf64>
    %4 = stablehlo.concatenate %2, %3, dim = 1 : (tensor<8x5xf64>, tensor<8x2xf64>) -> tensor<8x7xf64>
    return %4 : tensor<8x7xf64>
  }
  func.func private @_pad_6(%arg0: tensor<4x5xf64>, %arg1: tensor<f64>) -> tensor<6x7xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<4x5xf64>, tensor<f64>) -> tensor<6x7xf64>
    return %1 : tensor<6x7xf64>
  }
}
