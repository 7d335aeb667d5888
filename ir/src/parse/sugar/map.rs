//! `stablehlo.map` with an elementwise body: the body's ops re-emitted at the operands' shape.

use super::super::attr::{lookup, Entry};
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::Array;
use crate::func::{BlockId, ValueId};
use crate::op::Op;
use crate::types::TensorType;
use std::collections::HashMap;

impl<'a> Parser<'a> {
    /// `"stablehlo.map"(%a, %b) ({^bb0(%x: tensor<E>, %y: tensor<F>): ...}) {dimensions =
    /// array<i64: 0, ..., R-1>} : (...) -> R`: the body's ops re-emitted at the operands'
    /// shape. The body may only hold elementwise ops and scalar constants.
    pub(super) fn map(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        regions: &[BlockId],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let name = "stablehlo.map";
        let (&[body], [r], Some(first)) = (regions, outs, ops.first()) else {
            return Err(self.c.err_at(
                pos,
                format!("{name} needs operands, one region and one result"),
            ));
        };
        let shape = fx.f.ty(first.id).shape.clone();
        if let Some(o) = ops.iter().find(|o| fx.f.ty(o.id).shape != shape) {
            return Err(self.c.err_at(
                o.pos,
                format!(
                    "{name}: {} is {}, not of the shape of the first operand",
                    o.text,
                    fx.f.ty(o.id)
                ),
            ));
        }
        let dims = match lookup(attrs, "dimensions") {
            Some(e) => self.c.attr_usizes(&e.value, e.pos, "dimensions")?,
            None => {
                return Err(self
                    .c
                    .err_at(pos, format!("{name} needs attribute 'dimensions'")))
            }
        };
        if dims != (0..shape.len()).collect::<Vec<_>>() {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: dimensions must be [0, ..., rank-1] ({dims:?} for rank {})",
                    shape.len()
                ),
            ));
        }
        let block = fx.f.block(body).clone();
        if block.args.len() != ops.len() {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: the body takes {} arguments for {} operands",
                    block.args.len(),
                    ops.len()
                ),
            ));
        }
        let mut full: HashMap<ValueId, ValueId> = HashMap::new();
        for (&a, o) in block.args.iter().zip(ops) {
            if *fx.f.ty(a) != TensorType::scalar(fx.f.ty(o.id).dtype) {
                return Err(self.c.err_at(
                    o.pos,
                    format!(
                        "{name}: the body's argument for {} must be a scalar of its element type",
                        o.text
                    ),
                ));
            }
            full.insert(a, o.id);
        }
        let at_shape = |ty: &TensorType| ty.with_shape(shape.clone());
        let n = block.ops.len();
        let mut last = None;
        for (i, &op) in block.ops.iter().enumerate() {
            let od = fx.f.op(op).clone();
            let loc_pos = pos;
            let elementwise = matches!(
                od.op,
                Op::Unary(_)
                    | Op::Binary(_)
                    | Op::Convert
                    | Op::Compare { .. }
                    | Op::Select
                    | Op::Clamp
                    | Op::Constant(_)
            );
            let [res] = od.results[..] else {
                return Err(self.c.err_at(
                    pos,
                    format!(
                        "{name}: the body holds {}, which is not elementwise",
                        od.op.name()
                    ),
                ));
            };
            if !elementwise || !od.regions.is_empty() || fx.f.ty(res).rank() != 0 {
                return Err(self.c.err_at(
                    pos,
                    format!("{name}: the body holds {}, which is not an elementwise op on scalars; only such bodies are supported", od.op.name()),
                ));
            }
            let ty = at_shape(fx.f.ty(res));
            let op = match &od.op {
                Op::Constant(a) => Op::Constant(Array::splat(&ty, a.get(0))),
                other => other.clone(),
            };
            let mut operands = Vec::new();
            for v in &od.operands {
                match full.get(v) {
                    Some(&w) => operands.push(w),
                    // A scalar from outside the body: broadcast to the operands' shape.
                    None if fx.f.ty(*v).rank() == 0 => {
                        let t = at_shape(fx.f.ty(*v));
                        operands.push(self.helper(
                            fx,
                            loc_pos,
                            Op::BroadcastInDim { dims: vec![] },
                            vec![*v],
                            t,
                        ));
                    }
                    None => {
                        return Err(self.c.err_at(
                            pos,
                            format!("{name}: the body uses a non-scalar value from outside it"),
                        ));
                    }
                }
            }
            if i + 1 == n && block.ret == [res] {
                // The op producing the result is the one the caller appends.
                last = Some(Parsed {
                    op,
                    operands,
                    result_types: vec![ty],
                    regions: vec![],
                    existing: None,
                });
                break;
            }
            let w = self.helper(fx, loc_pos, op, operands, ty);
            full.insert(res, w);
        }
        // The body's ops live on as the whole-tensor ones; the region is dropped.
        fx.f.block_mut(body).ops.clear();
        if let Some(p) = last {
            return Ok(p);
        }
        // The body returns an argument, an outer scalar, or an earlier value.
        let [ret] = block.ret[..] else {
            return Err(self
                .c
                .err_at(pos, format!("{name}: the body must return one value")));
        };
        let v = match full.get(&ret) {
            Some(&w) => w,
            None if fx.f.ty(ret).rank() == 0 => {
                let t = at_shape(fx.f.ty(ret));
                self.helper(fx, pos, Op::BroadcastInDim { dims: vec![] }, vec![ret], t)
            }
            None => {
                return Err(self
                    .c
                    .err_at(pos, format!("{name}: the body returns a non-scalar value")))
            }
        };
        if *fx.f.ty(v) != *r {
            return Err(self.c.err_at(
                pos,
                format!("{name}: the body returns {}, the result is {r}", fx.f.ty(v)),
            ));
        }
        Ok(existing(vec![v]))
    }
}
