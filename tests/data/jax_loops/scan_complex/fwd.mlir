module @jit_scan_complex attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<5x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<5x4xf64>, tensor<i64>, tensor<4xcomplex<f64>>
    cond {
      %c_2 = stablehlo.constant dense<5> : tensor<i64>
      %6 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<5x4xf64>, tensor<i64>) -> tensor<4xf64>
      %7 = func.call @closed_call(%iterArg_1, %6) : (tensor<4xcomplex<f64>>, tensor<4xf64>) -> tensor<4xcomplex<f64>>
      %c_2 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_0, %c_2 : tensor<i64>
      stablehlo.return %iterArg, %8, %7 : tensor<5x4xf64>, tensor<i64>, tensor<4xcomplex<f64>>
    }
    %1 = stablehlo.abs %0#2 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %2 = stablehlo.multiply %1, %1 : tensor<4xf64>
    %3 = stablehlo.iota dim = 0 : tensor<4xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    return %5 : tensor<f64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf64>, %arg1: tensor<i64>) -> tensor<4xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf64>, tensor<i64>, tensor<i64>) -> tensor<1x4xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @closed_call(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<4xf64>) -> tensor<4xcomplex<f64>> {
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
    return %7 : tensor<4xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
}
