//! The CUDA form of a [`CpuProgram`]: the same buffers, buffer plan and steps, each step
//! rendered for the GPU — a kernel of the program's one CUDA module, a cuFFT step, a cuBLAS
//! GEMM — or recorded as an explicit host fallback with the reason (never silently).

use crate::cpu::{CpuProgram, StepKind};
use fresnel_kernels::cuda::{
    dot::{add_dot, GemmCall},
    elementwise::add_elementwise,
    fft::{add_fft, FftCall},
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
