module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @_roll_static(%arg0) : (tensor<4x5xf64>) -> tensor<4x5xf64>
    %1 = stablehlo.reshape %arg0 : (tensor<4x5xf64>) -> tensor<20xf64>
    %2 = call @_roll_static_0(%1) : (tensor<20xf64>) -> tensor<20xf64>
    %3 = stablehlo.reshape %2 : (tensor<20xf64>) -> tensor<4x5xf64>
    %4 = call @_pad(%arg0) : (tensor<4x5xf64>) -> tensor<7x8xf64>
    %5 = call @_pad_4(%arg0) : (tensor<4x5xf64>) -> tensor<8x9xf64>
    %6 = call @_pad_5(%arg0) : (tensor<4x5xf64>) -> tensor<8x7xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %7 = call @_pad_6(%arg0, %cst) : (tensor<4x5xf64>, tensor<f64>) -> tensor<6x7xf64>
    %8 = stablehlo.iota dim = 0 : tensor<20xf64>
    %9 = stablehlo.reshape %8 : (tensor<20xf64>) -> tensor<4x5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<4x5xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %13 = stablehlo.add %12, %11 : tensor<4x5xf64>
    %14 = stablehlo.sine %0 : tensor<4x5xf64>
    %15 = stablehlo.multiply %14, %13 : tensor<4x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.add %cst_3, %16 : tensor<f64>
    %18 = stablehlo.iota dim = 0 : tensor<20xf64>
    %19 = stablehlo.reshape %18 : (tensor<20xf64>) -> tensor<4x5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %21 = stablehlo.multiply %20, %19 : tensor<4x5xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %23 = stablehlo.add %22, %21 : tensor<4x5xf64>
    %24 = stablehlo.sine %3 : tensor<4x5xf64>
    %25 = stablehlo.multiply %24, %23 : tensor<4x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.add %17, %26 : tensor<f64>
    %28 = stablehlo.iota dim = 0 : tensor<56xf64>
    %29 = stablehlo.reshape %28 : (tensor<56xf64>) -> tensor<7x8xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %31 = stablehlo.multiply %30, %29 : tensor<7x8xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %33 = stablehlo.add %32, %31 : tensor<7x8xf64>
    %34 = stablehlo.sine %4 : tensor<7x8xf64>
    %35 = stablehlo.multiply %34, %33 : tensor<7x8xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x8xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.add %27, %36 : tensor<f64>
    %38 = stablehlo.iota dim = 0 : tensor<72xf64>
    %39 = stablehlo.reshape %38 : (tensor<72xf64>) -> tensor<8x9xf64>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x9xf64>
    %41 = stablehlo.multiply %40, %39 : tensor<8x9xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x9xf64>
    %43 = stablehlo.add %42, %41 : tensor<8x9xf64>
    %44 = stablehlo.sine %5 : tensor<8x9xf64>
    %45 = stablehlo.multiply %44, %43 : tensor<8x9xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x9xf64>, tensor<f64>) -> tensor<f64>
    %47 = stablehlo.add %37, %46 : tensor<f64>
    %48 = stablehlo.iota dim = 0 : tensor<56xf64>
    %49 = stablehlo.reshape %48 : (tensor<56xf64>) -> tensor<8x7xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x7xf64>
    %51 = stablehlo.multiply %50, %49 : tensor<8x7xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x7xf64>
    %53 = stablehlo.add %52, %51 : tensor<8x7xf64>
    %54 = stablehlo.sine %6 : tensor<8x7xf64>
    %55 = stablehlo.multiply %54, %53 : tensor<8x7xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x7xf64>, tensor<f64>) -> tensor<f64>
    %57 = stablehlo.add %47, %56 : tensor<f64>
    %58 = stablehlo.iota dim = 0 : tensor<42xf64>
    %59 = stablehlo.reshape %58 : (tensor<42xf64>) -> tensor<6x7xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6x7xf64>
    %61 = stablehlo.multiply %60, %59 : tensor<6x7xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6x7xf64>
    %63 = stablehlo.add %62, %61 : tensor<6x7xf64>
    %64 = stablehlo.sine %7 : tensor<6x7xf64>
    %65 = stablehlo.multiply %64, %63 : tensor<6x7xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.reduce(%65 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x7xf64>, tensor<f64>) -> tensor<f64>
    %67 = stablehlo.add %57, %66 : tensor<f64>
    return %67 : tensor<f64>
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
