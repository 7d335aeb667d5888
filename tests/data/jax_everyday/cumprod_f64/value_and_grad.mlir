module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<7xf64> {jax.result_info = "result[1][0]"}) {
    %0:9 = call @cumprod(%arg0) : (tensor<7xf64>) -> (tensor<7xf64>, tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>, tensor<3xf64>)
    %1 = stablehlo.sine %0#0 : tensor<7xf64>
    %2 = stablehlo.cosine %0#0 : tensor<7xf64>
    %3 = stablehlo.iota dim = 0 : tensor<7xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %5 = stablehlo.multiply %4, %3 : tensor<7xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %7 = stablehlo.add %6, %5 : tensor<7xf64>
    %8 = stablehlo.multiply %1, %7 : tensor<7xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<7xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.add %cst_2, %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %12 = stablehlo.multiply %11, %7 : tensor<7xf64>
    %13 = stablehlo.multiply %12, %2 : tensor<7xf64>
    %14 = call @cumprod_0(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %13) : (tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<7xf64>) -> tensor<7xf64>
    return %10, %14 : tensor<f64>, tensor<7xf64>
  }
  func.func private @cumprod(%arg0: tensor<7xf64>) -> (tensor<7xf64>, tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.slice %arg0 [0:6:2] : (tensor<7xf64>) -> tensor<3xf64>
    %1 = stablehlo.slice %arg0 [1:7:2] : (tensor<7xf64>) -> tensor<3xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<3xf64>
    %3 = stablehlo.slice %2 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %4 = stablehlo.slice %2 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %5 = stablehlo.multiply %3, %4 : tensor<1xf64>
    %6 = stablehlo.slice %2 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<1xf64>
    %8 = stablehlo.slice %2 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.concatenate %8, %7, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.pad %9, %cst, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.pad %5, %cst_0, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %12 = stablehlo.add %10, %11 : tensor<3xf64>
    %13 = stablehlo.slice %arg0 [2:7:2] : (tensor<7xf64>) -> tensor<3xf64>
    %14 = stablehlo.multiply %12, %13 : tensor<3xf64>
    %15 = stablehlo.slice %arg0 [0:1] : (tensor<7xf64>) -> tensor<1xf64>
    %16 = stablehlo.concatenate %15, %14, dim = 0 : (tensor<1xf64>, tensor<3xf64>) -> tensor<4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.pad %16, %cst_1, low = [0], high = [0], interior = [1] : (tensor<4xf64>, tensor<f64>) -> tensor<7xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %12, %cst_2, low = [1], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<7xf64>
    %19 = stablehlo.add %17, %18 : tensor<7xf64>
    return %19, %1, %0, %4, %3, %6, %5, %13, %12 : tensor<7xf64>, tensor<3xf64>, tensor<3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3xf64>, tensor<3xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<1xf64>, %arg3: tensor<1xf64>, %arg4: tensor<1xf64>, %arg5: tensor<1xf64>, %arg6: tensor<3xf64>, %arg7: tensor<3xf64>, %arg8: tensor<7xf64>) -> tensor<7xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg8, %cst, low = [-1], high = [-1], interior = [0] : (tensor<7xf64>, tensor<f64>) -> tensor<5xf64>
    %1 = stablehlo.slice %0 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %arg8, %cst_0, low = [0], high = [0], interior = [0] : (tensor<7xf64>, tensor<f64>) -> tensor<7xf64>
    %3 = stablehlo.slice %2 [0:7:2] : (tensor<7xf64>) -> tensor<4xf64>
    %4 = stablehlo.slice %3 [0:1] : (tensor<4xf64>) -> tensor<1xf64>
    %5 = stablehlo.slice %3 [1:4] : (tensor<4xf64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.pad %4, %cst_1, low = [0], high = [6], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<7xf64>
    %7 = stablehlo.multiply %arg7, %5 : tensor<3xf64>
    %8 = stablehlo.multiply %5, %arg6 : tensor<3xf64>
    %9 = stablehlo.add %1, %8 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.pad %7, %cst_2, low = [2], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<7xf64>
    %11 = stablehlo.add %6, %10 : tensor<7xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.pad %9, %cst_3, low = [-1], high = [-1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<1xf64>
    %13 = stablehlo.slice %12 [0:1:2] : (tensor<1xf64>) -> tensor<1xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.pad %9, %cst_4, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %15 = stablehlo.slice %14 [0:3:2] : (tensor<3xf64>) -> tensor<2xf64>
    %16 = stablehlo.slice %15 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
    %17 = stablehlo.slice %15 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %16, %cst_5, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %19 = stablehlo.multiply %arg5, %17 : tensor<1xf64>
    %20 = stablehlo.multiply %17, %arg4 : tensor<1xf64>
    %21 = stablehlo.add %13, %20 : tensor<1xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.pad %19, %cst_6, low = [2], high = [0], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %23 = stablehlo.add %18, %22 : tensor<3xf64>
    %24 = stablehlo.multiply %arg3, %21 : tensor<1xf64>
    %25 = stablehlo.multiply %21, %arg2 : tensor<1xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.pad %24, %cst_7, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %27 = stablehlo.add %23, %26 : tensor<3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %25, %cst_8, low = [0], high = [2], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %29 = stablehlo.add %27, %28 : tensor<3xf64>
    %30 = stablehlo.multiply %arg1, %29 : tensor<3xf64>
    %31 = stablehlo.multiply %29, %arg0 : tensor<3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.pad %30, %cst_9, low = [1], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<7xf64>
    %33 = stablehlo.add %11, %32 : tensor<7xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.pad %31, %cst_10, low = [0], high = [2], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<7xf64>
    %35 = stablehlo.add %33, %34 : tensor<7xf64>
    return %35 : tensor<7xf64>
  }
}
