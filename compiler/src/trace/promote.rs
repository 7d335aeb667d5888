//! Dtype promotion (JAX's lattice) and weakly typed Rust scalars.
//!
//! Strong promotion: bool < ints < floats < complex; within a kind the wider wins; an int with a
//! float gives that float (as in JAX, not NumPy); a float with a complex gives the complex type
//! wide enough for both. A Rust scalar is *weak* (like a Python scalar in JAX): it takes the
//! tensor's dtype when that is at least of its kind (`f32 tensor + 1.0f64` stays f32), and only
//! lifts the kind otherwise (`f32 tensor * Complex64` is `complex<f32>`).

use super::state::Tensor;
use fresnel_ir::{DType, Scalar};
use num_complex::{Complex32, Complex64};

/// 0 bool, 1 int, 2 float, 3 complex.
fn kind(d: DType) -> u8 {
    match d {
        DType::I1 => 0,
        DType::I2
        | DType::I4
        | DType::U2
        | DType::U4
        | DType::I8
        | DType::I16
        | DType::I32
        | DType::I64
        | DType::U8
        | DType::U16
        | DType::U32
        | DType::U64 => 1,
        DType::F8E4M3FN
        | DType::F8E5M2
        | DType::F8E4M3
        | DType::F8E3M4
        | DType::F8E4M3FNUZ
        | DType::F8E5M2FNUZ
        | DType::F8E4M3B11FNUZ
        | DType::F8E8M0FNU
        | DType::F6E2M3FN
        | DType::F6E3M2FN
        | DType::F4E2M1FN
        | DType::F16
        | DType::BF16
        | DType::F32
        | DType::F64 => 2,
        DType::C64 | DType::C128 => 3,
    }
}

fn is_wide(d: DType) -> bool {
    matches!(d, DType::I64 | DType::F64 | DType::C128)
}

/// The common dtype of two tensors.
pub(crate) fn join(a: DType, b: DType) -> DType {
    if a == b {
        return a;
    }
    let (lo, hi) = if kind(a) <= kind(b) { (a, b) } else { (b, a) };
    if a.is_int() && b.is_int() && a.is_unsigned() != b.is_unsigned() {
        return join_mixed_ints(a, b);
    }
    if kind(lo) == kind(hi) && lo.is_int() {
        return if lo.size_bytes() >= hi.size_bytes() {
            lo
        } else {
            hi
        };
    }
    if kind(lo) == 2 && kind(hi) == 2 {
        // The wider float; f16 with bf16 (neither holds the other) gives f32, as in JAX.
        return match lo.size_bytes().cmp(&hi.size_bytes()) {
            std::cmp::Ordering::Greater => lo,
            std::cmp::Ordering::Less => hi,
            std::cmp::Ordering::Equal => DType::F32,
        };
    }
    if kind(lo) == kind(hi) {
        return if is_wide(lo) { lo } else { hi };
    }
    match (kind(lo), hi) {
        // A complex type must also hold the float's precision.
        (2, DType::C64) if lo == DType::F64 => DType::C128,
        _ => hi,
    }
}

/// A signed and an unsigned integer type, as JAX promotes them: the narrowest signed type
/// that holds both (uint8 with int8 is int16), and float64 where none does (uint64 with any
/// signed type).
fn join_mixed_ints(a: DType, b: DType) -> DType {
    let (u, s) = if a.is_unsigned() { (a, b) } else { (b, a) };
    if s.size_bytes() > u.size_bytes() {
        return s;
    }
    match u {
        DType::U8 => DType::I16,
        DType::U16 => DType::I32,
        DType::U32 => DType::I64,
        _ => DType::F64,
    }
}

/// The dtype that transcendental functions and true division compute in: ints and bools
/// become floats (64-bit ints → f64, others → f32), floats and complex stay.
pub(crate) fn inexact(d: DType) -> DType {
    match d {
        DType::I64 | DType::U64 => DType::F64,
        d if d.is_integral() => DType::F32,
        other => other,
    }
}

/// A Rust scalar operand, with the dtype it has when it stands alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum WeakScalar {
    Bool(bool),
    Int(i64, DType),
    Real(f64, DType),
    Complex(Complex64, DType),
}

impl WeakScalar {
    pub(crate) fn own_dtype(self) -> DType {
        match self {
            WeakScalar::Bool(_) => DType::I1,
            WeakScalar::Int(_, d) | WeakScalar::Real(_, d) | WeakScalar::Complex(_, d) => d,
        }
    }

    /// The dtype of `tensor ⊕ self` for a tensor of dtype `t`.
    pub(crate) fn join_with(self, t: DType) -> DType {
        let own = self.own_dtype();
        if kind(t) >= kind(own) {
            return t;
        }
        match self {
            WeakScalar::Complex(..) if t.is_float() => {
                t.complex_of().expect("a float has a complex type")
            }
            _ => own,
        }
    }

    /// The value in `dtype` (complex parts are dropped only if `dtype` is real, which
    /// promotion never asks for).
    pub(crate) fn to_scalar(self, dtype: DType) -> Scalar {
        match (self, dtype) {
            (WeakScalar::Complex(z, _), DType::C64) => {
                Scalar::C64(Complex32::new(z.re as f32, z.im as f32))
            }
            (WeakScalar::Complex(z, _), DType::C128) => Scalar::C128(z),
            (WeakScalar::Complex(z, _), d) => Scalar::from_f64(d, z.re),
            (WeakScalar::Int(i, _), DType::I64) => Scalar::I64(i),
            (WeakScalar::Int(i, _), d) => Scalar::from_f64(d, i as f64),
            (WeakScalar::Real(x, _), d) => Scalar::from_f64(d, x),
            (WeakScalar::Bool(b), d) => Scalar::from_f64(d, b as u8 as f64),
        }
    }

