//! Gradient checks of the indexing and window ops: gather, scatter (add, set, multiply),
//! reduce_window (add, multiply, max), convolution — central finite differences in f64 (and
//! complex where the op is defined on it) and the adjoint identity with C-linearity for the
//! linear ones. Out-of-range gather starts (clamped) and scatter elements that land outside
//! (dropped, also halfway through a window) are part of every case.

use super::*;

fn gather_body(t: &str) -> String {
    format!(
        r#"    %s = stablehlo.sine %arg0 : tensor<5x3x{t}>
    %i = stablehlo.constant dense<[[4, 2], [7, -1], [0, 1], [-3, 0]]> : tensor<4x2xi32>
    %y = "stablehlo.gather"(%s, %i) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}}> : (tensor<5x3x{t}>, tensor<4x2xi32>) -> tensor<4x2x{t}>"#
    )
}

fn batched_gather_body(t: &str) -> String {
    format!(
        r#"    %s = stablehlo.sine %arg0 : tensor<3x4x{t}>
    %i = stablehlo.constant dense<[[[3], [0]], [[1], [1]], [[2], [9]]]> : tensor<3x2x1xi32>
    %y = "stablehlo.gather"(%s, %i) <{{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}}> : (tensor<3x4x{t}>, tensor<3x2x1xi32>) -> tensor<3x2x{t}>"#
    )
}

/// Rows and column windows of 3 over a 6×4 operand: [1, 2] and [5, -1] reach outside
/// halfway, [9, 0] entirely, [1, 2] twice (for add).
fn scatter_body(t: &str, op: &str, indices: &str, n: usize) -> String {
    let region = if op == "set" {
        format!("      stablehlo.return %b : tensor<{t}>")
    } else {
        format!(
            "      %c = stablehlo.{op} %a, %b : tensor<{t}>\n      stablehlo.return %c : tensor<{t}>"
        )
    };
    format!(
        r#"    %s = stablehlo.sine %arg1 : tensor<{n}x3x{t}>
    %i = stablehlo.constant dense<{indices}> : tensor<{n}x2xi32>
    %r = "stablehlo.scatter"(%arg0, %i, %s) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}}> ({{
    ^bb0(%a: tensor<{t}>, %b: tensor<{t}>):
{region}
    }}) : (tensor<6x4x{t}>, tensor<{n}x2xi32>, tensor<{n}x3x{t}>) -> tensor<6x4x{t}>
    %y = stablehlo.sine %r : tensor<6x4x{t}>"#
    )
}

const ADD_INDICES: &str = "[[1, 2], [5, -1], [3, 0], [9, 0], [1, 2]]";
/// With a duplicate ([1, 2]): only the last one written keeps its gradient.
const SET_INDICES: &str = "[[1, 2], [5, -1], [3, 0], [9, 0], [1, 2]]";

fn reduce_window_body(
    t: &str,
    x: &[usize],
    y: &[usize],
    body: &str,
    init: &str,
    attrs: &str,
) -> String {
    let ty = |s: &[usize]| {
        let dims: String = s.iter().map(|d| format!("{d}x")).collect();
        format!("tensor<{dims}{t}>")
    };
    format!(
        r#"    %s = stablehlo.sine %arg0 : {xt}
    %z = stablehlo.constant dense<{init}> : tensor<{t}>
    %y = "stablehlo.reduce_window"(%s, %z) <{{{attrs}}}> ({{
    ^bb0(%a: tensor<{t}>, %b: tensor<{t}>):
      %c = stablehlo.{body} %a, %b : tensor<{t}>
      stablehlo.return %c : tensor<{t}>
    }}) : ({xt}, tensor<{t}>) -> {yt}"#,
        xt = ty(x),
        yt = ty(y)
    )
}

/// (input shape, output shape, attributes) of windows with strides, both dilations and
/// positive, negative and asymmetric padding.
fn window_cases() -> Vec<(Vec<usize>, Vec<usize>, &'static str)> {
    vec![
        (
            vec![7, 6],
            vec![7, 5],
            "base_dilations = array<i64: 2, 1>, padding = dense<[[1, 2], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 1>",
        ),
        (
            vec![5, 4],
            vec![4, 2],
            "base_dilations = array<i64: 1, 1>, padding = dense<[[-1, 1], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>",
        ),
        (
            vec![3, 7],
            vec![3, 7],
            "base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>",
        ),
    ]
}

