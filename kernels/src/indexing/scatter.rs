//! `scatter` with one input and a combiner known from its update region (see the module
//! doc). Update elements whose target falls outside the input are skipped (as StableHLO's
//! interpreter and XLA do). Updates are applied one at a time in the row-major order of the
//! updates tensor — the interpreter's order — so repeated indices give exactly its result
//! (float sums included). Large scatters run on several threads, each owning one range of
//! the output and applying, in that same order, the updates that land in it (see
//! `Walk::run`): the same result.

use super::{index_values, strides, IndexLayout};
use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use crate::semantics::{cmax_lex, cmin_lex, fmax_nan, fmin_nan, IntLane};

use fresnel_ir::op::ScatterDims;
use fresnel_ir::{infer, BinaryOp, DType, TensorType};
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;

const KERNEL: &str = "scatter";
/// Scatters smaller than this many update elements run on one thread: every thread walks
/// all the updates, which only pays when applying them is the bulk of the work.
const PARALLEL_MIN_UPDATES: usize = 1 << 15;
/// The least output elements per thread worth a thread.
const PARALLEL_MIN_RANGE: usize = 1 << 14;

/// How an update combines with the value it lands on: `new = f(current, update)`, with the
/// elementwise semantics of the op (ints wrap; on `i1` add/multiply are or/and; float
/// max/min propagate NaN; complex max/min are lexicographic). `Replace` is `set`: the update
/// wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ScatterCombiner {
    Add,
    Multiply,
    Maximum,
    Minimum,
    And,
    Or,
    Xor,
    Replace,
}

impl ScatterCombiner {
    /// The combiner of a region that is this one binary op on its two arguments.
    pub fn from_binary(op: BinaryOp) -> Option<ScatterCombiner> {
        Some(match op {
            BinaryOp::Add => ScatterCombiner::Add,
            BinaryOp::Multiply => ScatterCombiner::Multiply,
            BinaryOp::Maximum => ScatterCombiner::Maximum,
            BinaryOp::Minimum => ScatterCombiner::Minimum,
            BinaryOp::And => ScatterCombiner::And,
            BinaryOp::Or => ScatterCombiner::Or,
            BinaryOp::Xor => ScatterCombiner::Xor,
            _ => return None,
        })
    }

    /// Whether the combiner is defined on `dtype` (the bitwise ones only on ints and bools).
    pub fn applies_to(self, dtype: DType) -> bool {
        match self {
            ScatterCombiner::And | ScatterCombiner::Or | ScatterCombiner::Xor => {
                dtype.is_integral()
            }
            _ => true,
        }
    }
}

/// A `scatter` of `updates` into a copy of `input` at the starts held in an index tensor;
/// the dimension numbers are StableHLO's. Inputs: `[input, indices, updates]`, row-major;
/// one output of the input's shape.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ScatterDesc {
    pub dtype: DType,
    pub index_dtype: DType,
    pub input: Vec<usize>,
    pub indices: Vec<usize>,
    pub updates: Vec<usize>,
    pub update_window_dims: Vec<usize>,
    pub inserted_window_dims: Vec<usize>,
    pub input_batching_dims: Vec<usize>,
    pub scatter_indices_batching_dims: Vec<usize>,
    pub scatter_dims_to_operand_dims: Vec<usize>,
    pub index_vector_dim: usize,
    pub combiner: ScatterCombiner,
}

impl ScatterDesc {
    pub fn new(
        dtype: DType,
        index_dtype: DType,
        shapes: [&[usize]; 3],
        s: &ScatterDims,
        combiner: ScatterCombiner,
    ) -> Self {
        ScatterDesc {
            dtype,
            index_dtype,
            input: shapes[0].to_vec(),
            indices: shapes[1].to_vec(),
            updates: shapes[2].to_vec(),
            update_window_dims: s.update_window_dims.clone(),
            inserted_window_dims: s.inserted_window_dims.clone(),
            input_batching_dims: s.input_batching_dims.clone(),
            scatter_indices_batching_dims: s.scatter_indices_batching_dims.clone(),
            scatter_dims_to_operand_dims: s.scatter_dims_to_operand_dims.clone(),
            index_vector_dim: s.index_vector_dim,
            combiner,
        }
    }

    pub fn dims(&self) -> ScatterDims {
        ScatterDims {
            update_window_dims: self.update_window_dims.clone(),
            inserted_window_dims: self.inserted_window_dims.clone(),
            input_batching_dims: self.input_batching_dims.clone(),
            scatter_indices_batching_dims: self.scatter_indices_batching_dims.clone(),
            scatter_dims_to_operand_dims: self.scatter_dims_to_operand_dims.clone(),
            index_vector_dim: self.index_vector_dim,
            indices_are_sorted: false,
            unique_indices: false,
        }
    }

