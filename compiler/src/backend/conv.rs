//! `convolution` as a kernel (`fresnel_kernels::conv`: im2col + the blocked matmul) instead of
//! an interpreter step: every JAX CNN layer and its gradients (which are convolutions again,
//! with dilations, groups and reversed windows).
//!
//! It fits when both operands and the result share one non-boolean dtype; a convolution
//! into a wider result type (StableHLO's preferred element type) stays an interpreter step
//! (named in `--profile`).

use super::lower::Lowerer;
use fresnel_ir::func::OpId;
use fresnel_ir::{Diagnostic, Op};
use fresnel_kernels::ConvDesc;
use fresnel_runtime::cpu::StepKind;

impl<'m> Lowerer<'m> {
    /// A same-dtype `convolution`; `false` when it does not fit.
    pub(super) fn try_conv(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Convolution(c), &[lhs, rhs], &[result]) =
            (&od.op, od.operands.as_slice(), od.results.as_slice())
        else {
            return Ok(false);
        };
        let (lt, rt, ot) = (self.f.ty(lhs), self.f.ty(rhs), self.f.ty(result));
        let desc = ConvDesc {
            dtype: lt.dtype,
            lhs_shape: lt.shape.clone(),
            rhs_shape: rt.shape.clone(),
            dims: (**c).clone(),
        };
        let fits = rt.dtype == lt.dtype
            && ot.dtype == lt.dtype
            && desc.validate().is_ok()
            && desc.output_shape().ok().as_deref() == Some(&ot.shape[..]);
        if !fits {
            return Ok(false);
        }
        let inputs = self.buffers_of(&[lhs, rhs])?;
        self.push_into_results(op, StepKind::Conv(desc), inputs);
        Ok(true)
    }
}
