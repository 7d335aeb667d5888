//! Reductions (sum, product, max, min, and, or) over any set of axes, with the reduced value
//! computed by a fused elementwise prologue (so `sum((|x|² − t)²)` is one pass over memory).
//!
//! The prologue's index space is permuted so that the reduction walks it in lane order:
//! * reduced dims innermost (`[kept…, reduced…]`) when the input's last dim is reduced or few
//!   outputs remain: each output reduces a contiguous run of lanes, pairwise (blocked) so that
//!   f32 sums stay accurate; a full reduction is split into fixed chunks reduced in parallel,
//!   whose partials are combined pairwise in a fixed order (results do not depend on the
//!   number of threads);
//! * kept dims innermost (`[reduced…, kept…]`) otherwise: blocks of outputs accumulate one
//!   reduced index at a time with vector loops, folding into an outer accumulator every few
//!   steps for accuracy.
//!
//! The init value is combined once per output, after the reduction, so it need not be an
//! identity. Max/min follow the elementwise semantics (NaN-propagating; lexicographic for
//! complex); add/multiply on bool are or/and; add/multiply on ints wrap.

use crate::buffer::{BufMut, BufRef, Element};
use crate::elementwise::plan::Scratch;
use crate::elementwise::{ElementwisePlan, ElementwiseProgram, InputMap, Instr};
use crate::error::{kernel_err, KernelResult};
use crate::semantics::{cmax_lex, cmin_lex, fmax_nan, fmin_nan, IntLane};
use fresnel_ir::{DType, ReduceKind, Scalar};
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;

const KERNEL: &str = "reduce";
/// Kept-innermost order needs at least this many outputs to make vector loops worthwhile.
const MIN_KEPT_INNER: usize = 64;
/// Accumulation steps folded into the outer accumulator at a time (kept-innermost order).
const FOLD_EVERY: usize = 64;

/// A reduction description.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReduceDesc {
    /// Computes the value to reduce at each point of the input index space (its first output);
    /// its inputs are the reduction's inputs.
    pub prologue: ElementwiseProgram,
    /// The reduced dims of the prologue's index space.
    pub dims: Vec<usize>,
    pub kind: ReduceKind,
    /// Combined once into every result.
    pub init: Scalar,
}

impl ReduceDesc {
    /// Reduces one row-major buffer of `shape`.
    pub fn plain(
        dtype: DType,
        shape: &[usize],
        dims: &[usize],
        kind: ReduceKind,
        init: Scalar,
    ) -> ReduceDesc {
        let mut prologue = ElementwiseProgram::new(shape.to_vec());
        let x = prologue.load(InputMap::contiguous(dtype, shape));
        prologue.output(x);
        ReduceDesc {
            prologue,
            dims: dims.to_vec(),
            kind,
            init,
        }
    }

    /// The shape of the result: the prologue's shape without the reduced dims.
    pub fn output_shape(&self) -> Vec<usize> {
        (0..self.prologue.shape.len())
            .filter(|d| !self.dims.contains(d))
            .map(|d| self.prologue.shape[d])
            .collect()
    }
}

/// Whether `kind` reduces values of dtype `t`.
pub fn reduce_covered(kind: ReduceKind, t: DType) -> bool {
    match kind {
        ReduceKind::Add | ReduceKind::Multiply | ReduceKind::Maximum | ReduceKind::Minimum => true,
        ReduceKind::And | ReduceKind::Or => t.is_integral(),
    }
}

