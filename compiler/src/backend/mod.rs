//! Code generation: a module goes through the simplification pipeline (inline,
//! simplify, fold, CSE, DCE) and fusion, then each op or fusion of its entry is lowered to a
//! step of a [`CpuProgram`] (see `lower`), whose buffers are planned, and which becomes a
//! [`CpuExecutable`] or, rendered as CUDA C plus cuFFT and cuBLAS calls, a [`CudaExecutable`]
//! (on a GPU, or on cuda-sim).
//!
//! ```
//! use fresnel::backend::{compile_cpu};
//! use fresnel_ir::{parse::parse_module, Array};
//!
//! let m = parse_module("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
//!   %0 = stablehlo.multiply %x, %x : tensor<3xf32>
//!   return %0 : tensor<3xf32>
//! }").unwrap();
//! let exe = compile_cpu(&m).unwrap();
//! let y = exe.run(&[Array::from_f32(vec![3], vec![1.0, 2.0, 3.0]).unwrap()]).unwrap();
//! assert_eq!(y[0], Array::from_f32(vec![3], vec![1.0, 4.0, 9.0]).unwrap());
//! ```

mod control;
mod conv;
mod dynamic;
mod fft;
mod fusion;
mod group;
mod indexing;
mod kernels;
mod lower;
pub mod pjrt;
mod select_scatter;
mod snippet;
mod sortwin;
mod values;
mod view;

use crate::pipeline::{run_compile, verify};
use fresnel_ir::{Array, Diagnostic, Module};
pub use fresnel_runtime::cpu::{CpuExecutable, CpuProgram, Signature};
use fresnel_runtime::cuda::{compile_gpu, compile_sim};
pub use fresnel_runtime::cuda::{CudaExecutable, DeviceArray};
pub use fresnel_runtime::host::{check_views, ArrayView};
pub use pjrt::{compile_pjrt, PjrtExecutable, PjrtOptions, ResultShards};

/// Where a compiled program runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The reference interpreter, wrapped as an executable (one step running the module as
    /// given, without any pass).
    Interp,
    /// Fused kernels on the CPU.
    Cpu,
    /// Fused kernels on the CPU, the elementwise ones compiled through MLIR and LLVM where
    /// the MLIR code generator covers them (docs/mlir.md). Needs the cargo feature
    /// `mlir-codegen`; without it, compiling for this backend is an error that says so.
    CpuMlir,
    /// Fused CUDA kernels, cuFFT and cuBLAS on the first GPU (NVRTC compiles the kernels).
    Cuda,
    /// The CUDA backend with the GPU simulated on the host: the same generated CUDA C
    /// compiled by the host C++ compiler, FFTs and GEMMs through models of cuFFT and cuBLAS.
    CudaSim,
    /// XLA through a PJRT plugin (CPU, CUDA, TPU), on one device or split over several:
    /// the simplified, unfused module's StableHLO is compiled by the plugin.
    Pjrt(PjrtOptions),
}

/// A compiled program: on the host, on a CUDA device (real or simulated), or by XLA.
#[derive(Debug)]
pub enum Executable {
    Cpu(CpuExecutable),
    Cuda(CudaExecutable),
    Pjrt(PjrtExecutable),
}

impl Executable {
    /// Runs on host arrays (one per argument) and returns host arrays.
    pub fn run(&self, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
        self.run_borrowed(&inputs.iter().collect::<Vec<_>>())
    }

    /// [`Executable::run`] on borrowed arrays (`&[&x, &y]`): arrays that live elsewhere, such
    /// as an optimiser's state, are passed without a copy per step.
    pub fn run_borrowed(&self, inputs: &[&Array]) -> Result<Vec<Array>, Diagnostic> {
        match self {
            Executable::Cpu(e) => e.run_borrowed(inputs),
            Executable::Cuda(e) => e.run_borrowed(inputs),
            Executable::Pjrt(e) => e.run_borrowed(inputs),
        }
    }

