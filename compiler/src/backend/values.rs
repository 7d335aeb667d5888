//! From IR values to buffers: constants, the views shape ops make, and row-major copies for
//! kernels that need them (materialised once per view and reused).

use super::lower::{input_map, Lowerer};
use super::view::{Lowered, View};
use fresnel_ir::{Array, DType, Diagnostic, Op, Scalar, TensorType};
use fresnel_kernels::{CopyDesc, CopyPiece, ElementwiseProgram, Instr};
use fresnel_runtime::cpu::{BufId, Source, StepKind};

impl<'m> Lowerer<'m> {
    /// The element of a one-element constant or splat, when known at compile time.
    pub(super) fn known_scalar(&self, l: &Lowered) -> Option<Scalar> {
        match l {
            Lowered::Splat(s) => Some(*s),
            Lowered::View(v) => match &self.buffers[v.buf.index()].source {
                Source::Const(a) if v.num_elements() == 1 => {
                    let i = usize::try_from(v.offset).ok()?;
                    (i < a.len()).then(|| a.data.get(i))
                }
                _ => None,
            },
        }
    }

    /// A row-major buffer holding exactly `l` seen with type `ty` (no copy when `l` already is).
    pub(super) fn row_major(&mut self, l: &Lowered, ty: &TensorType) -> Result<BufId, Diagnostic> {
        match l {
            Lowered::View(v)
                if v.is_row_major() && self.buffers[v.buf.index()].len == ty.num_elements() =>
            {
                Ok(v.buf)
            }
            Lowered::View(v) => {
                let key = format!("{v:?}");
                if let Some(&b) = self.materialized.get(&key) {
                    return Ok(b);
                }
                let out = self.temp(ty);
                let desc = CopyDesc {
                    dtype: ty.dtype,
                    shape: ty.shape.clone(),
                    num_inputs: 1,
                    pieces: vec![CopyPiece {
                        input: 0,
                        out_start: vec![0; ty.rank()],
                        out_extent: ty.shape.clone(),
                        out_step: vec![1; ty.rank()],
                        in_offset: usize::try_from(v.offset).map_err(|_| {
                            Diagnostic::new("internal: a view reaches before its buffer")
                        })?,
                        in_strides: v.strides.clone(),
                    }],
                    fill: None,
                };
                self.push_step(StepKind::Copy(desc), vec![v.buf], vec![out]);
                self.materialized.insert(key, out);
                Ok(out)
            }
            Lowered::Splat(s) => {
                let key = format!("{s:?}:{:?}", ty.shape);
                if let Some(&b) = self.materialized.get(&key) {
                    return Ok(b);
                }
                let out = self.temp(ty);
                let mut p = ElementwiseProgram::new(ty.shape.clone());
                let r = p.push(Instr::Const(*s));
                p.output(r);
                self.push_step(StepKind::Elementwise(p), vec![], vec![out]);
                self.materialized.insert(key, out);
                Ok(out)
            }
        }
    }

    /// `l` as a row-major buffer of dtype `to` (converted elementwise when it differs).
    pub(super) fn row_major_as(
        &mut self,
        l: &Lowered,
        ty: &TensorType,
        to: DType,
    ) -> Result<BufId, Diagnostic> {
        if ty.dtype == to {
            return self.row_major(l, ty);
        }
        let out = self.temp(&ty.with_dtype(to));
        let mut p = ElementwiseProgram::new(ty.shape.clone());
        let mut inputs = Vec::new();
        let x = match l {
            Lowered::Splat(s) => p.push(Instr::Const(*s)),
            Lowered::View(v) => {
                inputs.push(v.buf);
                p.load(input_map(v, ty.dtype)?)
            }
        };
        let y = p.push(Instr::Convert { x, to });
        p.output(y);
        self.push_step(StepKind::Elementwise(p), inputs, vec![out]);
        Ok(out)
    }

    pub(super) fn constant(&mut self, a: &Array) -> Lowered {
        if let Some(s) = a.splat_value() {
            return Lowered::Splat(s);
        }
        let b = self.new_buffer(a.dtype(), a.len(), Source::Const(a.clone()));
        Lowered::View(View::row_major(b, &a.shape))
    }

    /// The view (or splat) a shape op makes of `x`; `None` when the op's attributes do not fit.
    pub(super) fn shape_op(
        &mut self,
        op: &Op,
        x: &Lowered,
        operand_ty: &TensorType,
        ty: &TensorType,
    ) -> Result<Option<Lowered>, Diagnostic> {
        let v = match x {
            Lowered::Splat(s) => return Ok(Some(Lowered::Splat(*s))),
            Lowered::View(v) => v,
        };
        let out = match op {
            Op::BroadcastInDim { dims } => v.broadcast_in_dim(dims, &ty.shape),
            Op::Transpose { perm } => v.transpose(perm),
            Op::Slice {
                start,
                limit,
                strides,
            } => v.slice(start, limit, strides),
            Op::Reverse { dims } => v.reverse(dims),
            Op::Reshape => match v.reshape(&ty.shape) {
                Some(r) => Some(r),
                None => {
                    let b = self.row_major(x, operand_ty)?;
                    Some(View::row_major(b, &ty.shape))
                }
            },
            _ => None,
        };
        Ok(out.filter(|o| o.shape == ty.shape).map(Lowered::View))
    }
}