    /// The shape rule's checks (the verifier's), plus the combiner's dtype.
    pub fn validate(&self) -> KernelResult<()> {
        if !self.index_dtype.is_int() {
            return kernel_err!(KERNEL, "indices are {}, not integers", self.index_dtype);
        }
        if !self.combiner.applies_to(self.dtype) {
            return kernel_err!(
                KERNEL,
                "{:?} is not defined on {}",
                self.combiner,
                self.dtype
            );
        }
        let t = |s: &[usize], d| TensorType::new(d, s.to_vec());
        infer::scatter(
            &[
                t(&self.input, self.dtype),
                t(&self.indices, self.index_dtype),
                t(&self.updates, self.dtype),
            ],
            &self.dims(),
        )
        .map(|_| ())
        .map_err(|m| crate::error::KernelError::new(KERNEL, m))
    }

    /// Each batch position's start in the input, one coordinate per input dim (unclamped:
    /// scatter skips what falls outside).
    fn starts(&self, layout: &IndexLayout, values: &[i64]) -> Vec<i64> {
        let r = self.input.len();
        let ivd = self.index_vector_dim;
        let mut out = Vec::with_capacity(layout.len() * r);
        let mut full = vec![0i64; r];
        layout.for_each(values, |bidx, vector| {
            full.fill(0);
            for (&v, &d) in vector.iter().zip(&self.scatter_dims_to_operand_dims) {
                full[d] = v;
            }
            for (&od, &id) in self
                .input_batching_dims
                .iter()
                .zip(&self.scatter_indices_batching_dims)
            {
                full[od] = full[od].saturating_add(bidx[IndexLayout::batch_pos(id, ivd)] as i64);
            }
            out.extend_from_slice(&full);
        });
        out
    }

    /// Runs the kernel: `ins = [input, indices, updates]`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        let [x, idx, upd] = ins else {
            return kernel_err!(KERNEL, "{} inputs, expected 3", ins.len());
        };
        let mut out = out;
        if !x.holds(self.dtype) || x.len() != out.len() {
            return self.misfit();
        }
        macro_rules! copy {
            ($($v:ident),*) => {
                match (*x, out.reborrow()) {
                    $((BufRef::$v(src), BufMut::$v(dst)) => dst.copy_from_slice(src),)*
                    _ => return self.misfit(),
                }
            };
        }
        copy!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64);
        self.update_in_place(&[*idx, *upd], out)
    }

    /// The kernel run in place: `out` already holds the input (the planner gave the output
    /// the input's storage), `ins = [indices, updates]` — no copy of the input, which for a
    /// gradient's scatter-add into fresh zeros is most of the memory traffic.
    pub fn update_in_place(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.validate()?;
        let [idx, upd] = ins else {
            return kernel_err!(KERNEL, "{} inputs, expected 2", ins.len());
        };
        let n = |s: &[usize]| s.iter().product::<usize>();
        if !upd.holds(self.dtype)
            || !out.holds(self.dtype)
            || out.len() != n(&self.input)
            || upd.len() != n(&self.updates)
            || idx.len() != n(&self.indices)
        {
            return self.misfit();
        }
        let values = index_values(KERNEL, *idx)?;
        let layout = IndexLayout::new(&self.indices, self.index_vector_dim);
        let starts = self.starts(&layout, &values);
        let walk = Walk::new(self, &layout, starts);
        macro_rules! go {
            ($($v:ident),*) => {
                match (*upd, out) {
                    $((BufRef::$v(u), BufMut::$v(dst)) => {
                        let Some(f) = Combine::op(self.combiner) else {
                            return kernel_err!(KERNEL, "{:?} is not defined on {}", self.combiner, self.dtype);
                        };
                        run_combined(&walk, u, dst, self.combiner, f);
                        Ok(())
                    })*
                    _ => kernel_err!(KERNEL, "buffers of different dtypes"),
                }
            };
        }
        go!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64)
    }

    fn misfit(&self) -> KernelResult<()> {
        kernel_err!(
            KERNEL,
            "buffers do not fit input {:?} of {}, indices {:?}, updates {:?}",
            self.input,
            self.dtype,
            self.indices,
            self.updates
        )
    }
}

/// The walk over the updates: for each update dim, the input dim it moves along (window
/// dims) or its stride among the batch positions (scatter dims).
struct Walk {
    shape: Vec<usize>,
    input: Vec<usize>,
    in_strides: Vec<usize>,
    /// `Some(input dim)` for a window dim.
    window_of: Vec<Option<usize>>,
    batch_strides: Vec<usize>,
    starts: Vec<i64>,
}

