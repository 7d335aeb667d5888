module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x5xf64> {jax.result_info = "result[1][0]"}) {
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
    %15 = stablehlo.cosine %0 : tensor<4x5xf64>
    %16 = stablehlo.multiply %14, %13 : tensor<4x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.add %cst_3, %17 : tensor<f64>
    %19 = stablehlo.iota dim = 0 : tensor<20xf64>
    %20 = stablehlo.reshape %19 : (tensor<20xf64>) -> tensor<4x5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %22 = stablehlo.multiply %21, %20 : tensor<4x5xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %24 = stablehlo.add %23, %22 : tensor<4x5xf64>
    %25 = stablehlo.sine %3 : tensor<4x5xf64>
    %26 = stablehlo.cosine %3 : tensor<4x5xf64>
    %27 = stablehlo.multiply %25, %24 : tensor<4x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.add %18, %28 : tensor<f64>
    %30 = stablehlo.iota dim = 0 : tensor<56xf64>
    %31 = stablehlo.reshape %30 : (tensor<56xf64>) -> tensor<7x8xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<7x8xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %35 = stablehlo.add %34, %33 : tensor<7x8xf64>
    %36 = stablehlo.sine %4 : tensor<7x8xf64>
    %37 = stablehlo.cosine %4 : tensor<7x8xf64>
    %38 = stablehlo.multiply %36, %35 : tensor<7x8xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x8xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.add %29, %39 : tensor<f64>
    %41 = stablehlo.iota dim = 0 : tensor<72xf64>
    %42 = stablehlo.reshape %41 : (tensor<72xf64>) -> tensor<8x9xf64>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x9xf64>
    %44 = stablehlo.multiply %43, %42 : tensor<8x9xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x9xf64>
    %46 = stablehlo.add %45, %44 : tensor<8x9xf64>
    %47 = stablehlo.sine %5 : tensor<8x9xf64>
    %48 = stablehlo.cosine %5 : tensor<8x9xf64>
    %49 = stablehlo.multiply %47, %46 : tensor<8x9xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x9xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.add %40, %50 : tensor<f64>
    %52 = stablehlo.iota dim = 0 : tensor<56xf64>
    %53 = stablehlo.reshape %52 : (tensor<56xf64>) -> tensor<8x7xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x7xf64>
    %55 = stablehlo.multiply %54, %53 : tensor<8x7xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x7xf64>
    %57 = stablehlo.add %56, %55 : tensor<8x7xf64>
    %58 = stablehlo.sine %6 : tensor<8x7xf64>
    %59 = stablehlo.cosine %6 : tensor<8x7xf64>
    %60 = stablehlo.multiply %58, %57 : tensor<8x7xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.reduce(%60 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x7xf64>, tensor<f64>) -> tensor<f64>
    %62 = stablehlo.add %51, %61 : tensor<f64>
    %63 = stablehlo.iota dim = 0 : tensor<42xf64>
    %64 = stablehlo.reshape %63 : (tensor<42xf64>) -> tensor<6x7xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<6x7xf64>
    %66 = stablehlo.multiply %65, %64 : tensor<6x7xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6x7xf64>
    %68 = stablehlo.add %67, %66 : tensor<6x7xf64>
    %69 = stablehlo.sine %7 : tensor<6x7xf64>
    %70 = stablehlo.cosine %7 : tensor<6x7xf64>
    %71 = stablehlo.multiply %69, %68 : tensor<6x7xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.reduce(%71 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x7xf64>, tensor<f64>) -> tensor<f64>
    %73 = stablehlo.add %62, %72 : tensor<f64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<6x7xf64>
    %75 = stablehlo.multiply %74, %68 : tensor<6x7xf64>
    %76 = stablehlo.multiply %75, %70 : tensor<6x7xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x7xf64>
    %78 = stablehlo.multiply %77, %57 : tensor<8x7xf64>
    %79 = stablehlo.multiply %78, %59 : tensor<8x7xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x9xf64>
    %81 = stablehlo.multiply %80, %46 : tensor<8x9xf64>
    %82 = stablehlo.multiply %81, %48 : tensor<8x9xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %84 = stablehlo.multiply %83, %35 : tensor<7x8xf64>
    %85 = stablehlo.multiply %84, %37 : tensor<7x8xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %87 = stablehlo.multiply %86, %24 : tensor<4x5xf64>
    %88 = stablehlo.multiply %87, %26 : tensor<4x5xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %90 = stablehlo.multiply %89, %13 : tensor<4x5xf64>
    %91 = stablehlo.multiply %90, %15 : tensor<4x5xf64>
    %92 = call @_pad_7(%76) : (tensor<6x7xf64>) -> tensor<4x5xf64>
    %93 = call @_pad_8(%79) : (tensor<8x7xf64>) -> tensor<4x5xf64>
    %94 = stablehlo.add %92, %93 : tensor<4x5xf64>
    %95 = call @_pad_9(%82) : (tensor<8x9xf64>) -> tensor<4x5xf64>
    %96 = stablehlo.add %94, %95 : tensor<4x5xf64>
    %97 = call @_pad_10(%85) : (tensor<7x8xf64>) -> tensor<4x5xf64>
    %98 = stablehlo.add %96, %97 : tensor<4x5xf64>
    %99 = stablehlo.reshape %88 : (tensor<4x5xf64>) -> tensor<20xf64>
    %100 = call @_roll_static_15(%99) : (tensor<20xf64>) -> tensor<20xf64>
    %101 = stablehlo.reshape %100 : (tensor<20xf64>) -> tensor<4x5xf64>
    %102 = stablehlo.add %98, %101 : tensor<4x5xf64>
    %103 = call @_roll_static_16(%91) : (tensor<4x5xf64>) -> tensor<4x5xf64>
    %104 = stablehlo.add %102, %103 : tensor<4x5xf64>
    return %73, %104 : tensor<f64>, tensor<4x5xf64>
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
  func.func private @_pad_7(%arg0: tensor<6x7xf64>) -> tensor<4x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [-1, -1], high = [-1, -1], interior = [0, 0] : (tensor<6x7xf64>, tensor<f64>) -> tensor<4x5xf64>
    %1 = stablehlo.slice %0 [0:4, 0:5] : (tensor<4x5xf64>) -> tensor<4x5xf64>
    return %1 : tensor<4x5xf64>
  }
  func.func private @_pad_8(%arg0: tensor<8x7xf64>) -> tensor<4x5xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:5] : (tensor<8x7xf64>) -> tensor<8x5xf64>
    %1 = stablehlo.slice %arg0 [0:8, 5:7] : (tensor<8x7xf64>) -> tensor<8x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %1, %cst, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<8x2xf64>, tensor<f64>) -> tensor<8x5xf64>
    %3 = stablehlo.add %0, %2 : tensor<8x5xf64>
    %4 = stablehlo.slice %3 [0:3, 0:5] : (tensor<8x5xf64>) -> tensor<3x5xf64>
    %5 = stablehlo.slice %3 [3:7, 0:5] : (tensor<8x5xf64>) -> tensor<4x5xf64>
    %6 = stablehlo.slice %3 [7:8, 0:5] : (tensor<8x5xf64>) -> tensor<1x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.pad %6, %cst_0, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    %8 = stablehlo.add %5, %7 : tensor<4x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.pad %4, %cst_1, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<3x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    %10 = stablehlo.add %8, %9 : tensor<4x5xf64>
    return %10 : tensor<4x5xf64>
  }
  func.func private @_pad_9(%arg0: tensor<8x9xf64>) -> tensor<4x5xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:2] : (tensor<8x9xf64>) -> tensor<8x2xf64>
    %1 = stablehlo.slice %arg0 [0:8, 2:7] : (tensor<8x9xf64>) -> tensor<8x5xf64>
    %2 = stablehlo.slice %arg0 [0:8, 7:9] : (tensor<8x9xf64>) -> tensor<8x2xf64>
    %3 = stablehlo.reshape %2 : (tensor<8x2xf64>) -> tensor<8x1x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x2xf64>, tensor<f64>) -> tensor<8xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.pad %5, %cst_0, low = [0, 4], high = [0, 0], interior = [0, 0] : (tensor<8x1xf64>, tensor<f64>) -> tensor<8x5xf64>
    %7 = stablehlo.add %1, %6 : tensor<8x5xf64>
    %8 = stablehlo.reshape %0 : (tensor<8x2xf64>) -> tensor<8x1x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x2xf64>, tensor<f64>) -> tensor<8xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.pad %10, %cst_2, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<8x1xf64>, tensor<f64>) -> tensor<8x5xf64>
    %12 = stablehlo.add %7, %11 : tensor<8x5xf64>
    %13 = stablehlo.slice %12 [0:2, 0:5] : (tensor<8x5xf64>) -> tensor<2x5xf64>
    %14 = stablehlo.slice %12 [2:6, 0:5] : (tensor<8x5xf64>) -> tensor<4x5xf64>
    %15 = stablehlo.slice %12 [6:8, 0:5] : (tensor<8x5xf64>) -> tensor<2x5xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x5xf64>) -> tensor<1x2x5xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2x5xf64>, tensor<f64>) -> tensor<5xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %18, %cst_4, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    %20 = stablehlo.add %14, %19 : tensor<4x5xf64>
    %21 = stablehlo.reshape %13 : (tensor<2x5xf64>) -> tensor<1x2x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2x5xf64>, tensor<f64>) -> tensor<5xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.pad %23, %cst_6, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    %25 = stablehlo.add %20, %24 : tensor<4x5xf64>
    return %25 : tensor<4x5xf64>
  }
  func.func private @_pad_10(%arg0: tensor<7x8xf64>) -> tensor<4x5xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 0:7] : (tensor<7x8xf64>) -> tensor<7x7xf64>
    %1 = stablehlo.slice %arg0 [0:7, 7:8] : (tensor<7x8xf64>) -> tensor<7x1xf64>
    %2 = call @_flip_11(%1) : (tensor<7x1xf64>) -> tensor<7x1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.pad %2, %cst, low = [0, 5], high = [0, 1], interior = [0, 0] : (tensor<7x1xf64>, tensor<f64>) -> tensor<7x7xf64>
    %4 = stablehlo.add %0, %3 : tensor<7x7xf64>
    %5 = stablehlo.slice %4 [0:7, 0:2] : (tensor<7x7xf64>) -> tensor<7x2xf64>
    %6 = stablehlo.slice %4 [0:7, 2:7] : (tensor<7x7xf64>) -> tensor<7x5xf64>
    %7 = call @_flip_12(%5) : (tensor<7x2xf64>) -> tensor<7x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.pad %7, %cst_0, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<7x2xf64>, tensor<f64>) -> tensor<7x5xf64>
    %9 = stablehlo.add %6, %8 : tensor<7x5xf64>
    %10 = stablehlo.slice %9 [0:5, 0:5] : (tensor<7x5xf64>) -> tensor<5x5xf64>
    %11 = stablehlo.slice %9 [5:7, 0:5] : (tensor<7x5xf64>) -> tensor<2x5xf64>
    %12 = call @_flip_13(%11) : (tensor<2x5xf64>) -> tensor<2x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.pad %12, %cst_1, low = [2, 0], high = [1, 0], interior = [0, 0] : (tensor<2x5xf64>, tensor<f64>) -> tensor<5x5xf64>
    %14 = stablehlo.add %10, %13 : tensor<5x5xf64>
    %15 = stablehlo.slice %14 [0:1, 0:5] : (tensor<5x5xf64>) -> tensor<1x5xf64>
    %16 = stablehlo.slice %14 [1:5, 0:5] : (tensor<5x5xf64>) -> tensor<4x5xf64>
    %17 = call @_flip_14(%15) : (tensor<1x5xf64>) -> tensor<1x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %17, %cst_2, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<1x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    %19 = stablehlo.add %16, %18 : tensor<4x5xf64>
    return %19 : tensor<4x5xf64>
  }
  func.func private @_flip_11(%arg0: tensor<7x1xf64>) -> tensor<7x1xf64> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xf64>
    return %0 : tensor<7x1xf64>
  }
  func.func private @_flip_12(%arg0: tensor<7x2xf64>) -> tensor<7x2xf64> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x2xf64>
    return %0 : tensor<7x2xf64>
  }
  func.func private @_flip_13(%arg0: tensor<2x5xf64>) -> tensor<2x5xf64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf64>
    return %0 : tensor<2x5xf64>
  }
  func.func private @_flip_14(%arg0: tensor<1x5xf64>) -> tensor<1x5xf64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xf64>
    return %0 : tensor<1x5xf64>
  }
  func.func private @_roll_static_15(%arg0: tensor<20xf64>) -> tensor<20xf64> {
    %0 = stablehlo.slice %arg0 [0:19] : (tensor<20xf64>) -> tensor<19xf64>
    %1 = stablehlo.slice %arg0 [19:20] : (tensor<20xf64>) -> tensor<1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %1, %cst, low = [0], high = [19], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<20xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.pad %0, %cst_0, low = [1], high = [0], interior = [0] : (tensor<19xf64>, tensor<f64>) -> tensor<20xf64>
    %4 = stablehlo.add %2, %3 : tensor<20xf64>
    return %4 : tensor<20xf64>
  }
  func.func private @_roll_static_16(%arg0: tensor<4x5xf64>) -> tensor<4x5xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x5xf64>) -> tensor<4x2xf64>
    %1 = stablehlo.slice %arg0 [0:4, 2:5] : (tensor<4x5xf64>) -> tensor<4x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %1, %cst, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.pad %0, %cst_0, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<4x2xf64>, tensor<f64>) -> tensor<4x5xf64>
    %4 = stablehlo.add %2, %3 : tensor<4x5xf64>
    return %4 : tensor<4x5xf64>
  }
}
