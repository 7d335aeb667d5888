module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %23 = stablehlo.iota dim = 0 : tensor<60xf32>
    %24 = stablehlo.reshape %23 : (tensor<60xf32>) -> tensor<5x4x3xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<5x4x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x4x3xf32>
    %28 = stablehlo.add %27, %26 : tensor<5x4x3xf32>
    %29 = stablehlo.sine %0 : tensor<5x4x3xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<5x4x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<5x4x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.add %cst_5, %31 : tensor<f32>
    %33 = stablehlo.iota dim = 0 : tensor<8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8xf32>) -> tensor<2x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %38 = stablehlo.add %37, %36 : tensor<2x4xf32>
    %39 = stablehlo.sine %16 : tensor<2x4xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %42 = stablehlo.add %32, %41 : tensor<f32>
    %43 = stablehlo.iota dim = 0 : tensor<8xf32>
    %44 = stablehlo.reshape %43 : (tensor<8xf32>) -> tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %48 = stablehlo.add %47, %46 : tensor<2x4xf32>
    %49 = stablehlo.sine %19 : tensor<2x4xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<2x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.add %42, %51 : tensor<f32>
    %53 = stablehlo.iota dim = 0 : tensor<20xf32>
    %54 = stablehlo.reshape %53 : (tensor<20xf32>) -> tensor<5x4x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x4x1xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<5x4x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x4x1xf32>
    %58 = stablehlo.add %57, %56 : tensor<5x4x1xf32>
    %59 = stablehlo.sine %22 : tensor<5x4x1xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<5x4x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<5x4x1xf32>, tensor<f32>) -> tensor<f32>
    %62 = stablehlo.add %52, %61 : tensor<f32>
    return %62 : tensor<f32>
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