/// The identity of `kind` on `t` (what an empty fold starts from).
pub fn reduce_identity(kind: ReduceKind, t: DType) -> Scalar {
    let inf = f64::INFINITY;
    let extreme = |lowest: bool| match t {
        DType::I1 => Scalar::I1(!lowest),
        DType::I32 => Scalar::I32(if lowest { i32::MIN } else { i32::MAX }),
        DType::I64 => Scalar::I64(if lowest { i64::MIN } else { i64::MAX }),
        DType::I8 => Scalar::I8(if lowest { i8::MIN } else { i8::MAX }),
        DType::I16 => Scalar::I16(if lowest { i16::MIN } else { i16::MAX }),
        DType::U8 => Scalar::U8(if lowest { 0 } else { u8::MAX }),
        DType::U16 => Scalar::U16(if lowest { 0 } else { u16::MAX }),
        DType::U32 => Scalar::U32(if lowest { 0 } else { u32::MAX }),
        DType::U64 => Scalar::U64(if lowest { 0 } else { u64::MAX }),
        // The small types are computed in their carriers (`narrow::widen`); their extremes
        // are only a fallback.
        DType::F32 | DType::F64 | DType::F16 | DType::BF16 => {
            Scalar::from_f64(t, if lowest { -inf } else { inf })
        }
        fresnel_ir::small_dtypes!() => Scalar::from_f64(t, if lowest { -inf } else { inf }),
        DType::C64 => {
            let v = if lowest {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            };
            Scalar::C64(Complex32::new(v, v))
        }
        DType::C128 => {
            let v = if lowest { -inf } else { inf };
            Scalar::C128(Complex64::new(v, v))
        }
    };
    match kind {
        ReduceKind::Add | ReduceKind::Or => Scalar::zero(t),
        ReduceKind::Multiply => Scalar::from_f64(t, 1.0),
        ReduceKind::Maximum => extreme(true),
        ReduceKind::Minimum => extreme(false),
        // Every bit set.
        ReduceKind::And => match t {
            DType::I32 => Scalar::I32(-1),
            DType::I64 => Scalar::I64(-1),
            DType::I8 => Scalar::I8(-1),
            DType::I16 => Scalar::I16(-1),
            DType::U8 => Scalar::U8(u8::MAX),
            DType::U16 => Scalar::U16(u16::MAX),
            DType::U32 => Scalar::U32(u32::MAX),
            DType::U64 => Scalar::U64(u64::MAX),
            _ => Scalar::I1(true),
        },
    }
}

/// The program with its index space permuted: new dim `i` is old dim `perm[i]`.
fn permute_program(p: &ElementwiseProgram, perm: &[usize]) -> ElementwiseProgram {
    let mut q = p.clone();
    q.shape = perm.iter().map(|&d| p.shape[d]).collect();
    for m in &mut q.inputs {
        m.strides = perm.iter().map(|&d| m.strides[d]).collect();
    }
    for instr in &mut q.instrs {
        match instr {
            Instr::Iota { dim, .. } => {
                // Validated before: `dim` is a dim of the index space, so it is in `perm`.
                *dim = perm.iter().position(|&d| d == *dim as usize).unwrap_or(0) as u32;
            }
            Instr::LoadPadded { window, .. } => {
                window.low = perm.iter().map(|&d| window.low[d]).collect();
                window.shape = perm.iter().map(|&d| window.shape[d]).collect();
            }
            _ => {}
        }
    }
    q
}

/// The order in which a reduction walks its values (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceOrder {
    /// `[kept…, reduced…]`: output `o` reduces lanes `o·reduced .. (o+1)·reduced`.
    ReducedInner,
    /// `[reduced…, kept…]`: reduced index `r` of output `o` is lane `r·outputs + o`.
    KeptInner,
}

/// A reduction's values as one elementwise program over its permuted index space, in the
/// order it reduces them: what any code generator for reductions starts from.
#[derive(Clone, Debug)]
pub struct ReduceLanes {
    /// The prologue over the permuted index space, with one output: the values to reduce.
    pub program: ElementwiseProgram,
    pub dtype: DType,
    pub order: ReduceOrder,
    /// Number of results, and number of values reduced into each.
    pub outputs: usize,
    pub reduced: usize,
}

