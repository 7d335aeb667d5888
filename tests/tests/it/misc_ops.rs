//! The ops that parse into others (`ir/src/parse/sugar.rs`): `composite`, `map`, CHLO's
//! `tan`/`conj`/`is_inf` family and `constant_like`, `get_dimension_size`, `batch_norm_inference`/`training`/`grad`,
//! `chlo.zeta`/`polygamma`, `chlo.mulhi`, and the dynamic-shape ops with constant shape
//! operands; also `replica_id`/`partition_id`, real ops now (`fresnel_ir::collective`) that a
//! one-process run answers with 0.
//!
//! `tests/data/misc_ops/programs.mlir` (made by its `gen.py`: expected values from numpy and
//! JAX's `lax`) uses each in its pretty and generic forms. Every case must pass its checks on
//! the interpreter, print and parse back to the same text, and give the interpreter's results
//! on the CPU backend and on cuda-sim. Gradients through them are checked against central
//! differences, and the ways each can be malformed against their located messages.

use fresnel::backend::{compile, Backend};
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::{Array, Module};
use fresnel_runtime::interp::{run_main, Interpreter};
use fresnel_tests::backends::parse_cases;
use fresnel_tests::cuda::cxx_or_skip;
use fresnel_tests::refs::rel_err;

const PROGRAMS: &str = include_str!("../../data/misc_ops/programs.mlir");

fn cases() -> Vec<(usize, Module)> {
    let cases = parse_cases(PROGRAMS);
    assert_eq!(cases.len(), 22, "programs.mlir has 22 cases");
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
    out
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
        // (Debug text: NaN results compare equal to themselves.)
        assert_eq!(
            format!("{:?}", interpret(line, &again)),
            format!("{want:?}"),
            "line {line}: printed program differs"
        );
        for sugar in [
            "stablehlo.composite",
            "\"stablehlo.map\"",
            "chlo.conj",
            "chlo.is_",
            "chlo.constant_like",
            "chlo.zeta",
            "chlo.polygamma",
            "chlo.tan",
            "stablehlo.dynamic_",
            "stablehlo.real_dynamic",
            "get_dimension_size",
            "batch_norm",
        ] {
            assert!(
                !printed.contains(sugar),
                "line {line}: {sugar} printed back:\n{printed}"
            );
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
            for (g, w) in got.iter().zip(&want) {
                let e = rel_err(g, w).unwrap_or_else(|e| panic!("line {line}: {e}"));
                assert!(e <= 1e-6, "line {line} {backend:?}: relative error {e:.2e}");
            }
        }
    }
}

