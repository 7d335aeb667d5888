//! Array-level elementwise ops: unary, binary, compare, select, clamp, convert, iota, complex.
//! Operand shapes and dtypes are checked here; the per-element meaning is in `scalar`.

use super::data_movement::{broadcast_in_dim, num_elements};
use super::elem::{with_data, Elem, Float};
use super::scalar::{complex_to_real, Ops};
use fresnel_ir::{
    Array, BinaryOp, CompareDir, CompareType, DType, Data, Scalar, TensorType, UnaryOp,
};
use num_complex::{Complex, Complex32, Complex64};
use std::cmp::Ordering;

fn same_shape(a: &Array, b: &Array) -> Result<(), String> {
    if a.shape == b.shape {
        Ok(())
    } else {
        Err(format!("operand shapes differ ({} vs {})", a.ty(), b.ty()))
    }
}

fn same_dtype(a: &Array, b: &Array) -> Result<(), String> {
    if a.dtype() == b.dtype() {
        Ok(())
    } else {
        Err(format!(
            "operand element types differ ({} vs {})",
            a.ty(),
            b.ty()
        ))
    }
}

fn map<T: Copy, U>(v: &[T], f: fn(T) -> U) -> Vec<U> {
    v.iter().map(|&x| f(x)).collect()
}

fn zip_map<T: Copy, U>(a: &[T], b: &[T], f: fn(T, T) -> U) -> Vec<U> {
    a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect()
}

fn complex_to_real_data<F: Float>(op: UnaryOp, v: &[Complex<F>]) -> Option<Data> {
    complex_to_real::<F>(op).map(|f| F::wrap(map(v, f)))
}

pub fn unary(op: UnaryOp, x: &Array) -> Result<Array, String> {
    let unsupported = || format!("not defined on element type {}", x.dtype());
    let data = match (op, &x.data) {
        (UnaryOp::IsFinite, Data::F32(v)) => Data::I1(map(v, f32::is_finite)),
        (UnaryOp::IsFinite, Data::F64(v)) => Data::I1(map(v, f64::is_finite)),
        (UnaryOp::IsFinite, Data::C64(v)) => Data::I1(map(v, |z: Complex32| z.is_finite())),
        (UnaryOp::IsFinite, Data::C128(v)) => Data::I1(map(v, |z: Complex64| z.is_finite())),
        (UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag, Data::C64(v)) => {
            complex_to_real_data(op, v).ok_or_else(unsupported)?
        }
        (UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag, Data::C128(v)) => {
            complex_to_real_data(op, v).ok_or_else(unsupported)?
        }
        (_, d) => with_data!(d, |v: T| {
            let f = T::unary_fn(op).ok_or_else(unsupported)?;
            T::wrap(map(v, f))
        }),
    };
    Ok(Array {
        shape: x.shape.clone(),
        data,
    })
}

pub fn binary(op: BinaryOp, a: &Array, b: &Array) -> Result<Array, String> {
    same_shape(a, b)?;
    same_dtype(a, b)?;
    let data = match (op, &a.data, &b.data) {
        (BinaryOp::Complex, Data::F32(re), Data::F32(im)) => {
            Data::C64(zip_map(re, im, Complex::new))
        }
        (BinaryOp::Complex, Data::F64(re), Data::F64(im)) => {
            Data::C128(zip_map(re, im, Complex::new))
        }
        (_, x, y) => with_data!(x, |xs: T| {
            let ys = T::view(y).ok_or("operand element types differ")?;
            let f = T::binary_fn(op)
                .ok_or_else(|| format!("not defined on element type {}", T::DTYPE))?;
            T::wrap(zip_map(xs, ys, f))
        }),
    };
    Ok(Array {
        shape: a.shape.clone(),
        data,
    })
}

fn direction_holds(dir: CompareDir, o: Option<Ordering>) -> bool {
    match dir {
        CompareDir::Eq => o == Some(Ordering::Equal),
        // Unordered operands (NaN) are "not equal".
        CompareDir::Ne => o != Some(Ordering::Equal),
        CompareDir::Lt => o == Some(Ordering::Less),
        CompareDir::Le => matches!(o, Some(Ordering::Less | Ordering::Equal)),
        CompareDir::Gt => o == Some(Ordering::Greater),
        CompareDir::Ge => matches!(o, Some(Ordering::Greater | Ordering::Equal)),
    }
}

