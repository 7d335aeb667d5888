//! Arithmetic identities. Each holds exactly for every dtype it is applied to, with one
//! documented exception: `x + 0 → x` turns `-0.0 + 0.0 = +0.0` into `-0.0` (as XLA's
//! simplifier does). `x · 0 → 0` is applied to integers only: for floats NaN·0 and ∞·0 are NaN.

use super::util::{is_one, is_zero, splat_of, Cursor};
use fresnel_ir::{BinaryOp, Function, Op, OpId, UnaryOp, ValueId};

type Found = Result<Option<ValueId>, String>;

/// The operands of `op` when it is the binary op `which`.
pub fn binary_operands(f: &Function, op: OpId, which: BinaryOp) -> Option<(ValueId, ValueId)> {
    let data = f.op(op);
    match (&data.op, data.operands.as_slice()) {
        (Op::Binary(b), [l, r]) if *b == which => Some((*l, *r)),
        _ => None,
    }
}

/// The operand of `v`'s producer when it is the unary op `which`.
pub fn unary_operand(f: &Function, v: ValueId, which: UnaryOp) -> Option<ValueId> {
    let (op, _) = f.producer(v)?;
    let data = f.op(op);
    match (&data.op, data.operands.as_slice()) {
        (Op::Unary(u), [x]) if *u == which => Some(*x),
        _ => None,
    }
}

fn splat_is(f: &Function, v: ValueId, pred: fn(fresnel_ir::Scalar) -> bool) -> bool {
    splat_of(f, v).is_some_and(pred)
}

/// x·1 → x, 1·x → x.
pub fn mul_by_one(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Some((l, r)) = binary_operands(f, op, BinaryOp::Multiply) else {
        return Ok(None);
    };
    Ok(if splat_is(f, r, is_one) {
        Some(l)
    } else if splat_is(f, l, is_one) {
        Some(r)
    } else {
        None
    })
}

/// x·0 → 0 for integers and booleans (the zero operand already has the result type).
pub fn int_mul_by_zero(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Some((l, r)) = binary_operands(f, op, BinaryOp::Multiply) else {
        return Ok(None);
    };
    if !f.ty(l).dtype.is_integral() {
        return Ok(None);
    }
    Ok([l, r].into_iter().find(|&v| splat_is(f, v, is_zero)))
}

/// x+0 → x, 0+x → x.
pub fn add_zero(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Some((l, r)) = binary_operands(f, op, BinaryOp::Add) else {
        return Ok(None);
    };
    Ok(if splat_is(f, r, is_zero) {
        Some(l)
    } else if splat_is(f, l, is_zero) {
        Some(r)
    } else {
        None
    })
}

/// x−0 → x.
pub fn sub_zero(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    Ok(binary_operands(f, op, BinaryOp::Subtract)
        .and_then(|(l, r)| splat_is(f, r, is_zero).then_some(l)))
}

/// x/1 → x.
pub fn div_by_one(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    Ok(binary_operands(f, op, BinaryOp::Divide)
        .and_then(|(l, r)| splat_is(f, r, is_one).then_some(l)))
}

/// −(−x) → x.
pub fn neg_neg(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let data = f.op(op);
    let (Op::Unary(UnaryOp::Negate), [x]) = (&data.op, data.operands.as_slice()) else {
        return Ok(None);
    };
    Ok(unary_operand(f, *x, UnaryOp::Negate))
}

/// select(true, a, b) → a, select(false, a, b) → b (the predicate a splat constant, possibly
/// broadcast), and select(p, a, a) → a.
pub fn select_known(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let data = f.op(op);
    let (Op::Select, [p, a, b]) = (&data.op, data.operands.as_slice()) else {
        return Ok(None);
    };
    if a == b {
        return Ok(Some(*a));
    }
    Ok(match splat_of(f, *p) {
        Some(s) if is_zero(s) => Some(*b),
        Some(_) => Some(*a),
        None => None,
    })
}
