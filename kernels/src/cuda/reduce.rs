//! Reductions as CUDA C, grid-wide and in a fixed combination order, so that results do not
//! depend on the launch (each output's value is always formed the same way for a given
//! shape) and every shape has enough threads to fill a GPU:
//! * when the innermost dim of the prologue's index space is reduced and each output folds
//!   at least [`BLOCK_FOLD_MIN`] elements, a block per output: thread `t` folds the reduced
//!   elements `t, t + BLOCK, …` (consecutive threads read consecutive elements), then a
//!   shared-memory tree of fixed shape combines the threads;
//! * otherwise a thread per output folds the reduced elements in row-major order as a balanced
//!   tree — the interpreter's `tree_fold`, so a short reduction gives its result bit for bit —
//!   and neighbouring threads read neighbouring elements of the kept innermost dim.
//!
//! When there are too few outputs to fill the GPU ([`TARGET_BLOCKS`] blocks, or as many
//! threads), or more reduced elements than a thread should fold in turn, each output's
//! reduced elements are cut into `C` chunks of consecutive elements: a first kernel folds each
//! (output, chunk) into a partial in the step's scratch region, a second folds each output's
//! `C` partials in chunk order (a tree in a thread, or across a block when `C` is large). A
//! single output of 8 M elements is then folded by 1024 blocks instead of one, and no thread
//! adds more than 32 values in a row (the rounding error of a sum grows with that run).
//!
//! As on the CPU, `init` is combined once into each result after the reduction.

use super::elementwise::{decompose, offset_expr, param_load, render_body};
use super::scalar::{c_type, literal};
use super::{
    scratch_aligned, strides, KernelInfo, KernelSeq, Launch, ModuleBuilder, Param, SeqArg,
    SeqLaunch, BLOCK,
};
use crate::error::{kernel_err, KernelResult};
use crate::reduce::{reduce_covered, reduce_identity as identity, ReduceDesc};
use fresnel_ir::ReduceKind;
use std::fmt::Write;

/// Blocks a reduction aims to keep busy: about eight per SM of an H100 (132 SMs).
pub const TARGET_BLOCKS: usize = 1024;
/// A block per output only when each output folds at least this many elements (fewer would
/// leave most of the block's threads idle); otherwise a thread per output.
pub const BLOCK_FOLD_MIN: usize = 1024;
/// The fewest elements a block's chunk folds (eight per thread).
const BLOCK_CHUNK_MIN: usize = 8 * BLOCK as usize;
/// The most elements a block's chunk folds (32 per thread).
const BLOCK_CHUNK_MAX: usize = 32 * BLOCK as usize;
/// The most elements a thread's chunk folds.
const THREAD_CHUNK_MAX: usize = 32;
/// Partials per output above which the second stage is a block tree rather than a thread.
const TREE_PARTIALS: usize = 64;
/// The stack a thread's tree fold needs: one more than the levels of a tree of at most
/// `max(THREAD_CHUNK_MAX, TREE_PARTIALS)` leaves.
const TREE_DEPTH: usize = 8;

pub(crate) fn combine_fn(kind: ReduceKind) -> &'static str {
    match kind {
        ReduceKind::Add => "fr_add",
        ReduceKind::Multiply => "fr_mul",
        ReduceKind::Maximum => "fr_max",
        ReduceKind::Minimum => "fr_min",
        ReduceKind::And => "fr_and",
        ReduceKind::Or => "fr_or",
    }
}

/// How a reduction is cut up: `outputs` results of `count` reduced elements each, in
/// `chunks` chunks of at most `chunk` elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReducePlan {
    pub outputs: usize,
    pub count: usize,
    /// A block (rather than a thread) folds each (output, chunk).
    pub per_block: bool,
    pub chunks: usize,
    pub chunk: usize,
}

