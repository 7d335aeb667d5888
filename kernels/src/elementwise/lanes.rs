//! Typed lane loops: each instruction of a chunk runs as one loop over contiguous scratch
//! slices, monomorphised per (op, dtype) so that LLVM can vectorise it. Dispatch happens once per
//! instruction per chunk, never per element.
//!
//! Everything here is `#[inline(always)]` so that the whole step loop can be compiled a second
//! time with AVX2 enabled (see `plan.rs`).
//!
//! Every function returns `false` for a dtype combination it does not implement; plans only
//! contain validated combinations, so `false` means a bug, reported as an error by the caller.

use super::Window;
use crate::buffer::BufRef;
use crate::index::{gather_run, window_segments, Walk};
use crate::semantics::*;
use fresnel_ir::{BinaryOp, CompareDir, CompareType, Data, Scalar, UnaryOp};
use num_complex::Complex;

#[path = "lanes_complex.rs"]
mod complex;
pub(crate) use complex::{conj, mul_conj, norm_sqr, scaled_mul_conj};

#[path = "lanes_small.rs"]
mod small;
pub(crate) use small::convert_small;

#[inline(always)]
pub(super) fn map1<A: Copy, B>(a: &[A], o: &mut [B], n: usize, f: impl Fn(A) -> B) {
    for (o, &a) in o[..n].iter_mut().zip(&a[..n]) {
        *o = f(a);
    }
}

#[inline(always)]
pub(super) fn map2<A: Copy, B: Copy, C>(
    a: &[A],
    b: &[B],
    o: &mut [C],
    n: usize,
    f: impl Fn(A, B) -> C,
) {
    for ((o, &a), &b) in o[..n].iter_mut().zip(&a[..n]).zip(&b[..n]) {
        *o = f(a, b);
    }
}

#[inline(always)]
pub(super) fn map3<A: Copy, B: Copy, C: Copy, D>(
    a: &[A],
    b: &[B],
    c: &[C],
    o: &mut [D],
    n: usize,
    f: impl Fn(A, B, C) -> D,
) {
    for (((o, &a), &b), &c) in o[..n].iter_mut().zip(&a[..n]).zip(&b[..n]).zip(&c[..n]) {
        *o = f(a, b, c);
    }
}

#[inline(always)]
fn float_unary<T: FloatLane>(op: UnaryOp, a: &[T], o: &mut [T], n: usize) -> bool {
    use UnaryOp::*;
    match op {
        Abs => map1(a, o, n, |x| x.abs()),
        Negate => map1(a, o, n, |x| -x),
        Sign => map1(a, o, n, fsign),
        Exponential => map1(a, o, n, |x| x.exp()),
        ExponentialMinusOne => map1(a, o, n, |x| x.exp_m1()),
        Log => map1(a, o, n, |x| x.ln()),
        LogPlusOne => map1(a, o, n, |x| x.ln_1p()),
        Sqrt => map1(a, o, n, |x| x.sqrt()),
        Rsqrt => map1(a, o, n, |x| T::one() / x.sqrt()),
        Cbrt => map1(a, o, n, |x| x.cbrt()),
        Sine => map1(a, o, n, |x| x.sin()),
        Cosine => map1(a, o, n, |x| x.cos()),
        Tan => map1(a, o, n, |x| x.tan()),
        Tanh => map1(a, o, n, |x| x.tanh()),
        Logistic => map1(a, o, n, logistic),
        Floor => map1(a, o, n, |x| x.floor()),
        Ceil => map1(a, o, n, |x| x.ceil()),
        RoundNearestEven => map1(a, o, n, |x| x.round_even()),
        Real => map1(a, o, n, |x| x),
        Imag => map1(a, o, n, |_| T::zero()),
        Square => map1(a, o, n, |x| x * x),
        Erf => map1(a, o, n, |x| x.via_f64(crate::special::erf)),
        Erfc => map1(a, o, n, |x| x.via_f64(crate::special::erfc)),
        ErfInv => map1(a, o, n, |x| x.via_f64(crate::special::erf_inv)),
        Lgamma => map1(a, o, n, |x| x.via_f64(crate::special::lgamma)),
        Digamma => map1(a, o, n, |x| x.via_f64(crate::special::digamma)),
        BesselI1e => map1(a, o, n, |x| x.via_f64(crate::special::bessel_i1e)),
        Asin => map1(a, o, n, |x| x.asin()),
        Acos => map1(a, o, n, |x| x.acos()),
        Atan => map1(a, o, n, |x| x.atan()),
        Asinh => map1(a, o, n, |x| x.via_f64(crate::special::asinh)),
        Acosh => map1(a, o, n, |x| x.via_f64(crate::special::acosh)),
        Atanh => map1(a, o, n, |x| x.atanh()),
        Sinh => map1(a, o, n, |x| x.sinh()),
        Cosh => map1(a, o, n, |x| x.cosh()),
        RoundNearestAfz => map1(a, o, n, |x| x.round()),
        Not | IsFinite | Popcnt | CountLeadingZeros => return false,
    }
    true
}

