//! LAPACK's factorisations, as JAX's CPU lowering calls them (`@lapack_?…_ffi` custom calls),
//! against things we did not write: scipy's LAPACK for the calls alone, and JAX's values and
//! gradients for the programs JAX lowered. The suites, one per row of [`SUITES`]:
//!
//! * `lu`: LU (`@lapack_?getrf_ffi`, `Op::LapackGetrf`). `tests/data/linalg/lu_cases.mlir`:
//!   the call alone on f32, f64, complex64, complex128, batched, square, tall, wide, singular
//!   and with exact pivot ties, checking lu, the 1-based pivots and info against scipy's
//!   `?getrf`; `linalg/lu/*/`: `lax.linalg.lu`, `jnp.linalg.solve`, `inv`, `det`, `slogdet`
//!   (made by `linalg/lu/gen.py`).
//! * `qr_eigh`: QR (`@lapack_?geqrf_ffi` + `@lapack_?orgqr_ffi`/`?ungqr`) and the Hermitian
//!   eigendecomposition (`@lapack_?syevd_ffi`/`?heevd`). `linalg/qr_cases.mlir`: geqrf and
//!   orgqr alone on every element type, batched, square, tall, wide, with zero columns
//!   (packed factors, taus and Q, signs included, against scipy); `eigh_cases.mlir`: syevd
//!   alone, both triangles, non-Hermitian input (one triangle read), repeated eigenvalues;
//!   `linalg/qr_eigh/*/`: `jnp.linalg.qr` in every mode, `eigh`, `eigvalsh` — eigenvectors up
//!   to a phase per column, and A·V = V·diag(w), VᴴV = I in double precision (module
//!   [`qr_eigh`]).
//! * `svd`: `@lapack_?gesdd_ffi` (`Op::LapackGesdd`). `linalg/svd/*/`: `jnp.linalg.svd`
//!   full/reduced/values only, `pinv`, `lstsq`, `norm(a, 2)`, `norm(a, 'nuc')`,
//!   `matrix_rank`, `cond`. U and Vh are unique only up to a phase per singular pair and, with
//!   full_matrices, the extra columns only complete an orthonormal basis: those are compared
//!   up to the phase, and U·diag(s)·Vh = a and the orthonormality of the full U and Vh are
//!   checked instead of the extra columns (module [`svd`]).
//! * `eig`: the general eigendecomposition (`@lapack_?geev_ffi`, behind `jnp.linalg.eig` and
//!   `eigvals`). `linalg/eig/*/`: every element type, n = 0, 1, 2, 5, 8, 16, 20, batched, with
//!   structured inputs (symmetric, complex pairs, repeated and defective eigenvalues,
//!   triangular and reducible matrices that balancing permutes, badly scaled ones).
//!   Eigenvalues are compared in order — LAPACK's order is part of the result users index —
//!   eigenvectors up to a phase per column, and A·V = V·diag(w) with unit columns (module
//!   [`eig`]).
//! * `gtsv`: the tridiagonal solve (`@lapack_?gtsv_ffi`, JAX's CPU
//!   `lax.linalg.tridiagonal_solve`). `linalg/gtsv_cases.mlir`: the call alone on every
//!   element type, batched, with row interchanges at every step and a zero pivot, all five
//!   results (the diagonals LAPACK overwrites, the solution, info) against scipy's `?gtsv`;
//!   `linalg/gtsv/*/`: a singular system included (JAX's program turns info ≠ 0 into NaN),
//!   gradients with respect to b and the three diagonals (module [`gtsv`]).
//! * `wide_qr` and `gesvd`: two gaps in LAPACK differentiation closed (`linalg/ad_gaps/*/`):
//!   the QR of a wide matrix (`jnp.linalg.qr` of m < n, every mode: geqrf, then orgqr of
//!   packed's leading m × m block), by JAX's wide branch of `qr_jvp_rule` and its adjoint
//!   (`compiler/src/ad/qr.rs`); `lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)`
//!   (`@lapack_?gesvd_ffi`, read as `Op::LapackGesdd { gesvd: true, .. }`; module
//!   [`ad_gaps`]).
//!
//! Each data folder is made by its `gen.py`. The checks every suite makes are written once
//! below and run once per suite that has the data for them: the calls against scipy, printed
//! and parsed back, on the CPU backend and cuda-sim against the interpreter; the JAX programs
//! against JAX's values, printed and parsed back unchanged, on the interpreter and the CPU
//! backend; their gradients (ours on the interpreter and the CPU backend, and JAX's own
//! gradient program) against `jax.grad`, central finite differences and forward mode (jvp vs
//! finite differences, the adjoint identity); complex forward mode; perturbed inputs that the
//! comparisons must reject; XLA's PJRT plugin, which has no LAPACK handlers (jaxlib registers
//! them in its own process), naming the missing one. Each is a test per suite,
//! `lapack::CHECK::SUITE` (e.g. `lapack::the_gradient_comparisons_can_fail::svd`), whose
//! failures name the suite and the case; a suite's own tests are in its module.

