//! Running a [`CpuProgram`]: kernel plans (FFT plans included) are made once when the
//! executable is built; slots are allocated by the first run and reused by every later one.

use super::codegen::{CodegenStep, CompiledKernel, KernelCodegen};
use super::kernel::{plan_kernel, Kernel};
use super::memory::{copy_into, copy_view, placeholder, prefix, prefix_mut, try_alloc};
use super::planner::Location;
use super::program::{BufId, CpuProgram, InterpSnippet, Signature, Source, Step, StepKind};
use crate::host::{check_views, ArrayView};
use crate::interp::Interpreter;
use crate::memory_budget;
use fresnel_ir::{Array, Data, Diagnostic, TensorType};
use fresnel_kernels::CompiledLanes;
use fresnel_kernels::{BufMut, BufRef};
use std::sync::{Arc, Mutex, TryLockError};

/// A CPU program with its kernels planned, ready to run many times (also from several threads:
/// a run that finds the slots in use allocates its own).
#[derive(Debug)]
pub struct CpuExecutable {
    program: CpuProgram,
    kernels: Vec<Kernel>,
    slots: Mutex<Vec<Data>>,
    /// For each result buffer of the plan, the index of the first result that is it.
    result_owners: Vec<usize>,
    /// Arguments the plan updates in place, as `(argument, k)`: read from and written into
    /// result buffer `k` (of the argument's position).
    donated: Vec<(usize, usize)>,
}

/// What another code generator compiled for one step: the step's kernel, or its FFT hooks.
#[derive(Clone, Debug, Default)]
pub(super) struct StepCode {
    pub kernel: Option<Arc<dyn CompiledKernel>>,
    pub prologue: Option<Arc<dyn CompiledLanes>>,
    pub epilogue: Option<Arc<dyn CompiledLanes>>,
}

/// Where a compiled program belongs.
#[derive(Clone, Copy)]
enum Part {
    Kernel,
    Prologue,
    Epilogue,
}

