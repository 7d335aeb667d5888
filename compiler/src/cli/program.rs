//! Loading a program (read, parse, verify) and executing it: the CLI's only contact with
//! the parser, verifier and interpreter.

use super::args::{Backend, Codegen};
use super::error::CliError;
use crate::backend::Executable;
use fresnel_ir::array::Array;
use fresnel_ir::func::Module;
use fresnel_ir::Diagnostic;
use fresnel_ir::{parse, print, verify};
use fresnel_runtime::artifact::{self, Artifact};
use fresnel_runtime::cpu::CpuExecutable;
use fresnel_runtime::cuda;
use fresnel_runtime::interp::Interpreter;
use fresnel_runtime::npy;
use std::path::{Path, PathBuf};

/// How many verifier errors a message lists before summarising the rest.
const MAX_LISTED: usize = 5;

/// Reads, parses and verifies an IR text file; errors carry `file:line:col`. `inputs` are the
/// `--input` files: a program with `?` dimensions (a shape-polymorphic JAX export) is refined
/// for the types their headers give (`parse_module_for`); without them it is an error saying
/// so. A static program parses as it is (the inputs are checked against it when read).
pub fn load(path: &Path, inputs: &[PathBuf]) -> Result<Module, CliError> {
    let file = path.display().to_string();
    let bytes = std::fs::read(path)
        .map_err(|e| CliError::new(format!("{file}: cannot read program: {e}")))?;
    if artifact::is_artifact(&bytes) {
        return Err(CliError::new(format!(
            "{file}: this is a compiled artifact, not IR text; `fresnel run` and `fresnel bench` \
             take artifacts, the other commands need the program's .mlir"
        )));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        CliError::new(format!(
            "{file}: cannot read program: it is neither IR text (not UTF-8 at byte {}) nor a \
             compiled artifact",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let module = match parse::parse_module(&text) {
        Ok(m) => m,
        Err(d) if parse::needs_argument_types(&d) => {
            if inputs.is_empty() {
                return Err(CliError::new(format!(
                    "{}\n{file}: the program has '?' dimensions: give one --input FILE.npy per \
                     argument of its entry function, so that its shapes are refined for them",
                    d.in_file(&file)
                )));
            }
            let types = inputs
                .iter()
                .map(|p| npy::read_npy_type(p).map_err(|e| CliError::new(e.to_string())))
                .collect::<Result<Vec<_>, _>>()?;
            parse::parse_module_for(&text, &types)
                .map_err(|d| CliError::new(d.in_file(&file).to_string()))?
        }
        Err(d) => return Err(CliError::new(d.in_file(&file).to_string())),
    };
    let module = verified(module, &file)?;
    // What the program's maker warned of (it never changes what runs).
    for w in &module.warnings {
        eprintln!("warning: {w}");
    }
    Ok(module)
}

/// `module` when the verifier accepts it; otherwise its first errors, located in `file`.
pub fn verified(module: Module, file: &str) -> Result<Module, CliError> {
    verify::verify_module(&module).map_err(|errors| {
        let mut lines: Vec<String> = errors
            .iter()
            .take(MAX_LISTED)
            .map(|d| d.clone().in_file(file).to_string())
            .collect();
        if errors.len() > MAX_LISTED {
            lines.push(format!(
                "… and {} more verifier error(s)",
                errors.len() - MAX_LISTED
            ));
        }
        CliError::new(lines.join("\n"))
    })?;
    Ok(module)
}

/// Whether `path` names an artifact (by its magic bytes, whatever its extension); a file that
/// cannot be read is not one (loading it as a program then says why).
pub fn is_artifact(path: &Path) -> bool {
    artifact::file_is_artifact(path).unwrap_or(false)
}

/// Loads an artifact and builds its executable for `backend`; errors name the file.
///
/// `cuda` loads the saved CUBIN for the GPU's architecture (no NVRTC needed) or compiles the
/// saved source; an artifact without a CUDA section is rendered for the GPU from its CPU
/// program. `cuda-sim` compiles the same CUDA C for the host. `interp` has no program text.
pub fn load_artifact(
    path: &Path,
    backend: Backend,
    codegen: Codegen,
) -> Result<Executable, CliError> {
    codegen.check(backend)?;
    let file = path.display().to_string();
    let in_file = |m: String| CliError::new(format!("{file}: {m}"));
    if backend == Backend::Interp {
        // Before reading the file: nothing in it can change the answer.
        return load_artifact_for_interp(&file);
    }

    if backend == Backend::Cuda {
        if let Err(m) = cuda::check_device() {
            return Err(CliError::new(format!(
                "backend 'cuda' cannot run on this machine: {m}; use --backend cpu or cuda-sim"
            )));
        }
    }
    let artifact = Artifact::load(path).map_err(|e| in_file(e.to_string()))?;
    let (program, saved) = artifact
        .into_programs()
        .map_err(|e| in_file(e.to_string()))?;
    let diag = |d: Diagnostic| CliError::new(d.in_file(&file).to_string());
    Ok(match backend {
        Backend::Cuda => {
            let cubins = saved.map(|s| s.cubins).unwrap_or_default();
            Executable::Cuda(cuda::compile_gpu_with(program, &cubins).map_err(diag)?)
        }
        Backend::CudaSim => Executable::Cuda(cuda::compile_sim(program).map_err(diag)?),
        Backend::Cpu if codegen == Codegen::Mlir => {
            Executable::Cpu(crate::backend::cpu_with_mlir(program).map_err(diag)?)
        }
        Backend::Cpu => Executable::Cpu(CpuExecutable::new(program).map_err(diag)?),
        Backend::Interp => return load_artifact_for_interp(&file),
        Backend::Pjrt => {
            return Err(in_file(
                "--backend pjrt needs the program's IR text (XLA compiles StableHLO); this is \
                 a compiled artifact"
                    .into(),
            ))
        }
    })
}

fn load_artifact_for_interp(file: &str) -> Result<Executable, CliError> {
    Err(CliError::new(format!(
        "{file}: --backend interp needs the program's IR text; this is a compiled artifact, \
         which runs with --backend cpu, cuda or cuda-sim"
    )))
}

/// Runs function `name` of `module` on the reference interpreter; a failed `check.*` op
/// is an error too. `file` names the program in messages.
pub fn interpret(
    module: &Module,
    file: &Path,
    name: &str,
    inputs: &[Array],
) -> Result<Vec<Array>, CliError> {
    let file = file.display().to_string();
    let module = fresnel_ir::narrow::widened(module);
    let mut interp = Interpreter::new(&module);
    let results = interp
        .call(name, inputs)
        .map_err(|d| CliError::new(d.in_file(&file).to_string()))?;
    if let Some(first) = interp.check_failures.first() {
        return Err(CliError::new(format!(
            "{file}:{first} ({} check(s) failed)",
            interp.check_failures.len()
        )));
    }
    Ok(results)
}

/// The module's text in StableHLO's pretty syntax.
pub fn print(module: &Module) -> String {
    print::print_module(module)
}
