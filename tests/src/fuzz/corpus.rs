//! The programs that fuzzing starts from: every program vendored under `tests/data` (the JAX
//! reference cases, the JAX op/misc/loop cases, StableHLO's interpreter tests split into their
//! cases, the JAX-generated conformance programs) and `tests/data/fuzz/seeds.mlir`, written
//! for the fuzzer to reach ops and attributes the others do not use.

use fresnel_ir::parse::split_cases;
use std::fs;
use std::path::{Path, PathBuf};

/// One starting program.
#[derive(Clone, Debug)]
pub struct Seed {
    /// `refs/mlp_f32/fwd.mlir`, `interpret/pad.mlir:12`: where it comes from.
    pub name: String,
    pub text: String,
}

fn sorted_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    v.sort();
    v
}

fn sorted_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The cases of a file split on `// -----`, comment-only pieces dropped.
fn cases(name: &str, text: &str) -> Vec<Seed> {
    split_cases(text)
        .into_iter()
        .filter(|(_, case)| {
            case.lines()
                .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
        })
        .map(|(line, case)| Seed {
            name: format!("{name}:{line}"),
            text: case.to_string(),
        })
        .collect()
}

/// Every starting program, in a fixed order. Conformance programs over 32 KiB (large embedded
/// constants, nothing structurally new) are left out: mutating them is slow.
pub fn seeds() -> Vec<Seed> {
    let data = crate::data_dir();
    let mut out = Vec::new();
    for suite in ["refs", "jax_ops", "jax_misc", "jax_loops"] {
        for dir in sorted_dirs(&data.join(suite)) {
            for file in ["fwd.mlir", "value_and_grad.mlir"] {
                let path = dir.join(file);
                if path.exists() {
                    let case = dir.file_name().unwrap_or_default().to_string_lossy();
                    out.push(Seed {
                        name: format!("{suite}/{case}/{file}"),
                        text: read(&path),
                    });
                }
            }
        }
    }
    let conformance = data.join("conformance/stablehlo");
    for path in sorted_files(&conformance.join("interpret"), "mlir") {
        let file = path.file_name().unwrap_or_default().to_string_lossy();
        out.extend(cases(&format!("interpret/{file}"), &read(&path)));
    }
    for path in sorted_files(&conformance.join("testdata"), "mlir") {
        if fs::metadata(&path).map_or(true, |m| m.len() > 32 * 1024) {
            continue;
        }
        let file = path.file_name().unwrap_or_default().to_string_lossy();
        out.push(Seed {
            name: format!("testdata/{file}"),
            text: read(&path),
        });
    }
    let own = data.join("fuzz/seeds.mlir");
    out.extend(cases("fuzz/seeds.mlir", &read(&own)));
    out
}
