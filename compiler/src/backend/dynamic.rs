//! `dynamic_slice` and `dynamic_update_slice` as kernels reading their offsets at run time
//! (common in `scan` bodies: `xs[i]`, `ys[i]`), instead of interpreter steps.

use super::lower::Lowerer;
use fresnel_ir::func::OpId;
use fresnel_ir::{Diagnostic, Op};
use fresnel_kernels::DynamicSliceDesc;
use fresnel_runtime::cpu::StepKind;

impl<'m> Lowerer<'m> {
    /// Lowers a `dynamic_slice` or `dynamic_update_slice` to its kernel; `false` when the
    /// op does not fit it (then it falls back).
    pub(super) fn try_dynamic_slice(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (update, window) = match &od.op {
            Op::DynamicSlice { sizes } => (false, sizes.clone()),
            Op::DynamicUpdateSlice => match od.operands.get(1) {
                Some(&u) => (true, self.f.ty(u).shape.clone()),
                None => return Ok(false),
            },
            _ => return Ok(false),
        };
        let Some(&x) = od.operands.first() else {
            return Ok(false);
        };
        let operand = self.f.ty(x).clone();
        let data_inputs = 1 + usize::from(update);
        let indices = &od.operands[data_inputs.min(od.operands.len())..];
        let scalar_ints = indices.iter().all(|&i| {
            let t = self.f.ty(i);
            t.rank() == 0 && t.dtype.is_int()
        });
        let desc = DynamicSliceDesc {
            dtype: operand.dtype,
            operand: operand.shape.clone(),
            window,
            update,
        };
        if !scalar_ints || indices.len() != operand.rank() || desc.validate().is_err() {
            return Ok(false);
        }
        let operands = od.operands.clone();
        let inputs = self.buffers_of(&operands)?;
        self.push_into_results(op, StepKind::DynamicSlice(desc), inputs);
        Ok(true)
    }
}
