module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.11645377298000716, 0.10527216618683684, 0.80721517595037573, 0.068598628630722039, 0.48645506313752013]> : tensor<5xf64>
    %0 = call @eigvals(%arg0) : (tensor<5x5xf64>) -> tensor<5xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.multiply %1, %cst : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %4 = call @eigvals(%arg0) : (tensor<5x5xf64>) -> tensor<5xcomplex<f64>>
    %5 = stablehlo.imag %4 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.add %3, %7 : tensor<f64>
    return %8 : tensor<f64>
  }
  func.func private @eigvals(%arg0: tensor<5x5xf64>) -> tensor<5xcomplex<f64>> {
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f64>>
    return %7 : tensor<5xcomplex<f64>>
  }
}