mod ad_gaps;
mod eig;
mod gtsv;
mod qr_eigh;
mod svd;

use crate::common::harness;
use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, DType, Data, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::{
    check_failures, data_cases, max_rel, with_interpreter_results, worst_on_cpu, worst_on_cuda_sim,
    Program,
};
use fresnel_tests::folders::{central_differences, folders, Folder as Case};
use num_complex::Complex64;

/// How a JAX program's results are judged against JAX's: `(case, inputs, got, want, tol)` to
/// the worst relative error, or what is off (naming the case).
type Compare = fn(&Case, &[Array], &[Array], &[Array], f64) -> Result<f64, String>;

/// Whether a program holds the suite's op.
type HasOp = fn(&Module) -> bool;

/// A check of a JAX program's results on the interpreter: `(case, inputs, got)`.
type Extra = fn(&Case, &[Array], &[Array]) -> Result<(), String>;

/// One suite: where its data are and how its results are judged.
struct Suite {
    /// Names the suite in test names and failures.
    name: &'static str,
    /// The JAX cases: the folders of `tests/data/{folder}` whose names contain `only`.
    folder: &'static str,
    only: &'static str,
    /// Tolerance of the single-precision JAX cases (double precision: 1e-9).
    single: f64,
    /// How the JAX programs' forward results are judged.
    compare: Compare,
    /// The calls alone, against scipy.
    calls: Option<Calls>,
    /// Which programs run on the CPU backend and cuda-sim against the interpreter.
    backends: Option<Backends>,
    /// The JAX programs against JAX's values (`None`: the suite's module checks them its own
    /// way).
    forward: Option<Forward>,
    /// How many JAX cases have gradients (`grad*.npy`), and the cases whose gradient is not
    /// compared with central differences (with why in the table).
    gradients: Option<(usize, &'static [&'static str])>,
    /// The complex forward-mode cases (`cjvp_*`, no JAX gradient: our convention).
    complex_tangents: &'static [&'static str],
    /// Cases whose forward comparison must fail once their first input is moved.
    forward_can_fail: &'static [&'static str],
    /// Cases, and the argument moved, whose gradient comparison must then fail.
    gradient_can_fail: &'static [(&'static str, usize)],
    /// Cases XLA's CPU plugin gets (the custom call it must see, what its error names).
    pjrt: &'static [(&'static str, &'static str, &'static str)],
}

/// A suite's call-alone cases (`// -----`-separated files under `tests/data`, each checking
/// its results against scipy's with `check.*`).
struct Calls {
    files: &'static [&'static str],
    count: usize,
    /// Says how the count is made.
    why: &'static str,
    /// What every printed program contains.
    printed: &'static str,
}

