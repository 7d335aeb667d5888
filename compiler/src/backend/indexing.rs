//! `gather` and `scatter` as native kernels (`fresnel_kernels::indexing`) instead of
//! interpreter steps: every JAX indexing program (`x[idx]`, `jnp.take`, `.at[].add/set/…`,
//! embedding lookups and their gradients, which are scatter-adds) goes through them.
//! A scatter with several inputs or an update region that is not one known combiner stays an
//! interpreter step (named in `--profile`).

use super::lower::Lowerer;
use fresnel_ir::func::{BlockId, OpId};
use fresnel_ir::{Diagnostic, Function, Op, TensorType};
use fresnel_kernels::{GatherDesc, ScatterCombiner, ScatterDesc};
use fresnel_runtime::cpu::StepKind;

impl<'m> Lowerer<'m> {
    /// Lowers a `gather` to its kernel; `false` when it does not fit (then it falls back).
    pub(super) fn try_gather(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Gather(g), &[x, idx]) = (&od.op, &od.operands[..]) else {
            return Ok(false);
        };
        let (xt, it) = (self.f.ty(x), self.f.ty(idx));
        let desc = GatherDesc::new(xt.dtype, it.dtype, &xt.shape, &it.shape, g);
        if desc.validate().is_err() {
            return Ok(false);
        }
        self.push_indexing(op, StepKind::Gather(desc))
    }

    /// Lowers a one-input `scatter` whose region is a known combiner; `false` otherwise.
    pub(super) fn try_scatter(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Scatter(s), &[x, idx, upd], &[body]) = (&od.op, &od.operands[..], &od.regions[..])
        else {
            return Ok(false);
        };
        let (xt, it, ut) = (self.f.ty(x), self.f.ty(idx), self.f.ty(upd));
        let Some(combiner) = region_combiner(self.f, body, xt) else {
            return Ok(false);
        };
        let shapes = [&xt.shape[..], &it.shape[..], &ut.shape[..]];
        let desc = ScatterDesc::new(xt.dtype, it.dtype, shapes, s, combiner);
        if desc.validate().is_err() {
            return Ok(false);
        }
        self.push_indexing(op, StepKind::Scatter(desc))
    }

    /// One step reading the op's operands row-major into a fresh row-major result.
    fn push_indexing(&mut self, op: OpId, kind: StepKind) -> Result<bool, Diagnostic> {
        let operands = self.f.op(op).operands.clone();
        let inputs = self.buffers_of(&operands)?;
        self.push_into_results(op, kind, inputs);
        Ok(true)
    }
}

/// The combiner an update region computes, when the interpreter would apply it as one: a
/// block of two scalar arguments of the input's dtype that returns one binary op of both
/// (in either order: every known combiner is commutative), or returns its second argument
/// (`set`).
pub(super) fn region_combiner(
    f: &Function,
    body: BlockId,
    input: &TensorType,
) -> Option<ScatterCombiner> {
    let b = f.get_block(body)?;
    let scalar = TensorType::scalar(input.dtype);
    let args_fit = b.args.len() == 2
        && b.args
            .iter()
            .all(|&a| f.get_value(a).map(|d| &d.ty) == Some(&scalar));
    if !args_fit {
        return None;
    }
    match b.ops[..] {
        [] if b.ret == [b.args[1]] => Some(ScatterCombiner::Replace),
        [op_id] => {
            let od = f.get_op(op_id)?;
            let Op::Binary(op) = od.op else { return None };
            let uses_both = od.operands.len() == 2
                && od.operands.contains(&b.args[0])
                && od.operands.contains(&b.args[1]);
            let c = ScatterCombiner::from_binary(op)?;
            (uses_both && b.ret == od.results && c.applies_to(input.dtype)).then_some(c)
        }
        _ => None,
    }
}
