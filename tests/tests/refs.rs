//! The JAX reference cases (`../shared/refs`, see its README): every case's `fwd.mlir` and
//! JAX's own `value_and_grad.mlir` go through the parser, the verifier and the reference
//! interpreter, and must reproduce the stored value and gradients within the README's
//! tolerance.

use fresnel_ir::array::{Array, Data};
use fresnel_ir::types::DType;
use fresnel_runtime::interp::Interpreter;
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

const REFS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/refs");

/// One entry of `manifest.json`.
struct Case {
    name: String,
    wrt: Vec<usize>,
    inputs: Vec<String>,
    value: String,
    grads: Vec<String>,
}

impl Case {
    fn dir(&self) -> PathBuf {
        Path::new(REFS).join(&self.name)
    }
}

fn manifest() -> Vec<Case> {
    let path = Path::new(REFS).join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is valid JSON");
    let strings = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .expect("a JSON array")
            .iter()
            .map(|s| s.as_str().expect("a string").to_string())
            .collect()
    };
    json["cases"]
        .as_array()
        .expect("manifest.json has a `cases` array")
        .iter()
        .map(|c| Case {
            name: c["name"].as_str().expect("case name").to_string(),
            wrt: c["wrt"]
                .as_array()
                .expect("wrt array")
                .iter()
                .map(|k| k.as_u64().expect("wrt index") as usize)
                .collect(),
            inputs: c["inputs"]
                .as_array()
                .expect("inputs array")
                .iter()
                .map(|i| i["file"].as_str().expect("input file").to_string())
                .collect(),
            value: c["value"].as_str().expect("value file").to_string(),
            grads: strings(&c["grads"]),
        })
        .collect()
}

/// Parses, verifies and interprets `@main` of an IR file.
fn run_program(path: &Path, inputs: &[Array]) -> Result<Vec<Array>, String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let module =
        fresnel_ir::parse::parse_module(&text).map_err(|d| d.in_file(&file).to_string())?;
    fresnel_ir::verify::verify_module(&module).map_err(|ds| {
        ds.iter()
            .map(|d| d.clone().in_file(&file).to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let mut interp = Interpreter::new(&module);
    interp
        .call("main", inputs)
        .map_err(|d| d.in_file(&file).to_string())
}

/// max|got − want| / max|want| (absolute when `want` is all zeros), after checking type.
fn rel_err(got: &Array, want: &Array) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let diff = g
        .iter()
        .zip(&w)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = w.iter().map(|b| b.norm()).fold(0.0, f64::max);
    let err = if scale > 0.0 { diff / scale } else { diff };
    // NaN compares false everywhere; make it an explicit failure.
    if err.is_nan() {
        return Err("NaN in the result".to_string());
    }
    Ok(err)
}

/// What `value_and_grad.mlir` returns for a stored gradient: JAX's convention is the
/// conjugate of ours for complex arguments.
fn jax_convention(grad: &Array) -> Array {
    let data = match &grad.data {
        Data::C64(v) => Data::C64(v.iter().map(|z| z.conj()).collect()),
        Data::C128(v) => Data::C128(v.iter().map(|z| z.conj()).collect()),
        other => other.clone(),
    };
    Array {
        shape: grad.shape.clone(),
        data,
    }
}

/// The README's tolerance: 1e-9 when any input is double precision, else 2e-4.
fn tolerance(inputs: &[Array]) -> f64 {
    if inputs
        .iter()
        .any(|a| matches!(a.dtype(), DType::F64 | DType::C128))
    {
        1e-9
    } else {
        2e-4
    }
}

/// Runs one program and compares each result to its expectation; `Ok` holds the worst error.
fn check_program(
    path: &Path,
    inputs: &[Array],
    expected: &[(String, Array)],
    tol: f64,
) -> Result<f64, String> {
    let got = run_program(path, inputs)?;
    if got.len() != expected.len() {
        return Err(format!(
            "{} results, expected {}",
            got.len(),
            expected.len()
        ));
    }
    let mut worst = 0.0f64;
    for (g, (what, want)) in got.iter().zip(expected) {
        let err = rel_err(g, want).map_err(|e| format!("{what}: {e}"))?;
        if err > tol {
            return Err(format!("{what}: relative error {err:.3e} > {tol:.0e}"));
        }
        worst = worst.max(err);
    }
    Ok(worst)
}

fn load(dir: &Path, file: &str) -> Array {
    read_npy(dir.join(file)).unwrap_or_else(|e| panic!("reference data unreadable: {e}"))
}

#[test]
fn reference_cases_match_jax() {
    let cases = manifest();
    assert!(!cases.is_empty(), "manifest.json lists no cases");
    let mut failures = Vec::new();
    let mut passed = 0;
    println!("{:<26} {:<22} {:>10}", "case", "program", "rel. error");
    for case in &cases {
        let dir = case.dir();
        let inputs: Vec<Array> = case.inputs.iter().map(|f| load(&dir, f)).collect();
        let tol = tolerance(&inputs);
        let value = load(&dir, &case.value);
        assert_eq!(
            case.wrt.len(),
            case.grads.len(),
            "{}: wrt and grads differ in length",
            case.name
        );
        let mut vg_expected = vec![("value".to_string(), value.clone())];
        for (k, g) in case.wrt.iter().zip(&case.grads) {
            vg_expected.push((format!("gradient {k}"), jax_convention(&load(&dir, g))));
        }
        let programs = [
            ("fwd.mlir", vec![("value".to_string(), value)]),
            ("value_and_grad.mlir", vg_expected),
        ];
        for (file, expected) in programs {
            match check_program(&dir.join(file), &inputs, &expected, tol) {
                Ok(err) => {
                    passed += 1;
                    println!("{:<26} {:<22} {:>10.2e}", case.name, file, err);
                }
                Err(e) => {
                    println!("{:<26} {:<22} {:>10}  {e}", case.name, file, "FAIL");
                    failures.push(format!("{}/{file}: {e}", case.name));
                }
            }
        }
    }
    println!("{passed}/{} programs pass", 2 * cases.len());
    assert!(
        failures.is_empty(),
        "{} reference program(s) fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(passed, 2 * cases.len());
}

#[test]
fn tolerance_check_rejects_wrong_answers() {
    // The comparison must be able to fail: a perturbed value and a conjugated gradient do.
    let dir = Path::new(REFS).join("fft_last_c64");
    let want = load(&dir, "grad0.npy");
    assert!(rel_err(&want, &want).unwrap() == 0.0);
    assert!(rel_err(&jax_convention(&want), &want).unwrap() > 1e-3);
    let v = load(&dir, "value.npy");
    let off = Array::from_f32(
        v.shape.clone(),
        v.to_c128_vec()
            .iter()
            .map(|z| (z.re * 1.01 + 1e-3) as f32)
            .collect(),
    )
    .expect("same element count as value.npy");
    assert!(rel_err(&off, &v).unwrap() > 2e-4);
}
