module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}) {
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
    %16 = stablehlo.real %7 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %17 = stablehlo.imag %7 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %18 = stablehlo.negate %17 : tensor<4xf64>
    %19 = stablehlo.complex %16, %18 : tensor<4xcomplex<f64>>
    %20 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %22 = stablehlo.add %20, %21 : tensor<4x4xi32>
    %23 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %24 = stablehlo.compare EQ, %22, %23, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %25 = stablehlo.convert %24 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %26 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %28 = stablehlo.add %25, %27 : tensor<4x4xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %31 = stablehlo.subtract %28, %30 : tensor<4x4xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %33 = stablehlo.divide %32, %31 : tensor<4x4xcomplex<f64>>
    %34 = stablehlo.subtract %33, %25 : tensor<4x4xcomplex<f64>>
    %35:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%11) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<i32>)
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %37 = stablehlo.subtract %35#1, %36 : tensor<4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<i32>
    %39 = stablehlo.compare GE, %35#2, %38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_8 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %43 = stablehlo.select %42, %35#0, %41 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %44 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %45:4 = stablehlo.while(%iterArg = %37, %iterArg_38 = %c_10, %iterArg_39 = %c_9, %iterArg_40 = %44) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_41 = stablehlo.constant dense<4> : tensor<i64>
      %207 = stablehlo.compare LT, %iterArg_38, %c_41, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %207 : tensor<i1>
    } do {
      %207:2 = func.call @closed_call(%iterArg, %iterArg_39, %iterArg_40) : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_41 = stablehlo.constant dense<1> : tensor<i64>
      %208 = stablehlo.add %iterArg_38, %c_41 : tensor<i64>
      stablehlo.return %iterArg, %208, %207#0, %207#1 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %46 = stablehlo.abs %11 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %47 = call @argmax(%46) : (tensor<4x4xf64>) -> tensor<4xi32>
    %48 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<4x4xi32>
    %51 = stablehlo.compare EQ, %48, %50, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %52 = stablehlo.convert %51 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %53 = stablehlo.real %11 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %54 = stablehlo.imag %11 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %55 = stablehlo.negate %54 : tensor<4x4xf64>
    %56 = stablehlo.complex %53, %55 : tensor<4x4xcomplex<f64>>
    %57 = stablehlo.multiply %52, %11 : tensor<4x4xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %59 = stablehlo.real %58 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %60 = stablehlo.real %11 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %61 = stablehlo.multiply %60, %cst : tensor<4x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.reduce(%61 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %63:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %64 = stablehlo.complex %63#0, %63#1 : tensor<4xcomplex<f64>>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<i32>
    %66 = stablehlo.compare EQ, %63#4, %65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_14 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %70 = stablehlo.select %69, %64, %68 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %71 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_15 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %74 = stablehlo.select %73, %63#2, %72 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %75 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_16 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %78 = stablehlo.select %77, %63#3, %76 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %79 = stablehlo.real %70 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %80 = stablehlo.imag %70 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %81 = stablehlo.negate %80 : tensor<4xf64>
    %82 = stablehlo.complex %79, %81 : tensor<4xcomplex<f64>>
    %83 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %85 = stablehlo.add %83, %84 : tensor<4x4xi32>
    %86 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %87 = stablehlo.compare EQ, %85, %86, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %88 = stablehlo.convert %87 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %89 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %91 = stablehlo.add %88, %90 : tensor<4x4xcomplex<f64>>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %94 = stablehlo.subtract %91, %93 : tensor<4x4xcomplex<f64>>
    %cst_18 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %96 = stablehlo.divide %95, %94 : tensor<4x4xcomplex<f64>>
    %97 = stablehlo.subtract %96, %88 : tensor<4x4xcomplex<f64>>
    %98:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%74) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<i32>)
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %100 = stablehlo.subtract %98#1, %99 : tensor<4xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<i32>
    %102 = stablehlo.compare GE, %98#2, %101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_21 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %104 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %106 = stablehlo.select %105, %98#0, %104 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %107 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %108:4 = stablehlo.while(%iterArg = %100, %iterArg_38 = %c_23, %iterArg_39 = %c_22, %iterArg_40 = %107) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_41 = stablehlo.constant dense<4> : tensor<i64>
      %207 = stablehlo.compare LT, %iterArg_38, %c_41, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %207 : tensor<i1>
    } do {
      %207:2 = func.call @closed_call(%iterArg, %iterArg_39, %iterArg_40) : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_41 = stablehlo.constant dense<1> : tensor<i64>
      %208 = stablehlo.add %iterArg_38, %c_41 : tensor<i64>
      stablehlo.return %iterArg, %208, %207#0, %207#1 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %109 = stablehlo.abs %74 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %110 = call @argmax(%109) : (tensor<4x4xf64>) -> tensor<4xi32>
    %111 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<4x4xi32>
    %114 = stablehlo.compare EQ, %111, %113, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %115 = stablehlo.convert %114 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %116 = stablehlo.real %74 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %117 = stablehlo.imag %74 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %118 = stablehlo.negate %117 : tensor<4x4xf64>
    %119 = stablehlo.complex %116, %118 : tensor<4x4xcomplex<f64>>
    %120 = stablehlo.multiply %115, %74 : tensor<4x4xcomplex<f64>>
    %cst_24 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %121 = stablehlo.reduce(%120 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %122 = stablehlo.real %121 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %123 = stablehlo.imag %74 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %124 = stablehlo.multiply %123, %cst_0 : tensor<4x4xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.reduce(%124 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %126 = stablehlo.add %62, %125 : tensor<f64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %128 = stablehlo.multiply %127, %cst_0 : tensor<4x4xf64>
    %129 = stablehlo.negate %128 : tensor<4x4xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %131 = stablehlo.complex %130, %129 : tensor<4x4xcomplex<f64>>
    %132 = stablehlo.multiply %74, %131 : tensor<4x4xcomplex<f64>>
    %cst_28 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %133 = stablehlo.reduce(%132 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %134 = stablehlo.reshape %133 : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %135 = stablehlo.reduce(%134 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<1x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %136 = stablehlo.real %135 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %137 = stablehlo.negate %135 : tensor<4xcomplex<f64>>
    %138 = stablehlo.imag %137 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %139 = stablehlo.divide %138, %122 : tensor<4xf64>
    %140 = stablehlo.negate %139 : tensor<4xf64>
    %141 = stablehlo.negate %140 : tensor<4xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %142 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %143 = stablehlo.complex %142, %141 : tensor<4xcomplex<f64>>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %145 = stablehlo.multiply %115, %144 : tensor<4x4xcomplex<f64>>
    %146 = stablehlo.add %131, %145 : tensor<4x4xcomplex<f64>>
    %147 = stablehlo.negate %136 : tensor<4xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %149 = stablehlo.complex %147, %148 : tensor<4xcomplex<f64>>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %151 = stablehlo.multiply %119, %150 : tensor<4x4xcomplex<f64>>
    %152 = stablehlo.add %146, %151 : tensor<4x4xcomplex<f64>>
    %153 = stablehlo.dot_general %152, %74, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %154 = stablehlo.transpose %153, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %155 = stablehlo.multiply %97, %154 : tensor<4x4xcomplex<f64>>
    %156 = stablehlo.dot_general %155, %74, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %158 = call @_lu_solve(%106, %108#3, %157) : (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %160 = stablehlo.real %159 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %161 = stablehlo.imag %159 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %162 = stablehlo.negate %161 : tensor<4x4xf64>
    %163 = stablehlo.complex %160, %162 : tensor<4x4xcomplex<f64>>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %165 = stablehlo.real %164 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %166 = stablehlo.convert %165 : tensor<4x4xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %167 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %168 = stablehlo.multiply %167, %cst : tensor<4x4xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %169 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %170 = stablehlo.complex %168, %169 : tensor<4x4xcomplex<f64>>
    %171 = stablehlo.multiply %11, %170 : tensor<4x4xcomplex<f64>>
    %cst_34 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %172 = stablehlo.reduce(%171 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %173 = stablehlo.reshape %172 : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %cst_35 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %174 = stablehlo.reduce(%173 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<1x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %175 = stablehlo.real %174 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %176 = stablehlo.negate %174 : tensor<4xcomplex<f64>>
    %177 = stablehlo.imag %176 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %178 = stablehlo.divide %177, %59 : tensor<4xf64>
    %179 = stablehlo.negate %178 : tensor<4xf64>
    %180 = stablehlo.negate %179 : tensor<4xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %181 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %182 = stablehlo.complex %181, %180 : tensor<4xcomplex<f64>>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %184 = stablehlo.multiply %52, %183 : tensor<4x4xcomplex<f64>>
    %185 = stablehlo.add %170, %184 : tensor<4x4xcomplex<f64>>
    %186 = stablehlo.negate %175 : tensor<4xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %187 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %188 = stablehlo.complex %186, %187 : tensor<4xcomplex<f64>>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %190 = stablehlo.multiply %56, %189 : tensor<4x4xcomplex<f64>>
    %191 = stablehlo.add %185, %190 : tensor<4x4xcomplex<f64>>
    %192 = stablehlo.dot_general %191, %11, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %193 = stablehlo.transpose %192, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %194 = stablehlo.multiply %34, %193 : tensor<4x4xcomplex<f64>>
    %195 = stablehlo.dot_general %194, %11, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %197 = call @_lu_solve(%43, %45#3, %196) : (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %198 = stablehlo.transpose %197, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %199 = stablehlo.real %198 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %200 = stablehlo.imag %198 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %201 = stablehlo.negate %200 : tensor<4x4xf64>
    %202 = stablehlo.complex %199, %201 : tensor<4x4xcomplex<f64>>
    %203 = stablehlo.transpose %202, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %204 = stablehlo.real %203 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %205 = stablehlo.convert %204 : tensor<4x4xf64>
    %206 = stablehlo.add %166, %205 : tensor<4x4xf64>
    return %126, %206 : tensor<f64>, tensor<4x4xf64>
  }
  func.func private @closed_call(%arg0: tensor<4xi32>, %arg1: tensor<i64>, %arg2: tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %28 : tensor<i64>, tensor<4xi32>
  }
  func.func private @argmax(%arg0: tensor<4x4xf64>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<4x4xf64>, tensor<4x4xi32>, tensor<f64>, tensor<i32>) -> (tensor<4xf64>, tensor<4xi32>)
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
    return %1#1 : tensor<4xi32>
  }
  func.func private @_lu_solve(%arg0: tensor<4x4xcomplex<f64>>, %arg1: tensor<4xi32>, %arg2: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4x1xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<4x4x1xcomplex<f64>>) -> tensor<4x1x4xcomplex<f64>>
    %2 = stablehlo.reshape %1 : (tensor<4x1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %3 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %4 = stablehlo.reshape %3 : (tensor<4x4xcomplex<f64>>) -> tensor<4x1x4xcomplex<f64>>
    %5 = stablehlo.reshape %4 : (tensor<4x1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.custom_call @lapack_ztrsm_ffi(%arg0, %5) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.reshape %6 : (tensor<4x4xcomplex<f64>>) -> tensor<4x1x4xcomplex<f64>>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9:2 = "stablehlo.sort"(%arg1, %8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %19 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.compare LT, %9#1, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.add %9#1, %12 : tensor<4xi32>
    %14 = stablehlo.select %11, %13, %9#1 : tensor<4xi1>, tensor<4xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = stablehlo.transpose %7, dims = [2, 0, 1] : (tensor<4x1x4xcomplex<f64>>) -> tensor<4x4x1xcomplex<f64>>
    %17 = "stablehlo.gather"(%16, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xcomplex<f64>>, tensor<4x1xi32>) -> tensor<4x4x1xcomplex<f64>>
    %18 = stablehlo.reshape %17 : (tensor<4x4x1xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    return %18 : tensor<4x4xcomplex<f64>>
  }
}
