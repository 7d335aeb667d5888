//! Compiled kernels (feature `mlir`), run over chunks of their work in parallel.

use super::jit::{input_args, input_needs, words, Arg, Entry};
use super::reduce::segments;
use fresnel_ir::{DType, Data, ReduceKind, Scalar};
use fresnel_kernels::{combine_partials, BufMut, BufRef, ElementwiseProgram, ReduceDesc};
use fresnel_kernels::{CompiledLanes, ReduceLanes, ReduceOrder};
use rayon::prelude::*;

/// Values computed per call of a kernel: enough to amortise the call and the row set-up,
/// few enough to share a large step among the threads.
const MIN_LANES: usize = 1 << 14;

/// Calls `entry` on `bufs` over units `first..first + units` in chunks of `chunk` units, in
/// parallel.
///
/// # Safety
/// As [`Entry::call`], for every chunk.
unsafe fn call_chunks(entry: &Entry, bufs: &[Arg], first: usize, units: usize, chunk: usize) {
    let chunk = chunk.max(1);
    let call = |c: usize| unsafe {
        entry.call(
            bufs,
            first + c * chunk,
            first + ((c + 1) * chunk).min(units),
        )
    };
    match units.div_ceil(chunk) {
        0 => {}
        1 => call(0),
        n => (0..n).into_par_iter().for_each(call),
    }
}

/// A share of `units` for each of a few tasks per thread.
fn share(units: usize) -> usize {
    units.div_ceil(4 * rayon::current_num_threads())
}

/// A fused elementwise program compiled to machine code by MLIR and LLVM.
pub struct CompiledElementwise {
    entry: Entry,
    total: usize,
    inputs: Vec<(DType, usize)>,
    outputs: Vec<DType>,
    /// The MLIR function the kernel was compiled from, for inspection and errors.
    pub mlir: String,
}

impl std::fmt::Debug for CompiledElementwise {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledElementwise")
            .field("total", &self.total)
            .field("inputs", &self.inputs)
            .field("outputs", &self.outputs)
            .finish()
    }
}

impl CompiledElementwise {
    /// `entry` compiled from `mlir` for `p`, whose registers have `types`.
    pub(super) fn new(
        entry: Entry,
        mlir: String,
        p: &ElementwiseProgram,
        types: &[DType],
    ) -> CompiledElementwise {
        CompiledElementwise {
            entry,
            total: p.num_elements(),
            inputs: input_needs(p),
            outputs: p.outputs.iter().map(|&r| types[r as usize]).collect(),
            mlir,
        }
    }

    /// Runs the kernel: `outputs[k]` receives output `k`, row-major over the index space.
    /// The buffers are checked as `ElementwisePlan::run` checks them.
    pub fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String> {
        let bufs = input_args(inputs, &self.inputs, None)?;
        self.run_range(bufs, 0, self.total, outputs)
    }

