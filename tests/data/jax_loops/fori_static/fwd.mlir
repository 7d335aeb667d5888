module @jit_fori_static attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<5xf64>, tensor<i64>, tensor<5xf64>
    cond {
      %c_2 = stablehlo.constant dense<7> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.add %iterArg_0, %c_2 : tensor<i64>
      stablehlo.return %iterArg, %4, %3 : tensor<5xf64>, tensor<i64>, tensor<5xf64>
    }
    %1 = stablehlo.multiply %0#2, %0#2 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
  }
  func.func private @closed_call(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> tensor<5xf64> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<5xf64>
    %1 = stablehlo.sine %0 : tensor<5xf64>
    %cst = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<5xf64>
    %4 = stablehlo.add %1, %3 : tensor<5xf64>
    return %4 : tensor<5xf64>
  }
}
