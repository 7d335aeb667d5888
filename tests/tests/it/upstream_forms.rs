//! Forms and semantics that upstream StableHLO programs use and that the conformance work
//! added: the old JAX export's `@check.eq` custom call with its `i1` verdict, `reduce_precision`
//! with no mantissa bits (every NaN becomes +inf), `chlo.scan` (parsed into the
//! `stablehlo.while` JAX emits for `lax.scan`) and `chlo.ragged_dot` in its three modes.
//!
//! `tests/data/conform/programs.mlir` (made by its `gen.py`: expected values from JAX's
//! `lax.scan`, XLA's HLO evaluator and numpy's per-group products) holds our own programs for each. Every case must pass
//! its checks on the interpreter, print and parse back to the same text, and give the
//! interpreter's results on the CPU backend and on cuda-sim. A gradient through a scan is
//! and through a ragged_dot are checked against central differences, a failing `@check.eq` against its verdict, and
//! malformed scans against their located messages.

use fresnel::backend::{compile, Backend};
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, Data, Module};
use fresnel_runtime::interp::{run_main, Interpreter};
use fresnel_tests::backends::parse_cases;
use fresnel_tests::cuda::cxx_or_skip;

const PROGRAMS: &str = include_str!("../../data/conform/programs.mlir");

fn cases() -> Vec<(usize, Module)> {
    let cases = parse_cases(PROGRAMS);
    assert_eq!(cases.len(), 33, "programs.mlir has 33 cases");
    cases
}

/// Runs `@main` on the interpreter; every check must hold.
fn interpret(line: usize, m: &Module) -> Vec<Array> {
    let mut interp = Interpreter::new(m);
    let out = interp
        .call("main", &[])
        .unwrap_or_else(|d| panic!("line {line}: {d}"));
    assert!(
        interp.check_failures.is_empty(),
        "line {line}: {}",
        interp.check_failures[0]
    );
    out.iter()
        .map(|a| a.materialize().expect("materializes").into_owned())
        .collect()
}

/// Bitwise comparison (NaN payloads matter for `reduce_precision`).
fn same_bits(a: &Array, b: &Array) -> bool {
    a.shape == b.shape && format!("{:?}", a.data) == format!("{:?}", b.data)
}

#[test]
fn every_case_passes_its_checks_and_prints_back() {
    for (line, m) in cases() {
        let want = interpret(line, &m);
        let printed = print_module(&m);
        let again =
            parse_module(&printed).unwrap_or_else(|d| panic!("line {line}: {d}\n{printed}"));
        assert_eq!(
            print_module(&again),
            printed,
            "line {line}: printing is not a fixed point"
        );
        assert!(!printed.contains("chlo."), "line {line}: printed back");
        let got = interpret(line, &again);
        for (g, w) in got.iter().zip(&want) {
            assert!(same_bits(g, w), "line {line}: printed program differs");
        }
    }
}

#[test]
fn backends_agree_with_the_interpreter() {
    let sim = cxx_or_skip("backends_agree_with_the_interpreter");
    for (line, m) in cases() {
        let want = interpret(line, &m);
        let mut backends = vec![Backend::Cpu];
        if sim {
            backends.push(Backend::CudaSim);
        }
        for backend in backends {
            let got = compile(&m, backend.clone())
                .and_then(|e| e.run(&[]))
                .unwrap_or_else(|d| panic!("line {line} {backend:?}: {d}"));
            assert_eq!(got.len(), want.len());
            for (g, w) in got.iter().zip(&want) {
                let close = match (&g.data, &w.data) {
                    (Data::F64(a), Data::F64(b)) => a
                        .iter()
                        .zip(b)
                        .all(|(x, y)| (x - y).abs() <= 1e-12 * (1.0 + y.abs())),
                    (Data::F32(a), Data::F32(b)) => a
                        .iter()
                        .zip(b)
                        .all(|(x, y)| (x - y).abs() <= 1e-5 * (1.0 + y.abs())),
                    _ => same_bits(g, w),
                };
                assert!(
                    close && g.shape == w.shape,
                    "line {line} {backend:?}: {g:?} vs {w:?}"
                );
            }
        }
    }
}

