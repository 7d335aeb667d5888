//! `triangular_solve` and `cholesky` against numpy/scipy (`tests/data/linalg/cases.mlir`,
//! made by its `gen.py`): every attribute combination, batched, on f32, f64, complex64 and
//! complex128, each case checking its result against LAPACK's with `expect_almost_eq_const`
//! on the interpreter; then the same programs, their constants made arguments, on the CPU
//! backend and on cuda-sim against the interpreter.

use fresnel_ir::Module;
use fresnel_runtime::interp::Interpreter;
use fresnel_tests::backends::{
    data_cases, with_interpreter_results, worst_on_cpu, worst_on_cuda_sim,
};

fn cases() -> Vec<(usize, Module)> {
    data_cases("linalg/cases.mlir")
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

#[test]
fn cpu_backend_matches_the_interpreter() {
    let worst = worst_on_cpu(&with_interpreter_results(cases()));
    eprintln!("cpu vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}

#[test]
fn cuda_sim_matches_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("cuda_sim_matches_the_interpreter") {
        return;
    }
    let worst = worst_on_cuda_sim(&with_interpreter_results(cases()));
    eprintln!("cuda-sim vs interpreter: worst relative difference {worst:.1e}");
    assert!(worst <= 1e-6, "worst {worst}");
}
