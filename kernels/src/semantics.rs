//! Scalar semantics shared by the elementwise and reduction kernels, following StableHLO (and
//! XLA where StableHLO leaves a choice): NaN-propagating float max/min, lexicographic complex
//! max/min, wrapping integer arithmetic, truncating integer division with `x / 0 = -1` and
//! `x % 0 = x`, integer powers with negative exponents giving 0 unless the base is ±1.

use num_complex::Complex;
pub(crate) use rustfft::num_traits::Float;

/// The float operations the kernels need beyond `num_traits::Float`.
pub(crate) trait FloatLane: Float + Send + Sync + std::fmt::Debug + 'static {
    fn round_even(self) -> Self;
    /// `f(self)` evaluated in f64 and rounded once (the special functions of `special.rs`).
    fn via_f64(self, f: fn(f64) -> f64) -> Self;
    /// C's `nextafter`: the neighbour of `self` towards `to` (`to` when equal, NaN when either
    /// is NaN, the smallest subnormal of `to`'s sign from zero).
    fn next_after(self, to: Self) -> Self;
    /// An integer key whose order is IEEE totalOrder (`-NaN < -inf < … < -0 < +0 < … < NaN`).
    fn total_order_key(self) -> i64;
}

impl FloatLane for f32 {
    #[inline(always)]
    fn round_even(self) -> Self {
        self.round_ties_even()
    }
    #[inline(always)]
    fn via_f64(self, f: fn(f64) -> f64) -> Self {
        f(self as f64) as f32
    }
    #[inline(always)]
    fn next_after(self, to: Self) -> Self {
        if self.is_nan() || to.is_nan() {
            return self + to;
        }
        if self == to {
            return to;
        }
        if self == 0.0 {
            return f32::from_bits(1).copysign(to);
        }
        // Away from zero when moving in the direction of the sign, else towards it.
        let bits = self.to_bits();
        let away = (to > self) == (self > 0.0);
        f32::from_bits(if away { bits + 1 } else { bits - 1 })
    }
    #[inline(always)]
    fn total_order_key(self) -> i64 {
        let bits = self.to_bits() as i32;
        (bits ^ ((((bits >> 31) as u32) >> 1) as i32)) as i64
    }
}

impl FloatLane for f64 {
    #[inline(always)]
    fn round_even(self) -> Self {
        self.round_ties_even()
    }
    #[inline(always)]
    fn via_f64(self, f: fn(f64) -> f64) -> Self {
        f(self)
    }
    #[inline(always)]
    fn next_after(self, to: Self) -> Self {
        if self.is_nan() || to.is_nan() {
            return self + to;
        }
        if self == to {
            return to;
        }
        if self == 0.0 {
            return f64::from_bits(1).copysign(to);
        }
        // Away from zero when moving in the direction of the sign, else towards it.
        let bits = self.to_bits();
        let away = (to > self) == (self > 0.0);
        f64::from_bits(if away { bits + 1 } else { bits - 1 })
    }
    #[inline(always)]
    fn total_order_key(self) -> i64 {
        let bits = self.to_bits() as i64;
        bits ^ ((((bits >> 63) as u64) >> 1) as i64)
    }
}

/// IEEE 754-2019 `maximum` (StableHLO `maximum`): NaN when either operand is NaN, and
/// `+0 > -0`.
#[inline(always)]
pub(crate) fn fmax_nan<T: Float>(a: T, b: T) -> T {
    if a > b || a.is_nan() {
        a
    } else if b > a || b.is_nan() || a.is_sign_negative() {
        b
    } else {
        a
    }
}

/// IEEE 754-2019 `minimum` (StableHLO `minimum`): NaN when either operand is NaN, and
/// `-0 < +0`.
#[inline(always)]
pub(crate) fn fmin_nan<T: Float>(a: T, b: T) -> T {
    if a < b || a.is_nan() {
        a
    } else if b < a || b.is_nan() || a.is_sign_positive() {
        b
    } else {
        a
    }
}

/// `sign`: -1, +1, or the operand itself for ±0 and NaN.
#[inline(always)]
pub(crate) fn fsign<T: Float>(x: T) -> T {
    if x > T::zero() {
        T::one()
    } else if x < T::zero() {
        -T::one()
    } else {
        x
    }
}

#[inline(always)]
pub(crate) fn logistic<T: Float>(x: T) -> T {
    T::one() / (T::one() + (-x).exp())
}

fn has_nan<T: Float>(z: Complex<T>) -> bool {
    z.re.is_nan() || z.im.is_nan()
}

