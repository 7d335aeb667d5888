module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<2x3x3xf64> {jax.result_info = "result[1][0]"}) {
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
    %16:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%15) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xi32>, tensor<2xi32>)
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %18 = stablehlo.subtract %16#1, %17 : tensor<2x3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %20 = stablehlo.compare GE, %16#2, %19, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %24 = stablehlo.select %23, %16#0, %22 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %25 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %26:4 = stablehlo.while(%iterArg = %18, %iterArg_39 = %c_8, %iterArg_40 = %c_7, %iterArg_41 = %25) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_42 = stablehlo.constant dense<3> : tensor<i64>
      %185 = stablehlo.compare LT, %iterArg_39, %c_42, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %185 : tensor<i1>
    } do {
      %185:2 = func.call @closed_call(%iterArg, %iterArg_40, %iterArg_41) : (tensor<2x3xi32>, tensor<i64>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>)
      %c_42 = stablehlo.constant dense<1> : tensor<i64>
      %186 = stablehlo.add %iterArg_39, %c_42 : tensor<i64>
      stablehlo.return %iterArg, %186, %185#0, %185#1 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %27 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %31 = stablehlo.add %27, %30 : tensor<3xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<3xi1>, tensor<3xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.compare LT, %27, %33, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %36 = stablehlo.add %27, %35 : tensor<3xi32>
    %37 = stablehlo.select %34, %36, %27 : tensor<3xi1>, tensor<3xi32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %41 = stablehlo.real %7 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %42 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<2x3xf64>
    %44 = stablehlo.multiply %41, %43 : tensor<2x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %46:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %47 = stablehlo.complex %46#0, %46#1 : tensor<2x3xcomplex<f64>>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %49 = stablehlo.compare EQ, %46#4, %48, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_15 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %53 = stablehlo.select %52, %47, %51 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_16 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %57 = stablehlo.select %56, %46#2, %55 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_17 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %61 = stablehlo.select %60, %46#3, %59 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %62 = stablehlo.real %53 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %63 = stablehlo.imag %53 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %64 = stablehlo.negate %63 : tensor<2x3xf64>
    %65 = stablehlo.complex %62, %64 : tensor<2x3xcomplex<f64>>
    %66 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %68 = stablehlo.add %66, %67 : tensor<3x3xi32>
    %69 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %70 = stablehlo.compare EQ, %68, %69, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %71 = stablehlo.convert %70 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %72 = stablehlo.broadcast_in_dim %65, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x1x3xcomplex<f64>>
    %73 = stablehlo.broadcast_in_dim %71, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<1x3x3xcomplex<f64>>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %76 = stablehlo.add %74, %75 : tensor<2x3x3xcomplex<f64>>
    %77 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x1xcomplex<f64>>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x3x1xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %79 = stablehlo.subtract %76, %78 : tensor<2x3x3xcomplex<f64>>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %81 = stablehlo.divide %80, %79 : tensor<2x3x3xcomplex<f64>>
    %82 = stablehlo.broadcast_in_dim %71, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<1x3x3xcomplex<f64>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %84 = stablehlo.subtract %81, %83 : tensor<2x3x3xcomplex<f64>>
    %85:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%57) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xi32>, tensor<2xi32>)
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %87 = stablehlo.subtract %85#1, %86 : tensor<2x3xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %89 = stablehlo.compare GE, %85#2, %88, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_22 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %93 = stablehlo.select %92, %85#0, %91 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %94 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %95:4 = stablehlo.while(%iterArg = %87, %iterArg_39 = %c_24, %iterArg_40 = %c_23, %iterArg_41 = %94) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_42 = stablehlo.constant dense<3> : tensor<i64>
      %185 = stablehlo.compare LT, %iterArg_39, %c_42, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %185 : tensor<i1>
    } do {
      %185:2 = func.call @closed_call(%iterArg, %iterArg_40, %iterArg_41) : (tensor<2x3xi32>, tensor<i64>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>)
      %c_42 = stablehlo.constant dense<1> : tensor<i64>
      %186 = stablehlo.add %iterArg_39, %c_42 : tensor<i64>
      stablehlo.return %iterArg, %186, %185#0, %185#1 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %96 = stablehlo.abs %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %97 = call @argmax(%96) : (tensor<2x3x3xf64>) -> tensor<2x3xi32>
    %98 = stablehlo.iota dim = 1 : tensor<2x3x3xi32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 2] : (tensor<2x3xi32>) -> tensor<2x1x3xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x1x3xi32>) -> tensor<2x3x3xi32>
    %101 = stablehlo.compare EQ, %98, %100, SIGNED : (tensor<2x3x3xi32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi1>
    %102 = stablehlo.convert %101 : (tensor<2x3x3xi1>) -> tensor<2x3x3xcomplex<f64>>
    %103 = stablehlo.real %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %104 = stablehlo.imag %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %105 = stablehlo.negate %104 : tensor<2x3x3xf64>
    %106 = stablehlo.complex %103, %105 : tensor<2x3x3xcomplex<f64>>
    %107 = stablehlo.multiply %102, %57 : tensor<2x3x3xcomplex<f64>>
    %cst_25 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %108 = stablehlo.reduce(%107 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<2x3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %109 = stablehlo.real %108 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %110 = stablehlo.abs %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %111 = stablehlo.real %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %112 = stablehlo.imag %57 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %113 = stablehlo.negate %112 : tensor<2x3x3xf64>
    %114 = stablehlo.complex %111, %113 : tensor<2x3x3xcomplex<f64>>
    %115 = stablehlo.convert %110 : (tensor<2x3x3xf64>) -> tensor<2x3x3xcomplex<f64>>
    %cst_26 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %116 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %117 = stablehlo.compare EQ, %115, %116, FLOAT : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xi1>
    %cst_27 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %118 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %119 = stablehlo.select %117, %118, %115 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %120 = stablehlo.divide %114, %119 : tensor<2x3x3xcomplex<f64>>
    %121 = stablehlo.multiply %110, %110 : tensor<2x3x3xf64>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %123 = stablehlo.multiply %122, %110 : tensor<2x3x3xf64>
    %124 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %126 = stablehlo.multiply %121, %125 : tensor<2x3x3xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %127 = stablehlo.reduce(%126 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
    %128 = stablehlo.add %45, %127 : tensor<f64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %130 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %131 = stablehlo.multiply %129, %130 : tensor<2x3x3xf64>
    %132 = stablehlo.multiply %131, %123 : tensor<2x3x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %134 = stablehlo.complex %132, %133 : tensor<2x3x3xcomplex<f64>>
    %135 = stablehlo.multiply %134, %120 : tensor<2x3x3xcomplex<f64>>
    %136 = stablehlo.multiply %57, %135 : tensor<2x3x3xcomplex<f64>>
    %cst_32 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %137 = stablehlo.reduce(%136 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<2x3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %138 = stablehlo.reshape %137 : (tensor<2x3xcomplex<f64>>) -> tensor<2x1x3xcomplex<f64>>
    %cst_33 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %139 = stablehlo.reduce(%138 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<2x1x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %140 = stablehlo.real %139 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %141 = stablehlo.negate %139 : tensor<2x3xcomplex<f64>>
    %142 = stablehlo.imag %141 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %143 = stablehlo.divide %142, %109 : tensor<2x3xf64>
    %144 = stablehlo.negate %143 : tensor<2x3xf64>
    %145 = stablehlo.negate %144 : tensor<2x3xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %146 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %147 = stablehlo.complex %146, %145 : tensor<2x3xcomplex<f64>>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %149 = stablehlo.multiply %102, %148 : tensor<2x3x3xcomplex<f64>>
    %150 = stablehlo.add %135, %149 : tensor<2x3x3xcomplex<f64>>
    %151 = stablehlo.negate %140 : tensor<2x3xf64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %153 = stablehlo.complex %151, %152 : tensor<2x3xcomplex<f64>>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %155 = stablehlo.multiply %106, %154 : tensor<2x3x3xcomplex<f64>>
    %156 = stablehlo.add %150, %155 : tensor<2x3x3xcomplex<f64>>
    %157 = stablehlo.dot_general %156, %57, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %159 = stablehlo.multiply %84, %158 : tensor<2x3x3xcomplex<f64>>
    %160 = stablehlo.dot_general %159, %57, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %161 = stablehlo.transpose %160, dims = [2, 0, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>>
    %162 = call @_lu_solve(%93, %95#3, %161) : (tensor<2x3x3xcomplex<f64>>, tensor<2x3xi32>, tensor<3x2x3xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>>
    %163 = stablehlo.transpose %162, dims = [1, 2, 0] : (tensor<3x2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %164 = stablehlo.real %163 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %165 = stablehlo.imag %163 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %166 = stablehlo.negate %165 : tensor<2x3x3xf64>
    %167 = stablehlo.complex %164, %166 : tensor<2x3x3xcomplex<f64>>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %169 = stablehlo.real %168 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %170 = stablehlo.convert %169 : tensor<2x3x3xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %171 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %172 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<2x3xf64>
    %173 = stablehlo.multiply %171, %172 : tensor<2x3xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %174 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %175 = stablehlo.complex %173, %174 : tensor<2x3xcomplex<f64>>
    %cst_38 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %176 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %177 = "stablehlo.scatter"(%176, %40, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %185 = stablehlo.add %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %185 : tensor<complex<f64>>
    }) : (tensor<2x3x3xcomplex<f64>>, tensor<3x2xi32>, tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %178 = stablehlo.dot_general %177, %15, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %179 = stablehlo.transpose %178, dims = [2, 0, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>>
    %180 = call @_lu_solve(%24, %26#3, %179) : (tensor<2x3x3xcomplex<f64>>, tensor<2x3xi32>, tensor<3x2x3xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>>
    %181 = stablehlo.transpose %180, dims = [1, 2, 0] : (tensor<3x2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %182 = stablehlo.real %181 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %183 = stablehlo.convert %182 : tensor<2x3x3xf64>
    %184 = stablehlo.add %170, %183 : tensor<2x3x3xf64>
    return %128, %184 : tensor<f64>, tensor<2x3x3xf64>
  }
  func.func private @closed_call(%arg0: tensor<2x3xi32>, %arg1: tensor<i64>, %arg2: tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %10 = stablehlo.add %9, %c_3 : tensor<i64>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %7, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i64>
    %26 = stablehlo.convert %25 : (tensor<i64>) -> tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %7, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    return %0, %35 : tensor<i64>, tensor<2x3xi32>
  }
  func.func private @argmax(%arg0: tensor<2x3x3xf64>) -> tensor<2x3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3x3xi32>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3x3xf64>, tensor<2x3x3xi32>, tensor<f64>, tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xi32>)
     reducer(%arg1: tensor<f64>, %arg3: tensor<f64>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f64>, tensor<i32>
    }
    return %1#1 : tensor<2x3xi32>
  }
  func.func private @_lu_solve(%arg0: tensor<2x3x3xcomplex<f64>>, %arg1: tensor<2x3xi32>, %arg2: tensor<3x2x3xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<3x2x3xcomplex<f64>>) -> tensor<3x2x3x1xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 2, 3, 0] : (tensor<3x2x3x1xcomplex<f64>>) -> tensor<2x3x1x3xcomplex<f64>>
    %2 = stablehlo.reshape %1 : (tensor<2x3x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %3 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %4 = stablehlo.reshape %3 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x1x3xcomplex<f64>>
    %5 = stablehlo.reshape %4 : (tensor<2x3x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %6 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %5) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %7 = stablehlo.reshape %6 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x1x3xcomplex<f64>>
    %8 = stablehlo.iota dim = 0 : tensor<3xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %10:2 = "stablehlo.sort"(%arg1, %9) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %20 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    }) : (tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %12 = stablehlo.compare LT, %10#1, %11, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %14 = stablehlo.add %10#1, %13 : tensor<2x3xi32>
    %15 = stablehlo.select %12, %14, %10#1 : tensor<2x3xi1>, tensor<2x3xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %17 = stablehlo.transpose %7, dims = [3, 0, 1, 2] : (tensor<2x3x1x3xcomplex<f64>>) -> tensor<3x2x3x1xcomplex<f64>>
    %18 = "stablehlo.gather"(%17, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1, 1>}> : (tensor<3x2x3x1xcomplex<f64>>, tensor<2x3x1xi32>) -> tensor<3x2x3x1xcomplex<f64>>
    %19 = stablehlo.reshape %18 : (tensor<3x2x3x1xcomplex<f64>>) -> tensor<3x2x3xcomplex<f64>>
    return %19 : tensor<3x2x3xcomplex<f64>>
  }
}
