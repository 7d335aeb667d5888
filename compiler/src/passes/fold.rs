//! Constant folding with the reference interpreter, so that folding means exactly what
//! running means.
//!
//! * An op whose operands are all constants and whose results have at most [`FOLD_LIMIT`]
//!   elements each is evaluated by the interpreter and replaced by `constant`s.
//! * An elementwise op whose operands are all splats (constants, possibly broadcast) is run on
//!   rank-0 operands and replaced by a splat constant of any size up to `SPLAT_LIMIT`.
//!
//! Never folded: `while`, `case`, `if`, `call`, checks, `optimization_barrier` (what it
//! returns must stay its operands, not constants XLA could move across it), reduces whose body is not a single
//! recognised op, and broadcasts that repeat elements of a non-splat constant — as in XLA,
//! a broadcast is cheaper than the larger constant it would turn into. An op the interpreter refuses (say, an integer division by zero) is left
//! for run time to report.

use super::util::{
    blocks, constant_of, on_each_function, reduce_kind, splat_of, Cursor, Renames, SPLAT_LIMIT,
};
use fresnel_ir::{Array, Diagnostic, Function, Module, Op, OpId, ReduceKind, TensorType};
use fresnel_runtime::interp;

/// Largest result (in elements) folded from non-splat constants.
pub const FOLD_LIMIT: usize = 4096;

pub fn fold(m: &mut Module) -> Result<bool, Diagnostic> {
    on_each_function(m, |f| Ok(fold_function(f)))
}

pub fn fold_function(f: &mut Function) -> bool {
    let mut changed = false;
    let mut renames = Renames::default();
    for b in blocks(f) {
        // Rebuilt as we go: folded constants are pushed before the op they replace.
        let ops = f.take_block_ops(b);
        for op in ops {
            renames.apply_to_op(f, op);
            let mut at = Cursor {
                block: b,
                pos: f.block(b).ops.len(),
            };
            if let Some(arrays) = fold_op(f, op) {
                for (r, a) in f.op(op).results.clone().into_iter().zip(arrays) {
                    let c = at.constant(f, a);
                    renames.record(r, c);
                }
                changed = true;
            }
            f.attach_op(b, op);
        }
    }
    renames.finish(f);
    changed
}

/// The values of `op`'s results when it can be folded.
fn fold_op(f: &Function, op: OpId) -> Option<Vec<Array>> {
    let data = f.op(op);
    let kind = match &data.op {
        Op::Constant(_)
        | Op::Check(_)
        | Op::Call { .. }
        | Op::While
        | Op::Case
        | Op::If
        | Op::OptimizationBarrier
        | Op::Probe { .. }
        | Op::Collective(_)
        | Op::RunParallel { .. }
        | Op::Fusion { .. } => return None,
        Op::Reduce { .. } => Some(reduce_kind(f, op)?),
        Op::BroadcastInDim { .. } if expands(f, op) => return None,
        _ => None,
    };
    let result_types: Vec<TensorType> = data.results.iter().map(|&r| f.ty(r).clone()).collect();
    if result_types.is_empty() {
        return None;
    }
    let constants: Option<Vec<&Array>> = data.operands.iter().map(|&v| constant_of(f, v)).collect();
    if let Some(constants) = constants {
        // Evaluation expands compact splats; a huge one is left alone rather than expanded.
        let expandable = constants
            .iter()
            .all(|a| !a.is_compact_splat() || a.len() <= SPLAT_LIMIT);
        if expandable && result_types.iter().all(|t| t.num_elements() <= FOLD_LIMIT) {
            let operands = constants.into_iter().cloned().collect();
            return evaluate(&data.op, operands, result_types, kind).ok();
        }
    }
    fold_splats(f, op, &result_types)
}

/// Whether the broadcast `op` has more result elements than operand elements.
fn expands(f: &Function, op: OpId) -> bool {
    let data = f.op(op);
    let count = |v: &fresnel_ir::ValueId| f.ty(*v).num_elements();
    data.results.iter().map(count).sum::<usize>() > data.operands.iter().map(count).sum()
}

/// Elementwise ops of splats: evaluate once on scalars, splat the result.
fn fold_splats(f: &Function, op: OpId, result_types: &[TensorType]) -> Option<Vec<Array>> {
    let data = f.op(op);
    let elementwise = matches!(
        data.op,
        Op::Unary(_) | Op::Binary(_) | Op::Convert | Op::Compare { .. } | Op::Select | Op::Clamp
    );
    let [ty] = result_types else { return None };
    if !elementwise || ty.num_elements() > SPLAT_LIMIT || data.operands.is_empty() {
        return None;
    }
    let scalars: Option<Vec<Array>> = data
        .operands
        .iter()
        .map(|&v| splat_of(f, v).map(Array::scalar))
        .collect();
    let scalar_ty = TensorType::scalar(ty.dtype);
    let value = evaluate(&data.op, scalars?, vec![scalar_ty], None).ok()?;
    Some(vec![Array::splat(ty, value[0].data.get(0))])
}

/// Runs `op` on constant operands with the reference interpreter: `eval_op` for region-free
/// ops, `reduce_binary` for a reduce whose body is the single op `reduce`.
fn evaluate(
    op: &Op,
    operands: Vec<Array>,
    result_types: Vec<TensorType>,
    reduce: Option<ReduceKind>,
) -> Result<Vec<Array>, String> {
    let refs: Vec<&Array> = operands.iter().collect();
    match (op, reduce, refs.as_slice()) {
        (Op::Reduce { dims }, Some(kind), [x, init]) => {
            interp::reduce_binary(kind.binary(), x, init, dims).map(|a| vec![a])
        }
        (Op::Reduce { .. }, _, _) => {
            Err("only single-input reduces with a recognised body fold".into())
        }
        _ => interp::eval_op(op, &refs, &result_types),
    }
}
