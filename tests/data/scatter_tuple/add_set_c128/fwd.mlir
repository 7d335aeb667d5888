func.func @main(%x0: tensor<2x5x3xcomplex<f64>>, %x1: tensor<2x5x3xcomplex<f64>>, %i: tensor<2x1xi32>, %u0: tensor<2x2x3xcomplex<f64>>, %u1: tensor<2x2x3xcomplex<f64>>) -> (tensor<2x5x3xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>) {
  %s:2 = "stablehlo.scatter"(%x0, %x1, %i, %u0, %u1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a0: tensor<complex<f64>>, %a1: tensor<complex<f64>>, %b0: tensor<complex<f64>>, %b1: tensor<complex<f64>>):
      %r0 = stablehlo.add %a0, %b0 : tensor<complex<f64>>
      stablehlo.return %r0, %b1 : tensor<complex<f64>>, tensor<complex<f64>>
  }) : (tensor<2x5x3xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>, tensor<2x1xi32>, tensor<2x2x3xcomplex<f64>>, tensor<2x2x3xcomplex<f64>>) -> (tensor<2x5x3xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>)
  return %s#0, %s#1 : tensor<2x5x3xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>
}