impl ReducePlan {
    /// The plan for `outputs` results of `count` elements, the innermost dim reduced or not.
    pub fn new(outputs: usize, count: usize, innermost_reduced: bool) -> ReducePlan {
        let per_block = innermost_reduced && count >= BLOCK_FOLD_MIN;
        let chunks = if per_block {
            // Enough blocks to fill the GPU, none folding fewer than BLOCK_CHUNK_MIN
            // elements, none more than BLOCK_CHUNK_MAX.
            let wanted = TARGET_BLOCKS.div_ceil(outputs.max(1));
            wanted
                .min(count.div_ceil(BLOCK_CHUNK_MIN))
                .max(count.div_ceil(BLOCK_CHUNK_MAX))
        } else {
            // A thread folds at most THREAD_CHUNK_MAX elements: few outputs get many threads.
            count.div_ceil(THREAD_CHUNK_MAX)
        }
        .max(1);
        let chunk = count.div_ceil(chunks).max(1);
        // With that chunk size fewer chunks may cover everything.
        let chunks = count.div_ceil(chunk).max(1);
        ReducePlan {
            outputs,
            count,
            per_block,
            chunks,
            chunk,
        }
    }
}

/// Adds the kernels of `desc` to `module`: the step's inputs are the prologue's inputs, its
/// output the result; two-stage plans keep their partials in the step's scratch region.
pub fn add_reduce(module: &mut ModuleBuilder, desc: &ReduceDesc) -> KernelResult<KernelSeq> {
    let p = &desc.prologue;
    let rank = p.shape.len();
    let types = p.validate()?;
    let Some(&value) = p.outputs.first() else {
        return kernel_err!("reduce", "the prologue has no output to reduce");
    };
    let t = types[value as usize];
    if !reduce_covered(desc.kind, t) || desc.init.dtype() != t {
        return kernel_err!(
            "reduce",
            "{:?} with a {} init on {t}",
            desc.kind,
            desc.init.dtype()
        );
    }
    if desc.dims.iter().any(|&d| d >= rank) {
        return kernel_err!("reduce", "bad reduced dims {:?} for rank {rank}", desc.dims);
    }
    let kept: Vec<usize> = (0..rank).filter(|d| !desc.dims.contains(d)).collect();
    let reduced: Vec<usize> = (0..rank).filter(|d| desc.dims.contains(d)).collect();
    let extent = |dims: &[usize]| dims.iter().map(|&d| p.shape[d]).collect::<Vec<_>>();
    let (kept_shape, reduced_shape) = (extent(&kept), extent(&reduced));
    let outputs: usize = kept_shape.iter().product();
    let count: usize = reduced_shape.iter().product();
    let plan = ReducePlan::new(
        outputs,
        count,
        reduced.last() == Some(&(rank.wrapping_sub(1))),
    );
    let idx: Vec<String> = (0..rank)
        .map(|d| match kept.iter().position(|&k| k == d) {
            Some(i) => format!("k{i}"),
            None => format!("j{}", reduced.iter().position(|&r| r == d).unwrap_or(0)),
        })
        .collect();
    let row_major: Vec<i64> = strides(&p.shape).iter().map(|&s| s as i64).collect();
    let r = Render {
        desc,
        ty: c_type(t),
        combine: combine_fn(desc.kind),
        ident: literal(identity(desc.kind, t)),
        init: literal(desc.init),
        kept_shape,
        reduced_shape,
        lin: offset_expr(0, &row_major, &idx),
        idx,
        flops: (p.flops_per_point() + 1) * (outputs * count) as u64,
    };
    let inputs: Vec<SeqArg> = (0..p.inputs.len()).map(SeqArg::Input).collect();
    let params = |partials_in: bool| -> Vec<Param> {
        let mut v: Vec<Param> = p
            .inputs
            .iter()
            .map(|m| Param {
                dtype: m.dtype,
                output: false,
            })
            .collect();
        if partials_in {
            v = vec![Param {
                dtype: t,
                output: false,
            }];
        }
        v.push(Param {
            dtype: t,
            output: true,
        });
        v
    };
    let push = |module: &mut ModuleBuilder, stem: &str, ps, launch, flops, text: String| {
        let info = KernelInfo {
            block_sync: false,
            name: module.fresh_name(stem),
            params: ps,
            launch,
            flops,
        };
        module.push(info, &text)
    };
    if plan.chunks == 1 {
        let (text, launch) = r.stage_one(&plan, true)?;
        let k = push(module, "reduce", params(false), launch, r.flops, text);
        let mut args = inputs;
        args.push(SeqArg::Output(0));
        return Ok(KernelSeq {
            launches: vec![SeqLaunch { kernel: k, args }],
            scratch_bytes: 0,
        });
    }
    let (text, launch) = r.stage_one(&plan, false)?;
    let first = push(
        module,
        "reduce_partials",
        params(false),
        launch,
        r.flops,
        text,
    );
    let (text, launch) = r.stage_two(&plan);
    let second = push(
        module,
        "reduce_final",
        params(true),
        launch,
        (outputs * plan.chunks) as u64,
        text,
    );
    let mut first_args = inputs;
    first_args.push(SeqArg::Scratch(0));
    Ok(KernelSeq {
        launches: vec![
            SeqLaunch {
                kernel: first,
                args: first_args,
            },
            SeqLaunch {
                kernel: second,
                args: vec![SeqArg::Scratch(0), SeqArg::Output(0)],
            },
        ],
        scratch_bytes: scratch_aligned(outputs * plan.chunks * t.size_bytes()),
    })
}

