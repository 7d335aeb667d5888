//! Bad attributes of gather, scatter, reduce_window, select_and_scatter and convolution are
//! located verifier (or parser) errors naming the attribute; none panics.

use crate::parse::parse_module;
use crate::verify::verify_module;

/// The first error for `op_line` placed as line 2 of `@main(args) -> ret`.
fn first_error(args: &str, ret: &str, op_line: &str) -> String {
    let src =
        format!("func.func @main({args}) -> {ret} {{\n  %0 = {op_line}\n  return %0 : {ret}\n}}\n");
    let m = match parse_module(&src) {
        Ok(m) => m,
        Err(d) => return d.to_string(),
    };
    match verify_module(&m) {
        Ok(()) => panic!("verifies:\n{src}"),
        Err(errors) => errors[0].to_string(),
    }
}

fn gather(sizes: &str, dims: &str, ret: &str) -> String {
    first_error(
        "%x: tensor<5x3xf32>, %i: tensor<2x1xi32>",
        ret,
        &format!(
            "\"stablehlo.gather\"(%x, %i) <{{dimension_numbers = #stablehlo.gather<{dims}>, indices_are_sorted = false, slice_sizes = array<i64: {sizes}>}}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> {ret}"
        ),
    )
}

#[test]
fn gather_errors_name_the_attribute() {
    let dims = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1";
    for (sizes, dims, want) in [
        ("1, 4", dims, "slice_sizes[1] = 4 exceeds"),
        ("2, 3", dims, "slice size 2"),
        ("1", dims, "slice_sizes has 1 entries"),
        ("1, 3", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1", "start_index_map has 2 entries"),
        ("1, 3", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3", "index_vector_dim 3 is out of range"),
        ("1, 3", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [5], index_vector_dim = 1", "start_index_map entry 5 is out of range"),
    ] {
        let e = gather(sizes, dims, "tensor<2x3xf32>");
        assert!(e.contains(want) && e.contains("2:3"), "{e}");
    }
    let e = gather("1, 3", dims, "tensor<2x2xf32>");
    assert!(e.contains("should be (tensor<2x3xf32>)"), "{e}");
}

#[test]
fn scatter_errors_name_the_attribute_and_the_region() {
    let scatter = |update: &str, dims: &str, region_ty: &str| {
        first_error(
            &format!("%x: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: {update}"),
            "tensor<5x3xf32>",
            &format!(
                "\"stablehlo.scatter\"(%x, %i, %u) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<{dims}>, unique_indices = false}}> ({{\n  ^bb0(%a: {region_ty}, %b: {region_ty}):\n    %s = stablehlo.add %a, %b : {region_ty}\n    stablehlo.return %s : {region_ty}\n  }}) : (tensor<5x3xf32>, tensor<2x1xi32>, {update}) -> tensor<5x3xf32>"
            ),
        )
    };
    let dims = "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
    let e = scatter("tensor<3x3xf32>", dims, "tensor<f32>");
    assert!(
        e.contains("do not match the indices' batch dimensions"),
        "{e}"
    );
    let e = scatter("tensor<2x4xf32>", dims, "tensor<f32>");
    assert!(e.contains("exceeds input dimension 1"), "{e}");
    let e = scatter(
        "tensor<2x3xf32>",
        "update_window_dims = [1], index_vector_dim = 1, scatter_dims_to_operand_dims = [0]",
        "tensor<f32>",
    );
    assert!(e.contains("input rank 2"), "{e}");
    let e = scatter("tensor<2x3xf32>", dims, "tensor<f64>");
    assert!(e.contains("region 0 takes"), "{e}");
}

#[test]
fn window_errors_name_the_attribute() {
    let rw = |attrs: &str, ret: &str| {
        first_error(
            "%x: tensor<4x6xf32>, %z: tensor<f32>",
            ret,
            &format!(
                "\"stablehlo.reduce_window\"(%x, %z) <{{{attrs}}}> ({{\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %s = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }}) : (tensor<4x6xf32>, tensor<f32>) -> {ret}"
            ),
        )
    };
    let e = rw("window_dimensions = array<i64: 2>", "tensor<3x6xf32>");
    assert!(
        e.contains("window_dimensions has 1 entries for rank 2"),
        "{e}"
    );
    let e = rw(
        "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 0, 1>",
        "tensor<3x5xf32>",
    );
    assert!(
        e.contains("window_strides [0, 1] must all be positive"),
        "{e}"
    );
    let e = rw("window_dimensions = array<i64: 2, 2>, padding = dense<[[-9, 0], [0, 0]]> : tensor<2x2xi64>", "tensor<3x5xf32>");
    assert!(e.contains("removes more than"), "{e}");
    let e = rw("window_dimensions = array<i64: 2, 2>", "tensor<3x6xf32>");
    assert!(e.contains("should be (tensor<3x5xf32>)"), "{e}");
    // Found by fuzzing: dilations and paddings near 2^63 overflowed the window arithmetic.
    for attrs in [
        "window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 9223372036854775807, 1>",
        "window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1, 9223372036854775807>",
        "window_dimensions = array<i64: 2, 2>, padding = dense<[[9223372036854775807, 9223372036854775807], [0, 0]]> : tensor<2x2xi64>",
    ] {
        let e = rw(attrs, "tensor<3x5xf32>");
        assert!(e.contains("is larger than 2^63") && e.starts_with("2:"), "{e}");
    }
    let e = first_error(
        "%x: tensor<4x6xf32>, %s: tensor<2x2xf32>, %z: tensor<f32>",
        "tensor<4x6xf32>",
        "\"stablehlo.select_and_scatter\"(%x, %s, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  }, {\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %c = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %c : tensor<f32>\n  }) : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x6xf32>",
    );
    assert!(
        e.contains("source tensor<2x2xf32> should be tensor<2x3xf32>"),
        "{e}"
    );
}

#[test]
fn convolution_errors_are_located() {
    let conv = |dims: &str, groups: &str, rhs: &str| {
        first_error(
            &format!("%l: tensor<1x6x6x4xf32>, %r: {rhs}"),
            "tensor<1x4x4x2xf32>",
            &format!(
                "stablehlo.convolution(%l, %r) dim_numbers = {dims}, window = {{stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}} {{{groups}}} : (tensor<1x6x6x4xf32>, {rhs}) -> tensor<1x4x4x2xf32>"
            ),
        )
    };
    let nhwc = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]";
    let one = "batch_group_count = 1 : i64, feature_group_count = 1 : i64";
    let e = conv(nhwc, one, "tensor<3x3x3x2xf32>");
    assert!(
        e.contains("lhs feature size 4 must be feature_group_count 1"),
        "{e}"
    );
    let e = conv(
        nhwc,
        "batch_group_count = 2 : i64, feature_group_count = 2 : i64",
        "tensor<3x3x2x2xf32>",
    );
    assert!(e.contains("one of them 1"), "{e}");
    let e = conv(
        "[b, 0, 1, b]x[0, 1, i, o]->[b, 0, 1, f]",
        one,
        "tensor<3x3x4x2xf32>",
    );
    assert!(e.contains("'b' appears twice") && e.contains("2:"), "{e}");
    let e = conv(
        "[b, 0, f]x[0, 1, i, o]->[b, 0, 1, f]",
        one,
        "tensor<3x3x4x2xf32>",
    );
    assert!(e.contains("spatial rank") || e.contains("same rank"), "{e}");
}

#[test]
fn generic_convolution_parses_and_prints_in_the_pretty_form() {
    let generic = r#"func.func @main(%l: tensor<1x5x2xf32>, %r: tensor<2x2x3xf32>) -> tensor<1x3x3xf32> {
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: true>, window_strides = array<i64: 2>} : (tensor<1x5x2xf32>, tensor<2x2x3xf32>) -> tensor<1x3x3xf32>
  return %0 : tensor<1x3x3xf32>
}
"#;
    let m = parse_module(generic).expect("parses");
    verify_module(&m).expect("verifies");
    let text = crate::print::print_module(&m);
    assert!(
        text.contains("stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [true]}"),
        "{text}"
    );
    let again = parse_module(&text).expect("the printed form parses");
    assert_eq!(crate::print::print_module(&again), text);
}

