//! The CLI's side of the CUDA backend: `dump --emit cuda`, and the error `--backend cuda`
//! gives until execution exists (naming what is missing on this machine, if anything).

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

/// Why `--backend cuda` cannot run here.
pub fn unavailable() -> CliError {
    let missing = missing();
    if missing.is_empty() {
        return CliError::new(
            "backend 'cuda': this machine has a GPU and NVRTC, but running CUDA programs is not \
             implemented yet (`fresnel dump --emit cuda` shows the generated code); use \
             --backend cpu or interp",
        );
    }
    let why: Vec<String> = missing.iter().map(|m| m.to_string()).collect();
    CliError::new(format!(
        "backend 'cuda' cannot run on this machine: {}; use --backend cpu or interp",
        why.join("; ")
    ))
}