/// (lhs, rhs, result, the convolution's text between the operands and the type)
fn conv_cases(t: &str) -> Vec<(T, T, T, &'static str)> {
    let ty = |s: &[usize]| T {
        shape: s.to_vec(),
        dtype: if t == "f64" { "f64" } else { "complex<f64>" },
    };
    vec![
        (
            ty(&[2, 5, 6, 4]),
            ty(&[3, 2, 2, 6]),
            ty(&[2, 2, 11, 6]),
            "dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 2], [0, 1]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64}",
        ),
        (
            ty(&[4, 3, 7]),
            ty(&[4, 3, 3]),
            ty(&[2, 4, 5]),
            "dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64}",
        ),
        (
            ty(&[1, 5, 2]),
            ty(&[2, 2, 3]),
            ty(&[3, 1, 3]),
            "dim_numbers = [b, 0, f]x[0, i, o]->[0, b, f], window = {stride = [2], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}",
        ),
    ]
}

fn conv_body(lhs: &str, rhs: &str, (l, r, y, attrs): &(T, T, T, &str)) -> String {
    format!(
        "    %y = stablehlo.convolution({lhs}, {rhs}) {attrs} : ({}, {}) -> {}",
        l.mlir(),
        r.mlir(),
        y.mlir()
    )
}

#[test]
fn gather_and_scatter_match_finite_differences() {
    for (dt, t) in [("f64", "f64"), ("complex<f64>", "complex<f64>")] {
        let ty = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        fd_case(&[ty(&[5, 3])], &gather_body(t), &ty(&[4, 2]), (-1.0, 1.0));
        fd_case(
            &[ty(&[3, 4])],
            &batched_gather_body(t),
            &ty(&[3, 2]),
            (-1.0, 1.0),
        );
        let add = scatter_body(t, "add", ADD_INDICES, 5);
        fd_case(&[ty(&[6, 4]), ty(&[5, 3])], &add, &ty(&[6, 4]), (-1.0, 1.0));
        let set = scatter_body(t, "set", SET_INDICES, 5);
        fd_case(&[ty(&[6, 4]), ty(&[5, 3])], &set, &ty(&[6, 4]), (-1.0, 1.0));
    }
    for op in ["maximum", "minimum"] {
        let body = scatter_body("f64", op, ADD_INDICES, 5);
        fd_case(
            &[f64t(&[6, 4]), f64t(&[5, 3])],
            &body,
            &f64t(&[6, 4]),
            (-1.0, 1.0),
        );
    }
}

#[test]
fn reduce_window_matches_finite_differences() {
    for (x, y, attrs) in window_cases() {
        for (dt, t, zero) in [
            ("f64", "f64", "0.0"),
            ("complex<f64>", "complex<f64>", "(0.0,0.0)"),
        ] {
            let ty = |s: &[usize]| T {
                shape: s.to_vec(),
                dtype: dt,
            };
            let body = reduce_window_body(t, &x, &y, "add", zero, attrs);
            fd_case(&[ty(&x)], &body, &ty(&y), (-1.0, 1.0));
        }
        if !attrs.contains("base_dilations = array<i64: 1, 1>") {
            continue; // max pooling has no dilations
        }
        for body in ["maximum", "minimum"] {
            let init = if body == "maximum" {
                "0xFFF0000000000000"
            } else {
                "0x7FF0000000000000"
            };
            let text = reduce_window_body("f64", &x, &y, body, init, attrs);
            fd_case(&[f64t(&x)], &text, &f64t(&y), (-1.0, 1.0));
        }
    }
}

#[test]
fn convolution_matches_finite_differences() {
    for t in ["f64", "complex<f64>"] {
        for case in conv_cases(t) {
            let body = conv_body("%arg0", "%arg1", &case);
            fd_case(
                &[case.0.clone(), case.1.clone()],
                &body,
                &case.2,
                (-1.0, 1.0),
            );
        }
    }
}

