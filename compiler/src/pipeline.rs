//! Named pass pipelines, run to a fixed point.
//!
//! A pipeline is a list of [`Pass`]es; [`run_pipeline`] runs the list in order, again and
//! again, until a whole round changes nothing (at most [`MAX_ROUNDS`] rounds). After every
//! pass the verifier checks the module in debug and test builds, and a failure names the pass
//! that broke it. An observer sees the module after passes, which is how
//! `fresnel dump --print-after-all` / `--print-after NAME` show the IR between passes.
//!
//! To add a pass (e.g. fusion), write `fn(&mut Module) -> Result<bool, Diagnostic>` and list
//! it in a pipeline here: [`SIMPLIFY`] for rewrites that should iterate with the others, or a
//! new list that runs [`SIMPLIFY`]'s passes then its own.

use crate::passes::{
    cse::cse, dce::dce, fold::fold, fuse::fuse, loops::hoist_invariant_carries,
    pads::distribute_pads, simplify::simplify, updates::sink_updates, util::window_body_kind,
    window_loops::expand_windows,
};
use fresnel_ir::{Diagnostic, Function, Module, OpId};

/// A pass: a name (for dumps and errors) and a function that rewrites the module in place
/// and reports whether it changed anything.
#[derive(Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Module) -> Result<bool, Diagnostic>,
}

impl std::fmt::Debug for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pass({})", self.name)
    }
}

/// Inline calls, simplify algebraically, fold constants, merge common subexpressions, remove
/// dead code.
pub const SIMPLIFY: &[Pass] = &[
    Pass {
        name: "inline",
        run: inline,
    },
    Pass {
        name: "simplify",
        run: simplify,
    },
    Pass {
        name: "fold",
        run: fold,
    },
    Pass {
        name: "cse",
        run: cse,
    },
    Pass {
        name: "dce",
        run: dce,
    },
];

/// The backend stage: `reduce_window`s that no kernel implements become the loops they mean
/// (see `passes::window_loops`), loop-invariant `while` carries become captured values (so backends do
/// not copy them each iteration), then fusion into `fresnel.fusion` kernels. It runs once
/// SIMPLIFY has reached its fixed point: the simplifier cannot see through fusion boundaries,
/// so fusing earlier would freeze unsimplified code into kernels. Neither pass is in SIMPLIFY,
/// so printed and differentiated programs (and what PJRT gets) keep the form JAX writes.
pub const FUSE: &[Pass] = &[
    Pass {
        name: "window-loops",
        run: window_loops,
    },
    Pass {
        name: "hoist-invariant-carries",
        run: hoist_invariant_carries,
    },
    Pass {
        name: "distribute-pads",
        run: distribute_pads,
    },
    Pass {
        name: "fuse",
        run: fuse,
    },
    Pass {
        name: "sink-updates",
        run: sink_updates,
    },
];

/// The first backend stage: f16/bf16 arithmetic becomes f32 arithmetic that rounds after
/// each op (`fresnel_ir::narrow::widen`), so that simplification sees the roundings and no
/// kernel needs 16-bit floats. PJRT skips it: XLA computes narrow floats itself.
pub const WIDEN: &[Pass] = &[Pass {
    name: "widen-narrow-floats",
    run: widen_narrow_floats,
}];

fn widen_narrow_floats(m: &mut Module) -> Result<bool, Diagnostic> {
    let changed = fresnel_ir::narrow::needs_widening(m);
    fresnel_ir::narrow::widen(m);
    Ok(changed)
}

/// The compile pipeline, in stages: each stage runs to its own fixed point before the next
/// starts ([`run_compile`]). Not a flat pass list on purpose: running SIMPLIFY and FUSE as
/// one fixed-point list would fuse after the first simplification round.
pub const COMPILE: &[&[Pass]] = &[WIDEN, SIMPLIFY, FUSE];

/// Runs the [`COMPILE`] stages in order, each with [`run_pipeline`].
pub fn run_compile(
    m: &mut Module,
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<(), Diagnostic> {
    verify(m)?;
    for stage in COMPILE {
        run_rounds(m, stage, observer)?;
    }
    Ok(())
}

/// Names of the passes of [`COMPILE`], in the order they first run.
pub fn compile_pass_names() -> Vec<&'static str> {
    COMPILE
        .iter()
        .flat_map(|s| s.iter().map(|p| p.name))
        .collect()
}

