// Starting programs for the semantic fuzzer (tests/tests/it/semantic_fuzz.rs), written for it:
// each uses ops or attributes that the vendored programs use little or not at all (window
// padding and dilations, group counts, batching dimensions, strides, negative and interior
// padding, multi-operand sort and reduce, if/case with results, top_k, bitcasts that change
// the shape, reduce_precision, FFT lengths). They are valid: `own_seeds_are_valid` checks that
// each one verifies and runs on the interpreter.

func.func @main(%x: tensor<1x5x6x2xf32>, %g: tensor<1x3x3x2xf32>) -> (tensor<1x5x6x2xf32>, tensor<1x3x3x2xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = "stablehlo.reduce_window"(%x, %ninf) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<1x5x6x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32>
  %s = "stablehlo.select_and_scatter"(%x, %g, %z) <{padding = dense<[[0, 0], [1, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<1x5x6x2xf32>, tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x5x6x2xf32>
  return %s, %m : tensor<1x5x6x2xf32>, tensor<1x3x3x2xf32>
}

// -----

func.func @main(%x: tensor<2x7xf64>) -> tensor<f64> {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %w = "stablehlo.reduce_window"(%x, %z) <{base_dilations = array<i64: 1, 2>, padding = dense<[[1, 0], [2, 3]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 3>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %r : tensor<f64>
  }) : (tensor<2x7xf64>, tensor<f64>) -> tensor<2x5xf64>
  %sq = stablehlo.multiply %w, %w : tensor<2x5xf64>
  %l = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf64>, tensor<f64>) -> tensor<f64>
  return %l : tensor<f64>
}

// -----

func.func @main(%x: tensor<4x2x6xf32>, %k: tensor<4x2x3xf32>) -> tensor<f32> {
  %y = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[1, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2x6xf32>, tensor<4x2x3xf32>) -> tensor<2x4x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sq = stablehlo.multiply %y, %y : tensor<2x4x3xf32>
  %l = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @main(%x: tensor<2x4x5xf64>, %k: tensor<3x2x4xf64>) -> tensor<f64> {
  %y = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [2], rhs_dilate = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5xf64>, tensor<3x2x4xf64>) -> tensor<2x4x7xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %sq = stablehlo.multiply %y, %y : tensor<2x4x7xf64>
  %l = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x7xf64>, tensor<f64>) -> tensor<f64>
  return %l : tensor<f64>
}

// -----

func.func @main(%p: tensor<i1>, %x: tensor<3xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %a = "stablehlo.if"(%p) ({
    %s = stablehlo.sine %x : tensor<3xf32>
    stablehlo.return %s : tensor<3xf32>
  }, {
    %c = stablehlo.cosine %x : tensor<3xf32>
    stablehlo.return %c : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  %b = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<3xf32>
  }, {
    %n = stablehlo.negate %a : tensor<3xf32>
    stablehlo.return %n : tensor<3xf32>
  }, {
    %m = stablehlo.multiply %a, %x : tensor<3xf32>
    stablehlo.return %m : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %a, %b : tensor<3xf32>, tensor<3xf32>
}

// -----

func.func @main(%x: tensor<2x7xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x7xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

func.func @main(%x: tensor<3x4xf32>, %y: tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %s:2 = "stablehlo.sort"(%x, %y) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %s#0, %s#1 : tensor<3x4xf32>, tensor<3x4xi32>
}

// -----

func.func @main(%x: tensor<4x6xf64>, %i: tensor<i64>, %j: tensor<i64>, %u: tensor<2x2xf64>) -> (tensor<2x3xf64>, tensor<4x6xf64>) {
  %d = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<4x6xf64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>
  %e = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x6xf64>, tensor<2x2xf64>, tensor<i64>, tensor<i64>) -> tensor<4x6xf64>
  return %d, %e : tensor<2x3xf64>, tensor<4x6xf64>
}

// -----

func.func @main(%x: tensor<5x7xf32>) -> (tensor<2x3xf32>, tensor<10x13xf32>, tensor<3x4xf32>) {
  %s = stablehlo.slice %x [1:5:2, 0:7:3] : (tensor<5x7xf32>) -> tensor<2x3xf32>
  %z = stablehlo.constant dense<1.5> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [-1, 2], high = [2, -2], interior = [1, 1] : (tensor<5x7xf32>, tensor<f32>) -> tensor<10x13xf32>
  %i = stablehlo.iota dim = 1 : tensor<3x4xf32>
  return %s, %p, %i : tensor<2x3xf32>, tensor<10x13xf32>, tensor<3x4xf32>
}

// -----

func.func @main(%x: tensor<4x6xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x6xf32>) {
  %f = stablehlo.fft %x, type = RFFT, length = [6] : (tensor<4x6xf32>) -> tensor<4x4xcomplex<f32>>
  %g = stablehlo.fft %f, type = IRFFT, length = [6] : (tensor<4x4xcomplex<f32>>) -> tensor<4x6xf32>
  return %f, %g : tensor<4x4xcomplex<f32>>, tensor<4x6xf32>
}

// -----

func.func @main(%x: tensor<2x4x8xcomplex<f64>>) -> tensor<2x4x8xcomplex<f64>> {
  %f = stablehlo.fft %x, type = IFFT, length = [4, 8] : (tensor<2x4x8xcomplex<f64>>) -> tensor<2x4x8xcomplex<f64>>
  return %f : tensor<2x4x8xcomplex<f64>>
}

// -----

func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %d = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %d : tensor<2x3x5xf32>
}

// -----

func.func @main(%x: tensor<4xf64>, %y: tensor<3x2xi16>) -> (tensor<4x2xi32>, tensor<3xi32>, tensor<4xf64>) {
  %b = stablehlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x2xi32>
  %c = stablehlo.bitcast_convert %y : (tensor<3x2xi16>) -> tensor<3xi32>
  %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf64>
  return %b, %c, %r : tensor<4x2xi32>, tensor<3xi32>, tensor<4xf64>
}

// -----

func.func @main(%x: tensor<6xui8>, %s: tensor<6xui8>, %y: tensor<6xi16>) -> (tensor<6xui8>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>) {
  %a = stablehlo.shift_left %x, %s : tensor<6xui8>
  %b = stablehlo.shift_right_arithmetic %y, %y : tensor<6xi16>
  %c = stablehlo.remainder %y, %b : tensor<6xi16>
  %lo = stablehlo.constant dense<-1> : tensor<i16>
  %hi = stablehlo.constant dense<3> : tensor<i16>
  %d = stablehlo.clamp %lo, %y, %hi : (tensor<i16>, tensor<6xi16>, tensor<i16>) -> tensor<6xi16>
  return %a, %b, %c, %d : tensor<6xui8>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>
}

// -----

func.func @main(%x: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %i = stablehlo.iota dim = 1 : tensor<3x5xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %ninf), (%i init: %zero) across dimensions = [1] : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
      %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = stablehlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
      %j = stablehlo.select %gt, %b, %d : tensor<i1>, tensor<i32>
      stablehlo.return %v, %j : tensor<f32>, tensor<i32>
    }
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xi32>
}