/// The old export's check: the verdict is the `i1` result, and a failure is recorded too.
#[test]
fn legacy_check_eq_returns_its_verdict_and_records_failures() {
    let text = |tweak: &str| {
        format!(
            r#"
func.func @main() -> tensor<i1> {{
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = stablehlo.constant dense<[1.0, 2.0, {tweak}]> : tensor<3xf32>
  %ok = stablehlo.custom_call @check.eq(%a, %e) : (tensor<3xf32>, tensor<3xf32>) -> tensor<i1>
  func.return %ok : tensor<i1>
}}"#
        )
    };
    // Within upstream's 1e-4 for floats: holds; beyond it: fails.
    for (tweak, holds) in [("3.00005", true), ("3.0002", false)] {
        let m = parse_module(&text(tweak)).expect("parses");
        let mut interp = Interpreter::new(&m);
        let out = interp.call("main", &[]).expect("runs");
        let verdict = out[0].materialize().expect("materializes").into_owned();
        assert_eq!(verdict.data, Data::I1(vec![holds]), "{tweak}");
        assert_eq!(interp.check_failures.is_empty(), holds, "{tweak}");
        // Compiled, a failed check stops the run with the check's message.
        let r = compile(&m, Backend::Cpu).and_then(|e| e.run(&[]));
        match (holds, r) {
            (true, Ok(v)) => assert_eq!(v[0].data, Data::I1(vec![true])),
            (false, Err(e)) => assert!(e.to_string().contains("check.eq"), "{e}"),
            (h, r) => panic!("{tweak}: holds={h}, got {r:?}"),
        }
    }
    // Integers compare exactly (a tolerance would hide an off-by-one).
    let ints = r#"
func.func @main() -> tensor<i1> {
  %a = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %e = stablehlo.constant dense<[7, 9]> : tensor<2xi64>
  %ok = stablehlo.custom_call @check.eq(%a, %e) : (tensor<2xi64>, tensor<2xi64>) -> tensor<i1>
  func.return %ok : tensor<i1>
}"#;
    let m = parse_module(ints).expect("parses");
    let mut interp = Interpreter::new(&m);
    let out = interp.call("main", &[]).expect("runs");
    assert_eq!(
        out[0].materialize().expect("materializes").data,
        Data::I1(vec![false])
    );
    assert_eq!(interp.check_failures.len(), 1);
}

fn f64s(a: &Array) -> Vec<f64> {
    match &a.data {
        Data::F64(v) => v.clone(),
        other => panic!("float64 expected, got {other:?}"),
    }
}

