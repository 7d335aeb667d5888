//! `chlo.mulhi`: the high half of each element's full-width integer product, written with the
//! ops we have. Up to 32 bits the product is exact in the next wider type, so the high half
//! is one shift; 64-bit operands are split into 32-bit halves (schoolbook multiplication in
//! ui64, which cannot overflow), and a signed high half is the unsigned one corrected by
//! `−(a < 0 ? b : 0) − (b < 0 ? a : 0)` modulo 2^64.

use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::{Array, Scalar};
use crate::func::ValueId;
use crate::op::{BinaryOp, CompareDir, CompareType, Op};
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    /// `chlo.mulhi(%a, %b) : (T, T) -> T` for any integer type T.
    pub(super) fn mulhi(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let t = match (ops, outs) {
            ([a, b], [r]) if fx.f.ty(a.id) == r && fx.f.ty(b.id) == r && r.dtype.is_int() => {
                r.clone()
            }
            _ => {
                return Err(self.c.err_at(
                    pos,
                    "chlo.mulhi takes two integer operands of the result's type",
                ))
            }
        };
        let (a, b) = (ops[0].id, ops[1].id);
        let mut e = Builder { p: self, fx, pos };
        let v = match wider(t.dtype) {
            Some(w) => e.widened(a, b, &t, w),
            None => e.high64(a, b, &t),
        };
        Ok(existing(vec![v]))
    }
}

/// The type twice as wide as `d`, of the same signedness; `None` for 64 bits.
fn wider(d: DType) -> Option<DType> {
    Some(match d {
        DType::I8 => DType::I16,
        DType::I16 => DType::I32,
        DType::I32 => DType::I64,
        DType::U8 => DType::U16,
        DType::U16 => DType::U32,
        DType::U32 => DType::U64,
        _ => return None,
    })
}

struct Builder<'p, 'a, 'f> {
    p: &'p mut Parser<'a>,
    fx: &'f mut FuncCtx<'a>,
    pos: usize,
}

impl Builder<'_, '_, '_> {
    fn op(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> ValueId {
        self.p.helper(self.fx, self.pos, op, operands, ty)
    }
    fn k(&mut self, t: &TensorType, s: Scalar) -> ValueId {
        self.op(Op::Constant(Array::splat(t, s)), vec![], t.clone())
    }
    fn bin(&mut self, b: BinaryOp, x: ValueId, y: ValueId, t: &TensorType) -> ValueId {
        self.op(Op::Binary(b), vec![x, y], t.clone())
    }
    fn convert(&mut self, x: ValueId, t: &TensorType) -> ValueId {
        self.op(Op::Convert, vec![x], t.clone())
    }

    /// (a·b) >> bits in the wider type `w`, converted back (it fits).
    fn widened(&mut self, a: ValueId, b: ValueId, t: &TensorType, w: DType) -> ValueId {
        let wt = t.with_dtype(w);
        let (a, b) = (self.convert(a, &wt), self.convert(b, &wt));
        let p = self.bin(BinaryOp::Multiply, a, b, &wt);
        let bits = (t.dtype.size_bytes() * 8) as i64;
        let shift = self.k(&wt, Scalar::from_f64(w, bits as f64));
        let shr = if w.is_unsigned() {
            BinaryOp::ShiftRightLogical
        } else {
            BinaryOp::ShiftRightArithmetic
        };
        let hi = self.bin(shr, p, shift, &wt);
        self.convert(hi, t)
    }

    /// The high 64 bits of a 64×64-bit product.
    fn high64(&mut self, a: ValueId, b: ValueId, t: &TensorType) -> ValueId {
        let u = t.with_dtype(DType::U64);
        let signed = t.dtype == DType::I64;
        let (ua, ub) = if signed {
            (
                self.op(Op::BitcastConvert, vec![a], u.clone()),
                self.op(Op::BitcastConvert, vec![b], u.clone()),
            )
        } else {
            (a, b)
        };
        let mask = self.k(&u, Scalar::U64(0xffff_ffff));
        let s32 = self.k(&u, Scalar::U64(32));
        let lo = |e: &mut Self, x| e.bin(BinaryOp::And, x, mask, &u);
        let hi = |e: &mut Self, x| e.bin(BinaryOp::ShiftRightLogical, x, s32, &u);
        let (a0, a1, b0, b1) = (lo(self, ua), hi(self, ua), lo(self, ub), hi(self, ub));
        let p00 = self.bin(BinaryOp::Multiply, a0, b0, &u);
        let p01 = self.bin(BinaryOp::Multiply, a0, b1, &u);
        let p10 = self.bin(BinaryOp::Multiply, a1, b0, &u);
        let p11 = self.bin(BinaryOp::Multiply, a1, b1, &u);
        // The middle column: at most 3·(2^32 − 1) < 2^64, its carry goes to the high half.
        let c00 = hi(self, p00);
        let (m01, m10) = (lo(self, p01), lo(self, p10));
        let mid = self.bin(BinaryOp::Add, c00, m01, &u);
        let mid = self.bin(BinaryOp::Add, mid, m10, &u);
        let carry = hi(self, mid);
        let (h01, h10) = (hi(self, p01), hi(self, p10));
        let sum = self.bin(BinaryOp::Add, p11, h01, &u);
        let sum = self.bin(BinaryOp::Add, sum, h10, &u);
        let high = self.bin(BinaryOp::Add, sum, carry, &u);
        if !signed {
            return high;
        }
        let zero_i = self.k(t, Scalar::I64(0));
        let zero_u = self.k(&u, Scalar::U64(0));
        let mut fixed = high;
        for (x, other) in [(a, ub), (b, ua)] {
            let cmp = Op::Compare {
                dir: CompareDir::Lt,
                cmp_type: Some(CompareType::Signed),
            };
            let neg = self.op(cmp, vec![x, zero_i], t.with_dtype(DType::I1));
            let sub = self.op(Op::Select, vec![neg, other, zero_u], u.clone());
            fixed = self.bin(BinaryOp::Subtract, fixed, sub, &u);
        }
        self.op(Op::BitcastConvert, vec![fixed], t.clone())
    }
}