pub fn compare(
    dir: CompareDir,
    cmp_type: Option<CompareType>,
    a: &Array,
    b: &Array,
) -> Result<Array, String> {
    same_shape(a, b)?;
    same_dtype(a, b)?;
    let out = with_data!(&a.data, |xs: T| {
        let ys = T::view(&b.data).ok_or("operand element types differ")?;
        let ty = cmp_type.unwrap_or(T::DEFAULT_COMPARE);
        let order = T::order_fn(ty).ok_or_else(|| {
            format!(
                "comparison type {} does not apply to {}",
                ty.name(),
                T::DTYPE
            )
        })?;
        xs.iter()
            .zip(ys)
            .map(|(&x, &y)| direction_holds(dir, order(x, y)))
            .collect()
    });
    Ok(Array {
        shape: a.shape.clone(),
        data: Data::I1(out),
    })
}

/// `select(pred, on_true, on_false)`; `pred` is i1, a scalar or of the operands' shape.
pub fn select(pred: &Array, on_true: &Array, on_false: &Array) -> Result<Array, String> {
    let Data::I1(p) = &pred.data else {
        return Err(format!("predicate must be i1, got {}", pred.ty()));
    };
    same_shape(on_true, on_false)?;
    same_dtype(on_true, on_false)?;
    if !pred.shape.is_empty() && pred.shape != on_true.shape {
        return Err(format!(
            "predicate {} is neither a scalar nor of the operands' shape {}",
            pred.ty(),
            on_true.ty()
        ));
    }
    // Gather from on_true's elements followed by on_false's.
    let n = on_true.len();
    let idx: Vec<usize> = (0..n)
        .map(|i| {
            let take_true = if pred.shape.is_empty() { p[0] } else { p[i] };
            if take_true {
                i
            } else {
                n + i
            }
        })
        .collect();
    let both = super::elem::concat_data(&[&on_true.data, &on_false.data])?;
    Ok(Array {
        shape: on_true.shape.clone(),
        data: both.gather(&idx),
    })
}

/// `clamp(min, x, max)` = minimum(maximum(x, min), max); min and max may be scalars.
pub fn clamp(min: &Array, x: &Array, max: &Array) -> Result<Array, String> {
    let full = |bound: &Array, what: &str| -> Result<Array, String> {
        if bound.shape.is_empty() {
            broadcast_in_dim(bound, &[], &x.shape)
        } else if bound.shape == x.shape {
            Ok(bound.clone())
        } else {
            Err(format!(
                "{what} {} is neither a scalar nor of the operand's shape {}",
                bound.ty(),
                x.ty()
            ))
        }
    };
    let (lo, hi) = (full(min, "min")?, full(max, "max")?);
    binary(BinaryOp::Minimum, &binary(BinaryOp::Maximum, x, &lo)?, &hi)
}

/// One element in a form every dtype converts from without loss.
enum Wide {
    Int(i128),
    Real(f64),
    Complex(Complex64),
}

fn widen(s: Scalar) -> Wide {
    match s {
        Scalar::I1(b) => Wide::Int(b as i128),
        Scalar::I8(x) => Wide::Int(x as i128),
        Scalar::I16(x) => Wide::Int(x as i128),
        Scalar::I32(x) => Wide::Int(x as i128),
        Scalar::I64(x) => Wide::Int(x as i128),
        Scalar::U8(x) => Wide::Int(x as i128),
        Scalar::U16(x) => Wide::Int(x as i128),
        Scalar::U32(x) => Wide::Int(x as i128),
        Scalar::U64(x) => Wide::Int(x as i128),
        Scalar::F32(x) => Wide::Real(x as f64),
        Scalar::F64(x) => Wide::Real(x),
        Scalar::F16(x) => Wide::Real(x.to_f64()),
        Scalar::BF16(x) => Wide::Real(x.to_f64()),
        Scalar::Small(d, c) if d.is_sub_byte_int() => {
            Wide::Int(fresnel_ir::narrow::int_value(d, c) as i128)
        }
        Scalar::Small(d, c) => Wide::Real(fresnel_ir::narrow::small_to_f64(d, c)),
        Scalar::C64(z) => Wide::Complex(Complex64::new(z.re as f64, z.im as f64)),
        Scalar::C128(z) => Wide::Complex(z),
    }
}

