//! LAPACK's tridiagonal solve (`@lapack_?gtsv_ffi`, JAX's CPU
//! `lax.linalg.tridiagonal_solve`: `Op::LapackGtsv`) against things we did not write:
//! * `tests/data/linalg/gtsv_cases.mlir`: the call alone on f32, f64, complex64, complex128,
//!   batched, with row interchanges at every step and a zero pivot, checking all five
//!   results (the diagonals LAPACK overwrites, the solution, info) against scipy's `?gtsv`
//!   on the interpreter; the same programs (constants as arguments) on the CPU backend and
//!   cuda-sim against the interpreter;
//! * `tests/data/linalg/gtsv/*/`: programs JAX lowered against JAX's values (a singular
//!   system included: JAX's program turns info ≠ 0 into NaN), printed and parsed back
//!   unchanged; gradients with respect to b and the three diagonals (ours on the interpreter
//!   and the CPU backend, and JAX's own gradient program) against `jax.grad`, central finite
//!   differences and forward mode (jvp vs finite differences, the adjoint identity).
//!
//! All data is made by `tests/data/linalg/gtsv/gen.py`.

use crate::common::harness;

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, DType, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::{
    check_failures, data_cases, max_rel, with_interpreter_results, worst_on_cpu, worst_on_cuda_sim,
};
use fresnel_tests::folders::{central_differences, folders, Folder as Case};

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
const SINGLE: f64 = 2e-4;

fn call_cases() -> Vec<(usize, Module)> {
    data_cases("linalg/gtsv_cases.mlir")
}

