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
      %140 = stablehlo.minimum %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
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
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %16 = "stablehlo.gather"(%15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %19 = "stablehlo.scatter"(%17, %5, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
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
      %140 = stablehlo.maximum %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
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
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %55 = "stablehlo.gather"(%54, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %58 = "stablehlo.scatter"(%56, %44, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
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
    %78 = stablehlo.iota dim = 0 : tensor<10xf64>
    %79 = stablehlo.reshape %78 : (tensor<10xf64>) -> tensor<5x2xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %81 = stablehlo.multiply %80, %79 : tensor<5x2xf64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %83 = stablehlo.add %82, %81 : tensor<5x2xf64>
    %84 = stablehlo.sine %6 : tensor<5x2xf64>
    %85 = stablehlo.cosine %6 : tensor<5x2xf64>
    %86 = stablehlo.multiply %84, %83 : tensor<5x2xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.add %cst_31, %87 : tensor<f64>
    %89 = stablehlo.iota dim = 0 : tensor<10xf64>
    %90 = stablehlo.reshape %89 : (tensor<10xf64>) -> tensor<5x2xf64>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %92 = stablehlo.multiply %91, %90 : tensor<5x2xf64>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %93 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %94 = stablehlo.add %93, %92 : tensor<5x2xf64>
    %95 = stablehlo.sine %45 : tensor<5x2xf64>
    %96 = stablehlo.cosine %45 : tensor<5x2xf64>
    %97 = stablehlo.multiply %95, %94 : tensor<5x2xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%97 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %99 = stablehlo.add %88, %98 : tensor<f64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %101 = stablehlo.multiply %100, %94 : tensor<5x2xf64>
    %102 = stablehlo.multiply %101, %96 : tensor<5x2xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %104 = stablehlo.multiply %103, %83 : tensor<5x2xf64>
    %105 = stablehlo.multiply %104, %85 : tensor<5x2xf64>
    %c_37 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %107 = stablehlo.compare GE, %44, %106, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %108 = stablehlo.broadcast_in_dim %c_37, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %110 = stablehlo.compare LE, %44, %109, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %111 = stablehlo.and %107, %110 : tensor<3x1xi1>
    %c_39 = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.reduce(%111 init: %c_39) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %113 = "stablehlo.gather"(%102, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %115 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %116 = stablehlo.select %114, %113, %115 : tensor<3x2xi1>, tensor<3x2xf64>
    %117 = stablehlo.multiply %116, %68 : tensor<3x2xf64>
    %118 = stablehlo.multiply %116, %77 : tensor<3x2xf64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %119 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %120 = "stablehlo.scatter"(%119, %44, %118) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %121 = stablehlo.add %102, %120 : tensor<5x2xf64>
    %c_42 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %123 = stablehlo.compare GE, %5, %122, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %124 = stablehlo.broadcast_in_dim %c_42, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %126 = stablehlo.compare LE, %5, %125, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %127 = stablehlo.and %123, %126 : tensor<3x1xi1>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.reduce(%127 init: %c_44) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %129 = "stablehlo.gather"(%105, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf64>, tensor<3x1xi32>) -> tensor<3x2xf64>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<3x2xf64>
    %132 = stablehlo.select %130, %129, %131 : tensor<3x2xi1>, tensor<3x2xf64>
    %133 = stablehlo.add %121, %105 : tensor<5x2xf64>
    %134 = stablehlo.multiply %132, %29 : tensor<3x2xf64>
    %135 = stablehlo.add %117, %134 : tensor<3x2xf64>
    %136 = stablehlo.multiply %132, %38 : tensor<3x2xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %138 = "stablehlo.scatter"(%137, %5, %136) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %140 = stablehlo.add %arg3, %arg4 : tensor<f64>
      stablehlo.return %140 : tensor<f64>
    }) : (tensor<5x2xf64>, tensor<3x1xi32>, tensor<3x2xf64>) -> tensor<5x2xf64>
    %139 = stablehlo.add %133, %138 : tensor<5x2xf64>
    return %99, %139, %135 : tensor<f64>, tensor<5x2xf64>, tensor<3x2xf64>
  }
}
