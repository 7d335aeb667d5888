//! `interpreter.probe` and `check.expect_serialized_eq`, the instrumentation of StableHLO's
//! reference interpreter (its `probe.mlir` tests): the interpreter records every probed
//! value by id and iteration, the checks compare with them bitwise, both forms parse and
//! print back, and the compiled backends refuse them with the located reason.

use fresnel::backend::{compile, Backend};
use fresnel_ir::Module;
use fresnel_tests::backends::{check_failures, data_cases, parse_cases};

#[test]
fn probe_cases_pass_on_the_interpreter_and_print_back() {
    let cases = data_cases("probe/probe.mlir");
    assert_eq!(cases.len(), 4);
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for (line, m) in &cases {
        let printed = m.to_string();
        let again: Module = fresnel_ir::parse::parse_module(&printed)
            .unwrap_or_else(|e| panic!("line {line}: {e}\n{printed}"));
        assert_eq!(again.to_string(), printed, "line {line}");
    }
}

#[test]
fn a_wrong_value_or_a_missing_iteration_fails_its_check() {
    let text = r#"
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %p = interpreter.probe %a, probe_id = "p" : tensor<2xi64>
  check.expect_serialized_eq %b, probe_id = "p" : tensor<2xi64>
  check.expect_serialized_eq %a, probe_id = "p", iter = 1 : tensor<2xi64>
  check.expect_serialized_eq %a, probe_id = "never" : tensor<2xi64>
  func.return
}
"#;
    let m: Module = fresnel_ir::parse::parse_module(text).expect("parses");
    let mut interp = fresnel_runtime::interp::Interpreter::new(&m);
    interp.call("main", &[]).expect("runs");
    let why: Vec<String> = interp
        .check_failures
        .iter()
        .map(|f| f.to_string())
        .collect();
    assert_eq!(why.len(), 3, "{why:?}");
    assert!(why[0].contains("element 1"), "{}", why[0]);
    assert!(
        why[1].contains("recorded 1 value(s), none at iteration 1"),
        "{}",
        why[1]
    );
    assert!(
        why[2].contains("\"never\" recorded 0 value(s)"),
        "{}",
        why[2]
    );
    assert_eq!(interp.probes["p"].len(), 1);
}

#[test]
fn compiled_backends_refuse_probes_with_the_location() {
    let cases = parse_cases(
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  %p = interpreter.probe %y, probe_id = \"p\" : tensor<2xf32>
  return %p : tensor<2xf32>
}
",
    );
    for backend in [Backend::Cpu, Backend::CudaSim] {
        let e = compile(&cases[0].1, backend)
            .expect_err("refused")
            .to_string();
        assert!(
            e.starts_with("3:3:") && e.contains("--backend interp"),
            "{e}"
        );
    }
}

#[test]
fn malformed_probes_are_located_errors() {
    for (text, want) in [
        (
            "func.func @main(%x: tensor<f32>) {\n  %p = interpreter.probe %x : tensor<f32>\n  func.return\n}",
            "2:",
        ),
        (
            "func.func @main(%x: tensor<f32>) {\n  check.expect_serialized_eq %x, iter = 1 : tensor<f32>\n  func.return\n}",
            "needs a probe_id",
        ),
        (
            "func.func @main(%x: tensor<f32>) {\n  check.expect_serialized_eq %x, probe_id = \"p\", iter = -1 : tensor<f32>\n  func.return\n}",
            "iter must be a count",
        ),
        (
            "func.func @main(%x: tensor<f32>) {\n  %p = \"interpreter.probe\"(%x) {probe_id = 3} : (tensor<f32>) -> tensor<f32>\n  func.return\n}",
            "probe_id must be a string",
        ),
    ] {
        let e = fresnel_ir::parse::parse_module(text).expect_err("an error").to_string();
        assert!(e.contains(want), "{e}");
    }
}
