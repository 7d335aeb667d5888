//! LAPACK's QR (`@lapack_?geqrf_ffi` + `@lapack_?orgqr_ffi`/`?ungqr`: `Op::LapackGeqrf`,
//! `Op::LapackOrgqr`) and Hermitian eigendecomposition (`@lapack_?syevd_ffi`/`?heevd`:
//! `Op::LapackSyevd`) against things we did not write:
//! * `tests/data/linalg/qr_cases.mlir`: geqrf and orgqr alone on f32, f64, complex64,
//!   complex128, batched, square, tall, wide, with zero columns, checking the packed factors,
//!   taus and Q (signs included) against scipy's LAPACK on the interpreter;
//!   `eigh_cases.mlir`: syevd alone, both triangles, non-Hermitian input (one triangle read),
//!   repeated eigenvalues, checking the eigenvalues against scipy's; the same programs
//!   (constants as arguments) on the CPU backend and cuda-sim against the interpreter;
//! * `tests/data/linalg/qr_eigh/*/`: programs JAX lowered (`jnp.linalg.qr` in every mode,
//!   `eigh`, `eigvalsh`) against JAX's values — eigenvectors up to a phase per column, and
//!   A·V = V·diag(w), VᴴV = I checked in double precision — printed and parsed back
//!   unchanged; their gradients (ours and JAX's own gradient program) against `jax.grad`,
//!   central finite differences and forward mode.
//!
//! All data is made by `tests/data/linalg/qr_eigh/gen.py`.

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
use num_complex::Complex64;

fn call_cases() -> Vec<(usize, Module)> {
    let mut cases = data_cases("linalg/qr_cases.mlir");
    cases.extend(data_cases("linalg/eigh_cases.mlir"));
    cases
}

