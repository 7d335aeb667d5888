//! LAPACK's LU (`@lapack_?getrf_ffi`, `Op::LapackGetrf`) against things we did not write:
//! * `tests/data/linalg/lu_cases.mlir`: the call alone on f32, f64, complex64, complex128,
//!   batched, square, tall, wide, singular and with exact pivot ties, each case checking lu,
//!   the 1-based pivots and info against scipy's `?getrf` on the interpreter; the same
//!   programs (constants as arguments) on the CPU backend and cuda-sim against the interpreter;
//! * `tests/data/linalg/lu/*/`: programs JAX lowered (`lax.linalg.lu`, `jnp.linalg.solve`,
//!   `inv`, `det`, `slogdet`) against JAX's values, printed and parsed back unchanged; their
//!   gradients (ours and JAX's own gradient program) against `jax.grad`, central finite
//!   differences, and forward mode (jvp vs finite differences and the adjoint identity).
//!
//! Both data sets are made by `tests/data/linalg/lu/gen.py`.

use crate::common::harness;

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::{
    check_failures, data_cases, max_rel, with_interpreter_results, worst_on_cpu, worst_on_cuda_sim,
};
use fresnel_tests::folders::{central_differences, folders, Folder as Case};

fn getrf_cases() -> Vec<(usize, Module)> {
    data_cases("linalg/lu_cases.mlir")
}

#[test]
fn getrf_matches_scipy_on_every_dtype_and_shape() {
    let cases = getrf_cases();
    assert_eq!(cases.len(), 40, "10 getrf cases per element type");
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn getrf_prints_back_as_the_lapack_call() {
    for (line, m) in getrf_cases() {
        let text = print_module(&m);
        assert!(
            text.contains("stablehlo.custom_call @lapack_"),
            "line {line}:\n{text}"
        );
        let back = parse_module(&text).unwrap_or_else(|e| panic!("line {line}: {e}\n{text}"));
        assert_eq!(print_module(&back), text, "line {line}");
    }
}

#[test]
fn getrf_on_the_cpu_backend_matches_the_interpreter() {
    let worst = worst_on_cpu(&with_interpreter_results(getrf_cases()));
    eprintln!("cpu vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

#[test]
fn getrf_on_cuda_sim_matches_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("getrf_on_cuda_sim_matches_the_interpreter") {
        return;
    }
    let worst = worst_on_cuda_sim(&with_interpreter_results(getrf_cases()));
    eprintln!("cuda-sim vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
const SINGLE: f64 = 2e-4;

fn jax_cases() -> Vec<Case> {
    folders("linalg/lu")
}

fn has_getrf(m: &Module) -> bool {
    m.funcs
        .iter()
        .any(|f| f.ops().any(|o| o.op == Op::LapackGetrf))
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

#[test]
fn jax_lu_programs_match_jax_and_print_back() {
    let cases = jax_cases();
    assert_eq!(cases.len(), 14);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        assert!(has_getrf(&m), "{}: no getrf", case.name);
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        match got.and_then(|g| against(&case.name, &g, &want, case.tolerance(SINGLE))) {
            Ok(e) => eprintln!("{:<20} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        match cpu.and_then(|g| against(&case.name, &g, &want, case.tolerance(SINGLE))) {
            Ok(e) => eprintln!("{:<20} cpu vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(format!("cpu: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn gradients_match_jax_and_central_differences() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in jax_cases() {
        let grads = case.arrays("grad");
        if grads.is_empty() {
            continue;
        }
        checked += 1;
        let fwd = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let value = case.arrays("out");
        let wrt: Vec<usize> = (0..grads.len()).collect();
        let tol = case.tolerance(SINGLE);
        let mut want = value.clone();
        want.extend(grads.iter().cloned());
        // Ours, on the interpreter and the CPU backend, and JAX's own gradient program.
        let ours = ad::value_and_grad(&fwd, &wrt).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let jax = case.program("value_and_grad.mlir");
        for (what, m) in [("ours", &ours), ("jax's program", &jax)] {
            let got = run_main(m, &inputs).map_err(|e| e.to_string());
            match got.and_then(|g| against(&case.name, &g, &want, tol)) {
                Ok(e) => eprintln!("{:<20} {what} vs jax.grad {e:.1e}", case.name),
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
        let cpu = compile_cpu(&ours)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        if let Err(e) = cpu.and_then(|g| against(&case.name, &g, &want, tol)) {
            failures.push(format!("cpu: {e}"));
        }
        // Finite differences on the f64 cases (f32 ones are too coarse for them).
        if inputs.iter().all(|a| a.dtype() == fresnel_ir::DType::F64) {
            for (k, g) in grads.iter().enumerate() {
                let fd = central_differences(&fwd, &inputs, k, 1e-6);
                let fd = Array::from_f64(g.shape.clone(), fd).expect("same shape");
                let ours = &run_main(&ours, &inputs).expect("runs")[1 + k];
                let e = max_rel(ours, &fd);
                eprintln!(
                    "{:<20} ours vs finite differences (arg {k}) {e:.1e}",
                    case.name
                );
                if e > 1e-6 {
                    failures.push(format!(
                        "{}: arg {k} off finite differences by {e:.1e}",
                        case.name
                    ));
                }
            }
        }
        // Forward mode: jvp vs finite differences, adjoint identity with reverse mode, CPU.
        if let Err(e) = harness::check_in_double(&case.name, &fwd, &inputs, &wrt, true) {
            failures.push(format!("{}: jvp: {e}", case.name));
        }
    }
    assert_eq!(checked, 6);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparison can fail: a perturbed input moves the LU and its gradient.
#[test]
fn the_comparisons_can_fail() {
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "grad_det_f64")
        .expect("grad_det_f64");
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
    assert!(against(&case.name, &got, &want, case.tolerance(SINGLE)).is_err());
}

/// XLA's CPU PJRT plugin has no LAPACK handlers (jaxlib registers them in its own process):
/// the program reaches XLA as JAX's custom call and comes back as XLA's error naming it,
/// located, not a crash; the same program runs on our backends (tests above).
#[test]
fn pjrt_reports_the_missing_lapack_handler() {
    let Some(plugin) =
        fresnel_tests::pjrt::plugin_or_skip("pjrt_reports_the_missing_lapack_handler")
    else {
        return;
    };
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "grad_det_f64")
        .expect("grad_det_f64");
    let m = case.program("fwd.mlir");
    let (text, _, _) = fresnel::backend::pjrt::pjrt_program(&m, &pjrt_options(&plugin))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        text.contains("stablehlo.custom_call @lapack_dgetrf_ffi("),
        "{text}"
    );
    let got = fresnel::backend::compile_pjrt(&m, &pjrt_options(&plugin));
    match got {
        Ok(exe) => {
            // A plugin that does register LAPACK must then agree with JAX.
            let got = exe
                .run(&case.arrays("in"))
                .unwrap_or_else(|e| panic!("{e}"));
            against(
                &case.name,
                &got,
                &case.arrays("out"),
                case.tolerance(SINGLE),
            )
            .unwrap();
        }
        Err(e) => assert!(e.to_string().contains("lapack_dgetrf_ffi"), "{e}"),
    }
}

fn pjrt_options(plugin: &std::path::Path) -> fresnel::backend::PjrtOptions {
    fresnel::backend::PjrtOptions {
        plugin: Some(plugin.to_path_buf()),
        devices: 1,
        shards: vec![],
        shard_results: Default::default(),
    }
}
