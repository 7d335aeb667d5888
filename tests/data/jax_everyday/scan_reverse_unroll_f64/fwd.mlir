module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf64>, %arg1: tensor<2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2xf64> {jax.result_info = "result[1]"}, tensor<6xf64> {jax.result_info = "result[2]"}, tensor<2x2xf64> {jax.result_info = "result[3]"}, tensor<2x6xf64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:4 = stablehlo.while(%iterArg = %0, %iterArg_10 = %c, %iterArg_11 = %arg1, %iterArg_12 = %1) : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>
    cond {
      %c_13 = stablehlo.constant dense<3> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<3> : tensor<i64>
      %34 = stablehlo.subtract %c_13, %iterArg_10 : tensor<i64>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %35 = stablehlo.subtract %34, %c_14 : tensor<i64>
      %36 = func.call @dynamic_index_in_dim(%iterArg, %35) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %37 = stablehlo.slice %36 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %38 = stablehlo.reshape %37 : (tensor<1x2xf64>) -> tensor<2xf64>
      %39:2 = func.call @closed_call(%iterArg_11, %38) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>)
      %40 = stablehlo.slice %36 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %41 = stablehlo.reshape %40 : (tensor<1x2xf64>) -> tensor<2xf64>
      %42:2 = func.call @closed_call(%39#0, %41) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>)
      %43 = stablehlo.broadcast_in_dim %42#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %44 = stablehlo.broadcast_in_dim %39#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %45 = stablehlo.concatenate %43, %44, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
      %46 = func.call @dynamic_update_index_in_dim(%iterArg_12, %45, %35) : (tensor<3x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<3x2xf64>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %47 = stablehlo.add %iterArg_10, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %47, %42#0, %46 : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>
    }
    %3 = stablehlo.reshape %2#3 : (tensor<3x2xf64>) -> tensor<6xf64>
    %4 = stablehlo.negate %arg1 : tensor<2xf64>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %9:4 = stablehlo.while(%iterArg = %arg0, %iterArg_10 = %c_1, %iterArg_11 = %7, %iterArg_12 = %8) : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    cond {
      %c_13 = stablehlo.constant dense<6> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_10) : (tensor<6x2xf64>, tensor<i64>) -> tensor<2xf64>
      %35:2 = func.call @closed_call_1(%iterArg_11, %34) : (tensor<2x2xf64>, tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>)
      %36 = func.call @dynamic_update_index_in_dim_2(%iterArg_12, %35#1, %iterArg_10) : (tensor<6x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<6x2xf64>
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %37 = stablehlo.add %iterArg_10, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %37, %35#0, %36 : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    }
    %10 = stablehlo.transpose %9#3, dims = [1, 0] : (tensor<6x2xf64>) -> tensor<2x6xf64>
    %11 = stablehlo.reshape %arg0 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %13:4 = stablehlo.while(%iterArg = %11, %iterArg_10 = %c_3, %iterArg_11 = %arg1, %iterArg_12 = %12) : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>
    cond {
      %c_13 = stablehlo.constant dense<3> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<3> : tensor<i64>
      %34 = stablehlo.subtract %c_13, %iterArg_10 : tensor<i64>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %35 = stablehlo.subtract %34, %c_14 : tensor<i64>
      %36 = func.call @dynamic_index_in_dim(%iterArg, %35) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %37 = stablehlo.slice %36 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %38 = stablehlo.reshape %37 : (tensor<1x2xf64>) -> tensor<2xf64>
      %39:2 = func.call @closed_call_3(%iterArg_11, %38) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>)
      %40 = stablehlo.slice %36 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %41 = stablehlo.reshape %40 : (tensor<1x2xf64>) -> tensor<2xf64>
      %42:2 = func.call @closed_call_3(%39#0, %41) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>)
      %43 = stablehlo.broadcast_in_dim %42#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %44 = stablehlo.broadcast_in_dim %39#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %45 = stablehlo.concatenate %43, %44, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
      %46 = func.call @dynamic_update_index_in_dim(%iterArg_12, %45, %35) : (tensor<3x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<3x2xf64>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %47 = stablehlo.add %iterArg_10, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %47, %42#0, %46 : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>
    }
    %14 = stablehlo.reshape %13#3 : (tensor<3x2xf64>) -> tensor<6xf64>
    %15 = stablehlo.negate %arg1 : tensor<2xf64>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %20:4 = stablehlo.while(%iterArg = %arg0, %iterArg_10 = %c_5, %iterArg_11 = %18, %iterArg_12 = %19) : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    cond {
      %c_13 = stablehlo.constant dense<6> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_10) : (tensor<6x2xf64>, tensor<i64>) -> tensor<2xf64>
      %35:2 = func.call @closed_call_4(%iterArg_11, %34) : (tensor<2x2xf64>, tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>)
      %36 = func.call @dynamic_update_index_in_dim_2(%iterArg_12, %35#1, %iterArg_10) : (tensor<6x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<6x2xf64>
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %37 = stablehlo.add %iterArg_10, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %37, %35#0, %36 : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    }
    %21 = stablehlo.transpose %20#3, dims = [1, 0] : (tensor<6x2xf64>) -> tensor<2x6xf64>
    %22 = stablehlo.reshape %20#2 : (tensor<2x2xf64>) -> tensor<4xf64>
    %23 = stablehlo.reshape %21 : (tensor<2x6xf64>) -> tensor<12xf64>
    %24 = stablehlo.concatenate %13#2, %14, %22, %23, dim = 0 : (tensor<2xf64>, tensor<6xf64>, tensor<4xf64>, tensor<12xf64>) -> tensor<24xf64>
    %25 = stablehlo.sine %24 : tensor<24xf64>
    %26 = stablehlo.iota dim = 0 : tensor<24xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<24xf64>
    %28 = stablehlo.multiply %27, %26 : tensor<24xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<24xf64>
    %30 = stablehlo.add %29, %28 : tensor<24xf64>
    %31 = stablehlo.multiply %25, %30 : tensor<24xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<24xf64>, tensor<f64>) -> tensor<f64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.add %cst_9, %32 : tensor<f64>
    return %33, %2#2, %3, %9#2, %10 : tensor<f64>, tensor<2xf64>, tensor<6xf64>, tensor<2x2xf64>, tensor<2x6xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x2x2xf64>, %arg1: tensor<i64>) -> tensor<2x2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 2] : (tensor<3x2x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2xf64>) -> tensor<2x2xf64>
    return %1 : tensor<2x2xf64>
  }
  func.func private @closed_call(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>) {
    %0 = stablehlo.sine %arg0 : tensor<2xf64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.multiply %arg0, %2 : tensor<2xf64>
    %4 = stablehlo.add %1, %3 : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    return %4, %5 : tensor<2xf64>, tensor<f64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i64>) -> tensor<3x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<3x2xf64>
    return %1 : tensor<3x2xf64>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x2xf64>, %arg1: tensor<i64>) -> tensor<2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<6x2xf64>, tensor<i64>, tensor<i64>) -> tensor<1x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf64>) -> tensor<2xf64>
    return %1 : tensor<2xf64>
  }
  func.func private @closed_call_1(%arg0: tensor<2x2xf64>, %arg1: tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>) {
    %0 = stablehlo.sine %arg0 : tensor<2x2xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<2x2xf64>
    %3 = stablehlo.multiply %0, %2 : tensor<2x2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %5 = stablehlo.multiply %arg0, %4 : tensor<2x2xf64>
    %6 = stablehlo.add %3, %5 : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    return %6, %7 : tensor<2x2xf64>, tensor<2xf64>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<6x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i64>) -> tensor<6x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<6x2xf64>
    return %1 : tensor<6x2xf64>
  }
  func.func private @closed_call_3(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>) {
    %0 = stablehlo.sine %arg0 : tensor<2xf64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.multiply %arg0, %2 : tensor<2xf64>
    %4 = stablehlo.add %1, %3 : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    return %4, %5 : tensor<2xf64>, tensor<f64>
  }
  func.func private @closed_call_4(%arg0: tensor<2x2xf64>, %arg1: tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>) {
    %0 = stablehlo.sine %arg0 : tensor<2x2xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<2x2xf64>
    %3 = stablehlo.multiply %0, %2 : tensor<2x2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %5 = stablehlo.multiply %arg0, %4 : tensor<2x2xf64>
    %6 = stablehlo.add %3, %5 : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    return %6, %7 : tensor<2x2xf64>, tensor<2xf64>
  }
}
