//! `select_and_scatter` as a kernel (`fresnel_kernels::select_scatter`) instead of an
//! interpreter step: the gradient of max/min pooling.
//!
//! It fits when the select region is one `compare` of its two arguments (either order, any
//! direction and comparison type the operand's dtype takes) and the scatter region is a
//! combiner the interpreter applies as one binary op or `return %b` (see
//! [`region_combiner`]); anything else stays an interpreter step (named in `--profile`).

use super::indexing::region_combiner;
use super::lower::Lowerer;
use fresnel_ir::func::{BlockId, Function, OpId};
use fresnel_ir::{CompareDir, CompareType, DType, Diagnostic, Op, TensorType};
use fresnel_kernels::{select_scatter_covered, SelectScatterDesc};
use fresnel_runtime::cpu::StepKind;

impl<'m> Lowerer<'m> {
    /// `select_and_scatter` with a recognised select and scatter; `false` when it does not fit.
    pub(super) fn try_select_and_scatter(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::SelectAndScatter(w), &[x, source, init], &[select, scatter], &[result]) = (
            &od.op,
            od.operands.as_slice(),
            od.regions.as_slice(),
            od.results.as_slice(),
        ) else {
            return Ok(false);
        };
        let xt = self.f.ty(x).clone();
        let Some((dir, order)) = select_compare(self.f, select, xt.dtype) else {
            return Ok(false);
        };
        let Some(combiner) = region_combiner(self.f, scatter, &xt) else {
            return Ok(false);
        };
        let no_dilation = w
            .base_dilations
            .iter()
            .chain(&w.window_dilations)
            .all(|&d| d == 1);
        let desc = SelectScatterDesc {
            dtype: xt.dtype,
            dir,
            order,
            combiner,
            shape: xt.shape.clone(),
            dims: w.dims.clone(),
            strides: w.strides.clone(),
            padding: w.padding.clone(),
        };
        let fits = no_dilation
            && select_scatter_covered(xt.dtype, order, combiner)
            && desc.validate().is_ok()
            && desc.grid().ok().as_deref() == Some(&self.f.ty(source).shape[..])
            && self.f.ty(init).num_elements() == 1
            && self.f.ty(result) == &xt;
        if !fits {
            return Ok(false);
        }
        let inputs = self.buffers_of(&[x, source, init])?;
        self.push_into_results(op, StepKind::SelectAndScatter(desc), inputs);
        Ok(true)
    }
}

/// `(dir, order)` of a select region that is `return compare(dir, a, b)` on its two scalar
/// arguments of `dtype` — or `compare(dir', b, a)`, the same test with the direction
/// mirrored — with the comparison type resolved to the one the interpreter uses (the dtype's
/// default when the IR gives none).
fn select_compare(
    f: &Function,
    select: BlockId,
    dtype: DType,
) -> Option<(CompareDir, CompareType)> {
    let b = f.get_block(select)?;
    let scalar = TensorType::scalar(dtype);
    let args_fit = b.args.len() == 2
        && b.args
            .iter()
            .all(|&a| f.get_value(a).map(|d| &d.ty) == Some(&scalar));
    let &[op_id] = b.ops.as_slice() else {
        return None;
    };
    let od = f.get_op(op_id)?;
    let Op::Compare { dir, cmp_type } = od.op else {
        return None;
    };
    if !args_fit || !od.regions.is_empty() || b.ret != od.results {
        return None;
    }
    let (a0, a1) = (b.args[0], b.args[1]);
    let dir = if od.operands == [a0, a1] {
        dir
    } else if od.operands == [a1, a0] {
        mirrored(dir)
    } else {
        return None;
    };
    let order = cmp_type.unwrap_or(if dtype.is_inexact() {
        CompareType::Float
    } else if dtype.is_signed_int() {
        CompareType::Signed
    } else {
        CompareType::Unsigned
    });
    Some((dir, order))
}

/// The direction `d'` with `compare(d', b, a) = compare(d, a, b)`.
fn mirrored(dir: CompareDir) -> CompareDir {
    match dir {
        CompareDir::Lt => CompareDir::Gt,
        CompareDir::Le => CompareDir::Ge,
        CompareDir::Gt => CompareDir::Lt,
        CompareDir::Ge => CompareDir::Le,
        CompareDir::Eq | CompareDir::Ne => dir,
    }
}
