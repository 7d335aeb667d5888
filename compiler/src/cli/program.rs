//! Loading a program (read, parse, verify) and executing it: the CLI's only contact with
//! the parser, verifier and interpreter.

use super::error::CliError;
use fresnel_ir::array::Array;
use fresnel_ir::func::Module;
use fresnel_ir::{parse, print, verify};
use fresnel_runtime::interp::Interpreter;
use std::path::Path;

/// How many verifier errors a message lists before summarising the rest.
const MAX_LISTED: usize = 5;

/// Reads, parses and verifies an IR text file; errors carry `file:line:col`.
pub fn load(path: &Path) -> Result<Module, CliError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::new(format!("{file}: cannot read program: {e}")))?;
    let module =
        parse::parse_module(&text).map_err(|d| CliError::new(d.in_file(&file).to_string()))?;
    verify::verify_module(&module).map_err(|errors| {
        let mut lines: Vec<String> = errors
            .iter()
            .take(MAX_LISTED)
            .map(|d| d.clone().in_file(&file).to_string())
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

/// Runs function `name` of `module` on the reference interpreter; a failed `check.*` op
/// is an error too. `file` names the program in messages.
pub fn interpret(
    module: &Module,
    file: &Path,
    name: &str,
    inputs: &[Array],
) -> Result<Vec<Array>, CliError> {
    let file = file.display().to_string();
    let mut interp = Interpreter::new(module);
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
