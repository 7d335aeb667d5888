//! Control flow on the device, driven from the host. A `while`, `case`/`if` or `call` step's
//! nested programs are nested [`CudaExecutable`]s on the same device and stream (their
//! kernels live in the one module, their FFT plans among the device's; each has its own
//! sub-arena). A loop launches the condition's steps, reads its `i1` back — one small
//! device-to-host copy per iteration, the only host round trip — then launches the body's
//! steps, which write the next carries into the other of two sets of device buffers (the
//! step's outputs and a scratch set owned here), so carries ping-pong without copies; one
//! copy at the end when the last iteration ended in the scratch set or the loop never ran.
//! A carry the body updates in place stays in the step's output for the whole loop. A
//! `case` reads its index back the same way and runs one branch into the step's outputs.

use super::device::{DevPtr, Device};
use super::exec::{lock, CudaExecutable, Shared};
use super::program::{CudaProgram, CudaStep, CudaStepKind};
use crate::cpu::{branch_index, CpuProgram, StepKind};
use crate::interp::DEFAULT_MAX_WHILE_ITERATIONS;
use fresnel_ir::DType;
use fresnel_kernels::cuda::fft::CufftPlan;
use fresnel_kernels::cuda::CudaModule;
use fresnel_kernels::BufRef;

/// The nested executables of one control-flow step, and the device memory it owns.
pub(super) struct Nested {
    kind: Kind,
    device: Shared,
}

enum Kind {
    While {
        cond: CudaExecutable,
        body: CudaExecutable,
        /// The second set of carry buffers (zero for empty carries), and their sizes.
        scratch: Vec<DevPtr>,
        carry_bytes: Vec<usize>,
        /// One byte for the condition's result.
        pred: DevPtr,
    },
    Case {
        branches: Vec<CudaExecutable>,
        index: DType,
    },
    Call(CudaExecutable),
}

/// A nested executable for `cpu` with steps `steps`; its kernels are in `module`, whose
/// source is not needed again (the device holds the compiled module).
fn nested_exe(
    cpu: &CpuProgram,
    steps: &[CudaStep],
    module: &CudaModule,
    device: &Shared,
    space: &str,
    plans: &[CufftPlan],
) -> Result<CudaExecutable, String> {
    let table = CudaModule {
        name: module.name.clone(),
        source: String::new(),
        kernels: module.kernels.clone(),
    };
    let cuda = CudaProgram {
        module: table,
        steps: steps.to_vec(),
    };
    CudaExecutable::build(cpu.clone(), cuda, device.clone(), space, plans)
        .map_err(|d| d.to_string())
}

impl Nested {
    /// The nested executables of step `i` of `program`, rendered as `step`.
    pub(super) fn new(
        program: &CpuProgram,
        i: usize,
        step: &CudaStep,
        module: &CudaModule,
        device: &Shared,
        space: &str,
        plans: &[CufftPlan],
    ) -> Result<Nested, String> {
        let cpu_step = program
            .steps
            .get(i)
            .ok_or_else(|| format!("internal: no step {i}"))?;
        let exe = |p: &CpuProgram, s: &[CudaStep]| nested_exe(p, s, module, device, space, plans);
        let mismatch = || format!("internal: step {i}'s CUDA form is not its kind");
        let kind = match (&cpu_step.kind, &step.kind) {
            (StepKind::While(w), CudaStepKind::While { cond, body }) => {
                let cond = exe(&w.cond, cond)?;
                let body = exe(&w.body, body)?;
                let carry_bytes: Vec<usize> = w
                    .body
                    .signature
                    .outputs
                    .iter()
                    .map(|t| t.num_elements() * t.dtype.size_bytes())
                    .collect();
                let mut dev = lock(device);
                let mut owned: Vec<DevPtr> = Vec::new();
                let mut alloc = |n: usize| -> Result<DevPtr, String> {
                    let p = dev.alloc(n)?;
                    owned.push(p);
                    Ok(p)
                };
                let allocated = (|| -> Result<(Vec<DevPtr>, DevPtr), String> {
                    let scratch = carry_bytes
                        .iter()
                        .map(|&n| if n == 0 { Ok(0) } else { alloc(n) })
                        .collect::<Result<Vec<_>, _>>()?;
                    Ok((scratch, alloc(1)?))
                })();
                match allocated {
                    Ok((scratch, pred)) => Kind::While {
                        cond,
                        body,
                        scratch,
                        carry_bytes,
                        pred,
                    },
                    Err(m) => {
                        owned.iter().for_each(|&p| dev.free(p));
                        return Err(m);
                    }
                }
            }
            (StepKind::Case(programs), CudaStepKind::Case { branches }) => {
                if programs.len() != branches.len() {
                    return Err(mismatch());
                }
                let index = cpu_step
                    .inputs
                    .first()
                    .and_then(|b| program.buffers.get(b.index()))
                    .map(|b| b.dtype)
                    .ok_or_else(|| format!("internal: step {i} has no branch index"))?;
                Kind::Case {
                    branches: programs
                        .iter()
                        .zip(branches)
                        .map(|(p, s)| exe(p, s))
                        .collect::<Result<_, _>>()?,
                    index,
                }
            }
            (StepKind::Call(p), CudaStepKind::Call { callee }) => Kind::Call(exe(p, callee)?),
            _ => return Err(mismatch()),
        };
        Ok(Nested {
            kind,
            device: device.clone(),
        })
    }

