//! Buffer planning: every temporary buffer gets a slot (one allocation of one dtype, made once
//! per executable and reused by every run) such that no two buffers alive at the same time
//! share a slot. A slot is free again after its buffer's last use; a step whose kind allows it
//! (a complex FFT) writes its output into the slot of an input that dies at that step. Result
//! buffers are not slots: each run allocates them and hands them to the caller without a copy.

use super::program::{BufId, Buffer, Source, Step};
use fresnel_ir::DType;

/// Where a buffer lives while the program runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Location {
    /// Argument `i`, read in place.
    Param(usize),
    /// The program's own constant.
    Const,
    /// Reusable slot `s`.
    Slot(usize),
    /// Result buffer `k` of [`BufferPlan::result_buffers`], allocated per run.
    Result(usize),
    /// A temporary no step writes (left by a lowering that did not need it).
    Unused,
}

/// One reusable allocation: its dtype and the most elements any of its buffers needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Slot {
    pub dtype: DType,
    pub len: usize,
}

#[derive(Clone, Debug, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct BufferPlan {
    /// One per buffer.
    pub locations: Vec<Location>,
    pub slots: Vec<Slot>,
    /// The temporaries that are results, in the order of `Location::Result(k)`.
    pub result_buffers: Vec<BufId>,
    /// One per step: whether it writes its output over its input (same slot).
    pub in_place: Vec<bool>,
}

impl BufferPlan {
    /// Bytes of the slots and result buffers.
    pub fn peak_bytes(&self, buffers: &[Buffer]) -> usize {
        let slots: usize = self
            .slots
            .iter()
            .map(|s| s.len * s.dtype.size_bytes())
            .sum();
        let results: usize = self
            .result_buffers
            .iter()
            .map(|b| buffers[b.index()].size_bytes())
            .sum();
        slots + results
    }
}

/// The step index of each buffer's last read, `None` when no step reads it.
pub(crate) fn last_uses(num_buffers: usize, steps: &[Step]) -> Vec<Option<usize>> {
    let mut last = vec![None; num_buffers];
    for (i, s) in steps.iter().enumerate() {
        for &b in &s.inputs {
            last[b.index()] = Some(i);
        }
    }
    last
}

/// When a step may update an argument in place into a result (see [`plan_buffers`]).
pub(crate) struct Donations<'a> {
    buffers: &'a [Buffer],
    steps: &'a [Step],
    results: &'a [BufId],
    last: Vec<Option<usize>>,
    /// How many buffers stand for each argument.
    per_argument: std::collections::HashMap<usize, usize>,
}

impl<'a> Donations<'a> {
    pub(crate) fn new(buffers: &'a [Buffer], steps: &'a [Step], results: &'a [BufId]) -> Self {
        let mut per_argument = std::collections::HashMap::new();
        for b in buffers {
            if let Source::Param(p) = b.source {
                *per_argument.entry(p).or_insert(0) += 1;
            }
        }
        Donations {
            buffers,
            steps,
            results,
            last: last_uses(buffers.len(), steps),
            per_argument,
        }
    }

    /// Whether step `i` may write argument buffer `input` over in place as result buffer
    /// `output`: the argument has no other buffer, this step reads it last and once, no
    /// result is it, and `output` — of its type — is the first result at its position.
    pub(crate) fn allow(&self, i: usize, input: BufId, output: BufId) -> bool {
        let (Some(inb), Some(outb), Some(step)) = (
            self.buffers.get(input.index()),
            self.buffers.get(output.index()),
            self.steps.get(i),
        ) else {
            return false;
        };
        let Source::Param(p) = inb.source else {
            return false;
        };
        self.per_argument.get(&p) == Some(&1)
            && self.last.get(input.index()) == Some(&Some(i))
            && step.inputs.iter().filter(|&&b| b == input).count() == 1
            && !self.results.contains(&input)
            && self.results.iter().position(|&r| r == output) == Some(p)
            && outb.source == Source::Temp
            && inb.dtype == outb.dtype
            && inb.len == outb.len
    }
}

