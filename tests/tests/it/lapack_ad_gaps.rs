//! Two gaps in LAPACK differentiation closed, against things we did not write:
//! * the QR of a wide matrix (`jnp.linalg.qr` of m < n, every mode: `Op::LapackGeqrf`, then
//!   `Op::LapackOrgqr` of packed's leading m × m block), by JAX's wide branch of
//!   `qr_jvp_rule` and its adjoint (`compiler/src/ad/qr.rs`);
//! * `lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)` (`@lapack_?gesvd_ffi`, read as
//!   `Op::LapackGesdd { gesvd: true, .. }`).
//!
//! Programs JAX lowered (`tests/data/linalg/ad_gaps/*/`, made by its `gen.py`) against JAX's
//! values, printed and parsed back unchanged; gradients (ours, on the interpreter and the CPU
//! backend, and JAX's own gradient program) against `jax.grad`, central finite differences
//! (f64 cases) and forward mode (jvp vs finite differences, the adjoint identity).

use crate::common::harness;

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, DType};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::max_rel;
use fresnel_tests::folders::{central_differences, folders, Folder as Case};

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
const SINGLE: f64 = 2e-4;

fn cases(prefix: &str) -> Vec<Case> {
    folders("linalg/ad_gaps")
        .into_iter()
        .filter(|c| c.name.contains(prefix))
        .collect()
}

/// Worst relative error of `got` against JAX's `want`; integer results must be equal.
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
        if (!w.dtype().is_inexact() && e != 0.0) || e > tol {
            return Err(format!("{name}: result {k} differs by {e:.1e}"));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

/// Forward values (interpreter and CPU) of the cases whose results JAX fixes sign for sign.
fn check_forward(cases: &[Case]) -> Vec<String> {
    let mut failures = Vec::new();
    for case in cases {
        let m = case.program("fwd.mlir");
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let tol = case.tolerance(SINGLE);
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        match got.and_then(|g| against(&case.name, &g, &want, tol)) {
            Ok(e) => eprintln!("{:<30} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        if let Err(e) = cpu.and_then(|g| against(&case.name, &g, &want, tol)) {
            failures.push(format!("cpu: {e}"));
        }
    }
    failures
}

/// Gradients against jax.grad (ours on the interpreter and the CPU, JAX's program), central
/// differences on f64 cases, and forward mode (jvp vs differences, adjoint identity).
fn check_gradients(cases: &[Case]) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases {
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
                    Ok(e) => eprintln!("{:<30} {what} vs jax.grad {e:.1e}", case.name),
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
                    eprintln!("{:<30} ours vs finite differences {e:.1e}", case.name);
                    if e > 1e-6 {
                        failures.push(format!("{}: off finite differences by {e:.1e}", case.name));
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
    (checked, failures)
}

#[test]
fn wide_qr_programs_match_jax_and_print_back() {
    let cases = cases("qr_wide");
    assert_eq!(cases.len(), 7);
    let failures = check_forward(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn wide_qr_gradients_match_jax_finite_differences_and_forward_mode() {
    let (checked, failures) = check_gradients(&cases("qr_wide"));
    assert_eq!(checked, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The gradient comparison can fail: a perturbed input moves the gradient.
#[test]
fn the_wide_qr_gradient_comparison_can_fail() {
    let case = cases("grad_qr_wide_f64").remove(0);
    let fwd = case.program("fwd.mlir");
    let mut inputs = case.arrays("in");
    let x: Vec<f64> = inputs[0]
        .to_c128_vec()
        .iter()
        .map(|v| v.re + 1e-3)
        .collect();
    inputs[0] = Array::from_f64(inputs[0].shape.clone(), x).expect("same shape");
    let ours = ad::value_and_grad(&fwd, &[0]).expect("differentiates");
    let got = run_main(&ours, &inputs).expect("runs");
    let mut want = case.arrays("out");
    want.extend(case.arrays("grad"));
    assert!(against(&case.name, &got, &want, 1e-9).is_err());
}

/// gesvd's (U, S, Vh), or S alone, against JAX's: vectors up to a phase per pair.
fn gesvd_against(case: &Case, got: &[Array], want: &[Array]) -> Result<f64, String> {
    let tol = case.tolerance(SINGLE);
    let name = &case.name;
    if got.len() == 3 {
        fresnel_tests::svd::against(&case.arrays("in")[0], got, want, tol)
            .map_err(|e| format!("{name}: {e}"))
    } else {
        against(name, got, want, tol)
    }
}

#[test]
fn gesvd_programs_match_jax_and_print_back_as_gesvd() {
    let cases = cases("gesvd");
    assert_eq!(cases.len(), 7);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        let read = m.funcs[0]
            .ops()
            .any(|o| matches!(o.op, fresnel_ir::Op::LapackGesdd { gesvd: true, .. }));
        assert!(read, "{}: no gesvd", case.name);
        let text = print_module(&m);
        assert!(
            text.contains("gesvd_ffi(") && !text.contains("gesdd"),
            "{text}"
        );
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        if case.name.starts_with("grad") {
            continue;
        }
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        for (what, got) in [
            (
                "interpreter",
                run_main(&m, &inputs).map_err(|e| e.to_string()),
            ),
            (
                "cpu",
                compile_cpu(&m)
                    .and_then(|exe| exe.run(&inputs))
                    .map_err(|e| e.to_string()),
            ),
        ] {
            match got.and_then(|g| gesvd_against(case, &g, &want)) {
                Ok(e) => eprintln!("{:<30} {what} vs JAX {e:.1e}", case.name),
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn gesvd_gradients_match_jax_finite_differences_and_forward_mode() {
    let (checked, failures) = check_gradients(&cases("grad_gesvd"));
    assert_eq!(checked, 3);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
