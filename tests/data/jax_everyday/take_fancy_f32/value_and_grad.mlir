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
    %23 = stablehlo.iota dim = 0 : tensor<60xf32>
    %24 = stablehlo.reshape %23 : (tensor<60xf32>) -> tensor<5x4x3xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<5x4x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %28 = stablehlo.add %27, %26 : tensor<5x4x3xf32>
    %29 = stablehlo.sine %0#0 : tensor<5x4x3xf32>
    %30 = stablehlo.cosine %0#0 : tensor<5x4x3xf32>
    %31 = stablehlo.multiply %29, %28 : tensor<5x4x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<5x4x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.add %cst_5, %32 : tensor<f32>
    %34 = stablehlo.iota dim = 0 : tensor<8xf32>
    %35 = stablehlo.reshape %34 : (tensor<8xf32>) -> tensor<2x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %39 = stablehlo.add %38, %37 : tensor<2x4xf32>
    %40 = stablehlo.sine %16 : tensor<2x4xf32>
    %41 = stablehlo.cosine %16 : tensor<2x4xf32>
    %42 = stablehlo.multiply %40, %39 : tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.add %33, %43 : tensor<f32>
    %45 = stablehlo.iota dim = 0 : tensor<8xf32>
    %46 = stablehlo.reshape %45 : (tensor<8xf32>) -> tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %50 = stablehlo.add %49, %48 : tensor<2x4xf32>
    %51 = stablehlo.sine %19 : tensor<2x4xf32>
    %52 = stablehlo.cosine %19 : tensor<2x4xf32>
    %53 = stablehlo.multiply %51, %50 : tensor<2x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.add %44, %54 : tensor<f32>
    %56 = stablehlo.iota dim = 0 : tensor<20xf32>
    %57 = stablehlo.reshape %56 : (tensor<20xf32>) -> tensor<5x4x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x4x1xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<5x4x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x4x1xf32>
    %61 = stablehlo.add %60, %59 : tensor<5x4x1xf32>
    %62 = stablehlo.sine %22 : tensor<5x4x1xf32>
    %63 = stablehlo.cosine %22 : tensor<5x4x1xf32>
    %64 = stablehlo.multiply %62, %61 : tensor<5x4x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<f32>
    %66 = stablehlo.add %55, %65 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5x4x1xf32>
    %68 = stablehlo.multiply %67, %61 : tensor<5x4x1xf32>
    %69 = stablehlo.multiply %68, %63 : tensor<5x4x1xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %71 = stablehlo.multiply %70, %50 : tensor<2x4xf32>
    %72 = stablehlo.multiply %71, %52 : tensor<2x4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %74 = stablehlo.multiply %73, %39 : tensor<2x4xf32>
    %75 = stablehlo.multiply %74, %41 : tensor<2x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %77 = stablehlo.multiply %76, %28 : tensor<5x4x3xf32>
    %78 = stablehlo.multiply %77, %30 : tensor<5x4x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%69 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<5x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.pad %80, %cst_20, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<5x4x3xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %83 = stablehlo.reverse %82, dims = [1] : tensor<2x4x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %83, %cst_21, low = [1, 0, 1], high = [1, 0, 1], interior = [1, 0, 0] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<5x4x3xf32>
    %85 = stablehlo.add %81, %84 : tensor<5x4x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %87 = "stablehlo.scatter"(%86, %15, %75) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %91 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %91 : tensor<f32>
    }) : (tensor<5x4x3xf32>, tensor<2x2xi32>, tensor<2x4xf32>) -> tensor<5x4x3xf32>
    %88 = stablehlo.add %85, %87 : tensor<5x4x3xf32>
    %89 = call @_take_0(%0#1, %78) : (tensor<4x1xi32>, tensor<5x4x3xf32>) -> tensor<5x4x3xf32>
    %90 = stablehlo.add %88, %89 : tensor<5x4x3xf32>
    return %66, %90 : tensor<f32>, tensor<5x4x3xf32>
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
