//! Reverse mode through control flow: `while` (the forms JAX emits for `fori_loop`, `scan`
//! and `while_loop`), `case` and `if`.
//!
//! **Regions become functions.** A region (a loop body, a branch) is copied into a function
//! whose parameters are the block's arguments followed by the outer values it captures, and
//! that function is differentiated by the same pass (`vjp`), so nested loops, branches and
//! inlined calls inside bodies need nothing special. Its pullback is copied back into a
//! region of the reverse program.
//!
//! **`while`.** Before the backward sweep every active loop is *augmented in place*: it gets
//! an iteration counter (its final value is the trip count `n`, known only at run time in
//! general) and, for every carry the backward pass needs, a stack `[S+1, …]` into which the
//! body writes the carry it receives on iterations `i = 0, K, 2K, …` (slot `i/K`; the other
//! iterations write the spare slot `S`, so the store is one `dynamic_update_slice` and never a
//! `select` over the whole stack). Two kinds of carries are not stacked, because the pullback
//! never reads their values: carries the body returns unchanged (loop invariants, e.g. the
//! `xs` of a `scan` or a weight passed through) are the loop's operand at every iteration,
//! and carries only written by a `dynamic_update_slice` into themselves (the stacked outputs
//! of a `scan`), whose pullback needs only the index.
//!
//! The reverse pass is a `while` over segments `s = ⌈n/K⌉-1 … 0`: it reloads the carry of
//! iteration `sK`, recomputes the (at most `K`) carries of the segment into a buffer `[K, …]`
//! with a forward `while`, and replays the body's pullback over them in reverse with another
//! `while`. Memory is `S + K` carries instead of `n`; compute is at most one extra forward
//! pass. With `K = 1` (no checkpointing) there is no recomputation loop at all.
//! [`Checkpoint`] chooses `K`: `none` stores every carry (K = 1), `every=K`, and `sqrt`
//! (K = ⌈√n⌉, so S ≈ K ≈ √n).
//!
//! **Trip counts.** When the loop has the `fori_loop` shape (a counter starting at a
//! constant, incremented by 1, compared `LT` against a constant) `n` is known and the stack
//! has exactly `⌈n/K⌉` slots. Otherwise the stack must still have a static size: it is sized
//! for [`AdOptions::max_trips`] iterations, the loop counts its iterations, and the reverse
//! pass uses the counted `n`. A run that exceeds the bound cannot be differentiated with that
//! stack; rather than return a silently wrong gradient, every cotangent the loop produces is
//! then NaN. (Counting first and choosing `K` at run time would need buffers of run-time
//! size, which the IR's static shapes cannot express.)
//!
//! **`case` / `if`.** The pullback is a `case` (`if`) on the same index (predicate) whose
//! branch `j` is the pullback of branch `j`: only the taken branch is recomputed and pulled
//! back. Cotangents flow to the outer values the branches capture.
//!
//! Integer and boolean carries (counters) get no cotangent.
//!
//! Forward mode through the same ops is in [`jvp`]: tangents run alongside the values, so
//! nothing is stored.

mod jvp;

pub(super) use jvp::{jvp_branches, jvp_while};

use super::activity::{region_free_values, Activity};
use super::emit::{Emit, R};
use super::{differentiate, Seed};
use crate::passes::inline::{copy_body, copy_ops};
use crate::passes::util::constant_of;
use fresnel_ir::op::{BinaryOp, CompareDir};
use fresnel_ir::verify::type_within_limits;
use fresnel_ir::{BlockId, DType, Diagnostic, Function, Module, Op, OpId, TensorType, ValueId};
use num_complex::Complex64;
use std::collections::HashMap;

/// How much of a loop's history the forward pass keeps for the reverse pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Checkpoint {
    /// No checkpointing: every carry is stored (memory n carries, no recomputation).
    #[default]
    None,
    /// Every K-th carry is stored; the others are recomputed segment by segment
    /// (memory ⌈n/K⌉ + K carries, one extra forward pass).
    Every(usize),
    /// `Every(⌈√n⌉)`: about 2√n carries.
    Sqrt,
}

