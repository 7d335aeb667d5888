//! Activity analysis: which values depend on the differentiated arguments ("varied") and
//! which influence the seeded results ("useful"). Only ops with a result that is both get a
//! pullback, so no backward work is emitted for values that do not reach the loss.

use fresnel_ir::{BlockId, Function, OpId, ValueId};
use std::collections::HashSet;

pub struct Activity {
    varied: HashSet<ValueId>,
    useful: HashSet<ValueId>,
}

impl Activity {
    pub fn new(f: &Function, wrt: &[ValueId], seeds: &[ValueId]) -> Self {
        let ops = &f.block(f.body).ops;
        let inputs: Vec<Vec<ValueId>> = ops.iter().map(|&op| op_inputs(f, op)).collect();
        let inexact = |v: &ValueId| f.ty(*v).dtype.is_inexact();

        let mut varied: HashSet<ValueId> = wrt.iter().copied().filter(inexact).collect();
        for (&op, ins) in ops.iter().zip(&inputs) {
            if ins.iter().any(|v| varied.contains(v)) {
                varied.extend(f.op(op).results.iter().copied().filter(inexact));
            }
        }
        let mut useful: HashSet<ValueId> = seeds.iter().copied().filter(inexact).collect();
        for (&op, ins) in ops.iter().zip(&inputs).rev() {
            if f.op(op).results.iter().any(|r| useful.contains(r)) {
                useful.extend(ins.iter().copied().filter(inexact));
            }
        }
        Activity { varied, useful }
    }

    pub fn varied(&self, v: ValueId) -> bool {
        self.varied.contains(&v)
    }

    /// The op lies on a path from a differentiated argument to a seeded result.
    pub fn is_active(&self, f: &Function, op: OpId) -> bool {
        f.op(op)
            .results
            .iter()
            .any(|r| self.varied.contains(r) && self.useful.contains(r))
    }
}

/// An op's operands and the outer values its regions use.
pub fn op_inputs(f: &Function, op: OpId) -> Vec<ValueId> {
    let data = f.op(op);
    let mut inputs = data.operands.clone();
    if data.regions.is_empty() {
        return inputs;
    }
    let mut defined = HashSet::new();
    let mut used = Vec::new();
    for &r in &data.regions {
        collect_region(f, r, &mut defined, &mut used);
    }
    inputs.extend(used.into_iter().filter(|v| !defined.contains(v)));
    inputs
}

fn collect_region(
    f: &Function,
    b: BlockId,
    defined: &mut HashSet<ValueId>,
    used: &mut Vec<ValueId>,
) {
    let block = f.block(b);
    defined.extend(block.args.iter().copied());
    for &op in &block.ops {
        let d = f.op(op);
        used.extend(d.operands.iter().copied());
        defined.extend(d.results.iter().copied());
        for &r in &d.regions {
            collect_region(f, r, defined, used);
        }
    }
    used.extend(block.ret.iter().copied());
}

/// The values used inside `blocks` (and their nested regions) but defined outside them, in
/// order of first use, without repeats: what a region captures.
pub fn region_free_values(f: &Function, blocks: &[BlockId]) -> Vec<ValueId> {
    let mut defined = HashSet::new();
    let mut used = Vec::new();
    for &b in blocks {
        collect_region(f, b, &mut defined, &mut used);
    }
    let mut seen = HashSet::new();
    used.into_iter()
        .filter(|v| !defined.contains(v) && seen.insert(*v))
        .collect()
}
