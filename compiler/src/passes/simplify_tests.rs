//! One test per simplification rule (and per refusal that matters): each parses a small
//! program, runs `simplify` + `dce` to a fixed point, checks the ops left, and checks on the
//! interpreter that the outputs did not change.

use super::dce::dce;
use super::simplify::simplify;
use super::testing::{main_module, rewrite, PassFn};

const PASSES: &[PassFn] = &[simplify, dce];

/// A `@main(%arg0: T) -> R` program with the given body, simplified.
fn check(sig: &str, results: &str, body: &str, expected: &[&str]) {
    rewrite(&main_module(sig, results, body), PASSES, expected);
}

const SPLAT_ONE_4: &str = "
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %ones = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f64>) -> tensor<4xf64>";

#[test]
fn multiply_by_one_either_side() {
    let body = format!(
        "{SPLAT_ONE_4}
    %0 = stablehlo.multiply %arg0, %ones : tensor<4xf64>
    %1 = stablehlo.multiply %ones, %0 : tensor<4xf64>
    return %1 : tensor<4xf64>"
    );
    check("%arg0: tensor<4xf64>", "tensor<4xf64>", &body, &[]);
}

#[test]
fn add_and_subtract_zero() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
    %0 = stablehlo.add %z, %arg0 : tensor<4xf64>
    %1 = stablehlo.add %0, %z : tensor<4xf64>
    %2 = stablehlo.subtract %1, %z : tensor<4xf64>
    return %2 : tensor<4xf64>";
    check("%arg0: tensor<4xf64>", "tensor<4xf64>", body, &[]);
}

#[test]
fn zero_minus_x_is_kept() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
    %0 = stablehlo.subtract %z, %arg0 : tensor<4xf64>
    return %0 : tensor<4xf64>";
    check(
        "%arg0: tensor<4xf64>",
        "tensor<4xf64>",
        body,
        &["constant", "subtract"],
    );
}

#[test]
fn divide_by_one() {
    let body = format!(
        "{SPLAT_ONE_4}
    %0 = stablehlo.divide %arg0, %ones : tensor<4xf64>
    return %0 : tensor<4xf64>"
    );
    check("%arg0: tensor<4xf64>", "tensor<4xf64>", &body, &[]);
}

#[test]
fn one_divided_by_x_is_kept() {
    let body = format!(
        "{SPLAT_ONE_4}
    %0 = stablehlo.divide %ones, %arg0 : tensor<4xf64>
    return %0 : tensor<4xf64>"
    );
    check(
        "%arg0: tensor<4xf64>",
        "tensor<4xf64>",
        &body,
        &["constant", "divide"],
    );
}

#[test]
fn integer_times_zero_is_zero() {
    let body = "
    %z = stablehlo.constant dense<0> : tensor<3xi32>
    %0 = stablehlo.multiply %arg0, %z : tensor<3xi32>
    return %0 : tensor<3xi32>";
    check("%arg0: tensor<3xi32>", "tensor<3xi32>", body, &["constant"]);
}

#[test]
fn float_times_zero_is_kept_for_nan_and_inf() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %0 = stablehlo.multiply %arg0, %z : tensor<3xf32>
    return %0 : tensor<3xf32>";
    check(
        "%arg0: tensor<3xf32>",
        "tensor<3xf32>",
        body,
        &["constant", "multiply"],
    );
}

#[test]
fn double_negation() {
    let body = "
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    return %1 : tensor<4xf32>";
    check("%arg0: tensor<4xf32>", "tensor<4xf32>", body, &[]);
}

#[test]
fn select_with_known_predicate() {
    let body = "
    %t = stablehlo.constant dense<true> : tensor<i1>
    %p = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %0 = stablehlo.select %p, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.select %f, %0, %arg1 : tensor<i1>, tensor<4xf32>
    %2 = stablehlo.add %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>";
    check(
        "%arg0: tensor<4xf32>, %arg1: tensor<4xf32>",
        "tensor<4xf32>",
        body,
        &["add"],
    );
}

