//! The CPU section of an artifact: a [`CpuProgram`] as postcard data.
//!
//! ```text
//! CpuSection { buffers: [Buffer], steps: [StoredStep], results: [BufId], plan: BufferPlan,
//!              programs: [StoredProgram] }
//! StoredProgram { signature, buffers, steps, results, plan }
//! ```
//!
//! Buffers (constants included, row-major), the kernel descriptions of `fresnel-kernels` and
//! the buffer plan are stored as they are; an interpreter-fallback step's module is stored as
//! its printed StableHLO text and parsed back (and verified) on load, so the section does not
//! depend on the IR's in-memory layout. The signature is the container's.
//!
//! The nested programs of control-flow steps (version 2) are stored flat, in `programs`, and
//! referred to by index; a program may only refer to programs after it, each program is
//! referred to exactly once, and nesting is limited as everywhere else, so a hostile file can
//! neither make the reader recurse without bound nor make it build a tree larger than itself.
//! Version 1 sections (no control-flow steps, no `programs`) are read as before.
//!
//! The stored buffer plan is used as it is (the artifact runs with the memory layout it was
//! compiled with) after [`check_plan`] has proved it safe: every location agrees with its
//! buffer, slots fit their buffers, no two buffers sharing a slot are alive at once, and an
//! argument updated in place is read by nothing after the update.

use super::{decode, encode, ArtifactError};
use crate::cpu::planner::Donations;
use crate::cpu::{
    BufId, Buffer, BufferPlan, CpuProgram, InterpSnippet, Location, Origin, Signature, Source,
    Step, StepKind, WhileLoop,
};
use fresnel_ir::{parse, print, verify, Array, TensorType};
use fresnel_kernels::{
    ConvDesc, CopyDesc, DotDesc, DynamicSliceDesc, ElementwiseProgram, FusedFftDesc, GatherDesc,
    ReduceDesc, ReduceWindowDesc, ScatterDesc, SelectScatterDesc, SortDesc, TopKDesc,
};
use serde::{Deserialize, Serialize};

/// The version of the CPU section's encoding (2: control-flow steps with nested programs,
/// dynamic slices as kernels; 3: gather, scatter, reduce_window, sort and top_k as kernels,
/// and loop bodies that update a carry in place, which a version 2 reader would refuse as an
/// unsafe plan; 4: select_and_scatter and convolution as kernels).
pub const SECTION_VERSION: u32 = 4;

/// [`StepKind`] as stored: the same kernel descriptions, the interpreter snippet as text.
#[derive(Serialize, Deserialize)]
enum StoredKind {
    Elementwise(ElementwiseProgram),
    Fft(FusedFftDesc),
    Reduce(ReduceDesc),
    Dot(DotDesc),
    Copy(CopyDesc),
    Interp {
        text: String,
        entry: String,
    },
    /// Indices into the section's `programs`.
    While {
        cond: u32,
        body: u32,
    },
    Case {
        branches: Vec<u32>,
    },
    Call {
        callee: u32,
    },
    DynamicSlice(DynamicSliceDesc),
    Gather(GatherDesc),
    Scatter(ScatterDesc),
    ReduceWindow(ReduceWindowDesc),
    Sort(SortDesc),
    TopK(TopKDesc),
    SelectAndScatter(SelectScatterDesc),
    Conv(ConvDesc),
}

/// A nested program as stored.
#[derive(Serialize, Deserialize)]
struct StoredProgram {
    signature: Signature,
    buffers: Vec<Buffer>,
    steps: Vec<StoredStep>,
    results: Vec<BufId>,
    plan: BufferPlan,
}

#[derive(Serialize, Deserialize)]
struct StoredStep {
    kind: StoredKind,
    inputs: Vec<BufId>,
    outputs: Vec<BufId>,
    origin: Origin,
}

/// What is written (borrowing the program's buffers, which hold the constants).
#[derive(Serialize)]
struct SectionOut<'a> {
    buffers: &'a [Buffer],
    steps: Vec<StoredStep>,
    results: &'a [BufId],
    plan: &'a BufferPlan,
    programs: Vec<StoredProgram>,
}

/// What is read: the same fields in the same order.
#[derive(Deserialize)]
struct SectionIn {
    buffers: Vec<Buffer>,
    steps: Vec<StoredStep>,
    results: Vec<BufId>,
    plan: BufferPlan,
    programs: Vec<StoredProgram>,
}

/// A version 1 section: no nested programs.
#[derive(Deserialize)]
struct SectionInV1 {
    buffers: Vec<Buffer>,
    steps: Vec<StoredStep>,
    results: Vec<BufId>,
    plan: BufferPlan,
}