/// What the kernels of one reduction are written from.
struct Render<'a> {
    desc: &'a ReduceDesc,
    ty: &'static str,
    combine: &'static str,
    ident: String,
    init: String,
    kept_shape: Vec<usize>,
    reduced_shape: Vec<usize>,
    /// The prologue's linear index of reduced element `j…` of output `k…`.
    lin: String,
    idx: Vec<String>,
    flops: u64,
}

impl Render<'_> {
    /// The fold of reduced elements `j = first, first + step, … < end` into `acc`.
    fn fold(&self, first: &str, end: &str, step: &str, indent: &str) -> KernelResult<String> {
        let inner = format!("{indent}  ");
        let mut s = format!("{indent}for (long long j = {first}; j < {end}; j += {step}) {{\n");
        decompose(&mut s, &inner, "j", &self.reduced_shape, "j");
        let _ = writeln!(s, "{inner}const long long lin = {};", self.lin);
        let body = render_body(
            &self.desc.prologue,
            "lin",
            Some(&self.idx),
            "r",
            &inner,
            &param_load(0),
        )?;
        s.push_str(&body.text);
        let _ = writeln!(
            s,
            "{inner}acc = {}(acc, {});",
            self.combine, body.outputs[0].0
        );
        let _ = writeln!(s, "{indent}}}");
        Ok(s)
    }

    /// The fold of elements `lo ≤ j < hi` (at most [`TREE_DEPTH`] levels deep) into `acc` as
    /// the interpreter's `tree_fold` forms it: each halving splits at `(hi − lo) / 2`, and
    /// after element `j` has been pushed, every subtree that ends at `j` is combined — a stack
    /// of partial results, so the element's value is computed once, in order.
    fn tree_fold_text(&self, value: &str, indent: &str) -> String {
        let (ty, c, ident) = (self.ty, self.combine, &self.ident);
        format!(
            "{indent}  stack[top++] = {value};\n\
             {indent}  for (long long a = lo, b = hi; b - a > 1;) {{\n\
             {indent}    if (j == b - 1) {{ stack[top - 2] = {c}(stack[top - 2], stack[top - 1]); --top; }}\n\
             {indent}    const long long m = a + (b - a) / 2;\n\
             {indent}    if (j < m) b = m; else a = m;\n\
             {indent}  }}\n\
             {indent}}}\n\
             {indent}{ty} acc = hi > lo ? stack[0] : {ident};\n"
        )
    }

    /// The tree fold of the reduced elements `lo ≤ j < hi` of output `k…` into `acc`.
    fn tree_fold(&self, indent: &str) -> KernelResult<String> {
        let inner = format!("{indent}  ");
        let mut s = format!(
            "{indent}{} stack[{TREE_DEPTH}];\n{indent}int top = 0;\n\
             {indent}for (long long j = lo; j < hi; ++j) {{\n",
            self.ty
        );
        decompose(&mut s, &inner, "j", &self.reduced_shape, "j");
        let _ = writeln!(s, "{inner}const long long lin = {};", self.lin);
        let body = render_body(
            &self.desc.prologue,
            "lin",
            Some(&self.idx),
            "r",
            &inner,
            &param_load(0),
        )?;
        s.push_str(&body.text);
        s.push_str(&self.tree_fold_text(&body.outputs[0].0, indent));
        Ok(s)
    }

    /// The shared-memory tree combining the block's `acc`s into `partial[0]`.
    fn tree(&self, indent: &str) -> String {
        let c = self.combine;
        format!(
            "{indent}partial[threadIdx.x] = acc;\n{indent}__syncthreads();\n\
             {indent}for (int half = {}; half > 0; half >>= 1) {{\n\
             {indent}  if (threadIdx.x < half) partial[threadIdx.x] = \
             {c}(partial[threadIdx.x], partial[threadIdx.x + half]);\n\
             {indent}  __syncthreads();\n{indent}}}\n",
            BLOCK / 2
        )
    }

    /// The first stage: each (output, chunk) folded; `last` writes the results (with `init`,
    /// a one-chunk plan), else the partials `[o · chunks + c]` (block plans) or
    /// `[c · outputs + o]` (thread plans).
    fn stage_one(&self, plan: &ReducePlan, last: bool) -> KernelResult<(String, Launch)> {
        let (ty, ident, c) = (self.ty, &self.ident, self.combine);
        let (outputs, chunks, chunk, count) = (plan.outputs, plan.chunks, plan.chunk, plan.count);
        let out = self.desc.prologue.inputs.len();
        let mut text = String::new();
        let items = outputs * chunks;
        if plan.per_block {
            let _ = writeln!(text, "  __shared__ {ty} partial[{BLOCK}];");
            let _ = writeln!(
                text,
                "  for (long long w = blockIdx.x; w < {items}ll; w += gridDim.x) {{\n    \
                 const long long o = w / {chunks}ll, c = w % {chunks}ll;\n    \
                 const long long lo = c * {chunk}ll, hi = lo + {chunk}ll < {count}ll ? lo + {chunk}ll : {count}ll;"
            );
            decompose(&mut text, "    ", "o", &self.kept_shape, "k");
            let _ = writeln!(text, "    {ty} acc = {ident};");
            text.push_str(&self.fold("lo + threadIdx.x", "hi", &format!("{BLOCK}"), "    ")?);
            text.push_str(&self.tree("    "));
            let store = if last {
                format!("p{out}[o] = {c}({}, partial[0])", self.init)
            } else {
                format!("p{out}[w] = partial[0]")
            };
            let _ = writeln!(
                text,
                "    if (threadIdx.x == 0) {store};\n    __syncthreads();\n  }}"
            );
            Ok((
                text,
                Launch {
                    blocks: items.clamp(1, 65_535) as u32,
                    threads: BLOCK,
                },
            ))
        } else {
            // Chunk-major items: neighbouring threads take neighbouring outputs.
            let _ = writeln!(
                text,
                "  FR_FOR_EACH(w, {items}ll) {{\n    \
                 const long long c = w / {outputs}ll, o = w % {outputs}ll;\n    \
                 const long long lo = c * {chunk}ll, hi = lo + {chunk}ll < {count}ll ? lo + {chunk}ll : {count}ll;"
            );
            decompose(&mut text, "    ", "o", &self.kept_shape, "k");
            text.push_str(&self.tree_fold("    ")?);
            let store = if last {
                format!("p{out}[o] = {c}({}, acc)", self.init)
            } else {
                format!("p{out}[w] = acc")
            };
            let _ = writeln!(text, "    {store};\n  }}");
            Ok((text, Launch::for_items(items)))
        }
    }

    /// The second stage: each output's partials (parameter 0) folded in chunk order, `init`
    /// combined, the result written (parameter 1).
    fn stage_two(&self, plan: &ReducePlan) -> (String, Launch) {
        let (ty, ident, c, init) = (self.ty, &self.ident, self.combine, &self.init);
        let (outputs, chunks) = (plan.outputs, plan.chunks);
        // Where partial `q` of output `o` is.
        let at = |q: &str| {
            if plan.per_block {
                format!("o * {chunks}ll + {q}")
            } else {
                format!("{q} * {outputs}ll + o")
            }
        };
        let mut text = String::new();
        if chunks > TREE_PARTIALS {
            let _ = writeln!(
                text,
                "  __shared__ {ty} partial[{BLOCK}];\n  \
                 for (long long o = blockIdx.x; o < {outputs}ll; o += gridDim.x) {{\n    \
                 {ty} acc = {ident};\n    \
                 for (long long q = threadIdx.x; q < {chunks}ll; q += {BLOCK}) acc = {c}(acc, p0[{}]);",
                at("q")
            );
            text.push_str(&self.tree("    "));
            let _ = writeln!(
                text,
                "    if (threadIdx.x == 0) p1[o] = {c}({init}, partial[0]);\n    __syncthreads();\n  }}"
            );
            (
                text,
                Launch {
                    blocks: outputs.clamp(1, 65_535) as u32,
                    threads: BLOCK,
                },
            )
        } else {
            let _ = write!(
                text,
                "  FR_FOR_EACH(o, {outputs}ll) {{\n    const long long lo = 0, hi = {chunks}ll;\n    \
                 {ty} stack[{TREE_DEPTH}];\n    int top = 0;\n    \
                 for (long long j = lo; j < hi; ++j) {{\n"
            );
            text.push_str(&self.tree_fold_text(&format!("p0[{}]", at("j")), "    "));
            let _ = writeln!(text, "    p1[o] = {c}({init}, acc);\n  }}");
            (text, Launch::for_items(outputs))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_fill_the_gpu_whatever_the_shape() {
        // The loss of the large benchmark: one output of 8.4 M elements.
        let p = ReducePlan::new(1, 8_388_608, true);
        assert!(p.per_block);
        assert_eq!(p.chunks, TARGET_BLOCKS);
        assert!(p.chunks * p.chunk >= p.count);
        // Many outputs: one block each, no second stage.
        let p = ReducePlan::new(4096, 4096, true);
        assert_eq!((p.per_block, p.chunks), (true, 1));
        // Many long outputs: no block folds more than BLOCK_CHUNK_MAX.
        let p = ReducePlan::new(4096, 1 << 20, true);
        assert_eq!(p.chunks, (1 << 20) / BLOCK_CHUNK_MAX);
        // Short rows: a thread per output.
        let p = ReducePlan::new(1 << 20, 8, true);
        assert_eq!((p.per_block, p.chunks), (false, 1));
        // A sum over the outer axis into 16 outputs: enough threads from chunks.
        let p = ReducePlan::new(16, 1 << 20, false);
        assert!(!p.per_block);
        assert!(p.outputs * p.chunks >= TARGET_BLOCKS * BLOCK as usize / 2);
        assert!(p.chunk <= THREAD_CHUNK_MAX);
        // Every tree a thread folds fits its stack.
        for n in [THREAD_CHUNK_MAX, TREE_PARTIALS] {
            assert!(n <= 1 << (TREE_DEPTH - 1));
        }
        // Every chunk but the last is full, and none is empty.
        for (o, n, inner) in [
            (1, 1000, true),
            (3, 5000, true),
            (7, 100, false),
            (1, 1, false),
        ] {
            let p = ReducePlan::new(o, n, inner);
            assert!(
                p.chunks * p.chunk >= n && (p.chunks - 1) * p.chunk < n.max(1),
                "{p:?}"
            );
        }
    }
}
