//! `chlo.zeta` and `chlo.polygamma`, written with [`crate::special`]'s Euler–Maclaurin sums.

use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::func::ValueId;
use crate::op::Op;
use crate::special::{Elementwise, Emitter};
use crate::types::TensorType;

impl<'a> Parser<'a> {
    /// `chlo.zeta %s, %q : T, T -> T` (Hurwitz's ζ(s, q) = Σₖ (q + k)^-s) and
    /// `chlo.polygamma %n, %x : T, T -> T` (ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x), ψ⁽⁰⁾ = digamma),
    /// elementwise over floats, as scipy defines them: ζ is NaN for s < 1 and +inf at s = 1
    /// and at non-positive integers q; ψ⁽ⁿ⁾ is NaN unless n is a non-negative integer.
    pub(super) fn zeta_family(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let t = match (ops, outs) {
            ([a, b], [r]) if fx.f.ty(a.id) == r && fx.f.ty(b.id) == r && r.dtype.is_float() => {
                r.clone()
            }
            _ => {
                return Err(self.c.err_at(
                    pos,
                    format!("{name} takes two float operands of the result's type"),
                ))
            }
        };
        let (a, b) = (ops[0].id, ops[1].id);
        let order = constant_order(fx, a);
        let mut out = Helpers { p: self, fx, pos };
        let mut e = Elementwise { out: &mut out, t };
        let v = if name == "chlo.zeta" {
            e.zeta(a, b)
        } else {
            e.polygamma(a, b, order)
        };
        // The helpers take types checked above: emitting cannot fail.
        let v = v.map_err(|m| self.c.err_at(pos, format!("{name}: {m}")))?;
        Ok(existing(vec![v]))
    }
}

/// Ops appended to the block being parsed.
struct Helpers<'p, 'a, 'f> {
    p: &'p mut Parser<'a>,
    fx: &'f mut FuncCtx<'a>,
    pos: usize,
}

impl Emitter for Helpers<'_, '_, '_> {
    fn emit(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> Result<ValueId, String> {
        Ok(self.p.helper(self.fx, self.pos, op, operands, ty))
    }
}

/// The one value of `n` when it is a constant whose elements are all equal, possibly
/// broadcast (JAX writes `broadcast_in_dim` of a scalar constant).
fn constant_order(fx: &FuncCtx<'_>, n: ValueId) -> Option<f64> {
    let f = &fx.f;
    let (mut op, _) = f.producer(n)?;
    while let Op::BroadcastInDim { .. } = f.op(op).op {
        (op, _) = f.producer(*f.op(op).operands.first()?)?;
    }
    let Op::Constant(a) = &f.op(op).op else {
        return None;
    };
    a.splat_value().map(|v| v.to_c128().re)
}
