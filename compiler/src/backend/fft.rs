//! FFT lowering. A complex FFT of a view that reads a row-major buffer in another dim order
//! (`transpose → fft → transpose`, as the trace API emits FFTs over non-trailing axes)
//! transforms the buffer in its own layout, so no transpose is materialised. An `fft` fusion
//! becomes one fused kernel whose elementwise prologue and epilogue run on each slab while it
//! is in cache, when its parts fit the kernel; otherwise its parts are lowered one by one.

use super::group::Group;
use super::lower::Lowerer;
use super::view::{Lowered, View};
use fresnel_ir::func::{BlockId, OpId, ValueId};
use fresnel_ir::{Diagnostic, FftKind, Op};
use fresnel_kernels::{FftDesc, FftTransform, FusedFftDesc, FusedFftPlan};
use fresnel_runtime::cpu::{BufId, StepKind};
use std::collections::HashSet;

/// The fused kernel gains by running the hooks on each slab (the block of the array from the
/// first transformed axis on) while it is in cache; slabs larger than this are transformed in
/// whole-array passes where the hooks are separate passes with a temporary of the kernel's own,
/// which the buffer plan does better as separate steps. Mirrors the kernel's own threshold.
const FUSED_SLAB_BYTES: usize = 1 << 20;

fn slabs_fit_in_cache(fft: &FftDesc) -> bool {
    let first = fft.axes.iter().copied().min().unwrap_or(0);
    let slab: usize = fft.shape[first..].iter().product();
    slab * fft.dtype.size_bytes() <= FUSED_SLAB_BYTES
}

fn plain(fft: FftDesc) -> FusedFftDesc {
    FusedFftDesc {
        fft,
        prologue: None,
        epilogue: None,
    }
}

