//! The plain-data description of a CPU executable: a signature, buffers, steps that read and
//! write whole buffers, and the buffer plan. No closures, pointers or kernel plans: a
//! `CpuProgram` can be printed, compared and (later) saved; [`super::CpuExecutable`] builds the
//! kernel plans from it once.

use super::planner::{plan_buffers, BufferPlan, Donation};
use fresnel_ir::verify::MAX_NESTING;
use fresnel_ir::{Array, DType, Diagnostic, Loc, Module, TensorType};
use fresnel_kernels::{
    ConvDesc, CopyDesc, DotDesc, DynamicSliceDesc, ElementwiseProgram, FftTransform, FusedFftDesc,
    GatherDesc, ReduceDesc, ReduceWindowDesc, ScatterDesc, SelectScatterDesc, SortDesc, TopKDesc,
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
    /// `dynamic_slice` / `dynamic_update_slice`: inputs are the desc's (the index scalars
    /// last, read when the step runs); one output.
    DynamicSlice(DynamicSliceDesc),
    /// `gather`: inputs `[operand, indices]` (the indices read when the step runs); one output.
    Gather(GatherDesc),
    /// `scatter` with one input and a known combiner: inputs `[input, indices, updates]`;
    /// one output.
    Scatter(ScatterDesc),
    /// One-operand `reduce_window` with a known body: inputs `[operand, init]`, one output.
    ReduceWindow(ReduceWindowDesc),
    /// `select_and_scatter` with a comparison select and a known combiner (pooling's
    /// gradient): inputs `[operand, source, init]`, one output.
    SelectAndScatter(SelectScatterDesc),
    /// `sort` with a recognised comparator: inputs and outputs one per operand.
    Sort(SortDesc),
    /// `convolution` whose operands and result share one dtype: inputs `[lhs, rhs]`, one
    /// output.
    Conv(ConvDesc),
    /// `chlo.top_k`: input the operand; outputs values and `i32` indices.
    TopK(TopKDesc),
    Interp(InterpSnippet),
    /// `while`: inputs are the initial carries, then the values the regions capture; outputs
    /// the final carries. Both nested programs take the carries then the captured values; the
    /// condition returns one `i1`, the body the next carries.
    While(Box<WhileLoop>),
    /// `case` (and `if`): input 0 is the branch index — `i32`, out of range selecting the last
    /// branch, or `i1` for `if`, true selecting branch 0 — then the captured values, which
    /// every branch program takes; outputs are the selected branch's results.
    Case(Vec<CpuProgram>),
    /// `call` of a function that was not inlined: the callee as a nested program taking the
    /// step's inputs and returning its outputs.
    Call(Box<CpuProgram>),
}

