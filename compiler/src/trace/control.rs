//! Control flow in the trace API, emitting the ops JAX lowers `lax`'s to: [`fori_loop`],
//! [`scan`] and [`while_loop`] become `stablehlo.while`, [`cond`] and [`switch`] become
//! `stablehlo.case`. Bodies are Rust closures traced once into the op's regions; they may
//! use tensors from outside (the region captures them), but a tensor made inside a body
//! exists only there: using it afterwards is a located error, as are carries whose types
//! change and branches that disagree.
//!
//! Every loop built here is differentiable by `fresnel::ad` (`scan`'s stacked outputs and
//! inputs are carried the way JAX carries them, so reverse mode stores neither per step).

use super::state::{Ctx, Tensor};
use fresnel_ir::op::{CompareDir, CompareType};
use fresnel_ir::{BlockId, DType, Op, TensorType, ValueId};

/// A body being traced: its block, and where its values start (to close their scope).
struct Region {
    block: BlockId,
    start: u32,
    prev: BlockId,
}

impl Ctx {
    /// Opens a region block with arguments of `types`; ops are recorded into it until
    /// [`Ctx::close`].
    fn open_region(&self, types: &[TensorType]) -> (Region, Vec<Tensor>) {
        let mut st = self.state.borrow_mut();
        let start = st.func.num_values() as u32;
        let block = st.func.new_block(types, None);
        let prev = std::mem::replace(&mut st.cur, block);
        let args = st.func.block(block).args.clone();
        drop(st);
        let tensors = args
            .into_iter()
            .zip(types)
            .map(|(v, t)| self.tensor(v, t.clone()))
            .collect();
        (Region { block, start, prev }, tensors)
    }

    /// Ends recording into the region: its values go out of scope, `rets` are returned.
    fn close(&self, r: &Region, rets: Option<Vec<ValueId>>) {
        let mut st = self.state.borrow_mut();
        let end = st.func.num_values() as u32;
        st.dead.push((r.start, end));
        st.cur = r.prev;
        if let Some(rets) = rets {
            st.func.set_return(r.block, rets);
        }
    }

    /// Appends an op with regions to the current block; its results as tensors.
    fn push_region_op(
        &self,
        op: Op,
        operands: Vec<ValueId>,
        types: Vec<TensorType>,
        regions: Vec<BlockId>,
    ) -> Vec<Tensor> {
        let mut st = self.state.borrow_mut();
        let cur = st.cur;
        let id = st
            .func
            .push_op(cur, op, operands, types.clone(), regions, None);
        let results = st.func.op(id).results.clone();
        drop(st);
        results
            .into_iter()
            .zip(types)
            .map(|(v, t)| self.tensor(v, t))
            .collect()
    }

    /// Poisoned stand-ins for the results of a failed control-flow op.
    fn poisoned(&self, types: &[TensorType]) -> Vec<Tensor> {
        types.iter().map(|t| self.poison(t.clone())).collect()
    }

    /// Checks that a body returned tensors of the expected types.
    #[track_caller]
    fn check_types(&self, what: &str, got: &[Tensor], want: &[TensorType]) -> bool {
        if got.len() != want.len() {
            self.fail(format!(
                "{what} returns {} tensor(s), expected {}",
                got.len(),
                want.len()
            ));
            return false;
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            if g.ty() != w {
                self.fail(format!("{what}: output {k} is {}, expected {w}", g.ty()));
                return false;
            }
        }
        true
    }
}

fn types_of(ts: &[Tensor]) -> Vec<TensorType> {
    ts.iter().map(|t| t.ty().clone()).collect()
}

fn refs(ts: &[Tensor]) -> Vec<&Tensor> {
    ts.iter().collect()
}

/// The trace of the first tensor, or a detached error when there is none.
#[track_caller]
fn ctx_of(ts: &[&Tensor], what: &str) -> Result<Ctx, Tensor> {
    match ts.first() {
        Some(t) => Ok(t.ctx().clone()),
        None => Err(Ctx::detached_error(format!(
            "{what} needs at least one tensor to find its trace"
        ))),
    }
}