impl Checkpoint {
    /// Parses `none`, `sqrt` or `every=K` (K ≥ 1), as `fresnel grad --checkpoint` takes it.
    pub fn parse(s: &str) -> Result<Checkpoint, String> {
        match s {
            "none" => Ok(Checkpoint::None),
            "sqrt" => Ok(Checkpoint::Sqrt),
            _ => match s.strip_prefix("every=").map(str::parse::<usize>) {
                Some(Ok(k)) if k >= 1 => Ok(Checkpoint::Every(k)),
                _ => Err(format!(
                    "invalid checkpoint policy `{s}`: expected none, sqrt or every=K with K ≥ 1"
                )),
            },
        }
    }

    /// The stride K for a loop of (at most) `n` iterations.
    fn stride(self, n: usize) -> usize {
        let n = n.max(1);
        match self {
            Checkpoint::None => 1,
            Checkpoint::Every(k) => k.clamp(1, n),
            Checkpoint::Sqrt => {
                // Integer ceil(sqrt(n)), exact for every usize.
                let mut k = (n as f64).sqrt() as usize;
                while k * k < n {
                    k += 1;
                }
                while k > 1 && (k - 1) * (k - 1) >= n {
                    k -= 1;
                }
                k.max(1)
            }
        }
    }
}

/// Options of the AD entry points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdOptions {
    pub checkpoint: Checkpoint,
    /// The stack bound for loops whose trip count is known only at run time (see the
    /// module documentation): a run with more iterations yields NaN cotangents.
    pub max_trips: usize,
}

impl Default for AdOptions {
    fn default() -> Self {
        AdOptions {
            checkpoint: Checkpoint::None,
            max_trips: 1024,
        }
    }
}

/// What the reverse pass needs of one carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Carry {
    /// Stored on the stack every K iterations.
    Stored,
    /// Returned unchanged by the body: its value is the loop's operand.
    Invariant,
    /// Only written into by a `dynamic_update_slice`: its value is never read.
    WriteOnly,
}

/// One augmented loop: what the forward pass stored and how to replay it.
pub(super) struct LoopPlan {
    kinds: Vec<Carry>,
    init: Vec<ValueId>,
    captured: Vec<ValueId>,
    /// The body as a function of (carries…, captured…).
    body_fn: Function,
    k: usize,
    slots: usize,
    static_trips: Option<usize>,
    /// Forward results: the trip count (i64) and each stored carry's stack.
    count: ValueId,
    stacks: Vec<Option<ValueId>>,
}

/// Augments every active top-level `while` of `f` in place (counter and stacks, see the
/// module documentation); the backward sweep reads the plans.
pub(super) fn prepare(
    f: &mut Function,
    act: &Activity,
    opts: &AdOptions,
) -> Result<HashMap<OpId, LoopPlan>, Diagnostic> {
    let body = f.body;
    let ops = f.take_block_ops(body);
    let mut plans = HashMap::new();
    for op in ops {
        if matches!(f.op(op).op, Op::While) && act.is_active(f, op) {
            let loc = f.op(op).loc;
            let plan = augment_while(f, body, op, opts).map_err(|e| {
                let at = loc.map(|l| format!(" at {l}")).unwrap_or_default();
                Diagnostic::new(format!("{e}, inside stablehlo.while{at}")).in_func(&f.name)
            })?;
            plans.insert(op, plan);
        }
        f.attach_op(body, op);
    }
    Ok(plans)
}

fn i64_scalar(e: &mut Emit, v: i64) -> R<ValueId> {
    e.scalar(DType::I64, Complex64::new(v as f64, 0.0))
}

fn as_i64(n: usize) -> R<i64> {
    i64::try_from(n).map_err(|_| format!("loop bound {n} does not fit i64"))
}