#[test]
fn broadcast_of_splat_becomes_a_constant() {
    let body = "
    %c = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>";
    let m = rewrite(
        &main_module("%arg0: tensor<2x3xf32>", "tensor<2x3xf32>", body),
        PASSES,
        &["constant", "add"],
    );
    let text = m.to_string();
    assert!(
        text.contains("dense<2.500000e+00> : tensor<2x3xf32>"),
        "{text}"
    );
}

#[test]
fn broadcast_of_broadcast_composes_dims() {
    let body = "
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
    return %1 : tensor<4x2x3xf32>";
    let m = rewrite(
        &main_module("%arg0: tensor<3xf32>", "tensor<4x2x3xf32>", body),
        PASSES,
        &["broadcast_in_dim"],
    );
    assert!(m.to_string().contains("dims = [2]"), "{m}");
}

#[test]
fn identity_broadcast_is_dropped() {
    let body = "
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>";
    check("%arg0: tensor<2x3xf32>", "tensor<2x3xf32>", body, &[]);
}

#[test]
fn reshape_chains() {
    let body = "
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.add %1, %1 : tensor<3x2xf32>
    return %3, %4 : tensor<2x3xf32>, tensor<3x2xf32>";
    check(
        "%arg0: tensor<2x3xf32>",
        "(tensor<2x3xf32>, tensor<3x2xf32>)",
        body,
        &["reshape", "add"],
    );
}

#[test]
fn transpose_chains() {
    let body = "
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x4x2xf32>) -> tensor<4x3x2xf32>
    %2 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
    %3 = stablehlo.transpose %2, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %1, %3 : tensor<4x3x2xf32>, tensor<2x3x4xf32>";
    let m = rewrite(
        &main_module(
            "%arg0: tensor<2x3x4xf32>",
            "(tensor<4x3x2xf32>, tensor<2x3x4xf32>)",
            body,
        ),
        PASSES,
        &["transpose"],
    );
    assert!(m.to_string().contains("dims = [2, 1, 0]"), "{m}");
}

#[test]
fn convert_to_same_type() {
    let body = "
    %0 = stablehlo.convert %arg0 : tensor<4xf32>
    %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xf64>
    return %1 : tensor<4xf64>";
    check("%arg0: tensor<4xf32>", "tensor<4xf64>", body, &["convert"]);
}

#[test]
fn parts_of_complex() {
    let body = "
    %z = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f32>>
    %re = stablehlo.real %z : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %im = stablehlo.imag %z : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %0 = stablehlo.subtract %re, %im : tensor<3xf32>
    return %0 : tensor<3xf32>";
    check(
        "%arg0: tensor<3xf32>, %arg1: tensor<3xf32>",
        "tensor<3xf32>",
        body,
        &["subtract"],
    );
}

#[test]
fn complex_of_own_parts() {
    let body = "
    %re = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %im = stablehlo.imag %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %0 = stablehlo.complex %re, %im : tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>";
    check(
        "%arg0: tensor<3xcomplex<f64>>",
        "tensor<3xcomplex<f64>>",
        body,
        &[],
    );
}

#[test]
fn complex_of_parts_of_different_values_is_kept() {
    let body = "
    %re = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %im = stablehlo.imag %arg1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %0 = stablehlo.complex %re, %im : tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>";
    check(
        "%arg0: tensor<3xcomplex<f64>>, %arg1: tensor<3xcomplex<f64>>",
        "tensor<3xcomplex<f64>>",
        body,
        &["real", "imag", "complex"],
    );
}