impl ReduceDesc {
    /// The validated reduction's values in the order it walks them.
    pub fn lanes(&self) -> KernelResult<ReduceLanes> {
        let p = &self.prologue;
        let rank = p.shape.len();
        let types = p.validate()?;
        let Some(&out_reg) = p.outputs.first() else {
            return kernel_err!(KERNEL, "the prologue has no output to reduce");
        };
        let dtype = types[out_reg as usize];
        let mut seen = vec![false; rank];
        for &d in &self.dims {
            if d >= rank || std::mem::replace(&mut seen[d], true) {
                return kernel_err!(KERNEL, "bad reduced dims {:?} for rank {rank}", self.dims);
            }
        }
        if !reduce_covered(self.kind, dtype) {
            return kernel_err!(KERNEL, "{:?} is not covered on {dtype}", self.kind);
        }
        if self.init.dtype() != dtype {
            return kernel_err!(KERNEL, "init is {}, values are {dtype}", self.init.dtype());
        }
        let kept: Vec<usize> = (0..rank).filter(|&d| !seen[d]).collect();
        let reduced: Vec<usize> = (0..rank).filter(|&d| seen[d]).collect();
        let outputs: usize = kept.iter().map(|&d| p.shape[d]).product();
        let last_kept = rank > 0 && !seen[rank - 1] && p.shape[rank - 1] > 1;
        let order = if last_kept && outputs >= MIN_KEPT_INNER {
            ReduceOrder::KeptInner
        } else {
            ReduceOrder::ReducedInner
        };
        let perm: Vec<usize> = match order {
            ReduceOrder::ReducedInner => kept.iter().chain(&reduced).copied().collect(),
            ReduceOrder::KeptInner => reduced.iter().chain(&kept).copied().collect(),
        };
        let mut program = permute_program(p, &perm);
        program.outputs = vec![out_reg];
        Ok(ReduceLanes {
            program,
            dtype,
            order,
            outputs,
            reduced: reduced.iter().map(|&d| p.shape[d]).product(),
        })
    }
}

/// A validated reduction, ready to run.
#[derive(Debug)]
pub struct ReducePlan {
    desc: ReduceDesc,
    values: ElementwisePlan,
    dtype: DType,
    order: ReduceOrder,
    /// Number of results and number of values reduced into each.
    outputs: usize,
    reduced: usize,
}

impl ReducePlan {
    pub fn new(desc: &ReduceDesc) -> KernelResult<ReducePlan> {
        let lanes = desc.lanes()?;
        Ok(ReducePlan {
            desc: desc.clone(),
            values: ElementwisePlan::new(&lanes.program)?,
            dtype: lanes.dtype,
            order: lanes.order,
            outputs: lanes.outputs,
            reduced: lanes.reduced,
        })
    }

    pub fn desc(&self) -> &ReduceDesc {
        &self.desc
    }

