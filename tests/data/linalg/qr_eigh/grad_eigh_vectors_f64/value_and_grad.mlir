module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x5xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[1.2389090585469831, 0.79040299804864123, 0.56323471369594502, 1.2816210680659437, 0.091794032678735801], [0.36482276082810472, 0.0051011279368046109, 0.41998412720636991, 1.0637912028884458, 0.62412619327291274], [-0.12324869765934265, -1.576245132721561, 0.41364916399736035, -0.62429701355478684, 1.7039443553121341], [1.3854898304458252, 1.7916580595664422, -1.2211842298475797, 1.5995536007424689, 0.095376428611766026], [-0.29738869077005076, -1.0968614635947314, -0.098979274431709146, -0.034891377503381393, -0.68659360136378744]]> : tensor<5x5xf64>
    %0:3 = call @eigh(%arg0) : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>)
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %3 = stablehlo.multiply %2, %0#0 : tensor<5x5xf64>
    %4 = stablehlo.multiply %1, %cst : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %7 = stablehlo.multiply %6, %cst : tensor<5x5xf64>
    %8 = stablehlo.multiply %7, %3 : tensor<5x5xf64>
    %9 = call @eigh_0(%0#1, %0#0, %0#2, %8) : (tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    return %5, %9 : tensor<f64>, tensor<5x5xf64>
  }
  func.func private @eigh(%arg0: tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<5x5xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %3 = stablehlo.divide %1, %2 : tensor<5x5xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %5 = stablehlo.add %3, %4 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %7 = stablehlo.divide %5, %6 : tensor<5x5xf64>
    %8:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<5x5xi1>, tensor<5x5xf64>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<5xi1>, tensor<5xf64>
    %19 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %21 = stablehlo.add %19, %20 : tensor<5x5xi32>
    %22 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %23 = stablehlo.compare EQ, %21, %22, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %24 = stablehlo.convert %23 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %25 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %27 = stablehlo.add %24, %26 : tensor<5x5xf64>
    %28 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %30 = stablehlo.subtract %27, %29 : tensor<5x5xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %32 = stablehlo.divide %31, %30 : tensor<5x5xf64>
    %33 = stablehlo.subtract %32, %24 : tensor<5x5xf64>
    %34 = stablehlo.transpose %14, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    return %14, %34, %33 : tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>
  }
  func.func private @eigh_0(%arg0: tensor<5x5xf64>, %arg1: tensor<5x5xf64>, %arg2: tensor<5x5xf64>, %arg3: tensor<5x5xf64>) -> tensor<5x5xf64> {
    %0 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = stablehlo.multiply %arg2, %1 : tensor<5x5xf64>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %4 = stablehlo.dot_general %3, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %7 = stablehlo.divide %5, %6 : tensor<5x5xf64>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %9 = stablehlo.add %7, %8 : tensor<5x5xf64>
    return %9 : tensor<5x5xf64>
  }
}
