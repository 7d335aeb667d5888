//! `fresnel run PROGRAM --input … --out DIR --backend …`

use super::args::{Backend, RunArgs};
use super::error::CliError;
use super::outputs::{out_name, write_results};
use super::{program, show};
use fresnel_ir::array::Array;
use fresnel_ir::types::TensorType;
use fresnel_runtime::npy::read_npy;
use std::io::Write;
use std::path::{Path, PathBuf};

pub fn run(args: &RunArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let results = if program::is_artifact(&args.prog.path) {
        run_artifact(args)?
    } else {
        if args.backend == Backend::Cuda {
            super::cuda::check_available()?;
        }
        let module = program::load(&args.prog.path, &args.prog.inputs)?;
        let prog = args.prog.path.display();
        let entry = module.entry().ok_or_else(|| {
            CliError::new(format!(
                "{prog}: no entry function: the module has no @main"
            ))
        })?;
        let params = entry.param_types();
        let inputs = load_inputs(&args.prog.path, &entry.name, &params, &args.prog.inputs)?;
        match args.backend.compiled(&args.pjrt, args.codegen)? {
            Some(backend) => run_compiled(&module, backend, &args.prog.path, &inputs)?,
            None => program::interpret(&module, &args.prog.path, &entry.name, &inputs)?,
        }
    };
    // Everything is computed before anything is written, and the summary is printed before
    // the files are committed: a failure anywhere leaves the folder as it was.
    write_results(&args.out, &results, |paths| {
        let stdout_err = |e: std::io::Error| CliError::new(format!("cannot write to stdout: {e}"));
        for (i, (a, path)) in results.iter().zip(paths).enumerate() {
            writeln!(
                out,
                "{}: {}  -> {}",
                out_name(i),
                show::summary(a),
                path.display()
            )
            .map_err(stdout_err)?;
        }
        out.flush().map_err(stdout_err)
    })?;
    Ok(())
}

/// Reads one `.npy` per parameter and checks its type against the parameter's.
pub(super) fn load_inputs(
    program: &Path,
    func: &str,
    params: &[TensorType],
    files: &[PathBuf],
) -> Result<Vec<Array>, CliError> {
    let prog = program.display();
    let given = files.len();
    if given < params.len() {
        let missing: Vec<String> = params[given..]
            .iter()
            .enumerate()
            .map(|(k, ty)| format!("argument {} (%arg{}: {ty})", given + k, given + k))
            .collect();
        return Err(CliError::new(format!(
            "{prog}: @{func} takes {} argument(s) but {given} --input file(s) were given; missing {}",
            params.len(),
            missing.join(", ")
        )));
    }
    if given > params.len() {
        let extra: Vec<String> = files[params.len()..]
            .iter()
            .enumerate()
            .map(|(k, p)| format!("--input {} ({})", params.len() + k, p.display()))
            .collect();
        return Err(CliError::new(format!(
            "{prog}: @{func} takes {} argument(s) but {given} --input file(s) were given; {} not bound to any argument",
            params.len(),
            extra.join(", ")
        )));
    }
    let mut inputs = Vec::with_capacity(given);
    for (i, (path, want)) in files.iter().zip(params).enumerate() {
        let a = read_npy(path)
            .map_err(|e| CliError::new(format!("argument {i} (%arg{i}: {want}): {e}")))?;
        let got = a.ty();
        if &got != want {
            return Err(CliError::new(format!(
                "argument {i} (%arg{i}) of @{func} in {prog}: expected {want}, given {got} ({} array of shape {:?}) from {}",
                got.dtype.numpy_name(),
                got.shape,
                path.display()
            )));
        }
        inputs.push(a);
    }
    Ok(inputs)
}

/// Loads an artifact and runs it once on the CPU (the backend it was compiled for).
fn run_artifact(args: &RunArgs) -> Result<Vec<Array>, CliError> {
    let exe = program::load_artifact(&args.prog.path, args.backend, args.codegen)?;
    let sig = exe.signature();
    let inputs = load_inputs(&args.prog.path, &sig.name, &sig.inputs, &args.prog.inputs)?;
    exe.run(&inputs)
        .map_err(|d| CliError::new(d.in_file(&args.prog.file()).to_string()))
}

/// Compiles the module for `backend` and runs it once; errors name the program file.
fn run_compiled(
    module: &fresnel_ir::Module,
    backend: crate::backend::Backend,
    file: &Path,
    inputs: &[Array],
) -> Result<Vec<Array>, CliError> {
    let in_file = |d: fresnel_ir::Diagnostic| {
        CliError::new(d.in_file(&file.display().to_string()).to_string())
    };
    let exe = crate::backend::compile(module, backend).map_err(in_file)?;
    exe.run(inputs).map_err(in_file)
}
