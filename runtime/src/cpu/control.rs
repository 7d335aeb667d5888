//! Control flow run natively: a `while`, `case`/`if` or `call` step holds its regions as
//! nested [`CpuProgram`]s (lowered once, at compile time, like any function: fused kernels,
//! FFTs, their own buffer plan), built here into executables of their own.
//!
//! A loop runs its condition and body executables on views of the current carries and the
//! captured values. The body writes the next carries into the other of two sets of storage —
//! the step's own outputs and a scratch set kept between runs — so carries ping-pong without
//! being copied; only when the last iteration ends in the scratch set (or the loop never ran)
//! is there one copy into the outputs. The condition's `i1` is read on the host.

use super::exec::CpuExecutable;
use super::memory::{copy_view, prefix, prefix_mut, try_alloc};
use super::program::StepKind;
use crate::interp::DEFAULT_MAX_WHILE_ITERATIONS;
use fresnel_ir::Data;
use fresnel_kernels::BufRef;
use std::sync::Mutex;

/// The executables of one control-flow step.
#[derive(Debug)]
pub(crate) enum Control {
    While {
        cond: CpuExecutable,
        body: CpuExecutable,
        /// The second set of carry storage, kept for the next run (a run that finds it busy
        /// allocates its own).
        scratch: Mutex<Vec<Data>>,
    },
    Case(Vec<CpuExecutable>),
    Call(CpuExecutable),
}

impl Control {
    pub(crate) fn new(kind: &StepKind) -> Result<Control, String> {
        let exe = |p: &super::CpuProgram| CpuExecutable::new(p.clone()).map_err(|d| d.to_string());
        Ok(match kind {
            StepKind::While(w) => Control::While {
                cond: exe(&w.cond)?,
                body: exe(&w.body)?,
                scratch: Mutex::new(Vec::new()),
            },
            StepKind::Case(branches) => {
                Control::Case(branches.iter().map(exe).collect::<Result<_, _>>()?)
            }
            StepKind::Call(p) => Control::Call(exe(p)?),
            other => {
                return Err(format!(
                    "internal: a {} step is not control flow",
                    other.name()
                ))
            }
        })
    }

    /// Runs the step: `ins` are views of its inputs, `outs` the storage of its outputs (at
    /// least as long as each output).
    pub(crate) fn run(&self, ins: &[BufRef<'_>], outs: &mut [Data]) -> Result<(), String> {
        let nested = |d: fresnel_ir::Diagnostic| d.to_string();
        match self {
            Control::Call(callee) => callee.run_core(ins, outs, None).map_err(nested),
            Control::Case(branches) => {
                let (&index, captured) = ins.split_first().ok_or("a case without its index")?;
                let branch = branch_index(index, branches.len())?;
                branches[branch]
                    .run_core(captured, outs, None)
                    .map_err(nested)
            }
            Control::While {
                cond,
                body,
                scratch,
            } => {
                let mut guard = scratch.try_lock().ok();
                let mut local = Vec::new();
                let scratch: &mut Vec<Data> = match guard.as_mut() {
                    Some(g) => g,
                    None => &mut local,
                };
                run_while(cond, body, ins, outs, scratch)
            }
        }
    }
}

/// The branch a `case` index selects: an `i32` out of range (negative included) selects the
/// last branch, as the interpreter does; an `i1` (an `if`) selects branch 0 when true.
pub(crate) fn branch_index(index: BufRef<'_>, branches: usize) -> Result<usize, String> {
    match index {
        BufRef::I32(&[i]) => Ok(usize::try_from(i)
            .ok()
            .filter(|&i| i < branches)
            .unwrap_or(branches.saturating_sub(1))),
        BufRef::I1(&[p]) => Ok(if p { 0 } else { 1 }),
        other => Err(format!(
            "the branch index is {} x{}, not an i32 or i1 scalar",
            other.dtype(),
            other.len()
        )),
    }
}

/// Which storage holds the current carries.
#[derive(Clone, Copy, PartialEq)]
enum Carries {
    Initial,
    Outputs,
    Scratch,
}

fn views<'a>(set: &'a [Data], lens: &[usize]) -> Result<Vec<BufRef<'a>>, String> {
    set.iter()
        .zip(lens)
        .map(|(d, &n)| prefix(d, n).ok_or_else(|| "internal: carry storage too short".into()))
        .collect()
}

fn run_while(
    cond: &CpuExecutable,
    body: &CpuExecutable,
    ins: &[BufRef<'_>],
    outs: &mut [Data],
    scratch: &mut Vec<Data>,
) -> Result<(), String> {
    let n = outs.len();
    if ins.len() < n {
        return Err(format!("a loop of {n} carries given {} inputs", ins.len()));
    }
    let (initial, captured) = ins.split_at(n);
    let lens: Vec<usize> = initial.iter().map(|v| v.len()).collect();
    let fits = scratch.len() == n
        && scratch
            .iter()
            .zip(initial)
            .all(|(d, v)| d.dtype() == v.dtype() && d.len() >= v.len());
    if !fits {
        *scratch = initial
            .iter()
            .map(|v| try_alloc(v.dtype(), v.len()))
            .collect::<Result<_, _>>()?;
    }
    let mut pred = [Data::I1(vec![false])];
    let mut at = Carries::Initial;
    let nested = |d: fresnel_ir::Diagnostic| d.to_string();
    let mut trips: u64 = 0;
    loop {
        let args = match at {
            Carries::Initial => initial.iter().chain(captured).copied().collect(),
            Carries::Outputs => args_of(outs, &lens, captured)?,
            Carries::Scratch => args_of(scratch, &lens, captured)?,
        };
        cond.run_core(&args, &mut pred, None).map_err(nested)?;
        drop(args);
        let go = match &pred[0] {
            Data::I1(v) => v.first().copied().unwrap_or(false),
            _ => return Err("the loop condition is not an i1".into()),
        };
        if !go {
            break;
        }
        trips += 1;
        if trips > DEFAULT_MAX_WHILE_ITERATIONS {
            return Err(format!(
                "loop ran more than {DEFAULT_MAX_WHILE_ITERATIONS} iterations"
            ));
        }
        // The body writes into whichever set does not hold the carries it reads.
        at = match at {
            Carries::Initial => {
                let args: Vec<BufRef<'_>> = initial.iter().chain(captured).copied().collect();
                body.run_core(&args, outs, None).map_err(nested)?;
                Carries::Outputs
            }
            Carries::Scratch => {
                let args = args_of(scratch, &lens, captured)?;
                body.run_core(&args, outs, None).map_err(nested)?;
                Carries::Outputs
            }
            Carries::Outputs => {
                let args = args_of(outs, &lens, captured)?;
                body.run_core(&args, scratch, None).map_err(nested)?;
                Carries::Scratch
            }
        };
    }
    match at {
        Carries::Outputs => Ok(()),
        Carries::Initial => copy_set(initial, outs),
        Carries::Scratch => copy_set(&views(scratch, &lens)?, outs),
    }
}

fn args_of<'a>(
    set: &'a [Data],
    lens: &[usize],
    captured: &[BufRef<'a>],
) -> Result<Vec<BufRef<'a>>, String> {
    let mut args = views(set, lens)?;
    args.extend_from_slice(captured);
    Ok(args)
}

fn copy_set(from: &[BufRef<'_>], to: &mut [Data]) -> Result<(), String> {
    for (src, dst) in from.iter().zip(to.iter_mut()) {
        let n = src.len();
        let dst = prefix_mut(dst, n).ok_or("internal: carry storage too short")?;
        copy_view(*src, dst)?;
    }
    Ok(())
}
