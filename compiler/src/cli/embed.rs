//! The compiler for other languages' bindings (the C ABI's `compiler` feature, the Python
//! package): program text in, an executable or IR text out, and every failure as the text the
//! CLI would print, naming the program by the name the caller gives it.

use super::error::CliError;
use super::{program, transform};
use crate::ad::AdOptions;
use crate::backend::{self, Executable};
use crate::pipeline::compile_pass_names;
use fresnel_ir::{parse, Module};
use fresnel_runtime::artifact::{self, Artifact, Loaded};
use fresnel_runtime::cuda;

/// The backends a binding names, as the CLI spells them.
pub const BACKENDS: &[&str] = &["cpu", "cpu-mlir", "interp", "cuda", "cuda-sim", "pjrt"];

/// The backend called `name` (`cpu`, `cpu-mlir`: the CLI's `--codegen mlir`, `interp`,
/// `cuda`, `cuda-sim`, `pjrt`).
pub fn backend(name: &str) -> Result<backend::Backend, CliError> {
    Ok(match name {
        "cpu" => backend::Backend::Cpu,
        "cpu-mlir" => backend::Backend::CpuMlir,
        "interp" => backend::Backend::Interp,
        "cuda" => {
            cuda::check_device().map_err(|m| {
                CliError::new(format!(
                    "backend 'cuda' cannot run on this machine: {m}; use \"cpu\" or \"cuda-sim\""
                ))
            })?;
            backend::Backend::Cuda
        }
        "cuda-sim" => backend::Backend::CudaSim,
        "pjrt" => backend::Backend::Pjrt(Default::default()),
        other => {
            return Err(CliError::new(format!(
                "unknown backend {other:?}: expected one of {}",
                BACKENDS.join(", ")
            )))
        }
    })
}

/// Parses and verifies IR text (ours or JAX's StableHLO); `name` stands for the file in
/// messages (`name:line:col`).
pub fn parse_text(text: &str, name: &str) -> Result<Module, CliError> {
    let module = parse::parse_module(text).map_err(|d| {
        let hint = if parse::needs_argument_types(&d) {
            format!("\n{name}: the program has '?' dimensions; export it with static shapes")
        } else {
            String::new()
        };
        CliError::new(format!("{}{hint}", d.in_file(name)))
    })?;
    program::verified(module, name)
}

/// The program after differentiation with respect to `grad_wrt` (when not empty: `@main`
/// then returns the value and one gradient per index) and simplification, as `fresnel grad`
/// writes it.
pub fn transformed(module: &Module, name: &str, grad_wrt: &[usize]) -> Result<Module, CliError> {
    transform::transform(
        module,
        name,
        grad_wrt,
        &AdOptions::default(),
        &mut |_, _| {},
    )
}

/// Compiles IR text for `backend` (a name of [`BACKENDS`]), differentiated first when
/// `grad_wrt` is not empty: what `fresnel compile --grad-wrt` and `fresnel run` do.
pub fn compile_text(
    text: &str,
    name: &str,
    grad_wrt: &[usize],
    backend_name: &str,
) -> Result<Executable, CliError> {
    let target = backend(backend_name)?;
    let module = parse_text(text, name)?;
    let module = transformed(&module, name, grad_wrt)?;
    backend::compile(&module, target).map_err(|d| CliError::new(d.in_file(name).to_string()))
}

/// The IR text of the program after pass `after` (`None`: the final simplified program), as
/// `fresnel dump --print-after` prints it; `ad` names differentiation itself.
pub fn ir_text(
    text: &str,
    name: &str,
    grad_wrt: &[usize],
    after: Option<&str>,
) -> Result<String, CliError> {
    let module = parse_text(text, name)?;
    let Some(pass) = after else {
        let m = transformed(&module, name, grad_wrt)?;
        return Ok(program::print(&m));
    };
    let known = transform::pass_names(!grad_wrt.is_empty());
    if !known.contains(&pass) {
        return Err(CliError::new(format!(
            "unknown pass {pass:?}: the passes are {}",
            known.join(", ")
        )));
    }
    let mut last: Option<String> = None;
    let fuse = transform::is_compile_only(pass);
    transform::transform_with(
        &module,
        name,
        grad_wrt,
        &AdOptions::default(),
        fuse,
        &mut |p, m| {
            if p == pass {
                last = Some(program::print(m));
            }
        },
    )?;
    last.ok_or_else(|| {
        CliError::new(format!(
            "{name}: the pass {pass:?} did not run on this program (passes run: {})",
            compile_pass_names().join(", ")
        ))
    })
}

/// Loads an artifact from its bytes for `backend` (`cpu`, `cuda` or `cuda-sim`); `name`
/// stands for the file in messages.
pub fn load_artifact_bytes(
    bytes: &[u8],
    name: &str,
    backend_name: &str,
) -> Result<Executable, CliError> {
    let in_file = |m: String| CliError::new(format!("{name}: {m}"));
    let artifact = Artifact::from_bytes(bytes).map_err(|e| in_file(e.to_string()))?;
    let loaded = artifact.executable_for(backend_name).map_err(in_file)?;
    Ok(match loaded {
        Loaded::Cpu(e) => Executable::Cpu(e),
        Loaded::Cuda(e) => Executable::Cuda(e),
    })
}

/// The artifact bytes of an executable (its CPU program, which every backend that loads
/// artifacts runs; a GPU renders its CUDA form when loading it). PJRT executables have no
/// program of ours to save.
pub fn artifact_bytes(exe: &Executable) -> Result<Vec<u8>, CliError> {
    let program = exe.program().ok_or_else(|| {
        CliError::new(
            "a PJRT executable cannot be saved: XLA compiles the program text when it runs; \
             compile for \"cpu\" to save an artifact",
        )
    })?;
    artifact::artifact_bytes(program, None).map_err(|e| CliError::new(e.to_string()))
}
