module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<3xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1][0]"}, tensor<3xf64> {jax.result_info = "result[1][1]"}) {
    %0:2 = call @tril(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>)
    %1:2 = call @triu(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>)
    %2:2 = call @_diag(%arg1) : (tensor<3xf64>) -> (tensor<3x3xf64>, tensor<3x3xi1>)
    %3:4 = call @_diag_0(%arg0) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>)
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
    %20:7 = call @cross(%arg1, %19) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>)
    %21 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.reshape %21 : (tensor<4x4xf64>) -> tensor<2x8xf64>
    %23 = stablehlo.reshape %0#0 : (tensor<4x4xf64>) -> tensor<16xf64>
    %24 = stablehlo.reshape %1#0 : (tensor<4x4xf64>) -> tensor<16xf64>
    %25 = stablehlo.reshape %2#0 : (tensor<3x3xf64>) -> tensor<9xf64>
    %26 = stablehlo.reshape %7 : (tensor<2x3xf64>) -> tensor<6xf64>
    %27 = stablehlo.reshape %16 : (tensor<3x2xf64>) -> tensor<6xf64>
    %28 = stablehlo.reshape %22 : (tensor<2x8xf64>) -> tensor<16xf64>
    %29 = stablehlo.concatenate %23, %24, %25, %3#0, %26, %9, %11, %27, %20#0, %28, dim = 0 : (tensor<16xf64>, tensor<16xf64>, tensor<9xf64>, tensor<4xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<3xf64>, tensor<16xf64>) -> tensor<88xf64>
    %30 = stablehlo.sine %29 : tensor<88xf64>
    %31 = stablehlo.cosine %29 : tensor<88xf64>
    %32 = stablehlo.iota dim = 0 : tensor<88xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<88xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<88xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<88xf64>
    %36 = stablehlo.add %35, %34 : tensor<88xf64>
    %37 = stablehlo.multiply %30, %36 : tensor<88xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<88xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.add %cst_4, %38 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<88xf64>
    %41 = stablehlo.multiply %40, %36 : tensor<88xf64>
    %42 = stablehlo.multiply %41, %31 : tensor<88xf64>
    %43 = stablehlo.slice %42 [0:16] : (tensor<88xf64>) -> tensor<16xf64>
    %44 = stablehlo.slice %42 [16:32] : (tensor<88xf64>) -> tensor<16xf64>
    %45 = stablehlo.slice %42 [32:41] : (tensor<88xf64>) -> tensor<9xf64>
    %46 = stablehlo.slice %42 [41:45] : (tensor<88xf64>) -> tensor<4xf64>
    %47 = stablehlo.slice %42 [45:51] : (tensor<88xf64>) -> tensor<6xf64>
    %48 = stablehlo.slice %42 [51:57] : (tensor<88xf64>) -> tensor<6xf64>
    %49 = stablehlo.slice %42 [57:63] : (tensor<88xf64>) -> tensor<6xf64>
    %50 = stablehlo.slice %42 [63:69] : (tensor<88xf64>) -> tensor<6xf64>
    %51 = stablehlo.slice %42 [69:72] : (tensor<88xf64>) -> tensor<3xf64>
    %52 = stablehlo.slice %42 [72:88] : (tensor<88xf64>) -> tensor<16xf64>
    %53 = stablehlo.reshape %52 : (tensor<16xf64>) -> tensor<2x8xf64>
    %54 = stablehlo.reshape %50 : (tensor<6xf64>) -> tensor<3x2xf64>
    %55 = stablehlo.reshape %47 : (tensor<6xf64>) -> tensor<2x3xf64>
    %56 = stablehlo.reshape %45 : (tensor<9xf64>) -> tensor<3x3xf64>
    %57 = stablehlo.reshape %44 : (tensor<16xf64>) -> tensor<4x4xf64>
    %58 = stablehlo.reshape %43 : (tensor<16xf64>) -> tensor<4x4xf64>
    %59 = stablehlo.reshape %53 : (tensor<2x8xf64>) -> tensor<4x4xf64>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %61:2 = call @cross_1(%20#1, %20#2, %20#3, %20#4, %20#5, %20#6, %51) : (tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
    %62 = stablehlo.reverse %61#1, dims = [0] : tensor<3xf64>
    %63 = stablehlo.add %61#0, %62 : tensor<3xf64>
    %64 = stablehlo.slice %54 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %65 = stablehlo.reshape %64 : (tensor<3x1xf64>) -> tensor<3xf64>
    %66 = stablehlo.slice %54 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
    %67 = stablehlo.reshape %66 : (tensor<3x1xf64>) -> tensor<3xf64>
    %68 = stablehlo.add %63, %65 : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %70 = stablehlo.multiply %69, %67 : tensor<3xf64>
    %71 = stablehlo.add %68, %70 : tensor<3xf64>
    %72 = stablehlo.slice %49 [0:3] : (tensor<6xf64>) -> tensor<3xf64>
    %73 = stablehlo.slice %49 [3:6] : (tensor<6xf64>) -> tensor<3xf64>
    %74 = stablehlo.add %71, %72 : tensor<3xf64>
    %75 = stablehlo.reverse %73, dims = [0] : tensor<3xf64>
    %76 = stablehlo.add %74, %75 : tensor<3xf64>
    %77 = stablehlo.reshape %48 : (tensor<6xf64>) -> tensor<3x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %78 = stablehlo.reduce(%77 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<3xf64>
    %79 = stablehlo.add %76, %78 : tensor<3xf64>
    %80 = stablehlo.reshape %55 : (tensor<2x3xf64>) -> tensor<2x1x1x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %81 = stablehlo.reduce(%80 init: %cst_8) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x1x1x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %82 = stablehlo.reduce(%81 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf64>, tensor<f64>) -> tensor<3xf64>
    %83 = stablehlo.add %79, %82 : tensor<3xf64>
    %84 = call @_diag_2(%3#1, %3#2, %3#3, %46) : (tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    %85 = stablehlo.add %60, %84 : tensor<4x4xf64>
    %86 = call @_diag_4(%2#1, %56) : (tensor<3x3xi1>, tensor<3x3xf64>) -> tensor<3xf64>
    %87 = stablehlo.add %83, %86 : tensor<3xf64>
    %88 = call @triu_6(%1#1, %57) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %89 = stablehlo.add %85, %88 : tensor<4x4xf64>
    %90 = call @tril_7(%0#1, %58) : (tensor<4x4xi1>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %91 = stablehlo.add %89, %90 : tensor<4x4xf64>
    return %39, %91, %87 : tensor<f64>, tensor<4x4xf64>, tensor<3xf64>
  }
  func.func private @tril(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6, %4 : tensor<4x4xf64>, tensor<4x4xi1>
  }
  func.func private @triu(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6, %4 : tensor<4x4xf64>, tensor<4x4xi1>
  }
  func.func private @_diag(%arg0: tensor<3xf64>) -> (tensor<3x3xf64>, tensor<3x3xi1>) {
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
    return %7, %5 : tensor<3x3xf64>, tensor<3x3xi1>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf64>, %arg2: tensor<f64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
  func.func private @_diag_0(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>) {
    %0:4 = call @diagonal(%arg0) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>) {
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
    %7:3 = "stablehlo.case"(%6) ({
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
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
      stablehlo.return %25, %26, %24 : tensor<4xf64>, tensor<4x4xf64>, tensor<4x2xi32>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<4x4xf64>, tensor<4x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<4xf64>, tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>
  }
  func.func private @cross(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) {
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
    return %24, %11, %3, %9, %5, %7, %1 : tensor<3xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
  }
  func.func private @cross_1(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>, %arg6: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %0 = stablehlo.slice %arg6 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %1 = stablehlo.slice %arg6 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %2 = stablehlo.slice %arg6 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.negate %3 : tensor<f64>
    %7 = stablehlo.multiply %arg1, %6 : tensor<f64>
    %8 = stablehlo.multiply %6, %arg4 : tensor<f64>
    %9 = stablehlo.multiply %arg5, %3 : tensor<f64>
    %10 = stablehlo.multiply %3, %arg2 : tensor<f64>
    %11 = stablehlo.negate %4 : tensor<f64>
    %12 = stablehlo.multiply %arg5, %11 : tensor<f64>
    %13 = stablehlo.multiply %11, %arg0 : tensor<f64>
    %14 = stablehlo.add %10, %13 : tensor<f64>
    %15 = stablehlo.multiply %arg3, %4 : tensor<f64>
    %16 = stablehlo.add %7, %15 : tensor<f64>
    %17 = stablehlo.multiply %4, %arg4 : tensor<f64>
    %18 = stablehlo.negate %5 : tensor<f64>
    %19 = stablehlo.multiply %arg3, %18 : tensor<f64>
    %20 = stablehlo.add %9, %19 : tensor<f64>
    %21 = stablehlo.multiply %18, %arg2 : tensor<f64>
    %22 = stablehlo.add %17, %21 : tensor<f64>
    %23 = stablehlo.multiply %arg1, %5 : tensor<f64>
    %24 = stablehlo.add %12, %23 : tensor<f64>
    %25 = stablehlo.multiply %5, %arg0 : tensor<f64>
    %26 = stablehlo.add %8, %25 : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %27, %cst_2, low = [2], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %29 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.pad %29, %cst_3, low = [1], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %31 = stablehlo.add %28, %30 : tensor<3xf64>
    %32 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.pad %32, %cst_4, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %34 = stablehlo.add %31, %33 : tensor<3xf64>
    %35 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.pad %35, %cst_5, low = [2], high = [0], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %37 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.pad %37, %cst_6, low = [1], high = [1], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %39 = stablehlo.add %36, %38 : tensor<3xf64>
    %40 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.pad %40, %cst_7, low = [0], high = [2], interior = [0] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %42 = stablehlo.add %39, %41 : tensor<3xf64>
    return %42, %34 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @_diag_2(%arg0: tensor<i32>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>) -> tensor<4x4xf64> {
    %0 = call @diagonal_3(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
    return %0 : tensor<4x4xf64>
  }
  func.func private @diagonal_3(%arg0: tensor<i32>, %arg1: tensor<4x4xf64>, %arg2: tensor<4x2xi32>, %arg3: tensor<4xf64>) -> tensor<4x4xf64> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f64>
        stablehlo.return %4 : tensor<f64>
      }) : (tensor<4x4xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<4x4xf64>
      stablehlo.return %3 : tensor<4x4xf64>
    }) : (tensor<i32>) -> tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
  func.func private @_diag_4(%arg0: tensor<3x3xi1>, %arg1: tensor<3x3xf64>) -> tensor<3xf64> {
    %0 = call @_where_5(%arg0, %arg1) : (tensor<3x3xi1>, tensor<3x3xf64>) -> tensor<3x1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %1, %cst_0, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.slice %2 [0:3] : (tensor<3xf64>) -> tensor<3xf64>
    return %3 : tensor<3xf64>
  }
  func.func private @_where_5(%arg0: tensor<3x3xi1>, %arg1: tensor<3x3xf64>) -> tensor<3x1xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x3xi1>, tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    return %3 : tensor<3x1xf64>
  }
  func.func private @triu_6(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
  func.func private @tril_7(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
}
