//! FFTs with fused elementwise hooks: a *prologue* computes the transform's input (so `fft(u·H)`
//! never stores `u·H`) and an *epilogue* consumes its output (so `|ifft(…)|²` never stores the
//! complex field), each applied to a slab group while it is in cache.
//!
//! Complex transforms only. When slabs are too large to stay in cache the hooks still run, as
//! separate parallel passes over the whole array.

use super::engine::Engine;
use super::lines::C;
use super::{Exec, FftDesc, FftPlan, FftTransform, KERNEL};
use crate::buffer::{BufMut, BufRef, Element};
use crate::elementwise::plan::{split_chunks, store_lanes};
use crate::elementwise::CompiledLanes;
use crate::elementwise::{ElementwisePlan, ElementwiseProgram, InputMap};
use crate::error::KernelError;
use crate::error::{kernel_err, KernelResult};
use fresnel_ir::{DType, TensorType};
use rayon::prelude::*;
use rustfft::FftNum;
use std::sync::Arc;

/// A compiled hook's failure as this kernel's error.
fn hook_err(message: String) -> KernelError {
    KernelError::new(KERNEL, message)
}

/// An FFT with optional fused prologue and epilogue.
///
/// * `prologue`: over the transform's input index space, with exactly one output of the
///   transform's dtype: the values to transform. Its inputs are the kernel's first inputs.
///   Without it, the kernel's first input is the transform's input.
/// * `epilogue`: over the transform's output index space; its input 0 must be the contiguous
///   map of the transform's dtype and stands for the transformed values; its other inputs follow
///   the prologue's among the kernel's inputs; its outputs are the kernel's outputs. Without it,
///   the kernel's one output is the transform's output.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FusedFftDesc {
    pub fft: FftDesc,
    pub prologue: Option<ElementwiseProgram>,
    pub epilogue: Option<ElementwiseProgram>,
}

/// A planned fused FFT.
#[derive(Debug)]
pub struct FusedFftPlan {
    desc: FusedFftDesc,
    fft: FftPlan,
    prologue: Option<ElementwisePlan>,
    epilogue: Option<ElementwisePlan>,
    /// The hooks compiled by another code generator, run in place of the plans' lanes.
    compiled_prologue: Option<Arc<dyn CompiledLanes>>,
    compiled_epilogue: Option<Arc<dyn CompiledLanes>>,
}

impl FusedFftPlan {
    pub fn new(desc: &FusedFftDesc) -> KernelResult<FusedFftPlan> {
        if !matches!(
            desc.fft.transform,
            FftTransform::Forward | FftTransform::Inverse
        ) {
            return kernel_err!(
                KERNEL,
                "fused hooks need a complex transform, not {:?}",
                desc.fft.transform
            );
        }
        let fft = FftPlan::new(&desc.fft)?;
        let t = desc.fft.input_type();
        let prologue = match &desc.prologue {
            None => None,
            Some(p) => {
                let plan = ElementwisePlan::new(p)?;
                if p.shape != t.shape || plan.output_types() != [t.dtype] {
                    return kernel_err!(
                        KERNEL,
                        "the prologue must give one {t}, it gives {:?} over {:?}",
                        plan.output_types(),
                        p.shape
                    );
                }
                Some(plan)
            }
        };
        let epilogue = match &desc.epilogue {
            None => None,
            Some(e) => {
                let plan = ElementwisePlan::new(e)?;
                let plane = InputMap::contiguous(t.dtype, &t.shape);
                if e.shape != t.shape || e.inputs.first() != Some(&plane) || e.outputs.is_empty() {
                    return kernel_err!(KERNEL, "the epilogue must run over {t}, read it as its contiguous input 0, and have outputs");
                }
                Some(plan)
            }
        };
        Ok(FusedFftPlan {
            desc: desc.clone(),
            fft,
            prologue,
            epilogue,
            compiled_prologue: None,
            compiled_epilogue: None,
        })
    }

    /// The plan with its prologue and epilogue computed by compiled kernels of the same
    /// programs where given (the plans still check the buffers).
    pub fn with_compiled_hooks(
        mut self,
        prologue: Option<Arc<dyn CompiledLanes>>,
        epilogue: Option<Arc<dyn CompiledLanes>>,
    ) -> FusedFftPlan {
        self.compiled_prologue = prologue.filter(|_| self.prologue.is_some());
        self.compiled_epilogue = epilogue.filter(|_| self.epilogue.is_some());
        self
    }

