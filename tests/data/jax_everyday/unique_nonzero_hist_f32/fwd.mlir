module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<8xi64> {jax.result_info = "result[2]"}, tensor<6xi64> {jax.result_info = "result[3]"}, tensor<8xi64> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %0:3 = call @_unique_sorted_mask(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi64>)
    %1 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @clip(%1, %c_1) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.add %3, %6 : tensor<8xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi64>
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %12 = "stablehlo.scatter"(%2, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %281 : tensor<i64>
    }) : (tensor<6xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<6xi64>
    %13 = call @cumsum_1(%12) : (tensor<6xi64>) -> tensor<6xi64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %14 = call @floor_divide(%13, %c_5) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_6 = stablehlo.constant dense<8> : tensor<i64>
    %15 = call @remainder(%14, %c_6) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %19 = stablehlo.add %15, %18 : tensor<6xi64>
    %20 = stablehlo.select %17, %19, %15 : tensor<6xi1>, tensor<6xi64>
    %21 = stablehlo.convert %20 : (tensor<6xi64>) -> tensor<6xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %23 = "stablehlo.gather"(%0#0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %24 = stablehlo.iota dim = 0 : tensor<6xi64>
    %25 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %26 = stablehlo.convert %25 : (tensor<8xi32>) -> tensor<8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.reduce(%26 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %29 = stablehlo.compare LT, %24, %28, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %30 = call @_where_4(%29, %23, %c_10) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %31 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %33 = stablehlo.subtract %31, %32 : tensor<8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %35 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %36 = stablehlo.compare LT, %0#2, %35, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_14 = stablehlo.constant dense<8> : tensor<i64>
    %37 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %38 = stablehlo.add %0#2, %37 : tensor<8xi64>
    %39 = stablehlo.select %36, %38, %0#2 : tensor<8xi1>, tensor<8xi64>
    %40 = stablehlo.convert %39 : (tensor<8xi64>) -> tensor<8xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %42 = "stablehlo.scatter"(%34, %41, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      stablehlo.return %arg3 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %43 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %44 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %45 = call @clip(%43, %c_16) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<i64>
    %46 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %47 = stablehlo.compare LT, %45, %46, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_18 = stablehlo.constant dense<7> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %49 = stablehlo.add %45, %48 : tensor<8xi64>
    %50 = stablehlo.select %47, %49, %45 : tensor<8xi1>, tensor<8xi64>
    %51 = stablehlo.convert %50 : (tensor<8xi64>) -> tensor<8xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %54 = "stablehlo.scatter"(%44, %52, %53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %281 : tensor<i64>
    }) : (tensor<7xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<7xi64>
    %55 = call @cumsum_5(%54) : (tensor<7xi64>) -> tensor<7xi64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %56 = call @floor_divide_7(%55, %c_20) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    %c_21 = stablehlo.constant dense<8> : tensor<i64>
    %57 = call @remainder_9(%56, %c_21) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    %58 = stablehlo.slice %57 [1:7] : (tensor<7xi64>) -> tensor<6xi64>
    %59 = stablehlo.slice %57 [1:7] : (tensor<7xi64>) -> tensor<6xi64>
    %c_22 = stablehlo.constant dense<8> : tensor<i64>
    %60 = call @_where_10(%58, %59, %c_22) : (tensor<6xi64>, tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %62 = "stablehlo.scatter"(%57, %61, %60) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      stablehlo.return %arg3 : tensor<i64>
    }) : (tensor<7xi64>, tensor<1xi32>, tensor<6xi64>) -> tensor<7xi64>
    %63 = call @diff(%62) : (tensor<7xi64>) -> tensor<6xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.compare GT, %arg1, %64, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %66 = call @cumsum(%65) : (tensor<8xi1>) -> tensor<8xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %68 = call @clip(%66, %c_26) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %70 = stablehlo.compare LT, %68, %69, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_28 = stablehlo.constant dense<8> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %72 = stablehlo.add %68, %71 : tensor<8xi64>
    %73 = stablehlo.select %70, %72, %68 : tensor<8xi1>, tensor<8xi64>
    %74 = stablehlo.convert %73 : (tensor<8xi64>) -> tensor<8xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %77 = "stablehlo.scatter"(%67, %75, %76) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %281 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %78 = call @cumsum_11(%77) : (tensor<8xi64>) -> tensor<8xi64>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %79 = call @floor_divide_12(%78, %c_30) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_31 = stablehlo.constant dense<8> : tensor<i64>
    %80 = call @remainder_14(%79, %c_31) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %81 = stablehlo.iota dim = 0 : tensor<8xi64>
    %82 = stablehlo.convert %65 : (tensor<8xi1>) -> tensor<8xi32>
    %83 = stablehlo.convert %82 : (tensor<8xi32>) -> tensor<8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %84 = stablehlo.reduce(%83 init: %c_32) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %86 = stablehlo.compare GE, %81, %85, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_33 = stablehlo.constant dense<-1> : tensor<i64>
    %87 = call @_where_15(%86, %c_33, %80) : (tensor<8xi1>, tensor<i64>, tensor<8xi64>) -> tensor<8xi64>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %89 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.compare EQ, %89, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %91 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %93 = stablehlo.subtract %92, %cst_36 : tensor<f32>
    %94 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %95 = stablehlo.reshape %94 : (tensor<1xf32>) -> tensor<f32>
    %96 = call @_where_16(%90, %93, %95) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %97 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.compare EQ, %97, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %99 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %101 = stablehlo.add %100, %cst_38 : tensor<f32>
    %102 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %103 = stablehlo.reshape %102 : (tensor<1xf32>) -> tensor<f32>
    %104 = call @_where_16(%98, %101, %103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %105 = call @_linspace(%96, %104) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %106 = call @searchsorted(%105, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %107 = stablehlo.slice %105 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.compare EQ, %arg1, %109, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_39 = stablehlo.constant dense<4> : tensor<i64>
    %111 = call @_where_19(%110, %c_39, %106) : (tensor<8xi1>, tensor<i64>, tensor<8xi32>) -> tensor<8xi32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %114 = stablehlo.compare LT, %111, %113, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_42 = stablehlo.constant dense<5> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %116 = stablehlo.add %111, %115 : tensor<8xi32>
    %117 = stablehlo.select %114, %116, %111 : tensor<8xi1>, tensor<8xi32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %119 = "stablehlo.scatter"(%112, %118, %88) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %281 : tensor<f32>
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %120 = stablehlo.slice %119 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %122 = stablehlo.multiply %105, %121 : tensor<5xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %123 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %124 = stablehlo.compare GE, %87, %123, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_45 = stablehlo.constant dense<0> : tensor<i64>
    %125 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %126 = stablehlo.compare LT, %87, %125, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_46 = stablehlo.constant dense<8> : tensor<i64>
    %127 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %128 = stablehlo.add %87, %127 : tensor<8xi64>
    %129 = stablehlo.select %126, %128, %87 : tensor<8xi1>, tensor<8xi64>
    %130 = stablehlo.convert %129 : (tensor<8xi64>) -> tensor<8xi32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %132 = "stablehlo.gather"(%arg1, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %133 = call @_where_20(%124, %132, %cst_47) : (tensor<8xi1>, tensor<8xf32>, tensor<f64>) -> tensor<8xf32>
    %134 = stablehlo.slice %30 [0:4] : (tensor<6xi32>) -> tensor<4xi32>
    %135 = stablehlo.slice %42 [0:4] : (tensor<8xi64>) -> tensor<4xi64>
    %c_48 = stablehlo.constant dense<0> : tensor<i64>
    %136 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %137 = stablehlo.compare LT, %135, %136, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_49 = stablehlo.constant dense<8> : tensor<i64>
    %138 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %139 = stablehlo.add %135, %138 : tensor<4xi64>
    %140 = stablehlo.select %137, %139, %135 : tensor<4xi1>, tensor<4xi64>
    %141 = stablehlo.convert %140 : (tensor<4xi64>) -> tensor<4xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %143 = "stablehlo.gather"(%arg1, %142) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %144 = stablehlo.convert %134 : (tensor<4xi32>) -> tensor<4xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<4xf32>
    %146:3 = call @_unique_sorted_mask(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi64>)
    %147 = call @cumsum(%146#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<i64>
    %148 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<i64>
    %149 = call @clip(%147, %c_51) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_52 = stablehlo.constant dense<0> : tensor<i64>
    %150 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %151 = stablehlo.compare LT, %149, %150, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_53 = stablehlo.constant dense<6> : tensor<i64>
    %152 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %153 = stablehlo.add %149, %152 : tensor<8xi64>
    %154 = stablehlo.select %151, %153, %149 : tensor<8xi1>, tensor<8xi64>
    %155 = stablehlo.convert %154 : (tensor<8xi64>) -> tensor<8xi32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_54 = stablehlo.constant dense<1> : tensor<i64>
    %157 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %158 = "stablehlo.scatter"(%148, %156, %157) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %281 : tensor<i64>
    }) : (tensor<6xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<6xi64>
    %159 = call @cumsum_1(%158) : (tensor<6xi64>) -> tensor<6xi64>
    %c_55 = stablehlo.constant dense<1> : tensor<i64>
    %160 = call @floor_divide(%159, %c_55) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_56 = stablehlo.constant dense<8> : tensor<i64>
    %161 = call @remainder(%160, %c_56) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_57 = stablehlo.constant dense<0> : tensor<i64>
    %162 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %163 = stablehlo.compare LT, %161, %162, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_58 = stablehlo.constant dense<8> : tensor<i64>
    %164 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %165 = stablehlo.add %161, %164 : tensor<6xi64>
    %166 = stablehlo.select %163, %165, %161 : tensor<6xi1>, tensor<6xi64>
    %167 = stablehlo.convert %166 : (tensor<6xi64>) -> tensor<6xi32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %169 = "stablehlo.gather"(%146#0, %168) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %170 = stablehlo.iota dim = 0 : tensor<6xi64>
    %171 = stablehlo.convert %146#1 : (tensor<8xi1>) -> tensor<8xi32>
    %172 = stablehlo.convert %171 : (tensor<8xi32>) -> tensor<8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<i64>
    %173 = stablehlo.reduce(%172 init: %c_59) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %175 = stablehlo.compare LT, %170, %174, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_60 = stablehlo.constant dense<-1> : tensor<i32>
    %176 = call @_where_4(%175, %169, %c_60) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %177 = call @cumsum(%146#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c_61 = stablehlo.constant dense<1> : tensor<i64>
    %178 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %179 = stablehlo.subtract %177, %178 : tensor<8xi64>
    %c_62 = stablehlo.constant dense<0> : tensor<i64>
    %180 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_63 = stablehlo.constant dense<0> : tensor<i64>
    %181 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %182 = stablehlo.compare LT, %146#2, %181, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_64 = stablehlo.constant dense<8> : tensor<i64>
    %183 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %184 = stablehlo.add %146#2, %183 : tensor<8xi64>
    %185 = stablehlo.select %182, %184, %146#2 : tensor<8xi1>, tensor<8xi64>
    %186 = stablehlo.convert %185 : (tensor<8xi64>) -> tensor<8xi32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %188 = "stablehlo.scatter"(%180, %187, %179) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      stablehlo.return %arg3 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %190 = stablehlo.compare GT, %arg1, %189, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %191 = call @cumsum(%190) : (tensor<8xi1>) -> tensor<8xi64>
    %c_66 = stablehlo.constant dense<0> : tensor<i64>
    %192 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_67 = stablehlo.constant dense<0> : tensor<i64>
    %193 = call @clip(%191, %c_67) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_68 = stablehlo.constant dense<0> : tensor<i64>
    %194 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %195 = stablehlo.compare LT, %193, %194, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_69 = stablehlo.constant dense<8> : tensor<i64>
    %196 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %197 = stablehlo.add %193, %196 : tensor<8xi64>
    %198 = stablehlo.select %195, %197, %193 : tensor<8xi1>, tensor<8xi64>
    %199 = stablehlo.convert %198 : (tensor<8xi64>) -> tensor<8xi32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_70 = stablehlo.constant dense<1> : tensor<i64>
    %201 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %202 = "stablehlo.scatter"(%192, %200, %201) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %281 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %203 = call @cumsum_11(%202) : (tensor<8xi64>) -> tensor<8xi64>
    %c_71 = stablehlo.constant dense<1> : tensor<i64>
    %204 = call @floor_divide_12(%203, %c_71) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_72 = stablehlo.constant dense<8> : tensor<i64>
    %205 = call @remainder_14(%204, %c_72) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %206 = stablehlo.iota dim = 0 : tensor<8xi64>
    %207 = stablehlo.convert %190 : (tensor<8xi1>) -> tensor<8xi32>
    %208 = stablehlo.convert %207 : (tensor<8xi32>) -> tensor<8xi64>
    %c_73 = stablehlo.constant dense<0> : tensor<i64>
    %209 = stablehlo.reduce(%208 init: %c_73) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %211 = stablehlo.compare GE, %206, %210, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_74 = stablehlo.constant dense<-1> : tensor<i64>
    %212 = call @_where_15(%211, %c_74, %205) : (tensor<8xi1>, tensor<i64>, tensor<8xi64>) -> tensor<8xi64>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = call @_ptp(%cst_0) : (tensor<2xf32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.compare EQ, %214, %cst_76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %216 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %217 = stablehlo.reshape %216 : (tensor<1xf32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %218 = stablehlo.subtract %217, %cst_77 : tensor<f32>
    %219 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %220 = stablehlo.reshape %219 : (tensor<1xf32>) -> tensor<f32>
    %221 = call @_where_16(%215, %218, %220) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %222 = call @_ptp(%cst_0) : (tensor<2xf32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %222, %cst_78, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %224 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %225 = stablehlo.reshape %224 : (tensor<1xf32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.add %225, %cst_79 : tensor<f32>
    %227 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %228 = stablehlo.reshape %227 : (tensor<1xf32>) -> tensor<f32>
    %229 = call @_where_16(%223, %226, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %230 = call @_linspace(%221, %229) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %231 = call @searchsorted(%230, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %232 = stablehlo.slice %230 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %233 = stablehlo.reshape %232 : (tensor<1xf32>) -> tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.compare EQ, %arg1, %234, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_80 = stablehlo.constant dense<4> : tensor<i64>
    %236 = call @_where_19(%235, %c_80, %231) : (tensor<8xi1>, tensor<i64>, tensor<8xi32>) -> tensor<8xi32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %239 = stablehlo.compare LT, %236, %238, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_83 = stablehlo.constant dense<5> : tensor<i32>
    %240 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %241 = stablehlo.add %236, %240 : tensor<8xi32>
    %242 = stablehlo.select %239, %241, %236 : tensor<8xi1>, tensor<8xi32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %244 = "stablehlo.scatter"(%237, %243, %213) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %281 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %281 : tensor<f32>
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %245 = stablehlo.slice %244 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %247 = stablehlo.multiply %230, %246 : tensor<5xf32>
    %c_85 = stablehlo.constant dense<0> : tensor<i64>
    %248 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %249 = stablehlo.compare GE, %212, %248, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_86 = stablehlo.constant dense<0> : tensor<i64>
    %250 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %251 = stablehlo.compare LT, %212, %250, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_87 = stablehlo.constant dense<8> : tensor<i64>
    %252 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %253 = stablehlo.add %212, %252 : tensor<8xi64>
    %254 = stablehlo.select %251, %253, %212 : tensor<8xi1>, tensor<8xi64>
    %255 = stablehlo.convert %254 : (tensor<8xi64>) -> tensor<8xi32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %257 = "stablehlo.gather"(%arg1, %256) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %258 = call @_where_20(%249, %257, %cst_88) : (tensor<8xi1>, tensor<8xf32>, tensor<f64>) -> tensor<8xf32>
    %259 = stablehlo.slice %176 [0:4] : (tensor<6xi32>) -> tensor<4xi32>
    %260 = stablehlo.slice %188 [0:4] : (tensor<8xi64>) -> tensor<4xi64>
    %c_89 = stablehlo.constant dense<0> : tensor<i64>
    %261 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %262 = stablehlo.compare LT, %260, %261, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_90 = stablehlo.constant dense<8> : tensor<i64>
    %263 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %264 = stablehlo.add %260, %263 : tensor<4xi64>
    %265 = stablehlo.select %262, %264, %260 : tensor<4xi1>, tensor<4xi64>
    %266 = stablehlo.convert %265 : (tensor<4xi64>) -> tensor<4xi32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %268 = "stablehlo.gather"(%arg1, %267) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %269 = stablehlo.convert %259 : (tensor<4xi32>) -> tensor<4xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<4xf32>
    %271 = stablehlo.concatenate %245, %247, %258, %270, dim = 0 : (tensor<4xf32>, tensor<5xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<21xf32>
    %272 = stablehlo.sine %271 : tensor<21xf32>
    %273 = stablehlo.iota dim = 0 : tensor<21xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<21xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %277 = stablehlo.add %276, %275 : tensor<21xf32>
    %278 = stablehlo.multiply %272, %277 : tensor<21xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_93) applies stablehlo.add across dimensions = [0] : (tensor<21xf32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.add %cst_94, %279 : tensor<f32>
    return %280, %30, %42, %63, %87, %120, %122, %133, %145 : tensor<f32>, tensor<6xi32>, tensor<8xi64>, tensor<6xi64>, tensor<8xi64>, tensor<4xf32>, tensor<5xf32>, tensor<8xf32>, tensor<4xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi64>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xi32>
    %3 = call @lexsort(%2) : (tensor<1x8xi32>) -> tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.add %3, %6 : tensor<8xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi64>
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %13 = stablehlo.slice %11 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %14 = stablehlo.slice %11 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %15 = stablehlo.compare NE, %13, %14, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.scatter"(%12, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %11, %18, %3 : tensor<8xi32>, tensor<8xi1>, tensor<8xi64>
  }
  func.func private @lexsort(%arg0: tensor<1x8xi32>) -> tensor<8xi64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xi32>) -> tensor<8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi64>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi64>) -> (tensor<8xi32>, tensor<8xi64>)
    return %3#1 : tensor<8xi64>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi64>
    %1 = call @cumsum_0(%0) : (tensor<8xi64>) -> tensor<8xi64>
    return %1 : tensor<8xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    return %1 : tensor<8xi64>
  }
  func.func private @clip(%arg0: tensor<8xi64>, %arg1: tensor<i64>) -> tensor<8xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %0 = call @cumsum_2(%arg0) : (tensor<6xi64>) -> tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @cumsum_2(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
  func.func private @floor_divide(%arg0: tensor<6xi64>, %arg1: tensor<i64>) -> tensor<6xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xi64>
    %2 = stablehlo.sign %arg0 : tensor<6xi64>
    %3 = stablehlo.sign %arg1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %7 = stablehlo.remainder %arg0, %6 : tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %10 = stablehlo.and %5, %9 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %12 = stablehlo.subtract %1, %11 : tensor<6xi64>
    %13 = call @_where(%10, %12, %1) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    return %13 : tensor<6xi64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi64>, %arg2: tensor<6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @remainder(%arg0: tensor<6xi64>, %arg1: tensor<i64>) -> tensor<6xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %14 = stablehlo.add %4, %13 : tensor<6xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi64>
    return %15 : tensor<6xi64>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = call @cumsum_6(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @cumsum_6(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    return %1 : tensor<7xi64>
  }
  func.func private @floor_divide_7(%arg0: tensor<7xi64>, %arg1: tensor<i64>) -> tensor<7xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %1 = stablehlo.divide %arg0, %0 : tensor<7xi64>
    %2 = stablehlo.sign %arg0 : tensor<7xi64>
    %3 = stablehlo.sign %arg1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %7 = stablehlo.remainder %arg0, %6 : tensor<7xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %10 = stablehlo.and %5, %9 : tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %12 = stablehlo.subtract %1, %11 : tensor<7xi64>
    %13 = call @_where_8(%10, %12, %1) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    return %13 : tensor<7xi64>
  }
  func.func private @_where_8(%arg0: tensor<7xi1>, %arg1: tensor<7xi64>, %arg2: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @remainder_9(%arg0: tensor<7xi64>, %arg1: tensor<i64>) -> tensor<7xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %14 = stablehlo.add %4, %13 : tensor<7xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<7xi1>, tensor<7xi64>
    return %15 : tensor<7xi64>
  }
  func.func private @_where_10(%arg0: tensor<6xi64>, %arg1: tensor<6xi64>, %arg2: tensor<i64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %2 = stablehlo.convert %arg2 : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<6xi1>, tensor<6xi64>
    return %4 : tensor<6xi64>
  }
  func.func private @diff(%arg0: tensor<7xi64>) -> tensor<6xi64> {
    %0 = stablehlo.slice %arg0 [1:7] : (tensor<7xi64>) -> tensor<6xi64>
    %1 = stablehlo.slice %arg0 [0:6] : (tensor<7xi64>) -> tensor<6xi64>
    %2 = stablehlo.subtract %0, %1 : tensor<6xi64>
    return %2 : tensor<6xi64>
  }
  func.func private @cumsum_11(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xi64>) -> tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @floor_divide_12(%arg0: tensor<8xi64>, %arg1: tensor<i64>) -> tensor<8xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xi64>
    %2 = stablehlo.sign %arg0 : tensor<8xi64>
    %3 = stablehlo.sign %arg1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.remainder %arg0, %6 : tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %10 = stablehlo.and %5, %9 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %12 = stablehlo.subtract %1, %11 : tensor<8xi64>
    %13 = call @_where_13(%10, %12, %1) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %13 : tensor<8xi64>
  }
  func.func private @_where_13(%arg0: tensor<8xi1>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @remainder_14(%arg0: tensor<8xi64>, %arg1: tensor<i64>) -> tensor<8xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %14 = stablehlo.add %4, %13 : tensor<8xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi64>
    return %15 : tensor<8xi64>
  }
  func.func private @_where_15(%arg0: tensor<8xi1>, %arg1: tensor<i64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_16(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<4xf32>
    %11 = stablehlo.add %7, %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    return %13 : tensor<5xf32>
  }
  func.func private @searchsorted(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %1 = call @floor_divide_18(%0, %c) : (tensor<8xui32>, tensor<i64>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<8xi1>, tensor<8xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<8xi1>, tensor<8xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<8xi1>, tensor<8xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %21, %22 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide_18(%arg0: tensor<8xui32>, %arg1: tensor<i64>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @_where_19(%arg0: tensor<8xi1>, %arg1: tensor<i64>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_20(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<f64>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
}
