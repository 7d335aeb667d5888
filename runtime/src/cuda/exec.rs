//! Running a [`CudaProgram`] on a [`Device`]: the CPU program's buffer plan becomes one device
//! arena (its reusable slots plus one scratch region for FFT and GEMM temporaries), constants
//! are uploaded once when the executable is built, and a run issues every step on the device's
//! one stream without waiting for it. Results stay on the device as [`DeviceArray`]s until the
//! caller downloads them, so an optimisation loop can keep its arrays there between steps.
//!
//! A step the GPU cannot run is a host fallback, listed by [`CudaProgram::fallbacks`] (and by
//! `fresnel bench --profile`): its inputs are downloaded, the CPU kernel or the interpreter
//! runs it, and its outputs are uploaded. Control-flow steps run their nested programs as
//! nested executables on the same device and stream (see `control.rs`).

use super::bytes::{as_bytes, from_bytes};
use super::control::Nested;
use super::device::{aligned, Buf, DevPtr, Device, Record};
use super::program::{CudaProgram, CudaStep, CudaStepKind};
use crate::cpu::{BufId, CpuProgram, HostStep, Location, Source, Step};
use crate::host::{check_views, ArrayView};
use crate::memory_budget;
use fresnel_ir::{Array, Data, Diagnostic, TensorType};
use fresnel_kernels::cuda::fft::{CufftPlan, FftBuf, FftCall, FftOp};
use fresnel_kernels::cuda::{dot::GemmCall, KernelSeq, Launch, SeqArg};
use std::sync::{Arc, Mutex, MutexGuard};

/// A device shared by an executable and the arrays it made.
pub(super) type Shared = Arc<Mutex<Box<dyn Device>>>;

pub(super) fn lock(device: &Shared) -> MutexGuard<'_, Box<dyn Device>> {
    // A panic while the device was locked leaves no state a later call relies on: every run
    // sets up what it uses.
    device.lock().unwrap_or_else(|p| p.into_inner())
}

/// An array in device memory. Dropping it frees the memory.
pub struct DeviceArray {
    ty: TensorType,
    ptr: DevPtr,
    device: Shared,
    /// Arrays of executables with the same memory space may be mixed (one CUDA context).
    space: String,
}

impl std::fmt::Debug for DeviceArray {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DeviceArray({} on {})", self.ty, self.space)
    }
}

impl DeviceArray {
    pub fn ty(&self) -> &TensorType {
        &self.ty
    }

    /// Copies the array to the host (waiting for the work that writes it).
    pub fn to_host(&self) -> Result<Array, Diagnostic> {
        let bytes = self.ty.num_elements() * self.ty.dtype.size_bytes();
        let mut host = vec![0u8; bytes];
        if bytes > 0 {
            lock(&self.device)
                .download(self.ptr, &mut host)
                .map_err(|m| Diagnostic::new(format!("downloading a {}: {m}", self.ty)))?;
        }
        Array::new(self.ty.shape.clone(), from_bytes(self.ty.dtype, &host))
            .ok_or_else(|| Diagnostic::new(format!("a downloaded {} has the wrong size", self.ty)))
    }
}

impl Drop for DeviceArray {
    fn drop(&mut self) {
        if self.ptr != 0 {
            lock(&self.device).free(self.ptr);
        }
    }
}

