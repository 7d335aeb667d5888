//! Loop-invariant carries become captured values.
//!
//! A `while` carry that the body returns unchanged holds its initial value on every iteration:
//! JAX's `scan` passes its stacked inputs `xs` this way, and our own reverse pass passes the
//! stored carries. Backends keep a loop's carries in storage that the body writes each
//! iteration, so such a carry is copied once per iteration — for `xs`, the whole stack. Read
//! from outside the loop instead (regions may use values defined around them), it is never
//! copied: this pass drops the carry and points its uses (the condition's and body's block
//! arguments, the loop's result) at the initial value.
//!
//! It runs in the backend stage only, so printed and differentiated programs keep JAX's form.

use fresnel_ir::{Diagnostic, Function, Module, Op, OpId};
use std::collections::HashMap;

/// The pass: every `while` in every function, regions included.
pub fn hoist_invariant_carries(m: &mut Module) -> Result<bool, Diagnostic> {
    let mut changed = false;
    for f in &mut m.funcs {
        for op in f.walk() {
            if f.op(op).op == Op::While {
                changed |= hoist(f, op);
            }
        }
    }
    Ok(changed)
}

fn hoist(f: &mut Function, op: OpId) -> bool {
    let data = f.op(op).clone();
    let [cond, body] = data.regions[..] else {
        return false;
    };
    let (args, ret) = (&f.block(body).args, &f.block(body).ret);
    let n = data.operands.len();
    if args.len() != n || ret.len() != n || f.block(cond).args.len() != n {
        return false;
    }
    let invariant: Vec<bool> = (0..n).map(|i| ret[i] == args[i]).collect();
    // With every carry invariant the condition never changes; such a loop is left alone so
    // that it still runs (and is bounded) exactly as written.
    if invariant.iter().all(|&c| c) || !invariant.iter().any(|&c| c) {
        return false;
    }
    let mut to_init = HashMap::new();
    for i in (0..n).filter(|&i| invariant[i]) {
        let init = data.operands[i];
        to_init.insert(f.block(cond).args[i], init);
        to_init.insert(f.block(body).args[i], init);
        to_init.insert(data.results[i], init);
    }
    let keep: Vec<bool> = invariant.iter().map(|&inv| !inv).collect();
    let body_ret = f
        .block(body)
        .ret
        .iter()
        .zip(&keep)
        .filter(|(_, &k)| k)
        .map(|(&v, _)| v)
        .collect();
    f.retain_operands(op, &keep);
    f.retain_results(op, &keep);
    f.retain_block_args(cond, &keep);
    f.retain_block_args(body, &keep);
    f.set_return(body, body_ret);
    f.replace_uses_by(&to_init);
    true
}
