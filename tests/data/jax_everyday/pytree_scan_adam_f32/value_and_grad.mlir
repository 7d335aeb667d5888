module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<5x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<5x4xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %13:18 = stablehlo.while(%iterArg = %arg2, %iterArg_21 = %c, %iterArg_22 = %arg1, %iterArg_23 = %cst_0, %iterArg_24 = %0, %iterArg_25 = %arg0, %iterArg_26 = %1, %iterArg_27 = %2, %iterArg_28 = %3, %iterArg_29 = %4, %iterArg_30 = %5, %iterArg_31 = %6, %iterArg_32 = %7, %iterArg_33 = %8, %iterArg_34 = %9, %iterArg_35 = %10, %iterArg_36 = %11, %iterArg_37 = %12) : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
    cond {
      %c_38 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_21, %c_38, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_21) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %35:16 = func.call @closed_call(%iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %34) : (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_26, %35#4, %iterArg_21) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %37 = func.call @dynamic_update_index_in_dim_0(%iterArg_27, %35#5, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %38 = func.call @dynamic_update_index_in_dim_0(%iterArg_28, %35#6, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %39 = func.call @dynamic_update_index_in_dim_0(%iterArg_29, %35#7, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %40 = func.call @dynamic_update_index_in_dim_0(%iterArg_30, %35#8, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %41 = func.call @dynamic_update_index_in_dim_0(%iterArg_31, %35#9, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_32, %35#10, %iterArg_21) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_33, %35#11, %iterArg_21) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %44 = func.call @dynamic_update_index_in_dim_0(%iterArg_34, %35#12, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %45 = func.call @dynamic_update_index_in_dim_0(%iterArg_35, %35#13, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %46 = func.call @dynamic_update_index_in_dim_0(%iterArg_36, %35#14, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %47 = func.call @dynamic_update_index_in_dim_0(%iterArg_37, %35#15, %iterArg_21) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %c_38 = stablehlo.constant dense<1> : tensor<i64>
      %48 = stablehlo.add %iterArg_21, %c_38 : tensor<i64>
      stablehlo.return %iterArg, %48, %35#0, %35#1, %35#2, %35#3, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47 : tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
    }
    %14 = stablehlo.concatenate %13#5, %13#2, %13#6, dim = 0 : (tensor<4xf32>, tensor<4xf32>, tensor<5xf32>) -> tensor<13xf32>
    %15 = stablehlo.sine %14 : tensor<13xf32>
    %16 = stablehlo.cosine %14 : tensor<13xf32>
    %17 = stablehlo.iota dim = 0 : tensor<13xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<13xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %21 = stablehlo.add %20, %19 : tensor<13xf32>
    %22 = stablehlo.multiply %15, %21 : tensor<13xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<13xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.add %cst_16, %23 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<13xf32>
    %27 = stablehlo.multiply %26, %16 : tensor<13xf32>
    %28 = stablehlo.slice %27 [0:4] : (tensor<13xf32>) -> tensor<4xf32>
    %29 = stablehlo.slice %27 [4:8] : (tensor<13xf32>) -> tensor<4xf32>
    %30 = stablehlo.slice %27 [8:13] : (tensor<13xf32>) -> tensor<5xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i64>
    %33:18 = stablehlo.while(%iterArg = %30, %iterArg_21 = %arg2, %iterArg_22 = %13#7, %iterArg_23 = %13#8, %iterArg_24 = %13#9, %iterArg_25 = %13#10, %iterArg_26 = %13#11, %iterArg_27 = %13#12, %iterArg_28 = %13#13, %iterArg_29 = %13#14, %iterArg_30 = %13#15, %iterArg_31 = %13#16, %iterArg_32 = %13#17, %iterArg_33 = %c_20, %iterArg_34 = %29, %iterArg_35 = %31, %iterArg_36 = %28, %iterArg_37 = %32) : tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>
    cond {
      %c_38 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_33, %c_38, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_38 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.subtract %c_38, %iterArg_33 : tensor<i64>
      %c_39 = stablehlo.constant dense<1> : tensor<i64>
      %35 = stablehlo.subtract %34, %c_39 : tensor<i64>
      %36 = func.call @dynamic_index_in_dim_1(%iterArg, %35) : (tensor<5xf32>, tensor<i64>) -> tensor<f32>
      %37 = func.call @dynamic_index_in_dim(%iterArg_21, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %38 = func.call @dynamic_index_in_dim(%iterArg_22, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %39 = func.call @dynamic_index_in_dim(%iterArg_23, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %40 = func.call @dynamic_index_in_dim(%iterArg_24, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %41 = func.call @dynamic_index_in_dim(%iterArg_25, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %42 = func.call @dynamic_index_in_dim(%iterArg_26, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %43 = func.call @dynamic_index_in_dim_1(%iterArg_27, %35) : (tensor<5xf32>, tensor<i64>) -> tensor<f32>
      %44 = func.call @dynamic_index_in_dim_1(%iterArg_28, %35) : (tensor<5xf32>, tensor<i64>) -> tensor<f32>
      %45 = func.call @dynamic_index_in_dim(%iterArg_29, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %46 = func.call @dynamic_index_in_dim(%iterArg_30, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %47 = func.call @dynamic_index_in_dim(%iterArg_31, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %48 = func.call @dynamic_index_in_dim(%iterArg_32, %35) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
      %49:4 = func.call @closed_call_2(%iterArg_34, %iterArg_35, %iterArg_36, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %50 = func.call @dynamic_update_index_in_dim_0(%iterArg_37, %49#3, %35) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<5x4xf32>
      %c_40 = stablehlo.constant dense<1> : tensor<i64>
      %51 = stablehlo.add %iterArg_33, %c_40 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %51, %49#0, %49#1, %49#2, %50 : tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>
    }
    return %24, %33#16, %33#14, %33#17 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.multiply %arg3, %arg4 : tensor<4xf32>
    %1 = stablehlo.tanh %0 : tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4xf32>
    %4 = stablehlo.multiply %1, %arg4 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %7, %4 : tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %10, %arg2 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %12, %4 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %4 : tensor<4xf32>
    %15 = stablehlo.add %11, %14 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.add %arg1, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %17 = stablehlo.power %cst_5, %16 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.subtract %cst_6, %17 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.divide %9, %19 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %21 = stablehlo.power %cst_7, %16 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.subtract %cst_8, %21 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.divide %15, %23 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %25, %20 : tensor<4xf32>
    %27 = stablehlo.sqrt %24 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.divide %28, %27 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.add %27, %30 : tensor<4xf32>
    %32 = stablehlo.divide %26, %31 : tensor<4xf32>
    %33 = stablehlo.multiply %31, %31 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.divide %34, %33 : tensor<4xf32>
    %36 = stablehlo.subtract %arg3, %32 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %9, %16, %15, %36, %37, %arg3, %1, %3, %4, %13, %18, %22, %29, %31, %26, %35 : tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i64>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5xf32>, %arg1: tensor<i64>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_2(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<f32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.add %arg2, %0 : tensor<4xf32>
    %2 = stablehlo.negate %1 : tensor<4xf32>
    %3 = stablehlo.multiply %2, %arg15 : tensor<4xf32>
    %4 = stablehlo.multiply %3, %arg14 : tensor<4xf32>
    %5 = stablehlo.negate %4 : tensor<4xf32>
    %6 = stablehlo.divide %2, %arg13 : tensor<4xf32>
    %7 = stablehlo.multiply %5, %arg12 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<4xf32>
    %12 = stablehlo.add %arg1, %11 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.divide %9, %13 : tensor<4xf32>
    %15 = stablehlo.add %arg0, %14 : tensor<4xf32>
    %16 = stablehlo.multiply %arg9, %12 : tensor<4xf32>
    %17 = stablehlo.multiply %12, %arg8 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4xf32>
    %20 = stablehlo.add %16, %19 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.multiply %21, %12 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %15 : tensor<4xf32>
    %25 = stablehlo.add %20, %24 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.multiply %26, %15 : tensor<4xf32>
    %28 = stablehlo.multiply %arg6, %25 : tensor<4xf32>
    %29 = stablehlo.multiply %25, %arg4 : tensor<4xf32>
    %30 = stablehlo.multiply %29, %arg7 : tensor<4xf32>
    %31 = stablehlo.multiply %30, %arg6 : tensor<4xf32>
    %32 = stablehlo.add %30, %31 : tensor<4xf32>
    %33 = stablehlo.multiply %arg5, %32 : tensor<4xf32>
    %34 = stablehlo.add %28, %33 : tensor<4xf32>
    %35 = stablehlo.multiply %32, %arg4 : tensor<4xf32>
    %36 = stablehlo.add %1, %35 : tensor<4xf32>
    return %27, %22, %36, %34 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
