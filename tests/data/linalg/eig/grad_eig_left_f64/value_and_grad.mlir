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
      %198 = stablehlo.compare LT, %iterArg_38, %c_41, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %198 : tensor<i1>
    } do {
      %198:2 = func.call @closed_call(%iterArg, %iterArg_39, %iterArg_40) : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_41 = stablehlo.constant dense<1> : tensor<i64>
      %199 = stablehlo.add %iterArg_38, %c_41 : tensor<i64>
      stablehlo.return %iterArg, %199, %198#0, %198#1 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
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
    %79 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %81 = stablehlo.add %79, %80 : tensor<4x4xi32>
    %82 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %83 = stablehlo.compare EQ, %81, %82, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %84 = stablehlo.convert %83 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %85 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %87 = stablehlo.add %84, %86 : tensor<4x4xcomplex<f64>>
    %88 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %90 = stablehlo.subtract %87, %89 : tensor<4x4xcomplex<f64>>
    %cst_18 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %91 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %92 = stablehlo.divide %91, %90 : tensor<4x4xcomplex<f64>>
    %93 = stablehlo.subtract %92, %84 : tensor<4x4xcomplex<f64>>
    %94:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%78) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<i32>)
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %96 = stablehlo.subtract %94#1, %95 : tensor<4xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<i32>
    %98 = stablehlo.compare GE, %94#2, %97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_21 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %102 = stablehlo.select %101, %94#0, %100 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %103 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %104:4 = stablehlo.while(%iterArg = %96, %iterArg_38 = %c_23, %iterArg_39 = %c_22, %iterArg_40 = %103) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_41 = stablehlo.constant dense<4> : tensor<i64>
      %198 = stablehlo.compare LT, %iterArg_38, %c_41, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %198 : tensor<i1>
    } do {
      %198:2 = func.call @closed_call(%iterArg, %iterArg_39, %iterArg_40) : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_41 = stablehlo.constant dense<1> : tensor<i64>
      %199 = stablehlo.add %iterArg_38, %c_41 : tensor<i64>
      stablehlo.return %iterArg, %199, %198#0, %198#1 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %105 = stablehlo.abs %78 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %106 = call @argmax(%105) : (tensor<4x4xf64>) -> tensor<4xi32>
    %107 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<4x4xi32>
    %110 = stablehlo.compare EQ, %107, %109, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %111 = stablehlo.convert %110 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %112 = stablehlo.real %78 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %113 = stablehlo.imag %78 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %114 = stablehlo.negate %113 : tensor<4x4xf64>
    %115 = stablehlo.complex %112, %114 : tensor<4x4xcomplex<f64>>
    %116 = stablehlo.multiply %111, %78 : tensor<4x4xcomplex<f64>>
    %cst_24 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %117 = stablehlo.reduce(%116 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %118 = stablehlo.real %117 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %119 = stablehlo.imag %78 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %120 = stablehlo.multiply %119, %cst_0 : tensor<4x4xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.reduce(%120 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %122 = stablehlo.add %62, %121 : tensor<f64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %124 = stablehlo.multiply %123, %cst_0 : tensor<4x4xf64>
    %125 = stablehlo.negate %124 : tensor<4x4xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %126 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %127 = stablehlo.complex %126, %125 : tensor<4x4xcomplex<f64>>
    %128 = stablehlo.multiply %78, %127 : tensor<4x4xcomplex<f64>>
    %cst_28 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %129 = stablehlo.reduce(%128 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %130 = stablehlo.reshape %129 : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %131 = stablehlo.reduce(%130 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<1x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %132 = stablehlo.real %131 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %133 = stablehlo.negate %131 : tensor<4xcomplex<f64>>
    %134 = stablehlo.imag %133 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %135 = stablehlo.divide %134, %118 : tensor<4xf64>
    %136 = stablehlo.negate %135 : tensor<4xf64>
    %137 = stablehlo.negate %136 : tensor<4xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %139 = stablehlo.complex %138, %137 : tensor<4xcomplex<f64>>
    %140 = stablehlo.broadcast_in_dim %139, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %141 = stablehlo.multiply %111, %140 : tensor<4x4xcomplex<f64>>
    %142 = stablehlo.add %127, %141 : tensor<4x4xcomplex<f64>>
    %143 = stablehlo.negate %132 : tensor<4xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %144 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %145 = stablehlo.complex %143, %144 : tensor<4xcomplex<f64>>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %147 = stablehlo.multiply %115, %146 : tensor<4x4xcomplex<f64>>
    %148 = stablehlo.add %142, %147 : tensor<4x4xcomplex<f64>>
    %149 = stablehlo.dot_general %148, %78, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %150 = stablehlo.transpose %149, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %151 = stablehlo.multiply %93, %150 : tensor<4x4xcomplex<f64>>
    %152 = stablehlo.dot_general %151, %78, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %153 = stablehlo.transpose %152, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %154 = call @_lu_solve(%102, %104#3, %153) : (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %155 = stablehlo.transpose %154, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %156 = stablehlo.real %155 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %157 = stablehlo.convert %156 : tensor<4x4xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %158 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %159 = stablehlo.multiply %158, %cst : tensor<4x4xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %160 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %161 = stablehlo.complex %159, %160 : tensor<4x4xcomplex<f64>>
    %162 = stablehlo.multiply %11, %161 : tensor<4x4xcomplex<f64>>
    %cst_34 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %163 = stablehlo.reduce(%162 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %164 = stablehlo.reshape %163 : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %cst_35 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %165 = stablehlo.reduce(%164 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<1x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %166 = stablehlo.real %165 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %167 = stablehlo.negate %165 : tensor<4xcomplex<f64>>
    %168 = stablehlo.imag %167 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %169 = stablehlo.divide %168, %59 : tensor<4xf64>
    %170 = stablehlo.negate %169 : tensor<4xf64>
    %171 = stablehlo.negate %170 : tensor<4xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %173 = stablehlo.complex %172, %171 : tensor<4xcomplex<f64>>
    %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %175 = stablehlo.multiply %52, %174 : tensor<4x4xcomplex<f64>>
    %176 = stablehlo.add %161, %175 : tensor<4x4xcomplex<f64>>
    %177 = stablehlo.negate %166 : tensor<4xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %178 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %179 = stablehlo.complex %177, %178 : tensor<4xcomplex<f64>>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %181 = stablehlo.multiply %56, %180 : tensor<4x4xcomplex<f64>>
    %182 = stablehlo.add %176, %181 : tensor<4x4xcomplex<f64>>
    %183 = stablehlo.dot_general %182, %11, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %184 = stablehlo.transpose %183, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %185 = stablehlo.multiply %34, %184 : tensor<4x4xcomplex<f64>>
    %186 = stablehlo.dot_general %185, %11, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %188 = call @_lu_solve(%43, %45#3, %187) : (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %189 = stablehlo.transpose %188, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %190 = stablehlo.real %189 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %191 = stablehlo.imag %189 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %192 = stablehlo.negate %191 : tensor<4x4xf64>
    %193 = stablehlo.complex %190, %192 : tensor<4x4xcomplex<f64>>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %195 = stablehlo.real %194 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %196 = stablehlo.convert %195 : tensor<4x4xf64>
    %197 = stablehlo.add %157, %196 : tensor<4x4xf64>
    return %122, %197 : tensor<f64>, tensor<4x4xf64>
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
