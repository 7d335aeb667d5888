module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3:2 = "stablehlo.case"(%2) ({
      %53 = stablehlo.cosine %arg0 : tensor<5xf32>
      %54 = stablehlo.sine %arg0 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %56 = stablehlo.subtract %53, %55 : tensor<5xf32>
      stablehlo.return %56, %54 : tensor<5xf32>, tensor<5xf32>
    }, {
      %53 = stablehlo.sine %arg0 : tensor<5xf32>
      %54 = stablehlo.cosine %arg0 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %56 = stablehlo.multiply %53, %55 : tensor<5xf32>
      stablehlo.return %56, %54 : tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.clamp %c, %arg1, %c_1 : tensor<i32>
    %5:2 = "stablehlo.case"(%4) ({
      %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %54 = stablehlo.multiply %arg0, %53 : tensor<5xf32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %54, %55 : tensor<5xf32>, tensor<5xf32>
    }, {
      %53 = stablehlo.exponential %arg0 : tensor<5xf32>
      stablehlo.return %53, %53 : tensor<5xf32>, tensor<5xf32>
    }, {
      %53 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %55 = stablehlo.multiply %54, %arg0 : tensor<5xf32>
      %56 = stablehlo.subtract %53, %arg0 : tensor<5xf32>
      stablehlo.return %56, %55 : tensor<5xf32>, tensor<5xf32>
    }, {
      %53 = stablehlo.negate %arg0 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %53, %54 : tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>)
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_3, %6, %c_4 : tensor<i32>
    %8:3 = "stablehlo.case"(%7) ({
      %53 = stablehlo.tanh %arg0 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %55 = stablehlo.subtract %54, %53 : tensor<5xf32>
      stablehlo.return %53, %53, %55 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }, {
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %arg0, %53, %54 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
    %9 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.add %12, %11 : tensor<5xf32>
    %14 = stablehlo.sine %3#0 : tensor<5xf32>
    %15 = stablehlo.cosine %3#0 : tensor<5xf32>
    %16 = stablehlo.multiply %14, %13 : tensor<5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.add %cst_8, %17 : tensor<f32>
    %19 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<5xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %23 = stablehlo.add %22, %21 : tensor<5xf32>
    %24 = stablehlo.sine %5#0 : tensor<5xf32>
    %25 = stablehlo.cosine %5#0 : tensor<5xf32>
    %26 = stablehlo.multiply %24, %23 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.add %18, %27 : tensor<f32>
    %29 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %33 = stablehlo.add %32, %31 : tensor<5xf32>
    %34 = stablehlo.sine %8#0 : tensor<5xf32>
    %35 = stablehlo.cosine %8#0 : tensor<5xf32>
    %36 = stablehlo.multiply %34, %33 : tensor<5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.add %28, %37 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %40 = stablehlo.multiply %39, %33 : tensor<5xf32>
    %41 = stablehlo.multiply %40, %35 : tensor<5xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %43 = stablehlo.multiply %42, %23 : tensor<5xf32>
    %44 = stablehlo.multiply %43, %25 : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %46 = stablehlo.multiply %45, %13 : tensor<5xf32>
    %47 = stablehlo.multiply %46, %15 : tensor<5xf32>
    %48 = "stablehlo.case"(%7) ({
      %53 = stablehlo.multiply %41, %8#2 : tensor<5xf32>
      %54 = stablehlo.multiply %53, %8#1 : tensor<5xf32>
      %55 = stablehlo.add %53, %54 : tensor<5xf32>
      stablehlo.return %55 : tensor<5xf32>
    }, {
      stablehlo.return %41 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %49 = "stablehlo.case"(%4) ({
      %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %54 = stablehlo.multiply %44, %53 : tensor<5xf32>
      stablehlo.return %54 : tensor<5xf32>
    }, {
      %53 = stablehlo.multiply %44, %5#1 : tensor<5xf32>
      stablehlo.return %53 : tensor<5xf32>
    }, {
      %53 = stablehlo.negate %44 : tensor<5xf32>
      %54 = stablehlo.multiply %44, %5#1 : tensor<5xf32>
      %55 = stablehlo.add %53, %54 : tensor<5xf32>
      stablehlo.return %55 : tensor<5xf32>
    }, {
      %53 = stablehlo.negate %44 : tensor<5xf32>
      stablehlo.return %53 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %50 = stablehlo.add %48, %49 : tensor<5xf32>
    %51 = "stablehlo.case"(%2) ({
      %53 = stablehlo.negate %47 : tensor<5xf32>
      %54 = stablehlo.multiply %53, %3#1 : tensor<5xf32>
      stablehlo.return %54 : tensor<5xf32>
    }, {
      %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %54 = stablehlo.multiply %47, %53 : tensor<5xf32>
      %55 = stablehlo.multiply %54, %3#1 : tensor<5xf32>
      stablehlo.return %55 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %52 = stablehlo.add %50, %51 : tensor<5xf32>
    return %38, %52 : tensor<f32>, tensor<5xf32>
  }
}