fn augment_while(f: &mut Function, outer: BlockId, op: OpId, opts: &AdOptions) -> R<LoopPlan> {
    let data = f.op(op).clone();
    let [cond, body] = data.regions[..] else {
        return Err(format!("expects 2 regions, has {}", data.regions.len()));
    };
    let m = data.operands.len();
    let captured = region_free_values(f, &[body]);
    let kinds: Vec<Carry> = (0..m).map(|k| classify(f, body, k)).collect();
    let body_fn = region_function(f, body, &captured)?;
    let static_trips = static_trips(f, op);
    let bound = static_trips.unwrap_or(opts.max_trips);
    let k = opts.checkpoint.stride(bound);
    let slots = bound.max(1).div_ceil(k);

    // Initial values, emitted just before the loop (the caller pushes the loop next).
    let i64t = TensorType::scalar(DType::I64);
    let mut e = Emit::new(f, outer);
    let zero = i64_scalar(&mut e, 0)?;
    let mut stack_inits = Vec::new();
    for (j, kind) in kinds.iter().enumerate() {
        if *kind == Carry::Stored {
            let ty = e.ty(data.operands[j]);
            check_stack(&ty, bound, slots + 1, k)?;
            let mut shape = vec![slots + 1];
            shape.extend(&ty.shape);
            stack_inits.push((j, e.zeros(&ty.with_shape(shape))?));
        }
    }

    // The condition ignores the new carries; the body stores and counts.
    f.add_block_arg(cond, i64t.clone());
    for (_, s) in &stack_inits {
        let ty = f.ty(*s).clone();
        f.add_block_arg(cond, ty);
    }
    let cnt = f.add_block_arg(body, i64t.clone());
    let args = f.block(body).args.clone();
    let mut new_ret = f.block(body).ret.clone();
    let mut e = Emit::new(f, body);
    let slot = if k == 1 {
        cnt
    } else {
        let kc = i64_scalar(&mut e, as_i64(k)?)?;
        let z = i64_scalar(&mut e, 0)?;
        let rem = e.binary(BinaryOp::Remainder, cnt, kc)?;
        let on_grid = e.compare(CompareDir::Eq, rem, z)?;
        let q = e.div(cnt, kc)?;
        let spare = i64_scalar(&mut e, as_i64(slots)?)?;
        e.select(on_grid, q, spare)?
    };
    let one = i64_scalar(&mut e, 1)?;
    new_ret.push(e.add(cnt, one)?);
    let mut stack_args = Vec::new();
    for (_, s) in &stack_inits {
        let ty = e.f.ty(*s).clone();
        stack_args.push(e.f.add_block_arg(body, ty));
    }
    for ((j, _), &st) in stack_inits.iter().zip(&stack_args) {
        let carry = args[*j];
        let ty = e.ty(carry);
        let mut shape = vec![1];
        shape.extend(&ty.shape);
        let upd = e.reshape(carry, shape)?;
        let mut operands = vec![st, upd, slot];
        for _ in 0..ty.rank() {
            operands.push(i64_scalar(&mut e, 0)?);
        }
        new_ret.push(e.op(Op::DynamicUpdateSlice, operands)?);
    }
    f.set_return(body, new_ret);

    // The loop itself: more operands, more results.
    f.add_operand(op, zero);
    let count = f.add_result(op, i64t);
    let mut stacks = vec![None; m];
    for (j, s) in stack_inits {
        f.add_operand(op, s);
        let ty = f.ty(s).clone();
        stacks[j] = Some(f.add_result(op, ty));
    }
    Ok(LoopPlan {
        kinds,
        init: data.operands.clone(),
        captured,
        body_fn,
        k,
        slots,
        static_trips,
        count,
        stacks,
    })
}

/// Refuses a loop whose stack (`rows` stored carries of type `carry`) or recomputation
/// buffer (`k` carries) would exceed the verifier's limits: AD must not emit a module the
/// verifier rejects (nor try to allocate it).
fn check_stack(carry: &TensorType, trips: usize, rows: usize, k: usize) -> R<()> {
    let fits = |n: usize| {
        let mut shape = vec![n];
        shape.extend(&carry.shape);
        type_within_limits(&carry.with_shape(shape))
    };
    if fits(rows) && fits(k) {
        return Ok(());
    }
    Err(format!(
        "reverse-mode AD of this loop ({trips} iterations, carry {carry}) would store \
         {rows} carries and recompute {k} at a time, beyond the largest tensor the IR allows; \
         use a checkpoint policy that stores fewer (`--checkpoint sqrt` or `every=K`), or \
         bound the loop by fewer iterations"
    ))
}