enum Backends {
    /// The call-alone cases (constants as arguments).
    Calls,
    /// The JAX programs whose names start with this.
    Jax(&'static str),
}

struct Forward {
    count: usize,
    /// The op every program must hold (where there is one to check), and its name.
    has_op: Option<(HasOp, &'static str)>,
    /// A check of the interpreter's results beyond `compare` (e.g. residuals).
    extra: Option<Extra>,
}

/// Single-precision tolerance of most suites' JAX cases.
const SINGLE: f64 = 2e-4;

/// The table every check reads.
const SUITES: &[Suite] = &[
    Suite {
        name: "lu",
        folder: "linalg/lu",
        only: "",
        single: SINGLE,
        compare: compare_with_jax,
        calls: Some(Calls {
            files: &["linalg/lu_cases.mlir"],
            count: 40,
            why: "10 getrf cases per element type",
            printed: "stablehlo.custom_call @lapack_",
        }),
        backends: Some(Backends::Calls),
        forward: Some(Forward {
            count: 14,
            has_op: Some((has_getrf, "getrf")),
            extra: None,
        }),
        gradients: Some((6, &[])),
        complex_tangents: &[],
        forward_can_fail: &[],
        gradient_can_fail: &[("grad_det_f64", 0)],
        pjrt: &[("grad_det_f64", "lapack_dgetrf_ffi", "lapack_dgetrf_ffi")],
    },
    Suite {
        name: "qr_eigh",
        folder: "linalg/qr_eigh",
        only: "",
        single: qr_eigh::SINGLE,
        compare: qr_eigh::compare,
        calls: Some(Calls {
            files: &["linalg/qr_cases.mlir", "linalg/eigh_cases.mlir"],
            count: 76,
            why: "11 qr and 8 eigh cases per element type",
            printed: "stablehlo.custom_call @lapack_",
        }),
        backends: Some(Backends::Calls),
        forward: Some(Forward {
            count: 22,
            has_op: Some((qr_eigh::has_lapack_op, "QR/eigh")),
            extra: Some(qr_eigh::residual),
        }),
        gradients: Some((8, &[])),
        complex_tangents: &["cjvp_eigh_c128", "cjvp_qr_c128_batched"],
        forward_can_fail: &["qr_f64_batched", "eigh_f64_batched"],
        gradient_can_fail: &[
            ("grad_qr_loss_f64_batched", 0),
            ("grad_eigh_vectors_f64", 0),
        ],
        // Either of the QR's two calls may be the one XLA names.
        pjrt: &[
            ("qr_f64_batched", "lapack_dgeqrf_ffi", "lapack_d"),
            ("eigh_f64_batched", "lapack_dsyevd_ffi", "lapack_d"),
        ],
    },
    Suite {
        name: "svd",
        folder: "linalg/svd",
        only: "",
        single: SINGLE,
        compare: svd::compare,
        calls: None,
        backends: None,
        forward: Some(Forward {
            count: 22,
            has_op: Some((svd::has_gesdd, "gesdd")),
            extra: None,
        }),
        gradients: Some((8, &[])),
        complex_tangents: &[],
        forward_can_fail: &[],
        gradient_can_fail: &[("grad_u_tall_f64", 0)],
        pjrt: &[("pinv_f64", "lapack_dgesdd_ffi", "lapack_dgesdd_ffi")],
    },
    Suite {
        name: "eig",
        folder: "linalg/eig",
        only: "",
        single: eig::SINGLE,
        compare: eig::compare,
        calls: None,
        backends: Some(Backends::Jax("eig")),
        forward: None,
        // grad_eig_vectors_f64's loss reads Re/Im of a real matrix's eigenvectors, whose geev
        // normalisation (a complex pair's largest component takes the sign of its real part;
        // a real eigenvector keeps the Schur form's sign) is not what JAX's rule
        // differentiates — jax.jvp disagrees with JAX's own finite differences there too
        // (checked with JAX 0.10.2); ours equals jax.grad to 5e-15.
        gradients: Some((5, &["grad_eig_vectors_f64"])),
        complex_tangents: &["cjvp_eig_c128", "cjvp_eig_left_c128"],
        forward_can_fail: &["eig_f64_n5", "eig_c128_batched"],
        gradient_can_fail: &[("grad_eigvals_f64", 0), ("grad_eig_vectors_f64", 0)],
        pjrt: &[],
    },
    Suite {
        name: "gtsv",
        folder: "linalg/gtsv",
        only: "",
        single: SINGLE,
        compare: gtsv::compare,
        calls: Some(Calls {
            files: &["linalg/gtsv_cases.mlir"],
            count: 24,
            why: "6 cases per element type",
            printed: "gtsv_ffi(",
        }),
        backends: Some(Backends::Calls),
        forward: Some(Forward {
            count: 10,
            has_op: Some((gtsv::has_gtsv, "gtsv")),
            extra: None,
        }),
        gradients: Some((4, &[])),
        complex_tangents: &["cjvp_c128_batched"],
        forward_can_fail: &[],
        // A perturbed diagonal moves the solution and the gradient.
        gradient_can_fail: &[("grad_f64", 1)],
        pjrt: &[],
    },
    Suite {
        name: "wide_qr",
        folder: "linalg/ad_gaps",
        only: "qr_wide",
        single: SINGLE,
        compare: compare_with_jax,
        calls: None,
        backends: None,
        forward: Some(Forward {
            count: 7,
            has_op: None,
            extra: None,
        }),
        gradients: Some((5, &[])),
        complex_tangents: &["cjvp_qr_wide_c128_batched"],
        forward_can_fail: &[],
        gradient_can_fail: &[("grad_qr_wide_f64", 0)],
        pjrt: &[],
    },
    Suite {
        name: "gesvd",
        folder: "linalg/ad_gaps",
        only: "gesvd",
        single: SINGLE,
        compare: ad_gaps::compare_gesvd,
        calls: None,
        backends: None,
        forward: None,
        gradients: Some((3, &[])),
        complex_tangents: &[],
        forward_can_fail: &[],
        gradient_can_fail: &[],
        pjrt: &[],
    },
];

/// One test per check and suite, `lapack::CHECK::SUITE`; `RUNS` lists them for
/// `the_table_and_the_tests_agree`.
macro_rules! checks {
    ($($check:ident: $($suite:ident)+;)+) => {
        $(
            mod $check {
                $(
                    #[test]
                    fn $suite() {
                        super::$check(super::suite(stringify!($suite)));
                    }
                )+
            }
        )+
        const RUNS: &[(&str, &[&str])] = &[$((stringify!($check), &[$(stringify!($suite)),+])),+];
    };
}

checks! {
    calls_match_scipy_on_every_dtype_and_shape: lu qr_eigh gtsv;
    calls_print_back_as_the_lapack_calls: lu qr_eigh gtsv;
    programs_on_the_cpu_backend_match_the_interpreter: lu qr_eigh eig gtsv;
    programs_on_cuda_sim_match_the_interpreter: lu qr_eigh eig gtsv;
    jax_programs_match_jax_and_print_back: lu qr_eigh svd gtsv wide_qr;
    gradients_match_jax_finite_differences_and_forward_mode: lu qr_eigh svd eig gtsv wide_qr gesvd;
    complex_tangents_match_finite_differences_and_reverse_mode: qr_eigh eig gtsv wide_qr;
    the_forward_comparisons_can_fail: qr_eigh eig;
    the_gradient_comparisons_can_fail: lu qr_eigh svd eig gtsv wide_qr;
    pjrt_reports_the_missing_lapack_handler: lu qr_eigh svd;
}

fn suite(name: &str) -> &'static Suite {
    SUITES
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no suite {name} in the table"))
}

/// Whether `suite` has the data `check` reads.
fn has_data(check: &str, suite: &Suite) -> bool {
    match check {
        "calls_match_scipy_on_every_dtype_and_shape" | "calls_print_back_as_the_lapack_calls" => {
            suite.calls.is_some()
        }
        "programs_on_the_cpu_backend_match_the_interpreter"
        | "programs_on_cuda_sim_match_the_interpreter" => suite.backends.is_some(),
        "jax_programs_match_jax_and_print_back" => suite.forward.is_some(),
        "gradients_match_jax_finite_differences_and_forward_mode" => suite.gradients.is_some(),
        "complex_tangents_match_finite_differences_and_reverse_mode" => {
            !suite.complex_tangents.is_empty()
        }
        "the_forward_comparisons_can_fail" => !suite.forward_can_fail.is_empty(),
        "the_gradient_comparisons_can_fail" => !suite.gradient_can_fail.is_empty(),
        "pjrt_reports_the_missing_lapack_handler" => !suite.pjrt.is_empty(),
        other => panic!("check {other} is not in has_data"),
    }
}

/// Every check runs on exactly the suites whose row has its data: a row given data without
/// its test, or a test reading a row without them, fails here.
#[test]
fn the_table_and_the_tests_agree() {
    for s in SUITES {
        for (check, suites) in RUNS {
            assert_eq!(
                suites.contains(&s.name),
                has_data(check, s),
                "suite {}, check {check}: listed in `checks!` iff the row has its data",
                s.name
            );
        }
    }
    for (_, suites) in RUNS {
        for name in *suites {
            suite(name);
        }
    }
}

/// The suite's JAX cases, sorted by name.
fn jax_cases(s: &Suite) -> Vec<Case> {
    folders(s.folder)
        .into_iter()
        .filter(|c| c.name.contains(s.only))
        .collect()
}

fn jax_case(s: &Suite, name: &str) -> Case {
    jax_cases(s)
        .into_iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("{}: no case {name}", s.name))
}

