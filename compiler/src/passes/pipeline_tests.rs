//! Tests of `crate::pipeline` (compiled as `pipeline::tests`): the fixed-point driver, the
//! observer, errors naming the pass, and the acceptance test — the gradient of `sum(x)`
//! simplifies to a constant of ones — on hand-written IR and on the AD pass's real output.

use super::*;
use crate::passes::testing::{assert_close, eval, main_module, op_names, parse, sample_inputs};
use fresnel_ir::{Diagnostic, Module, TensorType};

fn simplified(m: &Module) -> Module {
    let mut out = m.clone();
    run_pipeline(&mut out, SIMPLIFY, &mut |_, _| {}).unwrap_or_else(|e| panic!("{e}"));
    out
}

const SUM_10: &str = "module @jit_sum {
  func.func public @main(%arg0: tensor<10xf64>) -> tensor<f64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    return %0 : tensor<f64>
  }
}
";

/// `@main` returns exactly one value, defined by its only op, a constant: the printed op.
fn single_constant(m: &Module) -> String {
    assert_eq!(op_names(m), ["constant"], "{m}");
    let text = m.to_string();
    text.lines()
        .find(|l| l.contains("stablehlo.constant"))
        .expect("one constant")
        .trim()
        .to_string()
}

/// What reverse mode emits for ∂sum(x)/∂x: the seed 1, broadcast to x's shape, scaled by the
/// seed again and accumulated onto a zero cotangent.
#[test]
fn gradient_of_sum_in_ad_form_is_a_constant_of_ones() {
    let body = "
    %seed = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %1 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<10xf64>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %zeros = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %3 = stablehlo.add %zeros, %2 : tensor<10xf64>
    %4 = stablehlo.reshape %3 : (tensor<10xf64>) -> tensor<10xf64>
    return %4 : tensor<10xf64>";
    let m = simplified(&parse(&main_module(
        "%arg0: tensor<10xf64>",
        "tensor<10xf64>",
        body,
    )));
    assert_eq!(
        single_constant(&m),
        "%cst = stablehlo.constant dense<1.000000e+00> : tensor<10xf64>"
    );
}

#[test]
fn gradient_of_sum_from_the_ad_pass_is_a_constant_of_ones() {
    let g = crate::ad::grad(&parse(SUM_10), &[0]).unwrap_or_else(|e| panic!("{e}"));
    let m = simplified(&g);
    assert_eq!(
        single_constant(&m),
        "%cst = stablehlo.constant dense<1.000000e+00> : tensor<10xf64>"
    );
    let f = m.entry().expect("@main");
    assert_eq!(
        f.result_types,
        [TensorType::new(fresnel_ir::DType::F64, vec![10])]
    );
}

thread_local! {
    static CHANGES_LEFT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Reports a change while `CHANGES_LEFT` is positive, counting down.
fn count_down(_: &mut Module) -> Result<bool, Diagnostic> {
    Ok(CHANGES_LEFT.with(|c| {
        let left = c.get();
        c.set(left.saturating_sub(1));
        left > 0
    }))
}

fn no_change(_: &mut Module) -> Result<bool, Diagnostic> {
    Ok(false)
}

#[test]
fn observer_sees_every_pass_once_then_only_changes() {
    let passes = [
        Pass {
            name: "count-down",
            run: count_down,
        },
        Pass {
            name: "no-change",
            run: no_change,
        },
    ];
    CHANGES_LEFT.with(|c| c.set(2));
    let mut m = parse(SUM_10);
    let mut seen = Vec::new();
    let rounds =
        run_counting_rounds(&mut m, &passes, &mut |name, _| seen.push(name.to_string())).unwrap();
    assert_eq!(rounds, 3, "two rounds with a change, then one without");
    assert_eq!(seen, ["count-down", "no-change", "count-down"]);

    let mut seen = Vec::new();
    let rounds =
        run_counting_rounds(&mut m, SIMPLIFY, &mut |name, _| seen.push(name.to_string())).unwrap();
    let names: Vec<&str> = SIMPLIFY.iter().map(|p| p.name).collect();
    assert_eq!(
        (rounds, seen),
        (1, names.iter().map(|n| n.to_string()).collect())
    );
}

#[test]
fn rounds_are_bounded() {
    CHANGES_LEFT.with(|c| c.set(usize::MAX));
    let mut m = parse(SUM_10);
    let passes = [Pass {
        name: "count-down",
        run: count_down,
    }];
    assert_eq!(
        run_counting_rounds(&mut m, &passes, &mut |_, _| {}).unwrap(),
        MAX_ROUNDS
    );
}

fn break_types(m: &mut Module) -> Result<bool, Diagnostic> {
    let f = &mut m.funcs[0];
    let r = f.returns()[0];
    f.set_type(r, TensorType::new(fresnel_ir::DType::I32, vec![3]));
    Ok(true)
}

fn fail(_: &mut Module) -> Result<bool, Diagnostic> {
    Err(Diagnostic::new("cannot do this"))
}

#[test]
fn verifier_failures_and_pass_errors_name_the_pass() {
    let body = "
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>";
    let m = parse(&main_module("%arg0: tensor<4xf32>", "tensor<4xf32>", body));
    let broken = [
        SIMPLIFY[1],
        Pass {
            name: "break-types",
            run: break_types,
        },
    ];
    let e = run_pipeline(&mut m.clone(), &broken, &mut |_, _| {}).unwrap_err();
    assert!(e.message.starts_with("after pass `break-types`: "), "{e}");
    let failing = [Pass {
        name: "fail",
        run: fail,
    }];
    let e = run_pipeline(&mut m.clone(), &failing, &mut |_, _| {}).unwrap_err();
    assert_eq!(e.message, "after pass `fail`: cannot do this");
}

#[test]
fn passes_are_found_by_name() {
    assert_eq!(find_pass(SIMPLIFY, "cse").map(|p| p.name), Some("cse"));
    assert!(find_pass(SIMPLIFY, "fuse").is_none());
}

/// A program needing inlining, simplification, folding and CSE together keeps its meaning.
#[test]
fn passes_cooperate_to_a_fixed_point() {
    let text = "module {
  func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
    %0 = call @twice(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = call @twice(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x3xf32>
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %7 : tensor<3x2xf32>
  }
  func.func private @twice(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}";
    let before = parse(text);
    let after = simplified(&before);
    assert_eq!(
        op_names(&after),
        [
            "add",
            "add",
            "constant",
            "broadcast_in_dim",
            "multiply",
            "transpose"
        ],
        "{after}"
    );
    assert_eq!(after.funcs.len(), 1, "the inlined function is dropped");
    let inputs = sample_inputs(&before);
    assert_close(&eval(&after, &inputs), &eval(&before, &inputs), 1e-6);
}
