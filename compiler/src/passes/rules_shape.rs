//! Shape-op rules: splats through broadcasts, composing broadcasts, reshapes and transposes,
//! and dropping shape ops that do nothing.

use super::util::{splat_of, Cursor, SPLAT_LIMIT};
use fresnel_ir::{Array, Function, Op, OpId, ValueId};

type Found = Result<Option<ValueId>, String>;

/// The single operand and the result of `op`.
fn unary_shape(f: &Function, op: OpId) -> Option<(ValueId, ValueId)> {
    let data = f.op(op);
    match (data.operands.as_slice(), data.results.as_slice()) {
        ([x], [r]) => Some((*x, *r)),
        _ => None,
    }
}

/// The op producing `v`, with its operand, when it is an op of the same kind as `like`
/// (compared by variant, ignoring attributes).
fn same_kind_producer<'f>(f: &'f Function, v: ValueId, like: &Op) -> Option<(&'f Op, ValueId)> {
    let (op, _) = f.producer(v)?;
    let data = f.op(op);
    match data.operands.as_slice() {
        [x] if std::mem::discriminant(&data.op) == std::mem::discriminant(like) => {
            Some((&data.op, *x))
        }
        _ => None,
    }
}

/// broadcast_in_dim / reshape of a splat → a splat constant of the result type (up to
/// `SPLAT_LIMIT` elements, since constants are stored densely).
pub fn splat_broadcast(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    if !matches!(f.op(op).op, Op::BroadcastInDim { .. } | Op::Reshape) {
        return Ok(None);
    }
    let Some((x, r)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let ty = f.ty(r).clone();
    match splat_of(f, x) {
        Some(s) if ty.num_elements() <= SPLAT_LIMIT => {
            Ok(Some(at.constant(f, Array::splat(&ty, s))))
        }
        _ => Ok(None),
    }
}

/// broadcast_in_dim(broadcast_in_dim(x, inner), outer) → broadcast_in_dim(x, outer∘inner):
/// operand dim `i` lands on middle dim `inner[i]`, which lands on result dim `outer[inner[i]]`.
pub fn broadcast_broadcast(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let Op::BroadcastInDim { dims: outer } = &f.op(op).op else {
        return Ok(None);
    };
    let Some((mid, r)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let Some((Op::BroadcastInDim { dims: inner }, x)) = same_kind_producer(f, mid, &f.op(op).op)
    else {
        return Ok(None);
    };
    let dims = inner.iter().map(|&d| outer[d]).collect();
    let ty = f.ty(r).clone();
    at.build_typed(f, Op::BroadcastInDim { dims }, vec![x], ty)
        .map(Some)
}

/// broadcast_in_dim(x, [0, 1, …]) to x's own type → x.
pub fn broadcast_identity(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Op::BroadcastInDim { dims } = &f.op(op).op else {
        return Ok(None);
    };
    let Some((x, r)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let identity = dims.iter().enumerate().all(|(i, &d)| i == d);
    Ok((identity && f.ty(x) == f.ty(r)).then_some(x))
}

/// reshape(reshape(x)) → reshape(x), or x itself when that is the result type.
pub fn reshape_reshape(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    if f.op(op).op != Op::Reshape {
        return Ok(None);
    }
    let Some((mid, r)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let Some((_, x)) = same_kind_producer(f, mid, &Op::Reshape) else {
        return Ok(None);
    };
    if f.ty(x) == f.ty(r) {
        return Ok(Some(x));
    }
    let ty = f.ty(r).clone();
    at.build_typed(f, Op::Reshape, vec![x], ty).map(Some)
}

/// reshape to the operand's own type → x.
pub fn reshape_identity(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    same_type_noop(f, op, |o| *o == Op::Reshape)
}

/// convert to the operand's own type → x.
pub fn convert_identity(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    same_type_noop(f, op, |o| *o == Op::Convert)
}

fn same_type_noop(f: &Function, op: OpId, is_kind: fn(&Op) -> bool) -> Found {
    if !is_kind(&f.op(op).op) {
        return Ok(None);
    }
    Ok(unary_shape(f, op).and_then(|(x, r)| (f.ty(x) == f.ty(r)).then_some(x)))
}

/// `transpose(transpose(x, inner), outer)` → `transpose(x, p)` with `p[i] = inner[outer[i]]`
/// (result dim `i` is middle dim `outer[i]`, which is operand dim `inner[outer[i]]`), or x when p
/// is the identity.
pub fn transpose_transpose(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let Op::Transpose { perm: outer } = &f.op(op).op else {
        return Ok(None);
    };
    let Some((mid, r)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let Some((Op::Transpose { perm: inner }, x)) = same_kind_producer(f, mid, &f.op(op).op) else {
        return Ok(None);
    };
    let perm: Vec<usize> = outer.iter().map(|&o| inner[o]).collect();
    if is_identity(&perm) {
        return Ok(Some(x));
    }
    let ty = f.ty(r).clone();
    at.build_typed(f, Op::Transpose { perm }, vec![x], ty)
        .map(Some)
}

/// transpose with the identity permutation → x.
pub fn transpose_identity(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Op::Transpose { perm } = &f.op(op).op else {
        return Ok(None);
    };
    Ok(unary_shape(f, op).and_then(|(x, _)| is_identity(perm).then_some(x)))
}

fn is_identity(perm: &[usize]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| i == p)
}

/// slice of the full range with unit strides → x.
pub fn slice_full(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let Op::Slice {
        start,
        limit,
        strides,
    } = &f.op(op).op
    else {
        return Ok(None);
    };
    let Some((x, _)) = unary_shape(f, op) else {
        return Ok(None);
    };
    let full =
        start.iter().all(|&s| s == 0) && strides.iter().all(|&s| s == 1) && *limit == f.ty(x).shape;
    Ok(full.then_some(x))
}

/// pad with no low, high or interior padding → x (the padding value is then unused).
pub fn pad_none(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let data = f.op(op);
    let (
        Op::Pad {
            low,
            high,
            interior,
        },
        [x, _],
    ) = (&data.op, data.operands.as_slice())
    else {
        return Ok(None);
    };
    let none = [low, high, interior]
        .iter()
        .all(|v| v.iter().all(|&p| p == 0));
    Ok(none.then_some(*x))
}