/// The arguments a plan updates in place, each into the result of its own position, as
/// `(argument, k)` with the result in [`Location::Result`]`(k)`: a step planned in place that
/// reads an argument (a [`Donation::Carries`] plan). A run must start with that result's
/// storage holding the argument, and reads the argument there.
pub fn donated_arguments(steps: &[Step], plan: &BufferPlan) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (step, _) in steps.iter().zip(&plan.in_place).filter(|(_, &f)| f) {
        let Some((ip, op)) = step.kind.in_place_pair() else {
            continue;
        };
        let (Some(input), Some(output)) = (step.inputs.get(ip), step.outputs.get(op)) else {
            continue;
        };
        let locations = &plan.locations;
        if let (Some(&Location::Param(a)), Some(&Location::Result(k))) =
            (locations.get(input.index()), locations.get(output.index()))
        {
            out.push((a, k));
        }
    }
    out
}

struct Slots {
    slots: Vec<Slot>,
    free: Vec<usize>,
}

impl Slots {
    /// A free slot of `dtype` for `len` elements: the smallest that fits, else the largest
    /// (grown), else a new one. Growing the largest never costs more than a new slot.
    fn take(&mut self, dtype: DType, len: usize) -> usize {
        let same: Vec<usize> = (0..self.free.len())
            .filter(|&k| self.slots[self.free[k]].dtype == dtype)
            .collect();
        let fit = same
            .iter()
            .copied()
            .filter(|&k| self.slots[self.free[k]].len >= len)
            .min_by_key(|&k| self.slots[self.free[k]].len);
        let pick = fit.or_else(|| {
            same.iter()
                .copied()
                .max_by_key(|&k| self.slots[self.free[k]].len)
        });
        match pick {
            Some(k) => {
                let s = self.free.swap_remove(k);
                self.slots[s].len = self.slots[s].len.max(len);
                s
            }
            None => {
                self.slots.push(Slot { dtype, len });
                self.slots.len() - 1
            }
        }
    }

    fn give_back(&mut self, s: usize) {
        if !self.free.contains(&s) {
            self.free.push(s);
        }
    }
}

/// Whether the caller may hand argument `k`'s storage to result `k` (see [`plan_buffers`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Donation {
    None,
    /// Argument `k` may become result `k`: a loop body, whose carries are both.
    Carries,
}

