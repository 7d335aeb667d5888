//! Dead-code elimination: ops none of whose results are used and which have no effect (checks,
//! and ops or calls that contain checks, have effects) are removed, in regions too; private
//! functions no longer reachable from a public one or the entry are dropped.

use super::util::{effectful_functions, op_has_effect, use_counts};
use fresnel_ir::{BlockId, Diagnostic, Function, Module, Op, OpId};
use std::collections::HashSet;

/// The pass: dead ops in every function, then unreachable private functions.
pub fn dce(m: &mut Module) -> Result<bool, Diagnostic> {
    let effectful = effectful_functions(m);
    let mut changed = false;
    for f in &mut m.funcs {
        changed |= dce_function(f, &effectful);
    }
    changed |= drop_unreachable_functions(m);
    Ok(changed)
}

/// Removes dead ops from `f`; `effectful` names the functions a call must not be dropped to.
pub fn dce_function(f: &mut Function, effectful: &HashSet<String>) -> bool {
    let mut uses = use_counts(f);
    sweep_block(f, f.body, &mut uses, effectful)
}

/// Visits the block's ops last to first: every use of an op's results comes after it (or in a
/// region of a later op), so by the time an op is seen its use count is final and one sweep
/// removes whole dead chains.
fn sweep_block(
    f: &mut Function,
    b: BlockId,
    uses: &mut [usize],
    effectful: &HashSet<String>,
) -> bool {
    let ops = f.block(b).ops.clone();
    let mut kept = Vec::with_capacity(ops.len());
    let mut changed = false;
    for &op in ops.iter().rev() {
        let unused = f.op(op).results.iter().all(|r| uses[r.index()] == 0);
        if unused && !op_has_effect(f, op, effectful) {
            release_uses(f, op, uses);
            changed = true;
        } else {
            for r in f.op(op).regions.clone() {
                changed |= sweep_block(f, r, uses, effectful);
            }
            kept.push(op);
        }
    }
    kept.reverse();
    f.set_block_ops(b, kept);
    changed
}

/// Forgets the uses made by a removed op, including those inside its regions.
fn release_uses(f: &Function, op: OpId, uses: &mut [usize]) {
    let data = f.op(op);
    for v in &data.operands {
        uses[v.index()] -= 1;
    }
    for &r in &data.regions {
        let block = f.block(r);
        for &inner in &block.ops {
            release_uses(f, inner, uses);
        }
        for v in &block.ret {
            uses[v.index()] -= 1;
        }
    }
}

/// Drops private functions not reachable through calls from the roots (public functions and
/// the entry). With no root at all the module's entry is unknown, and nothing is dropped.
fn drop_unreachable_functions(m: &mut Module) -> bool {
    let mut reachable: HashSet<String> = m
        .funcs
        .iter()
        .filter(|f| f.public)
        .map(|f| f.name.clone())
        .collect();
    reachable.extend(m.entry().map(|f| f.name.clone()));
    if reachable.is_empty() {
        return false;
    }
    let mut work: Vec<String> = reachable.iter().cloned().collect();
    while let Some(name) = work.pop() {
        let Some(f) = m.func(&name) else { continue };
        for op in f.walk() {
            if let Op::Call { callee } = &f.op(op).op {
                if reachable.insert(callee.clone()) {
                    work.push(callee.clone());
                }
            }
        }
    }
    let before = m.funcs.len();
    m.funcs.retain(|f| reachable.contains(&f.name));
    m.funcs.len() != before
}
