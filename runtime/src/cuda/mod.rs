//! The CUDA backend's host side: finding the CUDA libraries without panicking, compiling the
//! generated CUDA C with NVRTC (cached on disk), the CUDA form of a CPU program, and its
//! executor over a [`Device`]: a real GPU ([`GpuDevice`]) or `cuda-sim` ([`SimDevice`]), the
//! same CUDA C compiled for the host.

pub(crate) mod bytes;
pub mod cache;
mod control;
pub mod cost;
mod device;
mod exec;
mod gpu;
mod libs;
mod nvrtc;
mod program;
pub mod sim;

pub use device::{aligned, plan_extents, Buf, DevPtr, Device, Record, ALIGN};
pub use exec::{fft_plans, CudaExecutable, DeviceArray};
pub use gpu::GpuDevice;
pub use libs::{check_device, load_nvrtc, nvrtc_dir, Missing, NVRTC_DIR_VAR};
pub use nvrtc::{
    compile_cubin, compile_cubin_cached, compile_cubins, nvrtc_version, CompileError, Cubin,
};
pub use program::{CudaProgram, CudaStep, CudaStepKind};
pub use sim::{SimDevice, SimLibrary};

use crate::cpu::CpuProgram;
use fresnel_ir::Diagnostic;

/// The architecture the compile tests target (H100/H200).
pub const TEST_ARCH: &str = "sm_90";

/// Everything that stops `--backend cuda` from running here (empty: nothing). The device is
/// only looked for when the driver loads.
pub fn missing() -> Vec<Missing> {
    [check_device().err(), load_nvrtc().err()]
        .into_iter()
        .flatten()
        .collect()
}

/// Whether `arch` names a CUDA architecture NVRTC takes for a CUBIN (`sm_` and digits, e.g.
/// `sm_90`).
pub fn is_arch(arch: &str) -> bool {
    arch.strip_prefix("sm_")
        .is_some_and(|n| !n.is_empty() && n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit()))
}

/// `program` on the first GPU.
pub fn compile_gpu(program: CpuProgram) -> Result<CudaExecutable, Diagnostic> {
    compile_gpu_with(program, &[])
}

/// `program` on the first GPU, loading the CUBIN of `prebuilt` made for its architecture
/// (NVRTC is then not needed) or else compiling the module with NVRTC.
pub fn compile_gpu_with(
    program: CpuProgram,
    prebuilt: &[Cubin],
) -> Result<CudaExecutable, Diagnostic> {
    let cuda = CudaProgram::new(&program);
    let plans = fft_plans(&cuda);
    let name = program.signature.name.clone();
    let device = GpuDevice::new(&cuda.module, &plans, prebuilt)
        .map_err(|m| Diagnostic::new(format!("backend cuda: {m}")).in_func(&name))?;
    CudaExecutable::new(program, cuda, Box::new(device), "cuda:0")
}

/// `program` on cuda-sim (its module compiled by the host C++ compiler, or found in the cache).
pub fn compile_sim(program: CpuProgram) -> Result<CudaExecutable, Diagnostic> {
    let cuda = CudaProgram::new(&program);
    let plans = fft_plans(&cuda);
    let name = program.signature.name.clone();
    let device = SimDevice::for_module(&cuda.module, plans)
        .map_err(|m| Diagnostic::new(format!("backend cuda-sim: {m}")).in_func(&name))?;
    CudaExecutable::new(program, cuda, Box::new(device), "cuda-sim")
}