/// A loss through a reverse scan with two inputs and a carry: reverse mode and forward mode
/// against central differences.
#[test]
fn gradients_through_a_scan_match_central_differences() {
    let src = r#"
func.func @main(%x: tensor<4x3xf64>, %y: tensor<4x3xf64>, %c: tensor<3xf64>) -> tensor<f64> {
  %s:2 = chlo.scan(%x, %y) inits(%c) dimension=0 attributes {is_reverse = true} {
  ^bb0(%a: tensor<3xf64>, %b: tensor<3xf64>, %h: tensor<3xf64>):
    %t = stablehlo.tanh %h : tensor<3xf64>
    %p = stablehlo.multiply %t, %a : tensor<3xf64>
    %n = stablehlo.add %p, %b : tensor<3xf64>
    %o = stablehlo.sine %n : tensor<3xf64>
    stablehlo.return %o, %n : tensor<3xf64>, tensor<3xf64>
  } : (tensor<4x3xf64>, tensor<4x3xf64>, tensor<3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r1 = stablehlo.reduce(%s#0 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
  %sq = stablehlo.multiply %s#1, %s#1 : tensor<3xf64>
  %r2 = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  %l = stablehlo.add %r1, %r2 : tensor<f64>
  func.return %l : tensor<f64>
}"#;
    let m = parse_module(src).expect("parses");
    let shapes: [Vec<usize>; 3] = [vec![4, 3], vec![4, 3], vec![3]];
    let inputs: Vec<Array> = shapes
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let n: usize = s.iter().product();
            let v = (0..n)
                .map(|i| ((i * 7 + k * 3) as f64 * 0.37).sin())
                .collect();
            Array::from_f64(s.clone(), v).expect("shape")
        })
        .collect();
    let vg = fresnel::ad::value_and_grad(&m, &[0, 1, 2]).expect("differentiates");
    let out = run_main(&vg, &inputs).expect("runs");
    let loss = |args: &[Array]| f64s(&run_main(&m, args).expect("runs")[0])[0];
    for k in 0..3 {
        let x = f64s(&inputs[k]);
        for i in 0..x.len() {
            let at = |d: f64| {
                let mut v = x.clone();
                v[i] += d;
                let mut args = inputs.clone();
                args[k] = Array::from_f64(shapes[k].clone(), v).expect("shape");
                loss(&args)
            };
            let fd = (at(1e-6) - at(-1e-6)) / 2e-6;
            let ad = f64s(&out[1 + k])[i];
            assert!(
                (fd - ad).abs() <= 1e-7 * (1.0 + fd.abs()),
                "d/d{k}[{i}]: {ad} vs {fd}"
            );
        }
    }
    // Forward mode along e_0 of the carry agrees with the gradient's entry.
    let jvp = fresnel::ad::jvp(&m, &[2]).expect("jvp");
    let dir = Array::from_f64(vec![3], vec![1.0, 0.0, 0.0]).expect("shape");
    let mut args = inputs.clone();
    args.push(dir);
    let t = run_main(&jvp, &args).expect("runs");
    let (jv, g) = (f64s(&t[1])[0], f64s(&out[3])[0]);
    assert!((jv - g).abs() <= 1e-10 * (1.0 + g.abs()), "{jv} vs {g}");
}

/// Malformed scans: each a located one-paragraph error naming the problem.
#[test]
fn malformed_scans_are_located_errors() {
    let scan = |sig: &str, body: &str, rest: &str| {
        format!(
            "func.func @main(%x: tensor<4xi32>, %c: tensor<i32>) -> tensor<i32> {{\n  \
             %s:2 = chlo.scan(%x) inits(%c) dimension={rest} {{\n  ^bb0({sig}):\n    {body}\n  }} : \
             (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)\n  func.return %s#1 : tensor<i32>\n}}"
        )
    };
    let good_sig = "%a: tensor<i32>, %h: tensor<i32>";
    let good_body =
        "%n = stablehlo.add %a, %h : tensor<i32>\n    stablehlo.return %n, %n : tensor<i32>, tensor<i32>";
    let cases = [
        (
            scan(good_sig, good_body, "1"),
            "dimension 1 is out of range",
        ),
        (
            scan(
                "%a: tensor<4xi32>, %h: tensor<i32>",
                "stablehlo.return %h, %h : tensor<i32>, tensor<i32>",
                "0",
            ),
            "the body takes",
        ),
        (
            scan(
                good_sig,
                "%n = stablehlo.add %a, %h : tensor<i32>\n    stablehlo.return %n : tensor<i32>",
                "0",
            ),
            "the body returns 1 values",
        ),
        (
            scan(good_sig, good_body, "0 attributes {is_reverse = 3 : i64}"),
            "is_reverse must be true or false",
        ),
    ];
    for (text, want) in &cases {
        let e = parse_module(text)
            .map(|_| ())
            .expect_err("malformed scan must not parse");
        let msg = e.to_string();
        assert!(msg.contains(want), "{msg}\nwanted: {want}");
        assert!(e.loc.is_some(), "{msg}: no location");
    }
    // The generic form needs the segment sizes to split its operands.
    let generic = r#"func.func @main(%x: tensor<4xi32>, %c: tensor<i32>) -> tensor<i32> {
  %s:2 = "chlo.scan"(%x, %c) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i32>, %h: tensor<i32>):
    %n = stablehlo.add %a, %h : tensor<i32>
    stablehlo.return %n, %n : tensor<i32>, tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return %s#1 : tensor<i32>
}"#;
    let e = parse_module(generic).expect_err("no segment sizes");
    assert!(e.to_string().contains("operandSegmentSizes"), "{e}");
}

