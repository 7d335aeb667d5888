//! The plain-data description of a CPU executable: a signature, buffers, steps that read and
//! write whole buffers, and the buffer plan. No closures, pointers or kernel plans: a
//! `CpuProgram` can be printed, compared and (later) saved; [`super::CpuExecutable`] builds the
//! kernel plans from it once.

use super::planner::{plan_buffers, BufferPlan};
use fresnel_ir::{Array, DType, Diagnostic, Loc, Module, TensorType};
use fresnel_kernels::{
    CopyDesc, DotDesc, ElementwiseProgram, FftTransform, FusedFftDesc, ReduceDesc,
};

/// A buffer of the program, by index into [`CpuProgram::buffers`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct BufId(pub u32);

impl BufId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for BufId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "b{}", self.0)
    }
}

/// Where a buffer's contents come from.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// Argument `i` of the entry, read in place (never written).
    Param(usize),
    /// A constant owned by the program (never written); its elements, row-major.
    Const(Array),
    /// Written by exactly one step, then read by later ones.
    Temp,
}

/// A flat, typed element buffer. Kernels see it through their own index maps, so one buffer
/// can stand for several IR values (a reshape or transpose is a different map of the same
/// buffer).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Buffer {
    pub dtype: DType,
    pub len: usize,
    pub source: Source,
}

impl Buffer {
    pub fn size_bytes(&self) -> usize {
        self.len * self.dtype.size_bytes()
    }
}

/// A fallback step: one op (or a fusion body) run by the reference interpreter. `module`'s
/// function `entry` takes the step's inputs (row-major, with the types of its parameters) and
/// returns its outputs.
#[derive(Clone, Debug, PartialEq)]
pub struct InterpSnippet {
    pub module: Module,
    pub entry: String,
}

/// What a step computes.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKind {
    /// Inputs are the program's inputs in order, outputs its outputs.
    Elementwise(ElementwiseProgram),
    /// An FFT with optional elementwise prologue and epilogue run on each slab while it is in
    /// cache. Inputs: the prologue's inputs (or the transform's input), then the epilogue's
    /// inputs after its first (which stands for the transformed values); outputs: the
    /// epilogue's (or the transform's output). Without hooks, in place when the planner gives
    /// input and output the same slot.
    Fft(FusedFftDesc),
    /// Inputs are the prologue's inputs; one output.
    Reduce(ReduceDesc),
    /// Inputs `[lhs, rhs]`, one output; operands are row-major buffers of the desc's shapes.
    Dot(DotDesc),
    /// Inputs are the desc's inputs; one output.
    Copy(CopyDesc),
    Interp(InterpSnippet),
}

impl StepKind {
    /// A short name for messages and listings.
    pub fn name(&self) -> &'static str {
        match self {
            StepKind::Elementwise(_) => "elementwise",
            StepKind::Fft(_) => "fft",
            StepKind::Reduce(_) => "reduce",
            StepKind::Dot(_) => "dot",
            StepKind::Copy(_) => "copy",
            StepKind::Interp(_) => "interp",
        }
    }

    /// `(input position, output position)` of a step that may overwrite its input with its
    /// output when the input dies here: complex-to-complex FFTs.
    pub fn in_place_pair(&self) -> Option<(usize, usize)> {
        match self {
            StepKind::Fft(d)
                if d.prologue.is_none()
                    && d.epilogue.is_none()
                    && matches!(
                        d.fft.transform,
                        FftTransform::Forward | FftTransform::Inverse
                    ) =>
            {
                Some((0, 0))
            }
            _ => None,
        }
    }
}

/// The IR op a step comes from, for error messages.
#[derive(Clone, Debug, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Origin {
    /// The printed op name, e.g. `stablehlo.fft` or `fresnel.fusion`.
    pub op: String,
    pub loc: Option<Loc>,
}

/// One kernel launch (or interpreter call) over whole buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub kind: StepKind,
    pub inputs: Vec<BufId>,
    pub outputs: Vec<BufId>,
    pub origin: Origin,
}

/// The entry's name and types: what [`super::CpuExecutable::run`] checks its inputs against
/// and what it returns.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Signature {
    pub name: String,
    pub inputs: Vec<TensorType>,
    pub outputs: Vec<TensorType>,
}

/// A complete CPU program: run `steps` in order; result `k` is buffer `results[k]` (row-major,
/// exactly `outputs[k]`'s element count) seen with type `signature.outputs[k]`.
#[derive(Clone, Debug, PartialEq)]
pub struct CpuProgram {
    pub signature: Signature,
    pub buffers: Vec<Buffer>,
    pub steps: Vec<Step>,
    pub results: Vec<BufId>,
    pub plan: BufferPlan,
}

