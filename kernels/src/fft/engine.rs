//! Pass layout and parallel execution of a planned FFT, generic over the precision.

use super::lines::{c2r_rows, column_block, r2c_rows, rows_from, rows_in_place, scale_all, C};
use super::{FftDesc, FftTransform};
use rayon::prelude::*;
use realfft::{ComplexToReal, RealFftPlanner, RealToComplex};
use rustfft::{Fft, FftDirection, FftNum, FftPlanner};
use std::sync::Arc;

/// A slab group (the data one task transforms through all axes) must fit in about this much
/// cache to be worth keeping together.
const SLAB_BYTES: usize = 1 << 20;
/// Elements per task, roughly, for row passes: enough to amortise task overhead.
const TASK_ELEMS: usize = 1 << 14;

/// One complex pass: the lines along an axis of extent `n` whose elements are `inner` apart.
struct Pass<T: FftNum> {
    n: usize,
    inner: usize,
    fft: Arc<dyn Fft<T>>,
}

/// The real transform along the last axis of a real-to-complex or complex-to-real FFT.
enum RealPass<T: FftNum> {
    Forward(Arc<dyn RealToComplex<T>>),
    Inverse(Arc<dyn ComplexToReal<T>>),
}

impl<T: FftNum> RealPass<T> {
    fn len(&self) -> usize {
        match self {
            RealPass::Forward(f) => f.len(),
            RealPass::Inverse(f) => f.len(),
        }
    }

    fn scratch_len(&self) -> usize {
        match self {
            RealPass::Forward(f) => f.get_scratch_len(),
            RealPass::Inverse(f) => f.get_scratch_len(),
        }
    }
}

/// How many elements (input side, output side) one task takes when slabs are processed whole.
#[derive(Clone, Copy)]
struct Groups {
    input: usize,
    output: usize,
}

pub(super) struct Engine<T: FftNum> {
    transform: FftTransform,
    /// No elements at all: nothing to do.
    empty: bool,
    real: Option<RealPass<T>>,
    /// Complex passes, in execution order (last axis first).
    passes: Vec<Pass<T>>,
    scale: Option<T>,
    groups: Option<Groups>,
    scratch_len: usize,
    /// Columns gathered per strided block.
    block: usize,
    max_n: usize,
}

/// A raw pointer that tasks share; each task touches a disjoint set of elements (see callers).
#[derive(Clone, Copy)]
struct SharedPtr<T>(*mut T);
// SAFETY: only used to hand disjoint element sets of one live buffer to rayon tasks.
unsafe impl<T: Send> Send for SharedPtr<T> {}
unsafe impl<T: Send> Sync for SharedPtr<T> {}
impl<T> SharedPtr<T> {
    fn get(self) -> *mut T {
        self.0
    }
}

/// Per-task scratch.
pub(super) struct Scratch<T> {
    fft: Vec<C<T>>,
    lines: Vec<C<T>>,
    out: Vec<C<T>>,
    work: Vec<C<T>>,
    /// One real row (realfft uses its input as scratch).
    real_row: Vec<T>,
}

fn product(xs: &[usize]) -> usize {
    xs.iter().product()
}

impl<T: FftNum> Engine<T> {
    pub(super) fn new(desc: &FftDesc) -> Engine<T> {
        let real = matches!(
            desc.transform,
            FftTransform::RealToComplex | FftTransform::ComplexToReal
        );
        let (in_shape, out_shape) = (desc.input_type().shape, desc.output_type().shape);
        let cshape = desc.complex_shape();
        let rank = cshape.len();
        let empty = product(&in_shape) == 0 || product(&out_shape) == 0;
        let direction = match desc.transform {
            FftTransform::Forward | FftTransform::RealToComplex => FftDirection::Forward,
            FftTransform::Inverse | FftTransform::ComplexToReal => FftDirection::Inverse,
        };
        let mut axes = desc.axes.clone();
        axes.sort_unstable_by(|a, b| b.cmp(a));
        let mut planner = FftPlanner::<T>::new();
        let mut scratch_len = 0;
        let mut plan = |n: usize| {
            let f = planner.plan_fft(n, direction);
            scratch_len = scratch_len
                .max(f.get_inplace_scratch_len())
                .max(f.get_outofplace_scratch_len())
                .max(f.get_immutable_scratch_len());
            f
        };
        let (mut real_pass, mut passes, mut max_n) = (None, Vec::new(), 0);
        if !empty {
            for &a in &axes {
                if real && a == rank - 1 {
                    let n = desc.shape[a];
                    let mut planner = RealFftPlanner::<T>::new();
                    real_pass = Some(match direction {
                        FftDirection::Forward => RealPass::Forward(planner.plan_fft_forward(n)),
                        FftDirection::Inverse => RealPass::Inverse(planner.plan_fft_inverse(n)),
                    });
                    max_n = max_n.max(n);
                } else {
                    let n = cshape[a];
                    passes.push(Pass {
                        n,
                        inner: product(&cshape[a + 1..]),
                        fft: plan(n),
                    });
                    max_n = max_n.max(n);
                }
            }
        }
        let scratch_len = scratch_len.max(real_pass.as_ref().map_or(0, RealPass::scratch_len));
        let elem = std::mem::size_of::<C<T>>();
        let groups = axes.last().and_then(|&amin| {
            let slab = product(&cshape[amin..]);
            let outer = product(&cshape[..amin]);
            let threads = rayon::current_num_threads();
            if empty || slab * elem > SLAB_BYTES || outer < threads {
                return None;
            }
            // Several small slabs per task, but keep every thread busy.
            let k = (TASK_ELEMS / slab).min(outer.div_ceil(threads)).max(1);
            Some(Groups {
                input: k * product(&in_shape[amin..]),
                output: k * product(&out_shape[amin..]),
            })
        });
        Engine {
            transform: desc.transform,
            empty,
            real: real_pass,
            passes,
            scale: desc.scale.map(|s| T::from_f64(s).unwrap_or_else(T::one)),
            groups,
            scratch_len,
            block: (128 / elem).max(1),
            max_n,
        }
    }

