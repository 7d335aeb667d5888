//! Fusion: groups the ops of each function's top-level block into `fresnel.fusion` ops, each
//! of which the CPU backend runs as one kernel (one pass over memory).
//!
//! * `loop`: elementwise ops (unary, binary, compare, select, clamp, convert) with the index
//!   maps (broadcast_in_dim, reshape, transpose) of their inputs and the constants and iotas
//!   they read; every result has the same shape, and there may be several results.
//! * `reduce`: such a loop feeding one reduce with a recognised body; the reduce's result is
//!   the only result.
//! * `fft`: an elementwise prologue computing the FFT's input, the FFT, and an elementwise
//!   epilogue on its output; formed only when the prologue or epilogue is not empty.
//!
//! FFTs, dot_general, data movement (pad, slice, concatenate, reverse, dynamic slices),
//! control flow and calls stay ops of their own; regions of while/case/if are left alone.
//! Bodies are isolated: every outer value they read is an operand and a block argument.
//! Index maps and constants are copied into each group that reads them, never materialised
//! for it; a cheap elementwise op wanted by several groups is recomputed in each. Fusion
//! never changes a result: the interpreter runs a fusion exactly like the ops it replaced.
//!
//! The pass runs after simplification has reached its fixed point (`pipeline::COMPILE`), and
//! a second run changes nothing (fusion ops are opaque to it).
//!
//! Layout: `classify` (facts about the block), `plan` (the greedy grouping), `graph`
//! (legality: the grouped program must stay acyclic), `build` (writing the fusion ops).

mod build;
mod classify;
mod graph;
mod plan;

#[cfg(test)]
mod check;
#[cfg(test)]
mod conformance_tests;
#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod refs_tests;
#[cfg(test)]
mod tests;

use super::util::effectful_functions;
use fresnel_ir::{Diagnostic, Function, Module};
use std::collections::HashSet;

/// The pass: fuses the top-level block of every function; reports whether anything changed.
pub fn fuse(m: &mut Module) -> Result<bool, Diagnostic> {
    let effectful = effectful_functions(m);
    let mut changed = false;
    for f in &mut m.funcs {
        changed |= fuse_function(f, &effectful)?;
    }
    Ok(changed)
}

/// Fuses the top-level block of `f`. `effectful` names the functions whose calls must keep
/// their order (see `util::effectful_functions`).
pub fn fuse_function(f: &mut Function, effectful: &HashSet<String>) -> Result<bool, Diagnostic> {
    let (items, copies) = {
        let ctx = classify::Ctx::new(f, effectful);
        let plan = plan::plan(&ctx);
        if plan.live_groups().next().is_none() {
            return Ok(false);
        }
        let items = build::items(&ctx, &plan).map_err(|e| {
            Diagnostic::new(format!("internal error in fusion: {e}")).in_func(&f.name)
        })?;
        (items, build::copyable_in_use(&ctx))
    };
    build::apply(f, items, &copies)?;
    Ok(true)
}
