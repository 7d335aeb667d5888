//! The JAX reference cases (`tests/data/refs`, see its README): every case's `fwd.mlir` and
//! JAX's own `value_and_grad.mlir` go through the parser, the verifier and the reference
//! interpreter, and must reproduce the stored value and gradients within the README's
//! tolerance.

use fresnel_ir::array::Array;
use fresnel_runtime::interp::Interpreter;
use fresnel_tests::refs::{self, conj, rel_err};
use std::path::Path;

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

#[test]
fn reference_cases_match_jax() {
    let cases = refs::cases();
    assert!(!cases.is_empty(), "manifest.json lists no cases");
    let mut failures = Vec::new();
    let mut passed = 0;
    println!("{:<26} {:<22} {:>10}", "case", "program", "rel. error");
    for case in &cases {
        let inputs = case.inputs();
        let tol = case.tolerance();
        let value = case.value();
        let grads = case.grads();
        assert_eq!(
            case.wrt.len(),
            grads.len(),
            "{}: wrt and grads differ in length",
            case.name
        );
        let mut vg_expected = vec![("value".to_string(), value.clone())];
        for (k, g) in case.wrt.iter().zip(&grads) {
            // JAX's own program returns the conjugate of our convention for complex arguments.
            vg_expected.push((format!("gradient {k}"), conj(g)));
        }
        let programs = [
            ("fwd.mlir", vec![("value".to_string(), value)]),
            ("value_and_grad.mlir", vg_expected),
        ];
        for (file, expected) in programs {
            match check_program(&case.program(file), &inputs, &expected, tol) {
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
    let case = refs::case("fft_last_c64");
    let want = case.grads().remove(0);
    assert!(rel_err(&want, &want).unwrap() == 0.0);
    assert!(rel_err(&conj(&want), &want).unwrap() > 1e-3);
    let v = case.value();
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
