//! The CUDA form of a [`CpuProgram`]: the same buffers, buffer plan and steps, each step
//! rendered for the GPU — a kernel of the program's one CUDA module, a cuFFT step, a cuBLAS
//! GEMM — or recorded as an explicit host fallback with the reason (never silently).

use crate::cpu::{CpuProgram, StepKind};
use fresnel_kernels::cuda::{
    dot::{add_dot, GemmCall},
    elementwise::add_elementwise,
    fft::{add_fft, FftCall, FftOp},
    movement::add_copy,
    reduce::add_reduce,
    CudaModule, ModuleBuilder,
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
    /// Runs on the host, as on the CPU backend.
    Fallback {
        reason: String,
    },
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
    /// Renders every step of `program`; what cannot be rendered becomes a fallback.
    pub fn new(program: &CpuProgram) -> CudaProgram {
        let mut module = ModuleBuilder::new(&program.signature.name);
        let steps = program
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let rendered = match &s.kind {
                    StepKind::Elementwise(p) => add_elementwise(&mut module, p)
                        .map(|kernel| CudaStepKind::Launch { kernel }),
                    StepKind::Reduce(d) => {
                        add_reduce(&mut module, d).map(|kernel| CudaStepKind::Launch { kernel })
                    }
                    StepKind::Copy(d) => {
                        add_copy(&mut module, d).map(|kernel| CudaStepKind::Launch { kernel })
                    }
                    StepKind::Fft(d) => add_fft(&mut module, d).map(CudaStepKind::Fft),
                    StepKind::Dot(d) => add_dot(&mut module, d).map(CudaStepKind::Gemm),
                    StepKind::Interp(_) => Ok(CudaStepKind::Fallback {
                        reason: "the CPU program runs it through the interpreter".to_string(),
                    }),
                };
                let kind = rendered.unwrap_or_else(|e| CudaStepKind::Fallback {
                    reason: e.to_string(),
                });
                CudaStep { step: i, kind }
            })
            .collect();
        CudaProgram {
            module: module.finish(),
            steps,
        }
    }

    /// The fallback steps: `(step index, reason)`.
    pub fn fallbacks(&self) -> Vec<(usize, &str)> {
        self.steps
            .iter()
            .filter_map(|s| match &s.kind {
                CudaStepKind::Fallback { reason } => Some((s.step, reason.as_str())),
                _ => None,
            })
            .collect()
    }
}

impl CudaProgram {
    /// The module's source after a comment listing what each step of `cpu` (the program this
    /// was made from) does on the GPU.
    pub fn listing(&self, cpu: &CpuProgram) -> String {
        let kernel = |k: usize| self.module.kernels[k].name.as_str();
        let mut out = format!(
            "// CUDA form of @{}: {} steps, {} kernels, {} host fallbacks\n",
            cpu.signature.name,
            self.steps.len(),
            self.module.kernels.len(),
            self.fallbacks().len()
        );
        for s in &self.steps {
            let step = &cpu.steps[s.step];
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
                CudaStepKind::Fallback { reason } => format!("HOST FALLBACK: {reason}"),
            };
            out.push_str(&format!(
                "//   step {} {}{at}: {what}\n",
                s.step, step.origin.op
            ));
        }
        out.push_str(&self.module.source);
        out
    }
}