#[test]
fn calls_match_scipy_on_every_dtype_and_shape() {
    let cases = call_cases();
    assert_eq!(cases.len(), 24, "6 cases per element type");
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn calls_print_back_as_the_lapack_call() {
    for (line, m) in call_cases() {
        let text = print_module(&m);
        assert!(text.contains("gtsv_ffi("), "line {line}:\n{text}");
        let back = parse_module(&text).unwrap_or_else(|e| panic!("line {line}: {e}\n{text}"));
        assert_eq!(print_module(&back), text, "line {line}");
    }
}

#[test]
fn calls_on_the_cpu_backend_match_the_interpreter() {
    let worst = worst_on_cpu(&with_interpreter_results(call_cases()));
    eprintln!("cpu vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

#[test]
fn calls_on_cuda_sim_match_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("calls_on_cuda_sim_match_the_interpreter") {
        return;
    }
    let worst = worst_on_cuda_sim(&with_interpreter_results(call_cases()));
    eprintln!("cuda-sim vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

fn jax_cases() -> Vec<Case> {
    folders("linalg/gtsv")
}

/// Worst relative error of `got` against JAX's `want` (NaNs must match).
fn against(name: &str, got: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!(
            "{name}: {} results, JAX has {}",
            got.len(),
            want.len()
        ));
    }
    let mut worst: f64 = 0.0;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.ty() != w.ty() {
            return Err(format!(
                "{name}: result {k} is {}, JAX's {}",
                g.ty(),
                w.ty()
            ));
        }
        let e = max_rel(g, w);
        if e > tol {
            return Err(format!("{name}: result {k} differs by {e:.1e}"));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

#[test]
fn jax_programs_match_jax_and_print_back() {
    let cases = jax_cases();
    assert_eq!(cases.len(), 10);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        let has_gtsv = m.funcs[0].ops().any(|o| o.op == Op::LapackGtsv);
        assert!(has_gtsv, "{}: no gtsv", case.name);
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let tol = case.tolerance(SINGLE);
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        match got.and_then(|g| against(&case.name, &g, &want, tol)) {
            Ok(e) => eprintln!("{:<24} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        if let Err(e) = cpu.and_then(|g| against(&case.name, &g, &want, tol)) {
            failures.push(format!("cpu: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn gradients_match_jax_finite_differences_and_forward_mode() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in jax_cases() {
        let grads = case.arrays("grad");
        let fwd = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let wrt: Vec<usize> = (0..inputs.len()).collect();
        if !grads.is_empty() {
            checked += 1;
            let tol = case.tolerance(SINGLE);
            let mut want = case.arrays("out");
            want.extend(grads.iter().cloned());
            let ours =
                ad::value_and_grad(&fwd, &wrt).unwrap_or_else(|e| panic!("{}: {e}", case.name));
            let jax = case.program("value_and_grad.mlir");
            for (what, m) in [("ours", &ours), ("jax's program", &jax)] {
                // JAX's own program returns ∂/∂Re − i ∂/∂Im: conjugated to ours.
                let got = run_main(m, &inputs)
                    .map_err(|e| e.to_string())
                    .map(|mut g| {
                        if what != "ours" {
                            for x in &mut g[1..] {
                                *x = fresnel_tests::refs::conj(x);
                            }
                        }
                        g
                    });
                match got.and_then(|g| against(&case.name, &g, &want, tol)) {
                    Ok(e) => eprintln!("{:<24} {what} vs jax.grad {e:.1e}", case.name),
                    Err(e) => failures.push(format!("{what}: {e}")),
                }
            }
            let cpu = compile_cpu(&ours)
                .and_then(|exe| exe.run(&inputs))
                .map_err(|e| e.to_string());
            if let Err(e) = cpu.and_then(|g| against(&case.name, &g, &want, tol)) {
                failures.push(format!("cpu: {e}"));
            }
            if inputs.iter().all(|a| a.dtype() == DType::F64) {
                let got = run_main(&ours, &inputs).expect("runs");
                for (k, g) in grads.iter().enumerate() {
                    let fd = central_differences(&fwd, &inputs, k, 1e-6);
                    let fd = Array::from_f64(g.shape.clone(), fd).expect("same shape");
                    let e = max_rel(&got[1 + k], &fd);
                    eprintln!(
                        "{:<24} ours vs finite differences (arg {k}) {e:.1e}",
                        case.name
                    );
                    if e > 1e-6 {
                        failures.push(format!("{}: arg {k} off by {e:.1e}", case.name));
                    }
                }
            }
        }
        if grads.is_empty() && !case.name.starts_with("cjvp") {
            continue;
        }
        if let Err(e) = harness::check_in_double(&case.name, &fwd, &inputs, &wrt, true) {
            failures.push(format!("{}: jvp: {e}", case.name));
        }
    }
    assert_eq!(checked, 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparisons can fail: a perturbed diagonal moves the solution and the gradient.
#[test]
fn the_comparisons_can_fail() {
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "grad_f64")
        .expect("case");
    let fwd = case.program("fwd.mlir");
    let mut inputs = case.arrays("in");
    let x: Vec<f64> = inputs[1]
        .to_c128_vec()
        .iter()
        .map(|v| v.re + 1e-3)
        .collect();
    inputs[1] = Array::from_f64(inputs[1].shape.clone(), x).expect("same shape");
    let ours = ad::value_and_grad(&fwd, &[0, 1, 2, 3]).expect("differentiates");
    let got = run_main(&ours, &inputs).expect("runs");
    let mut want = case.arrays("out");
    want.extend(case.arrays("grad"));
    assert!(against(&case.name, &got, &want, 1e-9).is_err());
}

fn program(shape: &str, k: usize, dtype: &str, letter: char) -> String {
    let batch: Vec<&str> = shape.split('x').collect();
    let n = batch[batch.len() - 1];
    let lead = batch[..batch.len() - 1].join("x");
    let prefix = if lead.is_empty() {
        String::new()
    } else {
        format!("{lead}x")
    };
    let v = format!("tensor<{prefix}{n}x{dtype}>");
    let b = format!("tensor<{prefix}{n}x{k}x{dtype}>");
    let i = if lead.is_empty() {
        "tensor<i32>".to_string()
    } else {
        format!("tensor<{lead}xi32>")
    };
    format!(
        "func.func @main(%dl: {v}, %d: {v}, %du: {v}, %b: {b}) -> ({b}, {i}) {{\n\
         %r:5 = stablehlo.custom_call @lapack_{letter}gtsv_ffi(%dl, %d, %du, %b) {{mhlo.backend_config = {{}}}} : ({v}, {v}, {v}, {b}) -> ({v}, {v}, {v}, {b}, {i})\n\
         return %r#3, %r#4 : {b}, {i}\n}}"
    )
}

/// Empty systems and batches, n = 1, NaN and infinity: results, never a panic.
#[test]
fn hostile_inputs_do_not_panic() {
    for (shape, k) in [
        ("0", 2),
        ("3x0", 1),
        ("0x4", 2),
        ("1", 1),
        ("4", 0),
        ("2x3", 2),
    ] {
        let m = parse_module(&program(shape, k, "f64", 'd')).unwrap_or_else(|e| panic!("{e}"));
        let params = m.entry().expect("main").param_types();
        for fill in [f64::NAN, f64::INFINITY, 0.0, 1.0] {
            let args: Vec<Array> = params
                .iter()
                .map(|t| {
                    Array::from_f64(t.shape.clone(), vec![fill; t.num_elements()]).expect("shape")
                })
                .collect();
            run_main(&m, &args).unwrap_or_else(|e| panic!("{shape}: {e}"));
            compile_cpu(&m)
                .and_then(|exe| exe.run(&args))
                .unwrap_or_else(|e| panic!("{shape}: {e}"));
        }
        ad::vjp(&m, &[0, 1, 2, 3]).unwrap_or_else(|e| panic!("{shape}: {e}"));
        ad::jvp(&m, &[0, 1, 2, 3]).unwrap_or_else(|e| panic!("{shape}: {e}"));
    }
    // A zero matrix: info = 1 (the first pivot), as LAPACK.
    let m = parse_module(&program("3", 1, "f64", 'd')).expect("parses");
    let zeros =
        |n: Vec<usize>| Array::from_f64(n.clone(), vec![0.0; n.iter().product()]).expect("shape");
    let got = run_main(
        &m,
        &[
            zeros(vec![3]),
            zeros(vec![3]),
            zeros(vec![3]),
            zeros(vec![3, 1]),
        ],
    )
    .expect("runs");
    assert_eq!(got[1].to_c128_vec()[0].re, 1.0);
}

#[test]
fn malformed_calls_are_located_errors() {
    let good = program("4", 2, "f32", 's');
    let bad = [
        (good.replace("sgtsv", "dgtsv"), "operands must be f64"),
        (
            good.replacen("%dl: tensor<4xf32>", "%dl: tensor<3xf32>", 1)
                .replacen(
                    "(tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>) ->",
                    "(tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>) ->",
                    1,
                ),
            "dl must be",
        ),
        (
            good.replace(
                "tensor<4x2xf32>, tensor<i32>)\nreturn",
                "tensor<4x2xf32>, tensor<2xi32>)\nreturn",
            ),
            "results must be",
        ),
    ];
    for (text, want) in bad {
        let e = parse_module(&text).expect_err(&text).to_string();
        assert!(e.contains(want), "{e}\n{text}");
        assert!(e.starts_with("2:"), "not located: {e}");
    }
}

/// A cotangent on the diagonals LAPACK overwrites is refused by name.
#[test]
fn differentiating_the_factorisation_is_refused() {
    let text = program("4", 1, "f64", 'd')
        .replace("return %r#3, %r#4", "return %r#1, %r#4")
        .replace(
            "-> (tensor<4x1xf64>, tensor<i32>) {",
            "-> (tensor<4xf64>, tensor<i32>) {",
        )
        .replace(
            "return %r#1, %r#4 : tensor<4x1xf64>, tensor<i32>",
            "return %r#1, %r#4 : tensor<4xf64>, tensor<i32>",
        );
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let e = ad::vjp(&m, &[1]).expect_err("refused").to_string();
    assert!(e.contains("lapack.gtsv") && e.contains("at 2:"), "{e}");
}
