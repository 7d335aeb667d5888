module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @tril(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = call @triu(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = call @_diag(%arg1) : (tensor<3xf64>) -> tensor<3x3xf64>
    %3 = call @_diag_0(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x3xf64>) -> tensor<1x1x1x3xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf64>) -> tensor<2x1x1x3xf64>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x3xf64>) -> tensor<2x3xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x2xf64>
    %9 = stablehlo.reshape %8 : (tensor<3x2xf64>) -> tensor<6xf64>
    %10 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %11 = stablehlo.concatenate %arg1, %10, dim = 0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %13 = stablehlo.multiply %12, %arg1 : tensor<3xf64>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x2xf64>
    %17 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %19 = stablehlo.add %17, %18 : tensor<3xf64>
    %20 = call @cross(%arg1, %19) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    %21 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.reshape %21 : (tensor<4x4xf64>) -> tensor<2x8xf64>
    %23 = stablehlo.iota dim = 0 : tensor<16xf64>
    %24 = stablehlo.reshape %23 : (tensor<16xf64>) -> tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %26 = stablehlo.multiply %25, %24 : tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %28 = stablehlo.add %27, %26 : tensor<4x4xf64>
    %29 = stablehlo.sine %0 : tensor<4x4xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.add %cst_4, %31 : tensor<f64>
    %33 = stablehlo.iota dim = 0 : tensor<16xf64>
    %34 = stablehlo.reshape %33 : (tensor<16xf64>) -> tensor<4x4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %36 = stablehlo.multiply %35, %34 : tensor<4x4xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %38 = stablehlo.add %37, %36 : tensor<4x4xf64>
    %39 = stablehlo.sine %1 : tensor<4x4xf64>
    %40 = stablehlo.multiply %39, %38 : tensor<4x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.add %32, %41 : tensor<f64>
    %43 = stablehlo.iota dim = 0 : tensor<9xf64>
    %44 = stablehlo.reshape %43 : (tensor<9xf64>) -> tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %46 = stablehlo.multiply %45, %44 : tensor<3x3xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %48 = stablehlo.add %47, %46 : tensor<3x3xf64>
    %49 = stablehlo.sine %2 : tensor<3x3xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %52 = stablehlo.add %42, %51 : tensor<f64>
    %53 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %55 = stablehlo.multiply %54, %53 : tensor<4xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %57 = stablehlo.add %56, %55 : tensor<4xf64>
    %58 = stablehlo.sine %3 : tensor<4xf64>
    %59 = stablehlo.multiply %58, %57 : tensor<4xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.add %52, %60 : tensor<f64>
    %62 = stablehlo.iota dim = 0 : tensor<6xf64>
    %63 = stablehlo.reshape %62 : (tensor<6xf64>) -> tensor<2x3xf64>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %65 = stablehlo.multiply %64, %63 : tensor<2x3xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %67 = stablehlo.add %66, %65 : tensor<2x3xf64>
    %68 = stablehlo.sine %7 : tensor<2x3xf64>
    %69 = stablehlo.multiply %68, %67 : tensor<2x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %70 = stablehlo.reduce(%69 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %71 = stablehlo.add %61, %70 : tensor<f64>
    %72 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %74 = stablehlo.multiply %73, %72 : tensor<6xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %76 = stablehlo.add %75, %74 : tensor<6xf64>
    %77 = stablehlo.sine %9 : tensor<6xf64>
    %78 = stablehlo.multiply %77, %76 : tensor<6xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %79 = stablehlo.reduce(%78 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %80 = stablehlo.add %71, %79 : tensor<f64>
    %81 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %83 = stablehlo.multiply %82, %81 : tensor<6xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %85 = stablehlo.add %84, %83 : tensor<6xf64>
    %86 = stablehlo.sine %11 : tensor<6xf64>
    %87 = stablehlo.multiply %86, %85 : tensor<6xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.reduce(%87 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %89 = stablehlo.add %80, %88 : tensor<f64>
    %90 = stablehlo.iota dim = 0 : tensor<6xf64>
    %91 = stablehlo.reshape %90 : (tensor<6xf64>) -> tensor<3x2xf64>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %93 = stablehlo.multiply %92, %91 : tensor<3x2xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %95 = stablehlo.add %94, %93 : tensor<3x2xf64>
    %96 = stablehlo.sine %16 : tensor<3x2xf64>
    %97 = stablehlo.multiply %96, %95 : tensor<3x2xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%97 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %99 = stablehlo.add %89, %98 : tensor<f64>
    %100 = stablehlo.iota dim = 0 : tensor<3xf64>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %102 = stablehlo.multiply %101, %100 : tensor<3xf64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %104 = stablehlo.add %103, %102 : tensor<3xf64>
    %105 = stablehlo.sine %20 : tensor<3xf64>
    %106 = stablehlo.multiply %105, %104 : tensor<3xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %108 = stablehlo.add %99, %107 : tensor<f64>
    %109 = stablehlo.iota dim = 0 : tensor<16xf64>
    %110 = stablehlo.reshape %109 : (tensor<16xf64>) -> tensor<2x8xf64>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %112 = stablehlo.multiply %111, %110 : tensor<2x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %114 = stablehlo.add %113, %112 : tensor<2x8xf64>
    %115 = stablehlo.sine %22 : tensor<2x8xf64>
    %116 = stablehlo.multiply %115, %114 : tensor<2x8xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.reduce(%116 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf64>, tensor<f64>) -> tensor<f64>
    %118 = stablehlo.add %108, %117 : tensor<f64>
    return %118 : tensor<f64>
  }
  func.func private @tril(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @triu(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @_diag(%arg0: tensor<3xf64>) -> tensor<3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xf64>, tensor<f64>) -> tensor<3x3xf64>
    return %7 : tensor<3x3xf64>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf64>, %arg2: tensor<f64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
  func.func private @_diag_0(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = call @diagonal(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      stablehlo.return %25 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    return %7 : tensor<4xf64>
  }
  func.func private @cross(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %3 = stablehlo.reshape %2 : (tensor<1xf64>) -> tensor<f64>
    %4 = stablehlo.slice %arg0 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8 = stablehlo.slice %arg1 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %8 : (tensor<1xf64>) -> tensor<f64>
    %10 = stablehlo.slice %arg1 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %11 = stablehlo.reshape %10 : (tensor<1xf64>) -> tensor<f64>
    %12 = stablehlo.multiply %3, %11 : tensor<f64>
    %13 = stablehlo.multiply %5, %9 : tensor<f64>
    %14 = stablehlo.subtract %12, %13 : tensor<f64>
    %15 = stablehlo.multiply %5, %7 : tensor<f64>
    %16 = stablehlo.multiply %1, %11 : tensor<f64>
    %17 = stablehlo.subtract %15, %16 : tensor<f64>
    %18 = stablehlo.multiply %1, %9 : tensor<f64>
    %19 = stablehlo.multiply %3, %7 : tensor<f64>
    %20 = stablehlo.subtract %18, %19 : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %22 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %23 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3xf64>
    return %24 : tensor<3xf64>
  }
}
