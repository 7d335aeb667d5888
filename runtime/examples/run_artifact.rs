//! Runs a saved executable with the runtime crate alone (no compiler linked in):
//!
//! ```sh
//! fresnel compile prog.mlir --grad-wrt 0 -o prog.fresnel
//! cargo run -p fresnel-runtime --example run_artifact -- prog.fresnel in0.npy in1.npy …
//! ```
//!
//! Prints each result's type and writes it to `outK.npy` in the current folder.

use fresnel_runtime::artifact::Artifact;
use fresnel_runtime::npy::{read_npy, write_npy};
use std::process::ExitCode;

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or("usage: run_artifact ARTIFACT [INPUT.npy]...")?;
    let artifact = Artifact::load(path.as_ref()).map_err(|e| format!("{path}: {e}"))?;
    println!("{path}: written by {}", artifact.producer);
    let exe = artifact
        .cpu_executable()
        .map_err(|e| format!("{path}: {e}"))?;
    let inputs = args
        .map(|p| read_npy(&p).map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let results = exe.run(&inputs).map_err(|d| format!("{path}: {d}"))?;
    for (k, a) in results.iter().enumerate() {
        let out = format!("out{k}.npy");
        write_npy(&out, a).map_err(|e| e.to_string())?;
        println!("out{k}: {} -> {out}", a.ty());
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
