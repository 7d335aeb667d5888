//! Programs far larger or deeper than usual: every pass, AD and the CPU backend must stay
//! near-linear in program size, and structure nested or chained beyond the nesting rule (or
//! expanding past the inlining limit) must be a clean error, never a stack overflow. The
//! test harness runs each test on a thread with a 2 MiB stack, as a real caller might.

use crate::ad::value_and_grad;
use crate::backend::compile_cpu;
use crate::passes::inline::MAX_EXPANDED_OPS;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::verify::{verify_module, MAX_NESTING};
use fresnel_ir::{Array, DType, Function, Module, Op, TensorType};
use fresnel_runtime::interp::run_main;

/// `x ← sin(x) + a`, `steps` times from x = a: 2·steps scalar f64 ops.
fn iterated_sine(steps: usize) -> String {
    let mut text = String::from(
        "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {\n  %v0 = stablehlo.add %arg0, %arg0 : tensor<f64>\n",
    );
    text.push_str("  %x0 = stablehlo.subtract %v0, %arg0 : tensor<f64>\n");
    for k in 0..steps {
        text.push_str(&format!(
            "  %s{k} = stablehlo.sine %x{k} : tensor<f64>\n  %x{} = stablehlo.add %s{k}, %arg0 : tensor<f64>\n",
            k + 1
        ));
    }
    text.push_str(&format!("  return %x{steps} : tensor<f64>\n}}\n"));
    text
}

/// The same iteration and its derivative by the chain rule, in plain f64.
fn iterated_sine_reference(a: f64, steps: usize) -> (f64, f64) {
    let (mut x, mut dx) = (a, 1.0);
    for _ in 0..steps {
        (x, dx) = (x.sin() + a, x.cos() * dx + 1.0);
    }
    (x, dx)
}