/// What a run reports besides its results, per step.
enum Watch<'a> {
    Nothing,
    /// Seconds (waiting for the device after each step).
    Times(&'a mut Vec<f64>),
    /// The device's records.
    Records(&'a mut Vec<Vec<Record>>),
}

/// Where the arena's pieces are, in bytes from its start.
#[derive(Debug)]
struct Arena {
    slots: Vec<usize>,
    scratch: usize,
    total: usize,
}

/// The scratch bytes one step needs.
fn scratch_bytes(kind: &CudaStepKind) -> usize {
    match kind {
        CudaStepKind::Fft(call) => call
            .scratch
            .map_or(0, |(dtype, n)| aligned(n * dtype.size_bytes())),
        CudaStepKind::Gemm(g) => {
            let (lhs, rhs) = gemm_packed_bytes(g);
            aligned(lhs) + aligned(rhs)
        }
        CudaStepKind::Kernels(seq) => aligned(seq.scratch_bytes),
        _ => 0,
    }
}

/// Bytes of the packed lhs (`[batch, M, K]`) and rhs (`[batch, K, N]`) of a GEMM step, zero
/// for an operand used as it is.
fn gemm_packed_bytes(g: &GemmCall) -> (usize, usize) {
    let size = g.dtype.size_bytes();
    // The GEMM is column-major: its `n` is the dot's M and its `m` the dot's N.
    let lhs = g.lhs_pack.map_or(0, |_| g.batch * g.n * g.k * size);
    let rhs = g.rhs_pack.map_or(0, |_| g.batch * g.k * g.m * size);
    (lhs, rhs)
}

/// A CPU program compiled for a CUDA device, ready to run many times.
pub struct CudaExecutable {
    cpu: CpuProgram,
    cuda: CudaProgram,
    /// The host kernel of each fallback step.
    host: Vec<Option<HostStep>>,
    /// For each step, the device plan index of each of its FFT executions, in order.
    plan_ids: Vec<Vec<usize>>,
    arena: Arena,
    arena_ptr: DevPtr,
    /// The device address of each constant buffer (zero for the others).
    constants: Vec<DevPtr>,
    /// The nested executables of each control-flow step.
    nested: Vec<Option<Nested>>,
    /// For each result buffer of the plan, the first result that is it.
    result_owners: Vec<usize>,
    /// Arguments updated in place, as `(argument, result buffer k)`.
    donated: Vec<(usize, usize)>,
    device: Shared,
    space: String,
}

impl std::fmt::Debug for CudaExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CudaExecutable(@{} on {})",
            self.cpu.signature.name, self.space
        )
    }
}

/// Every distinct cuFFT plan of `cuda`'s steps, nested programs' included, in the order they
/// first appear (depth first). One plan serves every execution of its layout: a C2C plan both
/// directions (given at execution).
pub fn fft_plans(cuda: &CudaProgram) -> Vec<CufftPlan> {
    let mut plans = Vec::new();
    collect_plans(&cuda.steps, &mut plans);
    plans
}

/// `p` without its direction: what makes two plans one.
fn layout(p: &CufftPlan) -> CufftPlan {
    let mut p = p.clone();
    p.direction = 0;
    p
}

fn collect_plans(steps: &[CudaStep], plans: &mut Vec<CufftPlan>) {
    for s in steps {
        if let CudaStepKind::Fft(call) = &s.kind {
            for op in &call.ops {
                if let FftOp::Exec { plan, .. } = op {
                    let key = layout(plan);
                    if !plans.iter().any(|p| layout(p) == key) {
                        plans.push(plan.clone());
                    }
                }
            }
        }
        for (_, nested) in s.kind.nested() {
            collect_plans(nested, plans);
        }
    }
}

/// The index in `plans` (the device's) of each FFT execution of `step`.
fn plan_ids(step: &CudaStep, plans: &[CufftPlan]) -> Result<Vec<usize>, String> {
    let CudaStepKind::Fft(call) = &step.kind else {
        return Ok(Vec::new());
    };
    call.ops
        .iter()
        .filter_map(|op| match op {
            FftOp::Exec { plan, .. } => Some(plan),
            _ => None,
        })
        .map(|plan| {
            let key = layout(plan);
            plans
                .iter()
                .position(|p| layout(p) == key)
                .ok_or_else(|| format!("internal: the device has no plan for {plan:?}"))
        })
        .collect()
}

impl CudaExecutable {
    /// Builds the executable on `device`, which must hold `cuda`'s module and the plans of
    /// [`fft_plans`]; `space` names the device's memory space (arrays of executables with the
    /// same space can be passed between them).
    pub fn new(
        cpu: CpuProgram,
        cuda: CudaProgram,
        device: Box<dyn Device>,
        space: &str,
    ) -> Result<CudaExecutable, Diagnostic> {
        let device: Shared = Arc::new(Mutex::new(device));
        let plans = fft_plans(&cuda);
        Self::build(cpu, cuda, device, space, &plans)
    }