    /// True when the value is an integer that `powi` can handle with multiplies.
    pub(crate) fn as_small_int(self) -> Option<i32> {
        let x = match self {
            WeakScalar::Int(i, _) => i as f64,
            WeakScalar::Real(x, _) => x,
            WeakScalar::Complex(z, _) if z.im == 0.0 => z.re,
            _ => return None,
        };
        (x.fract() == 0.0 && x.abs() <= 64.0).then_some(x as i32)
    }
}

/// The right-hand side of a binary method: a tensor or a Rust scalar.
#[derive(Clone, Debug)]
pub struct Operand(pub(crate) OperandKind);

#[derive(Clone, Debug)]
pub(crate) enum OperandKind {
    Tensor(Tensor),
    Scalar(WeakScalar),
}

/// Anything usable as an operand next to a tensor: `Tensor`, `&Tensor`, `f64`, `f32`, `i32`,
/// `i64`, `bool`, `Complex64`, `Complex32`.
pub trait IntoOperand {
    fn into_operand(self) -> Operand;
}

impl IntoOperand for Operand {
    fn into_operand(self) -> Operand {
        self
    }
}
impl IntoOperand for Tensor {
    fn into_operand(self) -> Operand {
        Operand(OperandKind::Tensor(self))
    }
}
impl IntoOperand for &Tensor {
    fn into_operand(self) -> Operand {
        Operand(OperandKind::Tensor(self.clone()))
    }
}

macro_rules! weak_operand {
    ($t:ty, $x:ident => $e:expr) => {
        impl IntoOperand for $t {
            fn into_operand(self) -> Operand {
                let $x = self;
                Operand(OperandKind::Scalar($e))
            }
        }
    };
}
weak_operand!(f64, x => WeakScalar::Real(x, DType::F64));
weak_operand!(f32, x => WeakScalar::Real(x as f64, DType::F32));
weak_operand!(i32, x => WeakScalar::Int(x as i64, DType::I32));
weak_operand!(i64, x => WeakScalar::Int(x, DType::I64));
weak_operand!(bool, x => WeakScalar::Bool(x));
weak_operand!(Complex64, x => WeakScalar::Complex(x, DType::C128));
weak_operand!(Complex32, x => WeakScalar::Complex(
    Complex64::new(x.re as f64, x.im as f64),
    DType::C64
));

/// NumPy broadcasting of two shapes (right-aligned; equal sizes or one of them 1).
pub(crate) fn broadcast_shapes(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let r = a.len().max(b.len());
    let mut out = vec![0; r];
    for (i, o) in out.iter_mut().enumerate() {
        let da = (i + a.len()).checked_sub(r).map_or(1, |j| a[j]);
        let db = (i + b.len()).checked_sub(r).map_or(1, |j| b[j]);
        *o = match (da, db) {
            (x, y) if x == y => x,
            (1, y) => y,
            (x, 1) => x,
            _ => return None,
        };
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trace_promotion_follows_jax_lattice() {
        assert_eq!(join(DType::F32, DType::F64), DType::F64);
        assert_eq!(join(DType::I32, DType::F32), DType::F32);
        assert_eq!(join(DType::I64, DType::F32), DType::F32);
        assert_eq!(join(DType::F32, DType::C64), DType::C64);
        assert_eq!(join(DType::F64, DType::C64), DType::C128);
        assert_eq!(join(DType::C64, DType::F64), DType::C128);
        assert_eq!(join(DType::I1, DType::I32), DType::I32);
        assert_eq!(join(DType::I64, DType::I32), DType::I64);
        assert_eq!(join(DType::I8, DType::I16), DType::I16);
        assert_eq!(join(DType::U8, DType::U32), DType::U32);
        assert_eq!(join(DType::U8, DType::I8), DType::I16);
        assert_eq!(join(DType::U16, DType::I64), DType::I64);
        assert_eq!(join(DType::U64, DType::I8), DType::F64);
        assert_eq!(join(DType::U8, DType::F32), DType::F32);
        assert_eq!(inexact(DType::U8), DType::F32);
        assert_eq!(inexact(DType::U64), DType::F64);
    }

    #[test]
    fn trace_weak_scalars_keep_the_tensor_dtype() {
        let f = WeakScalar::Real(1.0, DType::F64);
        assert_eq!(f.join_with(DType::F32), DType::F32);
        assert_eq!(f.join_with(DType::C64), DType::C64);
        assert_eq!(f.join_with(DType::I32), DType::F64);
        let z = WeakScalar::Complex(Complex64::new(0.0, 1.0), DType::C128);
        assert_eq!(z.join_with(DType::F32), DType::C64);
        assert_eq!(z.join_with(DType::F64), DType::C128);
        assert_eq!(z.join_with(DType::I32), DType::C128);
        let i = WeakScalar::Int(2, DType::I32);
        assert_eq!(i.join_with(DType::I64), DType::I64);
        assert_eq!(i.join_with(DType::I1), DType::I32);
    }

    #[test]
    fn trace_broadcast_shapes_numpy_rules() {
        assert_eq!(broadcast_shapes(&[3, 1], &[4]), Some(vec![3, 4]));
        assert_eq!(broadcast_shapes(&[], &[2, 2]), Some(vec![2, 2]));
        assert_eq!(broadcast_shapes(&[3], &[4]), None);
        assert_eq!(
            broadcast_shapes(&[1, 5, 1], &[7, 1, 1, 2]),
            Some(vec![7, 1, 5, 2])
        );
    }
}
