module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.11645377298000716, 0.10527216618683684, 0.80721517595037573]> : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<[[-1.3611906569118206, 0.080078993534081197, -0.79369656167764491], [-0.27190379166605871, 1.4212958858940825, 0.16770579786783571], [-0.89693754896044153, 1.5384756892157183, -0.43708392782729955]]> : tensor<3x3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x3xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %16 = stablehlo.real %7 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<2x3xf64>
    %19 = stablehlo.multiply %16, %18 : tensor<2x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %21:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %22 = stablehlo.complex %21#0, %21#1 : tensor<2x3xcomplex<f64>>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %24 = stablehlo.compare EQ, %21#4, %23, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %28 = stablehlo.select %27, %22, %26 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_7 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %32 = stablehlo.select %31, %21#2, %30 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %33 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_8 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %36 = stablehlo.select %35, %21#3, %34 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %37 = stablehlo.abs %32 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<2x3x3xf64>
    %39 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %41 = stablehlo.multiply %38, %40 : tensor<2x3x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.add %20, %42 : tensor<f64>
    return %43 : tensor<f64>
  }
}