    /// [`Executable::run`] on host memory the caller owns (the Python and C bindings): the
    /// CPU backend reads the arguments where they are, CUDA copies them straight to the
    /// device, PJRT takes a copy.
    pub fn run_views(&self, inputs: &[ArrayView<'_>]) -> Result<Vec<Array>, Diagnostic> {
        match self {
            Executable::Cpu(e) => e.run_views(inputs),
            Executable::Cuda(e) => e.run_views(inputs),
            Executable::Pjrt(e) => {
                let sig = e.signature();
                check_views(sig, inputs).map_err(|m| Diagnostic::new(m).in_func(&sig.name))?;
                let arrays = inputs
                    .iter()
                    .map(|v| {
                        v.to_array().ok_or_else(|| {
                            Diagnostic::new("an argument's length does not match its shape")
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                e.run(&arrays)
            }
        }
    }

    /// [`Executable::run`], also returning the seconds each step took (PJRT: one step, the
    /// whole call).
    pub fn run_timed(&self, inputs: &[Array]) -> Result<(Vec<Array>, Vec<f64>), Diagnostic> {
        match self {
            Executable::Cpu(e) => e.run_timed(inputs),
            Executable::Cuda(e) => e.run_timed(inputs),
            Executable::Pjrt(e) => {
                let start = std::time::Instant::now();
                let out = e.run(inputs)?;
                Ok((out, vec![start.elapsed().as_secs_f64()]))
            }
        }
    }

    /// The program the CPU and CUDA backends share: signature, buffers and steps (`None` on
    /// PJRT, where XLA compiled the program).
    pub fn program(&self) -> Option<&CpuProgram> {
        match self {
            Executable::Cpu(e) => Some(e.program()),
            Executable::Cuda(e) => Some(e.program()),
            Executable::Pjrt(_) => None,
        }
    }

    pub fn signature(&self) -> &Signature {
        match self {
            Executable::Cpu(e) => &e.program().signature,
            Executable::Cuda(e) => &e.program().signature,
            Executable::Pjrt(e) => e.signature(),
        }
    }

    /// The executable XLA compiled, on the PJRT backend.
    pub fn as_pjrt(&self) -> Option<&PjrtExecutable> {
        match self {
            Executable::Pjrt(e) => Some(e),
            _ => None,
        }
    }

    /// The CUDA executable, for device-resident runs.
    pub fn as_cuda(&self) -> Option<&CudaExecutable> {
        match self {
            Executable::Cuda(e) => Some(e),
            _ => None,
        }
    }

    /// The CPU executable.
    pub fn as_cpu(&self) -> Option<&CpuExecutable> {
        match self {
            Executable::Cpu(e) => Some(e),
            _ => None,
        }
    }
}

/// Compiles `m`'s entry for `backend`.
pub fn compile(m: &Module, backend: Backend) -> Result<Executable, Diagnostic> {
    Ok(match backend {
        Backend::Pjrt(opts) => Executable::Pjrt(compile_pjrt(m, &opts)?),
        Backend::Interp => Executable::Cpu(CpuExecutable::new(interp_program(m)?)?),
        Backend::Cpu => Executable::Cpu(CpuExecutable::new(cpu_program(m)?)?),
        Backend::CpuMlir => Executable::Cpu(cpu_with_mlir(cpu_program(m)?)?),
        Backend::Cuda => Executable::Cuda(compile_gpu(cpu_program(m)?)?),
        Backend::CudaSim => Executable::Cuda(compile_sim(cpu_program(m)?)?),
    })
}

/// `program` as a CPU executable whose elementwise steps are compiled through MLIR where the
/// MLIR code generator covers them ([`Backend::CpuMlir`]).
pub fn cpu_with_mlir(program: CpuProgram) -> Result<CpuExecutable, Diagnostic> {
    #[cfg(feature = "mlir-codegen")]
    {
        let mlir = fresnel_mlir::Mlir::new().map_err(|e| Diagnostic::new(e.to_string()))?;
        CpuExecutable::with_codegen(program, &mlir)
    }
    #[cfg(not(feature = "mlir-codegen"))]
    {
        let _ = program;
        Err(Diagnostic::new(
            "this build of Fresnel has no MLIR code generator: build it with the cargo feature \
             `mlir-codegen` (`cargo build --release --features mlir-codegen`; it needs MLIR 19, \
             which scripts/setup.sh installs on Debian), or use the default kernels \
             (`--codegen lanes`)",
        ))
    }
}

/// Compiles `m`'s entry into a CPU executable.
pub fn compile_cpu(m: &Module) -> Result<CpuExecutable, Diagnostic> {
    CpuExecutable::new(cpu_program(m)?)
}

/// The CPU program of `m`'s entry after the compile pipeline (simplification to a fixed
/// point, then fusion; for inspection and tests).
pub fn cpu_program(m: &Module) -> Result<CpuProgram, Diagnostic> {
    let mut m = m.clone();
    // Verifies first; the passes keep the module valid (checked after each pass in tests).
    run_compile(&mut m, &mut |_, _| {})?;
    lower_entry(&m, true)
}

/// The CPU program of `m`'s entry as it is, without passes (regions of control flow and
/// called functions are lowered as they are too), but for the narrow types, computed in
/// their carriers as always.
pub fn lower_module(m: &Module) -> Result<CpuProgram, Diagnostic> {
    verify(m)?;
    lower_entry(&fresnel_ir::narrow::widened(m), false)
}

fn lower_entry(m: &Module, optimize: bool) -> Result<CpuProgram, Diagnostic> {
    let entry = m.entry().ok_or_else(|| {
        Diagnostic::new("the module has no @main function (and not exactly one function)")
    })?;
    lower::lower_function_with(m, entry, optimize)
}

fn interp_program(m: &Module) -> Result<CpuProgram, Diagnostic> {
    verify(m)?;
    // The interpreter computes the narrow types in their carriers, as `run_main` does.
    let m = fresnel_ir::narrow::widened(m);
    let entry = m.entry().ok_or_else(|| {
        Diagnostic::new("the module has no @main function (and not exactly one function)")
    })?;
    lower::interpret_function(&m, entry)
}