impl CpuProgram {
    /// Checks the structure (ids in range, every temp buffer written exactly once before it is
    /// read, params and constants never written, results of the declared sizes) and plans the
    /// buffers.
    pub fn new(
        signature: Signature,
        buffers: Vec<Buffer>,
        steps: Vec<Step>,
        results: Vec<BufId>,
    ) -> Result<CpuProgram, Diagnostic> {
        check_structure(&signature, &buffers, &steps, &results).map_err(|m| {
            Diagnostic::new(format!("malformed CPU program: {m}")).in_func(&signature.name)
        })?;
        let plan = plan_buffers(&buffers, &steps, &results);
        Ok(CpuProgram {
            signature,
            buffers,
            steps,
            results,
            plan,
        })
    }

    /// Bytes a run allocates for its buffers: the reusable slots plus the result buffers (the
    /// arguments and constants are not counted; kernels' own scratch is not either).
    pub fn planned_peak_bytes(&self) -> usize {
        self.plan.peak_bytes(&self.buffers)
    }

    /// Bytes a run holds at its peak: [`CpuProgram::planned_peak_bytes`] plus the arguments
    /// and the program's constants.
    pub fn footprint_bytes(&self) -> usize {
        let held: usize = self
            .buffers
            .iter()
            .filter(|b| matches!(b.source, Source::Param(_) | Source::Const(_)))
            .map(Buffer::size_bytes)
            .sum();
        self.planned_peak_bytes() + held
    }

    /// Bytes the temporaries would take without reuse (each in its own allocation), for
    /// comparison with [`CpuProgram::planned_peak_bytes`].
    pub fn unplanned_bytes(&self) -> usize {
        self.buffers
            .iter()
            .filter(|b| b.source == Source::Temp)
            .map(Buffer::size_bytes)
            .sum()
    }

    /// How many steps of each kind, e.g. `elementwise 3, fft 2, interp 1`.
    pub fn summary(&self) -> String {
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for s in &self.steps {
            match counts.iter_mut().find(|(n, _)| *n == s.kind.name()) {
                Some((_, c)) => *c += 1,
                None => counts.push((s.kind.name(), 1)),
            }
        }
        counts
            .iter()
            .map(|(n, c)| format!("{n} {c}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn check_structure(
    sig: &Signature,
    buffers: &[Buffer],
    steps: &[Step],
    results: &[BufId],
) -> Result<(), String> {
    let get = |b: BufId| {
        buffers
            .get(b.index())
            .ok_or_else(|| format!("buffer {b} does not exist"))
    };
    for (i, b) in buffers.iter().enumerate() {
        match &b.source {
            Source::Param(p) => {
                let ty = sig
                    .inputs
                    .get(*p)
                    .ok_or_else(|| format!("buffer b{i} is argument {p}, which does not exist"))?;
                if ty.dtype != b.dtype || ty.num_elements() != b.len {
                    return Err(format!(
                        "buffer b{i} ({} x{}) does not fit argument {p}: {ty}",
                        b.dtype, b.len
                    ));
                }
            }
            Source::Const(a) => {
                if a.dtype() != b.dtype || a.len() != b.len {
                    return Err(format!(
                        "buffer b{i} ({} x{}) does not fit its constant {}",
                        b.dtype,
                        b.len,
                        a.ty()
                    ));
                }
            }
            Source::Temp => {}
        }
    }
    let mut written = vec![false; buffers.len()];
    for (s, step) in steps.iter().enumerate() {
        for &b in &step.inputs {
            let buf = get(b)?;
            if buf.source == Source::Temp && !written[b.index()] {
                return Err(format!(
                    "step {s} ({}) reads {b} before it is written",
                    step.kind.name()
                ));
            }
        }
        for &b in &step.outputs {
            let buf = get(b)?;
            if buf.source != Source::Temp {
                return Err(format!(
                    "step {s} ({}) writes {b}, an argument or constant",
                    step.kind.name()
                ));
            }
            if std::mem::replace(&mut written[b.index()], true) {
                return Err(format!(
                    "step {s} ({}) writes {b}, which is already written",
                    step.kind.name()
                ));
            }
            if step.inputs.contains(&b) {
                return Err(format!(
                    "step {s} ({}) reads and writes {b}",
                    step.kind.name()
                ));
            }
        }
    }
    if results.len() != sig.outputs.len() {
        return Err(format!(
            "{} results for {} declared outputs",
            results.len(),
            sig.outputs.len()
        ));
    }
    for (k, (&b, ty)) in results.iter().zip(&sig.outputs).enumerate() {
        let buf = get(b)?;
        if buf.dtype != ty.dtype || buf.len != ty.num_elements() {
            return Err(format!(
                "result {k} is {b} ({} x{}), declared {ty}",
                buf.dtype, buf.len
            ));
        }
        if buf.source == Source::Temp && !written[b.index()] {
            return Err(format!("result {k} ({b}) is never written"));
        }
    }
    Ok(())
}