    /// [`CudaExecutable::new`] on a shared device made with `plans` (the whole program's, as
    /// [`fft_plans`] lists them): how nested programs are built.
    pub(super) fn build(
        cpu: CpuProgram,
        cuda: CudaProgram,
        device: Shared,
        space: &str,
        plans: &[CufftPlan],
    ) -> Result<CudaExecutable, Diagnostic> {
        let name = cpu.signature.name.clone();
        let in_func = |m: String| Diagnostic::new(m).in_func(&name);
        if cuda.steps.len() != cpu.steps.len() {
            return Err(in_func(format!(
                "the CUDA form has {} steps, the program {}",
                cuda.steps.len(),
                cpu.steps.len()
            )));
        }
        let mut host = Vec::with_capacity(cpu.steps.len());
        for (i, s) in cuda.steps.iter().enumerate() {
            host.push(match &s.kind {
                CudaStepKind::Fallback { .. } => Some(
                    HostStep::new(&cpu.steps[i]).map_err(|m| in_func(format!("step {i}: {m}")))?,
                ),
                _ => None,
            });
        }
        let mut ids = Vec::with_capacity(cuda.steps.len());
        let mut nested = Vec::with_capacity(cuda.steps.len());
        for (i, s) in cuda.steps.iter().enumerate() {
            ids.push(plan_ids(s, plans).map_err(in_func)?);
            nested.push(if s.kind.nested().is_empty() {
                None
            } else {
                let n = Nested::new(&cpu, i, s, &cuda.module, &device, space, plans)
                    .map_err(|m| in_func(format!("step {i}: {m}")))?;
                Some(n)
            });
        }
        let result_owners =
            cpu.plan
                .result_buffers
                .iter()
                .map(|b| {
                    cpu.results.iter().position(|r| r == b).ok_or_else(|| {
                        in_func(format!("the plan's result buffer {b} is not a result"))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
        let mut offset = 0;
        let slots = cpu
            .plan
            .slots
            .iter()
            .map(|s| {
                let at = offset;
                offset += aligned(s.len * s.dtype.size_bytes());
                at
            })
            .collect();
        let scratch = offset;
        let total = offset
            + cuda
                .steps
                .iter()
                .map(|s| scratch_bytes(&s.kind))
                .max()
                .unwrap_or(0);
        let arena = Arena {
            slots,
            scratch,
            total,
        };
        let donated = cpu.donated_arguments();
        let mut exe = CudaExecutable {
            donated,
            constants: vec![0; cpu.buffers.len()],
            cpu,
            cuda,
            host,
            plan_ids: ids,
            arena,
            arena_ptr: 0,
            nested,
            result_owners,
            device,
            space: space.to_string(),
        };
        exe.allocate().map_err(in_func)?;
        Ok(exe)
    }

    /// Allocates the arena and uploads the constants.
    fn allocate(&mut self) -> Result<(), String> {
        let mut dev = lock(&self.device);
        memory_budget::check_large(self.arena.total as u64, "the program's device buffers")?;
        self.arena_ptr = dev.alloc(self.arena.total)?;
        for (i, b) in self.cpu.buffers.iter().enumerate() {
            if let Source::Const(a) = &b.source {
                let a = a.materialize()?;
                let bytes = as_bytes(&a.data);
                let ptr = dev.alloc(bytes.len())?;
                self.constants[i] = ptr;
                if !bytes.is_empty() {
                    dev.upload(ptr, bytes)?;
                }
            }
        }
        Ok(())
    }

    pub fn program(&self) -> &CpuProgram {
        &self.cpu
    }

    pub fn cuda_program(&self) -> &CudaProgram {
        &self.cuda
    }

    /// The device's name.
    pub fn device_name(&self) -> String {
        lock(&self.device).name()
    }

    /// How often the host has waited for the device so far (see [`Device::host_waits`]).
    pub fn host_waits(&self) -> u64 {
        lock(&self.device).host_waits()
    }

    /// Copies a host array to the device (for [`CudaExecutable::run_device`]).
    pub fn upload(&self, a: &Array) -> Result<DeviceArray, Diagnostic> {
        let a = a.materialize().map_err(Diagnostic::new)?;
        self.upload_bytes(a.ty(), as_bytes(&a.data))
    }

    /// Copies host memory the caller owns to the device (checked against argument `k`'s
    /// type by [`CudaExecutable::run_views`]).
    fn upload_view(&self, v: &ArrayView<'_>) -> Result<DeviceArray, Diagnostic> {
        self.upload_bytes(v.ty(), v.data.as_bytes())
    }

    /// A new device array of type `ty` holding `bytes`.
    fn upload_bytes(&self, ty: TensorType, bytes: &[u8]) -> Result<DeviceArray, Diagnostic> {
        let mut dev = lock(&self.device);
        let ptr = dev.alloc(bytes.len()).map_err(Diagnostic::new)?;
        let array = DeviceArray {
            ty,
            ptr,
            device: self.device.clone(),
            space: self.space.clone(),
        };
        if !bytes.is_empty() {
            dev.upload(ptr, bytes).map_err(Diagnostic::new)?;
        }
        Ok(array)
    }

    /// [`CudaExecutable::run`] on host memory the caller owns: each argument is copied from
    /// where it is straight to the device.
    pub fn run_views(&self, inputs: &[ArrayView<'_>]) -> Result<Vec<Array>, Diagnostic> {
        let sig = &self.cpu.signature;
        check_views(sig, inputs).map_err(|m| Diagnostic::new(m).in_func(&sig.name))?;
        let on_device = inputs
            .iter()
            .map(|v| self.upload_view(v))
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&DeviceArray> = on_device.iter().collect();
        let out = self.run_device(&refs)?;
        out.iter().map(DeviceArray::to_host).collect()
    }

    /// Runs on host arrays: uploads them, runs, downloads the results.
    pub fn run(&self, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
        self.run_borrowed(&inputs.iter().collect::<Vec<_>>())
    }

    /// [`CudaExecutable::run`] on borrowed host arrays.
    pub fn run_borrowed(&self, inputs: &[&Array]) -> Result<Vec<Array>, Diagnostic> {
        self.check_types(inputs.iter().map(|a| a.ty()))?;
        let on_device = inputs
            .iter()
            .map(|a| self.upload(a))
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&DeviceArray> = on_device.iter().collect();
        let out = self.run_device(&refs)?;
        out.iter().map(DeviceArray::to_host).collect()
    }

    /// [`CudaExecutable::run`], also returning the seconds each step took (waiting for the
    /// device after each, so the times add up to more than a normal run).
    pub fn run_timed(&self, inputs: &[Array]) -> Result<(Vec<Array>, Vec<f64>), Diagnostic> {
        self.check_types(inputs.iter().map(Array::ty))?;
        let on_device = inputs
            .iter()
            .map(|a| self.upload(a))
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&DeviceArray> = on_device.iter().collect();
        let mut times = Vec::new();
        let out = self.run_inner(&refs, Watch::Times(&mut times))?;
        let host = out
            .iter()
            .map(DeviceArray::to_host)
            .collect::<Result<_, _>>()?;
        Ok((host, times))
    }

    /// Seconds of device work for one run on arrays already on the device (CUDA events), or
    /// `None` where the device has no clock of its own.
    pub fn device_seconds(&self, inputs: &[&DeviceArray]) -> Result<Option<f64>, Diagnostic> {
        lock(&self.device).start_timer().map_err(Diagnostic::new)?;
        let out = self.run_device(inputs)?;
        let t = lock(&self.device).stop_timer().map_err(Diagnostic::new)?;
        drop(out);
        Ok(t)
    }

    fn check_types(&self, given: impl Iterator<Item = TensorType>) -> Result<(), Diagnostic> {
        let sig = &self.cpu.signature;
        let given: Vec<TensorType> = given.collect();
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        if given.len() != sig.inputs.len() {
            return Err(in_func(format!(
                "@{} takes {} argument(s), given {}",
                sig.name,
                sig.inputs.len(),
                given.len()
            )));
        }
        for (i, (want, got)) in sig.inputs.iter().zip(&given).enumerate() {
            if want != got {
                return Err(in_func(format!(
                    "argument {i} of @{}: expected {want}, given {got}",
                    sig.name
                )));
            }
        }
        Ok(())
    }

    /// Runs on arrays already on the device; the results stay there.
    pub fn run_device(&self, inputs: &[&DeviceArray]) -> Result<Vec<DeviceArray>, Diagnostic> {
        self.run_inner(inputs, Watch::Nothing)
    }

    /// [`CudaExecutable::run_device`], also returning what the device recorded during each
    /// step (cuda-sim: every launch, cuFFT execution, GEMM and copy, for the cost model; a
    /// GPU records nothing).
    pub fn run_recorded(
        &self,
        inputs: &[&DeviceArray],
    ) -> Result<(Vec<DeviceArray>, Vec<Vec<Record>>), Diagnostic> {
        let mut records = Vec::new();
        lock(&self.device).set_recording(true);
        let out = self.run_inner(inputs, Watch::Records(&mut records));
        lock(&self.device).set_recording(false);
        Ok((out?, records))
    }

    fn run_inner(
        &self,
        inputs: &[&DeviceArray],
        mut watch: Watch<'_>,
    ) -> Result<Vec<DeviceArray>, Diagnostic> {
        let sig = &self.cpu.signature;
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        self.check_types(inputs.iter().map(|a| a.ty.clone()))?;
        if let Some(a) = inputs.iter().find(|a| a.space != self.space) {
            return Err(in_func(format!(
                "an argument lives on {}, this executable on {}",
                a.space, self.space
            )));
        }
        let mut dev = lock(&self.device);
        // Each run's results are fresh allocations handed to the caller; freed on failure.
        let mut results: Vec<DevPtr> = Vec::new();
        for b in &self.cpu.plan.result_buffers {
            match dev.alloc(self.cpu.buffers[b.index()].size_bytes()) {
                Ok(p) => results.push(p),
                Err(m) => {
                    results.iter().for_each(|&p| dev.free(p));
                    return Err(in_func(m));
                }
            }
        }
        let run = Run {
            exe: self,
            inputs: inputs.iter().map(|a| a.ptr).collect(),
            results,
        };
        let executed = (|| -> Result<(), Diagnostic> {
            dev.discard(self.arena_buf());
            run.prefill_donated(&mut **dev).map_err(in_func)?;
            for (i, step) in self.cpu.steps.iter().enumerate() {
                let start = std::time::Instant::now();
                run.step(&mut **dev, i)
                    .map_err(|m| step_error(&self.cpu, i, step, m))?;
                match &mut watch {
                    Watch::Nothing => {}
                    Watch::Times(t) => {
                        dev.synchronize()
                            .map_err(|m| step_error(&self.cpu, i, step, m))?;
                        t.push(start.elapsed().as_secs_f64());
                    }
                    Watch::Records(r) => r.push(dev.take_records()),
                }
            }
            Ok(())
        })();
        if let Err(e) = executed {
            run.results.iter().for_each(|&p| dev.free(p));
            return Err(e);
        }
        run.outputs(&mut **dev).map_err(in_func)
    }
}

impl CudaExecutable {
    /// The whole arena: slots and scratch.
    fn arena_buf(&self) -> Buf {
        Buf::new(self.arena_ptr, self.arena.total)
    }

    /// The arguments the program updates in place (a loop's carries: the loop passes the
    /// same storage as argument and result).
    pub(super) fn donated_arguments(&self) -> Vec<usize> {
        self.donated.iter().map(|&(a, _)| a).collect()
    }

    /// Runs as a nested program inside a step of another executable on the same device (held
    /// by the caller): arguments at `inputs`, result `k` written to `dests[k]`.
    pub(super) fn run_nested(
        &self,
        dev: &mut dyn Device,
        inputs: &[DevPtr],
        dests: &[DevPtr],
    ) -> Result<(), String> {
        let cpu = &self.cpu;
        if inputs.len() != cpu.signature.inputs.len() || dests.len() != cpu.results.len() {
            return Err(format!(
                "internal: @{} run with {} arguments and {} results",
                cpu.signature.name,
                inputs.len(),
                dests.len()
            ));
        }
        let run = Run {
            exe: self,
            inputs: inputs.to_vec(),
            results: self.result_owners.iter().map(|&k| dests[k]).collect(),
        };
        dev.discard(self.arena_buf());
        run.prefill_donated(dev)?;
        for (i, step) in cpu.steps.iter().enumerate() {
            run.step(dev, i)
                .map_err(|m| step_error(cpu, i, step, m).to_string())?;
        }
        for (k, &b) in cpu.results.iter().enumerate() {
            let owned = matches!(cpu.plan.locations[b.index()], Location::Result(r) if self.result_owners[r] == k);
            let n = run.bytes(b);
            if !owned && n > 0 {
                dev.copy(dests[k], run.ptr(b)?, n)?;
            }
        }
        Ok(())
    }
}

impl Drop for CudaExecutable {
    fn drop(&mut self) {
        let mut dev = lock(&self.device);
        for &p in self.constants.iter().chain([&self.arena_ptr]) {
            if p != 0 {
                dev.free(p);
            }
        }
    }
}

fn step_error(
    cpu: &CpuProgram,
    i: usize,
    step: &Step,
    message: impl std::fmt::Display,
) -> Diagnostic {
    let mut d = Diagnostic::new(format!(
        "step {i} ({}) on the GPU: {message}",
        step.kind.name()
    ))
    .in_func(&cpu.signature.name);
    if !step.origin.op.is_empty() {
        d = d.on_op(step.origin.op.clone());
    }
    d.at(step.origin.loc)
}

/// The device addresses of one run.
struct Run<'a> {
    exe: &'a CudaExecutable,
    inputs: Vec<DevPtr>,
    results: Vec<DevPtr>,
}

impl Run<'_> {
    /// A loop body that updates a carry in place (see `CpuProgram::donate_carries`) starts
    /// with the carry in its result's storage: copied there unless the caller (the loop) has
    /// passed the same storage as both.
    fn prefill_donated(&self, dev: &mut dyn Device) -> Result<(), String> {
        for &(a, k) in &self.exe.donated {
            let (Some(&from), Some(&to)) = (self.inputs.get(a), self.results.get(k)) else {
                return Err(format!("internal: argument {a} is donated but not passed"));
            };
            let bytes = self.exe.cpu.signature.inputs[a].num_elements()
                * self.exe.cpu.signature.inputs[a].dtype.size_bytes();
            if from != to && bytes > 0 {
                dev.copy(to, from, bytes)?;
            }
        }
        Ok(())
    }

    fn ptr(&self, b: BufId) -> Result<DevPtr, String> {
        let exe = self.exe;
        if exe.cpu.buffers[b.index()].len == 0 {
            return Ok(0);
        }
        Ok(match exe.cpu.plan.locations[b.index()] {
            Location::Param(i) => self.inputs[i],
            Location::Const => exe.constants[b.index()],
            Location::Slot(s) => exe.arena_ptr + exe.arena.slots[s] as u64,
            Location::Result(k) => self.results[k],
            Location::Unused => return Err(format!("{b} is read but never written")),
        })
    }

    fn bytes(&self, b: BufId) -> usize {
        self.exe.cpu.buffers[b.index()].size_bytes()
    }

    fn buf(&self, b: BufId) -> Result<Buf, String> {
        Ok(Buf::new(self.ptr(b)?, self.bytes(b)))
    }

    fn scratch(&self) -> DevPtr {
        self.exe.arena_ptr + self.exe.arena.scratch as u64
    }

    /// The scratch region from `at` bytes in, to its end.
    fn scratch_from(&self, at: usize) -> Buf {
        let arena = &self.exe.arena;
        Buf::new(
            self.scratch() + at as u64,
            (arena.total - arena.scratch).saturating_sub(at),
        )
    }

    /// Step `i`'s outputs that live in arena slots and share no bytes with its inputs: their
    /// old contents are dead once the step starts (the others are updated in place).
    fn fresh_outputs(&self, step: &Step) -> Result<Vec<Buf>, String> {
        let overlaps =
            |a: Buf, b: Buf| a.ptr < b.ptr + b.bytes as u64 && b.ptr < a.ptr + a.bytes as u64;
        let ins = step
            .inputs
            .iter()
            .map(|&b| self.buf(b))
            .collect::<Result<Vec<_>, _>>()?;
        let mut fresh = Vec::new();
        for &b in &step.outputs {
            if matches!(self.exe.cpu.plan.locations[b.index()], Location::Slot(_)) {
                let out = self.buf(b)?;
                if out.bytes > 0 && !ins.iter().any(|&i| overlaps(i, out)) {
                    fresh.push(out);
                }
            }
        }
        Ok(fresh)
    }

    fn step(&self, dev: &mut dyn Device, i: usize) -> Result<(), String> {
        let exe = self.exe;
        let step = &exe.cpu.steps[i];
        let ins = step
            .inputs
            .iter()
            .map(|&b| self.buf(b))
            .collect::<Result<Vec<_>, _>>()?;
        let outs = step
            .outputs
            .iter()
            .map(|&b| self.buf(b))
            .collect::<Result<Vec<_>, _>>()?;
        let kind = &exe.cuda.steps[i].kind;
        for b in self.fresh_outputs(step)? {
            dev.discard(b);
        }
        if scratch_bytes(kind) > 0 {
            dev.discard(self.scratch_from(0));
        }
        match kind {
            CudaStepKind::Launch { kernel } => {
                let args: Vec<Buf> = ins.iter().chain(&outs).copied().collect();
                dev.launch(*kernel, &self.launch_of(*kernel)?, &args)
            }
            CudaStepKind::Fft(call) => self.fft(dev, i, call, &ins, &outs),
            CudaStepKind::Gemm(g) => self.gemm(dev, g, &ins, &outs),
            CudaStepKind::Kernels(seq) => self.kernels(dev, seq, &ins, &outs),
            CudaStepKind::Fallback { .. } => self.host_step(dev, i, step, &ins, &outs),
            CudaStepKind::While { .. } | CudaStepKind::Case { .. } | CudaStepKind::Call { .. } => {
                let ptrs = |v: &[Buf]| v.iter().map(|b| b.ptr).collect::<Vec<_>>();
                exe.nested[i]
                    .as_ref()
                    .ok_or("internal: a control-flow step without its nested programs")?
                    .run(dev, &ptrs(&ins), &ptrs(&outs))
            }
        }
    }

    fn launch_of(&self, kernel: usize) -> Result<Launch, String> {
        self.exe
            .cuda
            .module
            .kernels
            .get(kernel)
            .map(|k| k.launch.clone())
            .ok_or_else(|| format!("the module has no kernel {kernel}"))
    }

    fn fft(
        &self,
        dev: &mut dyn Device,
        i: usize,
        call: &FftCall,
        ins: &[Buf],
        outs: &[Buf],
    ) -> Result<(), String> {
        let scratch = Buf::new(
            self.scratch(),
            call.scratch.map_or(0, |(dtype, n)| n * dtype.size_bytes()),
        );
        let buf = |b: &FftBuf| -> Result<Buf, String> {
            match b {
                FftBuf::Input(k) => ins.get(*k).copied(),
                FftBuf::Output(k) => outs.get(*k).copied(),
                FftBuf::Scratch => Some(scratch),
            }
            .ok_or_else(|| format!("the FFT step has no buffer {b:?}"))
        };
        let mut plans = self.exe.plan_ids[i].iter();
        for op in &call.ops {
            match op {
                FftOp::Launch { kernel, args } => {
                    let args = args.iter().map(buf).collect::<Result<Vec<_>, _>>()?;
                    dev.launch(*kernel, &self.launch_of(*kernel)?, &args)?;
                }
                FftOp::Exec { src, dst, plan } => {
                    let id = plans
                        .next()
                        .ok_or("the FFT step has more executions than plans")?;
                    dev.fft(*id, plan.direction, buf(src)?, buf(dst)?)?;
                }
                FftOp::CopyToScratch { src, elems } => {
                    let dtype = call
                        .scratch
                        .map(|s| s.0)
                        .ok_or("the FFT step copies to a scratch buffer it does not have")?;
                    dev.copy(self.scratch(), buf(src)?.ptr, elems * dtype.size_bytes())?;
                }
            }
        }
        Ok(())
    }

    /// The launches of a multi-kernel step, in order on the stream.
    fn kernels(
        &self,
        dev: &mut dyn Device,
        seq: &KernelSeq,
        ins: &[Buf],
        outs: &[Buf],
    ) -> Result<(), String> {
        for l in &seq.launches {
            let args = l
                .args
                .iter()
                .map(|a| match *a {
                    SeqArg::Input(k) => ins.get(k).copied(),
                    SeqArg::Output(k) => outs.get(k).copied(),
                    SeqArg::Scratch(at) => (at < seq.scratch_bytes)
                        .then(|| Buf::new(self.scratch() + at as u64, seq.scratch_bytes - at)),
                })
                .collect::<Option<Vec<Buf>>>()
                .ok_or_else(|| {
                    format!("a kernel of the step takes a buffer it lacks: {:?}", l.args)
                })?;
            dev.launch(l.kernel, &self.launch_of(l.kernel)?, &args)?;
        }
        Ok(())
    }

    fn gemm(
        &self,
        dev: &mut dyn Device,
        g: &GemmCall,
        ins: &[Buf],
        outs: &[Buf],
    ) -> Result<(), String> {
        let (&[lhs, rhs], &[out]) = (ins, outs) else {
            return Err("a dot step needs two inputs and one output".to_string());
        };
        let (lhs_bytes, rhs_bytes) = gemm_packed_bytes(g);
        let packed_lhs = Buf::new(self.scratch(), lhs_bytes);
        let packed_rhs = Buf::new(self.scratch() + aligned(lhs_bytes) as u64, rhs_bytes);
        let mut pack = |kernel: Option<usize>, src: Buf, dst: Buf| match kernel {
            None => Ok(src),
            Some(k) => dev
                .launch(k, &self.launch_of(k)?, &[src, dst])
                .map(|()| dst),
        };
        let lhs = pack(g.lhs_pack, lhs, packed_lhs)?;
        let rhs = pack(g.rhs_pack, rhs, packed_rhs)?;
        // Row-major C = lhs·rhs is column-major Cᵀ = rhsᵀ·lhsᵀ: cuBLAS's A is the rhs.
        dev.gemm(g, rhs, lhs, out)
    }

    fn host_step(
        &self,
        dev: &mut dyn Device,
        i: usize,
        step: &Step,
        ins: &[Buf],
        outs: &[Buf],
    ) -> Result<(), String> {
        let host = self.exe.host[i]
            .as_ref()
            .ok_or("internal: a fallback step without its host kernel")?;
        let inputs = step
            .inputs
            .iter()
            .zip(ins)
            .map(|(&b, &p)| {
                let mut bytes = vec![0u8; self.bytes(b)];
                if !bytes.is_empty() {
                    dev.download(p.ptr, &mut bytes)?;
                }
                Ok(from_bytes(self.exe.cpu.buffers[b.index()].dtype, &bytes))
            })
            .collect::<Result<Vec<Data>, String>>()?;
        let results = host.run(&self.exe.cpu, step, &inputs)?;
        if results.len() != outs.len() {
            return Err(format!(
                "the host step made {} results for {} outputs",
                results.len(),
                outs.len()
            ));
        }
        for ((&b, &p), d) in step.outputs.iter().zip(outs).zip(&results) {
            let bytes = as_bytes(d);
            if bytes.len() != self.bytes(b) {
                return Err(format!(
                    "the host step made {} bytes for {b} of {}",
                    bytes.len(),
                    self.bytes(b)
                ));
            }
            if !bytes.is_empty() {
                dev.upload(p.ptr, bytes)?;
            }
        }
        Ok(())
    }

    /// The results as device arrays: per-run result buffers are handed over; arguments,
    /// constants, slots and repeated results are copied into fresh allocations.
    fn outputs(self, dev: &mut dyn Device) -> Result<Vec<DeviceArray>, String> {
        let exe = self.exe;
        let mut handed = vec![false; self.results.len()];
        let mut out: Vec<DeviceArray> = Vec::new();
        let mut failed = None;
        for (&b, ty) in exe.cpu.results.iter().zip(&exe.cpu.signature.outputs) {
            let ptr = match exe.cpu.plan.locations[b.index()] {
                Location::Result(k) if !handed[k] => {
                    handed[k] = true;
                    Ok(self.results[k])
                }
                _ => self.ptr(b).and_then(|src| {
                    let n = self.bytes(b);
                    let dst = dev.alloc(n)?;
                    match if n > 0 { dev.copy(dst, src, n) } else { Ok(()) } {
                        Ok(()) => Ok(dst),
                        Err(m) => {
                            dev.free(dst);
                            Err(m)
                        }
                    }
                }),
            };
            match ptr {
                Ok(ptr) => out.push(DeviceArray {
                    ty: ty.clone(),
                    ptr,
                    device: exe.device.clone(),
                    space: exe.space.clone(),
                }),
                Err(m) => {
                    failed = Some(m);
                    break;
                }
            }
        }
        // Result buffers not handed over (only after a failure) are freed here; the arrays
        // in `out` free themselves when dropped, after the device lock is released.
        for (k, &p) in self.results.iter().enumerate() {
            if !handed[k] {
                dev.free(p);
            }
        }
        match failed {
            None => Ok(out),
            Some(m) => {
                // Dropping `out` would lock the device, which the caller holds: free directly.
                for mut a in out {
                    dev.free(a.ptr);
                    a.ptr = 0;
                }
                Err(m)
            }
        }
    }
}
