//! Everyday JAX programs outside optics (`tests/data/jax_everyday`, made by its `gen.py`):
//! softmax, argmax, cumulative ops, sorting, indexing and `.at[]` updates, einsum, complex
//! ops, norms, activations, pads, small networks, `jax.random`, loops and branches.
//!
//! Per case and program, on the reference interpreter and as a CPU executable:
//! * `fwd.mlir` (JAX's lowering of x ↦ (loss, f(x)…), the loss a real scalar of f's
//!   results) reproduces JAX's loss and results;
//! * `value_and_grad.mlir` (JAX's own gradient program of a scalar loss) reproduces JAX's
//!   loss and gradients;
//! * our AD (`value_and_grad_with_aux` of `fwd.mlir`: the loss differentiated, f's results
//!   carried along; raw and simplified as `fresnel grad` prints it) reproduces them too;
//! * our forward mode (`jvp` of `fwd.mlir`) along a fixed direction reproduces JAX's
//!   gradient applied to that direction.
//!
//! Error measure: the refs README's max|got − want| / max|want| per result; integers and
//! booleans must be equal. Tolerance 1e-9 when every float input is double precision, else
//! 2e-4 (for the jvp at least the unit roundoff of any f16/bf16 the program converts
//! through). Every failure is classified (parse, verify, run, compile, AD, wrong value, crash);
//! the only failures allowed are those of `EXPECTED_FAILURES`, each of which must still fail
//! with its stated reason.

use fresnel::backend::compile_cpu;
use fresnel_ir::{Array, DType, Data, Module};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use fresnel_tests::refs::{conj, rel_err};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/jax_everyday");

/// (case, program, a piece of the error it must still fail with): what does not work yet.
/// bfloat16 and float16 are not Fresnel dtypes (yet): their programs are refused at parse.
const EXPECTED_FAILURES: &[(&str, &str, &str)] = &[];

struct Case {
    name: String,
    wrt: Vec<usize>,
    inputs: usize,
    outputs: usize,
}

impl Case {
    fn dir(&self) -> PathBuf {
        Path::new(DIR).join(&self.name)
    }
    fn load(&self, file: &str) -> Array {
        read_npy(self.dir().join(file)).unwrap_or_else(|e| panic!("{}: {e}", self.name))
    }
    fn inputs(&self) -> Vec<Array> {
        (0..self.inputs)
            .map(|k| self.load(&format!("in{k}.npy")))
            .collect()
    }
    /// What `fwd.mlir` returns: the loss, then the function's results.
    fn outputs(&self) -> Vec<Array> {
        let mut v = vec![self.load("value.npy")];
        v.extend((0..self.outputs).map(|k| self.load(&format!("out{k}.npy"))));
        v
    }
    /// JAX's loss and its gradients (already in Fresnel's complex convention).
    fn value_and_grads(&self) -> Vec<Array> {
        let mut v = vec![self.load("value.npy")];
        v.extend(self.wrt.iter().map(|k| self.load(&format!("grad{k}.npy"))));
        v
    }
    fn tolerance(&self, inputs: &[Array]) -> f64 {
        let single = inputs
            .iter()
            .any(|a| matches!(a.dtype(), DType::F32 | DType::C64));
        if single {
            2e-4
        } else {
            1e-9
        }
    }
    /// Parses and verifies one of the case's programs; the error says which step failed.
    fn module(&self, file: &str) -> Result<Module, String> {
        let path = self.dir().join(file);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("read: {e}"))?;
        let m = fresnel_ir::parse::parse_module(&text)
            .map_err(|d| format!("parse: {}", d.in_file(file)))?;
        fresnel_ir::verify::verify_module(&m).map_err(|ds| format!("verify: {}", ds[0]))?;
        Ok(m)
    }
}

fn cases() -> Vec<Case> {
    let path = Path::new(DIR).join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    let count = |c: &serde_json::Value, k: &str| c[k].as_u64().expect("a count") as usize;
    json["cases"]
        .as_array()
        .expect("manifest.json has a `cases` list")
        .iter()
        .map(|c| Case {
            name: c["name"].as_str().expect("case name").to_string(),
            wrt: c["wrt"]
                .as_array()
                .expect("wrt list")
                .iter()
                .map(|k| k.as_u64().expect("wrt index") as usize)
                .collect(),
            inputs: count(c, "inputs"),
            outputs: count(c, "outputs"),
        })
        .collect()
}

/// `rel_err`, except that integer and boolean results must be equal.
fn error(got: &Array, want: &Array) -> Result<f64, String> {
    let e = rel_err(got, want)?;
    let exact = !matches!(
        want.dtype(),
        DType::F32 | DType::F64 | DType::C64 | DType::C128
    );
    if exact && e != 0.0 {
        return Err(format!("integer result differs (error {e:.2e})"));
    }
    Ok(e)
}

