//! Test support for the passes: parse IR text, run passes to a fixed point with the verifier
//! after each, list the surviving ops, and check on the interpreter that a rewrite kept the
//! program's meaning (outputs on deterministic pseudo-random inputs).

use fresnel_ir::parse::parse_module;
use fresnel_ir::verify::verify_module;
use fresnel_ir::{Array, DType, Data, Diagnostic, Module, Scalar, TensorType};
use fresnel_runtime::interp::run_main;
use num_complex::{Complex32, Complex64};

pub type PassFn = fn(&mut Module) -> Result<bool, Diagnostic>;

/// `module { func.func public @main(SIG) -> RESULTS { BODY } }`
pub fn main_module(sig: &str, results: &str, body: &str) -> String {
    format!("module {{\n  func.func public @main({sig}) -> {results} {{\n{body}\n  }}\n}}\n")
}

pub fn parse(text: &str) -> Module {
    let m = parse_module(text).unwrap_or_else(|e| panic!("test IR does not parse: {e}\n{text}"));
    verified(&m, "parsing");
    m
}

fn verified(m: &Module, after: &str) {
    if let Err(errors) = verify_module(m) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!("verifier failed after {after}:\n{}\n{m}", list.join("\n"));
    }
}

/// Runs `passes` in order until none changes the module (at most 20 rounds), verifying after
/// each; returns the number of rounds.
pub fn run_passes(m: &mut Module, passes: &[PassFn]) -> usize {
    for round in 1..=20 {
        let mut changed = false;
        for pass in passes {
            changed |= pass(m).unwrap_or_else(|e| panic!("pass failed: {e}\n{m}"));
            verified(m, "a pass");
        }
        if !changed {
            return round;
        }
    }
    panic!("passes did not reach a fixed point in 20 rounds:\n{m}");
}

/// Names of the ops of `@main`, regions included, without the `stablehlo.` prefix.
pub fn op_names(m: &Module) -> Vec<String> {
    let f = m.func("main").expect("test modules have @main");
    f.walk()
        .into_iter()
        .map(|op| {
            f.op(op)
                .op
                .name()
                .trim_start_matches("stablehlo.")
                .to_string()
        })
        .collect()
}

/// Pseudo-random values for every argument of `@main` (a fixed linear congruential stream).
pub fn sample_inputs(m: &Module) -> Vec<Array> {
    let f = m.func("main").expect("test modules have @main");
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 11) as f64 / (1u64 << 53) as f64) * 4.0 - 2.0
    };
    f.param_types()
        .iter()
        .map(|t| random_array(t, &mut next))
        .collect()
}

fn random_array(t: &TensorType, next: &mut impl FnMut() -> f64) -> Array {
    let n = t.num_elements();
    let data = match t.dtype {
        DType::I1 => Data::I1((0..n).map(|_| next() > 0.0).collect()),
        DType::I32 => Data::I32((0..n).map(|_| (next() * 3.0) as i32).collect()),
        DType::I64 => Data::I64((0..n).map(|_| (next() * 3.0) as i64).collect()),
        d @ (DType::I8 | DType::I16 | DType::U8 | DType::U16 | DType::U32 | DType::U64) => {
            // 0..=11: in range for every one of them, unsigned included.
            let v: Vec<i64> = (0..n).map(|_| ((next() + 2.0) * 3.0) as i64).collect();
            Data::from_ints(d, &v).expect("small non-negative integers fit every integer dtype")
        }
        DType::F32 => Data::F32((0..n).map(|_| next() as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| next()).collect()),
        d @ (DType::F16 | DType::BF16 | fresnel_ir::small_dtypes!()) => {
            (0..n).fold(Data::zeros(d, n), |mut data, i| {
                data.set(i, Scalar::from_f64(d, next()));
                data
            })
        }
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(next() as f32, next() as f32))
                .collect(),
        ),
        DType::C128 => Data::C128((0..n).map(|_| Complex64::new(next(), next())).collect()),
    };
    Array::new(t.shape.clone(), data).expect("length matches the shape")
}

pub fn eval(m: &Module, inputs: &[Array]) -> Vec<Array> {
    run_main(m, inputs).unwrap_or_else(|e| panic!("interpreter failed: {e}\n{m}"))
}

/// Largest |got − want| over largest |want| (NaNs must match), for each output.
pub fn assert_close(got: &[Array], want: &[Array], tol: f64) {
    assert_eq!(got.len(), want.len(), "number of outputs");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g.ty(), w.ty(), "type of output {i}");
        let (g, w) = (g.to_c128_vec(), w.to_c128_vec());
        let scale = w.iter().map(|z| z.norm()).fold(0.0, f64::max).max(1e-300);
        for (k, (a, b)) in g.iter().zip(&w).enumerate() {
            if a == b {
                continue;
            }
            let nan = |z: &Complex64| z.re.is_nan() || z.im.is_nan();
            if nan(a) || nan(b) {
                assert!(nan(a) && nan(b), "output {i}[{k}]: {a} vs {b}");
                continue;
            }
            let err = (a - b).norm() / scale;
            assert!(
                err <= tol,
                "output {i}[{k}]: {a} vs {b} (relative error {err:e})"
            );
        }
    }
}

/// Parses `text`, runs `passes` to a fixed point, checks that `@main` is left with exactly
/// the ops `expected` (in order) and that its outputs did not change. Returns the result.
pub fn rewrite(text: &str, passes: &[PassFn], expected: &[&str]) -> Module {
    let before = parse(text);
    let mut after = before.clone();
    run_passes(&mut after, passes);
    assert_eq!(op_names(&after), expected, "ops left in:\n{after}");
    let inputs = sample_inputs(&before);
    assert_close(&eval(&after, &inputs), &eval(&before, &inputs), 1e-6);
    after
}
