//! `fresnel dump PROGRAM`: parse, verify, print.

use super::args::DumpArgs;
use super::error::CliError;
use super::program;
use std::io::Write;

pub fn dump(args: &DumpArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if !args.grad_wrt.is_empty() {
        return Err(not_yet("--grad-wrt", "automatic differentiation"));
    }
    if args.print_after_all {
        return Err(not_yet("--print-after-all", "the pass pipeline"));
    }
    if let Some(pass) = &args.print_after {
        return Err(not_yet(
            &format!("--print-after {pass}"),
            "the pass pipeline",
        ));
    }
    let module = program::load(&args.program)?;
    let text = program::print(&module);
    out.write_all(text.as_bytes())
        .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}

fn not_yet(flag: &str, feature: &str) -> CliError {
    CliError::new(format!(
        "dump {flag} is not available yet: it needs {feature}, which this build of fresnel does not have"
    ))
}
