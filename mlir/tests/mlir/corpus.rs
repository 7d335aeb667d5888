//! The test corpus (`tests/data`) as modules, and what the tests derive from them.

use fresnel::ad::value_and_grad;
use fresnel::pipeline::run_compile;
use fresnel_ir::func::Module;
use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// Every module of the corpus that Fresnel parses and verifies, named `file:line`.
pub fn corpus() -> (Vec<(String, Module)>, usize) {
    let root = fresnel_tests::data_dir();
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    let mut modules = Vec::new();
    let mut unreadable = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        for (line, src) in fresnel_ir::parse::split_cases(&text) {
            // Error cases and dynamically shaped programs (which need their inputs) are
            // not for this test; they are counted.
            match fresnel_ir::parse::parse_module_at(src, line) {
                Ok(m) if fresnel_ir::verify::verify_module(&m).is_ok() => {
                    modules.push((format!("{name}:{line}"), m))
                }
                _ => unreadable += 1,
            }
        }
    }
    (modules, unreadable)
}

/// The gradient of `@main` with respect to every float or complex argument, when `@main`
/// returns one real scalar.
pub fn gradient(m: &Module) -> Option<Module> {
    let main = m.func("main")?;
    let wrt: Vec<usize> = main
        .param_types()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.dtype.is_float() || t.dtype.is_complex())
        .map(|(i, _)| i)
        .collect();
    if wrt.is_empty() {
        return None;
    }
    value_and_grad(m, &wrt).ok()
}

pub fn compiled(m: &Module) -> Option<Module> {
    let mut c = m.clone();
    run_compile(&mut c, &mut |_, _| {}).ok()?;
    Some(c)
}
