//! SVD (`@lapack_?gesdd_ffi`, `Op::LapackGesdd`): how its JAX results are compared (U and Vh
//! up to a phase per singular pair, `fresnel_tests::svd`), and the checks only it makes: a
//! phase-wrong U caught, every mode and dtype printed back, malformed calls, hostile shapes
//! (0×n, n×0, 1×1, an empty batch) and NaN/inf inputs, the full-matrices gradient refused,
//! complex tangents and cotangents, and generated calls on the CPU backend and cuda-sim. The
//! checks every LAPACK suite makes are in `lapack.rs`.

use crate::common::harness;
use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, DType, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::{max_rel, parse_cases, worst_on_cpu};
use fresnel_tests::folders::Folder as Case;
use num_complex::Complex64;

pub(super) fn has_gesdd(m: &Module) -> bool {
    m.funcs
        .iter()
        .any(|f| f.ops().any(|o| matches!(o.op, Op::LapackGesdd { .. })))
}

/// JAX's results: the `svd_*` programs' U and Vh up to phases (`fresnel_tests::svd`), the
/// others' results as they are.
pub(super) fn compare(
    case: &Case,
    inputs: &[Array],
    got: &[Array],
    want: &[Array],
    tol: f64,
) -> Result<f64, String> {
    if case.name.starts_with("svd_") {
        fresnel_tests::svd::against(&inputs[0], got, want, tol)
            .map_err(|e| format!("{}: {e}", case.name))
    } else {
        super::against(&case.name, got, want, tol)
    }
}

/// The comparison can fail on a phase-wrong U: one column of U flipped only.
#[test]
fn a_phase_wrong_u_is_caught() {
    let case = super::jax_case(super::suite("svd"), "svd_f64_tall_full");
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