/// Plans the buffers of a structurally valid program (see `CpuProgram::new`). With
/// [`Donation::Carries`], a step that may run in place whose input is argument `k` and whose
/// output is result `k` runs in place when nothing else reads the argument: the caller then
/// passes result `k`'s storage already holding argument `k` (see [`donated_arguments`]), so
/// the argument's other readers must all come before that step.
pub fn plan_buffers(
    buffers: &[Buffer],
    steps: &[Step],
    results: &[BufId],
    donation: Donation,
) -> BufferPlan {
    let last = last_uses(buffers.len(), steps);
    let donations = Donations::new(buffers, steps, results);
    let mut locations: Vec<Location> = buffers
        .iter()
        .map(|b| match b.source {
            Source::Param(i) => Location::Param(i),
            Source::Const(_) => Location::Const,
            Source::Temp => Location::Unused,
        })
        .collect();
    let mut result_buffers: Vec<BufId> = Vec::new();
    for &r in results {
        if buffers[r.index()].source == Source::Temp && !result_buffers.contains(&r) {
            locations[r.index()] = Location::Result(result_buffers.len());
            result_buffers.push(r);
        }
    }
    let mut slots = Slots {
        slots: Vec::new(),
        free: Vec::new(),
    };
    let mut in_place = vec![false; steps.len()];
    for (i, step) in steps.iter().enumerate() {
        // An input dying here may hand its slot to the output (the kernel runs in place).
        let mut handed_over: Option<BufId> = None;
        if let Some((ip, op)) = step.kind.in_place_pair() {
            if let (Some(&inb), Some(&outb)) = (step.inputs.get(ip), step.outputs.get(op)) {
                let out = &buffers[outb.index()];
                let read_once = step.inputs.iter().filter(|&&b| b == inb).count() == 1;
                if let (Location::Param(_), Location::Result(_)) =
                    (locations[inb.index()], locations[outb.index()])
                {
                    in_place[i] = donation == Donation::Carries && donations.allow(i, inb, outb);
                }
                if let (Location::Slot(s), Location::Unused) =
                    (locations[inb.index()], locations[outb.index()])
                {
                    let slot = slots.slots[s];
                    if last[inb.index()] == Some(i)
                        && read_once
                        && slot.dtype == out.dtype
                        && slot.len >= out.len
                    {
                        locations[outb.index()] = Location::Slot(s);
                        handed_over = Some(inb);
                        in_place[i] = true;
                    }
                }
            }
        }
        // Outputs are placed before this step's dying inputs are freed, so that a kernel never
        // writes a slot it reads (except in place, above).
        for &b in &step.outputs {
            if locations[b.index()] == Location::Unused {
                let buf = &buffers[b.index()];
                locations[b.index()] = Location::Slot(slots.take(buf.dtype, buf.len));
            }
        }
        for &b in &step.inputs {
            if last[b.index()] == Some(i) && Some(b) != handed_over {
                if let Location::Slot(s) = locations[b.index()] {
                    slots.give_back(s);
                }
            }
        }
        // Outputs nobody reads are dead at once.
        for &b in &step.outputs {
            if last[b.index()].is_none() {
                if let Location::Slot(s) = locations[b.index()] {
                    slots.give_back(s);
                }
            }
        }
    }
    BufferPlan {
        locations,
        slots: slots.slots,
        result_buffers,
        in_place,
    }
}

/// Checks that no two temporaries sharing a slot are alive at the same time (a buffer is alive
/// from the step writing it to its last read; an in-place step's input and output may touch),
/// and that slots are large enough and of the right dtype. Used by tests.
pub fn verify_plan(buffers: &[Buffer], steps: &[Step], plan: &BufferPlan) -> Result<(), String> {
    let last = last_uses(buffers.len(), steps);
    let mut def = vec![None; buffers.len()];
    for (i, s) in steps.iter().enumerate() {
        for &b in &s.outputs {
            def[b.index()] = Some(i);
        }
    }
    let mut by_slot: Vec<Vec<(usize, usize, BufId)>> = vec![Vec::new(); plan.slots.len()];
    for (k, loc) in plan.locations.iter().enumerate() {
        let b = BufId(k as u32);
        if let Location::Slot(s) = *loc {
            let slot = plan
                .slots
                .get(s)
                .ok_or_else(|| format!("{b} is in missing slot {s}"))?;
            let buf = &buffers[k];
            if slot.dtype != buf.dtype || slot.len < buf.len {
                return Err(format!(
                    "{b} ({} x{}) does not fit slot {s} ({} x{})",
                    buf.dtype, buf.len, slot.dtype, slot.len
                ));
            }
            let d = def[k].ok_or_else(|| format!("{b} has a slot but no step writes it"))?;
            by_slot[s].push((d, last[k].unwrap_or(d).max(d), b));
        }
    }
    for (s, users) in by_slot.iter().enumerate() {
        for (x, &(d1, e1, b1)) in users.iter().enumerate() {
            for &(d2, e2, b2) in &users[x + 1..] {
                let ((da, ea, ba), (db, _, bb)) = if d1 <= d2 {
                    ((d1, e1, b1), (d2, e2, b2))
                } else {
                    ((d2, e2, b2), (d1, e1, b1))
                };
                if db > ea {
                    continue;
                }
                let in_place = db == ea
                    && plan.in_place.get(db) == Some(&true)
                    && steps[db].inputs.contains(&ba)
                    && steps[db].outputs.contains(&bb);
                if !in_place {
                    return Err(format!(
                        "slot {s}: {bb} (written at step {db}) overwrites {ba} (alive steps {da}..={ea})"
                    ));
                }
            }
        }
    }
    Ok(())
}