/// Which carries the reverse pass must store (module documentation).
fn classify(f: &Function, body: BlockId, k: usize) -> Carry {
    let arg = f.block(body).args[k];
    let ret = f.block(body).ret[k];
    if ret == arg {
        return Carry::Invariant;
    }
    // `ret = dynamic_update_slice(arg, …)` with `arg` used nowhere else and the update's
    // result used only as the returned carry.
    let Some((producer, _)) = f.producer(ret) else {
        return Carry::Stored;
    };
    let d = f.op(producer);
    let in_body = f.block(body).ops.contains(&producer);
    if !in_body || !matches!(d.op, Op::DynamicUpdateSlice) || d.operands.first() != Some(&arg) {
        return Carry::Stored;
    }
    let mut uses_arg = 0;
    let mut uses_ret = 0;
    count_uses(f, body, arg, ret, &mut uses_arg, &mut uses_ret);
    if uses_arg == 1 && uses_ret == 1 {
        Carry::WriteOnly
    } else {
        Carry::Stored
    }
}

fn count_uses(f: &Function, b: BlockId, a: ValueId, r: ValueId, na: &mut usize, nr: &mut usize) {
    let block = f.block(b);
    let uses = block
        .ops
        .iter()
        .flat_map(|&op| f.op(op).operands.iter())
        .chain(&block.ret);
    for &v in uses {
        *na += usize::from(v == a);
        *nr += usize::from(v == r);
    }
    for &op in &block.ops {
        for &region in &f.op(op).regions {
            count_uses(f, region, a, r, na, nr);
        }
    }
}

fn int_const(f: &Function, v: ValueId) -> Option<i64> {
    let s = constant_of(f, v)?.splat_value()?;
    s.splat(1).int_values()?.first().copied()
}

/// The trip count of a loop of the `fori_loop` shape: carry `c` starts at a constant, the
/// body returns `c + 1`, the condition is `c < constant`.
fn static_trips(f: &Function, op: OpId) -> Option<usize> {
    let data = f.op(op);
    let (cond, body) = (data.regions[0], data.regions[1]);
    let &[pred] = f.block(cond).ret.as_slice() else {
        return None;
    };
    let (cmp, _) = f.producer(pred)?;
    let cd = f.op(cmp);
    if !matches!(
        cd.op,
        Op::Compare {
            dir: CompareDir::Lt,
            ..
        }
    ) {
        return None;
    }
    let k = f
        .block(cond)
        .args
        .iter()
        .position(|&a| a == cd.operands[0])?;
    let limit = int_const(f, cd.operands[1])?;
    let start = int_const(f, data.operands[k])?;
    let next = f.block(body).ret[k];
    let (add, _) = f.producer(next)?;
    let ad = f.op(add);
    let arg = f.block(body).args[k];
    let steps_by_one = matches!(ad.op, Op::Binary(BinaryOp::Add))
        && ((ad.operands[0] == arg && int_const(f, ad.operands[1]) == Some(1))
            || (ad.operands[1] == arg && int_const(f, ad.operands[0]) == Some(1)));
    if !steps_by_one {
        return None;
    }
    usize::try_from(limit.saturating_sub(start).max(0)).ok()
}

/// A copy of `block` as a public `@main` taking (block arguments…, captured…).
fn region_function(f: &Function, block: BlockId, captured: &[ValueId]) -> R<Function> {
    let b = f.block(block);
    let mut params: Vec<TensorType> = b.args.iter().map(|&a| f.ty(a).clone()).collect();
    params.extend(captured.iter().map(|&v| f.ty(v).clone()));
    let results = b.ret.iter().map(|&v| f.ty(v).clone()).collect();
    let mut g = Function::new("main", &params, results);
    g.public = true;
    let mut map: HashMap<ValueId, ValueId> = b
        .args
        .iter()
        .chain(captured)
        .copied()
        .zip(g.params().to_vec())
        .collect();
    let gb = g.body;
    copy_ops(&mut g, gb, f, block, &mut map)?;
    let ret = b
        .ret
        .iter()
        .map(|v| {
            map.get(v)
                .copied()
                .ok_or_else(|| format!("internal error: region value {v} is not defined"))
        })
        .collect::<R<Vec<_>>>()?;
    g.set_return(gb, ret);
    Ok(g)
}

