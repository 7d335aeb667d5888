//! `dynamic_update_slice`s move after the other readers of what they update.
//!
//! The backends run an update in place — writing only its window into the storage of the
//! tensor it updates — when the update is that tensor's last reader; in a loop body whose
//! carry is updated so, the carry then keeps one storage for the whole loop instead of being
//! copied whole every iteration (a `scan`'s stacked outputs, the cotangent of them in the
//! reverse pass, our own tape of a differentiated loop). JAX and our AD often write the update
//! first and read the old tensor after it (`ys.at[i].set(0)` then `ys[i]`), which forces the
//! copy. Updates are pure, so each one can wait until just before its first user; this pass
//! moves every update whose operand is read later to that point, keeping everything else in
//! order. It runs in the backend stage only, so printed programs keep JAX's order.

use fresnel_ir::{BlockId, Diagnostic, Function, Module, Op, OpId, ValueId};
use std::collections::{HashMap, HashSet};

/// The pass: every block of every function.
pub fn sink_updates(m: &mut Module) -> Result<bool, Diagnostic> {
    let mut changed = false;
    for f in &mut m.funcs {
        let mut blocks = vec![f.body];
        blocks.extend(f.walk().iter().flat_map(|&o| f.op(o).regions.clone()));
        for b in blocks {
            changed |= sink_in_block(f, b);
        }
    }
    Ok(changed)
}

/// The values `op` reads from its block: its operands and what its regions use.
fn reads(f: &Function, op: OpId) -> Vec<ValueId> {
    let mut out = f.op(op).operands.clone();
    let mut stack: Vec<BlockId> = f.op(op).regions.clone();
    while let Some(b) = stack.pop() {
        let block = f.block(b);
        out.extend(block.ret.iter().copied());
        for &o in &block.ops {
            out.extend(f.op(o).operands.iter().copied());
            stack.extend(f.op(o).regions.iter().copied());
        }
    }
    out
}

fn sink_in_block(f: &mut Function, b: BlockId) -> bool {
    let ops = f.block(b).ops.clone();
    // `reads` walks nested regions: only blocks that hold an update pay for it, so that
    // deeply nested programs stay linear.
    if !ops.iter().any(|&o| f.op(o).op == Op::DynamicUpdateSlice) {
        return false;
    }
    let read: Vec<Vec<ValueId>> = ops.iter().map(|&o| reads(f, o)).collect();
    let mut last_read: HashMap<ValueId, usize> = HashMap::new();
    for (j, vs) in read.iter().enumerate() {
        for &v in vs {
            last_read.insert(v, j);
        }
    }
    let sinks = |j: usize| {
        let od = f.op(ops[j]);
        od.op == Op::DynamicUpdateSlice
            && od.results.len() == 1
            && od
                .operands
                .first()
                .is_some_and(|x| last_read.get(x).is_some_and(|&l| l > j))
    };
    let sinking: Vec<bool> = (0..ops.len()).map(sinks).collect();
    if !sinking.iter().any(|&s| s) {
        return false;
    }
    // Waiting updates by the value they define.
    let mut waiting: HashMap<ValueId, usize> = HashMap::new();
    let mut order: Vec<OpId> = Vec::with_capacity(ops.len());
    let mut placed: HashSet<usize> = HashSet::new();
    for j in 0..ops.len() {
        if sinking[j] {
            waiting.insert(f.op(ops[j]).results[0], j);
            continue;
        }
        release(&read[j], &mut waiting, &read, &ops, &mut order, &mut placed);
        order.push(ops[j]);
    }
    let rest: Vec<ValueId> = {
        let mut rest: Vec<(usize, ValueId)> = waiting.iter().map(|(&v, &j)| (j, v)).collect();
        rest.sort_unstable();
        rest.into_iter().map(|(_, v)| v).collect()
    };
    release(&rest, &mut waiting, &read, &ops, &mut order, &mut placed);
    let changed = order != ops;
    f.set_block_ops(b, order);
    changed
}

/// Places the waiting updates that `needed` reads (and those they read), in their original
/// order, so that the result does not depend on the order of `needed`.
fn release(
    needed: &[ValueId],
    waiting: &mut HashMap<ValueId, usize>,
    read: &[Vec<ValueId>],
    ops: &[OpId],
    order: &mut Vec<OpId>,
    placed: &mut HashSet<usize>,
) {
    if waiting.is_empty() {
        return;
    }
    let mut due: Vec<usize> = needed.iter().filter_map(|v| waiting.remove(v)).collect();
    // An update's own operands may be waiting updates (a chain of updates): place those first.
    let mut k = 0;
    while k < due.len() {
        let j = due[k];
        due.extend(read[j].iter().filter_map(|v| waiting.remove(v)));
        k += 1;
    }
    due.sort_unstable();
    for j in due {
        if placed.insert(j) {
            order.push(ops[j]);
        }
    }
}