#[inline(always)]
fn complex_unary<T: FloatLane>(
    op: UnaryOp,
    a: &[Complex<T>],
    o: &mut [Complex<T>],
    n: usize,
) -> bool {
    use UnaryOp::*;
    match op {
        Negate => map1(a, o, n, |z| -z),
        Sign => map1(a, o, n, csign),
        Exponential => map1(a, o, n, |z| z.exp()),
        ExponentialMinusOne => map1(a, o, n, cexpm1),
        Log => map1(a, o, n, |z| z.ln()),
        LogPlusOne => map1(a, o, n, clog1p),
        Sqrt => map1(a, o, n, |z| z.sqrt()),
        Rsqrt => map1(a, o, n, |z| {
            cdiv(Complex::new(T::one(), T::zero()), z.sqrt())
        }),
        Cbrt => map1(a, o, n, |z| z.cbrt()),
        Sine => map1(a, o, n, |z| z.sin()),
        Cosine => map1(a, o, n, |z| z.cos()),
        Tan => map1(a, o, n, ctan),
        Tanh => map1(a, o, n, ctanh),
        Logistic => map1(a, o, n, clogistic),
        Square => map1(a, o, n, csquare),
        _ => return false,
    }
    true
}

#[inline(always)]
fn complex_to_real_unary<T: FloatLane>(
    op: UnaryOp,
    a: &[Complex<T>],
    o: &mut [T],
    n: usize,
) -> bool {
    match op {
        UnaryOp::Abs => map1(a, o, n, |z| z.norm()),
        UnaryOp::Real => map1(a, o, n, |z| z.re),
        UnaryOp::Imag => map1(a, o, n, |z| z.im),
        _ => return false,
    }
    true
}

#[inline(always)]
fn int_unary<T: IntLane>(op: UnaryOp, a: &[T], o: &mut [T], n: usize) -> bool {
    match op {
        UnaryOp::Abs => map1(a, o, n, T::wabs),
        UnaryOp::Negate => map1(a, o, n, T::wneg),
        UnaryOp::Sign => map1(a, o, n, T::sign),
        UnaryOp::Not => map1(a, o, n, T::bit_not),
        UnaryOp::Square => map1(a, o, n, |x| x.wmul(x)),
        UnaryOp::Popcnt => map1(a, o, n, T::popcnt),
        UnaryOp::CountLeadingZeros => map1(a, o, n, T::clz),
        _ => return false,
    }
    true
}

