use super::cse::cse;
use super::dce::dce;
use super::testing::{main_module, rewrite, PassFn};

const PASSES: &[PassFn] = &[cse, dce];

#[test]
fn identical_ops_merge() {
    let body = "
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.sine %arg0 : tensor<4xf32>
    %2 = stablehlo.add %0, %arg0 : tensor<4xf32>
    %3 = stablehlo.add %1, %arg0 : tensor<4xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4xf32>
    return %4 : tensor<4xf32>";
    rewrite(
        &main_module("%arg0: tensor<4xf32>", "tensor<4xf32>", body),
        PASSES,
        &["sine", "add", "multiply"],
    );
}

#[test]
fn attributes_and_operand_order_matter() {
    let body = "
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<2x2xf32>
    %1 = stablehlo.subtract %arg1, %arg0 : tensor<2x2xf32>
    %2 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.transpose %0, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.add %1, %2 : tensor<2x2xf32>
    %5 = stablehlo.add %4, %3 : tensor<2x2xf32>
    return %5 : tensor<2x2xf32>";
    rewrite(
        &main_module(
            "%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>",
            "tensor<2x2xf32>",
            body,
        ),
        PASSES,
        &[
            "subtract",
            "subtract",
            "transpose",
            "transpose",
            "add",
            "add",
        ],
    );
}

#[test]
fn constants_compare_by_value_bit_for_bit() {
    let body = "
    %a = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %b = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    %nz = stablehlo.constant dense<-0.000000e+00> : tensor<2xf64>
    %0 = stablehlo.add %a, %b : tensor<2xf64>
    %1 = stablehlo.divide %0, %z : tensor<2xf64>
    %2 = stablehlo.divide %0, %nz : tensor<2xf64>
    %3 = stablehlo.add %1, %2 : tensor<2xf64>
    return %1, %2 : tensor<2xf64>, tensor<2xf64>";
    rewrite(
        &main_module("", "(tensor<2xf64>, tensor<2xf64>)", body),
        PASSES,
        &[
            "constant", "constant", "constant", "add", "divide", "divide",
        ],
    );
}

#[test]
fn reduces_with_the_same_body_merge() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %0, %1 : tensor<4xf32>
    %4 = stablehlo.add %3, %2 : tensor<4xf32>
    return %4 : tensor<4xf32>";
    rewrite(
        &main_module("%arg0: tensor<3x4xf32>", "tensor<4xf32>", body),
        PASSES,
        &[
            "constant", "reduce", "add", "reduce", "maximum", "add", "add",
        ],
    );
}

/// An op in a region may reuse one from the enclosing block, but not one from a sibling
/// region, and ops after a region may not reuse one from inside it.
#[test]
fn regions_see_enclosing_blocks_only() {
    let text = "
func.func @main(%x: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>) {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %outer = stablehlo.add %x, %one : tensor<i64>
  %r = stablehlo.while(%arg0 = %x) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %same_as_outer = stablehlo.add %x, %one : tensor<i64>
    %two = stablehlo.constant dense<2> : tensor<i64>
    %one_again = stablehlo.constant dense<1> : tensor<i64>
    %step = stablehlo.subtract %two, %one_again : tensor<i64>
    %next = stablehlo.add %arg0, %step : tensor<i64>
    %n = stablehlo.maximum %next, %same_as_outer : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  %s = stablehlo.while(%arg0 = %x) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %two = stablehlo.constant dense<2> : tensor<i64>
    %one_again = stablehlo.constant dense<1> : tensor<i64>
    %step = stablehlo.subtract %two, %one_again : tensor<i64>
    %next = stablehlo.add %arg0, %step : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  %two_outside = stablehlo.constant dense<2> : tensor<i64>
  %t = stablehlo.add %s, %two_outside : tensor<i64>
  return %outer, %r, %t : tensor<i64>, tensor<i64>, tensor<i64>
}";
    rewrite(
        text,
        PASSES,
        &[
            "constant", "constant", "add", //
            "while", "compare", "constant", "subtract", "add", "maximum", //
            "while", "compare", "constant", "subtract", "add", //
            "constant", "add",
        ],
    );
}
