//! Forward mode through control flow. Unlike the pullbacks, nothing is stored or replayed:
//! tangents run alongside the primal values, so each op is extended in place.
//!
//! * `while`: every carry that varies (its initial value has a tangent, or the body makes it
//!   depend on one: a fixed point over the carries) gets its tangent as one more carry. The
//!   condition ignores the new carries; the body computes them with its own tangent code.
//! * `case` / `if`: each branch gets tangent code for the outer values it captures and
//!   returns one more result per varying result (zeros where that branch does not vary it),
//!   so only the taken branch computes tangents.

use super::super::activity::op_inputs;
use super::super::emit::Emit;
use super::super::jvp::{forward, Tangents};
use fresnel_ir::{BlockId, Diagnostic, Function, OpId, ValueId};
use std::collections::HashSet;

fn internal(e: String) -> Diagnostic {
    Diagnostic::new(e)
}

/// Extends the `while` `op` (not yet back in `block`'s op list) with tangent carries and
/// pushes it.
pub fn jvp_while(
    f: &mut Function,
    block: BlockId,
    op: OpId,
    t: &mut Tangents,
) -> Result<(), Diagnostic> {
    let data = f.op(op).clone();
    let [cond, body] = data.regions[..] else {
        return Err(Diagnostic::new(format!(
            "expects 2 regions, has {}",
            data.regions.len()
        )));
    };
    let carried = varying_carries(f, &data.operands, body, t);
    let mut inits = Vec::new();
    for &k in &carried {
        let x = data.operands[k];
        // Zeros for a carry that starts constant are emitted before the loop.
        let d = match t.get(x) {
            Some(d) => d,
            None => Emit::new(f, block).zeros_like(x).map_err(internal)?,
        };
        inits.push(d);
    }
    f.attach_op(block, op);
    if carried.is_empty() {
        return Ok(());
    }
    let args = f.block(body).args.clone();
    for (&k, &d) in carried.iter().zip(&inits) {
        let ty = f.ty(d).clone();
        f.add_operand(op, d);
        f.add_block_arg(cond, ty.clone());
        let arg = f.add_block_arg(body, ty);
        t.set(f, args[k], arg).map_err(internal)?;
    }
    forward(f, body, t)?;
    let rets = f.block(body).ret.clone();
    let mut new_rets = rets.clone();
    for &k in &carried {
        let d = match t.get(rets[k]) {
            Some(d) => d,
            None => Emit::new(f, body).zeros_like(rets[k]).map_err(internal)?,
        };
        new_rets.push(d);
    }
    f.set_return(body, new_rets);
    for &k in &carried {
        let r = data.results[k];
        let ty = f.ty(r).clone();
        let dr = f.add_result(op, ty);
        t.set(f, r, dr).map_err(internal)?;
    }
    Ok(())
}

/// The carries that need a tangent: those whose initial value has one, grown until the body
/// no longer makes another carry depend on a varying value (at most one round per carry).
fn varying_carries(f: &Function, inits: &[ValueId], body: BlockId, t: &Tangents) -> Vec<usize> {
    let inexact = |v: ValueId| f.ty(v).dtype.is_inexact();
    let args = &f.block(body).args;
    let rets = &f.block(body).ret;
    let mut carried: Vec<bool> = inits.iter().map(|&v| t.has(v) && inexact(v)).collect();
    loop {
        let mut varied: HashSet<ValueId> = args
            .iter()
            .zip(&carried)
            .filter(|(_, &c)| c)
            .map(|(&a, _)| a)
            .collect();
        for &op in &f.block(body).ops {
            if op_inputs(f, op)
                .iter()
                .any(|v| varied.contains(v) || t.has(*v))
            {
                varied.extend(f.op(op).results.iter().copied().filter(|&r| inexact(r)));
            }
        }
        let mut grew = false;
        for (k, c) in carried.iter_mut().enumerate() {
            let r = rets[k];
            if !*c && inexact(r) && (varied.contains(&r) || t.has(r)) {
                *c = true;
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    (0..carried.len()).filter(|&k| carried[k]).collect()
}

/// Extends a `case` or `if` with one tangent result per varying result and pushes it.
pub fn jvp_branches(
    f: &mut Function,
    block: BlockId,
    op: OpId,
    t: &mut Tangents,
) -> Result<(), Diagnostic> {
    f.attach_op(block, op);
    let data = f.op(op).clone();
    for &b in &data.regions {
        forward(f, b, t)?;
    }
    let varying: Vec<usize> = (0..data.results.len())
        .filter(|&k| data.regions.iter().any(|&b| t.has(f.block(b).ret[k])))
        .collect();
    for &b in &data.regions {
        let rets = f.block(b).ret.clone();
        let mut new_rets = rets.clone();
        for &k in &varying {
            let d = match t.get(rets[k]) {
                Some(d) => d,
                None => Emit::new(f, b).zeros_like(rets[k]).map_err(internal)?,
            };
            new_rets.push(d);
        }
        f.set_return(b, new_rets);
    }
    for &k in &varying {
        let r = data.results[k];
        let ty = f.ty(r).clone();
        let dr = f.add_result(op, ty);
        t.set(f, r, dr).map_err(internal)?;
    }
    Ok(())
}
