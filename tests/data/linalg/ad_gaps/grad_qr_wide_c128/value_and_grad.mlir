module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447, -0.020763110244339297], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244, 0.56290372702753788], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609, 0.97666584689174174]]> : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<[[-0.95359938058585869, -0.75929335419357658, 0.13207314730920447], [-0.99772901640096378, -0.1438181543295485, -0.89896983228715244], [0.06427876835573193, -1.9694699930986639, 0.1128622904501609]]> : tensor<3x3xf64>
    %0:8 = call @qr(%arg0) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.abs %0#1 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %2 = stablehlo.real %0#1 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %3 = stablehlo.imag %0#1 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %4 = stablehlo.negate %3 : tensor<3x4xf64>
    %5 = stablehlo.complex %2, %4 : tensor<3x4xcomplex<f64>>
    %6 = stablehlo.convert %1 : (tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xi1>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %10 = stablehlo.select %8, %9, %6 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    %11 = stablehlo.divide %5, %10 : tensor<3x4xcomplex<f64>>
    %12 = stablehlo.multiply %1, %cst : tensor<3x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %14:5 = call @qr_0(%arg0) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>)
    %15 = stablehlo.real %14#0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %16 = stablehlo.multiply %15, %cst_0 : tensor<3x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %18 = stablehlo.add %13, %17 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %20 = stablehlo.multiply %19, %cst_0 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %22 = stablehlo.complex %20, %21 : tensor<3x3xcomplex<f64>>
    %23 = call @qr_1(%14#1, %14#2, %14#3, %14#4, %14#0, %22) : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %25 = stablehlo.multiply %24, %cst : tensor<3x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %27 = stablehlo.complex %25, %26 : tensor<3x4xcomplex<f64>>
    %28 = stablehlo.multiply %27, %11 : tensor<3x4xcomplex<f64>>
    %29 = call @qr_2(%0#2, %0#3, %0#4, %0#5, %0#0, %0#6, %0#7, %28) : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %30 = stablehlo.add %23, %29 : tensor<3x4xcomplex<f64>>
    return %18, %30 : tensor<f64>, tensor<3x4xcomplex<f64>>
  }
  func.func private @qr(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f64>>) -> (tensor<3x4xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    %10 = stablehlo.slice %arg0 [0:3, 3:4] : (tensor<3x4xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %11 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %12 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.real %12 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %14 = stablehlo.imag %12 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %15 = stablehlo.negate %14 : tensor<3x3xf64>
    %16 = stablehlo.complex %13, %15 : tensor<3x3xcomplex<f64>>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %19 = stablehlo.add %17, %18 : tensor<3x3xi64>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %21 = stablehlo.compare GE, %19, %20, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %24 = stablehlo.add %22, %23 : tensor<3x3xi32>
    %25 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %26 = stablehlo.compare EQ, %24, %25, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %27 = stablehlo.convert %26 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %28 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %29 = stablehlo.real %28 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %30 = stablehlo.imag %28 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %31 = stablehlo.negate %30 : tensor<3x3xf64>
    %32 = stablehlo.complex %29, %31 : tensor<3x3xcomplex<f64>>
    return %2, %9, %11, %16, %21, %27, %10, %32 : tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @qr_0(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f64>>) -> (tensor<3x4xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    %10 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %11 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %12 = stablehlo.real %11 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %13 = stablehlo.imag %11 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %14 = stablehlo.negate %13 : tensor<3x3xf64>
    %15 = stablehlo.complex %12, %14 : tensor<3x3xcomplex<f64>>
    %16 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %18 = stablehlo.add %16, %17 : tensor<3x3xi64>
    %19 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %20 = stablehlo.compare GE, %18, %19, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %23 = stablehlo.add %21, %22 : tensor<3x3xi32>
    %24 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %25 = stablehlo.compare EQ, %23, %24, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    return %2, %10, %15, %20, %26 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
  }
  func.func private @qr_1(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3x3xcomplex<f64>>, %arg2: tensor<3x3xi1>, %arg3: tensor<3x3xcomplex<f64>>, %arg4: tensor<3x3xcomplex<f64>>, %arg5: tensor<3x3xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %0 = stablehlo.dot_general %arg5, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.negate %1 : tensor<3x3xcomplex<f64>>
    %3 = stablehlo.multiply %arg3, %1 : tensor<3x3xcomplex<f64>>
    %4 = stablehlo.negate %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.add %2, %3 : tensor<3x3xcomplex<f64>>
    %6 = stablehlo.real %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %7 = stablehlo.convert %6 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.complex %7, %8 : tensor<3x3xcomplex<f64>>
    %10 = stablehlo.add %5, %9 : tensor<3x3xcomplex<f64>>
    %11 = stablehlo.negate %1 : tensor<3x3xcomplex<f64>>
    %12 = stablehlo.real %11 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %13 = stablehlo.imag %11 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %14 = stablehlo.negate %13 : tensor<3x3xf64>
    %15 = stablehlo.complex %12, %14 : tensor<3x3xcomplex<f64>>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %17 = stablehlo.add %1, %16 : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %19 = stablehlo.select %arg2, %17, %18 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %20 = stablehlo.add %10, %19 : tensor<3x3xcomplex<f64>>
    %21 = stablehlo.dot_general %20, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %23 = stablehlo.add %arg5, %22 : tensor<3x3xcomplex<f64>>
    %24 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %23) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %25 = stablehlo.pad %24, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    return %25 : tensor<3x4xcomplex<f64>>
  }
  func.func private @qr_2(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3x3xcomplex<f64>>, %arg2: tensor<3x3xi1>, %arg3: tensor<3x3xcomplex<f64>>, %arg4: tensor<3x3xcomplex<f64>>, %arg5: tensor<3x1xcomplex<f64>>, %arg6: tensor<3x3xcomplex<f64>>, %arg7: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %0 = stablehlo.slice %arg7 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.slice %arg7 [0:3, 3:4] : (tensor<3x4xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %2 = stablehlo.dot_general %1, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<1x3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %4 = stablehlo.dot_general %1, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x1xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.real %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %6 = stablehlo.imag %4 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %7 = stablehlo.negate %6 : tensor<3x3xf64>
    %8 = stablehlo.complex %5, %7 : tensor<3x3xcomplex<f64>>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %10 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %11 = stablehlo.negate %10 : tensor<3x3xcomplex<f64>>
    %12 = stablehlo.dot_general %9, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %14 = stablehlo.negate %13 : tensor<3x3xcomplex<f64>>
    %15 = stablehlo.add %11, %13 : tensor<3x3xcomplex<f64>>
    %16 = stablehlo.add %10, %14 : tensor<3x3xcomplex<f64>>
    %17 = stablehlo.multiply %arg3, %15 : tensor<3x3xcomplex<f64>>
    %18 = stablehlo.negate %17 : tensor<3x3xcomplex<f64>>
    %19 = stablehlo.add %16, %17 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.real %18 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %21 = stablehlo.convert %20 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %23 = stablehlo.complex %21, %22 : tensor<3x3xcomplex<f64>>
    %24 = stablehlo.add %19, %23 : tensor<3x3xcomplex<f64>>
    %25 = stablehlo.negate %15 : tensor<3x3xcomplex<f64>>
    %26 = stablehlo.real %25 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %27 = stablehlo.imag %25 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %28 = stablehlo.negate %27 : tensor<3x3xf64>
    %29 = stablehlo.complex %26, %28 : tensor<3x3xcomplex<f64>>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %31 = stablehlo.add %15, %30 : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %33 = stablehlo.select %arg2, %31, %32 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %34 = stablehlo.add %24, %33 : tensor<3x3xcomplex<f64>>
    %35 = stablehlo.dot_general %34, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %37 = stablehlo.add %9, %36 : tensor<3x3xcomplex<f64>>
    %38 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %37) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %39 = stablehlo.pad %3, %cst_1, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %40 = stablehlo.pad %38, %cst_2, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %41 = stablehlo.add %39, %40 : tensor<3x4xcomplex<f64>>
    return %41 : tensor<3x4xcomplex<f64>>
  }
}
