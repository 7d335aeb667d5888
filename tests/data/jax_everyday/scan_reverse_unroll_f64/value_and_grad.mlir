module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf64>, %arg1: tensor<2xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6x2xf64> {jax.result_info = "result[1][0]"}, tensor<2xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x2x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x2x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:6 = stablehlo.while(%iterArg = %0, %iterArg_16 = %c, %iterArg_17 = %arg1, %iterArg_18 = %1, %iterArg_19 = %2, %iterArg_20 = %3) : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %58 = stablehlo.compare LT, %iterArg_16, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %58 = stablehlo.subtract %c_21, %iterArg_16 : tensor<i64>
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.subtract %58, %c_22 : tensor<i64>
      %60 = func.call @dynamic_index_in_dim(%iterArg, %59) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %61 = stablehlo.slice %60 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %62 = stablehlo.reshape %61 : (tensor<1x2xf64>) -> tensor<2xf64>
      %63:4 = func.call @closed_call(%iterArg_17, %62) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>)
      %64 = stablehlo.slice %60 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %65 = stablehlo.reshape %64 : (tensor<1x2xf64>) -> tensor<2xf64>
      %66:4 = func.call @closed_call(%63#0, %65) : (tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>)
      %67 = stablehlo.broadcast_in_dim %66#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %68 = stablehlo.broadcast_in_dim %63#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %69 = stablehlo.concatenate %67, %68, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
      %70 = stablehlo.broadcast_in_dim %66#2, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %71 = stablehlo.broadcast_in_dim %63#2, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %72 = stablehlo.concatenate %70, %71, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
      %73 = stablehlo.broadcast_in_dim %66#3, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %74 = stablehlo.broadcast_in_dim %63#3, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %75 = stablehlo.concatenate %73, %74, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
      %76 = func.call @dynamic_update_index_in_dim(%iterArg_18, %69, %59) : (tensor<3x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<3x2xf64>
      %77 = func.call @dynamic_update_index_in_dim_0(%iterArg_19, %72, %59) : (tensor<3x2x2xf64>, tensor<2x2xf64>, tensor<i64>) -> tensor<3x2x2xf64>
      %78 = func.call @dynamic_update_index_in_dim_0(%iterArg_20, %75, %59) : (tensor<3x2x2xf64>, tensor<2x2xf64>, tensor<i64>) -> tensor<3x2x2xf64>
      %c_23 = stablehlo.constant dense<1> : tensor<i64>
      %79 = stablehlo.add %iterArg_16, %c_23 : tensor<i64>
      stablehlo.return %iterArg, %79, %66#0, %76, %77, %78 : tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>
    }
    %5 = stablehlo.reshape %4#3 : (tensor<3x2xf64>) -> tensor<6xf64>
    %6 = stablehlo.reshape %4#4 : (tensor<3x2x2xf64>) -> tensor<6x2xf64>
    %7 = stablehlo.reshape %4#5 : (tensor<3x2x2xf64>) -> tensor<6x2xf64>
    %8 = stablehlo.negate %arg1 : tensor<2xf64>
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %10 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6x2x2xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6x1x2xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<6x2x2xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %16:7 = stablehlo.while(%iterArg = %arg0, %iterArg_16 = %c_6, %iterArg_17 = %11, %iterArg_18 = %12, %iterArg_19 = %13, %iterArg_20 = %14, %iterArg_21 = %15) : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>, tensor<6x2x2xf64>, tensor<6x1x2xf64>, tensor<6x2x2xf64>
    cond {
      %c_22 = stablehlo.constant dense<6> : tensor<i64>
      %58 = stablehlo.compare LT, %iterArg_16, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %58 = func.call @dynamic_index_in_dim_1(%iterArg, %iterArg_16) : (tensor<6x2xf64>, tensor<i64>) -> tensor<2xf64>
      %59:5 = func.call @closed_call_2(%iterArg_17, %58) : (tensor<2x2xf64>, tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>)
      %60 = func.call @dynamic_update_index_in_dim_3(%iterArg_18, %59#1, %iterArg_16) : (tensor<6x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<6x2xf64>
      %61 = func.call @dynamic_update_index_in_dim_4(%iterArg_19, %59#2, %iterArg_16) : (tensor<6x2x2xf64>, tensor<2x2xf64>, tensor<i64>) -> tensor<6x2x2xf64>
      %62 = func.call @dynamic_update_index_in_dim_5(%iterArg_20, %59#3, %iterArg_16) : (tensor<6x1x2xf64>, tensor<1x2xf64>, tensor<i64>) -> tensor<6x1x2xf64>
      %63 = func.call @dynamic_update_index_in_dim_4(%iterArg_21, %59#4, %iterArg_16) : (tensor<6x2x2xf64>, tensor<2x2xf64>, tensor<i64>) -> tensor<6x2x2xf64>
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %64 = stablehlo.add %iterArg_16, %c_22 : tensor<i64>
      stablehlo.return %iterArg, %64, %59#0, %60, %61, %62, %63 : tensor<6x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>, tensor<6x2x2xf64>, tensor<6x1x2xf64>, tensor<6x2x2xf64>
    }
    %17 = stablehlo.transpose %16#3, dims = [1, 0] : (tensor<6x2xf64>) -> tensor<2x6xf64>
    %18 = stablehlo.reshape %16#2 : (tensor<2x2xf64>) -> tensor<4xf64>
    %19 = stablehlo.reshape %17 : (tensor<2x6xf64>) -> tensor<12xf64>
    %20 = stablehlo.concatenate %4#2, %5, %18, %19, dim = 0 : (tensor<2xf64>, tensor<6xf64>, tensor<4xf64>, tensor<12xf64>) -> tensor<24xf64>
    %21 = stablehlo.sine %20 : tensor<24xf64>
    %22 = stablehlo.cosine %20 : tensor<24xf64>
    %23 = stablehlo.iota dim = 0 : tensor<24xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<24xf64>
    %25 = stablehlo.multiply %24, %23 : tensor<24xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<24xf64>
    %27 = stablehlo.add %26, %25 : tensor<24xf64>
    %28 = stablehlo.multiply %21, %27 : tensor<24xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<24xf64>, tensor<f64>) -> tensor<f64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.add %cst_10, %29 : tensor<f64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<24xf64>
    %32 = stablehlo.multiply %31, %27 : tensor<24xf64>
    %33 = stablehlo.multiply %32, %22 : tensor<24xf64>
    %34 = stablehlo.slice %33 [0:2] : (tensor<24xf64>) -> tensor<2xf64>
    %35 = stablehlo.slice %33 [2:8] : (tensor<24xf64>) -> tensor<6xf64>
    %36 = stablehlo.slice %33 [8:12] : (tensor<24xf64>) -> tensor<4xf64>
    %37 = stablehlo.slice %33 [12:24] : (tensor<24xf64>) -> tensor<12xf64>
    %38 = stablehlo.reshape %37 : (tensor<12xf64>) -> tensor<2x6xf64>
    %39 = stablehlo.reshape %36 : (tensor<4xf64>) -> tensor<2x2xf64>
    %40 = stablehlo.transpose %38, dims = [1, 0] : (tensor<2x6xf64>) -> tensor<6x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<6x2xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %42:7 = stablehlo.while(%iterArg = %40, %iterArg_16 = %16#4, %iterArg_17 = %16#5, %iterArg_18 = %16#6, %iterArg_19 = %c_13, %iterArg_20 = %39, %iterArg_21 = %41) : tensor<6x2xf64>, tensor<6x2x2xf64>, tensor<6x1x2xf64>, tensor<6x2x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    cond {
      %c_22 = stablehlo.constant dense<6> : tensor<i64>
      %58 = stablehlo.compare LT, %iterArg_19, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %c_22 = stablehlo.constant dense<6> : tensor<i64>
      %58 = stablehlo.subtract %c_22, %iterArg_19 : tensor<i64>
      %c_23 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.subtract %58, %c_23 : tensor<i64>
      %60 = func.call @dynamic_index_in_dim_1(%iterArg, %59) : (tensor<6x2xf64>, tensor<i64>) -> tensor<2xf64>
      %61 = func.call @dynamic_index_in_dim_6(%iterArg_16, %59) : (tensor<6x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %62 = func.call @dynamic_index_in_dim_7(%iterArg_17, %59) : (tensor<6x1x2xf64>, tensor<i64>) -> tensor<1x2xf64>
      %63 = func.call @dynamic_index_in_dim_6(%iterArg_18, %59) : (tensor<6x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %64:2 = func.call @closed_call_8(%iterArg_20, %60, %61, %62, %63) : (tensor<2x2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>)
      %65 = func.call @dynamic_update_index_in_dim_3(%iterArg_21, %64#1, %59) : (tensor<6x2xf64>, tensor<2xf64>, tensor<i64>) -> tensor<6x2xf64>
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %66 = stablehlo.add %iterArg_19, %c_24 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %66, %64#0, %65 : tensor<6x2xf64>, tensor<6x2x2xf64>, tensor<6x1x2xf64>, tensor<6x2x2xf64>, tensor<i64>, tensor<2x2xf64>, tensor<6x2xf64>
    }
    %43 = stablehlo.slice %42#5 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %44 = stablehlo.reshape %43 : (tensor<1x2xf64>) -> tensor<2xf64>
    %45 = stablehlo.slice %42#5 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
    %46 = stablehlo.reshape %45 : (tensor<1x2xf64>) -> tensor<2xf64>
    %47 = stablehlo.negate %46 : tensor<2xf64>
    %48 = stablehlo.add %44, %47 : tensor<2xf64>
    %49 = stablehlo.reshape %35 : (tensor<6xf64>) -> tensor<3x2xf64>
    %50 = stablehlo.reshape %6 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %51 = stablehlo.reshape %arg0 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %52 = stablehlo.reshape %7 : (tensor<6x2xf64>) -> tensor<3x2x2xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<3x2x2xf64>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %54:7 = stablehlo.while(%iterArg = %49, %iterArg_16 = %50, %iterArg_17 = %51, %iterArg_18 = %52, %iterArg_19 = %c_15, %iterArg_20 = %34, %iterArg_21 = %53) : tensor<3x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2x2xf64>
    cond {
      %c_22 = stablehlo.constant dense<3> : tensor<i64>
      %58 = stablehlo.compare LT, %iterArg_19, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %58 = func.call @dynamic_index_in_dim_9(%iterArg, %iterArg_19) : (tensor<3x2xf64>, tensor<i64>) -> tensor<2xf64>
      %59 = func.call @dynamic_index_in_dim(%iterArg_16, %iterArg_19) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %60 = func.call @dynamic_index_in_dim(%iterArg_17, %iterArg_19) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %61 = func.call @dynamic_index_in_dim(%iterArg_18, %iterArg_19) : (tensor<3x2x2xf64>, tensor<i64>) -> tensor<2x2xf64>
      %62 = stablehlo.slice %58 [0:1] : (tensor<2xf64>) -> tensor<1xf64>
      %63 = stablehlo.reshape %62 : (tensor<1xf64>) -> tensor<f64>
      %64 = stablehlo.slice %59 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %65 = stablehlo.reshape %64 : (tensor<1x2xf64>) -> tensor<2xf64>
      %66 = stablehlo.slice %60 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %67 = stablehlo.reshape %66 : (tensor<1x2xf64>) -> tensor<2xf64>
      %68 = stablehlo.slice %61 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %69 = stablehlo.reshape %68 : (tensor<1x2xf64>) -> tensor<2xf64>
      %70:2 = func.call @closed_call_10(%iterArg_20, %63, %65, %67, %69) : (tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>)
      %71 = stablehlo.slice %58 [1:2] : (tensor<2xf64>) -> tensor<1xf64>
      %72 = stablehlo.reshape %71 : (tensor<1xf64>) -> tensor<f64>
      %73 = stablehlo.slice %59 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %74 = stablehlo.reshape %73 : (tensor<1x2xf64>) -> tensor<2xf64>
      %75 = stablehlo.slice %60 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %76 = stablehlo.reshape %75 : (tensor<1x2xf64>) -> tensor<2xf64>
      %77 = stablehlo.slice %61 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
      %78 = stablehlo.reshape %77 : (tensor<1x2xf64>) -> tensor<2xf64>
      %79:2 = func.call @closed_call_10(%70#0, %72, %74, %76, %78) : (tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>)
      %80 = stablehlo.broadcast_in_dim %70#1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %81 = stablehlo.broadcast_in_dim %79#1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
      %82 = stablehlo.concatenate %80, %81, dim = 0 : (tensor<1x2xf64>, tensor<1x2xf64>) -> tensor<2x2xf64>
      %83 = func.call @dynamic_update_index_in_dim_0(%iterArg_21, %82, %iterArg_19) : (tensor<3x2x2xf64>, tensor<2x2xf64>, tensor<i64>) -> tensor<3x2x2xf64>
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %84 = stablehlo.add %iterArg_19, %c_22 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %84, %79#0, %83 : tensor<3x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>, tensor<3x2x2xf64>, tensor<i64>, tensor<2xf64>, tensor<3x2x2xf64>
    }
    %55 = stablehlo.reshape %54#6 : (tensor<3x2x2xf64>) -> tensor<6x2xf64>
    %56 = stablehlo.add %48, %54#5 : tensor<2xf64>
    %57 = stablehlo.add %42#6, %55 : tensor<6x2xf64>
    return %30, %57, %56 : tensor<f64>, tensor<6x2xf64>, tensor<2xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x2x2xf64>, %arg1: tensor<i64>) -> tensor<2x2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 2] : (tensor<3x2x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2xf64>) -> tensor<2x2xf64>
    return %1 : tensor<2x2xf64>
  }
  func.func private @closed_call(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> (tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>) {
    %0 = stablehlo.sine %arg0 : tensor<2xf64>
    %1 = stablehlo.cosine %arg0 : tensor<2xf64>
    %2 = stablehlo.multiply %0, %arg1 : tensor<2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %4 = stablehlo.multiply %arg0, %3 : tensor<2xf64>
    %5 = stablehlo.add %2, %4 : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    return %5, %6, %1, %0 : tensor<2xf64>, tensor<f64>, tensor<2xf64>, tensor<2xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i64>) -> tensor<3x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<3x2xf64>
    return %1 : tensor<3x2xf64>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<3x2x2xf64>, %arg1: tensor<2x2xf64>, %arg2: tensor<i64>) -> tensor<3x2x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x2xf64>) -> tensor<1x2x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x2x2xf64>, tensor<1x2x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x2x2xf64>
    return %1 : tensor<3x2x2xf64>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<6x2xf64>, %arg1: tensor<i64>) -> tensor<2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<6x2xf64>, tensor<i64>, tensor<i64>) -> tensor<1x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf64>) -> tensor<2xf64>
    return %1 : tensor<2xf64>
  }
  func.func private @closed_call_2(%arg0: tensor<2x2xf64>, %arg1: tensor<2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>) {
    %0 = stablehlo.sine %arg0 : tensor<2x2xf64>
    %1 = stablehlo.cosine %arg0 : tensor<2x2xf64>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<2x2xf64>
    %4 = stablehlo.multiply %0, %3 : tensor<2x2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x2xf64>
    %7 = stablehlo.add %4, %6 : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    return %7, %8, %1, %2, %0 : tensor<2x2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<1x2xf64>, tensor<2x2xf64>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<6x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i64>) -> tensor<6x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<6x2xf64>
    return %1 : tensor<6x2xf64>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<6x2x2xf64>, %arg1: tensor<2x2xf64>, %arg2: tensor<i64>) -> tensor<6x2x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x2xf64>) -> tensor<1x2x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x2x2xf64>, tensor<1x2x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<6x2x2xf64>
    return %1 : tensor<6x2x2xf64>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<6x1x2xf64>, %arg1: tensor<1x2xf64>, %arg2: tensor<i64>) -> tensor<6x1x2xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x2xf64>) -> tensor<1x1x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x1x2xf64>, tensor<1x1x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<6x1x2xf64>
    return %1 : tensor<6x1x2xf64>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<6x2x2xf64>, %arg1: tensor<i64>) -> tensor<2x2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 2] : (tensor<6x2x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2xf64>) -> tensor<2x2xf64>
    return %1 : tensor<2x2xf64>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<6x1x2xf64>, %arg1: tensor<i64>) -> tensor<1x2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 2] : (tensor<6x1x2xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x1x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x1x2xf64>) -> tensor<1x2xf64>
    return %1 : tensor<1x2xf64>
  }
  func.func private @closed_call_8(%arg0: tensor<2x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<2x2xf64>, %arg3: tensor<1x2xf64>, %arg4: tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf64>) -> tensor<2x2xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %3 = stablehlo.multiply %1, %2 : tensor<2x2xf64>
    %4 = stablehlo.multiply %arg4, %1 : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    %6 = stablehlo.reshape %5 : (tensor<2xf64>) -> tensor<1x2xf64>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<2x2xf64>
    %8 = stablehlo.multiply %1, %7 : tensor<2x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.multiply %8, %arg2 : tensor<2x2xf64>
    %11 = stablehlo.add %3, %10 : tensor<2x2xf64>
    return %11, %9 : tensor<2x2xf64>, tensor<2xf64>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<3x2xf64>, %arg1: tensor<i64>) -> tensor<2xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<3x2xf64>, tensor<i64>, tensor<i64>) -> tensor<1x2xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf64>) -> tensor<2xf64>
    return %1 : tensor<2xf64>
  }
  func.func private @closed_call_10(%arg0: tensor<2xf64>, %arg1: tensor<f64>, %arg2: tensor<2xf64>, %arg3: tensor<2xf64>, %arg4: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.multiply %1, %2 : tensor<2xf64>
    %4 = stablehlo.multiply %arg4, %1 : tensor<2xf64>
    %5 = stablehlo.multiply %1, %arg3 : tensor<2xf64>
    %6 = stablehlo.multiply %5, %arg2 : tensor<2xf64>
    %7 = stablehlo.add %3, %6 : tensor<2xf64>
    return %7, %4 : tensor<2xf64>, tensor<2xf64>
  }
}
