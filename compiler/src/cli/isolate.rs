//! `--backend pjrt` runs in a child process: XLA stops the process (`abort`) when one of its
//! internal checks fails, and a plugin is foreign code; the `fresnel` the user started only
//! waits, so such a failure becomes an ordinary error (exit status 2) instead of a crash.

use super::args::Backend;
use super::{Cli, Command};
use std::ffi::OsString;
use std::process::ExitCode;

/// Set in the child's environment: the child does the work itself.
const CHILD_VAR: &str = "FRESNEL_PJRT_CHILD";

/// Whether this command line runs the PJRT backend here and should be handed to a child.
pub fn wants_child(cli: &Cli) -> bool {
    let pjrt = match &cli.command {
        Command::Run(a) => a.backend == Backend::Pjrt,
        Command::Bench(a) => a.backend == Backend::Pjrt,
        _ => false,
    };
    pjrt && std::env::var_os(CHILD_VAR).is_none()
}

/// Runs this executable again on `args` (program name first) with stdin, stdout and stderr
/// shared, and exits as it did; a child killed by a signal is reported as an error.
pub fn run_in_child(args: &[OsString]) -> Result<ExitCode, String> {
    let exe = std::env::current_exe().map_err(|e| {
        format!("cannot find the fresnel executable to run the PJRT backend in: {e}")
    })?;
    let status = std::process::Command::new(&exe)
        .args(args.iter().skip(1))
        .env(CHILD_VAR, "1")
        .status()
        .map_err(|e| format!("cannot start {} for the PJRT backend: {e}", exe.display()))?;
    if let Some(code) = status.code() {
        return Ok(ExitCode::from(code.clamp(0, 255) as u8));
    }
    #[cfg(unix)]
    let signal = {
        use std::os::unix::process::ExitStatusExt;
        status.signal().unwrap_or(0)
    };
    #[cfg(not(unix))]
    let signal = 0;
    let why = match signal {
        6 => " (SIGABRT: an internal check of XLA or of the plugin failed)",
        11 => " (SIGSEGV)",
        _ => "",
    };
    Err(format!(
        "the PJRT plugin stopped the process running the program with signal {signal}{why}; \
         no output was written"
    ))
}
