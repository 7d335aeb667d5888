module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @norm(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %1 = call @norm_0(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %2 = call @norm_1(%arg0) : (tensor<5xf64>) -> tensor<f64>
    %3 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %4 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> tensor<f64>
    %5 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> tensor<3xf64>
    %6 = stablehlo.iota dim = 0 : tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %8 = stablehlo.multiply %cst, %7 : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.add %cst_0, %8 : tensor<f64>
    %10 = stablehlo.sine %0 : tensor<f64>
    %11 = stablehlo.multiply %10, %9 : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.add %cst_2, %12 : tensor<f64>
    %14 = stablehlo.iota dim = 0 : tensor<1xf64>
    %15 = stablehlo.reshape %14 : (tensor<1xf64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.add %cst_4, %16 : tensor<f64>
    %18 = stablehlo.sine %1 : tensor<f64>
    %19 = stablehlo.multiply %18, %17 : tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_5) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %21 = stablehlo.add %13, %20 : tensor<f64>
    %22 = stablehlo.iota dim = 0 : tensor<1xf64>
    %23 = stablehlo.reshape %22 : (tensor<1xf64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %24 = stablehlo.multiply %cst_6, %23 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.add %cst_7, %24 : tensor<f64>
    %26 = stablehlo.sine %2 : tensor<f64>
    %27 = stablehlo.multiply %26, %25 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.add %21, %28 : tensor<f64>
    %30 = stablehlo.iota dim = 0 : tensor<1xf64>
    %31 = stablehlo.reshape %30 : (tensor<1xf64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %32 = stablehlo.multiply %cst_9, %31 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.add %cst_10, %32 : tensor<f64>
    %34 = stablehlo.sine %3 : tensor<f64>
    %35 = stablehlo.multiply %34, %33 : tensor<f64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_11) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.add %29, %36 : tensor<f64>
    %38 = stablehlo.iota dim = 0 : tensor<1xf64>
    %39 = stablehlo.reshape %38 : (tensor<1xf64>) -> tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %40 = stablehlo.multiply %cst_12, %39 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.add %cst_13, %40 : tensor<f64>
    %42 = stablehlo.sine %4 : tensor<f64>
    %43 = stablehlo.multiply %42, %41 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.add %37, %44 : tensor<f64>
    %46 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %48 = stablehlo.multiply %47, %46 : tensor<3xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %50 = stablehlo.add %49, %48 : tensor<3xf64>
    %51 = stablehlo.sine %5 : tensor<3xf64>
    %52 = stablehlo.multiply %51, %50 : tensor<3xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %54 = stablehlo.add %45, %53 : tensor<f64>
    return %54 : tensor<f64>
  }
  func.func private @norm(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_0(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @norm_1(%arg0: tensor<5xf64>) -> tensor<f64> {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.maximum %cst_0, %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_2(%arg0: tensor<3x4xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_3(%arg0: tensor<3x4xf64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @norm_4(%arg0: tensor<3x4xf64>) -> tensor<3xf64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.sqrt %1 : tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
