//! The CUDA backend's host side (foundation): finding the CUDA libraries without panicking,
//! compiling the generated CUDA C with NVRTC, and the CUDA form of a CPU program.
//! Execution (device arena, cuFFT and cuBLAS calls) builds on [`CudaProgram`].

mod libs;
mod nvrtc;
mod program;

pub use libs::{check_device, load_nvrtc, nvrtc_dir, Missing, NVRTC_DIR_VAR};
pub use nvrtc::{compile_cubin, CompileError};
pub use program::{CudaProgram, CudaStep, CudaStepKind};

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
