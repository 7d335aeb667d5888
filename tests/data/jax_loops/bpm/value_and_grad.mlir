module @jit_bpm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xcomplex<f64>>, %arg1: tensor<4x8x8xf64>, %arg2: tensor<8x8xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<8x8xcomplex<f64>> {jax.result_info = "result[1][0]"}, tensor<4x8x8xf64> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %2 = stablehlo.add %0, %1 : tensor<8xf64>
    %c = stablehlo.constant dense<8> : tensor<i64>
    %3 = call @remainder(%2, %c) : (tensor<8xf64>, tensor<i64>) -> tensor<8xf64>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %5 = stablehlo.subtract %3, %4 : tensor<8xf64>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %7 = stablehlo.divide %5, %6 : tensor<8xf64>
    %8 = stablehlo.iota dim = 0 : tensor<8xf64>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %10 = stablehlo.add %8, %9 : tensor<8xf64>
    %c_3 = stablehlo.constant dense<8> : tensor<i64>
    %11 = call @remainder(%10, %c_3) : (tensor<8xf64>, tensor<i64>) -> tensor<8xf64>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %13 = stablehlo.subtract %11, %12 : tensor<8xf64>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %15 = stablehlo.divide %13, %14 : tensor<8xf64>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %17 = stablehlo.multiply %16, %16 : tensor<8x1xf64>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x1xf64>
    %19 = stablehlo.subtract %18, %17 : tensor<8x1xf64>
    %20 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<8xf64>) -> tensor<1x8xf64>
    %21 = stablehlo.multiply %20, %20 : tensor<1x8xf64>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x8xf64>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x8xf64>) -> tensor<8x8xf64>
    %24 = stablehlo.subtract %22, %23 : tensor<8x8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %26 = stablehlo.compare GT, %24, %25, FLOAT : (tensor<8x8xf64>, tensor<8x8xf64>) -> tensor<8x8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = call @_where(%26, %24, %cst_8) : (tensor<8x8xi1>, tensor<8x8xf64>, tensor<f64>) -> tensor<8x8xf64>
    %28 = stablehlo.sqrt %27 : tensor<8x8xf64>
    %29 = stablehlo.convert %28 : (tensor<8x8xf64>) -> tensor<8x8xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,12.566370614359172)> : tensor<complex<f64>>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %31 = stablehlo.multiply %30, %29 : tensor<8x8xcomplex<f64>>
    %32 = stablehlo.exponential %31 : tensor<8x8xcomplex<f64>>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = call @_where_0(%26, %32, %cst_10) : (tensor<8x8xi1>, tensor<8x8xcomplex<f64>>, tensor<f64>) -> tensor<8x8xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<4x8x8xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<4x8x8xcomplex<f64>>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %36:6 = stablehlo.while(%iterArg = %arg1, %iterArg_23 = %33, %iterArg_24 = %c_13, %iterArg_25 = %arg0, %iterArg_26 = %34, %iterArg_27 = %35) : tensor<4x8x8xf64>, tensor<8x8xcomplex<f64>>, tensor<i64>, tensor<8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>
    cond {
      %c_28 = stablehlo.constant dense<4> : tensor<i64>
      %64 = stablehlo.compare LT, %iterArg_24, %c_28, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %64 : tensor<i1>
    } do {
      %64 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_24) : (tensor<4x8x8xf64>, tensor<i64>) -> tensor<8x8xf64>
      %65:3 = func.call @closed_call(%iterArg_23, %iterArg_25, %64) : (tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xf64>) -> (tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>)
      %66 = func.call @dynamic_update_index_in_dim(%iterArg_26, %65#1, %iterArg_24) : (tensor<4x8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<i64>) -> tensor<4x8x8xcomplex<f64>>
      %67 = func.call @dynamic_update_index_in_dim(%iterArg_27, %65#2, %iterArg_24) : (tensor<4x8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<i64>) -> tensor<4x8x8xcomplex<f64>>
      %c_28 = stablehlo.constant dense<1> : tensor<i64>
      %68 = stablehlo.add %iterArg_24, %c_28 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_23, %68, %65#0, %66, %67 : tensor<4x8x8xf64>, tensor<8x8xcomplex<f64>>, tensor<i64>, tensor<8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>
    }
    %37 = stablehlo.abs %36#3 : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xf64>
    %38 = stablehlo.real %36#3 : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xf64>
    %39 = stablehlo.imag %36#3 : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xf64>
    %40 = stablehlo.negate %39 : tensor<8x8xf64>
    %41 = stablehlo.complex %38, %40 : tensor<8x8xcomplex<f64>>
    %42 = stablehlo.convert %37 : (tensor<8x8xf64>) -> tensor<8x8xcomplex<f64>>
    %cst_14 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>) -> tensor<8x8xi1>
    %cst_15 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %46 = stablehlo.select %44, %45, %42 : tensor<8x8xi1>, tensor<8x8xcomplex<f64>>
    %47 = stablehlo.divide %41, %46 : tensor<8x8xcomplex<f64>>
    %48 = stablehlo.multiply %37, %37 : tensor<8x8xf64>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %50 = stablehlo.multiply %49, %37 : tensor<8x8xf64>
    %51 = stablehlo.subtract %48, %arg2 : tensor<8x8xf64>
    %52 = stablehlo.multiply %51, %51 : tensor<8x8xf64>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %54 = stablehlo.multiply %53, %51 : tensor<8x8xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%52 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf64>, tensor<f64>) -> tensor<f64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %57 = stablehlo.multiply %56, %54 : tensor<8x8xf64>
    %58 = stablehlo.multiply %57, %50 : tensor<8x8xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %60 = stablehlo.complex %58, %59 : tensor<8x8xcomplex<f64>>
    %61 = stablehlo.multiply %60, %47 : tensor<8x8xcomplex<f64>>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<4x8x8xf64>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %63:6 = stablehlo.while(%iterArg = %36#4, %iterArg_23 = %36#5, %iterArg_24 = %33, %iterArg_25 = %c_22, %iterArg_26 = %61, %iterArg_27 = %62) : tensor<4x8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<i64>, tensor<8x8xcomplex<f64>>, tensor<4x8x8xf64>
    cond {
      %c_28 = stablehlo.constant dense<4> : tensor<i64>
      %64 = stablehlo.compare LT, %iterArg_25, %c_28, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %64 : tensor<i1>
    } do {
      %c_28 = stablehlo.constant dense<4> : tensor<i64>
      %64 = stablehlo.subtract %c_28, %iterArg_25 : tensor<i64>
      %c_29 = stablehlo.constant dense<1> : tensor<i64>
      %65 = stablehlo.subtract %64, %c_29 : tensor<i64>
      %66 = func.call @dynamic_index_in_dim_2(%iterArg, %65) : (tensor<4x8x8xcomplex<f64>>, tensor<i64>) -> tensor<8x8xcomplex<f64>>
      %67 = func.call @dynamic_index_in_dim_2(%iterArg_23, %65) : (tensor<4x8x8xcomplex<f64>>, tensor<i64>) -> tensor<8x8xcomplex<f64>>
      %68:2 = func.call @closed_call_3(%iterArg_24, %iterArg_26, %66, %67) : (tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>) -> (tensor<8x8xcomplex<f64>>, tensor<8x8xf64>)
      %69 = func.call @dynamic_update_index_in_dim_8(%iterArg_27, %68#1, %65) : (tensor<4x8x8xf64>, tensor<8x8xf64>, tensor<i64>) -> tensor<4x8x8xf64>
      %c_30 = stablehlo.constant dense<1> : tensor<i64>
      %70 = stablehlo.add %iterArg_25, %c_30 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %70, %68#0, %69 : tensor<4x8x8xcomplex<f64>>, tensor<4x8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<i64>, tensor<8x8xcomplex<f64>>, tensor<4x8x8xf64>
    }
    return %55, %63#4, %63#5 : tensor<f64>, tensor<8x8xcomplex<f64>>, tensor<4x8x8xf64>
  }
  func.func private @remainder(%arg0: tensor<8xf64>, %arg1: tensor<i64>) -> tensor<8xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %2 = stablehlo.remainder %arg0, %1 : tensor<8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %10 = stablehlo.and %9, %4 : tensor<8xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %12 = stablehlo.add %2, %11 : tensor<8xf64>
    %13 = stablehlo.select %10, %12, %2 : tensor<8xi1>, tensor<8xf64>
    return %13 : tensor<8xf64>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8xi1>, tensor<8x8xf64>
    return %2 : tensor<8x8xf64>
  }
  func.func private @_where_0(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xcomplex<f64>>, %arg2: tensor<f64>) -> tensor<8x8xcomplex<f64>> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8xi1>, tensor<8x8xcomplex<f64>>
    return %2 : tensor<8x8xcomplex<f64>>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x8x8xf64>, %arg1: tensor<i64>) -> tensor<8x8xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 8] : (tensor<4x8x8xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8xf64>) -> tensor<8x8xf64>
    return %1 : tensor<8x8xf64>
  }
  func.func private @closed_call(%arg0: tensor<8x8xcomplex<f64>>, %arg1: tensor<8x8xcomplex<f64>>, %arg2: tensor<8x8xf64>) -> (tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>) {
    %0 = stablehlo.convert %arg2 : (tensor<8x8xf64>) -> tensor<8x8xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %2 = stablehlo.multiply %1, %0 : tensor<8x8xcomplex<f64>>
    %3 = stablehlo.exponential %2 : tensor<8x8xcomplex<f64>>
    %4 = stablehlo.multiply %arg1, %3 : tensor<8x8xcomplex<f64>>
    %5 = call @fft(%4) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x8xcomplex<f64>>
    %7 = call @fft_1(%6) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %7, %3, %arg1 : tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>, tensor<8x8xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8, 8] : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8, 8] : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x8xcomplex<f64>>, %arg1: tensor<8x8xcomplex<f64>>, %arg2: tensor<i64>) -> tensor<4x8x8xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x8xcomplex<f64>>) -> tensor<1x8x8xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x8x8xcomplex<f64>>, tensor<1x8x8xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x8x8xcomplex<f64>>
    return %1 : tensor<4x8x8xcomplex<f64>>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x8x8xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<8x8xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 8] : (tensor<4x8x8xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x8x8xcomplex<f64>>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %1 : tensor<8x8xcomplex<f64>>
  }
  func.func private @closed_call_3(%arg0: tensor<8x8xcomplex<f64>>, %arg1: tensor<8x8xcomplex<f64>>, %arg2: tensor<8x8xcomplex<f64>>, %arg3: tensor<8x8xcomplex<f64>>) -> (tensor<8x8xcomplex<f64>>, tensor<8x8xf64>) {
    %0 = call @fft_4(%arg1) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8x8xcomplex<f64>>
    %2 = call @fft_6(%1) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    %3 = stablehlo.multiply %arg3, %2 : tensor<8x8xcomplex<f64>>
    %4 = stablehlo.multiply %2, %arg2 : tensor<8x8xcomplex<f64>>
    %5 = stablehlo.multiply %3, %arg2 : tensor<8x8xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<8x8xcomplex<f64>>
    %7 = stablehlo.multiply %6, %5 : tensor<8x8xcomplex<f64>>
    %8 = stablehlo.real %7 : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xf64>
    %9 = stablehlo.convert %8 : tensor<8x8xf64>
    return %4, %9 : tensor<8x8xcomplex<f64>>, tensor<8x8xf64>
  }
  func.func private @fft_4(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = call @fft_5(%arg0) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @fft_5(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8, 8] : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @fft_6(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = call @fft_7(%arg0) : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @fft_7(%arg0: tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8, 8] : (tensor<8x8xcomplex<f64>>) -> tensor<8x8xcomplex<f64>>
    return %0 : tensor<8x8xcomplex<f64>>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x8x8xf64>, %arg1: tensor<8x8xf64>, %arg2: tensor<i64>) -> tensor<4x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x8xf64>) -> tensor<1x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x8x8xf64>, tensor<1x8x8xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x8x8xf64>
    return %1 : tensor<4x8x8xf64>
  }
}
