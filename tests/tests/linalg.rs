//! `triangular_solve` and `cholesky` against numpy/scipy (`tests/data/linalg/cases.mlir`,
//! made by its `gen.py`): every attribute combination, batched, on f32, f64, complex64 and
//! complex128, each case checking its result against LAPACK's with `expect_almost_eq_const`
//! on the interpreter; then the same programs, their constants made arguments, on the CPU
//! backend and on cuda-sim against the interpreter.

use fresnel::backend::{compile_cpu, cpu_program};
use fresnel_ir::parse::{parse_module_at, split_cases};
use fresnel_ir::{Array, Module};
use fresnel_runtime::interp::{run_main, Interpreter};
use fresnel_tests::conformance::constants_as_arguments;

fn cases() -> Vec<(usize, Module)> {
    let path = fresnel_tests::data_dir().join("linalg/cases.mlir");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    split_cases(&text)
        .into_iter()
        .map(|(line, src)| {
            let m = parse_module_at(src, line).unwrap_or_else(|e| panic!("{e}"));
            (line, m)
        })
        .collect()
}

/// Largest |a − b| relative to max(1, |b|), elementwise; NaNs must match.
fn max_rel(a: &Array, b: &Array) -> f64 {
    assert_eq!(a.shape, b.shape);
    a.to_c128_vec()
        .iter()
        .zip(b.to_c128_vec())
        .map(|(x, y)| (x - y).norm() / y.norm().max(1.0))
        .fold(0.0, f64::max)
}

#[test]
fn interpreter_matches_scipy_on_every_attribute_and_dtype() {
    let cases = cases();
    assert_eq!(cases.len(), 104, "96 triangular_solve and 8 cholesky cases");
    let mut failures = Vec::new();
    for (line, m) in &cases {
        let mut interp = Interpreter::new(m);
        match interp.call("main", &[]) {
            Err(e) => failures.push(format!("line {line}: {e}")),
            Ok(_) if !interp.check_failures.is_empty() => {
                failures.push(format!("line {line}: {}", interp.check_failures[0]))
            }
            Ok(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The programs with their constants as arguments (so that nothing folds away), their
/// inputs and the interpreter's results.
fn as_programs() -> Vec<(usize, Module, Vec<Array>, Vec<Array>)> {
    cases()
        .into_iter()
        .map(|(line, mut m)| {
            let inputs = constants_as_arguments(&mut m);
            let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("line {line}: {e}"));
            (line, m, inputs, want)
        })
        .collect()
}

#[test]
fn cpu_backend_matches_the_interpreter() {
    let mut worst: f64 = 0.0;
    for (line, m, inputs, want) in as_programs() {
        let exe = compile_cpu(&m).unwrap_or_else(|e| panic!("line {line}: {e}"));
        let got = exe
            .run(&inputs)
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
        for (g, w) in got.iter().zip(&want) {
            worst = worst.max(max_rel(g, w));
        }
    }
    eprintln!("cpu vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

#[test]
fn cuda_sim_matches_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("cuda_sim_matches_the_interpreter") {
        return;
    }
    let programs = as_programs();
    let cpu: Vec<_> = programs
        .iter()
        .map(|(line, m, _, _)| cpu_program(m).unwrap_or_else(|e| panic!("line {line}: {e}")))
        .collect();
    let batch = fresnel_tests::cuda::SimBatch::new(cpu).expect("cuda-sim compiles");
    let mut worst: f64 = 0.0;
    for (i, (line, _, inputs, want)) in programs.iter().enumerate() {
        let exe = batch
            .executable(i)
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
        let got = exe
            .run(inputs)
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
        for (g, w) in got.iter().zip(want) {
            worst = worst.max(max_rel(g, w));
        }
    }
    eprintln!("cuda-sim vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}