    /// Runs the step: its inputs at `ins`, its outputs to `outs`.
    pub(super) fn run(
        &self,
        dev: &mut dyn Device,
        ins: &[DevPtr],
        outs: &[DevPtr],
    ) -> Result<(), String> {
        match &self.kind {
            Kind::Call(callee) => callee.run_nested(dev, ins, outs),
            Kind::Case { branches, index } => {
                let (&at, captured) = ins.split_first().ok_or("a case without its index")?;
                let k = read_index(dev, at, *index, branches.len())?;
                branches[k].run_nested(dev, captured, outs)
            }
            Kind::While {
                cond,
                body,
                scratch,
                carry_bytes,
                pred,
            } => run_while(
                dev,
                Loop {
                    cond,
                    body,
                    scratch,
                    carry_bytes,
                    pred: *pred,
                },
                ins,
                outs,
            ),
        }
    }
}

impl Drop for Nested {
    fn drop(&mut self) {
        if let Kind::While { scratch, pred, .. } = &self.kind {
            let mut dev = lock(&self.device);
            for &p in scratch.iter().chain([pred]) {
                if p != 0 {
                    dev.free(p);
                }
            }
        }
    }
}

/// Reads a branch index (an `i32` or, for `if`, an `i1`) back from the device.
fn read_index(dev: &mut dyn Device, at: DevPtr, dtype: DType, n: usize) -> Result<usize, String> {
    match dtype {
        DType::I32 => {
            let mut b = [0u8; 4];
            dev.download(at, &mut b)?;
            branch_index(BufRef::I32(&[i32::from_ne_bytes(b)]), n)
        }
        DType::I1 => {
            let mut b = [0u8; 1];
            dev.download(at, &mut b)?;
            branch_index(BufRef::I1(&[b[0] != 0]), n)
        }
        other => Err(format!("the branch index is {other}, not i32 or i1")),
    }
}

struct Loop<'a> {
    cond: &'a CudaExecutable,
    body: &'a CudaExecutable,
    scratch: &'a [DevPtr],
    carry_bytes: &'a [usize],
    pred: DevPtr,
}

fn run_while(
    dev: &mut dyn Device,
    l: Loop<'_>,
    ins: &[DevPtr],
    outs: &[DevPtr],
) -> Result<(), String> {
    let n = outs.len();
    if ins.len() < n || l.scratch.len() != n || l.carry_bytes.len() != n {
        return Err(format!("a loop of {n} carries given {} inputs", ins.len()));
    }
    let (initial, captured) = ins.split_at(n);
    // A carry the body updates in place stays in `outs` for the whole loop: the body reads
    // and writes it there, each iteration writing just the window it updates.
    let mut in_place = vec![false; n];
    for k in l.body.donated_arguments() {
        let flag = in_place
            .get_mut(k)
            .ok_or("internal: the loop body updates a captured value in place")?;
        *flag = true;
        if l.carry_bytes[k] > 0 {
            dev.copy(outs[k], initial[k], l.carry_bytes[k])?;
        }
    }
    let args = |set: &[DevPtr]| -> Vec<DevPtr> {
        (0..n)
            .map(|k| if in_place[k] { outs[k] } else { set[k] })
            .chain(captured.iter().copied())
            .collect()
    };
    let into = |set: &[DevPtr]| -> Vec<DevPtr> {
        (0..n)
            .map(|k| if in_place[k] { outs[k] } else { set[k] })
            .collect()
    };
    // The carries are in `initial`, then alternate between `outs` and the scratch set.
    #[derive(PartialEq)]
    enum At {
        Initial,
        Outs,
        Scratch,
    }
    let mut at = At::Initial;
    let mut trips: u64 = 0;
    loop {
        let current = match at {
            At::Initial => initial,
            At::Outs => outs,
            At::Scratch => l.scratch,
        };
        l.cond.run_nested(dev, &args(current), &[l.pred])?;
        let mut go = [0u8];
        dev.download(l.pred, &mut go)?;
        if go[0] == 0 {
            break;
        }
        trips += 1;
        if trips > DEFAULT_MAX_WHILE_ITERATIONS {
            return Err(format!(
                "loop ran more than {DEFAULT_MAX_WHILE_ITERATIONS} iterations"
            ));
        }
        let (next, written) = if at == At::Outs {
            (At::Scratch, into(l.scratch))
        } else {
            (At::Outs, into(outs))
        };
        l.body.run_nested(dev, &args(current), &written)?;
        at = next;
    }
    let last = match at {
        At::Outs => return Ok(()),
        At::Initial => initial,
        At::Scratch => l.scratch,
    };
    for (k, ((&dst, &src), &bytes)) in outs.iter().zip(last).zip(l.carry_bytes).enumerate() {
        if bytes > 0 && !in_place[k] {
            dev.copy(dst, src, bytes)?;
        }
    }
    Ok(())
}
