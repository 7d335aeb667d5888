//! Shape-polymorphic JAX programs (`tests/data/jax_dynamic`, made by its `gen.py`: exported
//! with `jax.export` and symbolic dimensions, so their types have `?`). Each is refined for
//! two concrete sizes (`parse_module_for` with the inputs' types), must verify and print to a
//! static program that parses back, and must reproduce JAX's outputs at both sizes on the
//! reference interpreter and as a CPU executable; the gradient case also runs our
//! `value_and_grad` of the refined program against `jax.grad`.
//!
//! Error measure per element: |got − want| / max(|want|, 1); integers must be equal.
//! Tolerances: 1e-12 for f64/c128 programs, 2e-6 for f32.

use fresnel::backend::compile_cpu;
use fresnel_ir::{Array, DType, Module, TensorType};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::{read_npy, read_npy_type};
use std::path::PathBuf;

fn dir() -> PathBuf {
    fresnel_tests::data_dir().join("jax_dynamic")
}

struct Case {
    name: String,
    inputs: usize,
    outputs: usize,
    sizes: usize,
    wrt: Vec<usize>,
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(dir().join("manifest.json"))
        .expect("jax_dynamic/manifest.json is readable");
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    let n = |c: &serde_json::Value, k: &str| c[k].as_u64().expect("a count") as usize;
    json["cases"]
        .as_array()
        .expect("manifest has a case list")
        .iter()
        .map(|c| Case {
            name: c["name"].as_str().expect("name").to_string(),
            inputs: n(c, "inputs"),
            outputs: n(c, "outputs"),
            sizes: n(c, "sizes"),
            wrt: c["wrt"]
                .as_array()
                .expect("wrt")
                .iter()
                .map(|k| k.as_u64().expect("index") as usize)
                .collect(),
        })
        .collect()
}

impl Case {
    fn file(&self, f: &str) -> PathBuf {
        dir().join(&self.name).join(f)
    }
    fn load(&self, f: &str) -> Result<Array, String> {
        read_npy(self.file(f)).map_err(|e| e.to_string())
    }
    fn text(&self) -> Result<String, String> {
        std::fs::read_to_string(self.file("fwd.mlir")).map_err(|e| e.to_string())
    }
    /// The program refined for size `k`'s inputs, from their headers only.
    fn module(&self, k: usize) -> Result<Module, String> {
        let types: Vec<TensorType> = (0..self.inputs)
            .map(|i| {
                read_npy_type(self.file(&format!("s{k}_in{i}.npy"))).map_err(|e| e.to_string())
            })
            .collect::<Result<_, _>>()?;
        let m = fresnel_ir::parse::parse_module_for(&self.text()?, &types)
            .map_err(|d| format!("refine: {d}"))?;
        fresnel_ir::verify::verify_module(&m).map_err(|ds| {
            let v: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
            format!("verify: {}", v.join("; "))
        })?;
        let printed = m.to_string();
        let again =
            fresnel_ir::parse::parse_module(&printed).map_err(|d| format!("reparse: {d}"))?;
        if again.to_string() != printed {
            return Err("the refined program does not print back to itself".into());
        }
        Ok(m)
    }
}

/// The worst per-element error of `got` against `want`, or why they cannot be compared.
fn error(got: &Array, want: &Array) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    let exact = !(want.dtype().is_float() || want.dtype().is_complex());
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let mut worst = 0.0f64;
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        if exact {
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
            let e = (x - y).abs() / y.abs().max(1.0);
            // NaN compares false: a NaN anywhere is an error.
            if e.is_nan() || e.is_infinite() {
                return Err(format!("element {i}: {x} where {y}"));
            }
            worst = worst.max(e);
        }
    }
    Ok(worst)
}

