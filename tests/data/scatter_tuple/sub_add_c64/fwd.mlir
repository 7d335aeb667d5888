func.func @main(%x0: tensor<6xcomplex<f32>>, %x1: tensor<6xcomplex<f32>>, %i: tensor<3x1xi32>, %u0: tensor<3xcomplex<f32>>, %u1: tensor<3xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) {
  %s:2 = "stablehlo.scatter"(%x0, %x1, %i, %u0, %u1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a0: tensor<complex<f32>>, %a1: tensor<complex<f32>>, %b0: tensor<complex<f32>>, %b1: tensor<complex<f32>>):
      %r0 = stablehlo.subtract %a0, %b0 : tensor<complex<f32>>
      %r1 = stablehlo.add %a1, %b1 : tensor<complex<f32>>
      stablehlo.return %r0, %r1 : tensor<complex<f32>>, tensor<complex<f32>>
  }) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<3x1xi32>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>)
  return %s#0, %s#1 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>
}
