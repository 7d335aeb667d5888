//! The collective ops on the interpreter's process grid: the cases of
//! `tests/data/collectives/collectives.mlir` (every grouping strategy, every collective,
//! `interpreter.run_parallel` over replicas and partitions) pass and print back; processes
//! that disagree, ids outside the grid and the compiled backends give located errors, not
//! hangs.

use fresnel::backend::{compile, Backend};
use fresnel_ir::Module;
use fresnel_tests::backends::{check_failures, data_cases, parse_cases};

#[test]
fn collective_cases_pass_on_the_interpreter_and_print_back() {
    let cases = data_cases("collectives/collectives.mlir");
    assert_eq!(cases.len(), 9);
    let failures = check_failures(&cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for (line, m) in &cases {
        let printed = m.to_string();
        let again: Module = fresnel_ir::parse::parse_module(&printed)
            .unwrap_or_else(|e| panic!("line {line}: {e}\n{printed}"));
        assert_eq!(again.to_string(), printed, "line {line}");
    }
}

fn run(text: &str) -> String {
    let cases = parse_cases(text);
    let mut interp = fresnel_runtime::interp::Interpreter::new(&cases[0].1);
    match interp.call("main", &[]) {
        Ok(_) => format!("ok, {} check failure(s)", interp.check_failures.len()),
        Err(e) => e.to_string(),
    }
}

const SUM: &str = r#"
func.func @sum(%x: tensor<i64>) -> tensor<i64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
"#;

#[test]
fn ids_outside_the_grid_are_errors() {
    let text = format!(
        "{SUM}func.func @main() {{
  %x = stablehlo.constant dense<1> : tensor<i64>
  %r = func.call @sum(%x) : (tensor<i64>) -> tensor<i64>
  func.return
}}
"
    );
    let e = run(&text);
    assert!(
        e.contains("replica 1 does not exist in a grid of 1 replica(s)"),
        "{e}"
    );
}

#[test]
fn a_failing_process_stops_the_others_without_a_hang() {
    // Process 1 fails (run_parallel may not nest) before its all_reduce: process 0, waiting
    // there for it, must be released with an error rather than wait out its patience.
    let text = format!(
        "{SUM}func.func @bad(%x: tensor<i64>) -> tensor<i64> {{
  %r = \"interpreter.run_parallel\"(%x) {{programs = [[@sum]]}} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
func.func @main() {{
  %x = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = \"interpreter.run_parallel\"(%x, %x) {{programs = [[@sum], [@bad]]}} : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  func.return
}}
"
    );
    let started = std::time::Instant::now();
    let e = run(&text);
    assert!(e.contains("cannot nest"), "{e}");
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
}

#[test]
fn run_parallel_checks_its_programs_and_operands() {
    for (programs, operands, want) in [
        (
            "[[@sum], [@nowhere]]",
            "%x, %x",
            "@nowhere, which does not exist",
        ),
        ("[[@sum], [@sum]]", "%x", "too few operands"),
        ("[[@sum]]", "%x, %x", "operands left over"),
    ] {
        let n = operands.split(',').count();
        let types = vec!["tensor<i64>"; n].join(", ");
        let text = format!(
            "{SUM}func.func @main() {{
  %x = stablehlo.constant dense<1> : tensor<i64>
  %r:{n} = \"interpreter.run_parallel\"({operands}) {{programs = {programs}}} : ({types}) -> ({types})
  func.return
}}
"
        );
        let e = run(&text);
        assert!(e.contains(want), "{programs}: {e}");
    }
}

/// The compiled backends run one process: `replica_id` is 0 there, and an exchange between
/// processes is refused with its location.
#[test]
fn compiled_backends_run_one_process() {
    let ids = "func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %r = stablehlo.replica_id : tensor<ui32>
  %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
  %y = stablehlo.add %x, %c : tensor<i64>
  return %y : tensor<i64>
}
";
    let m = fresnel_ir::parse::parse_module(ids).expect("parses");
    let x = fresnel_ir::Array::scalar(fresnel_ir::Scalar::I64(5));
    let out = compile(&m, Backend::Cpu)
        .expect("compiles")
        .run(&[x])
        .expect("runs");
    assert_eq!(out[0].data.get(0), fresnel_ir::Scalar::I64(5));
    let text = format!(
        "{SUM}func.func @main(%x: tensor<i64>) -> tensor<i64> {{
  %r = func.call @sum(%x) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
"
    );
    let m = fresnel_ir::parse::parse_module(&text).expect("parses");
    let e = compile(&m, Backend::Cpu).expect_err("refused").to_string();
    assert!(
        e.starts_with("3:3:") && e.contains("--backend interp"),
        "{e}"
    );
}

#[test]
fn malformed_collectives_are_located_errors() {
    for (attrs, want) in [
        ("{}", "needs attribute 'replica_groups'"),
        (
            "{replica_groups = dense<[0, 1]> : tensor<2xi64>}",
            "2-D integer",
        ),
        (
            "{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = 3}",
            "channel_handle must be",
        ),
    ] {
        let text = format!(
            "func.func @main(%x: tensor<i64>) -> tensor<i64> {{
  %r = \"stablehlo.all_reduce\"(%x) ({{
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }}) {attrs} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
"
        );
        let e = fresnel_ir::parse::parse_module(&text)
            .expect_err("an error")
            .to_string();
        let located = e
            .split(':')
            .next()
            .is_some_and(|l| l.parse::<u32>().is_ok());
        assert!(located && e.contains(want), "{e}");
    }
}

/// A process may not start a grid of its own, not even a one-process one calling itself.
#[test]
fn run_parallel_does_not_recurse() {
    let text = "func.func @again(%x: tensor<i64>) -> tensor<i64> {
  %r = \"interpreter.run_parallel\"(%x) {programs = [[@again]]} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
func.func @main() {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %r = func.call @again(%x) : (tensor<i64>) -> tensor<i64>
  func.return
}
";
    let e = run(text);
    assert!(e.contains("cannot nest"), "{e}");
}
