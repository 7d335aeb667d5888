//! The conformance programs on the CPU backend. `testdata/*.mlir` (JAX-generated, inputs
//! embedded as `call @inputs()`): the inputs become arguments of `@main` (so that they are not
//! folded away and the kernels really run), then every program the interpreter passes must pass
//! on the CPU too — its `check.*` ops hold (they run as interpreter steps) and its results
//! match the interpreter's. `interpret/*.mlir` (constants only): the constants of `@main`
//! become arguments too, so that the ops under test run as kernels rather than being folded
//! at compile time; every case the interpreter passes must give the interpreter's results on
//! the CPU. Both tests count the steps that ran as kernels and the interpreter fallbacks, and
//! assert them, so that a lowering that quietly starts falling back fails here.

use super::check_against_interpreter;
use fresnel_ir::func::Module;
use fresnel_runtime::interp::run_main;
use fresnel_tests::conformance::{constants_as_arguments, inputs_as_arguments, mlir_files};
use std::collections::BTreeMap;

/// Steps of `m`'s CPU program (nested programs' included) that run as kernels or control
/// flow, and the ops that fall back to the interpreter (added to `fallbacks`).
fn count_steps(m: &Module, fallbacks: &mut BTreeMap<String, usize>) -> usize {
    let program = fresnel::backend::cpu_program(m).expect("compiled once already");
    let mut kernels = 0;
    for s in program.all_steps() {
        match s.kind.name() {
            "interp" => *fallbacks.entry(s.origin.op.clone()).or_insert(0) += 1,
            _ => kernels += 1,
        }
    }
    kernels
}

/// Ops that may still run as interpreter steps, with the most steps seen per suite: checks
/// (assertions, by design) and the forms the CPU lowering does not cover yet (dynamic
/// offsets, run-time padding values, custom reduce bodies). Control flow (`while`, `case`,
/// `if`) never does: its regions are nested programs, whose steps are counted too. A new fallback, or more of one,
/// fails the test.
fn assert_fallbacks(suite: &str, fallbacks: &BTreeMap<String, usize>, allowed: &[(&str, usize)]) {
    for (op, &n) in fallbacks {
        let limit = allowed
            .iter()
            .find(|(name, _)| name == op)
            .map_or(0, |&(_, limit)| limit);
        assert!(
            op.starts_with("check.") || n <= limit,
            "{suite}: {n} interpreter step(s) for {op} (allowed {limit}); all: {fallbacks:?}"
        );
    }
}

#[test]
fn testdata_programs_match_the_interpreter() {
    let (mut passed, mut skipped, mut interp_fails) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut fallbacks = BTreeMap::new();
    let mut kernel_steps = 0;
    for path in mlir_files("testdata") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut m = match fresnel_ir::parse::parse_module(&text) {
            Ok(m) => m,
            Err(d) if d.message.starts_with("unsupported type") => {
                skipped += 1;
                continue;
            }
            Err(d) => panic!("{file}: {d}"),
        };
        let inputs = match inputs_as_arguments(&mut m) {
            Ok(Some(v)) => v,
            Ok(None) => Vec::new(),
            Err(e) => panic!("{file}: {e}"),
        };
        if run_main(&m, &inputs).is_err() {
            // Not passing on the interpreter (the conformance runner lists these).
            interp_fails += 1;
            continue;
        }
        match check_against_interpreter(&m, &inputs) {
            Ok(_) => {
                passed += 1;
                kernel_steps += count_steps(&m, &mut fallbacks);
            }
            Err(e) => failures.push(format!("{file}: {e}")),
        }
    }
    println!("interpreter steps by op: {fallbacks:?}");
    println!("testdata on cpu: {passed} passed, {} failed, {skipped} skipped (types), {interp_fails} failing on the interpreter, {kernel_steps} kernel steps", failures.len());
    assert!(
        failures.is_empty(),
        "{} program(s) fail on the CPU backend:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed > 360, "only {passed} programs ran");
    assert!(
        kernel_steps >= passed,
        "{kernel_steps} kernel steps in {passed} programs"
    );
    assert_fallbacks(
        "testdata",
        &fallbacks,
        &[
            ("stablehlo.dynamic_slice", 14),
            ("stablehlo.pad", 6),
            ("stablehlo.reduce", 9),
        ],
    );
}

#[test]
fn interpret_suite_matches_the_interpreter_on_kernels() {
    let (mut passed, mut skipped, mut with_kernels) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut fallbacks = BTreeMap::new();
    for path in mlir_files("interpret") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        for (line, case) in fresnel_ir::parse::split_cases(&text) {
            if !case
                .lines()
                .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
            {
                continue;
            }
            let Ok(mut m) = fresnel_ir::parse::parse_module_at(case, line) else {
                skipped += 1;
                continue;
            };
            if m.entry().is_none() || run_main(&m, &[]).is_err() {
                skipped += 1;
                continue;
            }
            let inputs = constants_as_arguments(&mut m);
            match check_against_interpreter(&m, &inputs) {
                Ok(_) => {
                    passed += 1;
                    if count_steps(&m, &mut fallbacks) > 0 {
                        with_kernels += 1;
                    } else {
                        println!("no kernel: {file}:{line}");
                    }
                }
                Err(e) => failures.push(format!("{file}:{line}: {e}")),
            }
        }
    }
    println!("interpreter steps by op: {fallbacks:?}");
    println!(
        "interpret suite on cpu: {passed} passed, {} failed, {skipped} skipped, {with_kernels} with kernel steps",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} case(s) fail on the CPU backend:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed >= 176, "only {passed} cases ran");
    // 134 of 176 today; the rest have nothing to compute once their constants are arguments
    // (iota, constant and check tests, reshapes that become views) or are control flow.
    assert!(
        with_kernels * 4 >= passed * 3,
        "only {with_kernels} of {passed} cases ran a kernel"
    );
    assert_fallbacks(
        "interpret",
        &fallbacks,
        &[
            ("stablehlo.dynamic_slice", 1),
            ("stablehlo.pad", 1),
            ("stablehlo.reduce", 1),
        ],
    );
}
