module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1][0]"}, tensor<3x3xf32> {jax.result_info = "result[1][1]"}, tensor<3xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:8 = stablehlo.while(%iterArg = %arg0, %iterArg_15 = %arg1, %iterArg_16 = %c, %iterArg_17 = %arg2, %iterArg_18 = %0, %iterArg_19 = %1, %iterArg_20 = %2, %iterArg_21 = %3) : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    cond {
      %c_22 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_16, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_16) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %35:5 = func.call @closed_call(%iterArg_15, %iterArg_17, %34) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_18, %35#1, %iterArg_16) : (tensor<5xf32>, tensor<f32>, tensor<i64>) -> tensor<5xf32>
      %37 = func.call @dynamic_update_index_in_dim_0(%iterArg_19, %35#2, %iterArg_16) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %38 = func.call @dynamic_update_index_in_dim_0(%iterArg_20, %35#3, %iterArg_16) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %39 = func.call @dynamic_update_index_in_dim_0(%iterArg_21, %35#4, %iterArg_16) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %40 = stablehlo.add %iterArg_16, %c_22 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_15, %40, %35#0, %36, %37, %38, %39 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    }
    %5 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %8, %7 : tensor<3xf32>
    %10 = stablehlo.sine %4#3 : tensor<3xf32>
    %11 = stablehlo.cosine %4#3 : tensor<3xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.add %cst_6, %13 : tensor<f32>
    %15 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.add %18, %17 : tensor<5xf32>
    %20 = stablehlo.sine %4#4 : tensor<5xf32>
    %21 = stablehlo.cosine %4#4 : tensor<5xf32>
    %22 = stablehlo.multiply %20, %19 : tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.add %14, %23 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %26 = stablehlo.multiply %25, %19 : tensor<5xf32>
    %27 = stablehlo.multiply %26, %21 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %28, %9 : tensor<3xf32>
    %30 = stablehlo.multiply %29, %11 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %33:9 = stablehlo.while(%iterArg = %27, %iterArg_15 = %4#5, %iterArg_16 = %4#6, %iterArg_17 = %4#7, %iterArg_18 = %arg1, %iterArg_19 = %c_14, %iterArg_20 = %31, %iterArg_21 = %30, %iterArg_22 = %32) : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3x3xf32>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_23 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_19, %c_23, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<5> : tensor<i64>
      %34 = stablehlo.subtract %c_23, %iterArg_19 : tensor<i64>
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %35 = stablehlo.subtract %34, %c_24 : tensor<i64>
      %36 = func.call @dynamic_index_in_dim_1(%iterArg, %35) : (tensor<5xf32>, tensor<i64>) -> tensor<f32>
      %37 = func.call @dynamic_index_in_dim(%iterArg_15, %35) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %38 = func.call @dynamic_index_in_dim(%iterArg_16, %35) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %39 = func.call @dynamic_index_in_dim(%iterArg_17, %35) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %40:3 = func.call @closed_call_2(%iterArg_18, %iterArg_20, %iterArg_21, %36, %37, %38, %39) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>)
      %41 = func.call @dynamic_update_index_in_dim_0(%iterArg_22, %40#2, %35) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i64>
      %42 = stablehlo.add %iterArg_19, %c_25 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %42, %40#0, %40#1, %41 : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3x3xf32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %24, %33#8, %33#6, %33#7 : tensor<f32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<3xf32>
    %5 = stablehlo.multiply %2, %2 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %2, %6, %arg1, %2, %4 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5xf32>, %arg1: tensor<i64>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_2(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<3xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<3xf32>
    %3 = stablehlo.multiply %0, %arg5 : tensor<3xf32>
    %4 = stablehlo.add %2, %3 : tensor<3xf32>
    %5 = stablehlo.multiply %4, %arg6 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg5 : tensor<3xf32>
    %7 = stablehlo.add %5, %6 : tensor<3xf32>
    %8 = stablehlo.dot_general %7, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %9 = stablehlo.dot_general %7, %arg4, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %10 = stablehlo.add %arg1, %9 : tensor<3x3xf32>
    return %10, %8, %7 : tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
