module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %36 = stablehlo.cosine %arg0 : tensor<5xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %38 = stablehlo.subtract %36, %37 : tensor<5xf32>
      stablehlo.return %38 : tensor<5xf32>
    }, {
      %36 = stablehlo.sine %arg0 : tensor<5xf32>
      %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<5xf32>
      stablehlo.return %38 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.clamp %c, %arg1, %c_1 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %37 = stablehlo.multiply %arg0, %36 : tensor<5xf32>
      stablehlo.return %37 : tensor<5xf32>
    }, {
      %36 = stablehlo.exponential %arg0 : tensor<5xf32>
      stablehlo.return %36 : tensor<5xf32>
    }, {
      %36 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
      %37 = stablehlo.subtract %36, %arg0 : tensor<5xf32>
      stablehlo.return %37 : tensor<5xf32>
    }, {
      %36 = stablehlo.negate %arg0 : tensor<5xf32>
      stablehlo.return %36 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_3, %6, %c_4 : tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %36 = stablehlo.tanh %arg0 : tensor<5xf32>
      stablehlo.return %36 : tensor<5xf32>
    }, {
      stablehlo.return %arg0 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.add %12, %11 : tensor<5xf32>
    %14 = stablehlo.sine %3 : tensor<5xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.add %cst_8, %16 : tensor<f32>
    %18 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<5xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.add %21, %20 : tensor<5xf32>
    %23 = stablehlo.sine %5 : tensor<5xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.add %17, %25 : tensor<f32>
    %27 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %31 = stablehlo.add %30, %29 : tensor<5xf32>
    %32 = stablehlo.sine %8 : tensor<5xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.add %26, %34 : tensor<f32>
    return %35 : tensor<f32>
  }
}