    pub fn run(&self, inputs: &[BufRef<'_>], output: BufMut<'_>) -> KernelResult<()> {
        self.values.check_inputs(inputs)?;
        if output.dtype() != self.dtype || output.len() != self.outputs {
            return kernel_err!(
                KERNEL,
                "output is {} with {} elements, expected {} with {}",
                output.dtype(),
                output.len(),
                self.dtype,
                self.outputs
            );
        }
        with_op(self.desc.kind, output, Run { plan: self, inputs })
    }

    /// The evaluated values of the last chunk of `n` lanes (empty only on an internal dtype
    /// mix-up, which validation rules out).
    fn lanes<'a, T: Element>(&self, s: &'a Scratch, inputs: &[BufRef<'a>], n: usize) -> &'a [T] {
        T::from_ref(self.values.output_lanes(s, inputs, None, 0, n)).unwrap_or(&[])
    }

    /// Reduces with `op` (associative, identity `id`) and combines `init` into every result.
    fn run_typed<T: Element + FromScalar, F: Fn(T, T) -> T + Copy + Send + Sync>(
        &self,
        inputs: &[BufRef<'_>],
        out: &mut [T],
        op: F,
        id: T,
    ) -> KernelResult<()> {
        let Some(init) = T::from_scalar(self.desc.init) else {
            return kernel_err!(KERNEL, "internal: init dtype");
        };
        if out.is_empty() {
            return Ok(());
        }
        let chunk = self.values.chunk_len();
        let (o_count, l) = (self.outputs, self.reduced);
        // Reduces lanes `start..start+n` (n ≤ chunk) of the permuted space.
        let partial = |s: &mut Scratch, start: usize, n: usize| -> KernelResult<T> {
            self.values.eval_chunk(s, inputs, start, n)?;
            Ok(pairwise(&self.lanes::<T>(s, inputs, n)[..n], op, id))
        };
        if l == 0 {
            out.iter_mut().for_each(|o| *o = op(init, id));
            return Ok(());
        }
        match self.order {
            ReduceOrder::ReducedInner if o_count == 1 => {
                // Full reduction: fixed chunks in parallel, partials combined in order.
                let parts: Vec<T> = (0..l.div_ceil(chunk))
                    .into_par_iter()
                    .map_init(
                        || self.values.new_scratch(),
                        |s, c| {
                            let start = c * chunk;
                            partial(s, start, chunk.min(l - start))
                        },
                    )
                    .collect::<KernelResult<Vec<T>>>()?;
                out[0] = op(init, pairwise(&parts, op, id));
            }
            ReduceOrder::ReducedInner if l >= chunk / 2 => {
                // Long rows: one output per task.
                out.par_iter_mut().enumerate().try_for_each_init(
                    || (self.values.new_scratch(), Vec::new()),
                    |(s, parts), (o, out)| -> KernelResult<()> {
                        parts.clear();
                        for start in (0..l).step_by(chunk) {
                            parts.push(partial(s, o * l + start, chunk.min(l - start))?);
                        }
                        *out = op(init, pairwise(parts, op, id));
                        Ok(())
                    },
                )?;
            }
            ReduceOrder::ReducedInner => {
                // Short rows: several outputs per evaluated chunk.
                let g = (chunk / l).max(1);
                out.par_chunks_mut(g).enumerate().try_for_each_init(
                    || self.values.new_scratch(),
                    |s, (b, outs)| -> KernelResult<()> {
                        self.values
                            .eval_chunk(s, inputs, b * g * l, outs.len() * l)?;
                        let v = self.lanes::<T>(s, inputs, outs.len() * l);
                        for (k, o) in outs.iter_mut().enumerate() {
                            *o = op(init, pairwise(&v[k * l..(k + 1) * l], op, id));
                        }
                        Ok(())
                    },
                )?;
            }
            ReduceOrder::KeptInner => {
                // Blocks of outputs; one reduced index at a time.
                let threads = rayon::current_num_threads();
                let g = chunk.min(o_count.div_ceil(threads)).max(1);
                out.par_chunks_mut(g).enumerate().try_for_each_init(
                    || self.values.new_scratch(),
                    |s, (b, outs)| -> KernelResult<()> {
                        let n = outs.len();
                        let mut total = vec![id; n];
                        let mut recent = vec![id; n];
                        for r in 0..l {
                            self.values.eval_chunk(s, inputs, r * o_count + b * g, n)?;
                            for (a, &v) in
                                recent.iter_mut().zip(&self.lanes::<T>(s, inputs, n)[..n])
                            {
                                *a = op(*a, v);
                            }
                            if (r + 1) % FOLD_EVERY == 0 || r + 1 == l {
                                for (t, a) in total.iter_mut().zip(recent.iter_mut()) {
                                    *t = op(*t, *a);
                                    *a = id;
                                }
                            }
                        }
                        for (o, t) in outs.iter_mut().zip(&total) {
                            *o = op(init, *t);
                        }
                        Ok(())
                    },
                )?;
            }
        }
        Ok(())
    }
}

/// Work generic over a reduction's element type, given its operator (associative) and
/// identity.
trait WithOp {
    fn apply<T, F>(self, out: &mut [T], op: F, id: T) -> KernelResult<()>
    where
        T: Element + FromScalar,
        F: Fn(T, T) -> T + Copy + Send + Sync;
}

/// Calls `w` with `kind`'s operator on `output`'s element type. Max/min follow the
/// elementwise semantics (NaN-propagating; lexicographic for complex); add/multiply on bool
/// are or/and; add/multiply on ints wrap.
fn with_op(kind: ReduceKind, output: BufMut<'_>, w: impl WithOp) -> KernelResult<()> {
    use ReduceKind::*;
    match (kind, output) {
        (Add | Maximum | Or, BufMut::I1(o)) => w.apply(o, |a: bool, b: bool| a | b, false),
        (Multiply | Minimum | And, BufMut::I1(o)) => w.apply(o, |a: bool, b: bool| a & b, true),
        (k, BufMut::I32(o)) => int_op(k, o, w),
        (k, BufMut::I64(o)) => int_op(k, o, w),
        (k, BufMut::I8(o)) => int_op(k, o, w),
        (k, BufMut::I16(o)) => int_op(k, o, w),
        (k, BufMut::U8(o)) => int_op(k, o, w),
        (k, BufMut::U16(o)) => int_op(k, o, w),
        (k, BufMut::U32(o)) => int_op(k, o, w),
        (k, BufMut::U64(o)) => int_op(k, o, w),
        (Add, BufMut::F32(o)) => w.apply(o, |a: f32, b: f32| a + b, 0.0),
        (Multiply, BufMut::F32(o)) => w.apply(o, |a: f32, b: f32| a * b, 1.0),
        (Maximum, BufMut::F32(o)) => w.apply(o, fmax_nan::<f32>, f32::NEG_INFINITY),
        (Minimum, BufMut::F32(o)) => w.apply(o, fmin_nan::<f32>, f32::INFINITY),
        (Add, BufMut::F64(o)) => w.apply(o, |a: f64, b: f64| a + b, 0.0),
        (Multiply, BufMut::F64(o)) => w.apply(o, |a: f64, b: f64| a * b, 1.0),
        (Maximum, BufMut::F64(o)) => w.apply(o, fmax_nan::<f64>, f64::NEG_INFINITY),
        (Minimum, BufMut::F64(o)) => w.apply(o, fmin_nan::<f64>, f64::INFINITY),
        (Add, BufMut::C64(o)) => w.apply(o, |a: Complex32, b| a + b, Complex32::new(0.0, 0.0)),
        (Multiply, BufMut::C64(o)) => w.apply(o, |a: Complex32, b| a * b, Complex32::new(1.0, 0.0)),
        (Maximum, BufMut::C64(o)) => w.apply(o, cmax_lex::<f32>, Complex32::new(NEG32, NEG32)),
        (Minimum, BufMut::C64(o)) => w.apply(o, cmin_lex::<f32>, Complex32::new(POS32, POS32)),
        (Add, BufMut::C128(o)) => w.apply(o, |a: Complex64, b| a + b, Complex64::new(0.0, 0.0)),
        (Multiply, BufMut::C128(o)) => {
            w.apply(o, |a: Complex64, b| a * b, Complex64::new(1.0, 0.0))
        }
        (Maximum, BufMut::C128(o)) => w.apply(o, cmax_lex::<f64>, Complex64::new(NEG64, NEG64)),
        (Minimum, BufMut::C128(o)) => w.apply(o, cmin_lex::<f64>, Complex64::new(POS64, POS64)),
        (k, o) => kernel_err!(KERNEL, "internal: {k:?} on {} was not rejected", o.dtype()),
    }
}

const NEG32: f32 = f32::NEG_INFINITY;
const POS32: f32 = f32::INFINITY;
const NEG64: f64 = f64::NEG_INFINITY;
const POS64: f64 = f64::INFINITY;

fn int_op<T: Element + IntLane + FromScalar>(
    kind: ReduceKind,
    o: &mut [T],
    w: impl WithOp,
) -> KernelResult<()> {
    match kind {
        ReduceKind::Add => w.apply(o, T::wadd, T::ZERO),
        ReduceKind::Multiply => w.apply(o, T::wmul, T::ONE),
        ReduceKind::Maximum => w.apply(o, |a: T, b: T| a.max(b), T::MIN),
        ReduceKind::Minimum => w.apply(o, |a: T, b: T| a.min(b), T::MAX),
        ReduceKind::And => w.apply(o, T::bit_and, T::ZERO.bit_not()),
        ReduceKind::Or => w.apply(o, T::bit_or, T::ZERO),
    }
}

/// [`ReducePlan::run`] on one element type.
struct Run<'p, 'i> {
    plan: &'p ReducePlan,
    inputs: &'p [BufRef<'i>],
}

impl WithOp for Run<'_, '_> {
    fn apply<T, F>(self, out: &mut [T], op: F, id: T) -> KernelResult<()>
    where
        T: Element + FromScalar,
        F: Fn(T, T) -> T + Copy + Send + Sync,
    {
        self.plan.run_typed(self.inputs, out, op, id)
    }
}

/// Finishes a reduction whose values another kernel reduced into `per_output` partial
/// results per output (consecutive segments of its values, in order): each result is `init`
/// combined with the pairwise reduction of its partials. `partials` is laid out
/// `[output][segment]` for [`ReduceOrder::ReducedInner`], `[segment][output]` for
/// [`ReduceOrder::KeptInner`].
pub fn combine_partials(
    kind: ReduceKind,
    init: Scalar,
    order: ReduceOrder,
    per_output: usize,
    partials: BufRef<'_>,
    output: BufMut<'_>,
) -> KernelResult<()> {
    let t = output.dtype();
    if partials.dtype() != t || init.dtype() != t || !reduce_covered(kind, t) {
        return kernel_err!(
            KERNEL,
            "partials of {} and init of {} do not fit {kind:?} into {t}",
            partials.dtype(),
            init.dtype()
        );
    }
    if partials.len() != output.len() * per_output {
        return kernel_err!(
            KERNEL,
            "{} partials for {} outputs of {per_output} each",
            partials.len(),
            output.len()
        );
    }
    let combine = Combine {
        init,
        order,
        per_output,
        partials,
    };
    with_op(kind, output, combine)
}

/// [`combine_partials`] on one element type.
struct Combine<'a> {
    init: Scalar,
    order: ReduceOrder,
    per_output: usize,
    partials: BufRef<'a>,
}

impl WithOp for Combine<'_> {
    fn apply<T, F>(self, out: &mut [T], op: F, id: T) -> KernelResult<()>
    where
        T: Element + FromScalar,
        F: Fn(T, T) -> T + Copy + Send + Sync,
    {
        let (Some(init), Some(parts)) = (T::from_scalar(self.init), T::from_ref(self.partials))
        else {
            return kernel_err!(KERNEL, "internal: partials' dtype");
        };
        let (n, per) = (out.len(), self.per_output);
        let finish = |o: usize, gathered: &mut Vec<T>| -> T {
            let own = match self.order {
                ReduceOrder::ReducedInner => &parts[o * per..(o + 1) * per],
                ReduceOrder::KeptInner => {
                    gathered.clear();
                    gathered.extend((0..per).map(|s| parts[s * n + o]));
                    gathered
                }
            };
            op(init, pairwise(own, op, id))
        };
        out.par_chunks_mut(COMBINE_CHUNK).enumerate().for_each_init(
            Vec::new,
            |gathered, (c, outs)| {
                for (k, o) in outs.iter_mut().enumerate() {
                    *o = finish(c * COMBINE_CHUNK + k, gathered);
                }
            },
        );
        Ok(())
    }
}

