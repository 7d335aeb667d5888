//! A naive per-element evaluator of elementwise instructions on `Scalar`s: the reference the
//! fused kernel is tested against. Written straightforwardly from the StableHLO spec (and XLA's
//! choices where the spec leaves one), independently of the kernel's lane loops.

use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Scalar, UnaryOp};
use num_complex::Complex;
use rustfft::num_traits::Float;

fn fsign<T: Float>(x: T) -> T {
    if x.is_nan() || x == T::zero() {
        x
    } else {
        x.signum()
    }
}

fn float_unary<T: Float>(op: UnaryOp, x: T) -> Option<T> {
    use UnaryOp::*;
    Some(match op {
        Abs => x.abs(),
        Negate => -x,
        Sign => fsign(x),
        Exponential => x.exp(),
        ExponentialMinusOne => x.exp_m1(),
        Log => x.ln(),
        LogPlusOne => x.ln_1p(),
        Sqrt => x.sqrt(),
        Rsqrt => x.sqrt().recip(),
        Cbrt => x.cbrt(),
        Sine => x.sin(),
        Cosine => x.cos(),
        Tan => x.tan(),
        Tanh => x.tanh(),
        Logistic => (T::one() + (-x).exp()).recip(),
        Floor => x.floor(),
        Ceil => x.ceil(),
        RoundNearestEven => {
            let r = x.round();
            if (r - x).abs() == T::from(0.5).unwrap() {
                (x / T::from(2.0).unwrap()).round() * T::from(2.0).unwrap()
            } else {
                r
            }
        }
        Real => x,
        Imag => T::zero(),
        Square => x * x,
        Asin => x.asin(),
        Acos => x.acos(),
        Atan => x.atan(),
        Asinh => x.asinh(),
        Acosh => x.acosh(),
        Atanh => x.atanh(),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        // `round` rounds half away from zero.
        RoundNearestAfz => x.round(),
        // The special functions themselves are judged against JAX (tests/data/jax_misc);
        // here the kernel must evaluate them in f64 and round once.
        Erf => special(x, fresnel_kernels::special::erf),
        Erfc => special(x, fresnel_kernels::special::erfc),
        ErfInv => special(x, fresnel_kernels::special::erf_inv),
        Lgamma => special(x, fresnel_kernels::special::lgamma),
        Digamma => special(x, fresnel_kernels::special::digamma),
        BesselI1e => special(x, fresnel_kernels::special::bessel_i1e),
        _ => return None,
    })
}

fn special<T: Float>(x: T, f: fn(f64) -> f64) -> T {
    T::from(f(x.to_f64().expect("floats convert to f64"))).expect("f64 converts to floats")
}

/// Complex division with the kernels' (and the interpreter's) convention for a zero divisor:
/// each part is divided by zero (`1/0 = (inf, NaN)`); otherwise the textbook quotient.
fn cdiv_ref<T: Float>(a: Complex<T>, b: Complex<T>) -> Complex<T> {
    if b.re == T::zero() && b.im == T::zero() {
        Complex::new(a.re / b.re, a.im / b.re)
    } else {
        a / b
    }
}

fn complex_unary<T: Float>(op: UnaryOp, z: Complex<T>) -> Option<Complex<T>> {
    use UnaryOp::*;
    let one = Complex::new(T::one(), T::zero());
    Some(match op {
        Negate => -z,
        Sign => {
            if z.re == T::zero() && z.im == T::zero() {
                z
            } else {
                z / z.norm()
            }
        }
        Exponential => z.exp(),
        ExponentialMinusOne => z.exp() - one,
        Log => z.ln(),
        LogPlusOne => (one + z).ln(),
        Sqrt => z.sqrt(),
        Rsqrt => cdiv_ref(one, z.sqrt()),
        Cbrt => z.cbrt(),
        Sine => z.sin(),
        Cosine => z.cos(),
        // The interpreter's definition (Kahan's formula, ±1 beyond |x| = 22), which stays
        // finite where the textbook sinh(2x)/(cosh(2x) + cos(2y)) overflows.
        Tan => {
            let t = kahan_tanh(Complex::new(-z.im, z.re));
            Complex::new(t.im, -t.re)
        }
        Tanh => kahan_tanh(z),
        Logistic => one / (one + (-z).exp()),
        // StableHLO's definition: (a - b)(a + b) + 2ab·i, real part 0 where |a| = |b|.
        Square => {
            let re = if z.re.abs() == z.im.abs() && z.re.is_finite() {
                T::zero()
            } else {
                (z.re - z.im) * (z.re + z.im)
            };
            Complex::new(re, T::from(2.0).unwrap() * z.re * z.im)
        }
        _ => return None,
    })
}