/// StableHLO convert: ints wrap to narrower ints (keeping the low bits, so -1 → ui8 is 255);
/// floats truncate toward zero into ints, saturating at the type's bounds, NaN → 0 (as XLA
/// and StableHLO's interpreter, through APFloat, do: -1.5 → ui8 is 0, 300.0 → 255);
/// anything → i1 is `x != 0`; complex → real keeps the real part; i1 → x is 0 or 1.
pub(crate) fn convert_scalar(s: Scalar, to: DType) -> Scalar {
    let w = match widen(s) {
        Wide::Complex(z) if !to.is_complex() => Wide::Real(z.re),
        w => w,
    };
    // Rust's `as` is exactly this: integer → integer keeps the low bits; float → integer
    // truncates and saturates, NaN → 0; integer → float rounds to nearest even (one
    // rounding: i128 → f32 does not pass through f64).
    match (w, to) {
        (Wide::Int(x), DType::I1) => Scalar::I1(x != 0),
        (Wide::Int(x), DType::I8) => Scalar::I8(x as i8),
        (Wide::Int(x), DType::I16) => Scalar::I16(x as i16),
        (Wide::Int(x), DType::I32) => Scalar::I32(x as i32),
        (Wide::Int(x), DType::I64) => Scalar::I64(x as i64),
        (Wide::Int(x), DType::U8) => Scalar::U8(x as u8),
        (Wide::Int(x), DType::U16) => Scalar::U16(x as u16),
        (Wide::Int(x), DType::U32) => Scalar::U32(x as u32),
        (Wide::Int(x), DType::U64) => Scalar::U64(x as u64),
        (Wide::Int(x), DType::F32) => Scalar::F32(x as f32),
        (Wide::Int(x), DType::F64) => Scalar::F64(x as f64),
        // Through f64: exact for every integer a 16-bit float can tell apart from its
        // neighbours (|x| < 2^53), so one rounding.
        (Wide::Int(x), DType::F16) => Scalar::F16(fresnel_ir::narrow::f16_from_f64(x as f64)),
        (Wide::Int(x), DType::BF16) => Scalar::BF16(fresnel_ir::narrow::bf16_from_f64(x as f64)),
        (Wide::Real(x), DType::F16) => Scalar::F16(fresnel_ir::narrow::f16_from_f64(x)),
        (Wide::Real(x), DType::BF16) => Scalar::BF16(fresnel_ir::narrow::bf16_from_f64(x)),
        (Wide::Int(x), DType::C64) => Scalar::C64(Complex32::new(x as f32, 0.0)),
        (Wide::Int(x), DType::C128) => Scalar::C128(Complex64::new(x as f64, 0.0)),
        (Wide::Real(x), DType::I1) => Scalar::I1(x != 0.0),
        (Wide::Real(x), DType::I8) => Scalar::I8(x as i8),
        (Wide::Real(x), DType::I16) => Scalar::I16(x as i16),
        (Wide::Real(x), DType::I32) => Scalar::I32(x as i32),
        (Wide::Real(x), DType::I64) => Scalar::I64(x as i64),
        (Wide::Real(x), DType::U8) => Scalar::U8(x as u8),
        (Wide::Real(x), DType::U16) => Scalar::U16(x as u16),
        (Wide::Real(x), DType::U32) => Scalar::U32(x as u32),
        (Wide::Real(x), DType::U64) => Scalar::U64(x as u64),
        (Wide::Real(x), DType::F32) => Scalar::F32(x as f32),
        (Wide::Real(x), DType::F64) => Scalar::F64(x),
        (Wide::Real(x), DType::C64) => Scalar::C64(Complex32::new(x as f32, 0.0)),
        (Wide::Real(x), DType::C128) => Scalar::C128(Complex64::new(x, 0.0)),
        (Wide::Complex(z), DType::C64) => Scalar::C64(Complex32::new(z.re as f32, z.im as f32)),
        (Wide::Int(x), small) if small.is_small() => {
            Scalar::Small(small, fresnel_ir::narrow::small_from_int(small, x))
        }
        (Wide::Real(x), small) if small.is_small() => {
            Scalar::Small(small, fresnel_ir::narrow::small_from_f64(small, x))
        }
        // The remaining real → type pairs (the small types) are handled above.
        (Wide::Int(x), other) => Scalar::from_f64(other, x as f64),
        (Wide::Real(x), other) => Scalar::from_f64(other, x),
        (Wide::Complex(z), _) => Scalar::C128(z),
    }
}

pub fn convert(x: &Array, to: DType) -> Result<Array, String> {
    Ok(Array {
        shape: x.shape.clone(),
        data: super::elem::data_from_fn(to, x.len(), |i| convert_scalar(x.data.get(i), to))?,
    })
}

/// `iota`: the index along `dim`, in any dtype (complex: real part; i1: index != 0).
pub fn iota(ty: &TensorType, dim: usize) -> Result<Array, String> {
    if dim >= ty.rank() {
        return Err(format!("iota dimension {dim} is out of range for {ty}"));
    }
    let len = num_elements(&ty.shape)?;
    // Row-major: the index along `dim` of element `i`.
    let stride: usize = ty.shape[dim + 1..].iter().product();
    let extent = ty.shape[dim];
    let data = super::elem::data_from_fn(ty.dtype, len, |i| {
        convert_scalar(Scalar::I64(((i / stride) % extent) as i64), ty.dtype)
    })?;
    Ok(Array {
        shape: ty.shape.clone(),
        data,
    })
}
