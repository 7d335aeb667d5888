module @jit_remat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1][0]"}, tensor<5xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x5xf32>
    %3 = stablehlo.sine %2 : tensor<4x5xf32>
    %4 = stablehlo.cosine %arg0 : tensor<4x5xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x5xf32>
    %6 = stablehlo.optimization_barrier %5 : tensor<4x5xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<4x5xf32>
    %10 = stablehlo.sine %9 : tensor<4x5xf32>
    %11 = stablehlo.cosine %6 : tensor<4x5xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x5xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<4x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<4x5xf32>
    %19:3 = stablehlo.optimization_barrier %6, %arg1, %18 : tensor<4x5xf32>, tensor<5xf32>, tensor<4x5xf32>
    %20 = stablehlo.broadcast_in_dim %19#1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %22 = stablehlo.multiply %19#0, %21 : tensor<4x5xf32>
    %23 = stablehlo.sine %22 : tensor<4x5xf32>
    %24 = stablehlo.cosine %22 : tensor<4x5xf32>
    %25 = stablehlo.cosine %19#0 : tensor<4x5xf32>
    %26 = stablehlo.sine %19#0 : tensor<4x5xf32>
    %27 = stablehlo.multiply %23, %19#2 : tensor<4x5xf32>
    %28 = stablehlo.multiply %19#2, %25 : tensor<4x5xf32>
    %29 = stablehlo.negate %27 : tensor<4x5xf32>
    %30 = stablehlo.multiply %29, %26 : tensor<4x5xf32>
    %31 = stablehlo.multiply %28, %24 : tensor<4x5xf32>
    %32 = stablehlo.multiply %19#0, %31 : tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %34 = stablehlo.reshape %33 : (tensor<5xf32>) -> tensor<1x5xf32>
    %35 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<4x5xf32>
    %37 = stablehlo.add %30, %36 : tensor<4x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %39 = stablehlo.optimization_barrier %37 : tensor<4x5xf32>
    %40:3 = stablehlo.optimization_barrier %arg0, %arg1, %39 : tensor<4x5xf32>, tensor<5xf32>, tensor<4x5xf32>
    %41 = stablehlo.broadcast_in_dim %40#1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %43 = stablehlo.multiply %40#0, %42 : tensor<4x5xf32>
    %44 = stablehlo.sine %43 : tensor<4x5xf32>
    %45 = stablehlo.cosine %43 : tensor<4x5xf32>
    %46 = stablehlo.cosine %40#0 : tensor<4x5xf32>
    %47 = stablehlo.sine %40#0 : tensor<4x5xf32>
    %48 = stablehlo.multiply %44, %40#2 : tensor<4x5xf32>
    %49 = stablehlo.multiply %40#2, %46 : tensor<4x5xf32>
    %50 = stablehlo.negate %48 : tensor<4x5xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<4x5xf32>
    %52 = stablehlo.multiply %49, %45 : tensor<4x5xf32>
    %53 = stablehlo.multiply %40#0, %52 : tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %55 = stablehlo.reshape %54 : (tensor<5xf32>) -> tensor<1x5xf32>
    %56 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %57 = stablehlo.multiply %52, %56 : tensor<4x5xf32>
    %58 = stablehlo.add %51, %57 : tensor<4x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%55 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %60 = stablehlo.add %38, %59 : tensor<5xf32>
    return %16, %58, %60 : tensor<f32>, tensor<4x5xf32>, tensor<5xf32>
  }
}
