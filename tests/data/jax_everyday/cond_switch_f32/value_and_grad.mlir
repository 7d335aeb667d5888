module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3:2 = "stablehlo.case"(%2) ({
      %31 = stablehlo.cosine %arg0 : tensor<5xf32>
      %32 = stablehlo.sine %arg0 : tensor<5xf32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %34 = stablehlo.subtract %31, %33 : tensor<5xf32>
      stablehlo.return %34, %32 : tensor<5xf32>, tensor<5xf32>
    }, {
      %31 = stablehlo.sine %arg0 : tensor<5xf32>
      %32 = stablehlo.cosine %arg0 : tensor<5xf32>
      %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %34 = stablehlo.multiply %31, %33 : tensor<5xf32>
      stablehlo.return %34, %32 : tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.clamp %c, %arg1, %c_1 : tensor<i32>
    %5:2 = "stablehlo.case"(%4) ({
      %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %32 = stablehlo.multiply %arg0, %31 : tensor<5xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %32, %33 : tensor<5xf32>, tensor<5xf32>
    }, {
      %31 = stablehlo.exponential %arg0 : tensor<5xf32>
      stablehlo.return %31, %31 : tensor<5xf32>, tensor<5xf32>
    }, {
      %31 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
      %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %33 = stablehlo.multiply %32, %arg0 : tensor<5xf32>
      %34 = stablehlo.subtract %31, %arg0 : tensor<5xf32>
      stablehlo.return %34, %33 : tensor<5xf32>, tensor<5xf32>
    }, {
      %31 = stablehlo.negate %arg0 : tensor<5xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %31, %32 : tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>)
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_3, %6, %c_4 : tensor<i32>
    %8:3 = "stablehlo.case"(%7) ({
      %31 = stablehlo.tanh %arg0 : tensor<5xf32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %33 = stablehlo.subtract %32, %31 : tensor<5xf32>
      stablehlo.return %31, %31, %33 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }, {
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %arg0, %31, %32 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
    %9 = stablehlo.concatenate %3#0, %5#0, %8#0, dim = 0 : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<15xf32>
    %10 = stablehlo.sine %9 : tensor<15xf32>
    %11 = stablehlo.cosine %9 : tensor<15xf32>
    %12 = stablehlo.iota dim = 0 : tensor<15xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<15xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %16 = stablehlo.add %15, %14 : tensor<15xf32>
    %17 = stablehlo.multiply %10, %16 : tensor<15xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.add %cst_8, %18 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %21 = stablehlo.multiply %20, %16 : tensor<15xf32>
    %22 = stablehlo.multiply %21, %11 : tensor<15xf32>
    %23 = stablehlo.slice %22 [0:5] : (tensor<15xf32>) -> tensor<5xf32>
    %24 = stablehlo.slice %22 [5:10] : (tensor<15xf32>) -> tensor<5xf32>
    %25 = stablehlo.slice %22 [10:15] : (tensor<15xf32>) -> tensor<5xf32>
    %26 = "stablehlo.case"(%7) ({
      %31 = stablehlo.multiply %25, %8#2 : tensor<5xf32>
      %32 = stablehlo.multiply %31, %8#1 : tensor<5xf32>
      %33 = stablehlo.add %31, %32 : tensor<5xf32>
      stablehlo.return %33 : tensor<5xf32>
    }, {
      stablehlo.return %25 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %27 = "stablehlo.case"(%4) ({
      %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %32 = stablehlo.multiply %24, %31 : tensor<5xf32>
      stablehlo.return %32 : tensor<5xf32>
    }, {
      %31 = stablehlo.multiply %24, %5#1 : tensor<5xf32>
      stablehlo.return %31 : tensor<5xf32>
    }, {
      %31 = stablehlo.negate %24 : tensor<5xf32>
      %32 = stablehlo.multiply %24, %5#1 : tensor<5xf32>
      %33 = stablehlo.add %31, %32 : tensor<5xf32>
      stablehlo.return %33 : tensor<5xf32>
    }, {
      %31 = stablehlo.negate %24 : tensor<5xf32>
      stablehlo.return %31 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %28 = stablehlo.add %26, %27 : tensor<5xf32>
    %29 = "stablehlo.case"(%2) ({
      %31 = stablehlo.negate %23 : tensor<5xf32>
      %32 = stablehlo.multiply %31, %3#1 : tensor<5xf32>
      stablehlo.return %32 : tensor<5xf32>
    }, {
      %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %32 = stablehlo.multiply %23, %31 : tensor<5xf32>
      %33 = stablehlo.multiply %32, %3#1 : tensor<5xf32>
      stablehlo.return %33 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %30 = stablehlo.add %28, %29 : tensor<5xf32>
    return %19, %30 : tensor<f32>, tensor<5xf32>
  }
}