#[inline(always)]
pub(crate) fn unary(op: UnaryOp, a: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    match (a, o) {
        (BufRef::F32(a), Data::F32(o)) if op == UnaryOp::Sine => {
            super::trig::sin_lanes(a, o, n);
            true
        }
        (BufRef::F32(a), Data::F32(o)) if op == UnaryOp::Cosine => {
            super::trig::cos_lanes(a, o, n);
            true
        }
        (BufRef::F32(a), Data::F32(o)) => float_unary(op, a, o, n),
        (BufRef::F64(a), Data::F64(o)) => float_unary(op, a, o, n),
        (BufRef::C64(a), Data::C64(o)) => complex_unary(op, a, o, n),
        (BufRef::C128(a), Data::C128(o)) => complex_unary(op, a, o, n),
        (BufRef::C64(a), Data::F32(o)) => complex_to_real_unary(op, a, o, n),
        (BufRef::C128(a), Data::F64(o)) => complex_to_real_unary(op, a, o, n),
        (BufRef::F32(a), Data::I1(o)) if op == UnaryOp::IsFinite => {
            map1(a, o, n, |x| x.is_finite());
            true
        }
        (BufRef::F64(a), Data::I1(o)) if op == UnaryOp::IsFinite => {
            map1(a, o, n, |x| x.is_finite());
            true
        }
        (BufRef::I8(a), Data::I8(o)) => int_unary(op, a, o, n),
        (BufRef::I16(a), Data::I16(o)) => int_unary(op, a, o, n),
        (BufRef::I32(a), Data::I32(o)) => int_unary(op, a, o, n),
        (BufRef::I64(a), Data::I64(o)) => int_unary(op, a, o, n),
        (BufRef::U8(a), Data::U8(o)) => int_unary(op, a, o, n),
        (BufRef::U16(a), Data::U16(o)) => int_unary(op, a, o, n),
        (BufRef::U32(a), Data::U32(o)) => int_unary(op, a, o, n),
        (BufRef::U64(a), Data::U64(o)) => int_unary(op, a, o, n),
        (BufRef::I1(a), Data::I1(o)) if op == UnaryOp::Not => {
            map1(a, o, n, |x| !x);
            true
        }
        _ => false,
    }
}

#[inline(always)]
fn float_binary<T: FloatLane>(op: BinaryOp, a: &[T], b: &[T], o: &mut [T], n: usize) -> bool {
    use BinaryOp::*;
    match op {
        Add => map2(a, b, o, n, |x, y| x + y),
        Subtract => map2(a, b, o, n, |x, y| x - y),
        Multiply => map2(a, b, o, n, |x, y| x * y),
        Divide => map2(a, b, o, n, |x, y| x / y),
        Remainder => map2(a, b, o, n, |x, y| x % y),
        Power => map2(a, b, o, n, |x, y| x.powf(y)),
        Maximum => map2(a, b, o, n, fmax_nan),
        Minimum => map2(a, b, o, n, fmin_nan),
        Atan2 => map2(a, b, o, n, |x, y| x.atan2(y)),
        NextAfter => map2(a, b, o, n, T::next_after),
        And | Or | Xor | Complex | ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => {
            return false
        }
    }
    true
}

#[inline(always)]
fn complex_binary<T: FloatLane>(
    op: BinaryOp,
    a: &[Complex<T>],
    b: &[Complex<T>],
    o: &mut [Complex<T>],
    n: usize,
) -> bool {
    use BinaryOp::*;
    match op {
        Add => map2(a, b, o, n, |x, y| x + y),
        Subtract => map2(a, b, o, n, |x, y| x - y),
        Multiply => map2(a, b, o, n, |x, y| x * y),
        Divide => map2(a, b, o, n, cdiv),
        Power => map2(a, b, o, n, |x, y| x.powc(y)),
        Maximum => map2(a, b, o, n, cmax_lex),
        Minimum => map2(a, b, o, n, cmin_lex),
        _ => return false,
    }
    true
}

#[inline(always)]
fn int_binary<T: IntLane>(op: BinaryOp, a: &[T], b: &[T], o: &mut [T], n: usize) -> bool {
    use BinaryOp::*;
    match op {
        Add => map2(a, b, o, n, T::wadd),
        Subtract => map2(a, b, o, n, T::wsub),
        Multiply => map2(a, b, o, n, T::wmul),
        Divide => map2(a, b, o, n, T::xdiv),
        Remainder => map2(a, b, o, n, T::xrem),
        Power => map2(a, b, o, n, T::xpow),
        Maximum => map2(a, b, o, n, |x, y| x.max(y)),
        Minimum => map2(a, b, o, n, |x, y| x.min(y)),
        And => map2(a, b, o, n, T::bit_and),
        Or => map2(a, b, o, n, T::bit_or),
        Xor => map2(a, b, o, n, T::bit_xor),
        ShiftLeft => map2(a, b, o, n, T::shl),
        ShiftRightArithmetic => map2(a, b, o, n, T::shr_arith),
        ShiftRightLogical => map2(a, b, o, n, T::shr_logic),
        Atan2 | Complex | NextAfter => return false,
    }
    true
}