macro_rules! int_unary {
    ($op:expr, $x:expr) => {
        match $op {
            UnaryOp::Abs => Some($x.wrapping_abs()),
            UnaryOp::Negate => Some($x.wrapping_neg()),
            UnaryOp::Sign => Some($x.signum()),
            UnaryOp::Not => Some(!$x),
            UnaryOp::Square => Some($x.wrapping_mul($x)),
            UnaryOp::Popcnt => Some($x.count_ones() as _),
            UnaryOp::CountLeadingZeros => Some($x.leading_zeros() as _),
            _ => None,
        }
    };
}

pub fn unary(op: UnaryOp, x: Scalar) -> Option<Scalar> {
    use Scalar::*;
    Some(match (op, x) {
        (UnaryOp::IsFinite, F32(v)) => I1(v.is_finite()),
        (UnaryOp::IsFinite, F64(v)) => I1(v.is_finite()),
        (UnaryOp::Not, I1(b)) => I1(!b),
        (_, I32(v)) => I32(int_unary!(op, v)?),
        (_, I64(v)) => I64(int_unary!(op, v)?),
        (_, F32(v)) => F32(float_unary(op, v)?),
        (_, F64(v)) => F64(float_unary(op, v)?),
        (UnaryOp::Abs, C64(z)) => F32(z.norm()),
        (UnaryOp::Abs, C128(z)) => F64(z.norm()),
        (UnaryOp::Real, C64(z)) => F32(z.re),
        (UnaryOp::Real, C128(z)) => F64(z.re),
        (UnaryOp::Imag, C64(z)) => F32(z.im),
        (UnaryOp::Imag, C128(z)) => F64(z.im),
        (_, C64(z)) => C64(complex_unary(op, z)?),
        (_, C128(z)) => C128(complex_unary(op, z)?),
        _ => return None,
    })
}

fn fmax<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::nan()
    } else if a == b {
        // Only ±0 compare equal while differing: +0 is the larger.
        if a.is_sign_positive() {
            a
        } else {
            b
        }
    } else if a > b {
        a
    } else {
        b
    }
}

fn fmin<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::nan()
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

fn float_binary<T: Float>(op: BinaryOp, a: T, b: T) -> Option<T> {
    use BinaryOp::*;
    Some(match op {
        Add => a + b,
        Subtract => a - b,
        Multiply => a * b,
        Divide => a / b,
        Remainder => a % b,
        Power => a.powf(b),
        Maximum => fmax(a, b),
        Minimum => fmin(a, b),
        Atan2 => a.atan2(b),
        _ => return None,
    })
}

fn lex_greater<T: Float>(a: Complex<T>, b: Complex<T>) -> bool {
    a.re > b.re || (a.re == b.re && a.im > b.im)
}

fn complex_binary<T: Float>(op: BinaryOp, a: Complex<T>, b: Complex<T>) -> Option<Complex<T>> {
    let nan = |z: Complex<T>| z.re.is_nan() || z.im.is_nan();
    Some(match op {
        BinaryOp::Add => a + b,
        BinaryOp::Subtract => a - b,
        BinaryOp::Multiply => a * b,
        BinaryOp::Divide => a / b,
        BinaryOp::Power => a.powc(b),
        BinaryOp::Maximum if nan(a) => a,
        BinaryOp::Maximum if nan(b) => b,
        BinaryOp::Maximum => {
            if lex_greater(a, b) {
                a
            } else {
                b
            }
        }
        BinaryOp::Minimum if nan(a) => a,
        BinaryOp::Minimum if nan(b) => b,
        BinaryOp::Minimum => {
            if lex_greater(b, a) {
                a
            } else {
                b
            }
        }
        _ => return None,
    })
}

