//! The meaning of every elementwise op on one element, per element type family (StableHLO
//! semantics). Each family returns a plain function for an op, or `None` when the op is not
//! defined on that type, so that array code checks support once and then maps.
//!
//! Transcendental functions on f32 (and `complex<f32>`) are evaluated in f64 and rounded once:
//! the reference should be at least as accurate as any backend it judges.

use super::cmath;
use super::elem::{Elem, Float, Int};
use fresnel_ir::{BinaryOp, CompareType, UnaryOp};
use fresnel_kernels::special;
use num_complex::{Complex, Complex32, Complex64};
use std::cmp::Ordering;

/// Elementwise semantics of one element type.
pub(crate) trait Ops: Elem {
    /// The comparison type `compare` uses when the IR gives none.
    const DEFAULT_COMPARE: CompareType;
    /// An op whose result has this same type.
    fn unary_fn(op: UnaryOp) -> Option<fn(Self) -> Self>;
    fn binary_fn(op: BinaryOp) -> Option<fn(Self, Self) -> Self>;
    /// The order `compare` uses under `ty` (`None` in the result: unordered, e.g. NaN);
    /// `None` when `ty` does not apply to this type.
    fn order_fn(ty: CompareType) -> Option<fn(Self, Self) -> Option<Ordering>>;
}

// ---------------------------------------------------------------- i1

