//! `--backend pjrt` runs in a child process: XLA stops the process (`abort`) when one of its
//! internal checks fails, and a plugin is foreign code; the `fresnel` the user started only
//! waits, so such a failure becomes an ordinary error (exit status 2) instead of a crash.

use super::args::Backend;
use super::{Cli, Command};
use std::ffi::OsString;
use std::process::ExitCode;

/// Set in the child's environment: the child does the work itself.
const CHILD_VAR: &str = "FRESNEL_PJRT_CHILD";

/// XLA's CPU plugin can deadlock when several of its devices run at once and each splits its
/// work over the shared intra-op thread pool (seen: 8 of 42 two-device runs of the medium
/// angular-spectrum program hung on a 2-core machine, none of 52 with this flag). The devices
/// already give the parallelism, so the child turns that splitting off; a user's own
/// `XLA_FLAGS` setting of it wins.
const MULTI_DEVICE_FLAG: &str = "--xla_cpu_multi_thread_eigen=false";

/// When this command line runs the PJRT backend here and should be handed to a child: on how
/// many devices.
pub fn wants_child(cli: &Cli) -> Option<usize> {
    let devices = match &cli.command {
        Command::Run(a) if a.backend == Backend::Pjrt => a.pjrt.devices,
        Command::Bench(a) if a.backend == Backend::Pjrt => a.pjrt.devices,
        _ => return None,
    };
    std::env::var_os(CHILD_VAR).is_none().then_some(devices)
}

/// The child's `XLA_FLAGS` for a run on `devices` devices, from the parent's (`None`: as is).
fn xla_flags(devices: usize, current: Option<OsString>) -> Option<OsString> {
    let current = current.unwrap_or_default();
    if devices <= 1
        || current
            .to_string_lossy()
            .contains("xla_cpu_multi_thread_eigen")
    {
        return None;
    }
    let mut flags = current;
    if !flags.is_empty() {
        flags.push(" ");
    }
    flags.push(MULTI_DEVICE_FLAG);
    Some(flags)
}

/// Runs this executable again on `args` (program name first) with stdin, stdout and stderr
/// shared, and exits as it did; a child killed by a signal is reported as an error.
pub fn run_in_child(args: &[OsString], devices: usize) -> Result<ExitCode, String> {
    let exe = std::env::current_exe().map_err(|e| {
        format!("cannot find the fresnel executable to run the PJRT backend in: {e}")
    })?;
    let mut child = std::process::Command::new(&exe);
    child.args(args.iter().skip(1)).env(CHILD_VAR, "1");
    if let Some(flags) = xla_flags(devices, std::env::var_os("XLA_FLAGS")) {
        child.env("XLA_FLAGS", flags);
    }
    let status = child
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_devices_turn_off_the_shared_pool_splitting_unless_the_user_chose() {
        assert_eq!(xla_flags(1, None), None);
        assert_eq!(xla_flags(4, None), Some(MULTI_DEVICE_FLAG.into()));
        assert_eq!(
            xla_flags(2, Some("--xla_dump_to=/tmp/x".into())),
            Some(format!("--xla_dump_to=/tmp/x {MULTI_DEVICE_FLAG}").into())
        );
        assert_eq!(
            xla_flags(2, Some("--xla_cpu_multi_thread_eigen=true".into())),
            None
        );
    }
}
