//! `fresnel jvp PROGRAM.mlir --wrt I[,J...] [-o OUT.mlir]`: forward mode, simplified, printed.

use super::args::{indices, JvpArgs};
use super::error::CliError;
use super::outputs::write_file;
use super::{program, transform};
use std::io::Write;

pub fn jvp(args: &JvpArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let wrt = indices(&args.wrt, "--wrt")?;
    let module = program::load(&args.prog.path, &args.prog.inputs)?;
    let file = args.prog.file();
    let j = transform::jvp(&module, &file, &wrt)?;
    let text = program::print(&j);
    let stdout_error = |e: std::io::Error| CliError::new(format!("cannot write to stdout: {e}"));
    match &args.output {
        None => out.write_all(text.as_bytes()).map_err(stdout_error),
        Some(path) => {
            write_file(path, text.as_bytes())?;
            let tangents: Vec<String> = wrt.iter().map(|i| format!("ṫ{i}")).collect();
            writeln!(
                out,
                "wrote {}: @main takes (arguments…, {}) and returns (results…, one tangent per \
                 result)",
                path.display(),
                tangents.join(", ")
            )
            .map_err(stdout_error)
        }
    }
}