#[test]
fn calls_match_scipy_on_every_dtype_and_shape() {
    let cases = call_cases();
    assert_eq!(cases.len(), 76, "11 qr and 8 eigh cases per element type");
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn calls_print_back_as_the_lapack_calls() {
    for (line, m) in call_cases() {
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

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
const SINGLE: f64 = 5e-4;

fn jax_cases() -> Vec<Case> {
    folders("linalg/qr_eigh")
}

/// `jnp.linalg.eigh` cases: result 1 holds eigenvectors, unique up to a phase per column.
fn has_eigenvectors(case: &Case) -> bool {
    case.name.starts_with("eigh_")
}

fn has_lapack_op(m: &Module) -> bool {
    m.funcs.iter().any(|f| {
        f.ops().any(|o| {
            matches!(
                o.op,
                Op::LapackGeqrf | Op::LapackOrgqr | Op::LapackSyevd { .. }
            )
        })
    })
}

/// `v` with each column of each matrix turned by the phase that best aligns it with `like`
/// (Σᵢ conj(likeᵢⱼ)·vᵢⱼ over |…|): eigenvectors are unique only up to that phase (a sign for
/// real types), so they are compared after it.
fn align_columns(v: &Array, like: &Array) -> Array {
    let n = *v.shape.last().expect("matrix");
    let (vs, ls) = (v.to_c128_vec(), like.to_c128_vec());
    let mut out = vs.clone();
    for (b, chunk) in vs.chunks(n * n).enumerate() {
        for j in 0..n {
            let dot: Complex64 = (0..n)
                .map(|i| ls[b * n * n + i * n + j].conj() * chunk[i * n + j])
                .sum();
            let phase = if dot.norm() > 0.0 {
                dot / dot.norm()
            } else {
                Complex64::new(1.0, 0.0)
            };
            for i in 0..n {
                out[b * n * n + i * n + j] = chunk[i * n + j] / phase;
            }
        }
    }
    let data = match v.dtype() {
        DType::F32 => fresnel_ir::Data::F32(out.iter().map(|c| c.re as f32).collect()),
        DType::F64 => fresnel_ir::Data::F64(out.iter().map(|c| c.re).collect()),
        DType::C64 => fresnel_ir::Data::C64(
            out.iter()
                .map(|c| num_complex::Complex32::new(c.re as f32, c.im as f32))
                .collect(),
        ),
        _ => fresnel_ir::Data::C128(out),
    };
    Array::new(v.shape.clone(), data).expect("same shape")
}

/// Largest of ‖A·V − V·diag(w)‖ and ‖VᴴV − I‖ (entrywise, over ‖A‖ for the first) in double
/// precision, for the Hermitian A the eigh program decomposes (`a` symmetrised as JAX does).
fn eigen_residual(a: &Array, w: &Array, v: &Array) -> f64 {
    let n = *v.shape.last().expect("matrix");
    let (a, w, v) = (a.to_c128_vec(), w.to_c128_vec(), v.to_c128_vec());
    let mut worst: f64 = 0.0;
    for b in 0..a.len() / (n * n).max(1) {
        let at =
            |i: usize, j: usize| (a[b * n * n + i * n + j] + a[b * n * n + j * n + i].conj()) / 2.0;
        let vt = |i: usize, j: usize| v[b * n * n + i * n + j];
        let scale = (0..n * n)
            .map(|k| at(k / n, k % n).norm())
            .fold(1e-300, f64::max);
        for i in 0..n {
            for j in 0..n {
                let av: Complex64 = (0..n).map(|k| at(i, k) * vt(k, j)).sum();
                worst = worst.max((av - vt(i, j) * w[b * n + j]).norm() / scale);
                let g: Complex64 = (0..n).map(|k| vt(k, i).conj() * vt(k, j)).sum();
                let id = if i == j { 1.0 } else { 0.0 };
                worst = worst.max((g - id).norm());
            }
        }
    }
    worst
}

/// Worst relative error of `got` against JAX's `want`; integer results must be equal;
/// eigenvectors are compared after aligning their phases.
fn against(case: &Case, got: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let name = &case.name;
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
        let e = if k == 1 && has_eigenvectors(case) {
            max_rel(&align_columns(g, w), w)
        } else {
            max_rel(g, w)
        };
        if (!w.dtype().is_inexact() && e != 0.0) || e > tol {
            return Err(format!("{name}: result {k} differs by {e:.1e}"));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

#[test]
fn jax_programs_match_jax_and_print_back() {
    let cases = jax_cases();
    assert_eq!(cases.len(), 22);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        assert!(has_lapack_op(&m), "{}: no QR/eigh call", case.name);
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        match got.and_then(|g| {
            if has_eigenvectors(case) {
                let r = eigen_residual(&inputs[0], &g[0], &g[1]);
                let limit = if case.tolerance(SINGLE) > 1e-6 {
                    1e-5
                } else {
                    1e-12
                };
                // The raw (unsymmetrised) case decomposes a triangle, not (A + Aᴴ)/2.
                if r > limit && !case.name.contains("raw") {
                    return Err(format!("{}: eigen residual {r:.1e}", case.name));
                }
            }
            against(case, &g, &want, case.tolerance(SINGLE))
        }) {
            Ok(e) => eprintln!("{:<28} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        match cpu.and_then(|g| against(case, &g, &want, case.tolerance(SINGLE))) {
            Ok(e) => eprintln!("{:<28} cpu vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(format!("cpu: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparisons can fail: a perturbed input moves Q, R and the eigenvalues.
#[test]
fn the_forward_comparisons_can_fail() {
    for name in ["qr_f64_batched", "eigh_f64_batched"] {
        let case = jax_cases()
            .into_iter()
            .find(|c| c.name == name)
            .expect("case");
        let m = case.program("fwd.mlir");
        let mut inputs = case.arrays("in");
        let x: Vec<f64> = inputs[0]
            .to_c128_vec()
            .iter()
            .map(|v| v.re + 1e-3)
            .collect();
        inputs[0] = Array::from_f64(inputs[0].shape.clone(), x).expect("same shape");
        let got = run_main(&m, &inputs).expect("runs");
        assert!(against(&case, &got, &case.arrays("out"), case.tolerance(SINGLE)).is_err());
    }
}

/// Hostile shapes and values: empty matrices and batches, 1×1, NaN and infinity give
/// results (NaN where LAPACK fails, as JAX), never a panic.
#[test]
fn hostile_inputs_do_not_panic() {
    let qr = |shape: &str, dtype: &str| {
        format!(
            "func.func @main(%a: tensor<{shape}x{dtype}>) -> (tensor<{shape}x{dtype}>) {{\n\
             %r:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%a) {{mhlo.backend_config = {{}}}} : (tensor<{shape}x{dtype}>) -> (tensor<{shape}x{dtype}>, tensor<{}x{dtype}>)\n\
             return %r#0 : tensor<{shape}x{dtype}>\n}}",
            {
                let d: Vec<usize> = shape.split('x').map(|s| s.parse().expect("dim")).collect();
                let mut t: Vec<String> = d[..d.len() - 2].iter().map(|x| x.to_string()).collect();
                t.push(d[d.len() - 2].min(d[d.len() - 1]).to_string());
                t.join("x")
            }
        )
    };
    for shape in ["0x0", "3x0x2", "0x3", "1x1", "2x0x0"] {
        let m = parse_module(&qr(shape, "f64")).unwrap_or_else(|e| panic!("{shape}: {e}"));
        let dims: Vec<usize> = shape.split('x').map(|s| s.parse().expect("dim")).collect();
        let count: usize = dims.iter().product();
        let a = Array::from_f64(dims, vec![f64::NAN; count]).expect("shape");
        let got = run_main(&m, &[a]).unwrap_or_else(|e| panic!("{shape}: {e}"));
        assert!(got[0]
            .to_c128_vec()
            .iter()
            .all(|v| count == 0 || v.re.is_nan()));
    }
    let eigh = |n: usize| {
        format!(
            "func.func @main(%a: tensor<2x{n}x{n}xf64>) -> (tensor<2x{n}x{n}xf64>, tensor<2x{n}xf64>, tensor<2xi32>) {{\n\
             %r:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%a) {{mhlo.backend_config = {{mode = 86 : ui8, uplo = 76 : ui8}}}} : (tensor<2x{n}x{n}xf64>) -> (tensor<2x{n}x{n}xf64>, tensor<2x{n}xf64>, tensor<2xi32>)\n\
             return %r#0, %r#1, %r#2 : tensor<2x{n}x{n}xf64>, tensor<2x{n}xf64>, tensor<2xi32>\n}}"
        )
    };
    for n in [0, 1, 3] {
        let m = parse_module(&eigh(n)).unwrap_or_else(|e| panic!("{n}: {e}"));
        // The first matrix has a NaN (or an infinity) in the lower triangle, the second is fine.
        let mut x = vec![1.0; 2 * n * n];
        for (i, v) in x.iter_mut().enumerate().take(n * n) {
            *v = if i == n * n - 1 {
                f64::INFINITY
            } else {
                f64::NAN
            };
        }
        let a = Array::from_f64(vec![2, n, n], x).expect("shape");
        let got = run_main(&m, &[a]).unwrap_or_else(|e| panic!("{n}: {e}"));
        let info = got[2].to_c128_vec();
        if n > 0 {
            assert_eq!(info[0].re, 1.0, "a non-finite matrix reports failure");
            assert_eq!(info[1].re, 0.0);
            assert!(got[1].to_c128_vec()[..n].iter().all(|v| v.re.is_nan()));
        }
        let exe = compile_cpu(&m).unwrap_or_else(|e| panic!("{n}: {e}"));
        exe.run(&[Array::from_f64(vec![2, n, n], vec![0.5; 2 * n * n]).expect("shape")])
            .unwrap_or_else(|e| panic!("{n}: {e}"));
    }
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
            match got.and_then(|g| against(&case, &g, &want, tol)) {
                Ok(e) => eprintln!("{:<28} {what} vs jax.grad {e:.1e}", case.name),
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
        let cpu = compile_cpu(&ours)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        if let Err(e) = cpu.and_then(|g| against(&case, &g, &want, tol)) {
            failures.push(format!("cpu: {e}"));
        }
        // Finite differences on the f64 cases (f32 ones are too coarse for them).
        if inputs.iter().all(|a| a.dtype() == DType::F64) {
            for (k, g) in grads.iter().enumerate() {
                let fd = central_differences(&fwd, &inputs, k, 1e-6);
                let fd = Array::from_f64(g.shape.clone(), fd).expect("same shape");
                let ours = &run_main(&ours, &inputs).expect("runs")[1 + k];
                let e = max_rel(ours, &fd);
                eprintln!(
                    "{:<28} ours vs finite differences (arg {k}) {e:.1e}",
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
    assert_eq!(checked, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The gradient comparison can fail: a perturbed input moves the gradient.
#[test]
fn the_gradient_comparisons_can_fail() {
    for name in ["grad_qr_loss_f64_batched", "grad_eigh_vectors_f64"] {
        let case = jax_cases()
            .into_iter()
            .find(|c| c.name == name)
            .expect("case");
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
        assert!(against(&case, &got, &want, case.tolerance(SINGLE)).is_err());
    }
}

/// What the QR rule does not cover is a located error, not a wrong gradient: Q of the
/// complete QR of a tall matrix (the wide QR differentiates: `lapack_ad_gaps.rs`).
#[test]
fn a_complete_tall_qr_gradient_is_refused_by_name() {
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "qr_c128_complete_tall")
        .expect("qr_c128_complete_tall");
    let fwd = case.program("fwd.mlir");
    let err = ad::jvp(&fwd, &[0]).expect_err("complete tall QR");
    assert!(err.to_string().contains("not the complete QR"), "{err}");
    assert!(err.to_string().contains("lapack.orgqr"), "{err}");
}

/// XLA's CPU PJRT plugin has no LAPACK handlers (jaxlib registers them in its own process):
/// the program reaches XLA as JAX's custom calls and comes back as XLA's error naming one,
/// located, not a crash; the same programs run on our backends (tests above).
#[test]
fn pjrt_reports_the_missing_lapack_handler() {
    let Some(plugin) =
        fresnel_tests::pjrt::plugin_or_skip("pjrt_reports_the_missing_lapack_handler")
    else {
        return;
    };
    for (name, target) in [
        ("qr_f64_batched", "lapack_dgeqrf_ffi"),
        ("eigh_f64_batched", "lapack_dsyevd_ffi"),
    ] {
        let case = jax_cases()
            .into_iter()
            .find(|c| c.name == name)
            .expect("case");
        let m = case.program("fwd.mlir");
        let options = pjrt_options(&plugin);
        let (text, _, _) =
            fresnel::backend::pjrt::pjrt_program(&m, &options).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            text.contains(&format!("stablehlo.custom_call @{target}(")),
            "{text}"
        );
        match fresnel::backend::compile_pjrt(&m, &options) {
            Ok(exe) => {
                // A plugin that does register LAPACK must then agree with JAX.
                let got = exe
                    .run(&case.arrays("in"))
                    .unwrap_or_else(|e| panic!("{e}"));
                against(&case, &got, &case.arrays("out"), case.tolerance(SINGLE)).unwrap();
            }
            Err(e) => assert!(e.to_string().contains("lapack_d"), "{e}"),
        }
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

/// A loss reading geqrf's Householder vectors directly has no derivative we define: the
/// gradient is NaN (both modes), not a silently wrong number; R's part alone is fine.
#[test]
fn reading_the_reflectors_gives_a_nan_gradient() {
    let program = |keep_r_only: bool| {
        let mask = if keep_r_only {
            "%i = stablehlo.iota dim = 0 : tensor<4x3xi32>\n  %j = stablehlo.iota dim = 1 : tensor<4x3xi32>\n  %below = stablehlo.compare GT, %i, %j, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>\n  %z = stablehlo.constant dense<0.0> : tensor<4x3xf64>\n  %p = stablehlo.select %below, %z, %r#0 : tensor<4x3xi1>, tensor<4x3xf64>\n"
        } else {
            "%p = stablehlo.add %r#0, %r#0 : tensor<4x3xf64>\n"
        };
        format!(
            "func.func @main(%a: tensor<4x3xf64>) -> tensor<f64> {{\n  \
             %r:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%a) {{mhlo.backend_config = {{}}}} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)\n  \
             {mask}  %c = stablehlo.constant dense<0.0> : tensor<f64>\n  \
             %s = stablehlo.reduce(%p init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>\n  \
             return %s : tensor<f64>\n}}"
        )
    };
    let a = Array::from_f64(
        vec![4, 3],
        (0..12).map(|i| ((i * 7 % 5) as f64) - 1.5).collect(),
    )
    .expect("shape");
    for keep_r_only in [true, false] {
        let m = parse_module(&program(keep_r_only)).unwrap_or_else(|e| panic!("{e}"));
        let g = ad::value_and_grad(&m, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let grad = run_main(&g, std::slice::from_ref(&a)).expect("runs")[1].to_c128_vec();
        let jvp = ad::jvp(&m, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let dot = run_main(&jvp, &[a.clone(), a.clone()]).expect("runs")[1].to_c128_vec();
        if keep_r_only {
            // Σ R (the reflectors masked away): a finite gradient matching finite differences.
            let fd = central_differences(&m, std::slice::from_ref(&a), 0, 1e-6);
            for (g, f) in grad.iter().zip(&fd) {
                assert!((g.re - f).abs() < 1e-6, "{g} vs {f}");
            }
            assert!(dot[0].re.is_finite());
        } else {
            assert!(grad.iter().all(|g| g.re.is_nan()), "{grad:?}");
            assert!(dot[0].re.is_nan());
        }
    }
}

/// Complex QR and eigh in forward mode: tangents against finite differences (Richardson),
/// the adjoint identity with reverse mode, and the CPU backend against the interpreter.
#[test]
fn complex_tangents_match_finite_differences_and_reverse_mode() {
    for name in ["cjvp_qr_c128_batched", "cjvp_eigh_c128"] {
        let case = jax_cases()
            .into_iter()
            .find(|c| c.name == name)
            .expect("case");
        let fwd = case.program("fwd.mlir");
        let got = harness::check(name, &fwd, &case.arrays("in"), &[0], true)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        eprintln!("{name:<28} jvp {got:?}");
        assert!(
            got.fd.is_some_and(|e| e <= 1e-6) && got.adjoint <= 1e-10 && got.cpu <= 1e-9,
            "{name}: {got:?}"
        );
    }
}