/// A loss through `map`, `chlo.conj`, a composite, `is_inf`, `zeta`, `polygamma` and an
/// `optimization_barrier`, in float64.
const LOSS: &str = r#"
func.func private @scale(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %m = stablehlo.multiply %a, %b : tensor<4xf64>
  func.return %m : tensor<4xf64>
}
func.func @main(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<f64> {
  %s = "stablehlo.map"(%x, %y) ({
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %e = stablehlo.sine %p : tensor<f64>
    %c = stablehlo.constant dense<0.5> : tensor<f64>
    %f = stablehlo.multiply %q, %c : tensor<f64>
    %g = stablehlo.add %e, %f : tensor<f64>
    %h = stablehlo.multiply %g, %q : tensor<f64>
    stablehlo.return %h : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  %z = stablehlo.complex %s, %x : tensor<4xcomplex<f64>>
  %zc = chlo.conj %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %p = stablehlo.multiply %zc, %zc : tensor<4xcomplex<f64>>
  %im = stablehlo.imag %p : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %k = stablehlo.composite "my.scale" %im, %y {decomposition = @scale} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  %inf = chlo.is_inf %k : tensor<4xf64> -> tensor<4xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<4xf64>
  %safe = stablehlo.select %inf, %zero, %k : tensor<4xi1>, tensor<4xf64>
  %one = stablehlo.constant dense<1.0> : tensor<4xf64>
  %three = stablehlo.constant dense<3.0> : tensor<4xf64>
  %yy = stablehlo.multiply %y, %y : tensor<4xf64>
  %q = stablehlo.add %yy, %one : tensor<4xf64>
  %zeta = chlo.zeta %three, %q : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  %pg = chlo.polygamma %one, %q : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  %zp = stablehlo.add %zeta, %pg : tensor<4xf64>
  %safe2 = stablehlo.add %safe, %zp : tensor<4xf64>
  %b = stablehlo.optimization_barrier %safe2 : tensor<4xf64>
  %c0 = stablehlo.constant dense<0.0> : tensor<f64>
  %l = stablehlo.reduce(%b init: %c0) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  func.return %l : tensor<f64>
}
"#;

fn f64s(a: &Array) -> Vec<f64> {
    match &a.data {
        fresnel_ir::Data::F64(v) => v.clone(),
        _ => panic!("float64 expected"),
    }
}

#[test]
fn gradients_through_them_match_central_differences() {
    let m = parse_module(LOSS).expect("parses");
    let inputs = [
        Array::from_f64(vec![4], vec![0.3, -1.2, 0.7, 2.0]).expect("shape"),
        Array::from_f64(vec![4], vec![1.1, 0.4, -0.9, 0.25]).expect("shape"),
    ];
    let vg = fresnel::ad::value_and_grad(&m, &[0, 1]).expect("differentiates");
    let out = run_main(&vg, &inputs).expect("runs");
    let loss = |args: &[Array]| f64s(&run_main(&m, args).expect("runs")[0])[0];
    for k in 0..2 {
        let x = f64s(&inputs[k]);
        for i in 0..x.len() {
            let at = |d: f64| {
                let mut v = x.clone();
                v[i] += d;
                let mut args = inputs.to_vec();
                args[k] = Array::from_f64(vec![4], v).expect("shape");
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
    // Forward mode agrees: the jvp along e_0 of argument 0 is the gradient's first entry.
    let jvp = fresnel::ad::jvp(&m, &[0]).expect("jvp");
    let dir = Array::from_f64(vec![4], vec![1.0, 0.0, 0.0, 0.0]).expect("shape");
    let t = run_main(&jvp, &[inputs[0].clone(), inputs[1].clone(), dir]).expect("runs");
    let (jv, g) = (f64s(&t[1])[0], f64s(&out[1])[0]);
    assert!((jv - g).abs() <= 1e-12 * (1.0 + g.abs()), "{jv} vs {g}");
}

/// Malformed uses: each a located one-paragraph error naming the problem.
#[test]
fn malformed_uses_are_located_errors() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "func.func @main(%s: tensor<2xi64>) -> tensor<3x4xi64> {
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<3x4xi64>
  func.return %r : tensor<3x4xi64>
}",
            "2:31",
            "%s must be an integer constant (dynamic shapes are out of scope)",
        ),
        (
            "func.func @main(%x: tensor<6xf32>) -> tensor<2x3xf32> {
  %s = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}",
            "3:8",
            "the constant operands give shape [3, 2], but the result type is tensor<2x3xf32>",
        ),
        (
            "func.func @main(%x: tensor<4xf32>) -> tensor<4xi32> {
  %r = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi32>
  func.return %r : tensor<4xi32>
}",
            "2:8",
            "maps a float tensor to i1 of its shape",
        ),
        (
            "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = \"stablehlo.map\"(%x) ({
  ^bb0(%p: tensor<f32>):
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%p init: %c) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}",
            "2:8",
            "not an elementwise op on scalars",
        ),
        (
            "func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = \"stablehlo.map\"(%x) ({
  ^bb0(%p: tensor<f32>):
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}",
            "2:8",
            "dimensions must be [0, ..., rank-1]",
        ),
        (
            "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.composite \"a.b\" %x {version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}",
            "2:8",
            "needs attribute 'decomposition = @function'",
        ),
        (
            "func.func @main() -> tensor<i32> {
  %r = stablehlo.replica_id : tensor<i32>
  func.return %r : tensor<i32>
}",
            "2:8",
            "has one result, tensor<ui32>",
        ),
        (
            "func.func @main(%x: tensor<2x3xf32>) -> tensor<i32> {
  %r = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  func.return %r : tensor<i32>
}",
            "2:8",
            "dimension 2 is out of range for tensor<2x3xf32>",
        ),
        (
            "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.dynamic_broadcast_in_dm %x : tensor<4xf32>
  func.return %r : tensor<4xf32>
}",
            "2:8",
            "did you mean 'stablehlo.dynamic_broadcast_in_dim'?",
        ),
        (
            "func.func @main(%x: tensor<2x3xf32>, %s: tensor<2xf32>) -> tensor<2x3xf32> {
  %r = \"stablehlo.batch_norm_inference\"(%x, %s, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}",
            "2:45",
            "%s must be tensor<3xf32> (one value per feature)",
        ),
    ];
    for (text, at, want) in cases {
        let e = parse_module(text).expect_err(want).to_string();
        assert!(e.contains(want) && e.contains(at), "{want}: got {e}");
    }
}