fn call_cases(s: &Suite) -> Vec<(usize, Module)> {
    let calls = s.calls.as_ref().expect("the suite has call cases");
    calls.files.iter().flat_map(|f| data_cases(f)).collect()
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

/// [`against`] as a [`Compare`].
fn compare_with_jax(
    case: &Case,
    _inputs: &[Array],
    got: &[Array],
    want: &[Array],
    tol: f64,
) -> Result<f64, String> {
    against(&case.name, got, want, tol)
}

/// complex128 values as an array of `dtype` (the real part for real types).
fn array_of(shape: Vec<usize>, v: Vec<Complex64>, dtype: DType) -> Array {
    let data = match dtype {
        DType::F32 => Data::F32(v.iter().map(|c| c.re as f32).collect()),
        DType::F64 => Data::F64(v.iter().map(|c| c.re).collect()),
        DType::C64 => Data::C64(
            v.iter()
                .map(|c| num_complex::Complex32::new(c.re as f32, c.im as f32))
                .collect(),
        ),
        _ => Data::C128(v),
    };
    Array::new(shape, data).expect("same shape")
}

/// `a` with `by` added to the real part of every element.
fn moved(a: &Array, by: f64) -> Array {
    let v = a.to_c128_vec().iter().map(|z| z + by).collect();
    array_of(a.shape.clone(), v, a.dtype())
}

// ----- the checks -----

fn calls_match_scipy_on_every_dtype_and_shape(s: &Suite) {
    let calls = s.calls.as_ref().expect("the suite has call cases");
    let cases = call_cases(s);
    assert_eq!(cases.len(), calls.count, "{}: {}", s.name, calls.why);
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}: {}", s.name, failures.join("\n"));
}

