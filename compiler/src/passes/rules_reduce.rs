//! Reductions that need no loop:
//! * `reduce-splat`: reduce-add of a splat `s` (e.g. a broadcast constant) with a constant
//!   init `c` over `N` elements per result is the splat `c + N·s`. For floats this is the
//!   exact sum rounded once, which may differ in the last bit from a sequential sum.
//! * `reduce-unit-dims`: a reduce-add with a zero init (or reduce-multiply with init one)
//!   over dimensions of size 1 only combines each element with the init: a reshape. (As
//!   with `x + 0 → x`, a `-0.0` element stays `-0.0`.)

use super::util::{is_one, is_zero, reduce_kind, scalar_from_c128, splat_of, Cursor, SPLAT_LIMIT};
use fresnel_ir::{Array, DType, Function, Op, OpId, ReduceKind, Scalar, ValueId};
use num_complex::Complex64;

type Found = Result<Option<ValueId>, String>;

pub fn reduce_splat(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let data = f.op(op);
    let (Op::Reduce { dims }, [x, init]) = (&data.op, data.operands.as_slice()) else {
        return Ok(None);
    };
    if reduce_kind(f, op) != Some(ReduceKind::Add) {
        return Ok(None);
    }
    let (Some(s), Some(c)) = (splat_of(f, *x), splat_of(f, *init)) else {
        return Ok(None);
    };
    let count: usize = dims.iter().map(|&d| f.ty(*x).shape[d]).product();
    let ty = f.ty(data.results[0]).clone();
    if ty.num_elements() > SPLAT_LIMIT {
        return Ok(None);
    }
    let Some(sum) = add_n_times(c, s, count) else {
        return Ok(None);
    };
    Ok(Some(at.constant(f, Array::splat(&ty, sum))))
}

/// `c + n·s` in the scalars' dtype; `None` for bool, whose add is `or` (left to folding).
fn add_n_times(c: Scalar, s: Scalar, n: usize) -> Option<Scalar> {
    let n64 = n as i64;
    Some(match (c, s) {
        (Scalar::I32(c), Scalar::I32(s)) => Scalar::I32(c.wrapping_add(s.wrapping_mul(n64 as i32))),
        (Scalar::I64(c), Scalar::I64(s)) => Scalar::I64(c.wrapping_add(s.wrapping_mul(n64))),
        (Scalar::I8(c), Scalar::I8(s)) => Scalar::I8(c.wrapping_add(s.wrapping_mul(n as i8))),
        (Scalar::I16(c), Scalar::I16(s)) => Scalar::I16(c.wrapping_add(s.wrapping_mul(n as i16))),
        (Scalar::U8(c), Scalar::U8(s)) => Scalar::U8(c.wrapping_add(s.wrapping_mul(n as u8))),
        (Scalar::U16(c), Scalar::U16(s)) => Scalar::U16(c.wrapping_add(s.wrapping_mul(n as u16))),
        (Scalar::U32(c), Scalar::U32(s)) => Scalar::U32(c.wrapping_add(s.wrapping_mul(n as u32))),
        (Scalar::U64(c), Scalar::U64(s)) => Scalar::U64(c.wrapping_add(s.wrapping_mul(n as u64))),
        (Scalar::I1(_), _) => return None,
        (c, s) => {
            let dtype: DType = c.dtype();
            let z: Complex64 = c.to_c128() + s.to_c128() * n as f64;
            scalar_from_c128(dtype, z)
        }
    })
}

pub fn reduce_unit_dims(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    let data = f.op(op);
    let (Op::Reduce { dims }, [x, init]) = (&data.op, data.operands.as_slice()) else {
        return Ok(None);
    };
    if dims.iter().any(|&d| f.ty(*x).shape[d] != 1) {
        return Ok(None);
    }
    let neutral = match (reduce_kind(f, op), splat_of(f, *init)) {
        (Some(ReduceKind::Add), Some(c)) => is_zero(c),
        (Some(ReduceKind::Multiply), Some(c)) => is_one(c),
        _ => false,
    };
    if !neutral {
        return Ok(None);
    }
    let (x, ty) = (*x, f.ty(data.results[0]).clone());
    at.build_typed(f, Op::Reshape, vec![x], ty).map(Some)
}