/// `chlo.mulhi` on every integer type against the high half of the product computed in i128,
/// on extremes and pseudo-random values, on the interpreter, the CPU backend and cuda-sim.
#[test]
fn mulhi_is_the_high_half_of_the_wide_product() {
    let sim = cxx_or_skip("mulhi_is_the_high_half_of_the_wide_product");
    // (type, bits, signed)
    let types = [
        ("i8", 8, true),
        ("i16", 16, true),
        ("i32", 32, true),
        ("i64", 64, true),
        ("ui8", 8, false),
        ("ui16", 16, false),
        ("ui32", 32, false),
        ("ui64", 64, false),
    ];
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for (ty, bits, signed) in types {
        // Values as i128 in the type's range: its extremes, small ones and random bit patterns.
        let wrap = |raw: u64| -> i128 {
            let v = if bits == 64 {
                raw
            } else {
                raw & ((1u64 << bits) - 1)
            };
            if signed && v >> (bits - 1) & 1 == 1 {
                v as i128 - (1i128 << bits)
            } else {
                v as i128
            }
        };
        let mut vals: Vec<i128> = [0u64, 1, u64::MAX, 1 << (bits - 1), (1 << (bits - 1)) - 1, 3]
            .into_iter()
            .map(wrap)
            .collect();
        vals.extend((0..10).map(|_| wrap(next())));
        let n = vals.len();
        let (a, b): (Vec<i128>, Vec<i128>) = (0..n * n).map(|k| (vals[k / n], vals[k % n])).unzip();
        // Operands are within 64 bits: their product fits in i128, or u128 when unsigned.
        let hi = |x: i128, y: i128| -> i128 {
            if signed {
                wrap(((x * y) >> bits) as u64)
            } else {
                wrap(((x as u128 * y as u128) >> bits) as u64)
            }
        };
        let want: Vec<i128> = a.iter().zip(&b).map(|(&x, &y)| hi(x, y)).collect();
        let list = |v: &[i128]| v.iter().map(i128::to_string).collect::<Vec<_>>().join(", ");
        let t = format!("tensor<{}x{ty}>", n * n);
        // The operands come in as arguments, so that the backends compute (constants would
        // be folded on the interpreter at compile time).
        let consts = format!(
            "func.func @main() -> ({t}, {t}) {{
  %a = stablehlo.constant dense<[{}]> : {t}
  %b = stablehlo.constant dense<[{}]> : {t}
  func.return %a, %b : {t}, {t}
}}",
            list(&a),
            list(&b)
        );
        let inputs = run_main(&parse_module(&consts).expect("parses"), &[]).expect("runs");
        let text = format!(
            "func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %h = \"chlo.mulhi\"(%a, %b) : ({t}, {t}) -> {t}
  %p = chlo.mulhi %a, %b : {t}, {t} -> {t}
  check.expect_eq %h, %p : {t}
  check.expect_eq_const %h, dense<[{}]> : {t}
  func.return %h : {t}
}}",
            list(&want)
        );
        let m = parse_module(&text).unwrap_or_else(|d| panic!("{ty}: {d}\n{text}"));
        let mut interp = Interpreter::new(&m);
        let want = interp
            .call("main", &inputs)
            .unwrap_or_else(|d| panic!("{ty}: {d}"));
        assert!(
            interp.check_failures.is_empty(),
            "{ty}: {}",
            interp.check_failures[0]
        );
        let mut backends = vec![Backend::Cpu];
        if sim {
            backends.push(Backend::CudaSim);
        }
        for backend in backends {
            let got = compile(&m, backend.clone())
                .and_then(|e| e.run(&inputs))
                .unwrap_or_else(|d| panic!("{ty} {backend:?}: {d}"));
            assert_eq!(got, want, "{ty} on {backend:?}");
        }
    }
}