// -----

func.func @main(%x: tensor<5x3xf32>, %idx: tensor<2x2xi32>, %u: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<5x3xf32>) {
  %g = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x2xi32>) -> tensor<2x3xf32>
  %s = "stablehlo.scatter"(%x, %idx, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<5x3xf32>, tensor<2x2xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %g, %s : tensor<2x3xf32>, tensor<5x3xf32>
}

// -----

func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> (tensor<3xf32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %zero, %acc = %x, %lim = %n) : tensor<i32>, tensor<3xf32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    %s = stablehlo.sine %acc : tensor<3xf32>
    %t = stablehlo.transpose %s, dims = [0] : (tensor<3xf32>) -> tensor<3xf32>
    stablehlo.return %i2, %t, %lim : tensor<i32>, tensor<3xf32>, tensor<i32>
  }
  return %w#1, %w#0 : tensor<3xf32>, tensor<i32>
}

// -----

func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<3x2x2xf32>, tensor<6x3xcomplex<f32>>, tensor<2x3xf32>) {
  %b = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2x2xf32>
  %c = stablehlo.complex %x, %y : tensor<2x3xcomplex<f32>>
  %d = stablehlo.concatenate %c, %c, %c, dim = 0 : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<6x3xcomplex<f32>>
  %r = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xf32>
  %a = stablehlo.atan2 %r, %y : tensor<2x3xf32>
  return %b, %d, %a : tensor<3x2x2xf32>, tensor<6x3xcomplex<f32>>, tensor<2x3xf32>
}
