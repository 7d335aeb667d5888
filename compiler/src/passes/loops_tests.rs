use super::loops::hoist_invariant_carries;
use super::testing::{assert_close, eval, parse, run_passes, sample_inputs, PassFn};
use fresnel_ir::{Module, Op};

const PASSES: &[PassFn] = &[hoist_invariant_carries];

/// JAX's `scan` form: `xs` (carry 0) is returned unchanged by the body, which reads one row of
/// it per iteration and writes one row of `ys` (carry 3).
const SCAN: &str = "
func.func @main(%x: tensor<3xf64>, %xs: tensor<8x3xf64>) -> (tensor<3xf64>, tensor<8x3xf64>, tensor<8x3xf64>) {
  %zero = stablehlo.constant dense<0.0> : tensor<8x3xf64>
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:4 = stablehlo.while(%it = %xs, %i = %c0, %h = %x, %ys = %zero) : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
  cond {
    %n = stablehlo.constant dense<8> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i64>
    %row = stablehlo.dynamic_slice %it, %i, %z, sizes = [1, 3] : (tensor<8x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %v = stablehlo.reshape %row : (tensor<1x3xf64>) -> tensor<3xf64>
    %c = stablehlo.cosine %h : tensor<3xf64>
    %h2 = stablehlo.multiply %c, %v : tensor<3xf64>
    %b = stablehlo.reshape %h2 : (tensor<3xf64>) -> tensor<1x3xf64>
    %ys2 = stablehlo.dynamic_update_slice %ys, %b, %i, %z : (tensor<8x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<8x3xf64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %it, %i2, %h2, %ys2 : tensor<8x3xf64>, tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
  }
  return %r#2, %r#3, %r#0 : tensor<3xf64>, tensor<8x3xf64>, tensor<8x3xf64>
}";

fn while_carries(m: &Module) -> Vec<usize> {
    let f = m.func("main").expect("test modules have @main");
    f.walk()
        .into_iter()
        .filter(|&op| f.op(op).op == Op::While)
        .map(|op| f.op(op).operands.len())
        .collect()
}

/// Runs the pass; the outputs on sample inputs must not change.
fn hoisted(text: &str) -> Module {
    let before = parse(text);
    let mut after = before.clone();
    run_passes(&mut after, PASSES);
    let inputs = sample_inputs(&before);
    assert_close(&eval(&after, &inputs), &eval(&before, &inputs), 0.0);
    after
}

#[test]
fn a_scanned_input_becomes_a_capture() {
    let m = hoisted(SCAN);
    assert_eq!(while_carries(&m), [3], "{m}");
    // The loop's result for `xs` is the input itself.
    let f = m.func("main").expect("has @main");
    assert_eq!(f.returns()[2], f.params()[1], "{m}");
}

#[test]
fn nested_loops_are_rewritten_too() {
    // The scan above as the body of an outer loop that passes `%xs` through as well.
    let inner = SCAN
        .split_once("{\n")
        .and_then(|(_, rest)| rest.rsplit_once("return"))
        .map(|(body, _)| body)
        .expect("SCAN has a body and a return");
    let text = format!(
        "
func.func @main(%x: tensor<3xf64>, %xs: tensor<8x3xf64>) -> (tensor<3xf64>, tensor<8x3xf64>) {{
  %k0 = stablehlo.constant dense<0> : tensor<i64>
  %o:3 = stablehlo.while(%k = %k0, %x_outer = %x, %xs_outer = %xs) : tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
  cond {{
    %n = stablehlo.constant dense<2> : tensor<i64>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    {}
    %step = stablehlo.constant dense<1> : tensor<i64>
    %k2 = stablehlo.add %k, %step : tensor<i64>
    stablehlo.return %k2, %r#2, %xs_outer : tensor<i64>, tensor<3xf64>, tensor<8x3xf64>
  }}
  return %o#1, %o#2 : tensor<3xf64>, tensor<8x3xf64>
}}",
        inner
            .replace("%x,", "%x_outer,")
            .replace("= %xs,", "= %xs_outer,")
    );
    let m = hoisted(&text);
    assert_eq!(while_carries(&m), [2, 3], "{m}");
}

#[test]
fn a_loop_whose_carries_are_all_invariant_is_left_alone() {
    let text = "
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.while(%a = %x) : tensor<2xf32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}";
    let mut m = parse(text);
    assert_eq!(run_passes(&mut m, PASSES), 1);
    assert_eq!(while_carries(&m), [1]);
}

#[test]
fn the_compile_pipeline_hoists_and_the_cpu_backend_agrees() {
    let m = parse(SCAN);
    let inputs = sample_inputs(&m);
    let want = eval(&m, &inputs);
    let exe = crate::backend::compile_cpu(&m).expect("SCAN compiles");
    let got = exe.run(&inputs).expect("SCAN runs");
    assert_close(&got, &want, 1e-12);
}