/// `lax.fori_loop(lower, upper, body, init)`: `carry = body(i, carry)` for `i` in
/// `lower..upper` (an `i64` scalar), as a `while` with a static trip count.
#[track_caller]
pub fn fori_loop<F>(lower: i64, upper: i64, init: &[Tensor], body: F) -> Vec<Tensor>
where
    F: FnOnce(&Tensor, &[Tensor]) -> Vec<Tensor>,
{
    let ctx = match ctx_of(&refs(init), "fori_loop") {
        Ok(c) => c,
        Err(p) => return vec![p],
    };
    let carry_types = types_of(init);
    let i64t = TensorType::scalar(DType::I64);
    let lo = ctx.scalar(lower);
    let Some(mut operands) = ctx.operands(&[&lo]) else {
        return ctx.poisoned(&carry_types);
    };
    let Some(init_ids) = ctx.operands(&refs(init)) else {
        return ctx.poisoned(&carry_types);
    };
    operands.extend(init_ids);
    let mut types = vec![i64t];
    types.extend(carry_types.iter().cloned());

    let (cond, args) = ctx.open_region(&types);
    let hi = ctx.scalar(upper);
    let p = compare(&ctx, CompareDir::Lt, &args[0], &hi);
    let rets = ctx.operands(&[&p]);
    ctx.close(&cond, rets);

    let (region, args) = ctx.open_region(&types);
    let out = body(&args[0], &args[1..]);
    let ok = ctx.check_types("the fori_loop body", &out, &carry_types);
    let next = &args[0] + 1i64;
    let mut rets = vec![next];
    rets.extend(out);
    let ids = ctx.operands(&refs(&rets)).filter(|_| ok);
    let failed = ids.is_none();
    ctx.close(&region, ids);
    if failed {
        return ctx.poisoned(&carry_types);
    }
    let results = ctx.push_region_op(Op::While, operands, types, vec![cond.block, region.block]);
    results[1..].to_vec()
}

/// `lax.while_loop(cond, body, init)`: `while cond(carry) { carry = body(carry) }`. `cond`
/// returns a boolean scalar. Reverse mode bounds the stack of such a loop by
/// `AdOptions::max_trips` (its trip count is known only at run time).
#[track_caller]
pub fn while_loop<C, B>(init: &[Tensor], cond: C, body: B) -> Vec<Tensor>
where
    C: FnOnce(&[Tensor]) -> Tensor,
    B: FnOnce(&[Tensor]) -> Vec<Tensor>,
{
    let ctx = match ctx_of(&refs(init), "while_loop") {
        Ok(c) => c,
        Err(p) => return vec![p],
    };
    let types = types_of(init);
    let Some(operands) = ctx.operands(&refs(init)) else {
        return ctx.poisoned(&types);
    };
    let (c, args) = ctx.open_region(&types);
    let p = cond(&args);
    let ok = ctx.check_types(
        "the while_loop condition",
        std::slice::from_ref(&p),
        &[TensorType::scalar(DType::I1)],
    );
    let ids = ctx.operands(&[&p]).filter(|_| ok);
    let mut failed = ids.is_none();
    ctx.close(&c, ids);
    let (b, args) = ctx.open_region(&types);
    let out = body(&args);
    let ok = ctx.check_types("the while_loop body", &out, &types);
    let ids = ctx.operands(&refs(&out)).filter(|_| ok);
    failed |= ids.is_none();
    ctx.close(&b, ids);
    if failed {
        return ctx.poisoned(&types);
    }
    ctx.push_region_op(Op::While, operands, types, vec![c.block, b.block])
}

