//! Artifacts written by `fresnel compile` (vendored in `tests/data/artifacts`, made by its
//! `gen.sh`) load and run with this crate alone — no compiler — and give JAX's value and
//! gradients for their reference cases. The files also pin the format: if a change makes them
//! unreadable, the format or section version must be bumped and the files regenerated.

use fresnel_ir::Array;
use fresnel_runtime::artifact::{file_is_artifact, Artifact};
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data");

/// max|got − want| / max|want|.
fn rel_err(got: &Array, want: &Array) -> f64 {
    assert_eq!(got.ty(), want.ty());
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let diff = g
        .iter()
        .zip(&w)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = w.iter().map(|b| b.norm()).fold(0.0, f64::max);
    if scale > 0.0 {
        diff / scale
    } else {
        diff
    }
}

fn npys(dir: &Path, prefix: &str) -> Vec<Array> {
    (0..)
        .map(|i| dir.join(format!("{prefix}{i}.npy")))
        .take_while(|p| p.exists())
        .map(|p| read_npy(&p).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn check(artifact: &str, case: &str) {
    let path = PathBuf::from(DATA).join("artifacts").join(artifact);
    assert!(file_is_artifact(&path).expect("readable"), "{artifact}");
    let loaded = Artifact::load(&path).unwrap_or_else(|e| {
        panic!(
            "{artifact} no longer loads ({e}): bump the artifact format or section version \
             and regenerate the files with tests/data/artifacts/gen.sh"
        )
    });
    assert!(loaded.producer.starts_with("fresnel-runtime "));
    let exe = loaded.cpu_executable().expect("plans");
    let dir = PathBuf::from(DATA).join("refs").join(case);
    let out = exe.run(&npys(&dir, "in")).expect("runs");
    let value = read_npy(dir.join("value.npy")).expect("value");
    let grads = npys(&dir, "grad");
    assert_eq!(out.len(), 1 + grads.len());
    for (k, want) in std::iter::once(&value).chain(&grads).enumerate() {
        let err = rel_err(&out[k], want);
        assert!(err < 2e-4, "{artifact}: result {k} off by {err:e}");
    }
}

#[test]
fn saved_gradient_programs_run_without_the_compiler() {
    check("asm_loss_c64_grad.fresnel", "asm_loss_c64");
    check("mlp_f32_grad.fresnel", "mlp_f32");
}