fn parse(text: &str) -> Module {
    parse_module(text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_100k_op_chain_differentiates_and_compiles() {
    let steps = 50_000;
    let m = parse(&iterated_sine(steps));
    let g = value_and_grad(&m, &[0]).unwrap();
    let exe = compile_cpu(&g).unwrap();
    let a = 0.7;
    let got = exe
        .run(&[Array::from_f64(vec![], vec![a]).unwrap()])
        .unwrap();
    let (value, grad) = iterated_sine_reference(a, steps);
    let close = |x: &Array, want: f64| {
        (x.data.get(0).to_c128().re - want).abs() < 1e-9 * want.abs().max(1.0)
    };
    assert!(close(&got[0], value), "value {:?}, want {value}", got[0]);
    assert!(close(&got[1], grad), "gradient {:?}, want {grad}", got[1]);
}

/// `@main` → `@f1` → … → `@f{n}`, the last one computing a sine.
fn call_chain(n: usize) -> String {
    let sig = "(tensor<f32>) -> tensor<f32>";
    let mut text = format!(
        "func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {{\n  %0 = call @f1(%arg0) : {sig}\n  return %0 : tensor<f32>\n}}\n"
    );
    for i in 1..=n {
        let body = if i < n {
            format!("%0 = call @f{}(%arg0) : {sig}", i + 1)
        } else {
            "%0 = stablehlo.sine %arg0 : tensor<f32>".to_string()
        };
        text.push_str(&format!(
            "func.func private @f{i}(%arg0: tensor<f32>) -> tensor<f32> {{\n  {body}\n  return %0 : tensor<f32>\n}}\n"
        ));
    }
    text
}

#[test]
fn a_10k_function_call_chain_is_a_clean_error_everywhere() {
    let m = parse(&call_chain(10_000));
    let x = Array::from_f32(vec![], vec![0.5]).unwrap();
    let rule = format!("nest more than {MAX_NESTING} deep");
    let errors = [
        ("compile_cpu", compile_cpu(&m).err()),
        ("value_and_grad", value_and_grad(&m, &[0]).err()),
        ("interpreter", run_main(&m, std::slice::from_ref(&x)).err()),
    ];
    for (what, e) in errors {
        let e = e.unwrap_or_else(|| panic!("{what} accepted a 10,000-deep call chain"));
        assert!(e.message.contains(&rule), "{what}: {e}");
    }
}

#[test]
fn call_chains_within_the_rule_run_alike_on_both_backends() {
    // Body (1) + 62 calls + the last function's body: exactly the limit.
    let m = parse(&call_chain(MAX_NESTING - 1));
    let x = Array::from_f32(vec![], vec![0.5]).unwrap();
    let want = run_main(&m, std::slice::from_ref(&x)).unwrap();
    assert_eq!(compile_cpu(&m).unwrap().run(&[x]).unwrap(), want);
    let e = compile_cpu(&parse(&call_chain(MAX_NESTING))).unwrap_err();
    assert!(e.message.contains("nest more than"), "{e}");
}

/// `@f{i}` calls `@f{i+1}` twice: inlining would make 2^n copies.
fn doubling(n: usize) -> String {
    let sig = "(tensor<f32>) -> tensor<f32>";
    let mut text = format!(
        "func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {{\n  %0 = call @f1(%arg0) : {sig}\n  return %0 : tensor<f32>\n}}\n"
    );
    for i in 1..=n {
        let body = if i < n {
            format!(
                "%0 = call @f{j}(%arg0) : {sig}\n  %1 = call @f{j}(%0) : {sig}\n  return %1 : tensor<f32>",
                j = i + 1
            )
        } else {
            "%0 = stablehlo.sine %arg0 : tensor<f32>\n  return %0 : tensor<f32>".to_string()
        };
        text.push_str(&format!(
            "func.func private @f{i}(%arg0: tensor<f32>) -> tensor<f32> {{\n  {body}\n}}\n"
        ));
    }
    text
}

#[test]
fn exponential_expansion_is_a_clean_error_naming_the_limit_on_every_backend() {
    let m = parse(&doubling(40));
    let limit = format!("over the limit of {MAX_EXPANDED_OPS}");
    // The interpreter does not inline, but would run 2^40 sines: the same rule refuses it.
    let x = Array::from_f32(vec![], vec![0.5]).unwrap();
    let interpreted = run_main(&m, &[x]).err();
    for e in [
        compile_cpu(&m).err(),
        value_and_grad(&m, &[0]).err(),
        interpreted,
    ] {
        let e = e.expect("2^40 expanded copies must be refused");
        assert!(e.message.contains(&limit), "{e}");
    }
}

/// `case` inside `case` inside … `depth` times, built through the API (the parser refuses
/// such text itself).
fn nested_regions(depth: usize) -> Module {
    let (f32t, i32t) = (
        TensorType::new(DType::F32, vec![]),
        TensorType::new(DType::I32, vec![]),
    );
    let mut f = Function::new("main", &[i32t, f32t.clone()], vec![f32t.clone()]);
    let (index, x) = (f.params()[0], f.params()[1]);
    let mut block = f.body;
    for _ in 0..depth {
        let inner = f.new_block(&[], None);
        let case = f.push_op(
            block,
            Op::Case,
            vec![index],
            vec![f32t.clone()],
            vec![inner],
            None,
        );
        let r = f.op(case).results.clone();
        f.set_return(block, r);
        block = inner;
    }
    f.set_return(block, vec![x]);
    Module {
        name: None,
        funcs: vec![f],
        warnings: Vec::new(),
    }
}

#[test]
fn ten_thousand_nested_regions_are_a_clean_error_everywhere() {
    let m = nested_regions(10_000);
    let args = [
        Array::new(vec![], fresnel_ir::Data::I32(vec![0])).unwrap(),
        Array::from_f32(vec![], vec![0.5]).unwrap(),
    ];
    let rule = format!("nest more than {MAX_NESTING} deep");
    let verified = verify_module(&m).map_err(|es| es[0].clone());
    let errors = [
        ("verify_module", verified.err()),
        ("compile_cpu", compile_cpu(&m).err()),
        ("value_and_grad", value_and_grad(&m, &[1]).err()),
        ("interpreter", run_main(&m, &args).err()),
    ];
    for (what, e) in errors {
        let e = e.unwrap_or_else(|| panic!("{what} accepted 10,000 nested regions"));
        assert!(e.message.contains(&rule), "{what}: {e}");
    }
    let printed = print_module(&m);
    assert!(printed.contains("not printed"), "{printed}");
    // Within the rule the same program is fine.
    let shallow = nested_regions(MAX_NESTING - 1);
    verify_module(&shallow).unwrap();
    assert_eq!(run_main(&shallow, &args).unwrap(), [args[1].clone()]);
}
