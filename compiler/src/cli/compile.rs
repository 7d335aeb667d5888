//! `fresnel compile PROGRAM.mlir [--grad-wrt I[,J...]] [--backend cpu] -o ARTIFACT`: compile
//! once and save the executable (`fresnel_runtime::artifact`), which `run` and `bench` take in
//! place of the program and which runs with the runtime crate alone.
//!
//! With `--backend cuda` the artifact also holds the program's CUDA form with CUBINs compiled
//! by NVRTC for `--cuda-arch` (default `sm_90`), so that a GPU of those architectures runs it
//! without NVRTC.
//!
//! The artifact holds what `fresnel run PROGRAM.mlir` would compile (with `--grad-wrt`: what
//! `fresnel run` compiles from the program `grad` writes), so running either gives identical
//! results.

use super::args::{indices, Backend, CompileArgs};
use super::error::CliError;
use super::outputs::write_file;
use super::{program, transform};
use crate::backend::compile_cpu;
use fresnel_runtime::artifact::{self, CudaSection};
use fresnel_runtime::cpu::CpuProgram;
use fresnel_runtime::cuda::{compile_cubins, is_arch, CudaProgram};
use std::io::Write;

pub fn compile(args: &CompileArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let grad_wrt = indices(&args.grad_wrt, "--grad-wrt")?;
    let with_cuda =
        match args.backend {
            Backend::Cpu => false,
            Backend::Cuda => {
                check_archs(&args.cuda_arch)?;
                true
            }
            Backend::CudaSim => {
                return Err(CliError::new(
                    "compile --backend cuda-sim: cuda-sim runs the CUDA form saved by \
                 `fresnel compile --backend cuda`; compile with --backend cuda and run the \
                 artifact with --backend cuda-sim",
                ))
            }
            Backend::Pjrt => {
                return Err(CliError::new(
                    "compile --backend pjrt: XLA compiles the program when it runs; run the \
                 program text with --backend pjrt",
                ))
            }
            Backend::Interp => return Err(CliError::new(
                "compile --backend interp: the interpreter runs program text, there is nothing \
                 to compile; use --backend cpu",
            )),
        };
    let file = args.prog.file();
    let module = program::load(&args.prog.path, &args.prog.inputs)?;
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
    let cuda = if with_cuda {
        Some(cuda_section(exe.program(), &args.cuda_arch, &file)?)
    } else {
        None
    };
    let bytes = artifact::artifact_bytes(exe.program(), cuda.as_ref())
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
        "wrote {} ({} bytes, backend {}): @{}({}) -> ({}); steps: {}",
        args.out.display(),
        bytes.len(),
        match &cuda {
            Some(c) => format!("cpu + cuda with CUBINs for {}", c.archs().join(", ")),
            None => "cpu".to_string(),
        },
        sig.name,
        types(&sig.inputs),
        types(&sig.outputs),
        exe.program().summary()
    )
    .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}

fn check_archs(archs: &[String]) -> Result<(), CliError> {
    if archs.is_empty() {
        return Err(CliError::new(
            "--cuda-arch: name at least one architecture, e.g. --cuda-arch sm_90",
        ));
    }
    match archs.iter().find(|a| !is_arch(a)) {
        Some(bad) => Err(CliError::new(format!(
            "--cuda-arch: `{bad}` is not a CUDA architecture; write sm_ and the compute \
             capability's digits, e.g. sm_80 (A100) or sm_90 (H100/H200)"
        ))),
        None => Ok(()),
    }
}

/// The CUDA form of `program` with its module compiled by NVRTC for each of `archs`.
fn cuda_section(
    program: &CpuProgram,
    archs: &[String],
    file: &str,
) -> Result<CudaSection, CliError> {
    let mut unique: Vec<String> = Vec::new();
    for a in archs {
        if !unique.contains(a) {
            unique.push(a.clone());
        }
    }
    let cuda = CudaProgram::new(program);
    let cubins = compile_cubins(&cuda.module, &unique).map_err(|e| {
        CliError::new(format!(
            "{file}: compile --backend cuda needs NVRTC to make CUBINs: {e}"
        ))
    })?;
    Ok(CudaSection::new(&cuda, cubins))
}