/// `lax.scan(body, init, xs)`: for `t` in `0..n` (`n` the leading dimension of every `xs`),
/// `(carry, y_t) = body(carry, [x[t] for x in xs])`; returns the final carries and the `y`s
/// stacked along a new leading axis of length `n`.
#[track_caller]
pub fn scan<F>(init: &[Tensor], xs: &[Tensor], body: F) -> (Vec<Tensor>, Vec<Tensor>)
where
    F: FnOnce(&[Tensor], &[Tensor]) -> (Vec<Tensor>, Vec<Tensor>),
{
    let all: Vec<&Tensor> = init.iter().chain(xs).collect();
    let carry_types = types_of(init);
    let ctx = match ctx_of(&all, "scan") {
        Ok(c) => c,
        Err(p) => return (vec![p], Vec::new()),
    };
    let fail = |msg: String| {
        ctx.fail(msg);
        (ctx.poisoned(&carry_types), Vec::new())
    };
    let Some(x0) = xs.first() else {
        return fail(
            "scan needs at least one sequence in xs (its length is their first axis)".into(),
        );
    };
    let Some(&n) = x0.shape().first() else {
        return fail(format!(
            "scan: xs[0] is {}, which has no leading axis to scan over",
            x0.ty()
        ));
    };
    for (k, x) in xs.iter().enumerate() {
        if x.shape().first() != Some(&n) {
            return fail(format!(
                "scan: xs[{k}] is {} but xs[0] has leading dimension {n}",
                x.ty()
            ));
        }
    }
    let Some(ids) = ctx.operands(&all) else {
        return (ctx.poisoned(&carry_types), Vec::new());
    };
    let zero = ctx.scalar(0i64);
    let Some(zero_id) = ctx.operands(&[&zero]) else {
        return (ctx.poisoned(&carry_types), Vec::new());
    };
    let i64t = TensorType::scalar(DType::I64);
    // Carries: (i, carry…, xs…, ys…); the ys buffers are added once their types are known.
    let mut types = vec![i64t];
    types.extend(carry_types.iter().cloned());
    types.extend(xs.iter().map(|x| x.ty().clone()));
    let nc = init.len();

    let (region, args) = ctx.open_region(&types);
    let i = &args[0];
    let slices: Vec<Tensor> = args[1 + nc..]
        .iter()
        .map(|x| {
            let mut sizes = x.shape().to_vec();
            sizes[0] = 1;
            let mut idx = vec![i.clone()];
            idx.extend((1..x.rank()).map(|_| ctx.scalar(0i64)));
            let mut operands = vec![x];
            operands.extend(idx.iter());
            let row = ctx.emit_typed(
                Op::DynamicSlice {
                    sizes: sizes.clone(),
                },
                &operands,
                x.ty().with_shape(sizes),
            );
            row.reshape_exact(&x.shape()[1..])
        })
        .collect();
    let (carry, ys) = body(&args[1..=nc], &slices);
    let mut ok = ctx.check_types("the scan body's carry", &carry, &carry_types);
    // The ys buffers: more block arguments, filled by dynamic_update_slice at row i.
    let y_types: Vec<TensorType> = ys
        .iter()
        .map(|y| {
            let mut shape = vec![n];
            shape.extend(y.shape());
            y.ty().with_shape(shape)
        })
        .collect();
    let mut new_bufs = Vec::new();
    for (y, ty) in ys.iter().zip(&y_types) {
        let mut st = ctx.state.borrow_mut();
        let id = st.func.add_block_arg(region.block, ty.clone());
        drop(st);
        let buf = ctx.tensor(id, ty.clone());
        let mut row_shape = vec![1];
        row_shape.extend(y.shape());
        let upd = y.reshape_exact(&row_shape);
        let mut idx = vec![i.clone()];
        idx.extend((1..ty.rank()).map(|_| ctx.scalar(0i64)));
        let mut operands = vec![&buf, &upd];
        operands.extend(idx.iter());
        new_bufs.push(ctx.emit(Op::DynamicUpdateSlice, &operands));
    }
    let next = i + 1i64;
    let mut rets = vec![next];
    rets.extend(carry);
    rets.extend(args[1 + nc..].iter().cloned());
    rets.extend(new_bufs);
    let ret_ids = ctx.operands(&refs(&rets));
    ok &= ret_ids.is_some();
    ctx.close(&region, ret_ids.filter(|_| ok));
    if !ok {
        return (ctx.poisoned(&carry_types), ctx.poisoned(&y_types));
    }
    types.extend(y_types.iter().cloned());

    let (cond, cargs) = ctx.open_region(&types);
    let len = ctx.scalar(n as i64);
    let p = compare(&ctx, CompareDir::Lt, &cargs[0], &len);
    let p_id = ctx.operands(&[&p]);
    ctx.close(&cond, p_id);

    let bufs: Vec<Tensor> = y_types
        .iter()
        .map(|t| ctx.zeros(&t.shape, t.dtype))
        .collect();
    let Some(buf_ids) = ctx.operands(&refs(&bufs)) else {
        return (ctx.poisoned(&carry_types), ctx.poisoned(&y_types));
    };
    let mut operands = zero_id;
    operands.extend(ids);
    operands.extend(buf_ids);
    let results = ctx.push_region_op(Op::While, operands, types, vec![cond.block, region.block]);
    let carries = results[1..=nc].to_vec();
    let stacked = results[1 + nc + xs.len()..].to_vec();
    (carries, stacked)
}

