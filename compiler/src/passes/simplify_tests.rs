//! Simplification rules whose checks go beyond the ops left (the rest, one file per rule and
//! per refusal that matters, are filetests in `tests/filetests/simplify/`): each parses a
//! small program, runs `simplify` + `dce` to a fixed point, checks the result, and checks on
//! the interpreter that the outputs did not change.

use super::dce::dce;
use super::simplify::simplify;
use super::testing::{main_module, rewrite, PassFn};

const PASSES: &[PassFn] = &[simplify, dce];

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
