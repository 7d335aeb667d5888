//! Complex-number rules. All are exact but `abs_squared` and `exp_of_imaginary` (equal up
//! to rounding; applied only before differentiation, see `simplify::BEFORE_AD`). Conjugation is spelled
//! `complex(real z, negate(imag z))`, so conj(conj z) needs no rule of its own: in one sweep
//! real(conj z) → real z, imag(conj z) → −imag z, −(−imag z) → imag z (`neg-neg`), and
//! complex(real z, imag z) → z.

use super::rules_arith::{binary_operands, unary_operand};
use fresnel_ir::{BinaryOp, Function, Op, OpId, UnaryOp, ValueId};

use super::util::{splat_of, Cursor};

type Found = Result<Option<ValueId>, String>;

/// The operand of `op` when it is the unary op `which`.
fn unary_arg(f: &Function, op: OpId, which: UnaryOp) -> Option<ValueId> {
    let data = f.op(op);
    match (&data.op, data.operands.as_slice()) {
        (Op::Unary(u), [x]) if *u == which => Some(*x),
        _ => None,
    }
}

/// The parts `(a, b)` of a value produced by `complex(a, b)`.
fn complex_parts(f: &Function, v: ValueId) -> Option<(ValueId, ValueId)> {
    let (op, _) = f.producer(v)?;
    binary_operands(f, op, BinaryOp::Complex)
}

/// real(complex(a, b)) → a.
pub fn real_of_complex(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    Ok(unary_arg(f, op, UnaryOp::Real)
        .and_then(|z| complex_parts(f, z))
        .map(|(a, _)| a))
}

/// imag(complex(a, b)) → b.
pub fn imag_of_complex(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    Ok(unary_arg(f, op, UnaryOp::Imag)
        .and_then(|z| complex_parts(f, z))
        .map(|(_, b)| b))
}

/// complex(real z, imag z) → z.
pub fn complex_of_parts(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Some((a, b)) = binary_operands(f, op, BinaryOp::Complex) else {
        return Ok(None);
    };
    let (Some(z), Some(w)) = (
        unary_operand(f, a, UnaryOp::Real),
        unary_operand(f, b, UnaryOp::Imag),
    ) else {
        return Ok(None);
    };
    Ok((z == w).then_some(z))
}

/// real(convert(x)) → x for a real x converted to complex of the same precision.
pub fn real_of_convert(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Some(c) = unary_arg(f, op, UnaryOp::Real) else {
        return Ok(None);
    };
    let Some((conv, _)) = f.producer(c) else {
        return Ok(None);
    };
    let data = f.op(conv);
    let (Op::Convert, [x]) = (&data.op, data.operands.as_slice()) else {
        return Ok(None);
    };
    let result = f.op(op).results[0];
    Ok((!f.ty(*x).dtype.is_complex() && f.ty(*x) == f.ty(result)).then_some(*x))
}

/// abs(z)·abs(z) → real(z)² + imag(z)² for complex z, and → x·x for real x (JAX's
/// `jnp.abs(u) ** 2`): the squared magnitude needs no square root, and its derivative no
/// division by the magnitude and no select for zero. The same value up to rounding (no
/// overflow or underflow either form escapes: |z|² overflows exactly when re² + im² does).
pub fn abs_squared(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let Some((l, r)) = binary_operands(f, op, BinaryOp::Multiply) else {
        return Ok(None);
    };
    let (Some(z), Some(w)) = (
        unary_operand(f, l, UnaryOp::Abs),
        unary_operand(f, r, UnaryOp::Abs),
    ) else {
        return Ok(None);
    };
    let dtype = f.ty(z).dtype;
    if z != w || !dtype.is_inexact() {
        return Ok(None);
    }
    if !dtype.is_complex() {
        return at
            .build(f, Op::Binary(BinaryOp::Multiply), vec![z, z])
            .map(Some);
    }
    let re = at.build(f, Op::Unary(UnaryOp::Real), vec![z])?;
    let im = at.build(f, Op::Unary(UnaryOp::Imag), vec![z])?;
    let re2 = at.build(f, Op::Binary(BinaryOp::Multiply), vec![re, re])?;
    let im2 = at.build(f, Op::Binary(BinaryOp::Multiply), vec![im, im])?;
    at.build(f, Op::Binary(BinaryOp::Add), vec![re2, im2])
        .map(Some)
}

/// exp(i·x) → complex(cos x, sin x) for real x, where `i·x` is the constant `i` times `x`
/// converted to complex (JAX's `jnp.exp(1j * phase)`): no complex multiply and exponential,
/// and a derivative through cos and sin. Equal for finite x up to the rounding of cos and
/// sin (`i·x` is `0 + x·i`, and `exp(0) = 1`); NaN where x is infinite, as before.
pub fn exp_of_imaginary(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let Some(arg) = unary_arg(f, op, UnaryOp::Exponential) else {
        return Ok(None);
    };
    let Some((product, _)) = f.producer(arg) else {
        return Ok(None);
    };
    let Some((l, r)) = binary_operands(f, product, BinaryOp::Multiply) else {
        return Ok(None);
    };
    let is_i = |v: ValueId| {
        splat_of(f, v).is_some_and(|s| s.to_c128() == num_complex::Complex64::new(0.0, 1.0))
    };
    let real_of = |v: ValueId| {
        let (conv, _) = f.producer(v)?;
        let data = f.op(conv);
        match (&data.op, data.operands.as_slice()) {
            (Op::Convert, [x]) if f.ty(*x).dtype.is_float() => {
                let (from, to) = (f.ty(*x), f.ty(v));
                (from.shape == to.shape && to.dtype.real_part() == from.dtype).then_some(*x)
            }
            _ => None,
        }
    };
    let x = match (is_i(l), is_i(r)) {
        (true, _) => real_of(r),
        (_, true) => real_of(l),
        _ => None,
    };
    let Some(x) = x else {
        return Ok(None);
    };
    let cos = at.build(f, Op::Unary(UnaryOp::Cosine), vec![x])?;
    let sin = at.build(f, Op::Unary(UnaryOp::Sine), vec![x])?;
    at.build(f, Op::Binary(BinaryOp::Complex), vec![cos, sin])
        .map(Some)
}

/// complex(a, b) + complex(c, d) → complex(a + c, b + d): exact (complex addition is by
/// parts), and where the pullbacks of `real` and `imag` meet (complex(g, 0) + complex(0, h))
/// the zero parts then fold away (`add-zero`), leaving complex(g, h).
pub fn add_of_complexes(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let Some((l, r)) = binary_operands(f, op, BinaryOp::Add) else {
        return Ok(None);
    };
    let (Some((a, b)), Some((c, d))) = (complex_parts(f, l), complex_parts(f, r)) else {
        return Ok(None);
    };
    let re = at.build(f, Op::Binary(BinaryOp::Add), vec![a, c])?;
    let im = at.build(f, Op::Binary(BinaryOp::Add), vec![b, d])?;
    at.build(f, Op::Binary(BinaryOp::Complex), vec![re, im])
        .map(Some)
}