#[inline(always)]
fn bool_binary(op: BinaryOp, a: &[bool], b: &[bool], o: &mut [bool], n: usize) -> bool {
    use BinaryOp::*;
    match op {
        Add | Maximum | Or => map2(a, b, o, n, |x, y| x | y),
        Multiply | Minimum | And => map2(a, b, o, n, |x, y| x & y),
        Xor => map2(a, b, o, n, |x, y| x ^ y),
        _ => return false,
    }
    true
}

#[inline(always)]
pub(crate) fn binary(op: BinaryOp, a: BufRef<'_>, b: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    match (a, b, o) {
        (BufRef::F32(a), BufRef::F32(b), Data::F32(o)) => float_binary(op, a, b, o, n),
        (BufRef::F64(a), BufRef::F64(b), Data::F64(o)) => float_binary(op, a, b, o, n),
        (BufRef::C64(a), BufRef::C64(b), Data::C64(o)) => complex_binary(op, a, b, o, n),
        (BufRef::C128(a), BufRef::C128(b), Data::C128(o)) => complex_binary(op, a, b, o, n),
        (BufRef::F32(a), BufRef::F32(b), Data::C64(o)) if op == BinaryOp::Complex => {
            map2(a, b, o, n, Complex::new);
            true
        }
        (BufRef::F64(a), BufRef::F64(b), Data::C128(o)) if op == BinaryOp::Complex => {
            map2(a, b, o, n, Complex::new);
            true
        }
        (BufRef::I8(a), BufRef::I8(b), Data::I8(o)) => int_binary(op, a, b, o, n),
        (BufRef::I16(a), BufRef::I16(b), Data::I16(o)) => int_binary(op, a, b, o, n),
        (BufRef::I32(a), BufRef::I32(b), Data::I32(o)) => int_binary(op, a, b, o, n),
        (BufRef::I64(a), BufRef::I64(b), Data::I64(o)) => int_binary(op, a, b, o, n),
        (BufRef::U8(a), BufRef::U8(b), Data::U8(o)) => int_binary(op, a, b, o, n),
        (BufRef::U16(a), BufRef::U16(b), Data::U16(o)) => int_binary(op, a, b, o, n),
        (BufRef::U32(a), BufRef::U32(b), Data::U32(o)) => int_binary(op, a, b, o, n),
        (BufRef::U64(a), BufRef::U64(b), Data::U64(o)) => int_binary(op, a, b, o, n),
        (BufRef::I1(a), BufRef::I1(b), Data::I1(o)) => bool_binary(op, a, b, o, n),
        _ => false,
    }
}

/// Compares `key(a) dir key(b)` lane by lane; `key` maps to a type whose `PartialOrd` is the
/// wanted order (identity, IEEE total-order integers, or unsigned reinterpretation).
#[inline(always)]
fn compare_by<T: Copy, K: PartialOrd>(
    dir: CompareDir,
    a: &[T],
    b: &[T],
    o: &mut [bool],
    n: usize,
    key: impl Fn(T) -> K,
) {
    match dir {
        CompareDir::Eq => map2(a, b, o, n, |x, y| key(x) == key(y)),
        CompareDir::Ne => map2(a, b, o, n, |x, y| key(x) != key(y)),
        CompareDir::Lt => map2(a, b, o, n, |x, y| key(x) < key(y)),
        CompareDir::Le => map2(a, b, o, n, |x, y| key(x) <= key(y)),
        CompareDir::Gt => map2(a, b, o, n, |x, y| key(x) > key(y)),
        CompareDir::Ge => map2(a, b, o, n, |x, y| key(x) >= key(y)),
    }
}

