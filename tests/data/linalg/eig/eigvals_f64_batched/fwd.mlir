module @jit_eigvals attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6xf64>) -> (tensor<2x6xcomplex<f64>> {jax.result_info = "result"}) {
    %0 = call @eigvals(%arg0) : (tensor<2x6x6xf64>) -> tensor<2x6xcomplex<f64>>
    return %0 : tensor<2x6xcomplex<f64>>
  }
  func.func private @eigvals(%arg0: tensor<2x6x6xf64>) -> tensor<2x6xcomplex<f64>> {
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=6, k=6, l=6, m=6, n=6, o=6, p=6, q=6}, custom>} : (tensor<2x6x6xf64>) -> (tensor<2x6xf64>, tensor<2x6xf64>, tensor<2x6x6xcomplex<f64>>, tensor<2x6x6xcomplex<f64>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x6xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x6xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x6xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x6xi1>, tensor<2x6xcomplex<f64>>
    return %7 : tensor<2x6xcomplex<f64>>
  }
}