/// Lexicographic (real, then imaginary) maximum, as the interpreter picks it: a NaN operand
/// wins (the first if both), and of two equal operands the first.
#[inline(always)]
pub(crate) fn cmax_lex<T: Float>(a: Complex<T>, b: Complex<T>) -> Complex<T> {
    if has_nan(a) {
        a
    } else if has_nan(b) || b.re > a.re || (b.re == a.re && b.im > a.im) {
        b
    } else {
        a
    }
}

/// Lexicographic (real, then imaginary) minimum; a NaN operand wins (the first if both), and
/// of two equal operands the first.
#[inline(always)]
pub(crate) fn cmin_lex<T: Float>(a: Complex<T>, b: Complex<T>) -> Complex<T> {
    if has_nan(a) {
        a
    } else if has_nan(b) || b.re < a.re || (b.re == a.re && b.im < a.im) {
        b
    } else {
        a
    }
}

/// Complex division by Smith's scaled algorithm (the interpreter's `complex_div`, bit for
/// bit): the divisor's smaller part is scaled by the larger, so `|b|²` is never formed (no
/// overflow or underflow of the textbook formula, and about XLA's accuracy). A real or
/// imaginary divisor divides each part once, exactly rounded; dividing by 0 gives
/// `(a.re/0, a.im/0)` as for reals.
#[inline(always)]
pub(crate) fn cdiv<T: Float>(a: Complex<T>, b: Complex<T>) -> Complex<T> {
    let (c, d) = (b.re, b.im);
    if d == T::zero() {
        Complex::new(a.re / c, a.im / c)
    } else if c == T::zero() {
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

/// `z / |z|`, and 0 for 0.
#[inline(always)]
pub(crate) fn csign<T: Float>(z: Complex<T>) -> Complex<T> {
    if z.re == T::zero() && z.im == T::zero() {
        z
    } else {
        z / z.norm()
    }
}

/// `z²` as StableHLO's `square` defines it: (a - b)(a + b) + 2ab·i, the real part 0 where
/// a - b or a + b is exactly 0 (no overflow of a² - b² when |a| = |b| is large).
#[inline(always)]
pub(crate) fn csquare<T: Float>(z: Complex<T>) -> Complex<T> {
    let (d, s) = (z.re - z.im, z.re + z.im);
    let re = if d == T::zero() || s == T::zero() {
        T::zero()
    } else {
        d * s
    };
    Complex::new(re, (z.re + z.re) * z.im)
}

/// `exp(z) - 1` without cancellation in the real part for small `z`.
#[inline(always)]
pub(crate) fn cexpm1<T: Float>(z: Complex<T>) -> Complex<T> {
    if !(z.re.is_finite() && z.im.is_finite()) {
        // num_complex's `exp` knows the C99 special cases (e.g. exp(-inf + i·inf) = 0).
        return z.exp() - Complex::new(T::one(), T::zero());
    }
    let half_sin = (z.im / (T::one() + T::one())).sin();
    let two = T::one() + T::one();
    Complex::new(
        z.re.exp_m1() * z.im.cos() - two * half_sin * half_sin,
        z.re.exp() * z.im.sin(),
    )
}

/// `log(1 + z)`; near zero the real part is `log1p(2x + x² + y²) / 2`, since forming `1 + z`
/// first would round a small real part away.
#[inline(always)]
pub(crate) fn clog1p<T: Float>(z: Complex<T>) -> Complex<T> {
    let (x, y) = (z.re, z.im);
    let half = T::one() / (T::one() + T::one());
    if x.abs() < half && y.abs() < half {
        let re = (x * (T::one() + T::one() + x) + y * y).ln_1p() * half;
        return Complex::new(re, y.atan2(T::one() + x));
    }
    (Complex::new(T::one(), T::zero()) + z).ln()
}

/// `tanh(z)` by Kahan's formula (with t = tan y, β = 1 + t², s = sinh x, ρ = √(1 + s²):
/// (βρs + i·t) / (1 + βs²)), which does not overflow where sinh(2x)/(cosh(2x) + cos(2y))
/// would; beyond |x| = 22 the real part is ±1 in either precision. The interpreter's rule.
#[inline(always)]
pub fn ctanh<T: Float>(z: Complex<T>) -> Complex<T> {
    let (x, y) = (z.re, z.im);
    let four = T::from(4.0).unwrap_or_else(T::one);
    if x.abs() > T::from(22.0).unwrap_or_else(T::max_value) {
        let two = T::one() + T::one();
        let im = four * y.sin() * y.cos() * (-two * x.abs()).exp();
        return Complex::new(T::one().copysign(x), im);
    }
    let t = y.tan();
    let beta = T::one() + t * t;
    let s = x.sinh();
    let rho = (T::one() + s * s).sqrt();
    let den = T::one() + beta * s * s;
    Complex::new(beta * rho * s / den, t / den)
}

/// `tan(z) = −i·tanh(iz)`.
#[inline(always)]
pub(crate) fn ctan<T: Float>(z: Complex<T>) -> Complex<T> {
    let t = ctanh(Complex::new(-z.im, z.re));
    Complex::new(t.im, -t.re)
}

#[inline(always)]
pub(crate) fn clogistic<T: Float>(z: Complex<T>) -> Complex<T> {
    let one = Complex::new(T::one(), T::zero());
    cdiv(one, one + (-z).exp())
}

/// Integer operations with StableHLO/XLA semantics (wrapping, no panics): the one definition
/// of integer arithmetic, used by the CPU kernels and the reference interpreter alike (the
/// CUDA header `fresnel.cuh` writes the same rules in C).
pub trait IntLane: Copy + Ord + Send + Sync + std::fmt::Debug + 'static {
    /// Two's complement (else unsigned).
    const SIGNED: bool;
    const ZERO: Self;
    const ONE: Self;
    const MIN: Self;
    const MAX: Self;
    fn wadd(self, b: Self) -> Self;
    fn wsub(self, b: Self) -> Self;
    fn wmul(self, b: Self) -> Self;
    fn wneg(self) -> Self;
    fn wabs(self) -> Self;
    fn sign(self) -> Self;
    fn bit_not(self) -> Self;
    fn bit_and(self, b: Self) -> Self;
    fn bit_or(self, b: Self) -> Self;
    fn bit_xor(self, b: Self) -> Self;
    /// Truncating division; `x / 0 = -1`, `MIN / -1 = MIN`.
    fn xdiv(self, b: Self) -> Self;
    /// Remainder with the dividend's sign; `x % 0 = x`, `MIN % -1 = 0`.
    fn xrem(self, b: Self) -> Self;
    /// Wrapping power; negative exponents give 0 unless the base is ±1.
    fn xpow(self, e: Self) -> Self;
    /// The value reinterpreted as unsigned, widened, for UNSIGNED comparisons.
    fn unsigned_key(self) -> u64;
    /// The value reinterpreted as two's-complement signed, widened, for SIGNED comparisons.
    fn signed_key(self) -> i64;
    fn popcnt(self) -> Self;
    fn clz(self) -> Self;
    /// Shifts by `b`; amounts outside `0..bits` (negative ones included) shift everything
    /// out: 0, or the sign fill for the arithmetic right shift.
    fn shl(self, b: Self) -> Self;
    fn shr_arith(self, b: Self) -> Self;
    fn shr_logic(self, b: Self) -> Self;
}

macro_rules! impl_int_lane {
    ($t:ty, $u:ty) => {
        impl IntLane for $t {
            const SIGNED: bool = true;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline(always)]
            fn wadd(self, b: Self) -> Self {
                self.wrapping_add(b)
            }
            #[inline(always)]
            fn wsub(self, b: Self) -> Self {
                self.wrapping_sub(b)
            }
            #[inline(always)]
            fn wmul(self, b: Self) -> Self {
                self.wrapping_mul(b)
            }
            #[inline(always)]
            fn wneg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline(always)]
            fn wabs(self) -> Self {
                self.wrapping_abs()
            }
            #[inline(always)]
            fn sign(self) -> Self {
                self.signum()
            }
            #[inline(always)]
            fn bit_not(self) -> Self {
                !self
            }
            #[inline(always)]
            fn bit_and(self, b: Self) -> Self {
                self & b
            }
            #[inline(always)]
            fn bit_or(self, b: Self) -> Self {
                self | b
            }
            #[inline(always)]
            fn bit_xor(self, b: Self) -> Self {
                self ^ b
            }
            #[inline(always)]
            fn xdiv(self, b: Self) -> Self {
                if b == 0 {
                    -1
                } else {
                    self.wrapping_div(b)
                }
            }
            #[inline(always)]
            fn xrem(self, b: Self) -> Self {
                if b == 0 {
                    self
                } else {
                    self.wrapping_rem(b)
                }
            }
            fn xpow(self, e: Self) -> Self {
                if e < 0 {
                    return match self {
                        1 => 1,
                        -1 if e % 2 != 0 => -1,
                        -1 => 1,
                        _ => 0,
                    };
                }
                let (mut acc, mut base, mut e) = (1 as $t, self, e);
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline(always)]
            fn unsigned_key(self) -> u64 {
                self as $u as u64
            }
            #[inline(always)]
            fn signed_key(self) -> i64 {
                self as i64
            }
            #[inline(always)]
            fn popcnt(self) -> Self {
                self.count_ones() as $t
            }
            #[inline(always)]
            fn clz(self) -> Self {
                self.leading_zeros() as $t
            }
            #[inline(always)]
            fn shl(self, b: Self) -> Self {
                if (b as $u) < <$t>::BITS as $u {
                    self << b
                } else {
                    0
                }
            }
            #[inline(always)]
            fn shr_arith(self, b: Self) -> Self {
                self >> (if (b as $u) < <$t>::BITS as $u {
                    b
                } else {
                    <$t>::BITS as $t - 1
                })
            }
            #[inline(always)]
            fn shr_logic(self, b: Self) -> Self {
                if (b as $u) < <$t>::BITS as $u {
                    ((self as $u) >> b) as $t
                } else {
                    0
                }
            }
        }
    };
}