pub(super) fn encode_section(p: &CpuProgram) -> Result<Vec<u8>, ArtifactError> {
    let mut programs: Vec<Option<StoredProgram>> = Vec::new();
    let steps = store_steps(p, &mut programs);
    let programs = programs
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| ArtifactError::invalid("internal: a nested program was not stored"))?;
    encode(
        &SectionOut {
            buffers: &p.buffers,
            steps,
            results: &p.results,
            plan: &p.plan,
            programs,
        },
        "the cpu section",
    )
}

/// `p`'s steps as stored; nested programs go to `programs`, each after the program that
/// refers to it (its index is reserved before its own nested programs are stored).
fn store_steps(p: &CpuProgram, programs: &mut Vec<Option<StoredProgram>>) -> Vec<StoredStep> {
    let nested = |q: &CpuProgram, programs: &mut Vec<Option<StoredProgram>>| -> u32 {
        let at = programs.len();
        programs.push(None);
        let stored = StoredProgram {
            signature: q.signature.clone(),
            buffers: q.buffers.clone(),
            steps: store_steps(q, programs),
            results: q.results.clone(),
            plan: q.plan.clone(),
        };
        programs[at] = Some(stored);
        at as u32
    };
    p.steps
        .iter()
        .map(|s| StoredStep {
            kind: match &s.kind {
                StepKind::Elementwise(d) => StoredKind::Elementwise(d.clone()),
                StepKind::Fft(d) => StoredKind::Fft(d.clone()),
                StepKind::Reduce(d) => StoredKind::Reduce(d.clone()),
                StepKind::Dot(d) => StoredKind::Dot(d.clone()),
                StepKind::Copy(d) => StoredKind::Copy(d.clone()),
                StepKind::DynamicSlice(d) => StoredKind::DynamicSlice(d.clone()),
                StepKind::Gather(d) => StoredKind::Gather(d.clone()),
                StepKind::Scatter(d) => StoredKind::Scatter(d.clone()),
                StepKind::ReduceWindow(d) => StoredKind::ReduceWindow(d.clone()),
                StepKind::SelectAndScatter(d) => StoredKind::SelectAndScatter(d.clone()),
                StepKind::Sort(d) => StoredKind::Sort(d.clone()),
                StepKind::TopK(d) => StoredKind::TopK(d.clone()),
                StepKind::Conv(d) => StoredKind::Conv(d.clone()),
                StepKind::Interp(snippet) => StoredKind::Interp {
                    text: print::print_module(&snippet.module),
                    entry: snippet.entry.clone(),
                },
                StepKind::While(w) => StoredKind::While {
                    cond: nested(&w.cond, programs),
                    body: nested(&w.body, programs),
                },
                StepKind::Case(branches) => StoredKind::Case {
                    branches: branches.iter().map(|b| nested(b, programs)).collect(),
                },
                StepKind::Call(callee) => StoredKind::Call {
                    callee: nested(callee, programs),
                },
            },
            inputs: s.inputs.clone(),
            outputs: s.outputs.clone(),
            origin: s.origin.clone(),
        })
        .collect()
}

pub(super) fn decode_section(
    bytes: &[u8],
    version: u32,
    signature: &Signature,
) -> Result<CpuProgram, ArtifactError> {
    let s: SectionIn = if version < 2 {
        let v1: SectionInV1 = decode(bytes, "the cpu section's contents")?;
        SectionIn {
            buffers: v1.buffers,
            steps: v1.steps,
            results: v1.results,
            plan: v1.plan,
            programs: Vec::new(),
        }
    } else {
        decode(bytes, "the cpu section's contents")?
    };
    let bad = ArtifactError::invalid;
    // Nested programs are built from the last to the first: each refers only to later ones,
    // which are built by then, and takes them (so none is used twice).
    let mut built: Vec<Option<CpuProgram>> = Vec::with_capacity(s.programs.len());
    built.resize_with(s.programs.len(), || None);
    for (i, q) in s.programs.into_iter().enumerate().rev() {
        let what = format!("nested program {i}");
        let program = build(
            q.signature,
            q.buffers,
            q.steps,
            q.results,
            q.plan,
            &mut built,
            Some(i),
        )
        .map_err(|m| bad(format!("{what}: {m}")))?;
        built[i] = Some(program);
    }
    let program = build(
        signature.clone(),
        s.buffers,
        s.steps,
        s.results,
        s.plan,
        &mut built,
        None,
    )
    .map_err(bad)?;
    if let Some(i) = built.iter().position(Option::is_some) {
        return Err(bad(format!("nested program {i} belongs to no step")));
    }
    Ok(program)
}

