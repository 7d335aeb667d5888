//! Element types as Rust types: the glue between `Data`'s variants and the generic op code.
//!
//! [`Elem`] ties a Rust type to its `Data` variant, [`Float`] is what the f32/f64 (and, through
//! `Complex<F>`, the complex) semantics are written against, [`Int`] the same for i32/i64.

use fresnel_ir::{DType, Data, Scalar};
use fresnel_kernels::IntLane;
use num_complex::{Complex32, Complex64};
use std::cmp::Ordering;
use std::fmt::Debug;
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};

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
/// arithmetic wraps, with StableHLO's semantics as [`IntLane`] defines them for the kernels.
pub(crate) trait Int: Elem + IntLane {}

impl<T: Elem + IntLane> Int for T {}

/// Builds a `Data` of `dtype` from scalars that all have that dtype.
pub(crate) fn data_from_scalars(dtype: DType, scalars: &[Scalar]) -> Result<Data, String> {
    data_from_fn(dtype, scalars.len(), |i| scalars[i])
}

/// Builds a `Data` of `dtype` with element `i` equal to `element(i)`, in order, without
/// staging the scalars (a `Scalar` takes three times the room of an `f64`).
pub(crate) fn data_from_fn(
    dtype: DType,
    len: usize,
    mut element: impl FnMut(usize) -> Scalar,
) -> Result<Data, String> {
    let mut out = Data::zeros(dtype, len);
    for i in 0..len {
        let s = element(i);
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
