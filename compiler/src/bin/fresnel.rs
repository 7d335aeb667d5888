//! The `fresnel` executable; everything lives in [`fresnel::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    fresnel::cli::main()
}