/// Bound on pipeline rounds: rules only shrink or canonicalise the IR, so real programs
/// converge in a few rounds; the bound guards against two rules undoing each other.
pub const MAX_ROUNDS: usize = 32;

/// Looks a pass up by name in a pipeline (for `--print-after NAME`).
pub fn find_pass(passes: &[Pass], name: &str) -> Option<Pass> {
    passes.iter().copied().find(|p| p.name == name)
}

/// Runs `passes` to a fixed point. `observer(name, module)` is called after each pass of the
/// first round, and after every later pass run that changed the module, so each pass shows
/// up at least once and unchanged repeats are not shown.
pub fn run_pipeline(
    m: &mut Module,
    passes: &[Pass],
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<(), Diagnostic> {
    run_counting_rounds(m, passes, observer).map(|_| ())
}

/// [`run_pipeline`], returning the number of rounds run (the last changing nothing unless
/// [`MAX_ROUNDS`] was reached).
pub fn run_counting_rounds(
    m: &mut Module,
    passes: &[Pass],
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<usize, Diagnostic> {
    verify(m)?;
    run_rounds(m, passes, observer)
}

/// [`run_counting_rounds`] on a module already verified.
fn run_rounds(
    m: &mut Module,
    passes: &[Pass],
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<usize, Diagnostic> {
    for round in 1..=MAX_ROUNDS {
        let mut changed = false;
        for pass in passes {
            let pass_changed = (pass.run)(m).map_err(|e| in_pass(e, pass.name))?;
            if verify_after_passes() {
                verify(m).map_err(|e| in_pass(e, pass.name))?;
            }
            if round == 1 || pass_changed {
                observer(pass.name, m);
            }
            changed |= pass_changed;
        }
        if !changed {
            return Ok(round);
        }
    }
    Ok(MAX_ROUNDS)
}

/// The verifier runs between passes in debug builds and tests (docs/design.md §2).
fn verify_after_passes() -> bool {
    cfg!(debug_assertions) || cfg!(test)
}

/// The verifier's first error. Every public entry point that takes a module calls this
/// before anything that assumes a valid module (passes, AD, lowering).
pub fn verify(m: &Module) -> Result<(), Diagnostic> {
    match fresnel_ir::verify::verify_module(m) {
        Ok(()) => Ok(()),
        Err(errors) => {
            let first = errors.into_iter().next();
            Err(first.unwrap_or_else(|| Diagnostic::new("verifier failed without a message")))
        }
    }
}

fn in_pass(mut e: Diagnostic, pass: &str) -> Diagnostic {
    e.message = format!("after pass `{pass}`: {}", e.message);
    e
}

/// `reduce_window`s without a kernel (a region other than one add, multiply, maximum,
/// minimum, and, or, xor on one operand) as loops of fused elementwise steps.
fn window_loops(m: &mut Module) -> Result<bool, Diagnostic> {
    let no_kernel = |f: &Function, op: OpId| {
        let d = f.op(op);
        let kernel = match (d.operands.as_slice(), d.regions.as_slice()) {
            ([x, _], [body]) => window_body_kind(f, *body, f.ty(*x).dtype).is_some(),
            _ => false,
        };
        !kernel
    };
    let mut changed = false;
    for f in &mut m.funcs {
        changed |=
            expand_windows(f, &no_kernel).map_err(|e| Diagnostic::new(e).in_func(&f.name))?;
    }
    Ok(changed)
}

/// The inline pass, reporting a change when the number of calls or functions changed.
fn inline(m: &mut Module) -> Result<bool, Diagnostic> {
    let before = (crate::passes::inline::count_calls(m), m.funcs.len());
    crate::passes::inline::inline_calls(m)?;
    Ok((crate::passes::inline::count_calls(m), m.funcs.len()) != before)
}

#[cfg(test)]
#[path = "passes/pipeline_tests.rs"]
mod tests;
