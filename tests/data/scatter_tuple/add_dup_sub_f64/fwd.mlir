func.func @main(%x0: tensor<5x3xf64>, %x1: tensor<5x3xf64>, %i: tensor<4x1xi32>, %u0: tensor<4x3xf64>, %u1: tensor<4x3xf64>) -> (tensor<5x3xf64>, tensor<5x3xf64>) {
  %s:2 = "stablehlo.scatter"(%x0, %x1, %i, %u0, %u1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a0: tensor<f64>, %a1: tensor<f64>, %b0: tensor<f64>, %b1: tensor<f64>):
      %r0 = stablehlo.add %a0, %b0 : tensor<f64>
      %r1 = stablehlo.subtract %a1, %b1 : tensor<f64>
      stablehlo.return %r0, %r1 : tensor<f64>, tensor<f64>
  }) : (tensor<5x3xf64>, tensor<5x3xf64>, tensor<4x1xi32>, tensor<4x3xf64>, tensor<4x3xf64>) -> (tensor<5x3xf64>, tensor<5x3xf64>)
  return %s#0, %s#1 : tensor<5x3xf64>, tensor<5x3xf64>
}
