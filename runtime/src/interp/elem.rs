//! Element types as Rust types: the glue between `Data`'s variants and the generic op code.
//!
//! [`Elem`] ties a Rust type to its `Data` variant, [`Float`] is what the f32/f64 (and, through
//! `Complex<F>`, the complex) semantics are written against, [`Int`] the same for i32/i64.

use fresnel_ir::{DType, Data, Scalar};
use num_complex::{Complex32, Complex64};
use std::cmp::Ordering;
use std::fmt::Debug;
use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Not, Rem, Sub};

/// A Rust type stored in one `Data` variant.
pub(crate) trait Elem: Copy + PartialEq + Debug + 'static {
    const DTYPE: DType;
    /// Zero (false for i1): the empty sum.
    const ZERO: Self;
    fn wrap(v: Vec<Self>) -> Data;
    fn view(d: &Data) -> Option<&[Self]>;
}

macro_rules! impl_elem {
    ($t:ty, $variant:ident, $zero:expr) => {
        impl Elem for $t {
            const DTYPE: DType = DType::$variant;
            const ZERO: Self = $zero;
            fn wrap(v: Vec<Self>) -> Data {
                Data::$variant(v)
            }
            fn view(d: &Data) -> Option<&[Self]> {
                match d {
                    Data::$variant(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}
impl_elem!(bool, I1, false);
impl_elem!(i32, I32, 0);
impl_elem!(i64, I64, 0);
impl_elem!(i8, I8, 0);
impl_elem!(i16, I16, 0);
impl_elem!(u8, U8, 0);
impl_elem!(u16, U16, 0);
impl_elem!(u32, U32, 0);
impl_elem!(u64, U64, 0);
impl_elem!(f32, F32, 0.0);
impl_elem!(f64, F64, 0.0);
impl_elem!(Complex32, C64, Complex32::new(0.0, 0.0));
impl_elem!(Complex64, C128, Complex64::new(0.0, 0.0));

/// Runs `$body` with `$v` bound to the vector inside `$data` (a `&Data`) and `$T` naming its
/// element type, so that generic code is written once for every dtype.
macro_rules! with_data {
    ($data:expr, |$v:ident: $T:ident| $body:expr) => {
        match $data {
            fresnel_ir::Data::I1($v) => {
                #[allow(dead_code)]
                type $T = bool;
                $body
            }
            fresnel_ir::Data::I32($v) => {
                #[allow(dead_code)]
                type $T = i32;
                $body
            }
            fresnel_ir::Data::I64($v) => {
                #[allow(dead_code)]
                type $T = i64;
                $body
            }
            fresnel_ir::Data::F32($v) => {
                #[allow(dead_code)]
                type $T = f32;
                $body
            }
            fresnel_ir::Data::F64($v) => {
                #[allow(dead_code)]
                type $T = f64;
                $body
            }
            fresnel_ir::Data::C64($v) => {
                #[allow(dead_code)]
                type $T = num_complex::Complex32;
                $body
            }
            fresnel_ir::Data::C128($v) => {
                #[allow(dead_code)]
                type $T = num_complex::Complex64;
                $body
            }
            fresnel_ir::Data::I8($v) => {
                #[allow(dead_code)]
                type $T = i8;
                $body
            }
            fresnel_ir::Data::I16($v) => {
                #[allow(dead_code)]
                type $T = i16;
                $body
            }
            fresnel_ir::Data::U8($v) => {
                #[allow(dead_code)]
                type $T = u8;
                $body
            }
            fresnel_ir::Data::U16($v) => {
                #[allow(dead_code)]
                type $T = u16;
                $body
            }
            fresnel_ir::Data::U32($v) => {
                #[allow(dead_code)]
                type $T = u32;
                $body
            }
            fresnel_ir::Data::U64($v) => {
                #[allow(dead_code)]
                type $T = u64;
                $body
            }
            fresnel_ir::Data::F16(_) | fresnel_ir::Data::BF16(_) | fresnel_ir::Data::Small(..) => {
                return Err($crate::interp::elem::NARROW_FLOAT_ARITHMETIC.to_string())
            }
        }
    };
}

/// Why arithmetic on f16/bf16 data fails here: programs run widened (`fresnel_ir::narrow`), so
/// only conversions and data movement ever see such data.
pub(crate) const NARROW_FLOAT_ARITHMETIC: &str =
    "arithmetic on narrow types runs in their carriers: widen the program first (fresnel_ir::narrow::widen)";
pub(crate) use with_data;

/// f32 and f64. Method names mirror the inherent ones, which the impls forward to.
pub(crate) trait Float:
    Elem
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Rem<Output = Self>
    + Neg<Output = Self>
{
    const ONE: Self;
    /// `f64 → Self`, rounding to nearest.
    fn from_f64(x: f64) -> Self;
    /// Exact.
    fn to_f64(self) -> f64;
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn abs(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn round_ties_even(self) -> Self;
    fn sqrt(self) -> Self;
    fn copysign(self, sign: Self) -> Self;
    fn total_cmp(&self, other: &Self) -> Ordering;
    /// The next representable value from `self` towards `to` (C's `nextafter`).
    fn next_after(self, to: Self) -> Self;
}

macro_rules! impl_float {
    ($t:ident) => {
        impl Float for $t {
            const ONE: Self = 1.0;
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn is_nan(self) -> bool {
                $t::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                $t::is_sign_negative(self)
            }
            fn abs(self) -> Self {
                $t::abs(self)
            }
            fn floor(self) -> Self {
                $t::floor(self)
            }
            fn ceil(self) -> Self {
                $t::ceil(self)
            }
            fn round_ties_even(self) -> Self {
                $t::round_ties_even(self)
            }
            fn sqrt(self) -> Self {
                $t::sqrt(self)
            }
            fn copysign(self, sign: Self) -> Self {
                $t::copysign(self, sign)
            }
            fn total_cmp(&self, other: &Self) -> Ordering {
                $t::total_cmp(self, other)
            }
            fn next_after(self, to: Self) -> Self {
                if self.is_nan() || to.is_nan() {
                    return $t::NAN;
                }
                if self == to {
                    return to;
                }
                if self == 0.0 {
                    // The smallest subnormal, with the sign of the direction.
                    return $t::from_bits(1).copysign(to);
                }
                // Adjacent floats of one sign have adjacent bit patterns; the magnitude grows
                // when moving away from zero.
                let bits = self.to_bits();
                let grows = (to > self) == (self > 0.0);
                $t::from_bits(if grows { bits + 1 } else { bits - 1 })
            }
        }
    };
}
impl_float!(f32);
impl_float!(f64);

/// The integers, signed (i8 … i64) and unsigned (ui8 … ui64): fixed-width numbers whose
/// arithmetic wraps. Signed ones are two's complement.
pub(crate) trait Int:
    Elem
    + Ord
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
{
    const ONE: Self;
    /// Every bit set: −1 when signed, the maximum when unsigned.
    const MINUS_ONE: Self;
    const SIGNED: bool;
    fn wrapping_add(self, o: Self) -> Self;
    fn wrapping_sub(self, o: Self) -> Self;
    fn wrapping_mul(self, o: Self) -> Self;
    fn wrapping_neg(self) -> Self;
    fn wrapping_abs(self) -> Self;
    /// Division truncating toward zero; `MIN / -1` wraps. The divisor must not be zero.
    fn wrapping_div(self, o: Self) -> Self;
    /// Remainder with the dividend's sign; `MIN % -1 == 0`. The divisor must not be zero.
    fn wrapping_rem(self, o: Self) -> Self;
    fn signum(self) -> Self;
    fn unsigned_abs_u64(self) -> u64;
    /// Compares the bit patterns as unsigned numbers.
    fn cmp_unsigned(self, o: Self) -> Ordering;
    /// Compares the bit patterns as two's-complement signed numbers.
    fn cmp_signed(self, o: Self) -> Ordering;
    fn popcnt(self) -> Self;
    fn count_leading_zeros(self) -> Self;
    /// StableHLO's shifts: an amount outside `0..bits` (read as unsigned, so negative ones
    /// too) shifts every bit out, leaving 0, or the sign for the arithmetic right shift. The
    /// arithmetic right shift copies the top bit whatever the signedness (as XLA and
    /// StableHLO's interpreter do on unsigned types); the logical one shifts in zeros.
    fn shift_left(self, o: Self) -> Self;
    fn shift_right_arithmetic(self, o: Self) -> Self;
    fn shift_right_logical(self, o: Self) -> Self;
}

macro_rules! impl_int {
    ($t:ident, $u:ident) => {
        impl Int for $t {
            const ONE: Self = 1;
            const MINUS_ONE: Self = -1;
            const SIGNED: bool = true;
            fn wrapping_add(self, o: Self) -> Self {
                $t::wrapping_add(self, o)
            }
            fn wrapping_sub(self, o: Self) -> Self {
                $t::wrapping_sub(self, o)
            }
            fn wrapping_mul(self, o: Self) -> Self {
                $t::wrapping_mul(self, o)
            }
            fn wrapping_neg(self) -> Self {
                $t::wrapping_neg(self)
            }
            fn wrapping_abs(self) -> Self {
                $t::wrapping_abs(self)
            }
            fn wrapping_div(self, o: Self) -> Self {
                $t::wrapping_div(self, o)
            }
            fn wrapping_rem(self, o: Self) -> Self {
                $t::wrapping_rem(self, o)
            }
            fn signum(self) -> Self {
                $t::signum(self)
            }
            fn unsigned_abs_u64(self) -> u64 {
                $t::unsigned_abs(self) as u64
            }
            fn cmp_unsigned(self, o: Self) -> Ordering {
                (self as $u).cmp(&(o as $u))
            }
            fn cmp_signed(self, o: Self) -> Ordering {
                self.cmp(&o)
            }
            fn popcnt(self) -> Self {
                self.count_ones() as $t
            }
            fn count_leading_zeros(self) -> Self {
                self.leading_zeros() as $t
            }
            fn shift_left(self, o: Self) -> Self {
                u32::try_from(o as $u)
                    .ok()
                    .and_then(|s| self.checked_shl(s))
                    .unwrap_or(0)
            }
            fn shift_right_arithmetic(self, o: Self) -> Self {
                u32::try_from(o as $u)
                    .ok()
                    .and_then(|s| self.checked_shr(s))
                    .unwrap_or(if self < 0 { -1 } else { 0 })
            }
            fn shift_right_logical(self, o: Self) -> Self {
                u32::try_from(o as $u)
                    .ok()
                    .and_then(|s| (self as $u).checked_shr(s))
                    .map_or(0, |v| v as $t)
            }
        }
    };
}
impl_int!(i8, u8);
impl_int!(i16, u16);
impl_int!(i32, u32);
impl_int!(i64, u64);

/// The unsigned integers; `$s` is the signed type of the same width, whose view of the bits
/// the signed comparison and the arithmetic right shift use.
macro_rules! impl_uint {
    ($t:ident, $s:ident) => {
        impl Int for $t {
            const ONE: Self = 1;
            const MINUS_ONE: Self = $t::MAX;
            const SIGNED: bool = false;
            fn wrapping_add(self, o: Self) -> Self {
                $t::wrapping_add(self, o)
            }
            fn wrapping_sub(self, o: Self) -> Self {
                $t::wrapping_sub(self, o)
            }
            fn wrapping_mul(self, o: Self) -> Self {
                $t::wrapping_mul(self, o)
            }
            fn wrapping_neg(self) -> Self {
                $t::wrapping_neg(self)
            }
            fn wrapping_abs(self) -> Self {
                self
            }
            fn wrapping_div(self, o: Self) -> Self {
                self / o
            }
            fn wrapping_rem(self, o: Self) -> Self {
                self % o
            }
            fn signum(self) -> Self {
                (self != 0) as $t
            }
            fn unsigned_abs_u64(self) -> u64 {
                self as u64
            }
            fn cmp_unsigned(self, o: Self) -> Ordering {
                self.cmp(&o)
            }
            fn cmp_signed(self, o: Self) -> Ordering {
                (self as $s).cmp(&(o as $s))
            }
            fn popcnt(self) -> Self {
                self.count_ones() as $t
            }
            fn count_leading_zeros(self) -> Self {
                self.leading_zeros() as $t
            }
            fn shift_left(self, o: Self) -> Self {
                u32::try_from(o)
                    .ok()
                    .and_then(|s| self.checked_shl(s))
                    .unwrap_or(0)
            }
            fn shift_right_arithmetic(self, o: Self) -> Self {
                let signed = self as $s;
                u32::try_from(o)
                    .ok()
                    .and_then(|s| signed.checked_shr(s))
                    .unwrap_or(if signed < 0 { -1 } else { 0 }) as $t
            }
            fn shift_right_logical(self, o: Self) -> Self {
                u32::try_from(o)
                    .ok()
                    .and_then(|s| self.checked_shr(s))
                    .unwrap_or(0)
            }
        }
    };
}
impl_uint!(u8, i8);
impl_uint!(u16, i16);
impl_uint!(u32, i32);
impl_uint!(u64, i64);

/// Builds a `Data` of `dtype` from scalars that all have that dtype.
pub(crate) fn data_from_scalars(dtype: DType, scalars: &[Scalar]) -> Result<Data, String> {
    let mut out = Data::zeros(dtype, scalars.len());
    for (i, &s) in scalars.iter().enumerate() {
        if s.dtype() != dtype {
            return Err(format!(
                "expected an element of type {dtype}, got {}",
                s.dtype()
            ));
        }
        out.set(i, s);
    }
    Ok(out)
}

/// Concatenates the data of several arrays of one dtype.
pub(crate) fn concat_data(parts: &[&Data]) -> Result<Data, String> {
    let Some(first) = parts.first() else {
        return Err("nothing to concatenate".to_string());
    };
    if first.dtype().is_narrow_float() || first.dtype().is_small() {
        let bytes: Vec<u8> = parts.iter().flat_map(|p| p.to_le_bytes()).collect();
        return match parts.iter().find(|p| p.dtype() != first.dtype()) {
            Some(p) => Err(format!(
                "element types differ ({} vs {})",
                first.dtype(),
                p.dtype()
            )),
            None => Data::from_le_bytes(first.dtype(), &bytes).ok_or("bad element bytes".into()),
        };
    }
    with_data!(first, |_v: T| {
        let mut out: Vec<T> = Vec::new();
        for p in parts {
            let Some(v) = T::view(p) else {
                return Err(format!(
                    "element types differ ({} vs {})",
                    T::DTYPE,
                    p.dtype()
                ));
            };
            out.extend_from_slice(v);
        }
        Ok(T::wrap(out))
    })
}
