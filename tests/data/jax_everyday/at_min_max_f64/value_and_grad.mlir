module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xf64>, %arg1: tensor<3x2xf64>, %arg2: tensor<3xi32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5x2xf64> {jax.result_info = "result[1][0]"}, tensor<3x2xf64> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.minimum %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %7 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %8 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %9 = stablehlo.compare EQ, %arg1, %8, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %10 = stablehlo.compare EQ, %7, %8, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %14 = stablehlo.select %9, %12, %13 : tensor<3x2xi1>, tensor<3x2xf64>
    %15 = "stablehlo.scatter"(%11, %5, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %16 = "stablehlo.gather"(%15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %19 = "stablehlo.scatter"(%17, %5, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %20 = "stablehlo.gather"(%19, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %22 = stablehlo.add %16, %21 : tensor<3x2xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %24 = stablehlo.divide %23, %22 : tensor<3x2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %26 = stablehlo.divide %25, %16 : tensor<3x2xf64>
    %27 = stablehlo.select %10, %24, %26 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %29 = stablehlo.select %9, %27, %28 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %31 = stablehlo.add %16, %30 : tensor<3x2xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %33 = stablehlo.divide %32, %31 : tensor<3x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %35 = stablehlo.select %10, %33, %34 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_12 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %37 = stablehlo.add %36, %35 : tensor<3x2xf64>
    %38 = stablehlo.divide %37, %20 : tensor<3x2xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.compare LT, %arg2, %39, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.add %arg2, %41 : tensor<3xi32>
    %43 = stablehlo.select %40, %42, %arg2 : tensor<3xi1>, tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %45 = "stablehlo.scatter"(%arg0, %44, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.maximum %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %46 = "stablehlo.gather"(%arg0, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %47 = "stablehlo.gather"(%45, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %48 = stablehlo.compare EQ, %arg1, %47, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %49 = stablehlo.compare EQ, %46, %47, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %53 = stablehlo.select %48, %51, %52 : tensor<3x2xi1>, tensor<3x2xf64>
    %54 = "stablehlo.scatter"(%50, %44, %53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %55 = "stablehlo.gather"(%54, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %58 = "stablehlo.scatter"(%56, %44, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %59 = "stablehlo.gather"(%58, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %61 = stablehlo.add %55, %60 : tensor<3x2xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %63 = stablehlo.divide %62, %61 : tensor<3x2xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %65 = stablehlo.divide %64, %55 : tensor<3x2xf64>
    %66 = stablehlo.select %49, %63, %65 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %68 = stablehlo.select %48, %66, %67 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %70 = stablehlo.add %55, %69 : tensor<3x2xf64>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %72 = stablehlo.divide %71, %70 : tensor<3x2xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %74 = stablehlo.select %49, %72, %73 : tensor<3x2xi1>, tensor<3x2xf64>
    %cst_27 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %76 = stablehlo.add %75, %74 : tensor<3x2xf64>
    %77 = stablehlo.divide %76, %59 : tensor<3x2xf64>
    %78 = stablehlo.reshape %6 : (tensor<5x2xf64>) -> tensor<10xf64>
    %79 = stablehlo.reshape %45 : (tensor<5x2xf64>) -> tensor<10xf64>
    %80 = stablehlo.concatenate %78, %79, dim = 0 : (tensor<10xf64>, tensor<10xf64>) -> tensor<20xf64>
    %81 = stablehlo.sine %80 : tensor<20xf64>
    %82 = stablehlo.cosine %80 : tensor<20xf64>
    %83 = stablehlo.iota dim = 0 : tensor<20xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %85 = stablehlo.multiply %84, %83 : tensor<20xf64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %87 = stablehlo.add %86, %85 : tensor<20xf64>
    %88 = stablehlo.multiply %81, %87 : tensor<20xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.reduce(%88 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<20xf64>, tensor<f64>) -> tensor<f64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %90 = stablehlo.add %cst_31, %89 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %92 = stablehlo.multiply %91, %87 : tensor<20xf64>
    %93 = stablehlo.multiply %92, %82 : tensor<20xf64>
    %94 = stablehlo.slice %93 [0:10] : (tensor<20xf64>) -> tensor<10xf64>
    %95 = stablehlo.slice %93 [10:20] : (tensor<20xf64>) -> tensor<10xf64>
    %96 = stablehlo.reshape %95 : (tensor<10xf64>) -> tensor<5x2xf64>
    %97 = stablehlo.reshape %94 : (tensor<10xf64>) -> tensor<5x2xf64>
    %c_33 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %99 = stablehlo.compare GE, %44, %98, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %100 = stablehlo.broadcast_in_dim %c_33, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %102 = stablehlo.compare LE, %44, %101, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %103 = stablehlo.and %99, %102 : tensor<3x1xi1>
    %c_35 = stablehlo.constant dense<true> : tensor<i1>
    %104 = stablehlo.reduce(%103 init: %c_35) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %105 = "stablehlo.gather"(%96, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %108 = stablehlo.select %106, %105, %107 : tensor<3x2xi1>, tensor<3x2xf64>
    %109 = stablehlo.multiply %108, %68 : tensor<3x2xf64>
    %110 = stablehlo.multiply %108, %77 : tensor<3x2xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %112 = "stablehlo.scatter"(%111, %44, %110) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %113 = stablehlo.add %96, %112 : tensor<5x2xf64>
    %c_38 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %114 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %115 = stablehlo.compare GE, %5, %114, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %116 = stablehlo.broadcast_in_dim %c_38, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %118 = stablehlo.compare LE, %5, %117, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %119 = stablehlo.and %115, %118 : tensor<3x1xi1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %120 = stablehlo.reduce(%119 init: %c_40) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %121 = "stablehlo.gather"(%97, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %124 = stablehlo.select %122, %121, %123 : tensor<3x2xi1>, tensor<3x2xf64>
    %125 = stablehlo.add %113, %97 : tensor<5x2xf64>
    %126 = stablehlo.multiply %124, %29 : tensor<3x2xf64>
    %127 = stablehlo.add %109, %126 : tensor<3x2xf64>
    %128 = stablehlo.multiply %124, %38 : tensor<3x2xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %129 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %130 = "stablehlo.scatter"(%129, %5, %128) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %132 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %132 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %131 = stablehlo.add %125, %130 : tensor<5x2xf64>
    return %90, %131, %127 : tensor<f64>, tensor<5x2xf64>, tensor<3x2xf64>
  }
}
