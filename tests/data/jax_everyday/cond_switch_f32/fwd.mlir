module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %28 = stablehlo.cosine %arg0 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %30 = stablehlo.subtract %28, %29 : tensor<5xf32>
      stablehlo.return %30 : tensor<5xf32>
    }, {
      %28 = stablehlo.sine %arg0 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<5xf32>
      stablehlo.return %30 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.clamp %c, %arg1, %c_1 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %29 = stablehlo.multiply %arg0, %28 : tensor<5xf32>
      stablehlo.return %29 : tensor<5xf32>
    }, {
      %28 = stablehlo.exponential %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }, {
      %28 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
      %29 = stablehlo.subtract %28, %arg0 : tensor<5xf32>
      stablehlo.return %29 : tensor<5xf32>
    }, {
      %28 = stablehlo.negate %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_3, %6, %c_4 : tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %28 = stablehlo.tanh %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }, {
      stablehlo.return %arg0 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.compare GT, %9, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.convert %10 : (tensor<i1>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %28 = stablehlo.cosine %arg0 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %30 = stablehlo.subtract %28, %29 : tensor<5xf32>
      stablehlo.return %30 : tensor<5xf32>
    }, {
      %28 = stablehlo.sine %arg0 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<5xf32>
      stablehlo.return %30 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.clamp %c_7, %arg1, %c_8 : tensor<i32>
    %14 = "stablehlo.case"(%13) ({
      %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %29 = stablehlo.multiply %arg0, %28 : tensor<5xf32>
      stablehlo.return %29 : tensor<5xf32>
    }, {
      %28 = stablehlo.exponential %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }, {
      %28 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
      %29 = stablehlo.subtract %28, %arg0 : tensor<5xf32>
      stablehlo.return %29 : tensor<5xf32>
    }, {
      %28 = stablehlo.negate %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.subtract %arg1, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.clamp %c_10, %15, %c_11 : tensor<i32>
    %17 = "stablehlo.case"(%16) ({
      %28 = stablehlo.tanh %arg0 : tensor<5xf32>
      stablehlo.return %28 : tensor<5xf32>
    }, {
      stablehlo.return %arg0 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %18 = stablehlo.concatenate %12, %14, %17, dim = 0 : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<15xf32>
    %19 = stablehlo.sine %18 : tensor<15xf32>
    %20 = stablehlo.iota dim = 0 : tensor<15xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<15xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %24 = stablehlo.add %23, %22 : tensor<15xf32>
    %25 = stablehlo.multiply %19, %24 : tensor<15xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.add %cst_15, %26 : tensor<f32>
    return %27, %3, %5, %8 : tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
