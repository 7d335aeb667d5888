//! The CLI's side of the CUDA backend: `dump --emit cuda`, and the error `--backend cuda`
//! gives on a machine without a usable GPU (naming what is missing).

use super::error::CliError;
use super::transform::located;
use crate::backend::cpu_program;
use fresnel_ir::Module;
use fresnel_runtime::cuda::{missing, CudaProgram};

/// The generated CUDA C of `module` (already differentiated and simplified, if wanted),
/// after a listing of its steps.
pub fn emit(module: &Module, file: &str) -> Result<String, CliError> {
    let cpu = cpu_program(module).map_err(|d| located(d, file))?;
    Ok(CudaProgram::new(&cpu).listing(&cpu))
}

/// `Ok` where `--backend cuda` can run; otherwise an error naming everything that is missing
/// on this machine (driver, device, NVRTC).
pub fn check_available() -> Result<(), CliError> {
    let missing = missing();
    if missing.is_empty() {
        return Ok(());
    }
    let why: Vec<String> = missing.iter().map(|m| m.to_string()).collect();
    Err(CliError::new(format!(
        "backend 'cuda' cannot run on this machine: {}; use --backend cpu, cuda-sim or interp",
        why.join("; ")
    )))
}
