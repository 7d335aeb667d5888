//! QR and the Hermitian eigendecomposition (`Op::LapackGeqrf`, `Op::LapackOrgqr`,
//! `Op::LapackSyevd`): how their JAX results are compared (eigenvectors up to a phase per
//! column, residuals in double precision), and the checks only they make: hostile inputs,
//! the complete QR of a tall matrix refused by name, and a NaN gradient where a loss reads
//! the Householder vectors. The checks every LAPACK suite makes are in `lapack.rs`.

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, DType, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::max_rel;
use fresnel_tests::folders::{central_differences, Folder as Case};
use num_complex::Complex64;

/// Single-precision tolerance of the JAX cases (double precision: 1e-9).
pub(super) const SINGLE: f64 = 5e-4;

/// `jnp.linalg.eigh` cases: result 1 holds eigenvectors, unique up to a phase per column.
fn has_eigenvectors(case: &Case) -> bool {
    case.name.starts_with("eigh_")
}

pub(super) fn has_lapack_op(m: &Module) -> bool {
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
pub(super) fn compare(
    case: &Case,
    _inputs: &[Array],
    got: &[Array],
    want: &[Array],
    tol: f64,
) -> Result<f64, String> {
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

/// Hostile shapes and values: empty matrices and batches, 1×1, NaN and infinity give
/// results (NaN where LAPACK fails, as JAX), never a panic.
/// The eigh programs' residuals on the interpreter: A·V = V·diag(w) and VᴴV = I to 1e-12
/// (1e-5 in single precision).
pub(super) fn residual(case: &Case, inputs: &[Array], got: &[Array]) -> Result<(), String> {
    if !has_eigenvectors(case) {
        return Ok(());
    }
    let r = eigen_residual(&inputs[0], &got[0], &got[1]);
    let limit = if case.tolerance(SINGLE) > 1e-6 {
        1e-5
    } else {
        1e-12
    };
    // The raw (unsymmetrised) case decomposes a triangle, not (A + Aᴴ)/2.
    if r > limit && !case.name.contains("raw") {
        return Err(format!("{}: eigen residual {r:.1e}", case.name));
    }
    Ok(())
}

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

/// What the QR rule does not cover is a located error, not a wrong gradient: Q of the
/// complete QR of a tall matrix (the wide QR differentiates: suite `wide_qr`).
#[test]
fn a_complete_tall_qr_gradient_is_refused_by_name() {
    let case = super::jax_case(super::suite("qr_eigh"), "qr_c128_complete_tall");
    let fwd = case.program("fwd.mlir");
    let err = ad::jvp(&fwd, &[0]).expect_err("complete tall QR");
    assert!(err.to_string().contains("not the complete QR"), "{err}");
    assert!(err.to_string().contains("lapack.orgqr"), "{err}");
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