/// The elementwise and reduction steps and the FFT hooks of `program`, compiled together by
/// `codegen`, one entry per step.
fn compile_steps(
    program: &CpuProgram,
    codegen: &dyn KernelCodegen,
) -> Result<Vec<StepCode>, String> {
    let mut at: Vec<(usize, Part)> = Vec::new();
    let mut steps: Vec<CodegenStep<'_>> = Vec::new();
    for (i, s) in program.steps.iter().enumerate() {
        match &s.kind {
            StepKind::Elementwise(p) => {
                at.push((i, Part::Kernel));
                steps.push(CodegenStep::Elementwise(p));
            }
            StepKind::Reduce(desc) => {
                at.push((i, Part::Kernel));
                steps.push(CodegenStep::Reduce(desc));
            }
            StepKind::Fft(fused) => {
                for (hook, part) in [
                    (&fused.prologue, Part::Prologue),
                    (&fused.epilogue, Part::Epilogue),
                ] {
                    if let Some(p) = hook {
                        at.push((i, part));
                        steps.push(CodegenStep::Elementwise(p));
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = vec![StepCode::default(); program.steps.len()];
    if steps.is_empty() {
        return Ok(out);
    }
    let kernels = codegen.compile_all(&steps)?;
    if kernels.len() != steps.len() {
        return Err(format!(
            "the code generator compiled {} kernels for {} steps",
            kernels.len(),
            steps.len()
        ));
    }
    for ((i, part), k) in at.into_iter().zip(kernels) {
        let code = &mut out[i];
        match part {
            Part::Kernel => code.kernel = k,
            Part::Prologue => code.prologue = k.and_then(CompiledKernel::lanes),
            Part::Epilogue => code.epilogue = k.and_then(CompiledKernel::lanes),
        }
    }
    Ok(out)
}

fn step_error(
    sig: &Signature,
    i: usize,
    step: &Step,
    message: impl std::fmt::Display,
) -> Diagnostic {
    let mut d =
        Diagnostic::new(format!("step {i} ({}): {message}", step.kind.name())).in_func(&sig.name);
    if !step.origin.op.is_empty() {
        d = d.on_op(step.origin.op.clone());
    }
    d.at(step.origin.loc)
}

impl CpuExecutable {
    /// Plans every step's kernel. A program whose planned peak does not fit in the memory
    /// available is refused here; the slots themselves are allocated by the first run, so that
    /// building an executable costs no time proportional to its tensors (writing hundreds of
    /// megabytes of fresh pages was most of the compile time of large programs).
    pub fn new(program: CpuProgram) -> Result<CpuExecutable, Diagnostic> {
        Self::build(program, None)
    }

    /// [`CpuExecutable::new`] with the elementwise and reduction steps that `codegen` covers
    /// (nested programs' included) compiled by it.
    pub fn with_codegen(
        program: CpuProgram,
        codegen: &dyn KernelCodegen,
    ) -> Result<CpuExecutable, Diagnostic> {
        Self::build(program, Some(codegen))
    }

    pub(crate) fn build(
        program: CpuProgram,
        codegen: Option<&dyn KernelCodegen>,
    ) -> Result<CpuExecutable, Diagnostic> {
        let in_func = |m: String| Diagnostic::new(m).in_func(&program.signature.name);
        // The arguments and constants are in memory by now; the buffers are what is still to come.
        let peak = program.planned_peak_bytes() as u64;
        memory_budget::check_large(peak, "the program").map_err(|m| {
            in_func(format!(
                "{m} (planned peak of its buffers; {} with its arguments and constants)",
                memory_budget::gib(program.footprint_bytes() as u64)
            ))
        })?;
        let mut compiled = match codegen {
            Some(c) => compile_steps(&program, c)
                .map_err(|m| in_func(format!("compiling the fused kernels: {m}")))?,
            None => vec![StepCode::default(); program.steps.len()],
        };
        let mut kernels = Vec::with_capacity(program.steps.len());
        for (i, step) in program.steps.iter().enumerate() {
            let kernel = plan_kernel(step, codegen, std::mem::take(&mut compiled[i]))
                .map_err(|m| step_error(&program.signature, i, step, m))?;
            kernels.push(kernel);
        }
        let result_owners = result_owners(&program).map_err(in_func)?;
        let donated = program.donated_arguments();
        Ok(CpuExecutable {
            program,
            kernels,
            slots: Mutex::new(Vec::new()),
            result_owners,
            donated,
        })
    }

    /// How many steps and FFT hooks, nested programs' included, run on another code
    /// generator's kernels.
    pub fn compiled_steps(&self) -> usize {
        self.kernels
            .iter()
            .map(|k| match k {
                Kernel::Compiled(_) => 1,
                Kernel::FusedFft(plan) => plan.compiled_hooks(),
                Kernel::Control(c) => c.compiled_steps(),
                _ => 0,
            })
            .sum()
    }

    pub fn program(&self) -> &CpuProgram {
        &self.program
    }

    pub fn signature(&self) -> &Signature {
        &self.program.signature
    }

    /// Runs the program on `inputs` (one per argument, of the signature's types).
    pub fn run(&self, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
        self.run_borrowed(&inputs.iter().collect::<Vec<_>>())
    }

    /// [`CpuExecutable::run`] on borrowed arrays: arrays that live elsewhere (an optimiser's
    /// state) are passed without being copied.
    pub fn run_borrowed(&self, inputs: &[&Array]) -> Result<Vec<Array>, Diagnostic> {
        self.run_inner(inputs, None)
    }

    /// [`CpuExecutable::run`], also returning the seconds each step took (for profiling).
    pub fn run_timed(&self, inputs: &[Array]) -> Result<(Vec<Array>, Vec<f64>), Diagnostic> {
        let inputs: Vec<&Array> = inputs.iter().collect();
        let inputs = inputs.as_slice();
        let mut times = Vec::with_capacity(self.program.steps.len());
        let out = self.run_inner(inputs, Some(&mut times))?;
        Ok((out, times))
    }

    /// [`CpuExecutable::run`] on host memory the caller owns (one view per argument, checked
    /// against the signature): the arguments are read where they are, never copied.
    pub fn run_views(&self, inputs: &[ArrayView<'_>]) -> Result<Vec<Array>, Diagnostic> {
        let sig = &self.program.signature;
        check_views(sig, inputs).map_err(|m| Diagnostic::new(m).in_func(&sig.name))?;
        let views: Vec<BufRef<'_>> = inputs.iter().map(|v| v.data).collect();
        self.run_on(&views, None)
    }

    fn run_inner(
        &self,
        inputs: &[&Array],
        times: Option<&mut Vec<f64>>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let sig = &self.program.signature;
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        check_inputs(sig, inputs).map_err(in_func)?;
        // Kernels read every element: compact splat arguments are expanded (a no-op otherwise).
        let args = inputs
            .iter()
            .map(|a| a.materialize())
            .collect::<Result<Vec<_>, String>>()
            .map_err(in_func)?;
        let views: Vec<BufRef<'_>> = args
            .iter()
            .map(|a| prefix(&a.data, a.len()).ok_or_else(|| in_func("an empty argument".into())))
            .collect::<Result<_, _>>()?;
        self.run_on(&views, times)
    }

    /// Runs on checked argument views, allocating the results.
    fn run_on(
        &self,
        views: &[BufRef<'_>],
        times: Option<&mut Vec<f64>>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let sig = &self.program.signature;
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        let result_bytes: u64 = sig
            .outputs
            .iter()
            .map(|t| (t.num_elements() * t.dtype.size_bytes()) as u64)
            .sum();
        memory_budget::check_large(result_bytes, "allocating its results").map_err(in_func)?;
        let mut outs = sig
            .outputs
            .iter()
            .map(|t| try_alloc(t.dtype, t.num_elements()))
            .collect::<Result<Vec<Data>, String>>()
            .map_err(in_func)?;
        self.run_core(views, &mut outs, times)?;
        sig.outputs
            .iter()
            .zip(outs)
            .enumerate()
            .map(|(k, (ty, data))| {
                Array::new(ty.shape.clone(), data).ok_or_else(|| {
                    in_func(format!(
                        "result {k} does not have the {} elements of {ty}",
                        ty.num_elements()
                    ))
                })
            })
            .collect()
    }

    /// Runs the program on `args` (one view per argument, of its exact length), writing
    /// result `k` into the first elements of `outs[k]` (of the result's dtype, at least as
    /// long): how nested programs run inside a step, and how a run writes its results. The
    /// storage of `outs` is used in place and given back, also on failure.
    pub(super) fn run_core(
        &self,
        args: &[BufRef<'_>],
        outs: &mut [Data],
        times: Option<&mut Vec<f64>>,
    ) -> Result<(), Diagnostic> {
        for &(a, k) in &self.donated {
            let n = self
                .program
                .signature
                .inputs
                .get(a)
                .map(TensorType::num_elements);
            let at = self.result_owners.get(k).copied();
            let copied = match (args.get(a), at.and_then(|r| outs.get_mut(r)), n) {
                (Some(&src), Some(dst), Some(n)) if src.len() == n => prefix_mut(dst, n)
                    .ok_or_else(|| format!("result storage for argument {a} is too short"))
                    .and_then(|dst| copy_view(src, dst)),
                _ => Err(format!("internal: argument {a} is donated but not passed")),
            };
            copied.map_err(|m| Diagnostic::new(m).in_func(&self.program.signature.name))?;
        }
        self.run_prefilled(args, outs, times)
    }

    /// The arguments updated in place (see [`CpuProgram::donate_carries`]).
    pub(super) fn donated(&self) -> impl Iterator<Item = usize> + '_ {
        self.donated.iter().map(|&(a, _)| a)
    }

    /// [`CpuExecutable::run_core`] when the caller has already put each donated argument in
    /// its result's storage (its view in `args` is not read and may be empty): how a loop
    /// keeps a carry in one place.
    pub(super) fn run_prefilled(
        &self,
        args: &[BufRef<'_>],
        outs: &mut [Data],
        mut times: Option<&mut Vec<f64>>,
    ) -> Result<(), Diagnostic> {
        let p = &self.program;
        let sig = &p.signature;
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        if args.len() != sig.inputs.len() || outs.len() != p.results.len() {
            return Err(in_func(format!(
                "internal: run with {} arguments and {} results for {} and {}",
                args.len(),
                outs.len(),
                sig.inputs.len(),
                p.results.len()
            )));
        }
        let mut local: Vec<Data>;
        let mut guard = match self.slots.try_lock() {
            Ok(g) => Some(g),
            // The slots' contents never outlive a run, so a panic elsewhere cannot leave them
            // in a state that matters.
            Err(TryLockError::Poisoned(p)) => Some(p.into_inner()),
            Err(TryLockError::WouldBlock) => None,
        };
        let slots: &mut [Data] = match guard.as_mut() {
            Some(g) => {
                if g.len() != p.plan.slots.len() {
                    **g = new_slots(p).map_err(in_func)?;
                }
                g.as_mut_slice()
            }
            None => {
                local = new_slots(p).map_err(in_func)?;
                local.as_mut_slice()
            }
        };
        // Result buffers are written straight into the caller's storage.
        let results = self
            .result_owners
            .iter()
            .map(|&k| std::mem::replace(&mut outs[k], placeholder()))
            .collect();
        let mut mem = Mem {
            program: p,
            donated: &self.donated,
            args,
            slots,
            results,
        };
        let mut ran = Ok(());
        for (i, (step, kernel)) in p.steps.iter().zip(&self.kernels).enumerate() {
            let in_place = p.plan.in_place.get(i).copied().unwrap_or(false);
            let start = std::time::Instant::now();
            ran =
                run_step(step, kernel, in_place, &mut mem).map_err(|m| step_error(sig, i, step, m));
            if ran.is_err() {
                break;
            }
            if let Some(t) = times.as_deref_mut() {
                t.push(start.elapsed().as_secs_f64());
            }
        }
        let copied = if ran.is_ok() {
            mem.copy_other_results(outs, &self.result_owners)
                .map_err(in_func)
        } else {
            Ok(())
        };
        for (&k, d) in self.result_owners.iter().zip(mem.results) {
            outs[k] = d;
        }
        ran.and(copied)
    }
}

/// For each result buffer of the plan, the first result that is it.
fn result_owners(p: &CpuProgram) -> Result<Vec<usize>, String> {
    p.plan
        .result_buffers
        .iter()
        .map(|b| {
            p.results
                .iter()
                .position(|r| r == b)
                .ok_or_else(|| format!("the plan's result buffer {b} is not a result"))
        })
        .collect()
}

fn new_slots(program: &CpuProgram) -> Result<Vec<Data>, String> {
    let bytes: u64 = program
        .plan
        .slots
        .iter()
        .map(|s| (s.len * s.dtype.size_bytes()) as u64)
        .sum();
    memory_budget::check_large(bytes, "allocating its reusable buffers")?;
    program
        .plan
        .slots
        .iter()
        .map(|s| try_alloc(s.dtype, s.len))
        .collect()
}

/// Count, consistency and type of every argument, as the interpreter checks them.
pub(crate) fn check_inputs(sig: &Signature, inputs: &[&Array]) -> Result<(), String> {
    if inputs.len() != sig.inputs.len() {
        return Err(format!(
            "@{} takes {} argument(s), given {}",
            sig.name,
            sig.inputs.len(),
            inputs.len()
        ));
    }
    for (i, (want, a)) in sig.inputs.iter().zip(inputs).enumerate() {
        let n = a.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d));
        if n != Some(a.len()) {
            return Err(format!(
                "argument {i} of @{}: {} elements for shape {:?}",
                sig.name,
                a.len(),
                a.shape
            ));
        }
        if a.ty() != *want {
            return Err(format!(
                "argument {i} of @{}: expected {want}, given {}",
                sig.name,
                a.ty()
            ));
        }
    }
    Ok(())
}

/// The storage of one run.
struct Mem<'a> {
    program: &'a CpuProgram,
    donated: &'a [(usize, usize)],
    args: &'a [BufRef<'a>],
    slots: &'a mut [Data],
    results: Vec<Data>,
}

impl<'a> Mem<'a> {
    fn len(&self, b: BufId) -> usize {
        self.program.buffers[b.index()].len
    }

    fn read(&self, b: BufId) -> Result<BufRef<'_>, String> {
        let len = self.len(b);
        let data: &Data = match self.program.plan.locations[b.index()] {
            Location::Param(i) => {
                if let Some(&(_, k)) = self.donated.iter().find(|&&(a, _)| a == i) {
                    let d = &self.results[k];
                    return prefix(d, len).ok_or_else(|| format!("{b}'s storage is too short"));
                }
                let arg = self.args[i];
                return if arg.len() == len {
                    Ok(arg)
                } else {
                    Err(format!(
                        "{b} is an argument of {} elements, not {len}",
                        arg.len()
                    ))
                };
            }
            Location::Const => match &self.program.buffers[b.index()].source {
                Source::Const(a) => &a.data,
                _ => return Err(format!("{b} is planned as a constant but is not one")),
            },
            Location::Slot(s) => &self.slots[s],
            Location::Result(k) => &self.results[k],
            Location::Unused => return Err(format!("{b} is read but never written")),
        };
        prefix(data, len).ok_or_else(|| format!("{b}'s storage is shorter than {len}"))
    }

    fn storage(&mut self, b: BufId) -> Result<&mut Data, String> {
        match self.program.plan.locations[b.index()] {
            Location::Slot(s) => Ok(&mut self.slots[s]),
            Location::Result(k) => Ok(&mut self.results[k]),
            _ => Err(format!("{b} is not writable")),
        }
    }

    fn take(&mut self, b: BufId) -> Result<Data, String> {
        Ok(std::mem::replace(self.storage(b)?, placeholder()))
    }

    fn put(&mut self, b: BufId, d: Data) -> Result<(), String> {
        *self.storage(b)? = d;
        Ok(())
    }

    /// Copies into `outs` the results that are not written in place: arguments, constants,
    /// slots, and repeats of an earlier result.
    fn copy_other_results(&self, outs: &mut [Data], owners: &[usize]) -> Result<(), String> {
        let p = self.program;
        for (k, &b) in p.results.iter().enumerate() {
            let owned =
                matches!(p.plan.locations[b.index()], Location::Result(r) if owners[r] == k);
            if owned {
                continue;
            }
            let len = self.len(b);
            let src = self.read(b)?;
            let dst = prefix_mut(&mut outs[k], len)
                .ok_or_else(|| format!("result {k}'s storage is shorter than {len}"))?;
            copy_view(src, dst)?;
        }
        Ok(())
    }
}

/// Runs a planned (non-interpreter) kernel on its input and output views.
pub(super) fn run_kernel<'a>(
    kernel: &Kernel,
    ins: &[BufRef<'_>],
    views: &mut Vec<BufMut<'a>>,
) -> Result<(), String> {
    let e = |k: fresnel_kernels::KernelError| k.to_string();
    // `CpuProgram::new` checked every step's buffers, so these only fail on an internal error.
    let arity = || "internal: a step without the buffers its kernel needs".to_string();
    let one_out = |views: &mut Vec<BufMut<'a>>| views.pop().ok_or_else(arity);
    match kernel {
        Kernel::Elementwise(plan) => plan.run(ins, views).map_err(e),
        Kernel::Compiled(kernel) => kernel.run(ins, views),
        Kernel::FusedFft(plan) => plan.run(ins, views).map_err(e),
        Kernel::Fft(plan) => {
            let input = *ins.first().ok_or_else(arity)?;
            plan.run(input, one_out(views)?).map_err(e)
        }
        Kernel::Reduce(plan) => plan.run(ins, one_out(views)?).map_err(e),
        Kernel::Dot(plan) => match ins {
            [lhs, rhs] => plan.run(*lhs, *rhs, one_out(views)?).map_err(e),
            _ => Err(arity()),
        },
        Kernel::Copy(plan) => plan.run(ins, one_out(views)?).map_err(e),
        Kernel::DynamicSlice(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::Gather(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::Scatter(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::ReduceWindow(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::SelectAndScatter(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::Sort(desc) => desc.run(ins, views).map_err(e),
        Kernel::Conv(desc) => desc.run(ins, one_out(views)?).map_err(e),
        Kernel::TopK(desc) => {
            let x = *ins.first().ok_or_else(arity)?;
            desc.run(x, views).map_err(e)
        }
        Kernel::Interp | Kernel::Control(_) => {
            Err("internal: an interpreter or control-flow step reached the kernel path".into())
        }
    }
}

fn run_step(step: &Step, kernel: &Kernel, in_place: bool, mem: &mut Mem<'_>) -> Result<(), String> {
    let e = |k: fresnel_kernels::KernelError| k.to_string();
    if in_place {
        let out = step.outputs[0];
        let len = mem.len(out);
        let mut d = mem.take(out)?;
        // The inputs after the one the output overwrites.
        let rest = || -> Result<Vec<BufRef<'_>>, String> {
            step.inputs[1..].iter().map(|&b| mem.read(b)).collect()
        };
        let r = match (kernel, prefix_mut(&mut d, len)) {
            (Kernel::Fft(plan), Some(buf)) => plan.run_in_place(buf).map_err(e),
            (Kernel::DynamicSlice(desc), Some(buf)) => {
                rest().and_then(|ins| desc.update_in_place(&ins, buf).map_err(e))
            }
            (Kernel::Scatter(desc), Some(buf)) => {
                rest().and_then(|ins| desc.update_in_place(&ins, buf).map_err(e))
            }
            _ => Err("only complex FFTs, dynamic updates and scatters run in place".to_string()),
        };
        mem.put(out, d)?;
        return r;
    }
    if let Kernel::Control(control) = kernel {
        let mut outs: Vec<Data> = step
            .outputs
            .iter()
            .map(|&b| mem.take(b))
            .collect::<Result<_, _>>()?;
        let r = (|| -> Result<(), String> {
            let ins: Vec<BufRef<'_>> = step
                .inputs
                .iter()
                .map(|&b| mem.read(b))
                .collect::<Result<_, _>>()?;
            control.run(&ins, &mut outs)
        })();
        for (&b, d) in step.outputs.iter().zip(outs) {
            mem.put(b, d)?;
        }
        return r;
    }
    if let Kernel::Interp = kernel {
        let StepKind::Interp(snippet) = &step.kind else {
            return Err("internal: interpreter kernel for a non-interpreter step".into());
        };
        return run_interp(snippet, step, mem);
    }
    let mut outs: Vec<Data> = step
        .outputs
        .iter()
        .map(|&b| mem.take(b))
        .collect::<Result<_, _>>()?;
    let lens: Vec<usize> = step.outputs.iter().map(|&b| mem.len(b)).collect();
    let r = (|| -> Result<(), String> {
        let ins: Vec<BufRef<'_>> = step
            .inputs
            .iter()
            .map(|&b| mem.read(b))
            .collect::<Result<_, _>>()?;
        let mut views: Vec<BufMut<'_>> = outs
            .iter_mut()
            .zip(&lens)
            .map(|(d, &n)| prefix_mut(d, n).ok_or_else(|| "output storage too short".to_string()))
            .collect::<Result<_, _>>()?;
        run_kernel(kernel, &ins, &mut views)
    })();
    for (&b, d) in step.outputs.iter().zip(outs) {
        mem.put(b, d)?;
    }
    r
}

/// Runs a snippet on copies of its inputs and copies its results into the output buffers.
fn run_interp(snippet: &InterpSnippet, step: &Step, mem: &mut Mem<'_>) -> Result<(), String> {
    let inputs: Vec<Data> = step
        .inputs
        .iter()
        .map(|&b| mem.read(b).map(BufRef::to_data))
        .collect::<Result<_, String>>()?;
    let results = run_snippet(snippet, &inputs)?;
    if results.len() != step.outputs.len() {
        return Err(format!(
            "the snippet returned {} values for {} outputs",
            results.len(),
            step.outputs.len()
        ));
    }
    for (&b, data) in step.outputs.iter().zip(&results) {
        let len = mem.len(b);
        let mut d = mem.take(b)?;
        let r = match prefix_mut(&mut d, len) {
            Some(view) => copy_into(data, view),
            None => Err(format!("{b}'s storage is shorter than {len}")),
        };
        mem.put(b, d)?;
        r?;
    }
    Ok(())
}

/// Runs an interpreter snippet on `inputs` (row-major, one per parameter of its entry) and
/// returns its results, dense.
pub(super) fn run_snippet(snippet: &InterpSnippet, inputs: &[Data]) -> Result<Vec<Data>, String> {
    let f = snippet
        .module
        .func(&snippet.entry)
        .ok_or_else(|| format!("the snippet has no function @{}", snippet.entry))?;
    let params: Vec<TensorType> = f.param_types();
    if params.len() != inputs.len() {
        return Err(format!(
            "the snippet takes {} values, given {}",
            params.len(),
            inputs.len()
        ));
    }
    let args: Vec<Array> = inputs
        .iter()
        .zip(&params)
        .map(|(d, t)| {
            // The small types travel as their byte patterns in u8 buffers.
            let len = d.len();
            let d = match d {
                Data::U8(v) if t.dtype.is_small() => Data::Small(t.dtype, v.clone()),
                d => d.clone(),
            };
            Array::new(t.shape.clone(), d).ok_or_else(|| format!("{len} elements do not fit {t}"))
        })
        .collect::<Result<_, String>>()?;
    let mut interp = Interpreter::new(&snippet.module);
    let results = interp
        .call(&snippet.entry, &args)
        .map_err(|d| d.to_string())?;
    if let Some(f) = interp.check_failures.first() {
        return Err(format!(
            "{} check(s) failed, first: {f}",
            interp.check_failures.len()
        ));
    }
    results
        .iter()
        .map(|a| a.materialize().map(|a| a.into_owned().data))
        .collect()
}