/// The two nested programs of a `while` step.
#[derive(Clone, Debug, PartialEq)]
pub struct WhileLoop {
    pub cond: CpuProgram,
    pub body: CpuProgram,
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
            StepKind::DynamicSlice(_) => "dynamic_slice",
            StepKind::Gather(_) => "gather",
            StepKind::Scatter(_) => "scatter",
            StepKind::ReduceWindow(_) => "reduce_window",
            StepKind::SelectAndScatter(_) => "select_and_scatter",
            StepKind::Sort(_) => "sort",
            StepKind::Conv(_) => "convolution",
            StepKind::TopK(_) => "top_k",
            StepKind::Interp(_) => "interp",
            StepKind::While(_) => "while",
            StepKind::Case(_) => "case",
            StepKind::Call(_) => "call",
        }
    }

    /// The programs nested in a control-flow step (none for a kernel).
    pub fn nested(&self) -> Vec<&CpuProgram> {
        match self {
            StepKind::While(w) => vec![&w.cond, &w.body],
            StepKind::Case(branches) => branches.iter().collect(),
            StepKind::Call(p) => vec![p],
            _ => Vec::new(),
        }
    }

    /// `(input position, output position)` of a step that may overwrite its input with its
    /// output when the input dies here: complex-to-complex FFTs, and `dynamic_update_slice`
    /// and `scatter` (which then write only what they update).
    pub fn in_place_pair(&self) -> Option<(usize, usize)> {
        match self {
            StepKind::DynamicSlice(d) if d.update => Some((0, 0)),
            StepKind::Scatter(_) => Some((0, 0)),
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
    /// read, params and constants never written, results of the declared sizes, every step's
    /// buffers what its kernel needs) and plans the buffers.
    pub fn new(
        signature: Signature,
        buffers: Vec<Buffer>,
        steps: Vec<Step>,
        results: Vec<BufId>,
    ) -> Result<CpuProgram, Diagnostic> {
        check_structure(&signature, &buffers, &steps, &results)
            .and_then(|()| check_nested(&buffers, &steps))
            .and_then(|()| {
                steps.iter().enumerate().try_for_each(|(s, step)| {
                    super::needs::check_step(&buffers, step)
                        .map_err(|m| format!("step {s} ({}): {m}", step.kind.name()))
                })
            })
            .map_err(|m| {
                Diagnostic::new(format!("malformed CPU program: {m}")).in_func(&signature.name)
            })?;
        let plan = plan_buffers(&buffers, &steps, &results, Donation::None);
        Ok(CpuProgram {
            signature,
            buffers,
            steps,
            results,
            plan,
        })
    }

    /// Re-plans a loop body (arguments: the carries, then captured values; results: the next
    /// carries) so that a carry the body only updates in place — `ys[i] = y` in a `scan`, the
    /// tape of a differentiated loop — keeps its storage from one iteration to the next: the
    /// update writes its window, not a copy of the whole carry. The loop runners honour it.
    pub fn donate_carries(&mut self) {
        self.plan = plan_buffers(&self.buffers, &self.steps, &self.results, Donation::Carries);
    }

    /// The carries [`CpuProgram::donate_carries`] made in place, as `(argument, k)` for
    /// [`super::Location::Result`]`(k)`: a run starts with that result's storage holding the
    /// argument, and reads the argument there.
    pub fn donated_arguments(&self) -> Vec<(usize, usize)> {
        super::planner::donated_arguments(&self.steps, &self.plan)
    }

    /// Bytes a run allocates for its buffers: the reusable slots plus the result buffers, and
    /// those of every nested program (each keeps its own for the executable's life; the
    /// arguments and constants are not counted; kernels' own scratch is not either).
    pub fn planned_peak_bytes(&self) -> usize {
        let nested: usize = self
            .steps
            .iter()
            .flat_map(|s| s.kind.nested())
            .map(CpuProgram::planned_peak_bytes)
            .sum();
        self.plan.peak_bytes(&self.buffers) + nested
    }

    /// How deep programs nest below this one (0: no control-flow steps).
    pub fn nesting_depth(&self) -> usize {
        self.steps
            .iter()
            .flat_map(|s| s.kind.nested())
            .map(|p| p.nesting_depth() + 1)
            .max()
            .unwrap_or(0)
    }

    /// Every step of the program and of its nested programs, depth first.
    pub fn all_steps(&self) -> Vec<&Step> {
        let mut out = Vec::new();
        for s in &self.steps {
            out.push(s);
            for p in s.kind.nested() {
                out.extend(p.all_steps());
            }
        }
        out
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

    /// How many steps of each kind, nested programs' included, e.g. `elementwise 3, fft 2,
    /// while 1`.
    pub fn summary(&self) -> String {
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for s in self.all_steps() {
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

/// The nested programs of control-flow steps against the buffers the steps pass them: counts,
/// dtypes and lengths (nested programs checked their own structure when they were made), and
/// the nesting limit shared with the verifier and the interpreter.
fn check_nested(buffers: &[Buffer], steps: &[Step]) -> Result<(), String> {
    let fits = |what: &str, bufs: &[BufId], types: &[TensorType]| -> Result<(), String> {
        if bufs.len() != types.len() {
            return Err(format!(
                "{what}: {} buffers for {} values",
                bufs.len(),
                types.len()
            ));
        }
        for (k, (b, t)) in bufs.iter().zip(types).enumerate() {
            let buf = &buffers[b.index()];
            if buf.dtype != t.dtype || buf.len != t.num_elements() {
                return Err(format!(
                    "{what} {k}: {b} ({} x{}) does not fit {t}",
                    buf.dtype, buf.len
                ));
            }
        }
        Ok(())
    };
    for (s, step) in steps.iter().enumerate() {
        let at = |m: String| format!("step {s} ({}): {m}", step.kind.name());
        match &step.kind {
            StepKind::While(w) => {
                let n = step.outputs.len();
                let sig = &w.body.signature;
                if sig.inputs.len() < n || w.cond.signature.inputs != sig.inputs {
                    return Err(at("the condition and body take different values".into()));
                }
                fits("input", &step.inputs, &sig.inputs).map_err(at)?;
                fits("body result", &step.outputs, &sig.outputs).map_err(at)?;
                if sig.outputs[..] != sig.inputs[..n] {
                    return Err(at("the body's results are not its carries".into()));
                }
                let bool_scalar = TensorType::new(DType::I1, vec![]);
                if w.cond.signature.outputs != [bool_scalar] {
                    return Err(at("the condition does not return one i1".into()));
                }
            }
            StepKind::Case(branches) => {
                let Some((&index, captured)) = step.inputs.split_first() else {
                    return Err(at("no branch index".into()));
                };
                let ib = &buffers[index.index()];
                if !matches!(ib.dtype, DType::I32 | DType::I1) || ib.len != 1 {
                    return Err(at(format!(
                        "the branch index {index} is not an i32 or i1 scalar"
                    )));
                }
                if branches.is_empty() || (ib.dtype == DType::I1 && branches.len() != 2) {
                    return Err(at(format!("{} branches", branches.len())));
                }
                for (k, b) in branches.iter().enumerate() {
                    fits(&format!("branch {k} input"), captured, &b.signature.inputs)
                        .map_err(at)?;
                    fits(
                        &format!("branch {k} result"),
                        &step.outputs,
                        &b.signature.outputs,
                    )
                    .map_err(at)?;
                }
            }
            StepKind::Call(p) => {
                fits("argument", &step.inputs, &p.signature.inputs).map_err(at)?;
                fits("result", &step.outputs, &p.signature.outputs).map_err(at)?;
            }
            _ => {}
        }
        if let Some(depth) = step
            .kind
            .nested()
            .iter()
            .map(|p| p.nesting_depth() + 1)
            .max()
        {
            if depth > MAX_NESTING {
                return Err(at(format!("programs nest more than {MAX_NESTING} deep")));
            }
        }
    }
    Ok(())
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
