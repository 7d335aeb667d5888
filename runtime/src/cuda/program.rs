//! The CUDA form of a [`CpuProgram`]: the same buffers, buffer plan and steps, each step
//! rendered for the GPU — a kernel of the program's one CUDA module, a cuFFT step, a cuBLAS
//! GEMM, a control-flow step whose nested programs' steps are rendered the same way (into the
//! same module) — or recorded as an explicit host fallback with the reason (never silently).

use crate::cpu::{CpuProgram, StepKind};
use fresnel_kernels::cuda::{
    conv::add_conv,
    dot::{add_dot, GemmCall},
    dynamic::add_dynamic_slice,
    elementwise::add_elementwise,
    fft::{add_fft, FftCall, FftOp},
    indexing::add_gather,
    movement::add_copy,
    reduce::add_reduce,
    scatter::add_scatter,
    select_scatter::add_select_and_scatter,
    sort::{add_sort, add_top_k},
    window::add_reduce_window,
    CudaModule, KernelSeq, ModuleBuilder, SeqArg,
};

/// How one step of the CPU program runs on the GPU.
#[derive(Clone, Debug, PartialEq)]
pub enum CudaStepKind {
    /// Launch kernel `kernel` of the module with the step's inputs, then its outputs.
    Launch {
        kernel: usize,
    },
    Fft(FftCall),
    Gemm(GemmCall),
    /// Several kernels in order, sharing a scratch region (sorting, scatter).
    Kernels(KernelSeq),
    /// Runs on the host, as on the CPU backend.
    Fallback {
        reason: String,
    },
    /// A loop driven from the host: the condition's and body's steps on the device, the
    /// condition's `i1` read back after each test.
    While {
        cond: Vec<CudaStep>,
        body: Vec<CudaStep>,
    },
    /// The branch index read back, then the chosen branch's steps on the device.
    Case {
        branches: Vec<Vec<CudaStep>>,
    },
    /// The callee's steps on the device.
    Call {
        callee: Vec<CudaStep>,
    },
}

impl CudaStepKind {
    /// The step lists nested in a control-flow step, with their names for listings.
    pub fn nested(&self) -> Vec<(String, &[CudaStep])> {
        match self {
            CudaStepKind::While { cond, body } => {
                vec![
                    ("cond".to_string(), &cond[..]),
                    ("body".to_string(), &body[..]),
                ]
            }
            CudaStepKind::Case { branches } => branches
                .iter()
                .enumerate()
                .map(|(k, b)| (format!("branch{k}"), &b[..]))
                .collect(),
            CudaStepKind::Call { callee } => vec![("callee".to_string(), &callee[..])],
            _ => Vec::new(),
        }
    }
}

/// One step: `step` indexes the CPU program's steps (buffers and origin are there).
#[derive(Clone, Debug, PartialEq)]
pub struct CudaStep {
    pub step: usize,
    pub kind: CudaStepKind,
}

/// A CPU program's steps rendered for CUDA, with the one module holding all their kernels.
#[derive(Clone, Debug, PartialEq)]
pub struct CudaProgram {
    pub module: CudaModule,
    pub steps: Vec<CudaStep>,
}

impl CudaProgram {
    /// Renders every step of `program` (nested programs included, into the same module);
    /// what cannot be rendered becomes a fallback.
    pub fn new(program: &CpuProgram) -> CudaProgram {
        let mut module = ModuleBuilder::new(&program.signature.name);
        let steps = render_steps(&mut module, program);
        CudaProgram {
            module: module.finish(),
            steps,
        }
    }

    /// The fallback steps, nested programs' included: `(step path, reason)`, the path being
    /// the step's index, or for a step of a nested program the index of the step holding it,
    /// the part, and its index there (`3/body/1`).
    pub fn fallbacks(&self) -> Vec<(String, &str)> {
        let mut out = Vec::new();
        collect_fallbacks(&self.steps, "", &mut out);
        out
    }
}

fn collect_fallbacks<'a>(steps: &'a [CudaStep], prefix: &str, out: &mut Vec<(String, &'a str)>) {
    for s in steps {
        let path = format!("{prefix}{}", s.step);
        if let CudaStepKind::Fallback { reason } = &s.kind {
            out.push((path.clone(), reason.as_str()));
        }
        for (part, nested) in s.kind.nested() {
            collect_fallbacks(nested, &format!("{path}/{part}/"), out);
        }
    }
}

