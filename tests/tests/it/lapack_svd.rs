//! LAPACK's SVD (`@lapack_?gesdd_ffi`, `Op::LapackGesdd`) against things we did not write:
//! * `tests/data/linalg/svd/*/`: programs JAX lowered (`jnp.linalg.svd` full/reduced/values
//!   only, `pinv`, `lstsq`, `norm(a, 2)`, `norm(a, 'nuc')`, `matrix_rank`, `cond`) against
//!   JAX's values, printed and parsed back unchanged. U and Vh are unique only up to a
//!   phase per singular pair (±1 for real types) and, with full_matrices, the extra columns
//!   only complete an orthonormal basis: those are compared up to the phase, and
//!   U·diag(s)·Vh = a and the orthonormality of the full U and Vh are checked instead of the
//!   extra columns. The other programs' results do not depend on the phases.
//! * Their gradients (ours and JAX's own gradient program) against `jax.grad`, central finite
//!   differences, and forward mode (jvp vs finite differences, the adjoint identity).
//! * Hostile shapes (0×n, n×0, 1×1, an empty batch) and NaN/inf inputs; the CPU backend
//!   and cuda-sim against the interpreter; XLA's PJRT plugin (no LAPACK handlers) errs cleanly.
//!
//! The data are made by `tests/data/linalg/svd/gen.py`.

use crate::common::harness;

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, DType, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::{max_rel, parse_cases, worst_on_cpu};
use fresnel_tests::folders::{central_differences, folders, Folder as Case};
use num_complex::Complex64;

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
const SINGLE: f64 = 2e-4;

fn jax_cases() -> Vec<Case> {
    folders("linalg/svd")
}

