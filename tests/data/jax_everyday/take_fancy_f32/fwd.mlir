module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x4x3xf32> {jax.result_info = "result[1]"}, tensor<2x4xf32> {jax.result_info = "result[2]"}, tensor<2x4xf32> {jax.result_info = "result[3]"}, tensor<5x4x1xf32> {jax.result_info = "result[4]"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<5x4x3xf32>, tensor<4xi32>) -> tensor<5x4x3xf32>
    %1 = stablehlo.slice %arg1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %2 = stablehlo.slice %arg1 [2:4] : (tensor<4xi32>) -> tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare LT, %1, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.add %1, %5 : tensor<2xi32>
    %7 = stablehlo.select %4, %6, %1 : tensor<2xi1>, tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %9 = stablehlo.compare LT, %2, %8, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %11 = stablehlo.add %2, %10 : tensor<2xi32>
    %12 = stablehlo.select %9, %11, %2 : tensor<2xi1>, tensor<2xi32>
    %13 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %16 = "stablehlo.gather"(%arg0, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<5x4x3xf32>, tensor<2x2xi32>) -> tensor<2x4xf32>
    %17 = stablehlo.slice %arg0 [1:4:2, 0:4, 1:2] : (tensor<5x4x3xf32>) -> tensor<2x4x1xf32>
    %18 = stablehlo.reverse %17, dims = [1] : tensor<2x4x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %20 = stablehlo.slice %arg0 [0:5, 0:4, 0:1] : (tensor<5x4x3xf32>) -> tensor<5x4x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<5x4x1xf32>) -> tensor<5x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %23 = call @_take(%arg0, %arg1) : (tensor<5x4x3xf32>, tensor<4xi32>) -> tensor<5x4x3xf32>
    %24 = stablehlo.slice %arg1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %25 = stablehlo.slice %arg1 [2:4] : (tensor<4xi32>) -> tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %27 = stablehlo.compare LT, %24, %26, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %29 = stablehlo.add %24, %28 : tensor<2xi32>
    %30 = stablehlo.select %27, %29, %24 : tensor<2xi1>, tensor<2xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.compare LT, %25, %31, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %34 = stablehlo.add %25, %33 : tensor<2xi32>
    %35 = stablehlo.select %32, %34, %25 : tensor<2xi1>, tensor<2xi32>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %38 = stablehlo.concatenate %36, %37, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %39 = "stablehlo.gather"(%arg0, %38) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<5x4x3xf32>, tensor<2x2xi32>) -> tensor<2x4xf32>
    %40 = stablehlo.slice %arg0 [1:4:2, 0:4, 1:2] : (tensor<5x4x3xf32>) -> tensor<2x4x1xf32>
    %41 = stablehlo.reverse %40, dims = [1] : tensor<2x4x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %43 = stablehlo.slice %arg0 [0:5, 0:4, 0:1] : (tensor<5x4x3xf32>) -> tensor<5x4x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<5x4x1xf32>) -> tensor<5x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %46 = stablehlo.reshape %23 : (tensor<5x4x3xf32>) -> tensor<60xf32>
    %47 = stablehlo.reshape %39 : (tensor<2x4xf32>) -> tensor<8xf32>
    %48 = stablehlo.reshape %42 : (tensor<2x4xf32>) -> tensor<8xf32>
    %49 = stablehlo.reshape %45 : (tensor<5x4x1xf32>) -> tensor<20xf32>
    %50 = stablehlo.concatenate %46, %47, %48, %49, dim = 0 : (tensor<60xf32>, tensor<8xf32>, tensor<8xf32>, tensor<20xf32>) -> tensor<96xf32>
    %51 = stablehlo.sine %50 : tensor<96xf32>
    %52 = stablehlo.iota dim = 0 : tensor<96xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<96xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %56 = stablehlo.add %55, %54 : tensor<96xf32>
    %57 = stablehlo.multiply %51, %56 : tensor<96xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.add %cst_9, %58 : tensor<f32>
    return %59, %0, %16, %19, %22 : tensor<f32>, tensor<5x4x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x4x1xf32>
  }
  func.func private @_take(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4xi32>) -> tensor<5x4x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1, 3>}> : (tensor<5x4x3xf32>, tensor<4x1xi32>) -> tensor<5x4x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<4xi1>) -> tensor<5x4x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<5x4x3xi1>, tensor<5x4x3xf32>
    return %16 : tensor<5x4x3xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}