/// Outputs finished per task by [`combine_partials`].
const COMBINE_CHUNK: usize = 4096;

/// Pairwise reduction: 8 interleaved accumulators over blocks of up to 128 values, blocks
/// combined as a balanced tree (error growth O(log n) for float sums).
fn pairwise<T: Copy, F: Fn(T, T) -> T + Copy>(xs: &[T], op: F, id: T) -> T {
    if xs.len() <= 128 {
        let mut acc = [id; 8];
        let mut blocks = xs.chunks_exact(8);
        for b in &mut blocks {
            for (a, &x) in acc.iter_mut().zip(b) {
                *a = op(*a, x);
            }
        }
        for (a, &x) in acc.iter_mut().zip(blocks.remainder()) {
            *a = op(*a, x);
        }
        let q = [
            op(acc[0], acc[4]),
            op(acc[1], acc[5]),
            op(acc[2], acc[6]),
            op(acc[3], acc[7]),
        ];
        return op(op(q[0], q[2]), op(q[1], q[3]));
    }
    let mid = (xs.len() / 2).next_multiple_of(8);
    op(pairwise(&xs[..mid], op, id), pairwise(&xs[mid..], op, id))
}

/// The init scalar as an element (`None` on a dtype mismatch, ruled out by validation).
trait FromScalar: Sized {
    fn from_scalar(s: Scalar) -> Option<Self>;
}

macro_rules! impl_from_scalar {
    ($t:ty, $v:ident) => {
        impl FromScalar for $t {
            fn from_scalar(s: Scalar) -> Option<Self> {
                match s {
                    Scalar::$v(x) => Some(x),
                    _ => None,
                }
            }
        }
    };
}
impl_from_scalar!(bool, I1);
impl_from_scalar!(i32, I32);
impl_from_scalar!(i64, I64);
impl_from_scalar!(i8, I8);
impl_from_scalar!(i16, I16);
impl_from_scalar!(u8, U8);
impl_from_scalar!(u16, U16);
impl_from_scalar!(u32, U32);
impl_from_scalar!(u64, U64);
impl_from_scalar!(f32, F32);
impl_from_scalar!(f64, F64);
impl_from_scalar!(Complex32, C64);
impl_from_scalar!(Complex64, C128);