/// Runs `m` on both backends and compares each result with `want`; the worst error.
fn check(m: &Module, inputs: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let interp = run_main(m, inputs).map_err(|d| format!("run (interpreter): {d}"))?;
    let cpu = compile_cpu(m)
        .map_err(|d| format!("compile (cpu): {d}"))?
        .run(inputs)
        .map_err(|d| format!("run (cpu): {d}"))?;
    let mut worst = 0.0f64;
    for (backend, got) in [("interpreter", &interp), ("cpu", &cpu)] {
        if got.len() != want.len() {
            return Err(format!(
                "wrong value ({backend}): {} results, want {}",
                got.len(),
                want.len()
            ));
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let e = error(g, w).map_err(|e| format!("wrong value ({backend} result {k}): {e}"))?;
            if e > tol {
                return Err(format!(
                    "wrong value ({backend} result {k}): relative error {e:.2e} > {tol:.0e}"
                ));
            }
            worst = worst.max(e);
        }
    }
    Ok(worst)
}

/// Runs `f`, turning a panic into a "crash" error (a panic is a bug in itself).
fn guarded(f: impl FnOnce() -> Result<f64, String>) -> Result<f64, String> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("crash: {msg}"))
    })
}

/// Every program of one case: (program, worst error or the classified failure).
fn run_case(c: &Case) -> Vec<(&'static str, Result<f64, String>)> {
    let inputs = c.inputs();
    let tol = c.tolerance(&inputs);
    let mut results = vec![(
        "fwd",
        guarded(|| check(&c.module("fwd.mlir")?, &inputs, &c.outputs(), tol)),
    )];
    if c.wrt.is_empty() {
        return results;
    }
    let want = c.value_and_grads();
    // JAX's program returns JAX's complex gradients: the conjugates of ours.
    let jax_want: Vec<Array> = want.iter().map(conj).collect();
    results.push((
        "jax grad",
        guarded(|| check(&c.module("value_and_grad.mlir")?, &inputs, &jax_want, tol)),
    ));
    // Ours: the loss differentiated, the function's results carried along (has_aux).
    let mut ours_want = c.outputs();
    ours_want.extend(want[1..].iter().cloned());
    let ours = guarded(|| {
        let m = c.module("fwd.mlir")?;
        let vg =
            fresnel::ad::value_and_grad_with_aux(&m, &c.wrt).map_err(|d| format!("AD: {d}"))?;
        check(&vg, &inputs, &ours_want, tol)
    });
    results.push(("our AD", ours));
    let printed = guarded(|| {
        let m = c.module("fwd.mlir")?;
        let mut vg =
            fresnel::ad::value_and_grad_with_aux(&m, &c.wrt).map_err(|d| format!("AD: {d}"))?;
        fresnel::pipeline::run_pipeline(&mut vg, fresnel::pipeline::SIMPLIFY, &mut |_, _| {})
            .map_err(|d| format!("simplify: {d}"))?;
        check(&vg, &inputs, &ours_want, tol)
    });
    results.push(("fresnel grad", printed));
    results.push(("our jvp", guarded(|| check_jvp(c, &inputs, &want, tol))));
    results
}

/// A fixed direction for argument `k` of type `like`: element j is sin(j + k + 1) (plus
/// i·cos(j + k + 1) for complex arguments).
fn tangent(like: &Array, k: usize) -> Array {
    let n = like.len();
    let t = |j: usize| (j + k + 1) as f64;
    let data = match like.dtype() {
        DType::F32 => Data::F32((0..n).map(|j| t(j).sin() as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|j| t(j).sin()).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|j| num_complex::Complex32::new(t(j).sin() as f32, t(j).cos() as f32))
                .collect(),
        ),
        DType::C128 => Data::C128(
            (0..n)
                .map(|j| num_complex::Complex64::new(t(j).sin(), t(j).cos()))
                .collect(),
        ),
        other => panic!("argument {k} of type {other} is not differentiable"),
    };
    Array::new(like.shape.clone(), data).expect("one element per position")
}