macro_rules! int_binary {
    ($t:ty, $op:expr, $a:expr, $b:expr) => {{
        let (a, b): ($t, $t) = ($a, $b);
        match $op {
            BinaryOp::Add => Some(a.wrapping_add(b)),
            BinaryOp::Subtract => Some(a.wrapping_sub(b)),
            BinaryOp::Multiply => Some(a.wrapping_mul(b)),
            BinaryOp::Divide => Some(if b == 0 {
                -1
            } else if a == <$t>::MIN && b == -1 {
                <$t>::MIN
            } else {
                a / b
            }),
            BinaryOp::Remainder => Some(if b == 0 {
                a
            } else if a == <$t>::MIN && b == -1 {
                0
            } else {
                a % b
            }),
            BinaryOp::Power => Some(if b < 0 {
                match a {
                    1 => 1,
                    -1 => {
                        if b % 2 == 0 {
                            1
                        } else {
                            -1
                        }
                    }
                    _ => 0,
                }
            } else {
                // a^b = (a^hi)^(2^32) · a^lo, with b = hi·2^32 + lo.
                let (hi, lo) = ((b as u64 >> 32) as u32, b as u64 as u32);
                let mut x = a.wrapping_pow(hi);
                for _ in 0..32 {
                    x = x.wrapping_mul(x);
                }
                x.wrapping_mul(a.wrapping_pow(lo))
            }),
            BinaryOp::Maximum => Some(a.max(b)),
            BinaryOp::Minimum => Some(a.min(b)),
            BinaryOp::And => Some(a & b),
            BinaryOp::Or => Some(a | b),
            BinaryOp::Xor => Some(a ^ b),
            // Amounts outside 0..bits shift everything out (negative ones included).
            BinaryOp::ShiftLeft => Some(if b < 0 || b >= <$t>::BITS as $t {
                0
            } else {
                a << b
            }),
            BinaryOp::ShiftRightArithmetic => Some(if b < 0 || b >= <$t>::BITS as $t {
                if a < 0 {
                    -1
                } else {
                    0
                }
            } else {
                a >> b
            }),
            BinaryOp::ShiftRightLogical => Some(if b < 0 || b >= <$t>::BITS as $t {
                0
            } else {
                // The bits as an unsigned number of the same width, shifted.
                ((a as u64 & (u64::MAX >> (64 - <$t>::BITS))) >> b) as $t
            }),
            _ => None,
        }
    }};
}

pub fn binary(op: BinaryOp, a: Scalar, b: Scalar) -> Option<Scalar> {
    use Scalar::*;
    Some(match (a, b) {
        (F32(x), F32(y)) if op == BinaryOp::Complex => C64(Complex::new(x, y)),
        (F32(x), F32(y)) if op == BinaryOp::NextAfter => F32(libm::nextafterf(x, y)),
        (F64(x), F64(y)) if op == BinaryOp::NextAfter => F64(libm::nextafter(x, y)),
        (F64(x), F64(y)) if op == BinaryOp::Complex => C128(Complex::new(x, y)),
        (I1(x), I1(y)) => I1(match op {
            BinaryOp::Add | BinaryOp::Or | BinaryOp::Maximum => x || y,
            BinaryOp::Multiply | BinaryOp::And | BinaryOp::Minimum => x && y,
            BinaryOp::Xor => x != y,
            _ => return None,
        }),
        (I32(x), I32(y)) => I32(int_binary!(i32, op, x, y)?),
        (I64(x), I64(y)) => I64(int_binary!(i64, op, x, y)?),
        (F32(x), F32(y)) => F32(float_binary(op, x, y)?),
        (F64(x), F64(y)) => F64(float_binary(op, x, y)?),
        (C64(x), C64(y)) => C64(complex_binary(op, x, y)?),
        (C128(x), C128(y)) => C128(complex_binary(op, x, y)?),
        _ => return None,
    })
}

fn ord_result(dir: CompareDir, ord: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    match dir {
        CompareDir::Eq => ord == Some(Equal),
        CompareDir::Ne => ord != Some(Equal),
        CompareDir::Lt => ord == Some(Less),
        CompareDir::Le => matches!(ord, Some(Less | Equal)),
        CompareDir::Gt => ord == Some(Greater),
        CompareDir::Ge => matches!(ord, Some(Greater | Equal)),
    }
}