    /// How many of the hooks run on compiled kernels.
    pub fn compiled_hooks(&self) -> usize {
        self.compiled_prologue.is_some() as usize + self.compiled_epilogue.is_some() as usize
    }

    pub fn desc(&self) -> &FusedFftDesc {
        &self.desc
    }

    /// The number of input buffers `run` takes.
    pub fn num_inputs(&self) -> usize {
        let first = self.desc.prologue.as_ref().map_or(1, |p| p.inputs.len());
        first
            + self
                .desc
                .epilogue
                .as_ref()
                .map_or(0, |e| e.inputs.len() - 1)
    }

    /// The types of the output buffers `run` fills.
    pub fn output_types(&self) -> Vec<TensorType> {
        let t = self.desc.fft.output_type();
        match &self.epilogue {
            None => vec![t],
            Some(e) => e.output_types().iter().map(|&d| t.with_dtype(d)).collect(),
        }
    }

    pub fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> KernelResult<()> {
        if inputs.len() != self.num_inputs() {
            return kernel_err!(
                KERNEL,
                "expected {} inputs, got {}",
                self.num_inputs(),
                inputs.len()
            );
        }
        let n_first = self.desc.prologue.as_ref().map_or(1, |p| p.inputs.len());
        let (first, extra) = inputs.split_at(n_first);
        let t = self.desc.fft.input_type();
        match &self.prologue {
            Some(p) => p.check_inputs(first)?,
            None => {
                if first[0].dtype() != t.dtype || first[0].len() != t.num_elements() {
                    return kernel_err!(
                        KERNEL,
                        "input is {} with {} elements, expected {t}",
                        first[0].dtype(),
                        first[0].len()
                    );
                }
            }
        }
        // The epilogue sees the transformed plane as input 0; a placeholder stands in for it.
        let placeholder = match t.dtype {
            DType::C64 => BufRef::C64(&[]),
            _ => BufRef::C128(&[]),
        };
        let epi_inputs: Vec<BufRef<'_>> = std::iter::once(placeholder)
            .chain(extra.iter().copied())
            .collect();
        if let Some(e) = &self.epilogue {
            e.check_inputs_except(&epi_inputs, Some(0))?;
        }
        let types = self.output_types();
        if outputs.len() != types.len() {
            return kernel_err!(
                KERNEL,
                "expected {} outputs, got {}",
                types.len(),
                outputs.len()
            );
        }
        for (k, (o, want)) in outputs.iter().zip(&types).enumerate() {
            if o.dtype() != want.dtype || o.len() != want.num_elements() {
                return kernel_err!(
                    KERNEL,
                    "output {k} is {} with {} elements, expected {want}",
                    o.dtype(),
                    o.len()
                );
            }
        }
        if t.num_elements() == 0 {
            return Ok(());
        }
        match &self.fft.exec {
            Exec::F32(e) => self.run_typed(e, first, &epi_inputs, outputs),
            Exec::F64(e) => self.run_typed(e, first, &epi_inputs, outputs),
        }
    }