/// Forward mode of `fwd.mlir` along `tangent`s: its tangent output must be JAX's gradient
/// applied to the direction, Σ Re(conj(g)·u) (Fresnel's convention, docs/design.md §4). The error is
/// measured against Σ |g|·|u|, so that cancellation in the sum does not inflate it.
fn check_jvp(c: &Case, inputs: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let fwd = c.module("fwd.mlir")?;
    let m = fresnel::ad::jvp(&fwd, &c.wrt).map_err(|d| format!("AD (jvp): {d}"))?;
    // Through a conversion to f16/bf16 the tangent is rounded to the narrow type (as in JAX's
    // jvp) while JAX's gradient rounds the cotangent instead: they agree to its unit roundoff.
    let tol = tol.max(narrow_roundoff(&fwd));
    // (results…, one tangent per result…): the loss's tangent follows the results.
    let results = 1 + c.outputs;
    let mut args = inputs.to_vec();
    let (mut dot, mut scale) = (0.0, 0.0);
    for (i, &k) in c.wrt.iter().enumerate() {
        let u = tangent(&inputs[k], k);
        for (g, u) in want[i + 1].to_c128_vec().iter().zip(u.to_c128_vec()) {
            dot += (g.conj() * u).re;
            scale += g.norm() * u.norm();
        }
        args.push(u);
    }
    let mut worst = 0.0f64;
    let interp = run_main(&m, &args).map_err(|d| format!("run (interpreter): {d}"))?;
    let cpu = compile_cpu(&m)
        .map_err(|d| format!("compile (cpu): {d}"))?
        .run(&args)
        .map_err(|d| format!("run (cpu): {d}"))?;
    for (backend, got) in [("interpreter", &interp), ("cpu", &cpu)] {
        let e = error(&got[0], &want[0]).map_err(|e| format!("wrong value ({backend}): {e}"))?;
        let d = got
            .get(results)
            .ok_or("wrong value: jvp returned too few results")?
            .to_c128_vec()[0]
            .re;
        let e = e.max((d - dot).abs() / scale.max(f64::MIN_POSITIVE));
        if e > tol {
            return Err(format!(
                "wrong value ({backend}): tangent {d} where JAX's gradient gives {dot} (error {e:.2e} > {tol:.0e})"
            ));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

/// The unit roundoff of the narrowest float type in `m` that is narrower than f32, else 0.
fn narrow_roundoff(m: &Module) -> f64 {
    let dtypes = m.funcs.iter().flat_map(|f| f.values().map(|v| v.ty.dtype));
    dtypes
        .map(|d| match d {
            DType::BF16 => f64::powi(2.0, -8),
            DType::F16 => f64::powi(2.0, -11),
            _ => 0.0,
        })
        .fold(0.0, f64::max)
}

#[test]
fn everyday_jax_programs_match_jax() {
    let cases = cases();
    assert!(cases.len() >= 40, "manifest lists {} cases", cases.len());
    let mut unexpected = Vec::new();
    let mut still_failing = Vec::new();
    let (mut fwd, mut grad) = ((0, 0), (0, 0)); // (passed, total)
    println!("{:<28} {:<13} {:>10}", "case", "program", "rel. error");
    for c in &cases {
        for (program, result) in run_case(c) {
            let tally = if program == "fwd" {
                &mut fwd
            } else {
                &mut grad
            };
            tally.1 += 1;
            let expected = EXPECTED_FAILURES
                .iter()
                .find(|(n, p, _)| *n == c.name && *p == program);
            match (result, expected) {
                (Ok(e), None) => {
                    tally.0 += 1;
                    println!("{:<28} {program:<13} {e:>10.2e}", c.name);
                }
                (Ok(_), Some(_)) => unexpected.push(format!(
                    "{} {program}: passes now; remove it from EXPECTED_FAILURES",
                    c.name
                )),
                (Err(e), Some((_, _, why))) if e.contains(why) => {
                    still_failing.push(format!("{} {program}", c.name));
                    println!("{:<28} {program:<13} {:>10}  {e}", c.name, "expected");
                }
                (Err(e), _) => {
                    println!("{:<28} {program:<13} {:>10}  {e}", c.name, "FAIL");
                    unexpected.push(format!("{} {program}: {e}", c.name));
                }
            }
        }
    }
    println!(
        "forward: {}/{} pass; gradients (JAX's program, our AD, simplified): {}/{} pass; {} expected failures",
        fwd.0,
        fwd.1,
        grad.0,
        grad.1,
        still_failing.len()
    );
    assert!(
        unexpected.is_empty(),
        "{} unexpected result(s):\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
    assert_eq!(still_failing.len(), EXPECTED_FAILURES.len());
}

#[test]
fn the_comparison_can_fail() {
    let a = Array::from_f64([3], vec![1.0, 2.0, 4.0]).expect("3 elements");
    let b = Array::from_f64([3], vec![1.0, 2.0, 4.01]).expect("3 elements");
    assert!(check_pair(&b, &a) > 2e-4);
    let i = Array::new([2], Data::I32(vec![3, 4])).expect("2 elements");
    let j = Array::new([2], Data::I32(vec![3, 5])).expect("2 elements");
    assert!(error(&i, &j).is_err(), "integers must be equal");
    assert_eq!(error(&i, &i), Ok(0.0));
}

fn check_pair(got: &Array, want: &Array) -> f64 {
    error(got, want).expect("same types")
}