impl_int_lane!(i8, u8);
impl_int_lane!(i16, u16);
impl_int_lane!(i32, u32);
impl_int_lane!(i64, u64);

/// Element conversion with `convert`'s semantics: numeric casts as Rust's `as` (float→int
/// saturates, NaN→0), anything→bool is `!= 0`, bool→number is 0/1, real→complex has zero
/// imaginary part, complex→real and complex→bool look at the real part only (StableHLO's
/// `convert_op_test_c128_to_i1`: (0, 1) converts to false).
pub(crate) trait FromLane<S> {
    fn from_lane(s: S) -> Self;
}

/// `FromLane<$src>` for every numeric `$dst`: Rust's `as`.
macro_rules! impl_casts_from {
    ($src:ty; $($dst:ty),*) => {
        $(
            impl FromLane<$src> for $dst {
                #[inline(always)]
                fn from_lane(s: $src) -> Self { s as $dst }
            }
        )*
    };
}

macro_rules! impl_numeric_casts {
    ($($src:ty),*) => {
        $(
            impl_casts_from!($src; i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);
            impl FromLane<$src> for bool {
                #[inline(always)]
                fn from_lane(s: $src) -> Self {
                    #[allow(clippy::float_cmp)]
                    { s != (0 as $src) }
                }
            }
            impl FromLane<$src> for Complex<f32> {
                #[inline(always)]
                fn from_lane(s: $src) -> Self { Complex::new(s as f32, 0.0) }
            }
            impl FromLane<$src> for Complex<f64> {
                #[inline(always)]
                fn from_lane(s: $src) -> Self { Complex::new(s as f64, 0.0) }
            }
            impl FromLane<bool> for $src {
                #[inline(always)]
                fn from_lane(s: bool) -> Self { s as u8 as $src }
            }
            impl FromLane<Complex<f32>> for $src {
                #[inline(always)]
                fn from_lane(s: Complex<f32>) -> Self { s.re as $src }
            }
            impl FromLane<Complex<f64>> for $src {
                #[inline(always)]
                fn from_lane(s: Complex<f64>) -> Self { s.re as $src }
            }
        )*
    };
}

