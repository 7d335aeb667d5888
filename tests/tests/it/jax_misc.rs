//! JAX's sort, top_k, CHLO special functions and bit ops (`tests/data/jax_misc`, made by its
//! `gen.py`): every `fwd.mlir` parses, prints back to the same module, and reproduces JAX's
//! outputs on the reference interpreter and as a CPU executable; for the differentiable
//! cases our own AD (`value_and_grad` of the forward program, simplified, on both backends)
//! reproduces `jax.grad`.
//!
//! Error measure per element: |got − want| / max(|want|, 1) (relative, absolute below 1),
//! NaN must meet NaN and infinities must match exactly; integers and booleans must be equal.
//! Tolerances: 1e-12 for f64, 2e-6 for f32 (JAX's f32 special functions are polynomial
//! approximations; ours are evaluated in f64 and rounded once).

use fresnel::backend::compile_cpu;
use fresnel_ir::{Array, DType, Module};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/jax_misc");

struct Case {
    name: String,
    inputs: usize,
    outputs: usize,
    wrt: Vec<usize>,
    /// A looser tolerance where JAX is the less accurate side (the manifest's note says why).
    tol: Option<f64>,
}

fn cases() -> Vec<Case> {
    let path = Path::new(DIR).join("manifest.json");
    let text = std::fs::read_to_string(&path).expect("jax_misc/manifest.json is readable");
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    json["cases"]
        .as_array()
        .expect("manifest has a case list")
        .iter()
        .map(|c| Case {
            name: c["name"].as_str().expect("name").to_string(),
            inputs: c["inputs"].as_u64().expect("inputs") as usize,
            outputs: c["outputs"].as_u64().expect("outputs") as usize,
            wrt: c["wrt"]
                .as_array()
                .expect("wrt")
                .iter()
                .map(|k| k.as_u64().expect("index") as usize)
                .collect(),
            tol: c.get("tol").and_then(|t| t.as_f64()),
        })
        .collect()
}

impl Case {
    fn dir(&self) -> PathBuf {
        Path::new(DIR).join(&self.name)
    }
    fn load(&self, file: &str) -> Array {
        read_npy(self.dir().join(file)).unwrap_or_else(|e| panic!("{}: {e}", self.name))
    }
    fn module(&self) -> Result<Module, String> {
        let path = self.dir().join("fwd.mlir");
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        let m = fresnel_ir::parse::parse_module(&text).map_err(|d| d.to_string())?;
        fresnel_ir::verify::verify_module(&m).map_err(|ds| {
            ds.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        })?;
        Ok(m)
    }
}

/// The worst per-element error of `got` against `want` (see the module doc), or why they
/// cannot be compared.
fn error(got: &Array, want: &Array) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    let exact = matches!(want.dtype(), DType::I1 | DType::I32 | DType::I64);
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let mut worst = 0.0f64;
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        if exact {
            // i64 beyond 2^53 would round in c128: compare the elements themselves.
            if got.get(i) != want.get(i) {
                return Err(format!(
                    "element {i}: {:?} where {:?}",
                    got.get(i),
                    want.get(i)
                ));
            }
            continue;
        }
        for (x, y) in [(a.re, b.re), (a.im, b.im)] {
            if y.is_nan() || x.is_nan() {
                if !(x.is_nan() && y.is_nan()) {
                    return Err(format!("element {i}: {x} where {y}"));
                }
            } else if y.is_infinite() || x.is_infinite() {
                if x != y {
                    return Err(format!("element {i}: {x} where {y}"));
                }
            } else {
                worst = worst.max((x - y).abs() / y.abs().max(1.0));
            }
        }
    }
    Ok(worst)
}

fn tolerance(arrays: &[Array]) -> f64 {
    let single = arrays
        .iter()
        .any(|a| matches!(a.dtype(), DType::F32 | DType::C64));
    if single {
        2e-6
    } else {
        1e-12
    }
}

/// Runs `m` on both backends and compares each result with `want`; returns the worst error.
fn check(m: &Module, inputs: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let interp = run_main(m, inputs).map_err(|d| format!("interpreter: {d}"))?;
    let exe = compile_cpu(m).map_err(|d| format!("compile: {d}"))?;
    let cpu = exe.run(inputs).map_err(|d| format!("cpu: {d}"))?;
    let mut worst = 0.0f64;
    for (backend, got) in [("interpreter", &interp), ("cpu", &cpu)] {
        if got.len() != want.len() {
            return Err(format!(
                "{backend}: {} results, expected {}",
                got.len(),
                want.len()
            ));
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let e = error(g, w).map_err(|e| format!("{backend} result {k}: {e}"))?;
            if e > tol {
                return Err(format!("{backend} result {k}: error {e:.2e} > {tol:.0e}"));
            }
            worst = worst.max(e);
        }
    }
    Ok(worst)
}