/// Checks and assembles one program; `me` is its index among the nested programs (`None`
/// for the entry), and nested programs it refers to are taken from `built`.
fn build(
    signature: Signature,
    buffers: Vec<Buffer>,
    stored: Vec<StoredStep>,
    results: Vec<BufId>,
    plan: BufferPlan,
    built: &mut [Option<CpuProgram>],
    me: Option<usize>,
) -> Result<CpuProgram, String> {
    for (what, types) in [
        ("argument", &signature.inputs),
        ("result", &signature.outputs),
    ] {
        for (i, t) in types.iter().enumerate() {
            check_type(t).map_err(|m| format!("the signature's {what} {i}: {m}"))?;
        }
    }
    for (i, b) in buffers.iter().enumerate() {
        check_buffer(b).map_err(|m| format!("buffer b{i}: {m}"))?;
    }
    let mut take = |j: u32| -> Result<CpuProgram, String> {
        let j = j as usize;
        if me.is_some_and(|me| j <= me) {
            return Err(format!(
                "refers to nested program {j}, which is not after it"
            ));
        }
        built
            .get_mut(j)
            .and_then(Option::take)
            .ok_or_else(|| format!("nested program {j} does not exist or is used twice"))
    };
    let mut steps = Vec::with_capacity(stored.len());
    for (i, st) in stored.into_iter().enumerate() {
        let kind = match st.kind {
            StoredKind::Elementwise(d) => StepKind::Elementwise(d),
            StoredKind::Fft(d) => StepKind::Fft(d),
            StoredKind::Reduce(d) => StepKind::Reduce(d),
            StoredKind::Dot(d) => StepKind::Dot(d),
            StoredKind::Copy(d) => StepKind::Copy(d),
            StoredKind::DynamicSlice(d) => StepKind::DynamicSlice(d),
            StoredKind::Gather(d) => StepKind::Gather(d),
            StoredKind::Scatter(d) => StepKind::Scatter(d),
            StoredKind::ReduceWindow(d) => StepKind::ReduceWindow(d),
            StoredKind::SelectAndScatter(d) => StepKind::SelectAndScatter(d),
            StoredKind::Sort(d) => StepKind::Sort(d),
            StoredKind::TopK(d) => StepKind::TopK(d),
            StoredKind::Conv(d) => StepKind::Conv(d),
            StoredKind::Interp { text, entry } => {
                let snippet =
                    parse_snippet(&text, entry).map_err(|m| format!("step {i} (interp): {m}"))?;
                StepKind::Interp(snippet)
            }
            StoredKind::While { cond, body } => {
                let cond = take(cond).map_err(|m| format!("step {i} (while): {m}"))?;
                let body = take(body).map_err(|m| format!("step {i} (while): {m}"))?;
                StepKind::While(Box::new(WhileLoop { cond, body }))
            }
            StoredKind::Case { branches } => StepKind::Case(
                branches
                    .into_iter()
                    .map(&mut take)
                    .collect::<Result<_, _>>()
                    .map_err(|m| format!("step {i} (case): {m}"))?,
            ),
            StoredKind::Call { callee } => StepKind::Call(Box::new(
                take(callee).map_err(|m| format!("step {i} (call): {m}"))?,
            )),
        };
        steps.push(Step {
            kind,
            inputs: st.inputs,
            outputs: st.outputs,
            origin: st.origin,
        });
    }
    // Structure: ids in range, each temporary written once before it is read, results of the
    // declared types, nested programs fitting their steps and nesting within the limit. (This
    // also plans the buffers afresh; the stored plan replaces it below.)
    let mut program =
        CpuProgram::new(signature, buffers, steps, results).map_err(|d| d.to_string())?;
    check_plan(&program, &plan).map_err(|m| format!("the buffer plan: {m}"))?;
    program.plan = plan;
    Ok(program)
}

/// The element count of `shape`, if it does not overflow (in bytes of 16-byte elements too,
/// so that every later size computation stays in range).
fn checked_elements(shape: &[usize]) -> Result<usize, String> {
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .filter(|n| n.checked_mul(16).is_some())
        .ok_or_else(|| format!("shape {shape:?} has too many elements"))
}

fn check_type(t: &TensorType) -> Result<(), String> {
    checked_elements(&t.shape).map(|_| ())
}

fn check_buffer(b: &Buffer) -> Result<(), String> {
    checked_elements(&[b.len])?;
    if let Source::Const(a) = &b.source {
        check_array(a)?;
    }
    Ok(())
}

/// An array is dense (one element per point of its shape) or a compact splat (one element).
fn check_array(a: &Array) -> Result<(), String> {
    let n = checked_elements(&a.shape)?;
    let stored = a.data.len();
    if stored == n || (stored == 1 && n > 1) {
        Ok(())
    } else {
        Err(format!(
            "a constant of shape {:?} stores {stored} elements",
            a.shape
        ))
    }
}