/// A loss through a ragged_dot (rows in groups of 2, 0 and 3, one row past them): reverse mode
/// against central differences for both operands.
#[test]
fn gradients_through_a_ragged_dot_match_central_differences() {
    let src = r#"
func.func @main(%l: tensor<6x3xf64>, %r: tensor<3x3x2xf64>) -> tensor<f64> {
  %g = stablehlo.constant dense<[2, 0, 3]> : tensor<3xi64>
  %d = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<6x3xf64>, tensor<3x3x2xf64>, tensor<3xi64>) -> tensor<6x2xf64>
  %s = stablehlo.sine %d : tensor<6x2xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %t = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf64>, tensor<f64>) -> tensor<f64>
  func.return %t : tensor<f64>
}"#;
    let m = parse_module(src).expect("parses");
    let shapes: [Vec<usize>; 2] = [vec![6, 3], vec![3, 3, 2]];
    let inputs: Vec<Array> = shapes
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let n: usize = s.iter().product();
            let v = (0..n).map(|i| ((i * 5 + k) as f64 * 0.61).cos()).collect();
            Array::from_f64(s.clone(), v).expect("shape")
        })
        .collect();
    let vg = fresnel::ad::value_and_grad(&m, &[0, 1]).expect("differentiates");
    let out = run_main(&vg, &inputs).expect("runs");
    let loss = |args: &[Array]| f64s(&run_main(&m, args).expect("runs")[0])[0];
    for k in 0..2 {
        let x = f64s(&inputs[k]);
        for i in 0..x.len() {
            let at = |d: f64| {
                let mut v = x.clone();
                v[i] += d;
                let mut args = inputs.clone();
                args[k] = Array::from_f64(shapes[k].clone(), v).expect("shape");
                loss(&args)
            };
            let fd = (at(1e-6) - at(-1e-6)) / 2e-6;
            let ad = f64s(&out[1 + k])[i];
            assert!(
                (fd - ad).abs() <= 1e-7 * (1.0 + fd.abs()),
                "d/d{k}[{i}]: {ad} vs {fd}"
            );
        }
    }
    // Row 5 is in no group: its gradient is zero.
    assert!(f64s(&out[1])[15..18].iter().all(|&v| v == 0.0));
}

/// Malformed ragged dots are located errors, not wrong answers: a group dimension in mode 2,
/// group sizes that match no prefix of lhs, a result of the wrong shape.
#[test]
fn malformed_ragged_dots_are_located_errors() {
    let prog = |dn: &str, gs: &str, out: &str| {
        format!(
            r#"func.func @main(%l: tensor<4x6xf32>, %r: tensor<6x5xf32>, %g: {gs}) -> {out} {{
  %d = "chlo.ragged_dot"(%l, %r, %g) {{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], {dn}>}} : (tensor<4x6xf32>, tensor<6x5xf32>, {gs}) -> {out}
  func.return %d : {out}
}}"#
        )
    };
    let cases = [
        (
            prog(
                "lhs_ragged_dimensions = [1], rhs_group_dimensions = [1]",
                "tensor<2xi64>",
                "tensor<2x4x5xf32>",
            ),
            "takes no rhs group dimension",
        ),
        (
            prog(
                "lhs_ragged_dimensions = [1]",
                "tensor<3x2xi64>",
                "tensor<2x4x5xf32>",
            ),
            "expected [g] or [2]",
        ),
        (
            prog(
                "lhs_ragged_dimensions = [1]",
                "tensor<2xi64>",
                "tensor<4x5xf32>",
            ),
            "expected shape [2, 4, 5]",
        ),
        (
            prog(
                "lhs_ragged_dimensions = [0]",
                "tensor<2xi64>",
                "tensor<4x5xf32>",
            ),
            "needs one rhs group dimension",
        ),
        (
            prog(
                "lhs_ragged_dimensions = [2]",
                "tensor<2xi64>",
                "tensor<4x5xf32>",
            ),
            "out of range",
        ),
    ];
    for (text, want) in cases {
        let e = parse_module(&text).expect_err(want);
        assert!(e.to_string().contains(want), "{want}: {e}");
        assert!(e.loc.is_some(), "{e}: no location");
    }
}
