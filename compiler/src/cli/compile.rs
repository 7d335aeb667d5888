//! `fresnel compile PROGRAM.mlir [--grad-wrt I[,J...]] [--backend cpu] -o ARTIFACT`: compile
//! once and save the executable (`fresnel_runtime::artifact`), which `run` and `bench` take in
//! place of the program and which runs with the runtime crate alone.
//!
//! The artifact holds what `fresnel run PROGRAM.mlir` would compile (with `--grad-wrt`: what
//! `fresnel run` compiles from the program `grad` writes), so running either gives identical
//! results.

use super::args::{indices, Backend, CompileArgs};
use super::error::CliError;
use super::outputs::write_file;
use super::{program, transform};
use crate::backend::compile_cpu;
use fresnel_runtime::artifact;
use std::io::Write;

pub fn compile(args: &CompileArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let grad_wrt = indices(&args.grad_wrt, "--grad-wrt")?;
    match args.backend {
        Backend::Cpu => {}
        Backend::Cuda | Backend::CudaSim | Backend::Pjrt => {
            return Err(CliError::new(format!(
                "compile --backend {}: saved artifacts hold CPU programs so far; run the \
                 program text with --backend {} instead",
                args.backend.name(),
                args.backend.name()
            )))
        }
        Backend::Interp => {
            return Err(CliError::new(
                "compile --backend interp: the interpreter runs program text, there is nothing \
                 to compile; use --backend cpu",
            ))
        }
    }
    let file = args.program.display().to_string();
    let module = program::load(&args.program)?;
    let module = if grad_wrt.is_empty() {
        module
    } else {
        transform::transform(
            &module,
            &file,
            &grad_wrt,
            &args.ad.options(),
            &mut |_, _| {},
        )?
    };
    let exe = compile_cpu(&module).map_err(|d| CliError::new(d.in_file(&file).to_string()))?;
    let bytes = artifact::cpu_artifact_bytes(exe.program())
        .map_err(|e| CliError::new(format!("{file}: {e}")))?;
    write_file(&args.out, &bytes)?;
    let sig = exe.signature();
    let types = |ts: &[fresnel_ir::TensorType]| {
        ts.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    writeln!(
        out,
        "wrote {} ({} bytes, backend cpu): @{}({}) -> ({}); steps: {}",
        args.out.display(),
        bytes.len(),
        sig.name,
        types(&sig.inputs),
        types(&sig.outputs),
        exe.program().summary()
    )
    .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}