impl Walk {
    fn new(d: &ScatterDesc, layout: &IndexLayout, starts: Vec<i64>) -> Walk {
        let window: Vec<usize> = (0..d.input.len())
            .filter(|k| !d.inserted_window_dims.contains(k) && !d.input_batching_dims.contains(k))
            .collect();
        let bs = strides(&layout.batch_shape);
        let (mut w, mut b) = (window.iter(), bs.iter());
        let r = d.updates.len();
        let mut window_of = vec![None; r];
        let mut batch_strides = vec![0; r];
        for k in 0..r {
            if d.update_window_dims.contains(&k) {
                window_of[k] = w.next().copied();
            } else {
                batch_strides[k] = b.next().copied().unwrap_or(0);
            }
        }
        Walk {
            shape: d.updates.clone(),
            input: d.input.clone(),
            in_strides: strides(&d.input),
            window_of,
            batch_strides,
            starts,
        }
    }

    /// Applies every update in row-major order of the updates. Large scatters whose update
    /// rows run along an input dim (an embedding gradient: one row of the table per lookup)
    /// split the output into one contiguous range per thread; each thread walks all the
    /// updates, in the same order, and applies only those landing in its range. Every output
    /// element then sees the same combines in the same order as in the serial walk, so the
    /// result is bit for bit the interpreter's whatever the thread count.
    fn run<T: Copy + Send + Sync, F: Fn(T, T) -> T + Copy + Sync>(
        &self,
        upd: &[T],
        dst: &mut [T],
        f: F,
    ) {
        let threads = rayon::current_num_threads();
        let rows_along_input = self.window_of.last().is_some_and(|w| w.is_some());
        if threads > 1
            && rows_along_input
            && upd.len() >= PARALLEL_MIN_UPDATES
            && dst.len() >= threads * PARALLEL_MIN_RANGE
        {
            let chunk = dst.len().div_ceil(threads);
            dst.par_chunks_mut(chunk)
                .enumerate()
                .for_each(|(c, part)| self.apply(upd, part, c * chunk, f));
        } else {
            self.apply(upd, dst, 0, f);
        }
    }

