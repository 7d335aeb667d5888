func.func @main(%x0: tensor<4x4xf32>, %x1: tensor<4x4xf32>, %x2: tensor<4x4xi32>, %i: tensor<4x2xi32>, %u0: tensor<4xf32>, %u1: tensor<4xf32>, %u2: tensor<4xi32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>) {
  %s:3 = "stablehlo.scatter"(%x0, %x1, %x2, %i, %u0, %u1, %u2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %b0: tensor<f32>, %b1: tensor<f32>, %b2: tensor<i32>):
      %r0 = stablehlo.maximum %a0, %b0 : tensor<f32>
      %r1 = stablehlo.minimum %a1, %b1 : tensor<f32>
      stablehlo.return %r0, %r1, %b2 : tensor<f32>, tensor<f32>, tensor<i32>
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>, tensor<4x2xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>)
  return %s#0, %s#1, %s#2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>
}