impl_numeric_casts!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

impl FromLane<bool> for bool {
    #[inline(always)]
    fn from_lane(s: bool) -> Self {
        s
    }
}

macro_rules! impl_complex_casts {
    ($($t:ty),*) => {
        $(
            impl FromLane<Complex<$t>> for bool {
                #[inline(always)]
                fn from_lane(s: Complex<$t>) -> Self { s.re != 0.0 }
            }
            impl FromLane<bool> for Complex<$t> {
                #[inline(always)]
                fn from_lane(s: bool) -> Self { Complex::new(s as u8 as $t, 0.0) }
            }
            impl FromLane<Complex<$t>> for Complex<f32> {
                #[inline(always)]
                fn from_lane(s: Complex<$t>) -> Self { Complex::new(s.re as f32, s.im as f32) }
            }
            impl FromLane<Complex<$t>> for Complex<f64> {
                #[inline(always)]
                fn from_lane(s: Complex<$t>) -> Self { Complex::new(s.re as f64, s.im as f64) }
            }
        )*
    };
}

impl_complex_casts!(f32, f64);

/// f16 and bf16 convert through f64, which holds every value of both and of every other
/// numeric source but the widest integers: one rounding (`fresnel_ir::narrow`), as `as` does.
macro_rules! impl_half_casts {
    ($($h:ty => $round:path),*) => {
        $(
            impl_half_casts!(@numeric $h, $round; i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);
            impl FromLane<bool> for $h {
                #[inline(always)]
                fn from_lane(s: bool) -> Self { $round(s as u8 as f64) }
            }
            impl FromLane<$h> for bool {
                #[inline(always)]
                fn from_lane(s: $h) -> Self { s.to_f64() != 0.0 }
            }
            impl FromLane<half::f16> for $h {
                #[inline(always)]
                fn from_lane(s: half::f16) -> Self { $round(s.to_f64()) }
            }
            impl FromLane<half::bf16> for $h {
                #[inline(always)]
                fn from_lane(s: half::bf16) -> Self { $round(s.to_f64()) }
            }
            impl FromLane<Complex<f32>> for $h {
                #[inline(always)]
                fn from_lane(s: Complex<f32>) -> Self { $round(s.re as f64) }
            }
            impl FromLane<Complex<f64>> for $h {
                #[inline(always)]
                fn from_lane(s: Complex<f64>) -> Self { $round(s.re) }
            }
            impl FromLane<$h> for Complex<f32> {
                #[inline(always)]
                fn from_lane(s: $h) -> Self { Complex::new(s.to_f32(), 0.0) }
            }
            impl FromLane<$h> for Complex<f64> {
                #[inline(always)]
                fn from_lane(s: $h) -> Self { Complex::new(s.to_f64(), 0.0) }
            }
        )*
    };
    (@numeric $h:ty, $round:path; $($t:ty),*) => {
        $(
            impl FromLane<$t> for $h {
                #[inline(always)]
                fn from_lane(s: $t) -> Self { $round(s as f64) }
            }
            impl FromLane<$h> for $t {
                #[inline(always)]
                fn from_lane(s: $h) -> Self { s.to_f64() as $t }
            }
        )*
    };
}