fn calls_print_back_as_the_lapack_calls(s: &Suite) {
    let printed = s.calls.as_ref().expect("the suite has call cases").printed;
    for (line, m) in call_cases(s) {
        let text = print_module(&m);
        assert!(text.contains(printed), "{}: line {line}:\n{text}", s.name);
        let back =
            parse_module(&text).unwrap_or_else(|e| panic!("{}: line {line}: {e}\n{text}", s.name));
        assert_eq!(print_module(&back), text, "{}: line {line}", s.name);
    }
}

/// The programs the suite runs on the backends, with their inputs and the interpreter's
/// results.
fn backend_programs(s: &Suite) -> Vec<Program> {
    match s
        .backends
        .as_ref()
        .expect("the suite runs programs on the backends")
    {
        Backends::Calls => with_interpreter_results(call_cases(s)),
        Backends::Jax(prefix) => jax_cases(s)
            .into_iter()
            .filter(|c| c.name.starts_with(prefix))
            .enumerate()
            .map(|(i, case)| {
                let m = case.program("fwd.mlir");
                let inputs = case.arrays("in");
                let want = run_main(&m, &inputs)
                    .unwrap_or_else(|e| panic!("{}: {}: {e}", s.name, case.name));
                (i, m, inputs, want)
            })
            .collect(),
    }
}

fn programs_on_the_cpu_backend_match_the_interpreter(s: &Suite) {
    let worst = worst_on_cpu(&backend_programs(s));
    eprintln!(
        "{}: cpu vs interpreter: worst relative difference {worst:.1e}",
        s.name
    );
    assert!(worst <= 1e-6, "{}: worst {worst}", s.name);
}