#[test]
fn index_vector_dim_defaults_to_zero_when_left_out() {
    // MLIR's printer leaves index_vector_dim out when it is 0, as upstream test files show.
    let src = "func.func @main(%x: tensor<5x3xf32>, %i: tensor<2xi32>, %u: tensor<3xf32>) -> tensor<5x3xf32> {\n  %0 = \"stablehlo.scatter\"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = false}> ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    stablehlo.return %b : tensor<f32>\n  }) : (tensor<5x3xf32>, tensor<2xi32>, tensor<3xf32>) -> tensor<5x3xf32>\n  %1 = \"stablehlo.gather\"(%0, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0, 1]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<3xf32>\n  %2 = \"stablehlo.scatter\"(%0, %i, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = false}> ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    stablehlo.return %b : tensor<f32>\n  }) : (tensor<5x3xf32>, tensor<2xi32>, tensor<3xf32>) -> tensor<5x3xf32>\n  return %2 : tensor<5x3xf32>\n}\n";
    let m = parse_module(src).unwrap_or_else(|d| panic!("{d}"));
    verify_module(&m).unwrap_or_else(|e| panic!("{}", e[0]));
    let printed = crate::print::print_module(&m);
    assert_eq!(
        printed.matches("index_vector_dim = 0").count(),
        3,
        "{printed}"
    );
}