pub fn compare(dir: CompareDir, ty: Option<CompareType>, a: Scalar, b: Scalar) -> Option<Scalar> {
    use Scalar::*;
    let total = ty == Some(CompareType::TotalOrder);
    let unsigned = ty == Some(CompareType::Unsigned);
    let ord = match (a, b) {
        (I1(x), I1(y)) => Some(x.cmp(&y)),
        (I32(x), I32(y)) if unsigned => Some((x as u32).cmp(&(y as u32))),
        (I64(x), I64(y)) if unsigned => Some((x as u64).cmp(&(y as u64))),
        (I32(x), I32(y)) => Some(x.cmp(&y)),
        (I64(x), I64(y)) => Some(x.cmp(&y)),
        (F32(x), F32(y)) if total => Some(x.total_cmp(&y)),
        (F64(x), F64(y)) if total => Some(x.total_cmp(&y)),
        (F32(x), F32(y)) => x.partial_cmp(&y),
        (F64(x), F64(y)) => x.partial_cmp(&y),
        (C64(x), C64(y)) => match dir {
            CompareDir::Eq => return Some(I1(x == y)),
            CompareDir::Ne => return Some(I1(x != y)),
            _ => return None,
        },
        (C128(x), C128(y)) => match dir {
            CompareDir::Eq => return Some(I1(x == y)),
            CompareDir::Ne => return Some(I1(x != y)),
            _ => return None,
        },
        _ => return None,
    };
    Some(I1(ord_result(dir, ord)))
}

pub fn select(p: Scalar, a: Scalar, b: Scalar) -> Option<Scalar> {
    match p {
        Scalar::I1(p) if a.dtype() == b.dtype() => Some(if p { a } else { b }),
        _ => None,
    }
}

pub fn clamp(lo: Scalar, x: Scalar, hi: Scalar) -> Option<Scalar> {
    binary(BinaryOp::Minimum, binary(BinaryOp::Maximum, x, lo)?, hi)
}

/// `convert`, written per source kind.
pub fn convert(x: Scalar, to: DType) -> Scalar {
    use Scalar::*;
    // Complex sources keep their real part, for bool too (StableHLO's interpreter test
    // convert_op_test_c128_to_i1 converts (0, 1) to false; XLA compares the real part).
    match (x, to) {
        (C64(z), DType::I1) => return I1(z.re != 0.0),
        (C128(z), DType::I1) => return I1(z.re != 0.0),
        (C64(z), DType::C128) => return C128(Complex::new(z.re as f64, z.im as f64)),
        (C128(z), DType::C64) => return C64(Complex::new(z.re as f32, z.im as f32)),
        (C64(_), DType::C64) | (C128(_), DType::C128) => return x,
        _ => {}
    }
    macro_rules! from_real {
        ($v:expr) => {
            match to {
                DType::I1 => I1($v != 0 as _),
                DType::I32 => I32($v as i32),
                DType::I64 => I64($v as i64),
                DType::I8 => I8($v as i8),
                DType::I16 => I16($v as i16),
                DType::U8 => U8($v as u8),
                DType::U16 => U16($v as u16),
                DType::U32 => U32($v as u32),
                DType::U64 => U64($v as u64),
                DType::F32 => F32($v as f32),
                DType::F64 => F64($v as f64),
                DType::C64 => C64(Complex::new($v as f32, 0.0)),
                DType::C128 => C128(Complex::new($v as f64, 0.0)),
                DType::F16 => F16(fresnel_ir::narrow::f16_from_f64($v as f64)),
                DType::BF16 => BF16(fresnel_ir::narrow::bf16_from_f64($v as f64)),
                fresnel_ir::small_dtypes!() => Scalar::from_f64(to, $v as f64),
            }
        };
    }
    match x {
        I1(b) => from_real!(b as u8 as i32),
        I32(v) => from_real!(v),
        I64(v) => from_real!(v),
        I8(v) => from_real!(v),
        I16(v) => from_real!(v),
        U8(v) => from_real!(v),
        U16(v) => from_real!(v),
        U32(v) => from_real!(v),
        U64(v) => from_real!(v),
        F32(v) => from_real!(v),
        F64(v) => from_real!(v),
        C64(z) => from_real!(z.re),
        C128(z) => from_real!(z.re),
        F16(v) => from_real!(v.to_f64()),
        BF16(v) => from_real!(v.to_f64()),
        Small(..) => from_real!(x.to_c128().re),
    }
}

pub fn iota(index: usize, to: DType) -> Scalar {
    convert(Scalar::I64(index as i64), to)
}

fn kahan_tanh<T: Float>(z: Complex<T>) -> Complex<T> {
    let (x, y) = (z.re, z.im);
    let (one, two) = (T::one(), T::one() + T::one());
    if x.abs() > T::from(22.0).unwrap() {
        let im = two * two * y.sin() * y.cos() * (-two * x.abs()).exp();
        return Complex::new(one.copysign(x), im);
    }
    let (t, s) = (y.tan(), x.sinh());
    let beta = one + t * t;
    let den = one + beta * s * s;
    Complex::new(beta * (one + s * s).sqrt() * s / den, t / den)
}
