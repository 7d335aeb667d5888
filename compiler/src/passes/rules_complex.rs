//! Complex-number rules. All are exact. Conjugation is spelled
//! `complex(real z, negate(imag z))`, so conj(conj z) needs no rule of its own: in one sweep
//! real(conj z) → real z, imag(conj z) → −imag z, −(−imag z) → imag z (`neg-neg`), and
//! complex(real z, imag z) → z.

use super::rules_arith::{binary_operands, unary_operand};
use fresnel_ir::{BinaryOp, Function, Op, OpId, UnaryOp, ValueId};

use super::util::Cursor;

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