    /// Lanes `base..base + n` into `outputs` (`n` elements each), with the input arguments.
    fn run_range(
        &self,
        mut bufs: Vec<Arg>,
        base: usize,
        n: usize,
        outputs: &mut [BufMut<'_>],
    ) -> Result<(), String> {
        if outputs.len() != self.outputs.len() {
            return Err(format!(
                "expected {} outputs, got {}",
                self.outputs.len(),
                outputs.len()
            ));
        }
        if base + n > self.total {
            return Err(format!(
                "lanes {base}..{} of a kernel of {}",
                base + n,
                self.total
            ));
        }
        for (k, (b, &t)) in outputs.iter_mut().zip(&self.outputs).enumerate() {
            if !b.holds(t) || b.len() != n {
                return Err(format!(
                    "output {k} is {} with {} elements, expected {t} with {n}",
                    b.dtype(),
                    b.len(),
                ));
            }
            bufs.push(Arg {
                ptr: b.as_mut_ptr() as usize,
                len: words(t, n),
                first: words(t, base),
            });
        }
        let chunk = MIN_LANES.max(share(n));
        // SAFETY: the buffers were checked above to hold what the kernel reads and writes
        // for lanes `base..base + n`, and the chunks write disjoint ranges of the outputs.
        unsafe { call_chunks(&self.entry, &bufs, base, n, chunk) };
        Ok(())
    }
}

impl CompiledLanes for CompiledElementwise {
    fn run_lanes(
        &self,
        inputs: &[BufRef<'_>],
        local: Option<usize>,
        base: usize,
        outputs: &mut [BufMut<'_>],
    ) -> Result<(), String> {
        let n = outputs.first().map_or(0, |o| o.len());
        let bufs = input_args(inputs, &self.inputs, local.map(|k| (k, base, n)))?;
        self.run_range(bufs, base, n, outputs)
    }
}

/// A reduction whose values MLIR and LLVM reduce into partial results (see
/// [`super::reduce_function`]), finished by `fresnel_kernels::combine_partials`.
pub struct CompiledReduce {
    entry: Entry,
    inputs: Vec<(DType, usize)>,
    kind: ReduceKind,
    init: Scalar,
    dtype: DType,
    order: ReduceOrder,
    outputs: usize,
    reduced: usize,
    segments: usize,
    /// The MLIR function the kernel was compiled from, for inspection and errors.
    pub mlir: String,
}

impl std::fmt::Debug for CompiledReduce {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledReduce")
            .field("kind", &self.kind)
            .field("dtype", &self.dtype)
            .field("order", &self.order)
            .field("outputs", &self.outputs)
            .field("reduced", &self.reduced)
            .finish()
    }
}

impl CompiledReduce {
    /// `entry` compiled from `mlir` for `desc`, whose values are `lanes`.
    pub(super) fn new(
        entry: Entry,
        mlir: String,
        desc: &ReduceDesc,
        lanes: ReduceLanes,
    ) -> CompiledReduce {
        CompiledReduce {
            entry,
            inputs: input_needs(&lanes.program),
            kind: desc.kind,
            init: desc.init,
            dtype: lanes.dtype,
            order: lanes.order,
            outputs: lanes.outputs,
            reduced: lanes.reduced,
            segments: segments(&lanes),
            mlir,
        }
    }

    /// Runs the reduction into `output`; the buffers are checked as `ReducePlan::run`
    /// checks them.
    pub fn run(&self, inputs: &[BufRef<'_>], mut output: BufMut<'_>) -> Result<(), String> {
        let mut bufs = input_args(inputs, &self.inputs, None)?;
        if output.dtype() != self.dtype || output.len() != self.outputs {
            return Err(format!(
                "output is {} with {} elements, expected {} with {}",
                output.dtype(),
                output.len(),
                self.dtype,
                self.outputs
            ));
        }
        let (units, chunk) = match self.order {
            ReduceOrder::ReducedInner => {
                let n = self.outputs * self.segments;
                let per_unit = self.reduced.clamp(1, super::reduce::SEGMENT);
                (n, MIN_LANES.div_ceil(per_unit).max(share(n)))
            }
            ReduceOrder::KeptInner => {
                let least = MIN_LANES.div_ceil(self.reduced.max(1)).max(64);
                (self.outputs, least.max(share(self.outputs)))
            }
        };
        if self.segments == 1 {
            // The kernel writes the results (init combined).
            bufs.push(Arg::whole(
                output.as_mut_ptr() as usize,
                words(self.dtype, self.outputs),
            ));
            // SAFETY: the inputs were checked above to hold what the kernel reads, the
            // output has a result for every unit, and each chunk writes only its own.
            unsafe { call_chunks(&self.entry, &bufs, 0, units, chunk) };
            return Ok(());
        }
        let n = self.outputs * self.segments;
        let mut partials = Data::zeros(self.dtype, n);
        bufs.push(Arg::whole(
            BufMut::from(&mut partials).as_mut_ptr() as usize,
            words(self.dtype, n),
        ));
        if n > 0 {
            // SAFETY: as above, with a partial result for every unit.
            unsafe { call_chunks(&self.entry, &bufs, 0, units, chunk) };
        }
        combine_partials(
            self.kind,
            self.init,
            self.order,
            self.segments,
            BufRef::from(&partials),
            output,
        )
        .map_err(|e| e.to_string())
    }
}