fn has_gesdd(m: &Module) -> bool {
    m.funcs
        .iter()
        .any(|f| f.ops().any(|o| matches!(o.op, Op::LapackGesdd { .. })))
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

fn compare(case: &Case, inputs: &[Array], got: &[Array], want: &[Array]) -> Result<f64, String> {
    if case.name.starts_with("svd_") {
        fresnel_tests::svd::against(&inputs[0], got, want, case.tolerance(SINGLE))
            .map_err(|e| format!("{}: {e}", case.name))
    } else {
        against(&case.name, got, want, case.tolerance(SINGLE))
    }
}

#[test]
fn jax_svd_programs_match_jax_and_print_back() {
    let cases: Vec<Case> = jax_cases();
    assert_eq!(cases.len(), 22);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        assert!(has_gesdd(&m), "{}: no gesdd", case.name);
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        match got.and_then(|g| compare(case, &inputs, &g, &want)) {
            Ok(e) => eprintln!("{:<24} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        match cpu.and_then(|g| compare(case, &inputs, &g, &want)) {
            Ok(e) => eprintln!("{:<24} cpu vs JAX {e:.1e}", case.name),
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
        let wrt: Vec<usize> = (0..grads.len()).collect();
        let tol = case.tolerance(SINGLE);
        let mut want = case.arrays("out");
        want.extend(grads.iter().cloned());
        let ours = ad::value_and_grad(&fwd, &wrt).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let jax = case.program("value_and_grad.mlir");
        for (what, m) in [("ours", &ours), ("jax's program", &jax)] {
            let got = run_main(m, &inputs).map_err(|e| e.to_string());
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
        for (k, g) in grads.iter().enumerate() {
            let fd = central_differences(&fwd, &inputs, k, 1e-6);
            let fd = Array::from_f64(g.shape.clone(), fd).expect("same shape");
            let ours = &run_main(&ours, &inputs).expect("runs")[1 + k];
            let e = max_rel(ours, &fd);
            eprintln!(
                "{:<24} ours vs finite differences (arg {k}) {e:.1e}",
                case.name
            );
            if e > 1e-6 {
                failures.push(format!("{}: arg {k} off FD by {e:.1e}", case.name));
            }
        }
        match harness::check(&case.name, &fwd, &inputs, &wrt, true) {
            Ok(got) => {
                eprintln!("{:<24} jvp {got:?}", case.name);
                if got.fd.is_some_and(|e| e > 1e-6) || got.adjoint > 1e-10 || got.cpu > 1e-9 {
                    failures.push(format!("{}: jvp {got:?}", case.name));
                }
            }
            Err(e) => failures.push(format!("{}: jvp: {e}", case.name)),
        }
    }
    assert_eq!(checked, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparisons can fail: a perturbed input moves the singular values and the gradient.
#[test]
fn the_comparisons_can_fail() {
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "grad_u_tall_f64")
        .expect("grad_u_tall_f64");
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
    // And a phase-wrong U is caught: flip one column of U only.
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "svd_f64_tall_full")
        .expect("svd_f64_tall_full");
    let want = case.arrays("out");
    let mut got = want.clone();
    let mut u = got[0].to_c128_vec();
    for i in 0..5 {
        u[i * 5] = -u[i * 5];
    }
    let u: Vec<f64> = u.iter().map(|z| z.re).collect();
    got[0] = Array::from_f64(want[0].shape.clone(), u).expect("same shape");
    assert!(fresnel_tests::svd::against(&case.arrays("in")[0], &got, &want, 1e-9).is_err());
}

/// The type of a `[shape…]` tensor of `dtype` as MLIR writes it.
fn ty(shape: &[usize], dtype: &str) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{dtype}>")
}

/// `@main(%a)` returning the five results of `@lapack_?gesdd_ffi(%a)` with `mode`.
fn gesdd_program(shape: &[usize], dtype: &str, letter: char, mode: char) -> String {
    let r = shape.len();
    let (batch, m, n) = (&shape[..r - 2], shape[r - 2], shape[r - 1]);
    let k = m.min(n);
    let full = mode == 'A' || (mode == 'N' && m == n);
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    let real = match dtype {
        "complex<f32>" => "f32",
        "complex<f64>" => "f64",
        d => d,
    };
    let with = |tail: &[usize]| {
        let mut s = batch.to_vec();
        s.extend(tail);
        s
    };
    let outs = [
        ty(shape, dtype),
        ty(&with(&[k]), real),
        ty(&with(&[m, uc]), dtype),
        ty(&with(&[vr, n]), dtype),
        ty(batch, "i32"),
    ]
    .join(", ");
    let mut layout: Vec<String> = vec![(r - 2).to_string(), (r - 1).to_string()];
    layout.extend((0..r - 2).rev().map(|d| d.to_string()));
    format!(
        "func.func @main(%a: {a}) -> ({outs}) {{\n  %r:5 = stablehlo.custom_call @lapack_{letter}gesdd_ffi(%a) {{mhlo.backend_config = {{mode = {code} : ui8}}, operand_layouts = [dense<[{layout}]> : tensor<{r}xindex>]}} : ({a}) -> ({outs})\n  return %r#0, %r#1, %r#2, %r#3, %r#4 : {outs}\n}}",
        a = ty(shape, dtype),
        code = mode as u32,
        layout = layout.join(", "),
    )
}

#[test]
fn every_mode_and_dtype_prints_back_as_the_lapack_call() {
    for (dtype, letter) in [
        ("f32", 's'),
        ("f64", 'd'),
        ("complex<f32>", 'c'),
        ("complex<f64>", 'z'),
    ] {
        for mode in ['A', 'S', 'N'] {
            for shape in [vec![4, 3], vec![2, 3, 5], vec![3, 3]] {
                let text = gesdd_program(&shape, dtype, letter, mode);
                let m = parse_module(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
                let ops: Vec<&Op> = m.funcs[0].ops().map(|o| &o.op).collect();
                let full = mode == 'A'
                    || (mode == 'N' && shape[shape.len() - 1] == shape[shape.len() - 2]);
                assert!(
                    ops.contains(&&Op::LapackGesdd {
                        full_matrices: full,
                        compute_uv: mode != 'N',
                        gesvd: false,
                    }),
                    "{text}"
                );
                let printed = print_module(&m);
                assert!(
                    printed.contains(&format!(
                        "@lapack_{letter}gesdd_ffi(%arg0) {{mhlo.backend_config = {{mode = {} : ui8}}",
                        mode as u32
                    )),
                    "{printed}"
                );
                let back = parse_module(&printed).unwrap_or_else(|e| panic!("{printed}\n{e}"));
                assert_eq!(print_module(&back), printed);
            }
        }
    }
}

#[test]
fn malformed_calls_are_located_errors() {
    let good = gesdd_program(&[4, 3], "f32", 's', 'S');
    let bad = [
        (
            good.replace("mode = 83", "mode = 88"),
            "mode must be one of A, S, N",
        ),
        (
            good.replace("mode = 83 : ui8", "jobz = 83 : ui8"),
            "needs mode",
        ),
        (
            good.replace("sgesdd", "dgesdd"),
            "operands must be f64 matrices",
        ),
        (
            good.replace(
                "tensor<4x3xf32>, tensor<3xf32>",
                "tensor<4x3xf32>, tensor<2xf32>",
            ),
            "results must be",
        ),
        (
            good.replace("sgesdd", "sgees"),
            "unsupported LAPACK custom call",
        ),
    ];
    for (text, want) in bad {
        let e = parse_module(&text).expect_err(&text).to_string();
        assert!(e.contains(want), "{e}");
        assert!(e.starts_with("2:"), "not located: {e}");
    }
}

/// Empty and 1×1 matrices, an empty batch, and NaN/inf inputs: no panic, the shapes of the
/// types, bases that are identities where nothing else fixes them, info = −4 for NaN/inf.
#[test]
fn hostile_shapes_and_values() {
    let run = |shape: &[usize], mode: char, a: Vec<f64>| -> Vec<Array> {
        let m = parse_module(&gesdd_program(shape, "f64", 'd', mode)).expect("parses");
        let a = Array::from_f64(shape.to_vec(), a).expect("shape");
        let interp = run_main(&m, std::slice::from_ref(&a)).expect("runs");
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(std::slice::from_ref(&a)))
            .expect("cpu runs");
        for (i, c) in interp.iter().zip(&cpu) {
            assert_eq!(max_rel(c, i), 0.0);
        }
        interp
    };
    let eye = |n: usize| -> Vec<f64> {
        (0..n * n)
            .map(|i| f64::from(u8::from(i / n == i % n)))
            .collect()
    };
    let r = run(&[0, 3], 'A', vec![]);
    assert_eq!(r[1].shape, vec![0]);
    assert_eq!(r[2].shape, vec![0, 0]);
    assert_eq!(
        r[3].to_c128_vec().iter().map(|z| z.re).collect::<Vec<_>>(),
        eye(3)
    );
    let r = run(&[2, 0], 'A', vec![]);
    assert_eq!(
        r[2].to_c128_vec().iter().map(|z| z.re).collect::<Vec<_>>(),
        eye(2)
    );
    assert_eq!(r[3].shape, vec![0, 0]);
    let r = run(&[2, 0], 'S', vec![]);
    assert_eq!(
        (r[2].shape.clone(), r[3].shape.clone()),
        (vec![2, 0], vec![0, 0])
    );
    let r = run(&[0, 3, 2], 'A', vec![]);
    assert_eq!(r[1].shape, vec![0, 2]);
    let r = run(&[1, 1], 'A', vec![-2.5]);
    assert_eq!(r[1].to_c128_vec()[0].re, 2.5);
    let uv = r[2].to_c128_vec()[0] * r[3].to_c128_vec()[0];
    assert_eq!(uv.re, -1.0);
    for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        let r = run(&[3, 2], 'A', vec![1.0, 2.0, bad, 0.5, 3.0, 1.0]);
        assert_eq!(r[4].to_c128_vec()[0].re, -4.0);
        for x in &r[1..4] {
            assert!(x.to_c128_vec().iter().all(|z| z.re.is_nan()));
        }
    }
    // Values spanning many orders of magnitude still converge.
    let r = run(
        &[3, 3],
        'N',
        vec![1e300, 0.0, 0.0, 0.0, 1e-300, 0.0, 0.0, 0.0, 1.0],
    );
    assert_eq!(r[4].to_c128_vec()[0].re, 0.0);
    let s: Vec<f64> = r[1].to_c128_vec().iter().map(|z| z.re).collect();
    assert_eq!(s, vec![1e300, 1.0, 1e-300]);
    assert!(r[2]
        .to_c128_vec()
        .iter()
        .all(|z| *z == Complex64::new(0.0, 0.0)));
}

/// The full u of a non-square matrix has no derivative rule: a located refusal naming the
/// op. Differentiating only its s is fine and equals the reduced call's gradient.
#[test]
fn full_matrices_gradients_are_refused_only_when_u_or_vt_is_differentiated() {
    let program = |mode: u32, which: &str| -> Module {
        let (u, t) = if mode == 65 {
            (4, "tensor<4x4xf64>")
        } else {
            (3, "tensor<4x3xf64>")
        };
        let (operand, dims, rty) = match which {
            "s" => ("%r#1", "[0]", "tensor<3xf64>"),
            _ => ("%r#2", "[0, 1]", t),
        };
        let text = format!(
            "func.func @main(%a: tensor<4x3xf64>) -> tensor<f64> {{\n  %r:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%a) {{mhlo.backend_config = {{mode = {mode} : ui8}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>]}} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>, tensor<4x{u}xf64>, tensor<3x3xf64>, tensor<i32>)\n  %sq = stablehlo.multiply {operand}, {operand} : {rty}\n  %z = stablehlo.constant dense<0.0> : tensor<f64>\n  %s = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = {dims} : ({rty}, tensor<f64>) -> tensor<f64>\n  return %s : tensor<f64>\n}}"
        );
        parse_module(&text).unwrap_or_else(|e| panic!("{text}\n{e}"))
    };
    let e = ad::value_and_grad(&program(65, "u"), &[0])
        .expect_err("refused")
        .to_string();
    assert!(
        e.contains("full-matrices") && e.contains("lapack.gesdd"),
        "{e}"
    );
    assert!(e.contains("lapack.gesdd at 2:"), "not located: {e}");
    let e = ad::jvp(&program(65, "u"), &[0])
        .expect_err("refused")
        .to_string();
    assert!(
        e.contains("full-matrices") && e.contains("lapack.gesdd at 2:"),
        "{e}"
    );
    let a = Array::from_f64(
        vec![4, 3],
        (0..12)
            .map(|i| ((i * 7 % 5) as f64) - 1.7 + 0.1 * i as f64)
            .collect(),
    )
    .expect("shape");
    let full = ad::value_and_grad(&program(65, "s"), &[0]).expect("s only differentiates");
    let reduced = ad::value_and_grad(&program(83, "s"), &[0]).expect("reduced differentiates");
    let none = ad::value_and_grad(&program(78, "s"), &[0]).expect("values only differentiates");
    let want = run_main(&reduced, std::slice::from_ref(&a)).expect("runs");
    for m in [&full, &none] {
        let got = run_main(m, std::slice::from_ref(&a)).expect("runs");
        assert!(max_rel(&got[1], &want[1]) < 1e-13);
    }
    // d(Σ s²)/da = 2a (Σ s² is the squared Frobenius norm).
    let g = want[1].to_c128_vec();
    for (x, y) in g.iter().zip(a.to_c128_vec()) {
        assert!((x.re - 2.0 * y.re).abs() < 1e-12, "{x} vs {}", 2.0 * y.re);
    }
}

/// Complex inputs: forward mode against finite differences and the adjoint identity with
/// reverse mode (our complex convention; JAX's grads are only stored for real cases).
#[test]
fn complex_tangents_and_cotangents_agree() {
    for (name, shape) in [("tall", [4usize, 3]), ("wide", [2, 4]), ("square", [3, 3])] {
        let text = gesdd_program(&shape, "complex<f64>", 'z', 'S');
        let m = parse_module(&text).expect("parses");
        let mut rng = harness::Rng::for_name(name);
        let a = rng.array(&fresnel_ir::TensorType::new(DType::C128, shape.to_vec()));
        // U and Vh carry an arbitrary phase per pair; s, and the product U·diag(s)·Vh, do
        // not: differentiate s only (the program's other results pass the checks trivially).
        let got = harness::check(name, &m, &[a], &[0], false);
        match got {
            Ok(got) => assert!(got.adjoint < 1e-10 && got.cpu < 1e-9, "{name}: {got:?}"),
            Err(e) => panic!("{name}: {e}"),
        }
    }
}

/// The same programs on the CPU backend and cuda-sim as on the interpreter (the op runs as a
/// host step on both).
#[test]
fn backends_match_the_interpreter() {
    let mut text = Vec::new();
    for (dtype, letter) in [("f32", 's'), ("complex<f64>", 'z')] {
        for (shape, mode) in [(vec![4, 3], 'A'), (vec![2, 3, 5], 'S'), (vec![3, 3], 'N')] {
            text.push(gesdd_program(&shape, dtype, letter, mode));
        }
    }
    // `// -----`-separated programs, as the case files; their inputs are made here.
    let cases: Vec<(usize, Module)> = parse_cases(&text.join("\n// -----\n"));
    assert_eq!(cases.len(), 6);
    let programs: Vec<_> = cases
        .into_iter()
        .map(|(line, m)| {
            let f = m.entry().expect("main");
            let mut rng = harness::Rng::for_name(&line.to_string());
            let inputs: Vec<Array> = f.params().iter().map(|&v| rng.array(f.ty(v))).collect();
            let want = run_main(&m, &inputs).expect("runs");
            (line, m, inputs, want)
        })
        .collect();
    assert_eq!(worst_on_cpu(&programs), 0.0);
    if fresnel_tests::cuda::cxx_or_skip("backends_match_the_interpreter") {
        assert_eq!(fresnel_tests::backends::worst_on_cuda_sim(&programs), 0.0);
    }
}

/// XLA's CPU PJRT plugin has no LAPACK handlers: the program reaches XLA as JAX's custom
/// call and comes back as XLA's error naming it, located, not a crash.
#[test]
fn pjrt_reports_the_missing_lapack_handler() {
    let Some(plugin) =
        fresnel_tests::pjrt::plugin_or_skip("pjrt_reports_the_missing_lapack_handler")
    else {
        return;
    };
    let case = jax_cases()
        .into_iter()
        .find(|c| c.name == "pinv_f64")
        .expect("pinv_f64");
    let m = case.program("fwd.mlir");
    let options = fresnel::backend::PjrtOptions {
        plugin: Some(plugin.to_path_buf()),
        devices: 1,
        shards: vec![],
        shard_results: Default::default(),
    };
    let (text, _, _) =
        fresnel::backend::pjrt::pjrt_program(&m, &options).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        text.contains("stablehlo.custom_call @lapack_dgesdd_ffi("),
        "{text}"
    );
    match fresnel::backend::compile_pjrt(&m, &options) {
        Ok(exe) => {
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
        Err(e) => assert!(e.to_string().contains("lapack_dgesdd_ffi"), "{e}"),
    }
}
