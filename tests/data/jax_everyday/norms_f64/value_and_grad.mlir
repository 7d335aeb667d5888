module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}, tensor<3x4xf64> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @norm(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<f64>)
    %1:2 = call @norm_0(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>)
    %2:5 = call @norm_1(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>)
    %3:2 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>)
    %4:2 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>)
    %5:2 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> (tensor<3xf64>, tensor<3xf64>)
    %6 = stablehlo.reshape %0#0 : (tensor<f64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %1#0 : (tensor<f64>) -> tensor<1xf64>
    %8 = stablehlo.reshape %2#0 : (tensor<f64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %3#0 : (tensor<f64>) -> tensor<1xf64>
    %10 = stablehlo.reshape %4#0 : (tensor<f64>) -> tensor<1xf64>
    %11 = stablehlo.concatenate %6, %7, %8, %9, %10, %5#0, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<8xf64>
    %12 = stablehlo.sine %11 : tensor<8xf64>
    %13 = stablehlo.cosine %11 : tensor<8xf64>
    %14 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<8xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %18 = stablehlo.add %17, %16 : tensor<8xf64>
    %19 = stablehlo.multiply %12, %18 : tensor<8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.add %cst_2, %20 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %23 = stablehlo.multiply %22, %18 : tensor<8xf64>
    %24 = stablehlo.multiply %23, %13 : tensor<8xf64>
    %25 = stablehlo.slice %24 [0:1] : (tensor<8xf64>) -> tensor<1xf64>
    %26 = stablehlo.slice %24 [1:2] : (tensor<8xf64>) -> tensor<1xf64>
    %27 = stablehlo.slice %24 [2:3] : (tensor<8xf64>) -> tensor<1xf64>
    %28 = stablehlo.slice %24 [3:4] : (tensor<8xf64>) -> tensor<1xf64>
    %29 = stablehlo.slice %24 [4:5] : (tensor<8xf64>) -> tensor<1xf64>
    %30 = stablehlo.slice %24 [5:8] : (tensor<8xf64>) -> tensor<3xf64>
    %31 = stablehlo.reshape %29 : (tensor<1xf64>) -> tensor<f64>
    %32 = stablehlo.reshape %28 : (tensor<1xf64>) -> tensor<f64>
    %33 = stablehlo.reshape %27 : (tensor<1xf64>) -> tensor<f64>
    %34 = stablehlo.reshape %26 : (tensor<1xf64>) -> tensor<f64>
    %35 = stablehlo.reshape %25 : (tensor<1xf64>) -> tensor<f64>
    %36 = call @norm_5(%arg1, %5#1, %30) : (tensor<3x4xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3x4xf64>
    %37 = call @norm_6(%arg1, %4#1, %31) : (tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> tensor<3x4xf64>
    %38 = stablehlo.add %36, %37 : tensor<3x4xf64>
    %39 = call @norm_7(%arg1, %3#1, %32) : (tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> tensor<3x4xf64>
    %40 = stablehlo.add %38, %39 : tensor<3x4xf64>
    %41 = call @norm_8(%2#1, %2#2, %2#3, %2#4, %33) : (tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %42 = call @norm_9(%1#1, %34) : (tensor<5xi1>, tensor<f64>) -> tensor<5xf64>
    %43 = stablehlo.add %41, %42 : tensor<5xf64>
    %44 = call @norm_10(%arg0, %0#1, %35) : (tensor<5xf64>, tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %45 = stablehlo.add %43, %44 : tensor<5xf64>
    return %21, %45, %40 : tensor<f64>, tensor<5xf64>, tensor<3x4xf64>
  }
  func.func private @norm(%arg0: tensor<5xf64>) -> (tensor<f64>, tensor<f64>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f64>
    return %2, %3 : tensor<f64>, tensor<f64>
  }
  func.func private @norm_0(%arg0: tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>) {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.compare GE, %arg0, %1, FLOAT : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %3, %2 : tensor<f64>, tensor<5xi1>
  }
  func.func private @norm_1(%arg0: tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>) {
    %0 = stablehlo.abs %arg0 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.compare GE, %arg0, %1, FLOAT : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %3 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %4 = stablehlo.reshape %3 : (tensor<f64>) -> tensor<1xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf64>) -> tensor<5xf64>
    %6 = stablehlo.compare EQ, %0, %5, FLOAT : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %7 = stablehlo.convert %6 : (tensor<5xi1>) -> tensor<5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.maximum %cst_2, %3 : tensor<f64>
    %10 = stablehlo.compare EQ, %3, %9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.select %10, %cst_4, %cst_3 : tensor<i1>, tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.compare EQ, %cst_5, %9, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %13 = stablehlo.select %12, %cst_7, %cst_6 : tensor<i1>, tensor<f64>
    %14 = stablehlo.divide %11, %13 : tensor<f64>
    return %9, %2, %7, %8, %14 : tensor<f64>, tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>
  }
  func.func private @norm_2(%arg0: tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f64>
    return %2, %3 : tensor<f64>, tensor<f64>
  }
  func.func private @norm_3(%arg0: tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.sqrt %1 : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f64>
    return %2, %3 : tensor<f64>, tensor<f64>
  }
  func.func private @norm_4(%arg0: tensor<3x4xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.sqrt %1 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %4 = stablehlo.divide %3, %2 : tensor<3xf64>
    return %2, %4 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @norm_5(%arg0: tensor<3x4xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>) -> tensor<3x4xf64> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<3xf64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf64>) -> tensor<3x4xf64>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x4xf64>
    %3 = stablehlo.multiply %1, %arg0 : tensor<3x4xf64>
    %4 = stablehlo.add %2, %3 : tensor<3x4xf64>
    return %4 : tensor<3x4xf64>
  }
  func.func private @norm_6(%arg0: tensor<3x4xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x4xf64> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x4xf64>
    %3 = stablehlo.multiply %1, %arg0 : tensor<3x4xf64>
    %4 = stablehlo.add %2, %3 : tensor<3x4xf64>
    return %4 : tensor<3x4xf64>
  }
  func.func private @norm_7(%arg0: tensor<3x4xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x4xf64> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x4xf64>
    %3 = stablehlo.multiply %1, %arg0 : tensor<3x4xf64>
    %4 = stablehlo.add %2, %3 : tensor<3x4xf64>
    return %4 : tensor<3x4xf64>
  }
  func.func private @norm_8(%arg0: tensor<5xi1>, %arg1: tensor<5xf64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.multiply %arg4, %arg3 : tensor<f64>
    %1 = stablehlo.divide %0, %arg2 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %5 = stablehlo.select %arg0, %4, %3 : tensor<5xi1>, tensor<5xf64>
    %6 = stablehlo.select %arg0, %3, %4 : tensor<5xi1>, tensor<5xf64>
    %7 = stablehlo.negate %5 : tensor<5xf64>
    %8 = stablehlo.add %6, %7 : tensor<5xf64>
    return %8 : tensor<5xf64>
  }
  func.func private @norm_9(%arg0: tensor<5xi1>, %arg1: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<5xi1>, tensor<5xf64>
    %3 = stablehlo.select %arg0, %0, %1 : tensor<5xi1>, tensor<5xf64>
    %4 = stablehlo.negate %2 : tensor<5xf64>
    %5 = stablehlo.add %3, %4 : tensor<5xf64>
    return %5 : tensor<5xf64>
  }
  func.func private @norm_10(%arg0: tensor<5xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.multiply %arg0, %1 : tensor<5xf64>
    %3 = stablehlo.multiply %1, %arg0 : tensor<5xf64>
    %4 = stablehlo.add %2, %3 : tensor<5xf64>
    return %4 : tensor<5xf64>
  }
}