fn parse_snippet(text: &str, entry: String) -> Result<InterpSnippet, String> {
    let module = parse::parse_module(text).map_err(|d| format!("its program: {d}"))?;
    verify::verify_module(&module).map_err(|errors| {
        let first = errors.first().map(ToString::to_string).unwrap_or_default();
        format!("its program does not verify: {first}")
    })?;
    if module.func(&entry).is_none() {
        return Err(format!("its program has no function @{entry}"));
    }
    Ok(InterpSnippet { module, entry })
}

/// Checks a stored plan against a structurally valid program, in time linear in the program
/// (plus sorting each slot's buffers): what `CpuExecutable` relies on to index its storage and
/// to keep live buffers apart.
pub(super) fn check_plan(p: &CpuProgram, plan: &BufferPlan) -> Result<(), String> {
    let nb = p.buffers.len();
    if plan.locations.len() != nb || plan.in_place.len() != p.steps.len() {
        return Err(format!(
            "{} locations for {nb} buffers, {} in-place flags for {} steps",
            plan.locations.len(),
            plan.in_place.len(),
            p.steps.len()
        ));
    }
    let mut def: Vec<Option<usize>> = vec![None; nb];
    let mut last: Vec<Option<usize>> = vec![None; nb];
    for (i, s) in p.steps.iter().enumerate() {
        for &b in &s.inputs {
            last[b.index()] = Some(i);
        }
        for &b in &s.outputs {
            def[b.index()] = Some(i);
        }
    }
    for (k, &r) in plan.result_buffers.iter().enumerate() {
        if plan.locations.get(r.index()) != Some(&Location::Result(k)) {
            return Err(format!(
                "result buffer {k} ({r}) is not planned as result {k}"
            ));
        }
    }
    // Per slot: (written at, alive until, buffer).
    let mut users: Vec<Vec<(usize, usize, BufId)>> = vec![Vec::new(); plan.slots.len()];
    for (k, (loc, buf)) in plan.locations.iter().zip(&p.buffers).enumerate() {
        let b = BufId(k as u32);
        let ok = match (*loc, &buf.source) {
            (Location::Param(i), Source::Param(j)) => i == *j,
            (Location::Const, Source::Const(_)) => true,
            (Location::Result(r), Source::Temp) => plan.result_buffers.get(r) == Some(&b),
            (Location::Unused, Source::Temp) => def[k].is_none() && last[k].is_none(),
            (Location::Slot(s), Source::Temp) => {
                let slot = plan
                    .slots
                    .get(s)
                    .ok_or_else(|| format!("{b} is in slot {s}, which does not exist"))?;
                if slot.dtype != buf.dtype || slot.len < buf.len {
                    return Err(format!(
                        "{b} ({} x{}) does not fit slot {s} ({} x{})",
                        buf.dtype, buf.len, slot.dtype, slot.len
                    ));
                }
                let d = def[k].ok_or_else(|| format!("{b} has a slot but no step writes it"))?;
                users[s].push((d, last[k].map_or(d, |e| e.max(d)), b));
                true
            }
            _ => false,
        };
        if !ok {
            return Err(format!("{b} is planned as {loc:?}, which does not fit it"));
        }
    }
    let donations = Donations::new(&p.buffers, &p.steps, &p.results);
    for (i, (&flag, step)) in plan.in_place.iter().zip(&p.steps).enumerate() {
        if !flag {
            continue;
        }
        let pair = step
            .kind
            .in_place_pair()
            .and_then(|(ip, op)| Some((*step.inputs.get(ip)?, *step.outputs.get(op)?)));
        let shared = pair.is_some_and(|(a, b)| match plan.locations[a.index()] {
            Location::Slot(_) => plan.locations[a.index()] == plan.locations[b.index()],
            Location::Param(_) => {
                matches!(plan.locations[b.index()], Location::Result(_)) && donations.allow(i, a, b)
            }
            _ => false,
        });
        if !shared {
            return Err(format!(
                "step {i} ({}) is planned in place but cannot run so",
                step.kind.name()
            ));
        }
    }
    // Sorted by the step that writes them, the buffers of one slot must each die before the
    // next is written, or at the very step that overwrites it in place. Checking neighbours
    // suffices: their lifetimes then follow one another.
    for (s, list) in users.iter_mut().enumerate() {
        list.sort_unstable();
        for w in list.windows(2) {
            let ((_, end_a, a), (def_b, _, b)) = (w[0], w[1]);
            let in_place = || {
                plan.in_place[def_b]
                    && p.steps[def_b].kind.in_place_pair().is_some_and(|(ip, op)| {
                        p.steps[def_b].inputs.get(ip) == Some(&a)
                            && p.steps[def_b].outputs.get(op) == Some(&b)
                    })
            };
            if def_b < end_a || (def_b == end_a && !in_place()) {
                return Err(format!(
                    "slot {s}: {b} (written at step {def_b}) overwrites {a}, alive until step {end_a}"
                ));
            }
        }
    }
    Ok(())
}
