//! The `check.*` assertions of StableHLO's interpreter tests (see the conformance README):
//!
//! * `expect_eq[_const]`: every element equal (IEEE `==` for floats: NaN ≠ NaN, −0 = +0;
//!   complex: both parts).
//! * `expect_almost_eq[_const]`: per element and part |a − b| ≤ tolerance; NaN matches NaN,
//!   infinities must match exactly; integers and booleans exactly.
//! * `expect_close`: |a − b| ≤ tol·max(1, |b|) per part, with |b| the magnitude of the
//!   expected element (the complex modulus for complex types: a transform's error scales with
//!   the whole value, not with each part); tol = 1e-5 for f32/`complex<f32>`, 1e-12 for
//!   f64/`complex<f64>`, 3·2⁻¹⁰ for f16 and 3·2⁻⁷ for bf16 (three ulps at 1, upstream's default
//!   `max_ulp_difference`: JAX's f16 results skip roundings ours make); NaN matches NaN,
//!   infinities exactly.
//! * `@check.eq` (old JAX exports, with an `i1` result): integers and booleans exactly, inexact
//!   types as `expect_almost_eq` with tolerance 1e-4; the result is the verdict.

use fresnel_ir::{Array, Check, DType};
use num_complex::Complex64;

/// The relative tolerance of `expect_close` for a dtype.
pub fn close_tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C64 => 1e-5,
        DType::F16 => 3.0 * f64::powi(2.0, -10),
        DType::BF16 => 3.0 * f64::powi(2.0, -7),
        _ => 1e-12,
    }
}

/// The absolute tolerance upstream's interpreter gave the old `@check.eq` custom call on
/// inexact types (its `expect_almost_eq` default).
pub const LEGACY_EQ_TOLERANCE: f64 = 1e-4;

/// How two elements (as complex doubles) are compared.
#[derive(Clone, Copy)]
enum Rule {
    Equal,
    Absolute(f64),
    Relative(f64),
}

fn parts_match(a: f64, b: f64, bound: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= bound
}

fn elements_match(rule: Rule, a: Complex64, b: Complex64) -> bool {
    match rule {
        Rule::Equal => a.re == b.re && a.im == b.im,
        Rule::Absolute(tol) => parts_match(a.re, b.re, tol) && parts_match(a.im, b.im, tol),
        Rule::Relative(tol) => {
            let magnitude = b.re.hypot(b.im);
            let bound = tol
                * if magnitude.is_finite() {
                    magnitude.max(1.0)
                } else {
                    1.0
                };
            parts_match(a.re, b.re, bound) && parts_match(a.im, b.im, bound)
        }
    }
}

fn compare(rule: Rule, actual: &Array, expected: &Array) -> Option<String> {
    if actual.ty() != expected.ty() {
        return Some(format!(
            "got a value of type {}, expected type {}",
            actual.ty(),
            expected.ty()
        ));
    }
    if actual.len() != expected.len() {
        return Some(format!(
            "got {} elements, expected {}",
            actual.len(),
            expected.len()
        ));
    }
    // Integers and booleans compare exactly under every rule (as scalars: i64 does not fit
    // an f64); inexact types as complex doubles, which hold f32/f64/complex values exactly.
    let exact = actual.dtype().is_integral();
    let (a, b) = (actual.to_c128_vec(), expected.to_c128_vec());
    let differs = |i: &usize| {
        if exact {
            actual.get(*i) != expected.get(*i)
        } else {
            !elements_match(rule, a[*i], b[*i])
        }
    };
    let mut mismatches = (0..a.len()).filter(differs);
    let first = mismatches.next()?;
    let more = mismatches.count();
    let show = |array: &Array, z: Complex64| match array.get(first) {
        s if exact => format!("{s:?}"),
        _ if array.dtype().is_complex() => format!("({:e}, {:e})", z.re, z.im),
        _ => format!("{:e}", z.re),
    };
    Some(format!(
        "element {first} is {}, expected {} ({} of {} elements differ)",
        show(actual, a[first]),
        show(expected, b[first]),
        more + 1,
        a.len()
    ))
}

/// Evaluates a check on its operands: `Ok(None)` when it holds, `Ok(Some(why))` when it
/// fails, `Err` when the operands do not fit the check.
pub fn evaluate(check: &Check, operands: &[&Array]) -> Result<Option<String>, String> {
    let arity = match check {
        Check::EqConst(_) | Check::AlmostEqConst { .. } | Check::SerializedEq { .. } => 1,
        Check::CustomCall(inner) => return evaluate(inner, operands),
        _ => 2,
    };
    if operands.len() != arity {
        return Err(format!(
            "expects {arity} operand(s), got {}",
            operands.len()
        ));
    }
    let actual = operands[0];
    Ok(match check {
        Check::Eq => compare(Rule::Equal, actual, operands[1]),
        Check::EqConst(expected) => compare(Rule::Equal, actual, expected),
        Check::AlmostEq { tolerance } => compare(Rule::Absolute(*tolerance), actual, operands[1]),
        Check::AlmostEqConst {
            expected,
            tolerance,
        } => compare(Rule::Absolute(*tolerance), actual, expected),
        Check::Close => compare(
            Rule::Relative(close_tolerance(actual.dtype())),
            actual,
            operands[1],
        ),
        // Integers and booleans compare exactly under every rule.
        Check::LegacyEq => compare(Rule::Absolute(LEGACY_EQ_TOLERANCE), actual, operands[1]),
        Check::CustomCall(_) => None, // handled above
        // The interpreter compares with the recorded probe value (`Check::Eq`).
        Check::SerializedEq { .. } => return Err("needs the interpreter's probes".into()),
    })
}

/// Whether the check (through a custom-call spelling) is an `expect_close`.
pub fn is_close(check: &Check) -> bool {
    match check {
        Check::Close => true,
        Check::CustomCall(inner) => is_close(inner),
        _ => false,
    }
}
