//! Values known while tracing: a tensor computed from constants alone (a literal distance,
//! `ctx.scalar(0.5e-6)`, `iota`, and ops on them) has a value before the program runs, which
//! trace-time checks (the optics sampling diagnostics, say) can inspect.

use super::state::Tensor;
use fresnel_ir::{Array, Function, Op, ValueId};
use fresnel_runtime::interp::eval_op;
use std::collections::HashMap;

/// Largest value (in elements) evaluated at trace time.
pub const KNOWN_LIMIT: usize = 4096;
/// Deepest chain of ops followed back to the constants.
const KNOWN_DEPTH: usize = 64;

impl Tensor {
    /// The tensor's elements when they are known at trace time: a constant, or an op without
    /// regions whose operands are all known, evaluated by the reference interpreter (so it
    /// means exactly what running means). `None` for anything that depends on an argument
    /// of the traced function or on a loop or branch, for values of more than
    /// [`KNOWN_LIMIT`] elements, and for poisoned tensors. Nothing is recorded.
    pub fn known(&self) -> Option<Array> {
        let v = self.value?;
        let st = self.ctx.state.borrow();
        let mut memo = HashMap::new();
        evaluate(&st.func, v, KNOWN_DEPTH, &mut memo)
    }

    /// [`Tensor::known`] as `f64`s (real parts of complex elements), row-major.
    pub fn known_f64(&self) -> Option<Vec<f64>> {
        let a = self.known()?;
        Some(a.to_c128_vec().into_iter().map(|z| z.re).collect())
    }
}

fn evaluate(
    f: &Function,
    v: ValueId,
    depth: usize,
    memo: &mut HashMap<ValueId, Option<Array>>,
) -> Option<Array> {
    if let Some(known) = memo.get(&v) {
        return known.clone();
    }
    let known = evaluate_uncached(f, v, depth, memo);
    memo.insert(v, known.clone());
    known
}

fn evaluate_uncached(
    f: &Function,
    v: ValueId,
    depth: usize,
    memo: &mut HashMap<ValueId, Option<Array>>,
) -> Option<Array> {
    let (op, index) = f.producer(v)?;
    let data = f.op(op);
    if depth == 0 || !data.regions.is_empty() || f.ty(v).num_elements() > KNOWN_LIMIT {
        return None;
    }
    match &data.op {
        Op::Constant(a) => return Some(a.clone()),
        Op::Check(_)
        | Op::Call { .. }
        | Op::Probe { .. }
        | Op::Collective(_)
        | Op::RunParallel { .. }
        | Op::OptimizationBarrier => return None,
        _ => {}
    }
    let operands: Option<Vec<Array>> = data
        .operands
        .iter()
        .map(|&o| evaluate(f, o, depth - 1, memo))
        .collect();
    let operands = operands?;
    let refs: Vec<&Array> = operands.iter().collect();
    let types: Vec<_> = data.results.iter().map(|&r| f.ty(r).clone()).collect();
    eval_op(&data.op, &refs, &types)
        .ok()?
        .into_iter()
        .nth(index)
}