    /// Fills `work` (lanes `base..base+work.len()` of the input space) from the prologue or the
    /// input.
    fn fill<T: FftNum>(
        &self,
        ps: &mut Option<crate::elementwise::plan::Scratch>,
        first: &[BufRef<'_>],
        base: usize,
        work: &mut [C<T>],
    ) -> KernelResult<()>
    where
        C<T>: Element,
    {
        if let Some(k) = &self.compiled_prologue {
            let mut out = [C::<T>::buf_mut(work)];
            return k.run_lanes(first, None, base, &mut out).map_err(hook_err);
        }
        match (&self.prologue, ps) {
            (Some(p), Some(ps)) => {
                let chunk = p.chunk_len();
                for off in (0..work.len()).step_by(chunk) {
                    let n = chunk.min(work.len() - off);
                    p.eval_chunk(ps, first, base + off, n)?;
                    if !store_lanes(
                        p.output_lanes(ps, first, None, 0, n),
                        C::<T>::buf_mut(&mut work[off..off + n]),
                        n,
                    ) {
                        return kernel_err!(KERNEL, "internal: prologue output dtype");
                    }
                }
            }
            _ => {
                let Some(src) = C::<T>::from_ref(first[0]) else {
                    return kernel_err!(KERNEL, "internal: input precision");
                };
                work.copy_from_slice(&src[base..base + work.len()]);
            }
        }
        Ok(())
    }

    fn run_typed<T: FftNum>(
        &self,
        engine: &Engine<T>,
        first: &[BufRef<'_>],
        epi_inputs: &[BufRef<'_>],
        outputs: &mut [BufMut<'_>],
    ) -> KernelResult<()>
    where
        C<T>: Element,
    {
        let total = self.desc.fft.output_type().num_elements();
        let zero = C::new(T::zero(), T::zero());
        let Some(glen) = engine.group_len() else {
            // Whole-array passes: the hooks become separate parallel passes.
            let mut owned = Vec::new();
            let work: &mut [C<T>] = match &self.epilogue {
                Some(_) => {
                    owned.resize(total, zero);
                    &mut owned
                }
                None => match C::<T>::from_mut(outputs[0].reborrow()) {
                    Some(w) => w,
                    None => return kernel_err!(KERNEL, "internal: output precision"),
                },
            };
            match (&self.compiled_prologue, &self.prologue) {
                (Some(k), _) => k
                    .run_lanes(first, None, 0, &mut [C::<T>::buf_mut(work)])
                    .map_err(hook_err)?,
                (None, Some(p)) => p.run(first, &mut [C::<T>::buf_mut(work)])?,
                (None, None) => self.fill::<T>(&mut None, first, 0, work)?,
            }
            engine.c2c_in_place(work);
            if let Some(e) = &self.epilogue {
                let mut ins = epi_inputs.to_vec();
                ins[0] = C::<T>::buf_ref(&owned);
                match &self.compiled_epilogue {
                    Some(k) => k.run_lanes(&ins, None, 0, outputs).map_err(hook_err)?,
                    None => e.run(&ins, outputs)?,
                }
            }
            return Ok(());
        };
        // Slab groups: prologue, every pass and the epilogue while the group is in cache.
        let mut per_group: Vec<Vec<BufMut<'_>>> =
            (0..total.div_ceil(glen)).map(|_| Vec::new()).collect();
        for out in outputs.iter_mut() {
            for (g, piece) in split_chunks(out.reborrow(), glen).into_iter().enumerate() {
                per_group[g].push(piece);
            }
        }
        per_group.into_par_iter().enumerate().try_for_each_init(
            || {
                (
                    engine.scratch(),
                    self.prologue.as_ref().map(|p| p.new_scratch()),
                    self.epilogue.as_ref().map(|e| e.new_scratch()),
                    Vec::<C<T>>::new(),
                )
            },
            |(fs, ps, es, plane), (g, mut outs)| -> KernelResult<()> {
                // The last group may be shorter.
                let (base, len) = (g * glen, glen.min(total - g * glen));
                let (Some(e), Some(es)) = (&self.epilogue, es) else {
                    let Some(work) = C::<T>::from_mut(outs[0].reborrow()) else {
                        return kernel_err!(KERNEL, "internal: output precision");
                    };
                    self.fill(ps, first, base, work)?;
                    engine.passes_serial(work, fs, 0);
                    return Ok(());
                };
                plane.resize(len, zero);
                self.fill(ps, first, base, plane)?;
                engine.passes_serial(plane, fs, 0);
                if let Some(k) = &self.compiled_epilogue {
                    let mut ins = epi_inputs.to_vec();
                    ins[0] = C::<T>::buf_ref(plane);
                    return k
                        .run_lanes(&ins, Some(0), base, &mut outs)
                        .map_err(hook_err);
                }
                let chunk = e.chunk_len();
                for off in (0..len).step_by(chunk) {
                    let n = chunk.min(len - off);
                    let lanes = Some((0, C::<T>::buf_ref(&plane[off..off + n])));
                    e.eval_chunk_with(es, epi_inputs, base + off, n, lanes)?;
                    for (k, out) in outs.iter_mut().enumerate() {
                        if !store_lanes(
                            e.output_lanes(es, epi_inputs, lanes, k, n),
                            out.reborrow().slice(off, off + n),
                            n,
                        ) {
                            return kernel_err!(KERNEL, "internal: epilogue output {k} dtype");
                        }
                    }
                }
                Ok(())
            },
        )
    }
}