#[test]
fn conj_of_conj() {
    let body = "
    %r0 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %i0 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %n0 = stablehlo.negate %i0 : tensor<5xf32>
    %c0 = stablehlo.complex %r0, %n0 : tensor<5xcomplex<f32>>
    %r1 = stablehlo.real %c0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %i1 = stablehlo.imag %c0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %n1 = stablehlo.negate %i1 : tensor<5xf32>
    %c1 = stablehlo.complex %r1, %n1 : tensor<5xcomplex<f32>>
    return %c1 : tensor<5xcomplex<f32>>";
    check(
        "%arg0: tensor<5xcomplex<f32>>",
        "tensor<5xcomplex<f32>>",
        body,
        &[],
    );
}

#[test]
fn single_conj_is_kept() {
    let body = "
    %r0 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %i0 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %n0 = stablehlo.negate %i0 : tensor<5xf32>
    %c0 = stablehlo.complex %r0, %n0 : tensor<5xcomplex<f32>>
    return %c0 : tensor<5xcomplex<f32>>";
    check(
        "%arg0: tensor<5xcomplex<f32>>",
        "tensor<5xcomplex<f32>>",
        body,
        &["real", "imag", "negate", "complex"],
    );
}

#[test]
fn real_of_converted_real() {
    let body = "
    %0 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    return %1 : tensor<3xf32>";
    check("%arg0: tensor<3xf32>", "tensor<3xf32>", body, &[]);
}

#[test]
fn reduce_add_of_broadcast_splat() {
    let body = "
    %one = stablehlo.constant dense<1.500000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %init = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>";
    let m = rewrite(
        &main_module("", "tensor<4xf64>", body),
        PASSES,
        &["constant"],
    );
    assert!(
        m.to_string()
            .contains("dense<9.500000e+00> : tensor<4xf64>"),
        "{m}"
    );
}

#[test]
fn reduce_over_unit_dims_is_a_reshape() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %one) applies stablehlo.multiply across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    %2 = stablehlo.reduce(%arg0 init: %one) applies stablehlo.add across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    %3 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.maximum across dimensions = [2] : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3xf32>
    return %0, %1, %2, %3 : tensor<3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>";
    check(
        "%arg0: tensor<1x3x1xf32>",
        "(tensor<3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>)",
        body,
        &[
            "constant", "reshape", "constant", "reshape", "reduce", "add", "reduce", "maximum",
        ],
    );
}

#[test]
fn full_slice_and_empty_pad() {
    let body = "
    %0 = stablehlo.slice %arg0 [0:4, 0:6] : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0, %z, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.slice %1 [0:4:2, 0:6] : (tensor<4x6xf32>) -> tensor<2x6xf32>
    return %2 : tensor<2x6xf32>";
    check(
        "%arg0: tensor<4x6xf32>",
        "tensor<2x6xf32>",
        body,
        &["slice"],
    );
}

#[test]
fn fft_inverse_pairs() {
    let body = "
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %2 = stablehlo.fft %1, type = IFFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %3 = stablehlo.fft %2, type = FFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    return %3 : tensor<2x4x6xcomplex<f64>>";
    check(
        "%arg0: tensor<2x4x6xcomplex<f64>>",
        "tensor<2x4x6xcomplex<f64>>",
        body,
        &[],
    );
}

#[test]
fn irfft_of_rfft() {
    let body = "
    %0 = stablehlo.fft %arg0, type = RFFT, length = [7] : (tensor<3x7xf64>) -> tensor<3x4xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IRFFT, length = [7] : (tensor<3x4xcomplex<f64>>) -> tensor<3x7xf64>
    return %1 : tensor<3x7xf64>";
    check("%arg0: tensor<3x7xf64>", "tensor<3x7xf64>", body, &[]);
}

#[test]
fn fft_pairs_need_the_same_length() {
    let body = "
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %2 = stablehlo.fft %1, type = FFT, length = [6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    return %2 : tensor<2x4x6xcomplex<f64>>";
    check(
        "%arg0: tensor<2x4x6xcomplex<f64>>",
        "tensor<2x4x6xcomplex<f64>>",
        body,
        &["fft"],
    );
}