    /// The walk over all updates, applying those whose target lies in `part`, which holds the
    /// output elements from flat index `offset` on.
    fn apply<T: Copy, F: Fn(T, T) -> T>(&self, upd: &[T], part: &mut [T], offset: usize, f: F) {
        let r = self.shape.len();
        let ri = self.input.len();
        let row = if r == 0 { 1 } else { self.shape[r - 1] };
        if row == 0 || upd.is_empty() {
            return;
        }
        let end = offset + part.len();
        let apply_at = |part: &mut [T], t: usize, u: T| {
            if (offset..end).contains(&t) {
                let e = &mut part[t - offset];
                *e = f(*e, u);
            }
        };
        let outer = &self.shape[..r.saturating_sub(1)];
        let mut idx = vec![0usize; outer.len()];
        let mut pos = vec![0i64; ri];
        let last_window = if r == 0 { None } else { self.window_of[r - 1] };
        for u_row in upd.chunks(row) {
            // The outer dims' batch position and window offsets.
            let mut b = 0usize;
            for (d, &i) in idx.iter().enumerate() {
                b += i * self.batch_strides[d];
            }
            let fill = |pos: &mut [i64], b: usize| {
                pos.copy_from_slice(&self.starts[b * ri..(b + 1) * ri]);
                for (d, &i) in idx.iter().enumerate() {
                    if let Some(od) = self.window_of[d] {
                        pos[od] = pos[od].saturating_add(i as i64);
                    }
                }
            };
            match last_window {
                // The row runs along input dim `od`: one bounds check for the row.
                Some(od) => {
                    fill(&mut pos, b);
                    let others_inside = (0..ri)
                        .filter(|&d| d != od)
                        .all(|d| pos[d] >= 0 && (pos[d] as u64) < self.input[d] as u64);
                    let p0 = pos[od];
                    let n = self.input[od] as i64;
                    let mut lo = p0.saturating_neg().clamp(0, row as i64) as usize;
                    let mut hi = n.saturating_sub(p0).clamp(0, row as i64) as usize;
                    if others_inside && lo < hi {
                        let base: usize = (0..ri)
                            .filter(|&d| d != od)
                            .map(|d| pos[d] as usize * self.in_strides[d])
                            .sum();
                        let s = self.in_strides[od];
                        // Target of element w: `first + w * s` (within the output, as
                        // `lo..hi` keeps it inside the input).
                        let first = base as i64 + p0 * s as i64;
                        if s == 1 {
                            // Contiguous targets: only the part inside this range.
                            lo = lo.max((offset as i64 - first).clamp(0, row as i64) as usize);
                            hi = hi.min((end as i64 - first).clamp(0, row as i64) as usize);
                            if lo < hi {
                                let t0 = (first + lo as i64) as usize - offset;
                                for (e, &u) in
                                    part[t0..t0 + (hi - lo)].iter_mut().zip(&u_row[lo..hi])
                                {
                                    *e = f(*e, u);
                                }
                            }
                        } else {
                            for (w, &u) in u_row.iter().enumerate().take(hi).skip(lo) {
                                apply_at(part, (first + (w * s) as i64) as usize, u);
                            }
                        }
                    }
                }
                // The row runs over batch positions: each element on its own.
                None => {
                    let step = if r == 0 { 0 } else { self.batch_strides[r - 1] };
                    for (w, &u) in u_row.iter().enumerate() {
                        fill(&mut pos, b + w * step);
                        let inside = pos
                            .iter()
                            .zip(&self.input)
                            .all(|(&p, &n)| p >= 0 && (p as u64) < n as u64);
                        if inside {
                            let t: usize = pos
                                .iter()
                                .zip(&self.in_strides)
                                .map(|(&p, &s)| p as usize * s)
                                .sum();
                            apply_at(part, t, u);
                        }
                    }
                }
            }
            for d in (0..idx.len()).rev() {
                idx[d] += 1;
                if idx[d] < outer[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }
}

/// Runs the walk with `add` and `set` as functions known at compile time — the row loop then
/// inlines them and vectorizes (a gradient's scatter-add is almost all additions) — and the
/// other combiners through `f`.
fn run_combined<T: Combine + Send + Sync>(
    walk: &Walk,
    upd: &[T],
    dst: &mut [T],
    c: ScatterCombiner,
    f: fn(T, T) -> T,
) {
    match c {
        ScatterCombiner::Add => walk.run(upd, dst, T::add),
        ScatterCombiner::Replace => walk.run(upd, dst, |_, b| b),
        _ => walk.run(upd, dst, f),
    }
}

/// The combiner as a function on one element type.
pub(crate) trait Combine: Copy {
    fn op(c: ScatterCombiner) -> Option<fn(Self, Self) -> Self>;
    /// `Add` (what `op(Add)` gives).
    fn add(a: Self, b: Self) -> Self;
}

impl Combine for bool {
    fn add(a: bool, b: bool) -> bool {
        a | b
    }
    fn op(c: ScatterCombiner) -> Option<fn(bool, bool) -> bool> {
        use ScatterCombiner::*;
        Some(match c {
            Add => Self::add,
            Maximum | Or => |a, b| a | b,
            Multiply | Minimum | And => |a, b| a & b,
            Xor => |a, b| a ^ b,
            Replace => |_, b| b,
        })
    }
}

macro_rules! int_combine {
    ($($t:ty),*) => {$(
        impl Combine for $t {
            fn add(a: $t, b: $t) -> $t {
                <$t as IntLane>::wadd(a, b)
            }
            fn op(c: ScatterCombiner) -> Option<fn($t, $t) -> $t> {
                use ScatterCombiner::*;
                Some(match c {
                    Add => Self::add,
                    Multiply => <$t as IntLane>::wmul,
                    Maximum => |a: $t, b: $t| a.max(b),
                    Minimum => |a: $t, b: $t| a.min(b),
                    And => <$t as IntLane>::bit_and,
                    Or => <$t as IntLane>::bit_or,
                    Xor => <$t as IntLane>::bit_xor,
                    Replace => |_, b| b,
                })
            }
        }
    )*};
}
int_combine!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! float_combine {
    ($($t:ty),*) => {$(
        impl Combine for $t {
            fn add(a: $t, b: $t) -> $t {
                a + b
            }
            fn op(c: ScatterCombiner) -> Option<fn($t, $t) -> $t> {
                use ScatterCombiner::*;
                Some(match c {
                    Add => Self::add,
                    Multiply => |a, b| a * b,
                    Maximum => fmax_nan::<$t>,
                    Minimum => fmin_nan::<$t>,
                    Replace => |_, b| b,
                    And | Or | Xor => return None,
                })
            }
        }
    )*};
}
float_combine!(f32, f64);

macro_rules! complex_combine {
    ($($t:ty, $f:ty);*) => {$(
        impl Combine for $t {
            fn add(a: $t, b: $t) -> $t {
                a + b
            }
            fn op(c: ScatterCombiner) -> Option<fn($t, $t) -> $t> {
                use ScatterCombiner::*;
                Some(match c {
                    Add => Self::add,
                    Multiply => |a, b| a * b,
                    Maximum => cmax_lex::<$f>,
                    Minimum => cmin_lex::<$f>,
                    Replace => |_, b| b,
                    And | Or | Xor => return None,
                })
            }
        }
    )*};
}
complex_combine!(Complex32, f32; Complex64, f64);