/// `g(params…, one cotangent per result…) -> (∂/∂params[i] for i in wrt)`.
fn vjp_fn(g: Function, wrt: &[usize], opts: &AdOptions) -> R<Function> {
    let m = Module {
        name: None,
        funcs: vec![g],
        warnings: Vec::new(),
    };
    let d = differentiate(&m, wrt, Seed::CotangentParams, opts).map_err(|e| e.to_string())?;
    let grads = d.grads.clone();
    let mut out = d.finish(grads);
    out.funcs
        .pop()
        .ok_or_else(|| "internal error: the pullback has no function".to_string())
}

/// Emits a `while` with the given initial carries; `cond` and `body` fill its regions.
fn emit_while(
    f: &mut Function,
    block: BlockId,
    inits: Vec<ValueId>,
    cond: impl FnOnce(&mut Function, BlockId, &[ValueId]) -> R<ValueId>,
    body: impl FnOnce(&mut Function, BlockId, &[ValueId]) -> R<Vec<ValueId>>,
) -> R<Vec<ValueId>> {
    let types: Vec<TensorType> = inits.iter().map(|&v| f.ty(v).clone()).collect();
    let cb = f.new_block(&types, None);
    let cargs = f.block(cb).args.clone();
    let p = cond(f, cb, &cargs)?;
    f.set_return(cb, vec![p]);
    let bb = f.new_block(&types, None);
    let bargs = f.block(bb).args.clone();
    let rets = body(f, bb, &bargs)?;
    f.set_return(bb, rets);
    let id = f.push_op(block, Op::While, inits, types, vec![cb, bb], None);
    Ok(f.op(id).results.clone())
}

/// Row `idx` of a stack `[N, …]`, as a value of the carry's type.
fn row(e: &mut Emit, stack: ValueId, idx: ValueId) -> R<ValueId> {
    let ty = e.ty(stack);
    let mut sizes = ty.shape.clone();
    sizes[0] = 1;
    let mut operands = vec![stack, idx];
    for _ in 1..ty.rank() {
        operands.push(i64_scalar(e, 0)?);
    }
    let s = e.op(Op::DynamicSlice { sizes }, operands)?;
    e.reshape(s, ty.shape[1..].to_vec())
}

/// `stack` with row `idx` replaced by `v`.
fn set_row(e: &mut Emit, stack: ValueId, v: ValueId, idx: ValueId) -> R<ValueId> {
    let ty = e.ty(v);
    let mut shape = vec![1];
    shape.extend(&ty.shape);
    let upd = e.reshape(v, shape)?;
    let mut operands = vec![stack, upd, idx];
    for _ in 0..ty.rank() {
        operands.push(i64_scalar(e, 0)?);
    }
    e.op(Op::DynamicUpdateSlice, operands)
}