/// Runs `m` on both backends against `want`; the worst error.
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
        for (j, (g, w)) in got.iter().zip(want).enumerate() {
            let e = error(g, w).map_err(|e| format!("{backend} result {j}: {e}"))?;
            if e > tol {
                return Err(format!("{backend} result {j}: error {e:.2e} > {tol:.0e}"));
            }
            worst = worst.max(e);
        }
    }
    Ok(worst)
}

fn run_size(c: &Case, k: usize) -> Result<String, String> {
    let m = c.module(k)?;
    let load_all = |what: &str, n: usize| -> Result<Vec<Array>, String> {
        (0..n)
            .map(|i| c.load(&format!("s{k}_{what}{i}.npy")))
            .collect()
    };
    let inputs = load_all("in", c.inputs)?;
    let outputs = load_all("out", c.outputs)?;
    let single = inputs
        .iter()
        .any(|a| matches!(a.dtype(), DType::F32 | DType::C64));
    let tol = if single { 2e-6 } else { 1e-12 };
    let fwd = check(&m, &inputs, &outputs, tol)?;
    if c.wrt.is_empty() {
        return Ok(format!("fwd {fwd:.1e}"));
    }
    let vg = fresnel::ad::value_and_grad(&m, &c.wrt).map_err(|d| format!("AD: {d}"))?;
    let mut want = vec![outputs[0].clone()];
    for &i in &c.wrt {
        want.push(c.load(&format!("s{k}_grad{i}.npy"))?);
    }
    let grad = check(&vg, &inputs, &want, 1e-11).map_err(|e| format!("gradient: {e}"))?;
    Ok(format!("fwd {fwd:.1e}  grad {grad:.1e}"))
}

#[test]
fn jax_dynamic_programs_match_jax_at_two_sizes() {
    let cases = cases();
    assert!(cases.len() >= 15, "manifest lists {} cases", cases.len());
    let (mut ok, mut total) = (0, 0);
    let mut failures = Vec::new();
    for c in &cases {
        assert!(c.sizes >= 2, "{}: fewer than two sizes", c.name);
        for k in 0..c.sizes {
            total += 1;
            match run_size(c, k) {
                Ok(line) => {
                    ok += 1;
                    println!("{:<16} size {k}: {line}", c.name);
                }
                Err(e) => {
                    println!("{:<16} size {k}: FAIL {e}", c.name);
                    failures.push(format!("{} size {k}: {e}", c.name));
                }
            }
        }
    }
    println!("{ok}/{total} (program, size) pairs match JAX");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The programs really are polymorphic: without argument types they do not parse, and the
/// two sizes refine one text into two different static programs.
#[test]
fn programs_have_question_marks_and_refine_per_size() {
    for c in cases() {
        let text = c.text().unwrap();
        let e = fresnel_ir::parse::parse_module(&text).expect_err(&c.name);
        assert!(
            fresnel_ir::parse::needs_argument_types(&e),
            "{}: {e}",
            c.name
        );
        let (a, b) = (c.module(0).unwrap(), c.module(1).unwrap());
        assert_ne!(a.to_string(), b.to_string(), "{}", c.name);
    }
}

/// Inputs that contradict the exported constraints are refused, located.
#[test]
fn sizes_outside_the_specification_are_located_errors() {
    let c = cases()
        .into_iter()
        .find(|c| c.name == "matmul")
        .expect("matmul case");
    let text = c.text().unwrap();
    let f64s = |s: &[usize]| TensorType::new(DType::F64, s.to_vec());
    // The contraction dimension is static (4): 3 does not fit.
    let e = fresnel_ir::parse::parse_module_for(&text, &[f64s(&[2, 3]), f64s(&[4, 5])])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("argument 0 of @main is declared tensor<?x4xf64>, but is given tensor<2x3xf64>"),
        "{e}"
    );
    // JAX asserts b >= 1.
    let e = fresnel_ir::parse::parse_module_for(&text, &[f64s(&[0, 4]), f64s(&[4, 5])])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("shape assertion failed: ") && e.contains("'b' = 0"),
        "{e}"
    );
}