#[inline(always)]
fn compare_float<T: FloatLane>(
    dir: CompareDir,
    total: bool,
    a: &[T],
    b: &[T],
    o: &mut [bool],
    n: usize,
) {
    if total {
        compare_by(dir, a, b, o, n, T::total_order_key)
    } else {
        compare_by(dir, a, b, o, n, |x| x)
    }
}

/// Integers compare in their own order unless the comparison type says how to read the bits.
#[inline(always)]
fn compare_int<T: IntLane>(
    dir: CompareDir,
    cmp_type: Option<CompareType>,
    a: &[T],
    b: &[T],
    o: &mut [bool],
    n: usize,
) {
    match cmp_type {
        Some(CompareType::Unsigned) => compare_by(dir, a, b, o, n, T::unsigned_key),
        Some(CompareType::Signed) => compare_by(dir, a, b, o, n, T::signed_key),
        _ => compare_by(dir, a, b, o, n, |x| x),
    }
}

#[inline(always)]
fn compare_complex<T: FloatLane>(
    dir: CompareDir,
    a: &[Complex<T>],
    b: &[Complex<T>],
    o: &mut [bool],
    n: usize,
) -> bool {
    match dir {
        CompareDir::Eq => map2(a, b, o, n, |x, y| x == y),
        CompareDir::Ne => map2(a, b, o, n, |x, y| x != y),
        _ => return false,
    }
    true
}