/// `lax.cond(pred, on_true, on_false)`: `pred` is a boolean scalar; both branches return
/// tensors of the same types. Emitted as JAX does: a `case` on `pred` as an `i32`.
#[track_caller]
pub fn cond<T, F>(pred: &Tensor, on_true: T, on_false: F) -> Vec<Tensor>
where
    T: FnOnce() -> Vec<Tensor>,
    F: FnOnce() -> Vec<Tensor>,
{
    let ctx = pred.ctx().clone();
    if pred.ty() != &TensorType::scalar(DType::I1) {
        ctx.fail(format!(
            "cond needs a boolean scalar predicate, got {}",
            pred.ty()
        ));
        return Vec::new();
    }
    let index = pred.astype(DType::I32);
    let branches: Vec<Box<dyn FnOnce() -> Vec<Tensor> + '_>> =
        vec![Box::new(on_false), Box::new(on_true)];
    emit_case(&ctx, &index, branches, "cond")
}

/// `lax.switch(index, branches)`: runs `branches[clamp(index, 0, n-1)]`; `index` is an
/// integer scalar, every branch returns tensors of the same types.
#[track_caller]
pub fn switch<'a>(
    index: &Tensor,
    branches: Vec<Box<dyn FnOnce() -> Vec<Tensor> + 'a>>,
) -> Vec<Tensor> {
    let ctx = index.ctx().clone();
    if index.rank() != 0 || !index.dtype().is_int() {
        ctx.fail(format!(
            "switch needs an integer scalar index, got {}",
            index.ty()
        ));
        return Vec::new();
    }
    if branches.is_empty() {
        ctx.fail("switch needs at least one branch");
        return Vec::new();
    }
    let i = index.astype(DType::I32);
    let lo = ctx.scalar(0i32);
    let hi = ctx.scalar(branches.len() as i32 - 1);
    let clamped = ctx.emit(Op::Clamp, &[&lo, &i, &hi]);
    emit_case(&ctx, &clamped, branches, "switch")
}

#[track_caller]
fn emit_case<'a>(
    ctx: &Ctx,
    index: &Tensor,
    branches: Vec<Box<dyn FnOnce() -> Vec<Tensor> + 'a>>,
    what: &str,
) -> Vec<Tensor> {
    let Some(index_id) = ctx.operands(&[index]) else {
        return Vec::new();
    };
    let mut blocks = Vec::new();
    let mut types: Option<Vec<TensorType>> = None;
    let mut failed = false;
    for (k, branch) in branches.into_iter().enumerate() {
        let (region, _) = ctx.open_region(&[]);
        let out = branch();
        let ok = match &types {
            None => {
                types = Some(types_of(&out));
                true
            }
            Some(t) => ctx.check_types(&format!("{what}: branch {k}"), &out, t),
        };
        let ids = ctx.operands(&refs(&out)).filter(|_| ok);
        failed |= ids.is_none();
        ctx.close(&region, ids);
        blocks.push(region.block);
    }
    let types = types.unwrap_or_default();
    if failed {
        return ctx.poisoned(&types);
    }
    ctx.push_region_op(Op::Case, index_id, types, blocks)
}

/// `a <dir> b` on integer scalars (signed comparison, as JAX emits for loop counters).
#[track_caller]
fn compare(ctx: &Ctx, dir: CompareDir, a: &Tensor, b: &Tensor) -> Tensor {
    ctx.emit(
        Op::Compare {
            dir,
            cmp_type: Some(CompareType::Signed),
        },
        &[a, b],
    )
}