impl<'m> Lowerer<'m> {
    pub(super) fn try_fft(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Fft { kind, length }, [x]) = (&od.op, od.operands.as_slice()) else {
            return Ok(false);
        };
        let (kind, x, result) = (*kind, *x, od.results[0]);
        let in_ty = self.f.ty(x).clone();
        let out_ty = self.f.ty(result).clone();
        if in_ty.num_elements() == 0 || out_ty.num_elements() == 0 {
            return Ok(false);
        }
        let lowered = self.get(x)?;
        if matches!(kind, FftKind::Fft | FftKind::Ifft) {
            if let Some(done) = self.try_fft_in_layout(kind, length, &lowered, x, result)? {
                return Ok(done);
            }
        }
        let Ok(desc) = FftDesc::from_stablehlo(kind, &in_ty, length) else {
            return Ok(false);
        };
        if desc.output_type() != out_ty {
            return Ok(false);
        }
        let input = self.row_major(&lowered, &in_ty)?;
        let out = self.temp(&out_ty);
        self.push_step(StepKind::Fft(plain(desc)), vec![input], vec![out]);
        self.set(result, Lowered::View(View::row_major(out, &out_ty.shape)));
        Ok(true)
    }

    /// A complex FFT of a view that reads a row-major buffer in some dim order (a transpose
    /// of one, say): transform the buffer in its own layout over the axes the trailing dims
    /// are stored in, and see the result through the same strides. `None`: not such a view.
    fn try_fft_in_layout(
        &mut self,
        kind: FftKind,
        length: &[usize],
        lowered: &Lowered,
        x: ValueId,
        result: ValueId,
    ) -> Result<Option<bool>, Diagnostic> {
        let Lowered::View(v) = lowered else {
            return Ok(None);
        };
        let in_ty = self.f.ty(x).clone();
        let rank = in_ty.rank();
        if !in_ty.dtype.is_complex()
            || length.is_empty()
            || length.len() > rank
            || in_ty.shape[rank - length.len()..] != *length
        {
            return Ok(None);
        }
        let Some(order) = v.dense_order(self.buffers[v.buf.index()].len) else {
            return Ok(None);
        };
        let first_axis = rank - length.len();
        let axes: Vec<usize> = (0..order.len())
            .filter(|&j| order[j] >= first_axis)
            .collect();
        if axes.is_empty() || *self.f.ty(result) != in_ty {
            return Ok(None);
        }
        let n: usize = length.iter().product();
        let (transform, scale) = match kind {
            FftKind::Fft => (FftTransform::Forward, None),
            _ => (FftTransform::Inverse, Some(1.0 / n as f64)),
        };
        let desc = FftDesc {
            transform,
            dtype: in_ty.dtype,
            shape: order.iter().map(|&d| in_ty.shape[d]).collect(),
            axes,
            scale,
        };
        let out = self.temp(&in_ty);
        self.push_step(StepKind::Fft(plain(desc)), vec![v.buf], vec![out]);
        self.set(
            result,
            Lowered::View(View {
                buf: out,
                shape: in_ty.shape.clone(),
                offset: 0,
                strides: v.strides.clone(),
            }),
        );
        Ok(Some(true))
    }

    /// The `fft` fusion `ops` (of block `body`, the FFT at `ops[k]`) as one fused kernel.
    /// `Ok(false)`: it does not fit (a real transform, a prologue value needed elsewhere, the
    /// transform's output needed as a buffer, no hook at all); lower the parts instead.
    pub(super) fn try_fused_fft(
        &mut self,
        ops: &[OpId],
        k: usize,
        body: BlockId,
    ) -> Result<bool, Diagnostic> {
        let od = self.f.op(ops[k]);
        let (Op::Fft { kind, length }, [x]) = (&od.op, od.operands.as_slice()) else {
            return Ok(false);
        };
        if !matches!(kind, FftKind::Fft | FftKind::Ifft) {
            return Ok(false);
        }
        let (x, y) = (*x, od.results[0]);
        let ty = self.f.ty(x).clone();
        let Ok(fft) = FftDesc::from_stablehlo(*kind, &ty, length) else {
            return Ok(false);
        };
        if ty.num_elements() == 0 || fft.output_type() != *self.f.ty(y) || !slabs_fit_in_cache(&fft)
        {
            return Ok(false);
        }
        let (prologue_ops, epilogue_ops) = (&ops[..k], &ops[k + 1..]);

        // Prologue: its registers live only inside the kernel.
        let mut gp = Group::new(&ty.shape);
        if !self.translate(prologue_ops, &mut gp)? {
            return Ok(false);
        }
        let pro_set: HashSet<OpId> = prologue_ops.iter().copied().collect();
        let escapes = prologue_ops
            .iter()
            .flat_map(|&o| self.f.op(o).results.clone())
            .any(|v| v != x && gp.has_reg(v) && self.used_outside(v, &pro_set, body));
        if escapes {
            return Ok(false);
        }
        let (prologue, mut inputs) = match gp.reg(x) {
            Some(r) => {
                gp.prog.output(r);
                match gp.prog.validate() {
                    Ok(types) if types[r as usize] == ty.dtype => (Some(gp.prog), gp.inputs),
                    _ => return Ok(false),
                }
            }
            None => match self.get(x)? {
                Lowered::View(v)
                    if v.is_row_major() && self.buffers[v.buf.index()].len == ty.num_elements() =>
                {
                    (None, vec![v.buf])
                }
                _ => return Ok(false),
            },
        };

        // Epilogue: reads the transformed plane as its input 0.
        let mut epilogue = None;
        let mut outputs: Vec<ValueId> = vec![y];
        if !epilogue_ops.is_empty() {
            let mut ge = Group::new(&ty.shape);
            ge.bind_plane(y, ty.dtype);
            if !self.translate(epilogue_ops, &mut ge)? {
                return Ok(false);
            }
            let epi_set: HashSet<OpId> = epilogue_ops.iter().copied().collect();
            if self.used_outside(y, &epi_set, body) {
                return Ok(false);
            }
            let stored: Vec<(ValueId, u32)> = epilogue_ops
                .iter()
                .flat_map(|&o| self.f.op(o).results.clone())
                .filter(|&v| self.used_outside(v, &epi_set, body))
                .filter_map(|v| ge.reg(v).map(|r| (v, r)))
                .collect();
            if stored.is_empty() {
                return Ok(false);
            }
            for &(_, r) in &stored {
                ge.prog.output(r);
            }
            let Ok(types) = ge.prog.validate() else {
                return Ok(false);
            };
            if stored
                .iter()
                .any(|&(v, r)| types[r as usize] != self.f.ty(v).dtype)
            {
                return Ok(false);
            }
            inputs.extend(ge.inputs[1..].iter().copied());
            outputs = stored.iter().map(|&(v, _)| v).collect();
            epilogue = Some(ge.prog);
        }
        if prologue.is_none() && epilogue.is_none() {
            return Ok(false);
        }
        let desc = FusedFftDesc {
            fft,
            prologue,
            epilogue,
        };
        if FusedFftPlan::new(&desc).is_err() {
            return Ok(false);
        }
        let mut outs: Vec<BufId> = Vec::with_capacity(outputs.len());
        for &v in &outputs {
            let t = self.f.ty(v).clone();
            let b = self.temp(&t);
            outs.push(b);
            self.set(v, Lowered::View(View::row_major(b, &t.shape)));
        }
        self.push_step(StepKind::Fft(desc), inputs, outs);
        Ok(true)
    }
}
