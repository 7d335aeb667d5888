//! `chlo.next_after` on a narrow float: in the carrier it would step to the carrier's
//! neighbour, which rounds straight back to the operand. It steps the narrow type's own bit
//! pattern instead, with integer ops of the same width on the bitcast operand:
//!
//! * either operand NaN: NaN; `x == y`: `y`;
//! * `x` zero: the smallest subnormal with `y`'s sign;
//! * otherwise the pattern (sign and magnitude) plus one when moving away from zero, minus one
//!   toward it (so FNUZ's smallest negative subnormal steps toward zero onto 0x80, its NaN,
//!   as on XLA).

use super::{detached, detached_splat};
use crate::func::{BlockId, Function, OpId, ValueId};
use crate::narrow::{MiniFloat, Special};
use crate::op::{BinaryOp, CompareDir, CompareType, Op};
use crate::types::{DType, TensorType};

/// The integer type whose patterns step `d`'s values: same width, sign and magnitude (f16,
/// bf16, the 8-bit floats but exponent-only E8M0); `None` for every other type.
pub(super) fn pattern_type(d: DType) -> Option<DType> {
    match d {
        DType::F16 | DType::BF16 => Some(DType::I16),
        _ => match MiniFloat::of(d) {
            Some(f) if f.bits() == 8 && f.special != Special::ExponentOnly => Some(DType::I8),
            _ => None,
        },
    }
}

/// Ops created outside any block, in the order the caller is to place them.
struct Emitter {
    block: BlockId,
    ops: Vec<OpId>,
}

impl Emitter {
    fn op(&mut self, f: &mut Function, op: Op, operands: &[ValueId], ty: &TensorType) -> ValueId {
        let (op, v) = detached(f, self.block, op, operands.to_vec(), ty.clone());
        self.ops.push(op);
        v
    }

    fn splat(&mut self, f: &mut Function, ty: &TensorType, value: i64) -> ValueId {
        let (op, v) = detached_splat(f, self.block, ty.clone(), value);
        self.ops.push(op);
        v
    }

    fn compare(&mut self, f: &mut Function, dir: CompareDir, a: ValueId, b: ValueId) -> ValueId {
        let ty = f.ty(a).with_dtype(DType::I1);
        let cmp_type = match f.ty(a).dtype {
            DType::I1 => None,
            d if d.is_float() => Some(CompareType::Float),
            _ => Some(CompareType::Signed),
        };
        self.op(f, Op::Compare { dir, cmp_type }, &[a, b], &ty)
    }

    fn binary(&mut self, f: &mut Function, op: BinaryOp, a: ValueId, b: ValueId) -> ValueId {
        let ty = f.ty(a).clone();
        self.op(f, Op::Binary(op), &[a, b], &ty)
    }

    /// `p ? a : b`, of `b`'s type (`a` may be an entry parameter not yet renamed to its
    /// carrier value).
    fn select(&mut self, f: &mut Function, p: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = f.ty(b).clone();
        self.op(f, Op::Select, &[p, a, b], &ty)
    }
}

/// The ops computing `next_after(x, y)` of the narrow type `d` from the carrier values `x`
/// and `y` of type `wide`, and the carrier value of the result. `d` must have a
/// [`pattern_type`].
pub(super) fn expand(
    f: &mut Function,
    block: BlockId,
    (x, y): (ValueId, ValueId),
    wide: &TensorType,
    d: DType,
) -> (Vec<OpId>, ValueId) {
    let bits = pattern_type(d).unwrap_or(DType::I16);
    let (narrow, ints) = (wide.with_dtype(d), wide.with_dtype(bits));
    let mut e = Emitter {
        block,
        ops: Vec::new(),
    };
    let pattern = |e: &mut Emitter, f: &mut Function, v: ValueId| {
        let n = e.op(f, Op::Convert, &[v], &narrow);
        e.op(f, Op::BitcastConvert, &[n], &ints)
    };
    let (xb, yb) = (pattern(&mut e, f, x), pattern(&mut e, f, y));
    // x and y below are the carrier values, which compare as the narrow ones do.
    let zero = e.splat(f, wide, 0);
    let up = e.compare(f, CompareDir::Lt, x, y);
    let positive = e.compare(f, CompareDir::Gt, x, zero);
    let away = e.compare(f, CompareDir::Eq, up, positive);
    let (one, minus_one) = (e.splat(f, &ints, 1), e.splat(f, &ints, -1));
    let delta = e.select(f, away, one, minus_one);
    let stepped = e.binary(f, BinaryOp::Add, xb, delta);
    let sign = e.splat(f, &ints, -(1i64 << (d.bit_width() - 1)));
    let y_sign = e.binary(f, BinaryOp::And, yb, sign);
    let tiny = e.binary(f, BinaryOp::Or, y_sign, one);
    let at_zero = e.compare(f, CompareDir::Eq, x, zero);
    let result = e.select(f, at_zero, tiny, stepped);
    let result = e.op(f, Op::BitcastConvert, &[result], &narrow);
    let result = e.op(f, Op::Convert, &[result], wide);
    let equal = e.compare(f, CompareDir::Eq, x, y);
    let result = e.select(f, equal, y, result);
    let x_nan = e.compare(f, CompareDir::Ne, x, x);
    let y_nan = e.compare(f, CompareDir::Ne, y, y);
    let unordered = e.binary(f, BinaryOp::Or, x_nan, y_nan);
    let nan = e.op(f, Op::Binary(BinaryOp::Add), &[x, y], wide);
    let result = e.select(f, unordered, nan, result);
    (e.ops, result)
}
