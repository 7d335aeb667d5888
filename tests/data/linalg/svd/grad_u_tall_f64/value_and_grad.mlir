module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[[-0.19231376978718678, 0.43176174182482424, -0.27081265521753939], [0.87909678552571902, -0.82543825742543842, -0.23988632749936925], [-0.37645748185494021, 0.30848176106212738, -0.71144254082196423], [0.2583215505420855, 0.90906849782229349, 0.089686787195903062], [2.0948177702464506, 0.74122840354028452, 1.4921710599741309]]> : tensor<5x3xf64>
    %0:7 = call @svd(%arg0) : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<1x3xf64>, tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>)
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<5x3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %3 = stablehlo.multiply %2, %0#0 : tensor<5x3xf64>
    %4 = stablehlo.multiply %1, %cst : tensor<5x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %7 = stablehlo.multiply %6, %cst : tensor<5x3xf64>
    %8 = stablehlo.multiply %7, %3 : tensor<5x3xf64>
    %9 = call @svd_0(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#0, %8) : (tensor<3x5xf64>, tensor<3x3xf64>, tensor<1x3xf64>, tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
    return %5, %9 : tensor<f64>, tensor<5x3xf64>
  }
  func.func private @svd(%arg0: tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<1x3xf64>, tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<5x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x3xi1>, tensor<5x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    %15 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x3xf64>) -> tensor<3x5xf64>
    %16 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %21 = stablehlo.add %19, %20 : tensor<3x3xf64>
    %22 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1x3xf64>) -> tensor<3x1xf64>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<3x3xf64>
    %26 = stablehlo.multiply %21, %25 : tensor<3x3xf64>
    %27 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %29 = stablehlo.add %27, %28 : tensor<3x3xi32>
    %30 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %33 = stablehlo.add %26, %32 : tensor<3x3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %35 = stablehlo.divide %34, %33 : tensor<3x3xf64>
    %36 = stablehlo.subtract %35, %32 : tensor<3x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %38 = stablehlo.compare EQ, %6, %37, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %39 = stablehlo.convert %38 : (tensor<3xi1>) -> tensor<3xf64>
    %40 = stablehlo.add %6, %39 : tensor<3xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.divide %41, %40 : tensor<3xf64>
    %43 = stablehlo.subtract %42, %39 : tensor<3xf64>
    %44 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.compare LT, %44, %46, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.add %44, %48 : tensor<3xi32>
    %50 = stablehlo.select %47, %49, %44 : tensor<3xi1>, tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %52 = stablehlo.compare LT, %44, %51, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %54 = stablehlo.add %44, %53 : tensor<3xi32>
    %55 = stablehlo.select %52, %54, %44 : tensor<3xi1>, tensor<3xi32>
    %56 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %59 = "stablehlo.scatter"(%45, %58, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<3x2xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    return %10, %15, %16, %17, %cst_11, %59, %36 : tensor<5x3xf64>, tensor<3x5xf64>, tensor<3x3xf64>, tensor<1x3xf64>, tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>
  }
  func.func private @svd_0(%arg0: tensor<3x5xf64>, %arg1: tensor<3x3xf64>, %arg2: tensor<1x3xf64>, %arg3: tensor<f64>, %arg4: tensor<3x3xf64>, %arg5: tensor<3x3xf64>, %arg6: tensor<5x3xf64>, %arg7: tensor<5x3xf64>) -> tensor<5x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<5x3xf64>
    %1 = stablehlo.divide %arg7, %0 : tensor<5x3xf64>
    %2 = stablehlo.negate %1 : tensor<5x3xf64>
    %3 = stablehlo.dot_general %2, %arg6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.dot_general %4, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %7 = stablehlo.add %1, %6 : tensor<5x3xf64>
    %8 = stablehlo.dot_general %7, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<3x3xf64>) -> tensor<5x3xf64>
    %9 = stablehlo.dot_general %arg7, %arg6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %11 = stablehlo.multiply %arg5, %10 : tensor<3x3xf64>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xf64>
    %14 = stablehlo.multiply %10, %arg4 : tensor<3x3xf64>
    %15 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<3x3xf64>
    %17 = stablehlo.negate %16 : tensor<3x3xf64>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.add %16, %18 : tensor<3x3xf64>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %21 = stablehlo.multiply %20, %13 : tensor<3x3xf64>
    %22 = stablehlo.add %19, %21 : tensor<3x3xf64>
    %23 = stablehlo.dot_general %22, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.dot_general %23, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<3x5xf64>) -> tensor<5x3xf64>
    %26 = stablehlo.add %8, %25 : tensor<5x3xf64>
    return %26 : tensor<5x3xf64>
  }
}
