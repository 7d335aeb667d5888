module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %0:3 = call @_unique_sorted_mask(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi64>)
    %1 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @clip(%1, %c_0) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.add %3, %6 : tensor<8xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi64>
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %12 = "stablehlo.scatter"(%2, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %150 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %150 : tensor<i64>
    }) : (tensor<6xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<6xi64>
    %13 = call @cumsum_1(%12) : (tensor<6xi64>) -> tensor<6xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %14 = call @floor_divide(%13, %c_4) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_5 = stablehlo.constant dense<8> : tensor<i64>
    %15 = call @remainder(%14, %c_5) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_7 = stablehlo.constant dense<8> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %19 = stablehlo.add %15, %18 : tensor<6xi64>
    %20 = stablehlo.select %17, %19, %15 : tensor<6xi1>, tensor<6xi64>
    %21 = stablehlo.convert %20 : (tensor<6xi64>) -> tensor<6xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %23 = "stablehlo.gather"(%0#0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %24 = stablehlo.iota dim = 0 : tensor<6xi64>
    %25 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %26 = stablehlo.convert %25 : (tensor<8xi32>) -> tensor<8xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.reduce(%26 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %29 = stablehlo.compare LT, %24, %28, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %30 = call @_where_4(%29, %23, %c_9) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %31 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %33 = stablehlo.subtract %31, %32 : tensor<8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %36 = stablehlo.compare LT, %0#2, %35, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<8> : tensor<i64>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %38 = stablehlo.add %0#2, %37 : tensor<8xi64>
    %39 = stablehlo.select %36, %38, %0#2 : tensor<8xi1>, tensor<8xi64>
    %40 = stablehlo.convert %39 : (tensor<8xi64>) -> tensor<8xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %42 = "stablehlo.scatter"(%34, %41, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      stablehlo.return %arg3 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.compare GT, %arg1, %43, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %45 = call @cumsum(%44) : (tensor<8xi1>) -> tensor<8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %47 = call @clip(%45, %c_16) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %49 = stablehlo.compare LT, %47, %48, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_18 = stablehlo.constant dense<8> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %51 = stablehlo.add %47, %50 : tensor<8xi64>
    %52 = stablehlo.select %49, %51, %47 : tensor<8xi1>, tensor<8xi64>
    %53 = stablehlo.convert %52 : (tensor<8xi64>) -> tensor<8xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %56 = "stablehlo.scatter"(%46, %54, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %150 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %150 : tensor<i64>
    }) : (tensor<8xi64>, tensor<8x1xi32>, tensor<8xi64>) -> tensor<8xi64>
    %57 = call @cumsum_5(%56) : (tensor<8xi64>) -> tensor<8xi64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %58 = call @floor_divide_6(%57, %c_20) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_21 = stablehlo.constant dense<8> : tensor<i64>
    %59 = call @remainder_8(%58, %c_21) : (tensor<8xi64>, tensor<i64>) -> tensor<8xi64>
    %60 = stablehlo.iota dim = 0 : tensor<8xi64>
    %61 = stablehlo.convert %44 : (tensor<8xi1>) -> tensor<8xi32>
    %62 = stablehlo.convert %61 : (tensor<8xi32>) -> tensor<8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %63 = stablehlo.reduce(%62 init: %c_22) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %65 = stablehlo.compare GE, %60, %64, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_23 = stablehlo.constant dense<-1> : tensor<i64>
    %66 = call @_where_9(%65, %c_23, %59) : (tensor<8xi1>, tensor<i64>, tensor<8xi64>) -> tensor<8xi64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.compare EQ, %68, %cst_25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %70 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %72 = stablehlo.subtract %71, %cst_26 : tensor<f32>
    %73 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %74 = stablehlo.reshape %73 : (tensor<1xf32>) -> tensor<f32>
    %75 = call @_where_10(%69, %72, %74) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.compare EQ, %76, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %78 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %79 = stablehlo.reshape %78 : (tensor<1xf32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %80 = stablehlo.add %79, %cst_28 : tensor<f32>
    %81 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = call @_where_10(%77, %80, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %84 = call @_linspace(%75, %83) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %85 = call @searchsorted(%84, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %86 = stablehlo.slice %84 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %89 = stablehlo.compare EQ, %arg1, %88, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_29 = stablehlo.constant dense<4> : tensor<i64>
    %90 = call @_where_14(%89, %c_29, %85) : (tensor<8xi1>, tensor<i64>, tensor<8xi32>) -> tensor<8xi32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %93 = stablehlo.compare LT, %90, %92, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_32 = stablehlo.constant dense<5> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %95 = stablehlo.add %90, %94 : tensor<8xi32>
    %96 = stablehlo.select %93, %95, %90 : tensor<8xi1>, tensor<8xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %98 = "stablehlo.scatter"(%91, %97, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %150 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %150 : tensor<f32>
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %99 = stablehlo.slice %98 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %101 = stablehlo.multiply %84, %100 : tensor<5xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %102 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %103 = stablehlo.compare GE, %66, %102, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_35 = stablehlo.constant dense<0> : tensor<i64>
    %104 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %105 = stablehlo.compare LT, %66, %104, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_36 = stablehlo.constant dense<8> : tensor<i64>
    %106 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %107 = stablehlo.add %66, %106 : tensor<8xi64>
    %108 = stablehlo.select %105, %107, %66 : tensor<8xi1>, tensor<8xi64>
    %109 = stablehlo.convert %108 : (tensor<8xi64>) -> tensor<8xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %111 = "stablehlo.gather"(%arg1, %110) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %112 = call @_where_15(%103, %111, %cst_37) : (tensor<8xi1>, tensor<8xf32>, tensor<f64>) -> tensor<8xf32>
    %113 = stablehlo.slice %30 [0:4] : (tensor<6xi32>) -> tensor<4xi32>
    %114 = stablehlo.slice %42 [0:4] : (tensor<8xi64>) -> tensor<4xi64>
    %c_38 = stablehlo.constant dense<0> : tensor<i64>
    %115 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %116 = stablehlo.compare LT, %114, %115, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_39 = stablehlo.constant dense<8> : tensor<i64>
    %117 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %118 = stablehlo.add %114, %117 : tensor<4xi64>
    %119 = stablehlo.select %116, %118, %114 : tensor<4xi1>, tensor<4xi64>
    %120 = stablehlo.convert %119 : (tensor<4xi64>) -> tensor<4xi32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %122 = "stablehlo.gather"(%arg1, %121) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %123 = stablehlo.convert %113 : (tensor<4xi32>) -> tensor<4xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<4xf32>
    %125 = stablehlo.concatenate %99, %101, %112, %124, dim = 0 : (tensor<4xf32>, tensor<5xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<21xf32>
    %126 = stablehlo.sine %125 : tensor<21xf32>
    %127 = stablehlo.cosine %125 : tensor<21xf32>
    %128 = stablehlo.iota dim = 0 : tensor<21xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<21xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %132 = stablehlo.add %131, %130 : tensor<21xf32>
    %133 = stablehlo.multiply %126, %132 : tensor<21xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<21xf32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.add %cst_43, %134 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %137 = stablehlo.multiply %136, %132 : tensor<21xf32>
    %138 = stablehlo.multiply %137, %127 : tensor<21xf32>
    %139 = stablehlo.slice %138 [0:4] : (tensor<21xf32>) -> tensor<4xf32>
    %140 = stablehlo.slice %138 [4:9] : (tensor<21xf32>) -> tensor<5xf32>
    %141 = stablehlo.slice %138 [9:17] : (tensor<21xf32>) -> tensor<8xf32>
    %142 = stablehlo.slice %138 [17:21] : (tensor<21xf32>) -> tensor<4xf32>
    %143 = stablehlo.multiply %123, %142 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %145 = "stablehlo.scatter"(%144, %121, %143) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %150 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %150 : tensor<f32>
    }) : (tensor<8xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<8xf32>
    %146 = call @_where_16(%103, %141) : (tensor<8xi1>, tensor<8xf32>) -> tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = "stablehlo.scatter"(%147, %110, %146) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %150 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %150 : tensor<f32>
    }) : (tensor<8xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8xf32>
    %149 = stablehlo.add %145, %148 : tensor<8xf32>
    return %135, %149 : tensor<f32>, tensor<8xf32>
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
  func.func private @cumsum_5(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xi64>) -> tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @floor_divide_6(%arg0: tensor<8xi64>, %arg1: tensor<i64>) -> tensor<8xi64> {
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
    %13 = call @_where_7(%10, %12, %1) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %13 : tensor<8xi64>
  }
  func.func private @_where_7(%arg0: tensor<8xi1>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @remainder_8(%arg0: tensor<8xi64>, %arg1: tensor<i64>) -> tensor<8xi64> {
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
  func.func private @_where_9(%arg0: tensor<8xi1>, %arg1: tensor<i64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
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
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
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
    %0 = call @_searchsorted_scan_impl_11(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_11(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %2 = call @floor_divide_12(%c_1) : (tensor<i64>) -> tensor<ui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare EQ, %arg1, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<8xi1>, tensor<8xf32>
    %7 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.select %7, %8, %6 : tensor<8xi1>, tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %12:8 = stablehlo.while(%iterArg = %9, %iterArg_7 = %arg0, %iterArg_8 = %2, %iterArg_9 = %10, %iterArg_10 = %11, %iterArg_11 = %c_6, %iterArg_12 = %0, %iterArg_13 = %1) : tensor<8xf32>, tensor<5xf32>, tensor<ui32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_14 = stablehlo.constant dense<3> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_12, %iterArg_13) : (tensor<8xf32>, tensor<5xf32>, tensor<ui32>, tensor<8xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %15 = stablehlo.add %iterArg_11, %c_14 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %15, %14#0, %14#1 : tensor<8xf32>, tensor<5xf32>, tensor<ui32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    }
    %13 = stablehlo.convert %12#7 : (tensor<8xui32>) -> tensor<8xi32>
    return %13 : tensor<8xi32>
  }
  func.func private @floor_divide_12(%arg0: tensor<i64>) -> tensor<ui32> {
    %0 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>, %arg1: tensor<5xf32>, %arg2: tensor<ui32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xui32>, %arg6: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg6, %arg5 : tensor<8xui32>
    %1 = call @floor_divide_13(%0, %arg2) : (tensor<8xui32>, tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg5, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg1, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %8 = stablehlo.select %7, %arg3, %5 : tensor<8xi1>, tensor<8xf32>
    %9 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %10 = stablehlo.select %9, %arg4, %8 : tensor<8xi1>, tensor<8xf32>
    %11 = stablehlo.compare LT, %arg0, %10, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %12 = stablehlo.select %11, %arg5, %2 : tensor<8xi1>, tensor<8xui32>
    %13 = stablehlo.select %11, %2, %arg6 : tensor<8xi1>, tensor<8xui32>
    return %12, %13 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide_13(%arg0: tensor<8xui32>, %arg1: tensor<ui32>) -> tensor<8xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xui32>
    return %1 : tensor<8xui32>
  }
  func.func private @_where_14(%arg0: tensor<8xi1>, %arg1: tensor<i64>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_15(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<f64>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_16(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
