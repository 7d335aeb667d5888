//! `fresnel grad PROGRAM.mlir --wrt I[,J...] [-o OUT.mlir]`: differentiate, simplify, print.

use super::args::{indices, GradArgs};
use super::error::CliError;
use super::outputs::write_file;
use super::{program, transform};
use std::io::Write;

pub fn grad(args: &GradArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let wrt = indices(&args.wrt, "--wrt")?;
    let module = program::load(&args.prog.path, &args.prog.inputs)?;
    let file = args.prog.file();
    let g = transform::transform(&module, &file, &wrt, &args.ad.options(), &mut |_, _| {})?;
    let text = program::print(&g);
    match &args.output {
        None => out
            .write_all(text.as_bytes())
            .map_err(|e| CliError::new(format!("cannot write to stdout: {e}"))),
        Some(path) => {
            write_file(path, text.as_bytes())?;
            let grads: Vec<String> = wrt.iter().map(|i| format!("∂value/∂arg{i}")).collect();
            writeln!(
                out,
                "wrote {}: @main returns (value, {})",
                path.display(),
                grads.join(", ")
            )
            .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
        }
    }
}
