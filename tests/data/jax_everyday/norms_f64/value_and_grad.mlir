module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}, tensor<3x4xf64> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @norm(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<f64>)
    %1:2 = call @norm_0(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>)
    %2:5 = call @norm_1(%arg0) : (tensor<5xf64>) -> (tensor<f64>, tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>)
    %3:2 = call @norm_2(%arg1) : (tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>)
    %4:2 = call @norm_3(%arg1) : (tensor<3x4xf64>) -> (tensor<f64>, tensor<f64>)
    %5:2 = call @norm_4(%arg1) : (tensor<3x4xf64>) -> (tensor<3xf64>, tensor<3xf64>)
    %6 = stablehlo.iota dim = 0 : tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %8 = stablehlo.multiply %cst, %7 : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.add %cst_0, %8 : tensor<f64>
    %10 = stablehlo.sine %0#0 : tensor<f64>
    %11 = stablehlo.cosine %0#0 : tensor<f64>
    %12 = stablehlo.multiply %10, %9 : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.add %cst_2, %13 : tensor<f64>
    %15 = stablehlo.iota dim = 0 : tensor<1xf64>
    %16 = stablehlo.reshape %15 : (tensor<1xf64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %17 = stablehlo.multiply %cst_3, %16 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.add %cst_4, %17 : tensor<f64>
    %19 = stablehlo.sine %1#0 : tensor<f64>
    %20 = stablehlo.cosine %1#0 : tensor<f64>
    %21 = stablehlo.multiply %19, %18 : tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.add %14, %22 : tensor<f64>
    %24 = stablehlo.iota dim = 0 : tensor<1xf64>
    %25 = stablehlo.reshape %24 : (tensor<1xf64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %26 = stablehlo.multiply %cst_6, %25 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.add %cst_7, %26 : tensor<f64>
    %28 = stablehlo.sine %2#0 : tensor<f64>
    %29 = stablehlo.cosine %2#0 : tensor<f64>
    %30 = stablehlo.multiply %28, %27 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.add %23, %31 : tensor<f64>
    %33 = stablehlo.iota dim = 0 : tensor<1xf64>
    %34 = stablehlo.reshape %33 : (tensor<1xf64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %35 = stablehlo.multiply %cst_9, %34 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.add %cst_10, %35 : tensor<f64>
    %37 = stablehlo.sine %3#0 : tensor<f64>
    %38 = stablehlo.cosine %3#0 : tensor<f64>
    %39 = stablehlo.multiply %37, %36 : tensor<f64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %41 = stablehlo.add %32, %40 : tensor<f64>
    %42 = stablehlo.iota dim = 0 : tensor<1xf64>
    %43 = stablehlo.reshape %42 : (tensor<1xf64>) -> tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %44 = stablehlo.multiply %cst_12, %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.add %cst_13, %44 : tensor<f64>
    %46 = stablehlo.sine %4#0 : tensor<f64>
    %47 = stablehlo.cosine %4#0 : tensor<f64>
    %48 = stablehlo.multiply %46, %45 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %50 = stablehlo.add %41, %49 : tensor<f64>
    %51 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %53 = stablehlo.multiply %52, %51 : tensor<3xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %55 = stablehlo.add %54, %53 : tensor<3xf64>
    %56 = stablehlo.sine %5#0 : tensor<3xf64>
    %57 = stablehlo.cosine %5#0 : tensor<3xf64>
    %58 = stablehlo.multiply %56, %55 : tensor<3xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%58 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %60 = stablehlo.add %50, %59 : tensor<f64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %62 = stablehlo.multiply %61, %55 : tensor<3xf64>
    %63 = stablehlo.multiply %62, %57 : tensor<3xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %64 = stablehlo.multiply %cst_19, %45 : tensor<f64>
    %65 = stablehlo.multiply %64, %47 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.multiply %cst_20, %36 : tensor<f64>
    %67 = stablehlo.multiply %66, %38 : tensor<f64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %68 = stablehlo.multiply %cst_21, %27 : tensor<f64>
    %69 = stablehlo.multiply %68, %29 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %70 = stablehlo.multiply %cst_22, %18 : tensor<f64>
    %71 = stablehlo.multiply %70, %20 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %72 = stablehlo.multiply %cst_23, %9 : tensor<f64>
    %73 = stablehlo.multiply %72, %11 : tensor<f64>
    %74 = call @norm_5(%arg1, %5#1, %63) : (tensor<3x4xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3x4xf64>
    %75 = call @norm_6(%arg1, %4#1, %65) : (tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> tensor<3x4xf64>
    %76 = stablehlo.add %74, %75 : tensor<3x4xf64>
    %77 = call @norm_7(%arg1, %3#1, %67) : (tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> tensor<3x4xf64>
    %78 = stablehlo.add %76, %77 : tensor<3x4xf64>
    %79 = call @norm_8(%2#1, %2#2, %2#3, %2#4, %69) : (tensor<5xi1>, tensor<5xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %80 = call @norm_9(%1#1, %71) : (tensor<5xi1>, tensor<f64>) -> tensor<5xf64>
    %81 = stablehlo.add %79, %80 : tensor<5xf64>
    %82 = call @norm_10(%arg0, %0#1, %73) : (tensor<5xf64>, tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %83 = stablehlo.add %81, %82 : tensor<5xf64>
    return %60, %83, %78 : tensor<f64>, tensor<5xf64>, tensor<3x4xf64>
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