fn render_steps(module: &mut ModuleBuilder, program: &CpuProgram) -> Vec<CudaStep> {
    program
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let rendered = match &s.kind {
                StepKind::Elementwise(p) => {
                    add_elementwise(module, p).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Reduce(d) => add_reduce(module, d).map(CudaStepKind::Kernels),
                StepKind::Copy(d) => {
                    add_copy(module, d).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Fft(d) => add_fft(module, d).map(CudaStepKind::Fft),
                StepKind::Dot(d) => add_dot(module, d).map(CudaStepKind::Gemm),
                StepKind::DynamicSlice(d) => {
                    let indices: Vec<_> = s.inputs[d.num_data_inputs().min(s.inputs.len())..]
                        .iter()
                        .map(|b| program.buffers[b.index()].dtype)
                        .collect();
                    let in_place = program.plan.in_place.get(i).copied().unwrap_or(false);
                    add_dynamic_slice(module, d, &indices, in_place)
                        .map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Gather(d) => {
                    add_gather(module, d).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Scatter(d) => {
                    let in_place = program.plan.in_place.get(i).copied().unwrap_or(false);
                    add_scatter(module, d, in_place).map(CudaStepKind::Kernels)
                }
                StepKind::Sort(d) => add_sort(module, d).map(CudaStepKind::Kernels),
                StepKind::TopK(d) => add_top_k(module, d).map(CudaStepKind::Kernels),
                StepKind::ReduceWindow(d) => {
                    add_reduce_window(module, d).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::SelectAndScatter(d) => {
                    add_select_and_scatter(module, d).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Conv(d) => {
                    add_conv(module, d).map(|kernel| CudaStepKind::Launch { kernel })
                }
                StepKind::Interp(_) => Ok(CudaStepKind::Fallback {
                    reason: "the CPU program runs it through the interpreter".to_string(),
                }),
                StepKind::While(w) => Ok(CudaStepKind::While {
                    cond: render_steps(module, &w.cond),
                    body: render_steps(module, &w.body),
                }),
                StepKind::Case(branches) => Ok(CudaStepKind::Case {
                    branches: branches.iter().map(|b| render_steps(module, b)).collect(),
                }),
                StepKind::Call(callee) => Ok(CudaStepKind::Call {
                    callee: render_steps(module, callee),
                }),
            };
            let kind = rendered.unwrap_or_else(|e| CudaStepKind::Fallback {
                reason: e.to_string(),
            });
            CudaStep { step: i, kind }
        })
        .collect()
}

impl CudaProgram {
    /// One comment line per step of `steps` (of `cpu`), nested programs' steps after their
    /// step with their paths.
    fn list_steps(&self, steps: &[CudaStep], cpu: &CpuProgram, prefix: &str, out: &mut String) {
        let kernel = |k: usize| {
            self.module
                .kernels
                .get(k)
                .map_or("(missing)", |x| x.name.as_str())
        };
        for s in steps {
            let Some(step) = cpu.steps.get(s.step) else {
                continue;
            };
            let at = step
                .origin
                .loc
                .map(|l| format!(" at {l}"))
                .unwrap_or_default();
            let what = match &s.kind {
                CudaStepKind::Launch { kernel: k } => format!("kernel {}", kernel(*k)),
                CudaStepKind::Fft(call) => call
                    .ops
                    .iter()
                    .map(|op| match op {
                        FftOp::Launch { kernel: k, .. } => format!("kernel {}", kernel(*k)),
                        FftOp::Exec { plan, src, dst } => format!(
                            "cufftPlanMany({:?} n={:?} inembed={:?} istride={} idist={} \
                             onembed={:?} ostride={} odist={} batch={}) x{} {src:?}->{dst:?}",
                            plan.ty,
                            plan.n,
                            plan.inembed,
                            plan.istride,
                            plan.idist,
                            plan.onembed,
                            plan.ostride,
                            plan.odist,
                            plan.batch,
                            plan.repeat
                        ),
                        FftOp::CopyToScratch { src, .. } => format!("copy {src:?}->Scratch"),
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
                CudaStepKind::Gemm(g) => format!(
                    "{}(m={} n={} k={} batch={}){}{}",
                    g.function,
                    g.m,
                    g.n,
                    g.k,
                    g.batch,
                    g.lhs_pack
                        .map(|k| format!(", lhs packed by {}", kernel(k)))
                        .unwrap_or_default(),
                    g.rhs_pack
                        .map(|k| format!(", rhs packed by {}", kernel(k)))
                        .unwrap_or_default()
                ),
                CudaStepKind::Kernels(seq) => {
                    let arg = |a: &SeqArg| match a {
                        SeqArg::Input(k) => format!("in{k}"),
                        SeqArg::Output(k) => format!("out{k}"),
                        SeqArg::Scratch(at) => format!("scratch+{at}"),
                    };
                    let launches: Vec<String> = seq
                        .launches
                        .iter()
                        .map(|l| {
                            let args: Vec<String> = l.args.iter().map(arg).collect();
                            format!("kernel {}({})", kernel(l.kernel), args.join(", "))
                        })
                        .collect();
                    format!(
                        "{} ({} bytes of scratch)",
                        launches.join("; "),
                        seq.scratch_bytes
                    )
                }
                CudaStepKind::Fallback { reason } => format!("HOST FALLBACK: {reason}"),
                CudaStepKind::While { .. } => {
                    "loop on the host: condition's i1 read back per iteration".to_string()
                }
                CudaStepKind::Case { .. } => "branch index read back".to_string(),
                CudaStepKind::Call { .. } => "nested program".to_string(),
            };
            let path = format!("{prefix}{}", s.step);
            out.push_str(&format!(
                "//   step {path} {}{at}: {what}\n",
                step.origin.op
            ));
            let nested_cpu = step.kind.nested();
            for ((part, nested), q) in s.kind.nested().into_iter().zip(nested_cpu) {
                self.list_steps(nested, q, &format!("{path}/{part}/"), out);
            }
        }
    }

    /// The module's source after a comment listing what each step of `cpu` (the program this
    /// was made from) does on the GPU.
    pub fn listing(&self, cpu: &CpuProgram) -> String {
        let mut out = format!(
            "// CUDA form of @{}: {} steps, {} kernels, {} host fallbacks\n",
            cpu.signature.name,
            self.steps.len(),
            self.module.kernels.len(),
            self.fallbacks().len()
        );
        self.list_steps(&self.steps, cpu, "", &mut out);
        out.push_str(&self.module.source);
        out
    }
}