fn run_case(c: &Case) -> Result<(f64, Option<f64>), String> {
    let m = c.module()?;
    // The printer's text parses back to the same module.
    let printed = m.to_string();
    let again = fresnel_ir::parse::parse_module(&printed).map_err(|d| format!("reparse: {d}"))?;
    if again.to_string() != printed {
        return Err("printing is not a fixed point of parse ∘ print".into());
    }
    let inputs: Vec<Array> = (0..c.inputs)
        .map(|k| c.load(&format!("in{k}.npy")))
        .collect();
    let outputs: Vec<Array> = (0..c.outputs)
        .map(|k| c.load(&format!("out{k}.npy")))
        .collect();
    let tol = c.tol.unwrap_or_else(|| tolerance(&inputs));
    let fwd = check(&m, &inputs, &outputs, tol)?;
    if c.wrt.is_empty() {
        return Ok((fwd, None));
    }
    let vg = fresnel::ad::value_and_grad(&m, &c.wrt).map_err(|d| format!("AD: {d}"))?;
    let mut want = vec![outputs[0].clone()];
    want.extend(c.wrt.iter().map(|k| c.load(&format!("grad{k}.npy"))));
    // Gradients of f32 programs accumulate more rounding than single ops.
    let grad_tol = if tol > 1e-9 { 1e-5 } else { 1e-11 };
    let grad = check(&vg, &inputs, &want, grad_tol).map_err(|e| format!("gradient: {e}"))?;
    Ok((fwd, Some(grad)))
}

#[test]
fn jax_misc_cases_match_jax() {
    let cases = cases();
    assert!(cases.len() >= 60, "manifest lists {} cases", cases.len());
    let mut failures = Vec::new();
    let (mut fwd_ok, mut grad_ok, mut grad_total) = (0, 0, 0);
    for c in &cases {
        grad_total += usize::from(!c.wrt.is_empty());
        match run_case(c) {
            Ok((fwd, grad)) => {
                fwd_ok += 1;
                grad_ok += usize::from(grad.is_some());
                let g = grad.map_or(String::new(), |g| format!("  grad {g:.1e}"));
                println!("{:<28} fwd {fwd:.1e}{g}", c.name);
            }
            Err(e) => {
                println!("{:<28} FAIL {e}", c.name);
                failures.push(format!("{}: {e}", c.name));
            }
        }
    }
    println!(
        "{fwd_ok}/{} forward programs and {grad_ok}/{grad_total} gradients match JAX",
        cases.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_comparison_can_fail() {
    let a = Array::from_f64([3], vec![1.0, f64::NAN, f64::INFINITY]).expect("3 elements");
    assert_eq!(error(&a, &a).unwrap(), 0.0);
    let b = Array::from_f64([3], vec![1.001, f64::NAN, f64::INFINITY]).expect("3 elements");
    assert!(error(&b, &a).unwrap() > 1e-4);
    let c = Array::from_f64([3], vec![1.0, 0.0, f64::INFINITY]).expect("3 elements");
    assert!(error(&c, &a).is_err(), "a number where NaN was expected");
    let d = Array::from_f64([3], vec![1.0, f64::NAN, f64::NEG_INFINITY]).expect("3 elements");
    assert!(error(&d, &a).is_err(), "-inf where +inf was expected");
}

#[test]
fn jax_misc_programs_compile_with_nvrtc() {
    use fresnel_runtime::cuda::CudaProgram;
    use fresnel_tests::cuda::{compile, nvrtc_or_skip};
    if !nvrtc_or_skip("jax_misc_programs_compile_with_nvrtc") {
        return;
    }
    let mut failures = Vec::new();
    let mut sources = String::new();
    for c in cases() {
        let m = c.module().unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let mut programs = vec![("fwd", m.clone())];
        if !c.wrt.is_empty() {
            let vg = fresnel::ad::value_and_grad(&m, &c.wrt)
                .unwrap_or_else(|e| panic!("{}: AD: {e}", c.name));
            programs.push(("value_and_grad", vg));
        }
        for (what, m) in programs {
            let cpu = fresnel::backend::cpu_program(&m)
                .unwrap_or_else(|e| panic!("{}/{what}: compile: {e}", c.name));
            let program = CudaProgram::new(&cpu);
            // The kernels only, without the device header that defines every fr_ function.
            let src = &program.module.source;
            sources.push_str(
                src.split_once(fresnel_kernels::cuda::HEADER)
                    .map_or(src, |(_, k)| k),
            );
            if let Err(e) = compile(&program) {
                failures.push(format!("{}/{what}: {e}", c.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // The new elementwise ops were fused into kernels, not left to the host.
    for f in [
        "fr_erf(",
        "fr_erfc(",
        "fr_erfinv(",
        "fr_lgamma(",
        "fr_digamma(",
        "fr_bessel_i1e(",
        "fr_asin(",
        "fr_acosh(",
        "fr_cosh(",
        "fr_square(",
        "fr_round_afz(",
        "fr_nextafter(",
        "fr_shl(",
        "fr_shra(",
        "fr_shrl(",
        "fr_popcnt(",
        "fr_clz(",
    ] {
        assert!(sources.contains(f), "{f} is called by no generated kernel");
    }
}