fn programs_on_cuda_sim_match_the_interpreter(s: &Suite) {
    let test = format!(
        "lapack::programs_on_cuda_sim_match_the_interpreter::{}",
        s.name
    );
    if !fresnel_tests::cuda::cxx_or_skip(&test) {
        return;
    }
    let worst = worst_on_cuda_sim(&backend_programs(s));
    eprintln!(
        "{}: cuda-sim vs interpreter: worst relative difference {worst:.1e}",
        s.name
    );
    assert!(worst <= 1e-6, "{}: worst {worst}", s.name);
}

fn jax_programs_match_jax_and_print_back(s: &Suite) {
    let forward = s
        .forward
        .as_ref()
        .expect("the suite checks its JAX programs here");
    let cases = jax_cases(s);
    assert_eq!(cases.len(), forward.count, "{}: JAX cases", s.name);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        if let Some((has_op, what)) = forward.has_op {
            assert!(has_op(&m), "{}: {}: no {what} call", s.name, case.name);
        }
        let text = print_module(&m);
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {}: {e}", s.name, case.name));
        assert_eq!(print_module(&back), text, "{}: {}", s.name, case.name);
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        let tol = case.tolerance(s.single);
        let got = run_main(&m, &inputs).map_err(|e| e.to_string());
        let judged = got.and_then(|g| {
            if let Some(extra) = forward.extra {
                extra(case, &inputs, &g)?;
            }
            (s.compare)(case, &inputs, &g, &want, tol)
        });
        match judged {
            Ok(e) => eprintln!("{:<30} interpreter vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(format!("{}: {e}", s.name)),
        }
        let cpu = compile_cpu(&m)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        match cpu.and_then(|g| (s.compare)(case, &inputs, &g, &want, tol)) {
            Ok(e) => eprintln!("{:<30} cpu vs JAX {e:.1e}", case.name),
            Err(e) => failures.push(format!("{}: cpu: {e}", s.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Ours (on the interpreter and the CPU backend) and JAX's own gradient program against
/// `jax.grad`; ours against central differences on the f64 cases (f32 ones are too coarse
/// for them); forward mode against finite differences, the adjoint identity with reverse mode
/// and the CPU backend (in double precision).
fn gradients_match_jax_finite_differences_and_forward_mode(s: &Suite) {
    let (count, no_fd) = s.gradients.expect("the suite has gradient cases");
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in jax_cases(s) {
        let grads = case.arrays("grad");
        if grads.is_empty() {
            continue;
        }
        checked += 1;
        let name = &case.name;
        let fwd = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let wrt: Vec<usize> = (0..grads.len()).collect();
        let tol = case.tolerance(s.single);
        let mut want = case.arrays("out");
        want.extend(grads.iter().cloned());
        let ours =
            ad::value_and_grad(&fwd, &wrt).unwrap_or_else(|e| panic!("{}: {name}: {e}", s.name));
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
            match got.and_then(|g| against(name, &g, &want, tol)) {
                Ok(e) => eprintln!("{name:<30} {what} vs jax.grad {e:.1e}"),
                Err(e) => failures.push(format!("{}: {what}: {e}", s.name)),
            }
        }
        let cpu = compile_cpu(&ours)
            .and_then(|exe| exe.run(&inputs))
            .map_err(|e| e.to_string());
        if let Err(e) = cpu.and_then(|g| against(name, &g, &want, tol)) {
            failures.push(format!("{}: cpu: {e}", s.name));
        }
        let fd_valid = !no_fd.contains(&name.as_str());
        if fd_valid && inputs.iter().all(|a| a.dtype() == DType::F64) {
            let got = run_main(&ours, &inputs).expect("runs");
            for (k, g) in grads.iter().enumerate() {
                let fd = central_differences(&fwd, &inputs, k, 1e-6);
                let fd = Array::from_f64(g.shape.clone(), fd).expect("same shape");
                let e = max_rel(&got[1 + k], &fd);
                eprintln!("{name:<30} ours vs finite differences (arg {k}) {e:.1e}");
                if e > 1e-6 {
                    failures.push(format!(
                        "{}: {name}: arg {k} off finite differences by {e:.1e}",
                        s.name
                    ));
                }
            }
        }
        if let Err(e) = harness::check_in_double(name, &fwd, &inputs, &wrt, fd_valid) {
            failures.push(format!("{}: {name}: jvp: {e}", s.name));
        }
    }
    assert_eq!(checked, count, "{}: cases with gradients", s.name);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The complex cases in forward mode with respect to every input (our complex convention; JAX's
/// grads are only stored for real cases): tangents against finite differences (Richardson),
/// the adjoint identity with reverse mode, and the CPU backend against the interpreter.
fn complex_tangents_match_finite_differences_and_reverse_mode(s: &Suite) {
    let cases: Vec<Case> = jax_cases(s)
        .into_iter()
        .filter(|c| c.name.starts_with("cjvp"))
        .collect();
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, s.complex_tangents, "{}: the cjvp cases", s.name);
    let mut failures = Vec::new();
    for case in &cases {
        let fwd = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let wrt: Vec<usize> = (0..inputs.len()).collect();
        if let Err(e) = harness::check_in_double(&case.name, &fwd, &inputs, &wrt, true) {
            failures.push(format!("{}: {}: jvp: {e}", s.name, case.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The forward comparison can fail: a perturbed input moves the results.
fn the_forward_comparisons_can_fail(s: &Suite) {
    for name in s.forward_can_fail {
        let case = jax_case(s, name);
        let m = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let mut perturbed = inputs.clone();
        perturbed[0] = moved(&inputs[0], 1e-3);
        let got = run_main(&m, &perturbed).expect("runs");
        let tol = case.tolerance(s.single);
        assert!(
            (s.compare)(&case, &inputs, &got, &case.arrays("out"), tol).is_err(),
            "{}: {name}: a perturbed input passes",
            s.name
        );
    }
}

/// The gradient comparison can fail: a perturbed input moves the gradient.
fn the_gradient_comparisons_can_fail(s: &Suite) {
    for &(name, arg) in s.gradient_can_fail {
        let case = jax_case(s, name);
        let fwd = case.program("fwd.mlir");
        let mut inputs = case.arrays("in");
        inputs[arg] = moved(&inputs[arg], 1e-3);
        let wrt: Vec<usize> = (0..inputs.len()).collect();
        let ours = ad::value_and_grad(&fwd, &wrt).expect("differentiates");
        let got = run_main(&ours, &inputs).expect("runs");
        let mut want = case.arrays("out");
        want.extend(case.arrays("grad"));
        assert!(
            against(name, &got, &want, case.tolerance(s.single)).is_err(),
            "{}: {name}: a perturbed argument {arg} passes",
            s.name
        );
    }
}

/// XLA's CPU PJRT plugin has no LAPACK handlers: the program reaches XLA as JAX's custom
/// call and comes back as XLA's error naming it, located, not a crash; the same program runs
/// on our backends (the other checks).
fn pjrt_reports_the_missing_lapack_handler(s: &Suite) {
    let test = format!(
        "lapack::pjrt_reports_the_missing_lapack_handler::{}",
        s.name
    );
    let Some(plugin) = fresnel_tests::pjrt::plugin_or_skip(&test) else {
        return;
    };
    let options = fresnel::backend::PjrtOptions {
        plugin: Some(plugin.to_path_buf()),
        devices: 1,
        shards: vec![],
        shard_results: Default::default(),
    };
    for &(name, target, named) in s.pjrt {
        let case = jax_case(s, name);
        let m = case.program("fwd.mlir");
        let (text, _, _) = fresnel::backend::pjrt::pjrt_program(&m, &options)
            .unwrap_or_else(|e| panic!("{}: {name}: {e}", s.name));
        assert!(
            text.contains(&format!("stablehlo.custom_call @{target}(")),
            "{}: {name}: {text}",
            s.name
        );
        match fresnel::backend::compile_pjrt(&m, &options) {
            Ok(exe) => {
                // A plugin that does register LAPACK must then agree with JAX.
                let inputs = case.arrays("in");
                let got = exe
                    .run(&inputs)
                    .unwrap_or_else(|e| panic!("{}: {name}: {e}", s.name));
                let tol = case.tolerance(s.single);
                (s.compare)(&case, &inputs, &got, &case.arrays("out"), tol)
                    .unwrap_or_else(|e| panic!("{}: pjrt: {e}", s.name));
            }
            Err(e) => assert!(e.to_string().contains(named), "{}: {name}: {e}", s.name),
        }
    }
}