    pub(super) fn scratch(&self) -> Scratch<T> {
        let zero = C::new(T::zero(), T::zero());
        Scratch {
            fft: vec![zero; self.scratch_len],
            lines: vec![zero; self.block * self.max_n],
            out: vec![zero; self.block * self.max_n],
            work: Vec::new(),
            real_row: vec![T::zero(); self.real.as_ref().map_or(0, RealPass::len)],
        }
    }

    /// Elements per task when slab groups are transformed whole (complex transforms: the same
    /// on both sides); `None` when each axis is a parallel pass over the whole array.
    pub(super) fn group_len(&self) -> Option<usize> {
        self.groups.map(|g| g.output)
    }

    /// The scale applied by complex pass `i`: the last pass, unless a real pass comes after.
    fn pass_scale(&self, i: usize) -> Option<T> {
        let last = i + 1 == self.passes.len();
        (last && self.transform != FftTransform::ComplexToReal)
            .then_some(self.scale)
            .flatten()
    }

    fn real_scale(&self) -> Option<T> {
        match self.transform {
            FftTransform::ComplexToReal => self.scale,
            FftTransform::RealToComplex if self.passes.is_empty() => self.scale,
            _ => None,
        }
    }

    /// Runs complex passes `first..` over `buf` (whole slabs) in this task.
    pub(super) fn passes_serial(&self, buf: &mut [C<T>], s: &mut Scratch<T>, first: usize) {
        for (i, p) in self.passes.iter().enumerate().skip(first) {
            let scale = self.pass_scale(i);
            if p.inner == 1 {
                rows_in_place(buf, &*p.fft, &mut s.fft, scale);
                continue;
            }
            for region in buf.chunks_exact_mut(p.n * p.inner) {
                let base = region.as_mut_ptr();
                for j0 in (0..p.inner).step_by(self.block) {
                    let b = self.block.min(p.inner - j0);
                    // SAFETY: `region` is exclusively borrowed and holds n·inner elements.
                    unsafe {
                        column_block(
                            base,
                            p.n,
                            p.inner,
                            j0,
                            b,
                            &*p.fft,
                            &mut s.lines,
                            &mut s.out,
                            &mut s.fft,
                            scale,
                        )
                    };
                }
            }
        }
    }

    /// Runs complex pass `i` over the whole buffer, in parallel.
    fn pass_parallel(&self, buf: &mut [C<T>], i: usize) {
        let p = &self.passes[i];
        let scale = self.pass_scale(i);
        if p.inner == 1 {
            let rows = (TASK_ELEMS / p.n).max(1);
            buf.par_chunks_mut(rows * p.n).for_each_init(
                || self.scratch(),
                |s, chunk| rows_in_place(chunk, &*p.fft, &mut s.fft, scale),
            );
            return;
        }
        let plane = p.n * p.inner;
        let outer = buf.len() / plane;
        let blocks = p.inner.div_ceil(self.block);
        let ptr = SharedPtr(buf.as_mut_ptr());
        (0..outer * blocks).into_par_iter().for_each_init(
            || self.scratch(),
            |s, t| {
                let (o, j0) = (t / blocks, (t % blocks) * self.block);
                let b = self.block.min(p.inner - j0);
                // SAFETY: `buf` is exclusively borrowed for the whole parallel loop; plane `o`
                // lies inside it, and tasks (o, j0) touch disjoint column sets.
                unsafe {
                    column_block(
                        ptr.get().add(o * plane),
                        p.n,
                        p.inner,
                        j0,
                        b,
                        &*p.fft,
                        &mut s.lines,
                        &mut s.out,
                        &mut s.fft,
                        scale,
                    )
                };
            },
        );
    }

    pub(super) fn c2c_in_place(&self, buf: &mut [C<T>]) {
        if self.empty {
            return;
        }
        if self.passes.is_empty() {
            return scale_all(buf, self.scale);
        }
        match self.groups {
            Some(g) => buf
                .par_chunks_mut(g.output)
                .for_each_init(|| self.scratch(), |s, slab| self.passes_serial(slab, s, 0)),
            None => (0..self.passes.len()).for_each(|i| self.pass_parallel(buf, i)),
        }
    }

