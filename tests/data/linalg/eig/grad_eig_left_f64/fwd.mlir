module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.3611906569118206, 0.080078993534081197, -0.79369656167764491, -0.037261670900650079], [-0.27190379166605871, 1.4212958858940825, 0.16770579786783571, 0.1479446889604332], [-0.89693754896044153, 1.5384756892157183, -0.43708392782729955, -0.22129214890441071], [-1.1247556893039821, 1.177736222323738, 0.42958897877908359, 0.36595907753382945]]> : tensor<4x4xf64>
    %cst_0 = stablehlo.constant dense<[[1.0998033933624276, 0.20039799165091138, -0.39949394971983415, 0.48732734352059476], [1.975268851883009, -0.25415658998955509, -0.28317092299275987, 0.89357265310313039], [0.23280629287320595, -1.4109833617197061, 1.275659631200541, -0.035742501523231454], [-0.58599412261344874, -0.67896609056309831, -1.3976512294666268, -1.0961332203417216]]> : tensor<4x4xf64>
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<4xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %16 = stablehlo.real %11 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %17 = stablehlo.multiply %16, %cst : tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %19:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %20 = stablehlo.complex %19#0, %19#1 : tensor<4xcomplex<f64>>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<i32>
    %22 = stablehlo.compare EQ, %19#4, %21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %26 = stablehlo.select %25, %20, %24 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %27 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_7 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %30 = stablehlo.select %29, %19#2, %28 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %31 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_8 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %34 = stablehlo.select %33, %19#3, %32 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %35 = stablehlo.imag %34 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %36 = stablehlo.multiply %35, %cst_0 : tensor<4x4xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.add %18, %37 : tensor<f64>
    return %38 : tensor<f64>
  }
}