/// Which carries and captured values depend on the differentiated arguments, inside the
/// loop too (a carry fed by a varied capture becomes varied from the first iteration).
fn varied_sets(f: &Function, plan: &LoopPlan, act: &Activity) -> (Vec<usize>, Vec<usize>) {
    let m = plan.init.len();
    let inexact = |v: ValueId| f.ty(v).dtype.is_inexact();
    let mut vc: Vec<bool> = plan
        .init
        .iter()
        .map(|&v| inexact(v) && act.varied(v))
        .collect();
    let vp: Vec<bool> = plan
        .captured
        .iter()
        .map(|&v| inexact(v) && act.varied(v))
        .collect();
    let g = &plan.body_fn;
    // Each round adds at least one carry, so at most m + 1 rounds.
    loop {
        let wrt: Vec<ValueId> = g
            .params()
            .iter()
            .zip(vc.iter().chain(&vp))
            .filter(|(_, &on)| on)
            .map(|(&p, _)| p)
            .collect();
        let a = Activity::new(g, &wrt, &[]);
        let mut changed = false;
        for (j, &r) in g.returns().iter().enumerate() {
            if !vc[j] && g.ty(r).dtype.is_inexact() && a.varied(r) {
                vc[j] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let pick = |v: &[bool]| v.iter().enumerate().filter(|x| *x.1).map(|x| x.0).collect();
    debug_assert_eq!(vc.len(), m);
    (pick(&vc), pick(&vp))
}

/// The cotangents of a loop's operands and captured values, as (value, cotangent) pairs.
pub(super) fn while_pullback(
    f: &mut Function,
    outer: BlockId,
    plan: &LoopPlan,
    result_cts: &[Option<ValueId>],
    act: &Activity,
    opts: &AdOptions,
) -> R<Vec<(ValueId, ValueId)>> {
    let m = plan.init.len();
    let (vc, vp) = varied_sets(f, plan, act);
    if vc.is_empty() && vp.is_empty() {
        return Ok(Vec::new());
    }
    let wrt: Vec<usize> = vc
        .iter()
        .copied()
        .chain(vp.iter().map(|&p| m + p))
        .collect();
    let pullback = vjp_fn(plan.body_fn.clone(), &wrt, opts)?;
    let k = plan.k;

    // Loop-invariant inputs of the reverse loops, made once outside them.
    let mut e = Emit::new(f, outer);
    let kc = i64_scalar(&mut e, as_i64(k)?)?;
    let one = i64_scalar(&mut e, 1)?;
    let zero = i64_scalar(&mut e, 0)?;
    // Cotangents fed for results that carry none: zeros (ints: any value, they are ignored).
    let mut idle_ct = Vec::with_capacity(m);
    for &v in &plan.init {
        idle_ct.push(if e.ty(v).dtype.is_inexact() {
            e.zeros_like(v)?
        } else {
            v
        });
    }
    let mut ct_init = Vec::new();
    for &j in &vc {
        ct_init.push(match result_cts.get(j).copied().flatten() {
            Some(c) => c,
            None => idle_ct[j],
        });
    }
    let mut acc_init = Vec::new();
    for &p in &vp {
        acc_init.push(e.zeros_like(plan.captured[p])?);
    }
    let bufs: Vec<Option<ValueId>> = if k == 1 {
        vec![None; m]
    } else {
        let mut out = Vec::new();
        for (j, kind) in plan.kinds.iter().enumerate() {
            out.push(if *kind == Carry::Stored {
                let ty = e.ty(plan.init[j]);
                let mut shape = vec![k];
                shape.extend(&ty.shape);
                Some(e.zeros(&ty.with_shape(shape))?)
            } else {
                None
            });
        }
        out
    };
    let km1 = i64_scalar(&mut e, as_i64(k)? - 1)?;
    let padded = e.add(plan.count, km1)?;
    let nseg = e.div(padded, kc)?;
    let seg0 = e.sub(nseg, one)?;
    let nvc = vc.len();

    // One step of the reverse sweep: the body's pullback at carries `c`.
    let step = |f: &mut Function,
                b: BlockId,
                c: &[ValueId],
                cts: &[ValueId],
                accs: &[ValueId]|
     -> R<Vec<ValueId>> {
        let mut args = c.to_vec();
        args.extend(&plan.captured);
        let mut out_cts = idle_ct.clone();
        for (&j, &ct) in vc.iter().zip(cts) {
            out_cts[j] = ct;
        }
        args.extend(out_cts);
        let g = copy_body(f, b, &pullback, &args)?;
        let mut next = g[..nvc].to_vec();
        let mut e = Emit::new(f, b);
        for (&acc, &d) in accs.iter().zip(&g[nvc..]) {
            next.push(e.add(acc, d)?);
        }
        Ok(next)
    };
    // The carries at iteration index `idx` of a stack (or the value that stands for them).
    let load = |e: &mut Emit, stacks: &[Option<ValueId>], idx: ValueId| -> R<Vec<ValueId>> {
        let mut c = Vec::with_capacity(m);
        for ((kind, stack), &init) in plan.kinds.iter().zip(stacks).zip(&plan.init) {
            c.push(match (kind, stack) {
                (Carry::Stored, Some(s)) => row(e, *s, idx)?,
                _ => init,
            });
        }
        Ok(c)
    };

    let mut inits = vec![seg0];
    inits.extend(&ct_init);
    inits.extend(&acc_init);
    let outs = emit_while(
        f,
        outer,
        inits,
        |f, b, a| Emit::new(f, b).compare(CompareDir::Ge, a[0], zero),
        |f, b, a| {
            let (seg, rest) = (a[0], &a[1..]);
            let (cts, accs) = rest.split_at(nvc);
            let mut e = Emit::new(f, b);
            let c0 = load(&mut e, &plan.stacks, seg)?;
            let next_seg = e.sub(seg, one)?;
            let mut next = if k == 1 {
                step(f, b, &c0, cts, accs)?
            } else {
                segment(f, b, plan, &bufs, &c0, seg, kc, cts, accs, &step, &load)?
            };
            next.insert(0, next_seg);
            Ok(next)
        },
    )?;

    let mut e = Emit::new(f, outer);
    // A run-time trip count beyond the stack: poison rather than mislead.
    let ok = match plan.static_trips {
        Some(_) => None,
        None => {
            let cap = i64_scalar(&mut e, as_i64(plan.slots.saturating_mul(k))?)?;
            Some(e.compare(CompareDir::Le, plan.count, cap)?)
        }
    };
    let mut pairs = Vec::new();
    let mut push = |e: &mut Emit, v: ValueId, ct: ValueId| -> R<()> {
        let ct = match ok {
            Some(ok) => {
                let ty = e.ty(ct);
                let nan = e.full(&ty, Complex64::new(f64::NAN, f64::NAN))?;
                e.select(ok, ct, nan)?
            }
            None => ct,
        };
        pairs.push((v, ct));
        Ok(())
    };
    for (i, &j) in vc.iter().enumerate() {
        let v = plan.init[j];
        if act.varied(v) {
            push(&mut e, v, outs[1 + i])?;
        }
    }
    for (i, &p) in vp.iter().enumerate() {
        push(&mut e, plan.captured[p], outs[1 + nvc + i])?;
    }
    Ok(pairs)
}

type Step<'a> =
    dyn Fn(&mut Function, BlockId, &[ValueId], &[ValueId], &[ValueId]) -> R<Vec<ValueId>> + 'a;
type Load<'a> = dyn Fn(&mut Emit, &[Option<ValueId>], ValueId) -> R<Vec<ValueId>> + 'a;

/// The reverse sweep over segment `seg` (K > 1): recompute its carries from the checkpoint
/// `c0` into the buffers, then pull back through them in reverse. Returns (cts…, accs…).
#[allow(clippy::too_many_arguments)]
fn segment(
    f: &mut Function,
    b: BlockId,
    plan: &LoopPlan,
    bufs: &[Option<ValueId>],
    c0: &[ValueId],
    seg: ValueId,
    kc: ValueId,
    cts: &[ValueId],
    accs: &[ValueId],
    step: &Step,
    load: &Load,
) -> R<Vec<ValueId>> {
    let m = plan.init.len();
    let mut e = Emit::new(f, b);
    let zero = i64_scalar(&mut e, 0)?;
    let one = i64_scalar(&mut e, 1)?;
    let start = e.mul(seg, kc)?;
    let left = e.sub(plan.count, start)?;
    let len = e.binary(BinaryOp::Minimum, left, kc)?;
    let stored: Vec<usize> = (0..m).filter(|&j| bufs[j].is_some()).collect();

    // Forward: buf[j] = carry of iteration start + j, for j < len.
    let mut inits = vec![zero];
    inits.extend(c0);
    inits.extend(stored.iter().filter_map(|&j| bufs[j]));
    let fwd = emit_while(
        f,
        b,
        inits,
        |f, cb, a| Emit::new(f, cb).compare(CompareDir::Lt, a[0], len),
        |f, bb, a| {
            let (j, c, bs) = (a[0], &a[1..=m], &a[1 + m..]);
            let mut e = Emit::new(f, bb);
            let mut new_bufs = Vec::new();
            for (&s, &buf) in stored.iter().zip(bs) {
                new_bufs.push(set_row(&mut e, buf, c[s], j)?);
            }
            let jn = e.add(j, one)?;
            let mut args = c.to_vec();
            args.extend(&plan.captured);
            let next_c = copy_body(f, bb, &plan.body_fn, &args)?;
            let mut out = vec![jn];
            out.extend(next_c);
            out.extend(new_bufs);
            Ok(out)
        },
    )?;
    let mut seg_bufs: Vec<Option<ValueId>> = vec![None; m];
    for (i, &s) in stored.iter().enumerate() {
        seg_bufs[s] = Some(fwd[1 + m + i]);
    }

    // Reverse over the segment.
    let mut e = Emit::new(f, b);
    let last = e.sub(len, one)?;
    let nct = cts.len();
    let mut inits = vec![last];
    inits.extend(cts);
    inits.extend(accs);
    let rev = emit_while(
        f,
        b,
        inits,
        |f, cb, a| Emit::new(f, cb).compare(CompareDir::Ge, a[0], zero),
        |f, bb, a| {
            let (j, rest) = (a[0], &a[1..]);
            let (cts, accs) = rest.split_at(nct);
            let mut e = Emit::new(f, bb);
            let c = load(&mut e, &seg_bufs, j)?;
            let jn = e.sub(j, one)?;
            let mut out = vec![jn];
            out.extend(step(f, bb, &c, cts, accs)?);
            Ok(out)
        },
    )?;
    Ok(rev[1..].to_vec())
}

/// The cotangents of the values a `case`/`if` captures: a `case`/`if` on the same operand
/// whose branches are the branches' pullbacks.
pub(super) fn branch_pullback(
    f: &mut Function,
    outer: BlockId,
    op: OpId,
    result_cts: &[Option<ValueId>],
    act: &Activity,
    opts: &AdOptions,
) -> R<Vec<(ValueId, ValueId)>> {
    let data = f.op(op).clone();
    let captured = region_free_values(f, &data.regions);
    let vp: Vec<usize> = (0..captured.len())
        .filter(|&p| f.ty(captured[p]).dtype.is_inexact() && act.varied(captured[p]))
        .collect();
    if vp.is_empty() {
        return Ok(Vec::new());
    }
    let mut e = Emit::new(f, outer);
    let mut args = captured.clone();
    for (i, &r) in data.results.iter().enumerate() {
        args.push(match result_cts.get(i).copied().flatten() {
            Some(c) => c,
            None if e.ty(r).dtype.is_inexact() => e.zeros_like(r)?,
            // Integer results have no cotangent; any value of the type is ignored.
            None => r,
        });
    }
    let mut branches = Vec::new();
    for &region in &data.regions {
        if !f.block(region).args.is_empty() {
            return Err("branches with block arguments are not differentiable".into());
        }
        let g = region_function(f, region, &captured)?;
        let pullback = vjp_fn(g, &vp, opts)?;
        let nb = f.new_block(&[], None);
        let grads = copy_body(f, nb, &pullback, &args)?;
        f.set_return(nb, grads);
        branches.push(nb);
    }
    let types = vp.iter().map(|&p| f.ty(captured[p]).clone()).collect();
    let selector = *data
        .operands
        .first()
        .ok_or("expects a branch index or predicate operand")?;
    let id = f.push_op(
        outer,
        data.op.clone(),
        vec![selector],
        types,
        branches,
        data.loc,
    );
    let results = f.op(id).results.clone();
    Ok(vp.iter().map(|&p| captured[p]).zip(results).collect())
}

#[cfg(test)]
mod tests {
    use super::Checkpoint;

    #[test]
    fn policies_parse_and_strides_follow_them() {
        assert_eq!(Checkpoint::parse("none"), Ok(Checkpoint::None));
        assert_eq!(Checkpoint::parse("sqrt"), Ok(Checkpoint::Sqrt));
        assert_eq!(Checkpoint::parse("every=4"), Ok(Checkpoint::Every(4)));
        for bad in ["every=0", "every=x", "all", ""] {
            assert!(Checkpoint::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Checkpoint::Sqrt.stride(64), 8);
        assert_eq!(Checkpoint::Sqrt.stride(65), 9);
        assert_eq!(Checkpoint::Sqrt.stride(1), 1);
        assert_eq!(Checkpoint::Every(10).stride(3), 3);
        assert_eq!(Checkpoint::None.stride(100), 1);
    }
}
