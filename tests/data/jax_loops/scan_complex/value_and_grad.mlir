module @jit_scan_complex attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<5x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1][0]"}, tensor<5x4xf64> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x4xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_9 = %c, %iterArg_10 = %arg0, %iterArg_11 = %0, %iterArg_12 = %1) : tensor<5x4xf64>, tensor<i64>, tensor<4xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>
    cond {
      %c_13 = stablehlo.constant dense<5> : tensor<i64>
      %28 = stablehlo.compare LT, %iterArg_9, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<5x4xf64>, tensor<i64>) -> tensor<4xf64>
      %29:3 = func.call @closed_call(%iterArg_10, %28) : (tensor<4xcomplex<f64>>, tensor<4xf64>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>)
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_11, %29#1, %iterArg_9) : (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<i64>) -> tensor<5x4xcomplex<f64>>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_12, %29#2, %iterArg_9) : (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<i64>) -> tensor<5x4xcomplex<f64>>
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %32 = stablehlo.add %iterArg_9, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %32, %29#0, %30, %31 : tensor<5x4xf64>, tensor<i64>, tensor<4xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>
    }
    %3 = stablehlo.abs %2#2 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %4 = stablehlo.real %2#2 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %5 = stablehlo.imag %2#2 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %6 = stablehlo.negate %5 : tensor<4xf64>
    %7 = stablehlo.complex %4, %6 : tensor<4xcomplex<f64>>
    %8 = stablehlo.convert %3 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %10 = stablehlo.compare EQ, %8, %9, FLOAT : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4xi1>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %12 = stablehlo.select %10, %11, %8 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %13 = stablehlo.divide %7, %12 : tensor<4xcomplex<f64>>
    %14 = stablehlo.multiply %3, %3 : tensor<4xf64>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %16 = stablehlo.multiply %15, %3 : tensor<4xf64>
    %17 = stablehlo.iota dim = 0 : tensor<4xf64>
    %18 = stablehlo.multiply %14, %17 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %21 = stablehlo.multiply %20, %17 : tensor<4xf64>
    %22 = stablehlo.multiply %21, %16 : tensor<4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %24 = stablehlo.complex %22, %23 : tensor<4xcomplex<f64>>
    %25 = stablehlo.multiply %24, %13 : tensor<4xcomplex<f64>>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %27:5 = stablehlo.while(%iterArg = %2#3, %iterArg_9 = %2#4, %iterArg_10 = %c_8, %iterArg_11 = %25, %iterArg_12 = %26) : tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<i64>, tensor<4xcomplex<f64>>, tensor<5x4xf64>
    cond {
      %c_13 = stablehlo.constant dense<5> : tensor<i64>
      %28 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<5> : tensor<i64>
      %28 = stablehlo.subtract %c_13, %iterArg_10 : tensor<i64>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %29 = stablehlo.subtract %28, %c_14 : tensor<i64>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg, %29) : (tensor<5x4xcomplex<f64>>, tensor<i64>) -> tensor<4xcomplex<f64>>
      %31 = func.call @dynamic_index_in_dim_0(%iterArg_9, %29) : (tensor<5x4xcomplex<f64>>, tensor<i64>) -> tensor<4xcomplex<f64>>
      %32:2 = func.call @closed_call_1(%iterArg_11, %30, %31) : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xf64>)
      %33 = func.call @dynamic_update_index_in_dim_4(%iterArg_12, %32#1, %29) : (tensor<5x4xf64>, tensor<4xf64>, tensor<i64>) -> tensor<5x4xf64>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %34 = stablehlo.add %iterArg_10, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_9, %34, %32#0, %33 : tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<i64>, tensor<4xcomplex<f64>>, tensor<5x4xf64>
    }
    return %19, %27#3, %27#4 : tensor<f64>, tensor<4xcomplex<f64>>, tensor<5x4xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf64>, %arg1: tensor<i64>) -> tensor<4xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf64>, tensor<i64>, tensor<i64>) -> tensor<1x4xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @closed_call(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<4xf64>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) {
    %0 = stablehlo.convert %arg1 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %2 = stablehlo.multiply %1, %0 : tensor<4xcomplex<f64>>
    %3 = stablehlo.exponential %2 : tensor<4xcomplex<f64>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4xcomplex<f64>>
    %5 = call @fft(%4) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<4xcomplex<f64>>
    return %7, %3, %arg0 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xcomplex<f64>>, %arg1: tensor<4xcomplex<f64>>, %arg2: tensor<i64>) -> tensor<5x4xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xcomplex<f64>>, tensor<1x4xcomplex<f64>>, tensor<i64>, tensor<i64>) -> tensor<5x4xcomplex<f64>>
    return %1 : tensor<5x4xcomplex<f64>>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<5x4xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<4xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xcomplex<f64>>, tensor<i64>, tensor<i64>) -> tensor<1x4xcomplex<f64>>
    %1 = stablehlo.reshape %0 : (tensor<1x4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %1 : tensor<4xcomplex<f64>>
  }
  func.func private @closed_call_1(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<4xcomplex<f64>>, %arg2: tensor<4xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xf64>) {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xcomplex<f64>>
    %2 = call @fft_2(%1) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %3 = stablehlo.multiply %arg2, %2 : tensor<4xcomplex<f64>>
    %4 = stablehlo.multiply %2, %arg1 : tensor<4xcomplex<f64>>
    %5 = stablehlo.multiply %3, %arg1 : tensor<4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %7 = stablehlo.multiply %6, %5 : tensor<4xcomplex<f64>>
    %8 = stablehlo.real %7 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %9 = stablehlo.convert %8 : tensor<4xf64>
    return %4, %9 : tensor<4xcomplex<f64>>, tensor<4xf64>
  }
  func.func private @fft_2(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = call @fft_3(%arg0) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func private @fft_3(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<5x4xf64>, %arg1: tensor<4xf64>, %arg2: tensor<i64>) -> tensor<5x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf64>, tensor<1x4xf64>, tensor<i64>, tensor<i64>) -> tensor<5x4xf64>
    return %1 : tensor<5x4xf64>
  }
}