    pub(super) fn c2c(&self, input: &[C<T>], output: &mut [C<T>]) {
        if self.empty {
            return;
        }
        if self.passes.is_empty() {
            output.copy_from_slice(input);
            return scale_all(output, self.scale);
        }
        let first = &self.passes[0];
        match self.groups {
            Some(g) => output
                .par_chunks_mut(g.output)
                .zip(input.par_chunks(g.input))
                .for_each_init(
                    || self.scratch(),
                    |s, (o, i)| {
                        // The first pass reads the input directly when it is a row pass.
                        if first.inner == 1 {
                            rows_from(i, o, &*first.fft, &mut s.fft, self.pass_scale(0));
                            self.passes_serial(o, s, 1);
                        } else {
                            o.copy_from_slice(i);
                            self.passes_serial(o, s, 0);
                        }
                    },
                ),
            None => {
                let start = if first.inner == 1 {
                    let rows = (TASK_ELEMS / first.n).max(1) * first.n;
                    output
                        .par_chunks_mut(rows)
                        .zip(input.par_chunks(rows))
                        .for_each_init(
                            || self.scratch(),
                            |s, (o, i)| {
                                rows_from(i, o, &*first.fft, &mut s.fft, self.pass_scale(0))
                            },
                        );
                    1
                } else {
                    output
                        .par_chunks_mut(TASK_ELEMS)
                        .zip(input.par_chunks(TASK_ELEMS))
                        .for_each(|(o, i)| o.copy_from_slice(i));
                    0
                };
                (start..self.passes.len()).for_each(|i| self.pass_parallel(output, i));
            }
        }
    }

    /// The last-axis real transform. Real transforms always plan it (the description requires
    /// the last axis), and the engine only runs them on non-empty buffers.
    fn real_pass(&self) -> &RealPass<T> {
        self.real
            .as_ref()
            .expect("real transforms plan their last axis")
    }

    pub(super) fn r2c(&self, input: &[T], output: &mut [C<T>]) {
        if self.empty {
            return;
        }
        let RealPass::Forward(fft) = self.real_pass() else {
            unreachable!("a real-to-complex engine plans a forward real pass")
        };
        let fft = &**fft;
        let (n, m) = (fft.len(), fft.len() / 2 + 1);
        let rows = |s: &mut Scratch<T>, i: &[T], o: &mut [C<T>]| {
            r2c_rows(i, o, fft, &mut s.real_row, &mut s.fft, self.real_scale())
        };
        match self.groups {
            Some(g) => output
                .par_chunks_mut(g.output)
                .zip(input.par_chunks(g.input))
                .for_each_init(
                    || self.scratch(),
                    |s, (o, i)| {
                        rows(s, i, o);
                        self.passes_serial(o, s, 0);
                    },
                ),
            None => {
                let task = (TASK_ELEMS / n).max(1);
                output
                    .par_chunks_mut(task * m)
                    .zip(input.par_chunks(task * n))
                    .for_each_init(|| self.scratch(), |s, (o, i)| rows(s, i, o));
                (0..self.passes.len()).for_each(|i| self.pass_parallel(output, i));
            }
        }
    }

    pub(super) fn c2r(&self, input: &[C<T>], output: &mut [T]) {
        if self.empty {
            return;
        }
        let RealPass::Inverse(ifft) = self.real_pass() else {
            unreachable!("a complex-to-real engine plans an inverse real pass")
        };
        let ifft = &**ifft;
        let (n, m) = (ifft.len(), ifft.len() / 2 + 1);
        let rows = |s: &mut Scratch<T>, i: &[C<T>], o: &mut [T]| {
            c2r_rows(i, o, ifft, &mut s.lines, &mut s.fft, self.real_scale())
        };
        match self.groups {
            Some(g) => output
                .par_chunks_mut(g.output)
                .zip(input.par_chunks(g.input))
                .for_each_init(
                    || self.scratch(),
                    |s, (o, i)| {
                        if self.passes.is_empty() {
                            return rows(s, i, o);
                        }
                        // The complex passes run on a copy: the input stays untouched.
                        let mut work = std::mem::take(&mut s.work);
                        work.clear();
                        work.extend_from_slice(i);
                        self.passes_serial(&mut work, s, 0);
                        rows(s, &work, o);
                        s.work = work;
                    },
                ),
            None => {
                let mut copy = Vec::new();
                let spectrum: &[C<T>] = if self.passes.is_empty() {
                    input
                } else {
                    copy.extend_from_slice(input);
                    (0..self.passes.len()).for_each(|i| self.pass_parallel(&mut copy, i));
                    &copy
                };
                let task = (TASK_ELEMS / n).max(1);
                output
                    .par_chunks_mut(task * n)
                    .zip(spectrum.par_chunks(task * m))
                    .for_each_init(|| self.scratch(), |s, (o, i)| rows(s, i, o));
            }
        }
    }
}
