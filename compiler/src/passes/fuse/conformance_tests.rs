//! Robustness: StableHLO's interpreter tests and JAX's test programs
//! (`tests/data/conformance/stablehlo`) cover many op forms — checks that must keep their
//! order, regions capturing outer values, calls, odd shapes. Every case that runs unfused
//! must, after fusion, still verify, pass the structural checks of `check::fused`, and run
//! the same checks with the same failures.

use super::check::fused;
use fresnel_ir::parse::{parse_module_at, split_cases};
use fresnel_ir::verify::verify_module;
use fresnel_ir::Module;
use fresnel_runtime::interp::Interpreter;
use std::path::{Path, PathBuf};

const SUITE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/conformance/stablehlo"
);

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

fn entry_name(m: &Module) -> Option<String> {
    m.func("main")
        .or_else(|| m.funcs.iter().find(|f| f.public))
        .or_else(|| m.funcs.first())
        .map(|f| f.name.clone())
}

/// How a run went: checks evaluated and the messages of those that failed.
fn run(m: &Module, entry: &str) -> Result<(usize, Vec<String>), String> {
    let mut interp = Interpreter::new(m);
    interp.call(entry, &[]).map_err(|e| e.to_string())?;
    let failures = interp.check_failures.iter().map(|c| c.message.clone());
    Ok((interp.checks_evaluated, failures.collect()))
}

#[test]
fn fused_conformance_cases_run_the_same_checks() {
    let mut compared = 0;
    let mut with_fusion = 0;
    for suite in ["interpret", "testdata"] {
        for path in mlir_files(&Path::new(SUITE).join(suite)) {
            let text = std::fs::read_to_string(&path).expect("readable");
            for (line, case) in split_cases(&text) {
                let Ok(m) = parse_module_at(case, line) else {
                    continue; // out-of-scope types; the conformance runner reports those
                };
                let Some(entry) = entry_name(&m) else {
                    continue;
                };
                if verify_module(&m).is_err() {
                    continue;
                }
                let Ok(want) = run(&m, &entry) else {
                    continue;
                };
                let id = format!("{}:{line}", path.display());
                let out = std::panic::catch_unwind(|| fused(&m))
                    .unwrap_or_else(|_| panic!("{id}: fusion checks failed"));
                let got = run(&out, &entry).unwrap_or_else(|e| panic!("{id}: fused run: {e}"));
                assert_eq!(got, want, "{id}: checks differ after fusion\n{out}");
                compared += 1;
                with_fusion += usize::from(out.to_string().contains("fresnel.fusion"));
            }
        }
    }
    println!("{compared} conformance cases compared, {with_fusion} of them fused");
    assert!(
        compared >= 500 && with_fusion >= 200,
        "{compared} / {with_fusion}"
    );
}