#[inline(always)]
pub(crate) fn compare(
    dir: CompareDir,
    cmp_type: Option<CompareType>,
    a: BufRef<'_>,
    b: BufRef<'_>,
    o: &mut Data,
    n: usize,
) -> bool {
    let Data::I1(o) = o else { return false };
    let total = cmp_type == Some(CompareType::TotalOrder);
    match (a, b) {
        (BufRef::F32(a), BufRef::F32(b)) => compare_float(dir, total, a, b, o, n),
        (BufRef::F64(a), BufRef::F64(b)) => compare_float(dir, total, a, b, o, n),
        (BufRef::I8(a), BufRef::I8(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::I16(a), BufRef::I16(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::I32(a), BufRef::I32(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::I64(a), BufRef::I64(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::U8(a), BufRef::U8(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::U16(a), BufRef::U16(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::U32(a), BufRef::U32(b)) => compare_int(dir, cmp_type, a, b, o, n),
        (BufRef::U64(a), BufRef::U64(b)) => compare_int(dir, cmp_type, a, b, o, n),
        // false < true both signed (0 > -1 would be the two's complement reading, but StableHLO
        // orders i1 as 0 < 1 under every comparison type).
        (BufRef::I1(a), BufRef::I1(b)) => compare_by(dir, a, b, o, n, |x| x),
        (BufRef::C64(a), BufRef::C64(b)) => return compare_complex(dir, a, b, o, n),
        (BufRef::C128(a), BufRef::C128(b)) => return compare_complex(dir, a, b, o, n),
        _ => return false,
    }
    true
}

/// Applies `$body` with `$a`, `$b`, `$o` bound to same-typed slices of any dtype.
macro_rules! same_type3 {
    ($x:expr, $y:expr, $z:expr, ($a:ident, $b:ident, $o:ident) => $body:expr) => {
        match ($x, $y, $z) {
            (BufRef::I1($a), BufRef::I1($b), Data::I1($o)) => $body,
            (BufRef::I32($a), BufRef::I32($b), Data::I32($o)) => $body,
            (BufRef::I64($a), BufRef::I64($b), Data::I64($o)) => $body,
            (BufRef::F32($a), BufRef::F32($b), Data::F32($o)) => $body,
            (BufRef::F64($a), BufRef::F64($b), Data::F64($o)) => $body,
            (BufRef::C64($a), BufRef::C64($b), Data::C64($o)) => $body,
            (BufRef::C128($a), BufRef::C128($b), Data::C128($o)) => $body,
            (BufRef::I8($a), BufRef::I8($b), Data::I8($o)) => $body,
            (BufRef::I16($a), BufRef::I16($b), Data::I16($o)) => $body,
            (BufRef::U8($a), BufRef::U8($b), Data::U8($o)) => $body,
            (BufRef::U16($a), BufRef::U16($b), Data::U16($o)) => $body,
            (BufRef::U32($a), BufRef::U32($b), Data::U32($o)) => $body,
            (BufRef::U64($a), BufRef::U64($b), Data::U64($o)) => $body,
            _ => return false,
        }
    };
}

#[inline(always)]
pub(crate) fn select(p: BufRef<'_>, a: BufRef<'_>, b: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    let BufRef::I1(p) = p else { return false };
    same_type3!(a, b, o, (a, b, o) => map3(p, a, b, o, n, |p, x, y| if p { x } else { y }));
    true
}

#[inline(always)]
pub(crate) fn clamp(lo: BufRef<'_>, x: BufRef<'_>, hi: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    match (lo, x, hi, o) {
        (BufRef::F32(l), BufRef::F32(x), BufRef::F32(h), Data::F32(o)) => {
            map3(l, x, h, o, n, |l, x, h| fmin_nan(fmax_nan(x, l), h))
        }
        (BufRef::F64(l), BufRef::F64(x), BufRef::F64(h), Data::F64(o)) => {
            map3(l, x, h, o, n, |l, x, h| fmin_nan(fmax_nan(x, l), h))
        }
        (BufRef::I8(l), BufRef::I8(x), BufRef::I8(h), Data::I8(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::I16(l), BufRef::I16(x), BufRef::I16(h), Data::I16(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::I32(l), BufRef::I32(x), BufRef::I32(h), Data::I32(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::I64(l), BufRef::I64(x), BufRef::I64(h), Data::I64(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::U8(l), BufRef::U8(x), BufRef::U8(h), Data::U8(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::U16(l), BufRef::U16(x), BufRef::U16(h), Data::U16(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::U32(l), BufRef::U32(x), BufRef::U32(h), Data::U32(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        (BufRef::U64(l), BufRef::U64(x), BufRef::U64(h), Data::U64(o)) => {
            map3(l, x, h, o, n, |l, x, h| x.max(l).min(h))
        }
        _ => return false,
    }
    true
}

/// `convert` from any dtype to `o`'s dtype.
macro_rules! convert_to {
    ($a:expr, $o:expr, $n:expr) => {
        match $o {
            Data::I1(o) => map1($a, o, $n, FromLane::from_lane),
            Data::I32(o) => map1($a, o, $n, FromLane::from_lane),
            Data::I64(o) => map1($a, o, $n, FromLane::from_lane),
            Data::F32(o) => map1($a, o, $n, FromLane::from_lane),
            Data::F64(o) => map1($a, o, $n, FromLane::from_lane),
            Data::C64(o) => map1($a, o, $n, FromLane::from_lane),
            Data::C128(o) => map1($a, o, $n, FromLane::from_lane),
            Data::I8(o) => map1($a, o, $n, FromLane::from_lane),
            Data::I16(o) => map1($a, o, $n, FromLane::from_lane),
            Data::U8(o) => map1($a, o, $n, FromLane::from_lane),
            Data::U16(o) => map1($a, o, $n, FromLane::from_lane),
            Data::U32(o) => map1($a, o, $n, FromLane::from_lane),
            Data::U64(o) => map1($a, o, $n, FromLane::from_lane),
            Data::F16(o) => map1($a, o, $n, FromLane::from_lane),
            Data::BF16(o) => map1($a, o, $n, FromLane::from_lane),
            Data::Small(..) => return false,
        }
    };
}

#[inline(always)]
pub(crate) fn convert(a: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    match a {
        BufRef::I1(a) => convert_to!(a, o, n),
        BufRef::I32(a) => convert_to!(a, o, n),
        BufRef::I64(a) => convert_to!(a, o, n),
        BufRef::F32(a) => convert_to!(a, o, n),
        BufRef::F64(a) => convert_to!(a, o, n),
        BufRef::C64(a) => convert_to!(a, o, n),
        BufRef::C128(a) => convert_to!(a, o, n),
        BufRef::I8(a) => convert_to!(a, o, n),
        BufRef::I16(a) => convert_to!(a, o, n),
        BufRef::U8(a) => convert_to!(a, o, n),
        BufRef::U16(a) => convert_to!(a, o, n),
        BufRef::U32(a) => convert_to!(a, o, n),
        BufRef::U64(a) => convert_to!(a, o, n),
        BufRef::F16(a) => convert_to!(a, o, n),
        BufRef::BF16(a) => convert_to!(a, o, n),
    }
    true
}

/// Fills `o[..n]` with the walk's offsets (the iota index) converted to `o`'s dtype.
#[inline(always)]
pub(crate) fn iota(walk: &Walk, start: usize, o: &mut Data, n: usize) -> bool {
    #[inline(always)]
    fn fill<T: FromLane<i64>>(walk: &Walk, start: usize, o: &mut [T], n: usize) {
        walk.segments(start, n, |lane, base, len, stride| {
            for (k, o) in o[lane..lane + len].iter_mut().enumerate() {
                *o = T::from_lane(base + k as i64 * stride);
            }
        });
    }
    match o {
        Data::I32(o) => fill(walk, start, o, n),
        Data::I64(o) => fill(walk, start, o, n),
        Data::F32(o) => fill(walk, start, o, n),
        Data::F64(o) => fill(walk, start, o, n),
        Data::C64(o) => fill(walk, start, o, n),
        Data::C128(o) => fill(walk, start, o, n),
        Data::I8(o) => fill(walk, start, o, n),
        Data::I16(o) => fill(walk, start, o, n),
        Data::U8(o) => fill(walk, start, o, n),
        Data::U16(o) => fill(walk, start, o, n),
        Data::U32(o) => fill(walk, start, o, n),
        Data::U64(o) => fill(walk, start, o, n),
        // Narrow floats are computed in f32 (`narrow_floats`): no kernel makes them.
        Data::I1(_) | Data::F16(_) | Data::BF16(_) | Data::Small(..) => return false,
    }
    true
}

/// Fills the whole slot with a constant.
#[inline(always)]
pub(crate) fn splat(s: Scalar, o: &mut Data) -> bool {
    match (s, o) {
        (Scalar::I1(x), Data::I1(o)) => o.fill(x),
        (Scalar::I32(x), Data::I32(o)) => o.fill(x),
        (Scalar::I64(x), Data::I64(o)) => o.fill(x),
        (Scalar::F32(x), Data::F32(o)) => o.fill(x),
        (Scalar::F64(x), Data::F64(o)) => o.fill(x),
        (Scalar::C64(x), Data::C64(o)) => o.fill(x),
        (Scalar::C128(x), Data::C128(o)) => o.fill(x),
        (Scalar::I8(x), Data::I8(o)) => o.fill(x),
        (Scalar::I16(x), Data::I16(o)) => o.fill(x),
        (Scalar::U8(x), Data::U8(o)) => o.fill(x),
        (Scalar::U16(x), Data::U16(o)) => o.fill(x),
        (Scalar::U32(x), Data::U32(o)) => o.fill(x),
        (Scalar::U64(x), Data::U64(o)) => o.fill(x),
        (Scalar::F16(x), Data::F16(o)) => o.fill(x),
        (Scalar::BF16(x), Data::BF16(o)) => o.fill(x),
        (Scalar::Small(d, x), Data::Small(e, o)) if d == *e => o.fill(x),
        _ => return false,
    }
    true
}

/// Gathers lanes `start..start+n` of an input through its walk into `o[..n]`.
#[inline(always)]
/// Lanes `start..start+n` of a padded read (see `Instr::LoadPadded`): the runs that land
/// inside the input gathered over it, and `fill` first where the runs do not cover all of
/// them (most chunks of a padded input lie wholly inside or wholly outside).
pub(crate) fn load_padded(
    src: BufRef<'_>,
    space: &[usize],
    map: (i64, &[i64]),
    window: &Window,
    start: usize,
    o: &mut Data,
    n: usize,
) -> bool {
    #[inline(always)]
    fn run<T: Copy>(src: &[T], args: Args<'_>, o: &mut [T]) {
        let (space, map, window, start, n) = args;
        window_segments(
            space,
            map,
            (&window.low, &window.shape),
            start,
            n,
            |lane, base, len, stride| gather_run(&mut o[lane..lane + len], src, base, stride),
        );
    }
    type Args<'a> = (&'a [usize], (i64, &'a [i64]), &'a Window, usize, usize);
    let mut covered = 0;
    window_segments(
        space,
        map,
        (&window.low, &window.shape),
        start,
        n,
        |_, _, len, _| covered += len,
    );
    if covered < n && !splat(window.fill, o) {
        return false;
    }
    let args: Args<'_> = (space, map, window, start, n);
    match (src, o) {
        (BufRef::I1(s), Data::I1(o)) => run(s, args, o),
        (BufRef::I32(s), Data::I32(o)) => run(s, args, o),
        (BufRef::I64(s), Data::I64(o)) => run(s, args, o),
        (BufRef::F32(s), Data::F32(o)) => run(s, args, o),
        (BufRef::F64(s), Data::F64(o)) => run(s, args, o),
        (BufRef::C64(s), Data::C64(o)) => run(s, args, o),
        (BufRef::C128(s), Data::C128(o)) => run(s, args, o),
        (BufRef::I8(s), Data::I8(o)) => run(s, args, o),
        (BufRef::I16(s), Data::I16(o)) => run(s, args, o),
        (BufRef::U8(s), Data::U8(o)) => run(s, args, o),
        (BufRef::U16(s), Data::U16(o)) => run(s, args, o),
        (BufRef::U32(s), Data::U32(o)) => run(s, args, o),
        (BufRef::U64(s), Data::U64(o)) => run(s, args, o),
        (BufRef::F16(s), Data::F16(o)) => run(s, args, o),
        (BufRef::BF16(s), Data::BF16(o)) => run(s, args, o),
        (BufRef::U8(s), Data::Small(_, o)) => run(s, args, o),
        _ => return false,
    }
    true
}

pub(crate) fn load(src: BufRef<'_>, walk: &Walk, start: usize, o: &mut Data, n: usize) -> bool {
    #[inline(always)]
    fn run<T: Copy>(src: &[T], walk: &Walk, start: usize, o: &mut [T], n: usize) {
        walk.segments(start, n, |lane, base, len, stride| {
            gather_run(&mut o[lane..lane + len], src, base, stride)
        });
    }
    match (src, o) {
        (BufRef::I1(s), Data::I1(o)) => run(s, walk, start, o, n),
        (BufRef::I32(s), Data::I32(o)) => run(s, walk, start, o, n),
        (BufRef::I64(s), Data::I64(o)) => run(s, walk, start, o, n),
        (BufRef::F32(s), Data::F32(o)) => run(s, walk, start, o, n),
        (BufRef::F64(s), Data::F64(o)) => run(s, walk, start, o, n),
        (BufRef::C64(s), Data::C64(o)) => run(s, walk, start, o, n),
        (BufRef::C128(s), Data::C128(o)) => run(s, walk, start, o, n),
        (BufRef::I8(s), Data::I8(o)) => run(s, walk, start, o, n),
        (BufRef::I16(s), Data::I16(o)) => run(s, walk, start, o, n),
        (BufRef::U8(s), Data::U8(o)) => run(s, walk, start, o, n),
        (BufRef::U16(s), Data::U16(o)) => run(s, walk, start, o, n),
        (BufRef::U32(s), Data::U32(o)) => run(s, walk, start, o, n),
        (BufRef::U64(s), Data::U64(o)) => run(s, walk, start, o, n),
        (BufRef::F16(s), Data::F16(o)) => run(s, walk, start, o, n),
        (BufRef::BF16(s), Data::BF16(o)) => run(s, walk, start, o, n),
        // The small types' byte patterns.
        (BufRef::U8(s), Data::Small(_, o)) => run(s, walk, start, o, n),
        _ => return false,
    }
    true
}