#[test]
fn index_and_window_pullbacks_are_adjoints_and_c_linear() {
    for (dt, t, zero) in [
        ("f64", "f64", "0.0"),
        ("complex<f64>", "complex<f64>", "(0.0,0.0)"),
    ] {
        let ty = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        let linear = |body: String| body.replace("stablehlo.sine %arg0", "stablehlo.negate %arg0");
        adjoint_case(&ty(&[5, 3]), &[], &linear(gather_body(t)), &ty(&[4, 2]));
        adjoint_case(
            &ty(&[3, 4]),
            &[],
            &linear(batched_gather_body(t)),
            &ty(&[3, 2]),
        );
        // Scatter-add of the updates (%arg0) into zeros: linear in the updates.
        let scatter = scatter_body(t, "add", ADD_INDICES, 5)
            .replace("stablehlo.sine %arg1", "stablehlo.negate %arg0")
            .replace("\"stablehlo.scatter\"(%arg0,", "\"stablehlo.scatter\"(%o,")
            .replace("    %y = stablehlo.sine %r", "    %y = stablehlo.negate %r");
        let scatter =
            format!("    %o = stablehlo.constant dense<{zero}> : tensor<6x4x{t}>\n{scatter}");
        adjoint_case(&ty(&[5, 3]), &[], &scatter, &ty(&[6, 4]));
        for (x, y, attrs) in window_cases() {
            let body = linear(reduce_window_body(t, &x, &y, "add", zero, attrs));
            adjoint_case(&ty(&x), &[], &body, &ty(&y));
        }
        for case in conv_cases(t) {
            let mut rng = Rng(7);
            let rhs = case.1.random(&mut rng, -1.0, 1.0);
            adjoint_case(
                &case.0,
                &[(case.1.clone(), rhs)],
                &conv_body("%arg0", "%arg1", &case),
                &case.2,
            );
            let lhs = case.0.random(&mut rng, -1.0, 1.0);
            adjoint_case(
                &case.1,
                &[(case.0.clone(), lhs)],
                &conv_body("%arg1", "%arg0", &case),
                &case.2,
            );
        }
    }
}

/// Scatter-multiply (duplicates and dropped elements, as for add) and multiply
/// reduce_window (`jnp.cumprod`'s form among them), in f64 and complex, then with exact
/// zeros among the factors: one zero at a position (the others' product still flows to it)
/// and two (nothing flows).
#[test]
fn multiply_scatter_and_reduce_window_match_finite_differences() {
    for (dt, t, one) in [
        ("f64", "f64", "1.0"),
        ("complex<f64>", "complex<f64>", "(1.0,0.0)"),
    ] {
        let ty = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        let mul = scatter_body(t, "multiply", ADD_INDICES, 5);
        fd_case(&[ty(&[6, 4]), ty(&[5, 3])], &mul, &ty(&[6, 4]), (-1.0, 1.0));
        for (x, y, attrs) in window_cases() {
            let body = reduce_window_body(t, &x, &y, "multiply", one, attrs);
            fd_case(&[ty(&x)], &body, &ty(&y), (-1.0, 1.0));
        }
    }
    // sin(0) = 0 exactly: zero factors where the arguments are 0.
    let ramp = |n: usize, zeros: &[usize]| {
        (0..n)
            .map(|i| {
                if zeros.contains(&i) {
                    0.0
                } else {
                    0.3 + 0.05 * i as f64
                }
            })
            .collect()
    };
    let weights = Array::from_f64(vec![6, 4], (0..24).map(|i| 1.0 - 0.07 * i as f64).collect())
        .expect("24 elements");
    // Updates 0 and 4 both land on row 1, columns 2.. (column 3 is the last in range): a
    // zero in update 0 at its column 0, and zeros in both at their column 1.
    let src = loss_program(
        &[f64t(&[6, 4]), f64t(&[5, 3])],
        &scatter_body("f64", "multiply", ADD_INDICES, 5),
        &f64t(&[6, 4]),
    );
    let inputs = vec![
        Array::from_f64(vec![6, 4], ramp(24, &[])).expect("24 elements"),
        Array::from_f64(vec![5, 3], ramp(15, &[0, 1, 13])).expect("15 elements"),
        weights,
    ];
    check_grad_of(&src, &inputs, &[0, 1], 1e-6);
    // A cumulative product (window 7 over 7 with 6 low padding) with one zero, then two.
    for zeros in [&[3][..], &[2, 5][..]] {
        let (x, y, attrs) = window_cases().swap_remove(2);
        let src = loss_program(
            &[f64t(&x)],
            &reduce_window_body("f64", &x, &y, "multiply", "1.0", attrs),
            &f64t(&y),
        );
        let w = Array::from_f64(y.clone(), (0..21).map(|i| 1.0 + 0.1 * i as f64).collect())
            .expect("21 elements");
        let inputs = vec![
            Array::from_f64(x.clone(), ramp(21, zeros)).expect("21 elements"),
            w,
        ];
        check_grad_of(&src, &inputs, &[0], 1e-6);
    }
}
