//! Lowering the ops that have a kernel of their own: `reduce` (with an elementwise prologue),
//! `dot_general`, `pad` and `concatenate` (FFTs: see `fft.rs`). Each `try_*` returns `Ok(false)` when the kernel cannot take the op; the
//! caller then falls back (to the interpreter for a single op).

use super::group::Group;
use super::lower::Lowerer;
use super::view::{Lowered, View};
use fresnel_ir::func::{BlockId, OpId, ValueId};
use fresnel_ir::types::strides as row_major;
use fresnel_ir::{DType, Diagnostic, Op, TensorType};
use fresnel_kernels::{CopyDesc, CopyPiece, DotDesc, DotPlan, ReduceDesc, ReducePlan};
use fresnel_runtime::cpu::{BufId, StepKind};
use std::collections::HashSet;

impl<'m> Lowerer<'m> {
    /// `reduce` with a single recognised body, a compile-time init, and `prologue` (ops of the
    /// same fusion body computing its input) fused in.
    pub(super) fn try_reduce(
        &mut self,
        prologue: &[OpId],
        op: OpId,
        block: BlockId,
    ) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Reduce { dims }, Some(kind), [input, init]) = (
            &od.op,
            fresnel_ir::print::reduce_kind(self.f, op),
            od.operands.as_slice(),
        ) else {
            return Ok(false);
        };
        let (input, init, result) = (*input, *init, od.results[0]);
        let shape = self.f.ty(input).shape.clone();
        let mut g = Group::new(&shape);
        if !self.translate(prologue, &mut g)? {
            return Ok(false);
        }
        // The prologue's registers die with the kernel: nothing else may need them.
        let mut inside: HashSet<OpId> = prologue.iter().copied().collect();
        inside.insert(op);
        let escapes = prologue
            .iter()
            .flat_map(|&o| self.f.op(o).results.clone())
            .any(|v| g.has_reg(v) && self.used_outside(v, &inside, block));
        if escapes {
            return Ok(false);
        }
        let Some(init) = self.known_scalar(&self.get(init)?) else {
            return Ok(false);
        };
        let Some(r) = self.reg_of(&mut g, input)? else {
            return Ok(false);
        };
        g.prog.output(r);
        let desc = ReduceDesc {
            prologue: g.prog,
            dims: dims.clone(),
            kind,
            init,
        };
        let out_ty = self.f.ty(result).clone();
        if ReducePlan::new(&desc).is_err() || desc.output_shape() != out_ty.shape {
            return Ok(false);
        }
        let out = self.temp(&out_ty);
        self.push_step(StepKind::Reduce(desc), g.inputs, vec![out]);
        self.set(result, Lowered::View(View::row_major(out, &out_ty.shape)));
        Ok(true)
    }

    pub(super) fn try_dot(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::DotGeneral(dims), [lhs, rhs]) = (&od.op, od.operands.as_slice()) else {
            return Ok(false);
        };
        let (lhs, rhs, result) = (*lhs, *rhs, od.results[0]);
        let out_ty = self.f.ty(result).clone();
        let (lt, rt) = (self.f.ty(lhs).clone(), self.f.ty(rhs).clone());
        let desc = DotDesc {
            dtype: out_ty.dtype,
            lhs_shape: lt.shape.clone(),
            rhs_shape: rt.shape.clone(),
            dims: dims.clone(),
        };
        // Operands convert to the result type, but complex never narrows to real.
        let widening_ok = |d: fresnel_ir::DType| !d.is_complex() || out_ty.dtype.is_complex();
        if !widening_ok(lt.dtype) || !widening_ok(rt.dtype) {
            return Ok(false);
        }
        if DotPlan::new(&desc).is_err() || desc.output_shape() != out_ty.shape {
            return Ok(false);
        }
        let (l, r) = (self.get(lhs)?, self.get(rhs)?);
        let mut desc = desc;
        let a = match self.in_layout(
            &l,
            &lt,
            out_ty.dtype,
            &desc.dims.lhs_batch,
            &desc.dims.lhs_contract,
        ) {
            Some((buf, side)) => {
                (desc.lhs_shape, desc.dims.lhs_batch, desc.dims.lhs_contract) = side;
                buf
            }
            None => self.row_major_as(&l, &lt, out_ty.dtype)?,
        };
        let b = match self.in_layout(
            &r,
            &rt,
            out_ty.dtype,
            &desc.dims.rhs_batch,
            &desc.dims.rhs_contract,
        ) {
            Some((buf, side)) => {
                (desc.rhs_shape, desc.dims.rhs_batch, desc.dims.rhs_contract) = side;
                buf
            }
            None => self.row_major_as(&r, &rt, out_ty.dtype)?,
        };
        if DotPlan::new(&desc).is_err() {
            return Err(self.err(
                op,
                "internal: the dot in the operands' layouts does not plan",
            ));
        }
        let out = self.temp(&out_ty);
        self.push_step(StepKind::Dot(desc), vec![a, b], vec![out]);
        self.set(result, Lowered::View(View::row_major(out, &out_ty.shape)));
        Ok(true)
    }

    /// A dot operand that is a permutation of a row-major buffer (a transpose, say), read in
    /// the buffer's own layout: the buffer, its shape, and the batch and contracting dims
    /// renumbered. `None` when the operand is not such a view, needs a conversion, or the
    /// layout would reorder its free dims (which the result's layout follows).
    fn in_layout(
        &self,
        l: &Lowered,
        ty: &TensorType,
        to: DType,
        batch: &[usize],
        contract: &[usize],
    ) -> Option<(BufId, (Vec<usize>, Vec<usize>, Vec<usize>))> {
        let Lowered::View(v) = l else { return None };
        if ty.dtype != to || v.is_row_major() {
            return None;
        }
        let mut order = v.dense_order(self.buffers[v.buf.index()].len)?;
        order.extend((0..ty.rank()).filter(|&d| ty.shape[d] == 1));
        let mut pos = vec![0; ty.rank()];
        for (j, &d) in order.iter().enumerate() {
            pos[d] = j;
        }
        let free: Vec<usize> = (0..ty.rank())
            .filter(|d| !batch.contains(d) && !contract.contains(d) && ty.shape[*d] > 1)
            .map(|d| pos[d])
            .collect();
        if free.windows(2).any(|w| w[0] > w[1]) {
            return None;
        }
        let shape = order.iter().map(|&d| ty.shape[d]).collect();
        let renumber = |dims: &[usize]| dims.iter().map(|&d| pos[d]).collect();
        Some((v.buf, (shape, renumber(batch), renumber(contract))))
    }

    /// `pad` (with a compile-time padding value) and `concatenate` as strided copies reading
    /// their operands' views directly.
    pub(super) fn try_copy_op(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let result = od.results[0];
        let out_ty = self.f.ty(result).clone();
        let operands: Vec<ValueId> = match &od.op {
            Op::Pad { .. } => od.operands[..1].to_vec(),
            _ => od.operands.clone(),
        };
        let shapes: Vec<Vec<usize>> = operands
            .iter()
            .map(|&v| self.f.ty(v).shape.clone())
            .collect();
        let desc = match &od.op {
            Op::Pad {
                low,
                high,
                interior,
            } => {
                let Some(value) = self.known_scalar(&self.get(od.operands[1])?) else {
                    return Ok(false);
                };
                CopyDesc::pad(out_ty.dtype, &shapes[0], low, high, interior, value)
            }
            Op::Concatenate { dim } => CopyDesc::concatenate(out_ty.dtype, &shapes, *dim),
            _ => return Ok(false),
        };
        let Ok(mut desc) = desc else { return Ok(false) };
        if desc.shape != out_ty.shape {
            return Ok(false);
        }
        let mut views = Vec::with_capacity(operands.len());
        for &v in &operands {
            let ty = self.f.ty(v).clone();
            let view = match self.get(v)? {
                Lowered::View(view) => view,
                splat => View::row_major(self.row_major(&splat, &ty)?, &ty.shape),
            };
            views.push(view);
        }
        for piece in &mut desc.pieces {
            let k = piece.input as usize;
            if !compose(piece, &shapes[k], &views[k]) {
                return Ok(false);
            }
        }
        let out = self.temp(&out_ty);
        self.push_step(
            StepKind::Copy(desc),
            views.iter().map(|v| v.buf).collect(),
            vec![out],
        );
        self.set(result, Lowered::View(View::row_major(out, &out_ty.shape)));
        Ok(true)
    }
}

/// Rewrites a piece that reads a row-major input of `in_shape` (dim for dim) to read `view`
/// instead. `false` when the piece is not of that form.
fn compose(piece: &mut CopyPiece, in_shape: &[usize], view: &View) -> bool {
    let r = in_shape.len();
    if piece.in_strides.len() != r || view.strides.len() != r {
        return false;
    }
    if piece.out_extent.contains(&0) {
        return true;
    }
    let rm = row_major(in_shape);
    let mut rest = piece.in_offset;
    let mut offset = view.offset;
    for d in 0..r {
        let idx = rest / rm[d].max(1);
        rest -= idx * rm[d];
        offset += idx as i64 * view.strides[d];
        if piece.in_strides[d] != rm[d] as i64 && piece.out_extent[d] > 1 {
            return false;
        }
        piece.in_strides[d] = view.strides[d];
    }
    match usize::try_from(offset) {
        Ok(o) => {
            piece.in_offset = o;
            true
        }
        Err(_) => false,
    }
}
