module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf32>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.11645377298000716, 0.10527216618683684, 0.80721517595037573, 0.068598628630722039]> : tensor<4xf64>
    %0 = call @eigvals(%arg0) : (tensor<2x4x4xf32>) -> tensor<2x4xcomplex<f32>>
    %1 = stablehlo.abs %0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x4xf32>
    %3 = stablehlo.convert %2 : (tensor<2x4xf32>) -> tensor<2x4xf64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<2x4xf64>
    %6 = stablehlo.multiply %3, %5 : tensor<2x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    return %7 : tensor<f64>
  }
  func.func private @eigvals(%arg0: tensor<2x4x4xf32>) -> tensor<2x4xcomplex<f32>> {
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    return %7 : tensor<2x4xcomplex<f32>>
  }
}
