module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x4x3xf32> {jax.result_info = "result[1][0]"}) {
    %0:2 = call @_take(%arg0, %arg1) : (tensor<5x4x3xf32>, tensor<4xi32>) -> (tensor<5x4x3xf32>, tensor<4x1xi32>)
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
    %23 = stablehlo.reshape %0#0 : (tensor<5x4x3xf32>) -> tensor<60xf32>
    %24 = stablehlo.reshape %16 : (tensor<2x4xf32>) -> tensor<8xf32>
    %25 = stablehlo.reshape %19 : (tensor<2x4xf32>) -> tensor<8xf32>
    %26 = stablehlo.reshape %22 : (tensor<5x4x1xf32>) -> tensor<20xf32>
    %27 = stablehlo.concatenate %23, %24, %25, %26, dim = 0 : (tensor<60xf32>, tensor<8xf32>, tensor<8xf32>, tensor<20xf32>) -> tensor<96xf32>
    %28 = stablehlo.sine %27 : tensor<96xf32>
    %29 = stablehlo.cosine %27 : tensor<96xf32>
    %30 = stablehlo.iota dim = 0 : tensor<96xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<96xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %34 = stablehlo.add %33, %32 : tensor<96xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<96xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.add %cst_5, %36 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %39 = stablehlo.multiply %38, %34 : tensor<96xf32>
    %40 = stablehlo.multiply %39, %29 : tensor<96xf32>
    %41 = stablehlo.slice %40 [0:60] : (tensor<96xf32>) -> tensor<60xf32>
    %42 = stablehlo.slice %40 [60:68] : (tensor<96xf32>) -> tensor<8xf32>
    %43 = stablehlo.slice %40 [68:76] : (tensor<96xf32>) -> tensor<8xf32>
    %44 = stablehlo.slice %40 [76:96] : (tensor<96xf32>) -> tensor<20xf32>
    %45 = stablehlo.reshape %44 : (tensor<20xf32>) -> tensor<5x4x1xf32>
    %46 = stablehlo.reshape %43 : (tensor<8xf32>) -> tensor<2x4xf32>
    %47 = stablehlo.reshape %42 : (tensor<8xf32>) -> tensor<2x4xf32>
    %48 = stablehlo.reshape %41 : (tensor<60xf32>) -> tensor<5x4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%45 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<5x4xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %50, %cst_8, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<5x4x3xf32>
    %52 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %53 = stablehlo.reverse %52, dims = [1] : tensor<2x4x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %53, %cst_9, low = [1, 0, 1], high = [1, 0, 1], interior = [1, 0, 0] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<5x4x3xf32>
    %55 = stablehlo.add %51, %54 : tensor<5x4x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %57 = "stablehlo.scatter"(%56, %15, %47) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %61 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %61 : tensor<f32>
    }) : (tensor<5x4x3xf32>, tensor<2x2xi32>, tensor<2x4xf32>) -> tensor<5x4x3xf32>
    %58 = stablehlo.add %55, %57 : tensor<5x4x3xf32>
    %59 = call @_take_0(%0#1, %48) : (tensor<4x1xi32>, tensor<5x4x3xf32>) -> tensor<5x4x3xf32>
    %60 = stablehlo.add %58, %59 : tensor<5x4x3xf32>
    return %37, %60 : tensor<f32>, tensor<5x4x3xf32>
  }
  func.func private @_take(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4xi32>) -> (tensor<5x4x3xf32>, tensor<4x1xi32>) {
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
    return %16, %5 : tensor<5x4x3xf32>, tensor<4x1xi32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_take_0(%arg0: tensor<4x1xi32>, %arg1: tensor<5x4x3xf32>) -> tensor<5x4x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x4x3xf32>, tensor<4x1xi32>, tensor<5x4x3xf32>) -> tensor<5x4x3xf32>
    return %1 : tensor<5x4x3xf32>
  }
}