impl_half_casts!(
    half::f16 => fresnel_ir::narrow::f16_from_f64,
    half::bf16 => fresnel_ir::narrow::bf16_from_f64
);

mod unsigned;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_division_edge_cases_follow_xla() {
        assert_eq!(7i32.xdiv(0), -1);
        assert_eq!(i32::MIN.xdiv(-1), i32::MIN);
        assert_eq!((-7i32).xdiv(2), -3);
        assert_eq!(7i64.xrem(0), 7);
        assert_eq!(i64::MIN.xrem(-1), 0);
        assert_eq!((-7i32).xrem(2), -1);
    }

    #[test]
    fn integer_power_handles_negative_exponents_and_wraps() {
        assert_eq!(3i32.xpow(4), 81);
        assert_eq!(2i32.xpow(-1), 0);
        assert_eq!((-1i64).xpow(-3), -1);
        assert_eq!((-1i64).xpow(-4), 1);
        assert_eq!(1i32.xpow(-9), 1);
        assert_eq!(2i32.xpow(31), i32::MIN);
        assert_eq!(2i32.xpow(40), 0);
    }

    #[test]
    fn float_max_min_propagate_nan() {
        assert!(fmax_nan(f32::NAN, 1.0).is_nan());
        assert!(fmax_nan(1.0, f32::NAN).is_nan());
        assert!(fmin_nan(f64::NAN, 1.0).is_nan());
        assert!(fmin_nan(1.0, f64::NAN).is_nan());
        assert_eq!(fmax_nan(1.0f32, 2.0), 2.0);
        assert_eq!(fmin_nan(1.0f32, 2.0), 1.0);
        assert!(fmax_nan(-0.0f32, 0.0).is_sign_positive());
        assert!(fmax_nan(0.0f32, -0.0).is_sign_positive());
        assert!(fmin_nan(-0.0f64, 0.0).is_sign_negative());
        assert!(fmin_nan(0.0f64, -0.0).is_sign_negative());
    }

    #[test]
    fn total_order_keys_sort_like_ieee_total_order() {
        let xs = [
            -f32::NAN,
            f32::NEG_INFINITY,
            -1.0,
            -0.0,
            0.0,
            1e-30,
            1.0,
            f32::INFINITY,
            f32::NAN,
        ];
        for w in xs.windows(2) {
            assert!(w[0].total_order_key() < w[1].total_order_key(), "{w:?}");
        }
    }

    #[test]
    fn complex_expm1_is_accurate_for_small_arguments() {
        let z = Complex::new(1e-10f64, 1e-10);
        let e = cexpm1(z);
        // Exact: re = e^a·cos b − 1 ≈ a + (a² − b²)/2 = 1e-10, im = e^a·sin b ≈ 1.0000000001e-10.
        assert!((e.re / 1e-10 - 1.0).abs() < 1e-12, "{e}");
        assert!((e.im / 1.0000000001e-10 - 1.0).abs() < 1e-12, "{e}");
    }
}
