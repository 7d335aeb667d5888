//! Control flow run natively: a `while`, `case`/`if` or `call` step holds its regions as
//! nested [`CpuProgram`]s (lowered once, at compile time, like any function: fused kernels,
//! FFTs, their own buffer plan), built here into executables of their own.
//!
//! A loop runs its condition and body executables on views of the current carries and the
//! captured values. The body writes the next carries into the other of two sets of storage —
//! the step's own outputs and a scratch set kept between runs — so carries ping-pong without
//! being copied; only when the last iteration ends in the scratch set (or the loop never ran)
//! is there one copy into the outputs. A carry the body only updates in place (a `scan`'s
//! stacked outputs: see [`super::CpuProgram::donate_carries`]) does not ping-pong: it stays in
//! the step's output storage, and each iteration writes just its window. The condition's `i1`
//! is read on the host.

use super::codegen::KernelCodegen;
use super::exec::CpuExecutable;
use super::memory::{copy_view, placeholder, prefix, prefix_mut, try_alloc};
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
    pub(crate) fn new(
        kind: &StepKind,
        codegen: Option<&dyn KernelCodegen>,
    ) -> Result<Control, String> {
        let exe = |p: &super::CpuProgram| {
            CpuExecutable::build(p.clone(), codegen).map_err(|d| d.to_string())
        };
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

    /// [`CpuExecutable::compiled_steps`] over the step's executables.
    pub(crate) fn compiled_steps(&self) -> usize {
        match self {
            Control::While { cond, body, .. } => cond.compiled_steps() + body.compiled_steps(),
            Control::Case(branches) => branches.iter().map(CpuExecutable::compiled_steps).sum(),
            Control::Call(exe) => exe.compiled_steps(),
        }
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
    if body.donated().any(|k| k >= n) {
        return Err("internal: the loop body updates a captured value in place".into());
    }
    // A carry the body updates in place lives in one storage for the whole loop — the step's
    // own output, taken out here and given back however the loop ends.
    let mut kept: Vec<Option<Data>> = (0..n).map(|_| None).collect();
    for k in body.donated() {
        let mut d = std::mem::replace(&mut outs[k], placeholder());
        let copied = prefix_mut(&mut d, lens[k])
            .ok_or_else(|| "internal: carry storage too short".to_string())
            .and_then(|dst| copy_view(initial[k], dst));
        kept[k] = Some(d);
        if let Err(m) = copied {
            give_back(&mut kept, outs);
            return Err(m);
        }
    }
    let ran = iterate(
        cond, body, initial, captured, outs, scratch, &mut kept, &lens,
    );
    give_back(&mut kept, outs);
    ran
}

fn give_back(kept: &mut [Option<Data>], outs: &mut [Data]) {
    for (k, d) in kept.iter_mut().enumerate() {
        if let Some(d) = d.take() {
            outs[k] = d;
        }
    }
}

/// The loop itself: `kept[k]` holds the carries updated in place, the others ping-pong
/// between `outs` and `scratch`.
#[allow(clippy::too_many_arguments)]
fn iterate(
    cond: &CpuExecutable,
    body: &CpuExecutable,
    initial: &[BufRef<'_>],
    captured: &[BufRef<'_>],
    outs: &mut [Data],
    scratch: &mut [Data],
    kept: &mut [Option<Data>],
    lens: &[usize],
) -> Result<(), String> {
    let n = outs.len();
    let in_place: Vec<bool> = kept.iter().map(Option::is_some).collect();
    let empty: Vec<Data> = initial
        .iter()
        .map(|v| try_alloc(v.dtype(), 0))
        .collect::<Result<_, _>>()?;
    let views_of = CarryViews {
        in_place: &in_place,
        empty: &empty,
        initial,
        captured,
        lens,
    };
    let mut pred = [Data::I1(vec![false])];
    let mut at = Carries::Initial;
    let nested = |d: fresnel_ir::Diagnostic| d.to_string();
    let mut trips: u64 = 0;
    loop {
        let set = match at {
            Carries::Initial => None,
            Carries::Outputs => Some(&*outs),
            Carries::Scratch => Some(&*scratch),
        };
        cond.run_core(&views_of.args(set, kept)?, &mut pred, None)
            .map_err(nested)?;
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
        // The body writes into whichever set does not hold the carries it reads, and over the
        // kept carries: their storage is moved into one list for the call, then back.
        let next = match at {
            Carries::Outputs => Carries::Scratch,
            _ => Carries::Outputs,
        };
        let mut written: Vec<Data> = (0..n)
            .map(|k| match kept[k].take() {
                Some(d) => d,
                None if next == Carries::Scratch => {
                    std::mem::replace(&mut scratch[k], placeholder())
                }
                None => std::mem::replace(&mut outs[k], placeholder()),
            })
            .collect();
        let set = match at {
            Carries::Initial => None,
            Carries::Outputs => Some(&*outs),
            Carries::Scratch => Some(&*scratch),
        };
        let ran = views_of.args(set, kept).and_then(|args| {
            body.run_prefilled(&args, &mut written, None)
                .map_err(nested)
        });
        for (k, d) in written.into_iter().enumerate() {
            match (in_place[k], next) {
                (true, _) => kept[k] = Some(d),
                (false, Carries::Scratch) => scratch[k] = d,
                (false, _) => outs[k] = d,
            }
        }
        ran?;
        at = next;
    }
    let last = match at {
        Carries::Outputs => return Ok(()),
        Carries::Initial => initial.to_vec(),
        Carries::Scratch => views(scratch, lens)?,
    };
    for k in (0..n).filter(|&k| !in_place[k]) {
        let dst = prefix_mut(&mut outs[k], lens[k]).ok_or("internal: carry storage too short")?;
        copy_view(last[k], dst)?;
    }
    Ok(())
}

/// What the carries' views are made of.
struct CarryViews<'a, 'b> {
    in_place: &'b [bool],
    empty: &'a [Data],
    initial: &'b [BufRef<'a>],
    captured: &'b [BufRef<'a>],
    lens: &'b [usize],
}

impl<'a> CarryViews<'a, '_> {
    /// The carries' views — from `set` (`None`: the initial ones); the in-place ones from
    /// `kept`, or empty while the body (which does not read them) holds them — then the
    /// captured values.
    fn args(
        &self,
        set: Option<&'a [Data]>,
        kept: &'a [Option<Data>],
    ) -> Result<Vec<BufRef<'a>>, String> {
        let n = self.lens.len();
        let mut args = Vec::with_capacity(n + self.captured.len());
        for k in 0..n {
            let view = match (self.in_place[k], &kept[k], set) {
                (true, Some(d), _) => prefix(d, self.lens[k]),
                (true, None, _) => prefix(&self.empty[k], 0),
                (false, _, Some(set)) => prefix(&set[k], self.lens[k]),
                (false, _, None) => Some(self.initial[k]),
            };
            args.push(view.ok_or("internal: carry storage too short")?);
        }
        args.extend_from_slice(self.captured);
        Ok(args)
    }
}