impl Ops for bool {
    const DEFAULT_COMPARE: CompareType = CompareType::Unsigned;
    fn unary_fn(op: UnaryOp) -> Option<fn(bool) -> bool> {
        match op {
            UnaryOp::Not => Some(|x| !x),
            _ => None,
        }
    }
    /// On i1, add is logical or and multiply logical and (as in StableHLO); max/min follow
    /// false < true.
    fn binary_fn(op: BinaryOp) -> Option<fn(bool, bool) -> bool> {
        let f: fn(bool, bool) -> bool = match op {
            BinaryOp::And | BinaryOp::Multiply | BinaryOp::Minimum => |a, b| a & b,
            BinaryOp::Or | BinaryOp::Add | BinaryOp::Maximum => |a, b| a | b,
            BinaryOp::Xor => |a, b| a ^ b,
            _ => return None,
        };
        Some(f)
    }
    /// false < true whether the comparison is called signed or unsigned.
    fn order_fn(ty: CompareType) -> Option<fn(bool, bool) -> Option<Ordering>> {
        match ty {
            CompareType::Signed | CompareType::Unsigned => Some(|a, b| Some(a.cmp(&b))),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------- integers

fn int_unary<I: Int>(op: UnaryOp) -> Option<fn(I) -> I> {
    let f: fn(I) -> I = match op {
        // StableHLO defines abs and sign on signed integers only.
        UnaryOp::Abs | UnaryOp::Sign if !I::SIGNED => return None,
        UnaryOp::Abs => I::wabs,
        UnaryOp::Negate => I::wneg,
        UnaryOp::Sign => I::sign,
        UnaryOp::Not => I::bit_not,
        UnaryOp::Square => |x| x.wmul(x),
        UnaryOp::Popcnt => I::popcnt,
        UnaryOp::CountLeadingZeros => I::clz,
        _ => return None,
    };
    Some(f)
}

fn int_binary<I: Int>(op: BinaryOp) -> Option<fn(I, I) -> I> {
    let f: fn(I, I) -> I = match op {
        BinaryOp::Add => I::wadd,
        BinaryOp::Subtract => I::wsub,
        BinaryOp::Multiply => I::wmul,
        BinaryOp::Divide => I::xdiv,
        BinaryOp::Remainder => I::xrem,
        BinaryOp::Power => I::xpow,
        BinaryOp::Maximum => |a, b| a.max(b),
        BinaryOp::Minimum => |a, b| a.min(b),
        BinaryOp::And => I::bit_and,
        BinaryOp::Or => I::bit_or,
        BinaryOp::Xor => I::bit_xor,
        BinaryOp::ShiftLeft => I::shl,
        BinaryOp::ShiftRightArithmetic => I::shr_arith,
        BinaryOp::ShiftRightLogical => I::shr_logic,
        BinaryOp::Atan2 | BinaryOp::Complex | BinaryOp::NextAfter => return None,
    };
    Some(f)
}

fn int_order<I: Int>(ty: CompareType) -> Option<fn(I, I) -> Option<Ordering>> {
    match ty {
        CompareType::Signed => Some(|a, b| Some(a.signed_key().cmp(&b.signed_key()))),
        CompareType::Unsigned => Some(|a, b| Some(a.unsigned_key().cmp(&b.unsigned_key()))),
        _ => None,
    }
}

macro_rules! impl_int_ops {
    ($t:ty, $default_compare:ident) => {
        impl Ops for $t {
            const DEFAULT_COMPARE: CompareType = CompareType::$default_compare;
            fn unary_fn(op: UnaryOp) -> Option<fn($t) -> $t> {
                int_unary::<$t>(op)
            }
            fn binary_fn(op: BinaryOp) -> Option<fn($t, $t) -> $t> {
                int_binary::<$t>(op)
            }
            fn order_fn(ty: CompareType) -> Option<fn($t, $t) -> Option<Ordering>> {
                int_order::<$t>(ty)
            }
        }
    };
}
impl_int_ops!(i8, Signed);
impl_int_ops!(i16, Signed);
impl_int_ops!(i32, Signed);
impl_int_ops!(i64, Signed);
impl_int_ops!(u8, Unsigned);
impl_int_ops!(u16, Unsigned);
impl_int_ops!(u32, Unsigned);
impl_int_ops!(u64, Unsigned);

// ---------------------------------------------------------------- f32, f64

/// Evaluates `f` in f64 and rounds the result to `F`.
fn via_f64<F: Float>(x: F, f: fn(f64) -> f64) -> F {
    F::from_f64(f(x.to_f64()))
}

fn via_f64_2<F: Float>(a: F, b: F, f: fn(f64, f64) -> f64) -> F {
    F::from_f64(f(a.to_f64(), b.to_f64()))
}

/// sign: −1, +1, ±0 kept, NaN kept.
fn float_sign<F: Float>(x: F) -> F {
    if x.is_nan() || x == F::ZERO {
        x
    } else {
        F::ONE.copysign(x)
    }
}

fn logistic_f64(x: f64) -> f64 {
    // e^x / (1 + e^x) for negative x avoids computing e^(−x) = ∞ needlessly.
    if x >= 0.0 {
        1.0 / (1.0 + (-x).exp())
    } else {
        let e = x.exp();
        e / (1.0 + e)
    }
}

/// IEEE-754 maximum: NaN if either is NaN, and −0 < +0.
pub(crate) fn float_max<F: Float>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a == b {
        // Equal values differ at most in the sign of zero: prefer +0.
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else if a > b {
        a
    } else {
        b
    }
}

/// IEEE-754 minimum: NaN if either is NaN, and −0 < +0.
pub(crate) fn float_min<F: Float>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a == b {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if a < b {
        a
    } else {
        b
    }
}

fn float_unary<F: Float>(op: UnaryOp) -> Option<fn(F) -> F> {
    let f: fn(F) -> F = match op {
        UnaryOp::Abs => |x| x.abs(),
        UnaryOp::Negate => |x| -x,
        UnaryOp::Sign => float_sign,
        UnaryOp::Exponential => |x| via_f64(x, f64::exp),
        UnaryOp::ExponentialMinusOne => |x| via_f64(x, f64::exp_m1),
        UnaryOp::Log => |x| via_f64(x, f64::ln),
        UnaryOp::LogPlusOne => |x| via_f64(x, f64::ln_1p),
        UnaryOp::Sqrt => |x| x.sqrt(),
        UnaryOp::Rsqrt => |x| via_f64(x, |v| 1.0 / v.sqrt()),
        UnaryOp::Cbrt => |x| via_f64(x, f64::cbrt),
        UnaryOp::Sine => |x| via_f64(x, f64::sin),
        UnaryOp::Cosine => |x| via_f64(x, f64::cos),
        UnaryOp::Tan => |x| via_f64(x, f64::tan),
        UnaryOp::Tanh => |x| via_f64(x, f64::tanh),
        UnaryOp::Logistic => |x| via_f64(x, logistic_f64),
        UnaryOp::Floor => |x| x.floor(),
        UnaryOp::Ceil => |x| x.ceil(),
        UnaryOp::RoundNearestEven => |x| x.round_ties_even(),
        // StableHLO defines real/imag of a real tensor as the value and zero.
        UnaryOp::Real => |x| x,
        UnaryOp::Imag => |_| F::ZERO,
        UnaryOp::Square => |x| x * x,
        UnaryOp::Erf => |x| via_f64(x, special::erf),
        UnaryOp::Erfc => |x| via_f64(x, special::erfc),
        UnaryOp::ErfInv => |x| via_f64(x, special::erf_inv),
        UnaryOp::Lgamma => |x| via_f64(x, special::lgamma),
        UnaryOp::Digamma => |x| via_f64(x, special::digamma),
        UnaryOp::BesselI1e => |x| via_f64(x, special::bessel_i1e),
        UnaryOp::Asin => |x| via_f64(x, f64::asin),
        UnaryOp::Acos => |x| via_f64(x, f64::acos),
        UnaryOp::Atan => |x| via_f64(x, f64::atan),
        UnaryOp::Asinh => |x| via_f64(x, special::asinh),
        UnaryOp::Acosh => |x| via_f64(x, special::acosh),
        UnaryOp::Atanh => |x| via_f64(x, f64::atanh),
        UnaryOp::Sinh => |x| via_f64(x, f64::sinh),
        UnaryOp::Cosh => |x| via_f64(x, f64::cosh),
        // Exact in f64 for every f32, so rounding through it changes nothing.
        UnaryOp::RoundNearestAfz => |x| via_f64(x, f64::round),
        UnaryOp::Not | UnaryOp::IsFinite | UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => {
            return None
        }
    };
    Some(f)
}

fn float_binary<F: Float>(op: BinaryOp) -> Option<fn(F, F) -> F> {
    let f: fn(F, F) -> F = match op {
        BinaryOp::Add => |a, b| a + b,
        BinaryOp::Subtract => |a, b| a - b,
        BinaryOp::Multiply => |a, b| a * b,
        BinaryOp::Divide => |a, b| a / b,
        // Rust's float `%` is C's fmod: the result has the dividend's sign.
        BinaryOp::Remainder => |a, b| a % b,
        BinaryOp::Power => |a, b| via_f64_2(a, b, f64::powf),
        BinaryOp::Maximum => float_max,
        BinaryOp::Minimum => float_min,
        BinaryOp::Atan2 => |a, b| via_f64_2(a, b, f64::atan2),
        BinaryOp::NextAfter => |a, b| a.next_after(b),
        BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::Complex
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical => return None,
    };
    Some(f)
}

fn float_order<F: Float>(ty: CompareType) -> Option<fn(F, F) -> Option<Ordering>> {
    match ty {
        CompareType::Float => Some(|a, b| a.partial_cmp(&b)),
        // −NaN < −∞ < … < −0 < +0 < … < ∞ < NaN, by bit pattern.
        CompareType::TotalOrder => Some(|a, b| Some(a.total_cmp(&b))),
        _ => None,
    }
}

macro_rules! impl_float_ops {
    ($t:ty) => {
        impl Ops for $t {
            const DEFAULT_COMPARE: CompareType = CompareType::Float;
            fn unary_fn(op: UnaryOp) -> Option<fn($t) -> $t> {
                float_unary::<$t>(op)
            }
            fn binary_fn(op: BinaryOp) -> Option<fn($t, $t) -> $t> {
                float_binary::<$t>(op)
            }
            fn order_fn(ty: CompareType) -> Option<fn($t, $t) -> Option<Ordering>> {
                float_order::<$t>(ty)
            }
        }
    };
}
impl_float_ops!(f32);
impl_float_ops!(f64);

// ---------------------------------------------------------------- complex

fn widen<F: Float>(z: Complex<F>) -> Complex64 {
    Complex64::new(z.re.to_f64(), z.im.to_f64())
}

fn narrow<F: Float>(z: Complex64) -> Complex<F> {
    Complex::new(F::from_f64(z.re), F::from_f64(z.im))
}

/// Evaluates `f` on the value widened to complex<f64> and rounds each part back.
fn via_c128<F: Float>(z: Complex<F>, f: fn(Complex64) -> Complex64) -> Complex<F> {
    narrow(f(widen(z)))
}

/// asin, acos and atanh have branch cuts on the real axis beyond ±1. C99 makes them
/// conjugate-symmetric (f(conj z) = conj f(z)), so on the axis the sign of a zero imaginary
/// part picks the side: the result's imaginary part takes that sign (its opposite for acos).
/// num_complex ignores the zero's sign; this restores it.
fn on_real_cut(z: Complex64, w: Complex64, opposite: bool) -> Complex64 {
    if z.im != 0.0 {
        return w;
    }
    let side = if opposite { -z.im } else { z.im };
    Complex64::new(w.re, w.im.abs().copysign(side))
}

/// StableHLO's `square`: (a - b)(a + b) + 2ab·i, with a real part of 0 where a - b or a + b
/// is exactly 0, so that |a| = |b| never overflows (square of (1e308, 1e308) is (0, inf)).
fn complex_square<F: Float>(z: Complex<F>) -> Complex<F> {
    let (d, s) = (z.re - z.im, z.re + z.im);
    let re = if d == F::ZERO || s == F::ZERO {
        F::ZERO
    } else {
        d * s
    };
    Complex::new(re, (z.re + z.re) * z.im)
}

pub(crate) fn complex_mul<F: Float>(a: Complex<F>, b: Complex<F>) -> Complex<F> {
    Complex::new(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
}

/// Smith's algorithm, which avoids the overflow of the textbook formula (the CPU kernel's
/// `cdiv` computes the same, bit for bit). A real or imaginary divisor divides each part once,
/// so the result is exactly rounded; division by zero gives (a.re/0, a.im/0) as for reals.
pub(crate) fn complex_div<F: Float>(a: Complex<F>, b: Complex<F>) -> Complex<F> {
    let (c, d) = (b.re, b.im);
    if d == F::ZERO {
        Complex::new(a.re / c, a.im / c)
    } else if c == F::ZERO {
        Complex::new(a.im / d, -(a.re / d))
    } else if c.abs() >= d.abs() {
        let r = d / c;
        let den = c + d * r;
        Complex::new((a.re + a.im * r) / den, (a.im - a.re * r) / den)
    } else {
        let r = c / d;
        let den = c * r + d;
        Complex::new((a.re * r + a.im) / den, (a.im * r - a.re) / den)
    }
}

fn has_nan<F: Float>(z: Complex<F>) -> bool {
    z.re.is_nan() || z.im.is_nan()
}

/// Lexicographic (re, im) order with float comparisons; unordered when a part is NaN.
fn complex_partial_cmp<F: Float>(a: Complex<F>, b: Complex<F>) -> Option<Ordering> {
    match a.re.partial_cmp(&b.re)? {
        Ordering::Equal => a.im.partial_cmp(&b.im),
        o => Some(o),
    }
}

/// Lexicographic maximum/minimum, NaN-propagating like the real ones.
fn complex_pick<F: Float>(a: Complex<F>, b: Complex<F>, want: Ordering) -> Complex<F> {
    if has_nan(a) {
        a
    } else if has_nan(b) || complex_partial_cmp(b, a) == Some(want) {
        b
    } else {
        a
    }
}

fn complex_unary<F: Float>(op: UnaryOp) -> Option<fn(Complex<F>) -> Complex<F>> {
    let f: fn(Complex<F>) -> Complex<F> = match op {
        UnaryOp::Negate => |z| Complex::new(-z.re, -z.im),
        UnaryOp::Sign => |z| via_c128(z, cmath::sign),
        UnaryOp::Exponential => |z| via_c128(z, cmath::exp),
        UnaryOp::ExponentialMinusOne => |z| via_c128(z, cmath::exp_m1),
        UnaryOp::Log => |z| via_c128(z, cmath::ln),
        UnaryOp::LogPlusOne => |z| via_c128(z, cmath::ln_1p),
        UnaryOp::Sqrt => |z| via_c128(z, cmath::sqrt),
        UnaryOp::Rsqrt => |z| via_c128(z, cmath::rsqrt),
        UnaryOp::Cbrt => |z| via_c128(z, cmath::cbrt),
        UnaryOp::Sine => |z| via_c128(z, cmath::sin),
        UnaryOp::Cosine => |z| via_c128(z, cmath::cos),
        UnaryOp::Tan => |z| via_c128(z, cmath::tan),
        UnaryOp::Tanh => |z| via_c128(z, cmath::tanh),
        UnaryOp::Logistic => |z| via_c128(z, cmath::logistic),
        UnaryOp::Square => complex_square,
        // Principal branches (`cmath`: accurate from 1e-300 to 1e300), with C99's (and XLA's)
        // side of the real-axis cuts chosen by the sign of a zero imaginary part.
        UnaryOp::Asin => |z| via_c128(z, |w| on_real_cut(w, cmath::asin(w), false)),
        UnaryOp::Acos => |z| via_c128(z, |w| on_real_cut(w, cmath::acos(w), true)),
        UnaryOp::Atan => |z| via_c128(z, |w| w.atan()),
        UnaryOp::Asinh => |z| via_c128(z, cmath::asinh),
        UnaryOp::Acosh => |z| via_c128(z, cmath::acosh),
        UnaryOp::Atanh => |z| via_c128(z, |w| on_real_cut(w, w.atanh(), false)),
        UnaryOp::Sinh => |z| via_c128(z, |w| w.sinh()),
        UnaryOp::Cosh => |z| via_c128(z, |w| w.cosh()),
        // abs/real/imag change the type (see `complex_to_real`); the rest are real-only.
        _ => return None,
    };
    Some(f)
}

type ComplexBinaryFn<F> = fn(Complex<F>, Complex<F>) -> Complex<F>;
type ComplexOrderFn<F> = fn(Complex<F>, Complex<F>) -> Option<Ordering>;

fn complex_binary<F: Float>(op: BinaryOp) -> Option<ComplexBinaryFn<F>> {
    let f: ComplexBinaryFn<F> = match op {
        BinaryOp::Add => |a, b| Complex::new(a.re + b.re, a.im + b.im),
        BinaryOp::Subtract => |a, b| Complex::new(a.re - b.re, a.im - b.im),
        BinaryOp::Multiply => complex_mul,
        BinaryOp::Divide => complex_div,
        BinaryOp::Power => |a, b| narrow(cmath::pow(widen(a), widen(b))),
        BinaryOp::Atan2 => |a, b| narrow(cmath::atan2(widen(a), widen(b))),
        BinaryOp::Remainder => |a, b| narrow(cmath::rem(widen(a), widen(b))),
        BinaryOp::Maximum => |a, b| complex_pick(a, b, Ordering::Greater),
        BinaryOp::Minimum => |a, b| complex_pick(a, b, Ordering::Less),
        _ => return None,
    };
    Some(f)
}

fn complex_order<F: Float>(ty: CompareType) -> Option<ComplexOrderFn<F>> {
    match ty {
        CompareType::Float => Some(complex_partial_cmp),
        CompareType::TotalOrder => {
            Some(|a, b| Some(a.re.total_cmp(&b.re).then_with(|| a.im.total_cmp(&b.im))))
        }
        _ => None,
    }
}

/// abs (magnitude), real and imag of a complex number: the ops whose result is real.
pub(crate) fn complex_to_real<F: Float>(op: UnaryOp) -> Option<fn(Complex<F>) -> F> {
    let f: fn(Complex<F>) -> F = match op {
        UnaryOp::Abs => |z| F::from_f64(cmath::abs(widen(z))),
        UnaryOp::Real => |z| z.re,
        UnaryOp::Imag => |z| z.im,
        _ => return None,
    };
    Some(f)
}

macro_rules! impl_complex_ops {
    ($c:ty, $f:ty) => {
        impl Ops for $c {
            const DEFAULT_COMPARE: CompareType = CompareType::Float;
            fn unary_fn(op: UnaryOp) -> Option<fn($c) -> $c> {
                complex_unary::<$f>(op)
            }
            fn binary_fn(op: BinaryOp) -> Option<fn($c, $c) -> $c> {
                complex_binary::<$f>(op)
            }
            fn order_fn(ty: CompareType) -> Option<fn($c, $c) -> Option<Ordering>> {
                complex_order::<$f>(ty)
            }
        }
    };
}
impl_complex_ops!(Complex32, f32);
impl_complex_ops!(Complex64, f64);
