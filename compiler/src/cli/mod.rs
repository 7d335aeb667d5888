//! The `fresnel` command line (docs/design.md §7): argument parsing, the subcommands, and error
//! reporting (exit status 2 and a located message; never a panic).

pub mod args;
mod bench;
mod compile;
mod cuda;
mod dump;
pub mod embed;
mod error;
mod grad;
mod isolate;
mod jvp;
mod modeled;
mod outputs;
mod program;
mod run;
mod show;
mod transform;

pub use args::{Backend, Cli, Command};
pub use error::{CliError, EXIT_ERROR};

use clap::Parser;
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// The process entry: parses `std::env::args_os()`, runs, reports.
pub fn main() -> ExitCode {
    main_with(std::env::args_os())
}

/// Like [`main`] with explicit arguments (the first is the program name).
pub fn main_with<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => {
            // Usage errors exit 2 (clap's convention and ours); --help/--version exit 0.
            let _ = e.print();
            return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
        }
    };
    if isolate::wants_child(&cli) {
        return match isolate::run_in_child(&args) {
            Ok(code) => code,
            Err(e) => {
                let _ = writeln!(std::io::stderr(), "error: {e}");
                ExitCode::from(EXIT_ERROR)
            }
        };
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match execute(&cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = out.flush();
            // Not eprintln!, which panics when stderr is closed.
            let _ = writeln!(std::io::stderr(), "error: {e}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// Runs a parsed command line, writing normal output to `out`.
pub fn execute(cli: &Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match &cli.command {
        Command::Run(args) => run::run(args, out),
        Command::Grad(args) => grad::grad(args, out),
        Command::Jvp(args) => jvp::jvp(args, out),
        Command::Dump(args) => dump::dump(args, out),
        Command::Bench(args) => bench::bench(args, out),
        Command::Compile(args) => compile::compile(args, out),
    }
}
