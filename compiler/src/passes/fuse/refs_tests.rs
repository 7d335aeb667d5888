//! Fusion never changes results beyond rounding: every reference program of
//! `tests/data/refs` (JAX's forward and gradient programs as imported, the same simplified,
//! and our own AD's gradient after SIMPLIFY), fused and unfused, gives the same outputs on
//! the interpreter with the case's inputs. The fused angular-spectrum gradient is kept as a
//! snapshot, with its kernel counts.

use super::check::{big_writes, fused_same_results, kernels};
use crate::passes::testing::parse;
use crate::pipeline::{run_pipeline, SIMPLIFY};
use fresnel_ir::{Array, DType, Module};
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

fn refs_dir() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/refs")).to_path_buf()
}

fn cases() -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(refs_dir())
        .expect("tests/data/refs is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.join("fwd.mlir").exists())
        .collect();
    cases.sort();
    assert!(
        cases.len() >= 10,
        "expected the reference cases, found {}",
        cases.len()
    );
    cases
}

/// `in0.npy`, `in1.npy`, … of a case, in order.
fn inputs(case: &Path) -> Vec<Array> {
    (0..)
        .map(|k| case.join(format!("in{k}.npy")))
        .take_while(|p| p.exists())
        .map(|p| read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

/// The arguments the case differentiates: those with a `gradK.npy`.
fn wrt(case: &Path, num_args: usize) -> Vec<usize> {
    (0..num_args)
        .filter(|k| case.join(format!("grad{k}.npy")).exists())
        .collect()
}

/// 1e-12 when the case computes in double precision, 1e-5 otherwise.
fn tolerance(args: &[Array]) -> f64 {
    let double = args
        .iter()
        .any(|a| matches!(a.dtype(), DType::F64 | DType::C128));
    if double {
        1e-12
    } else {
        1e-5
    }
}

fn simplified(m: &Module) -> Module {
    let mut s = m.clone();
    run_pipeline(&mut s, SIMPLIFY, &mut |_, _| {}).unwrap_or_else(|e| panic!("{e}"));
    s
}

fn read(case: &Path, file: &str) -> Module {
    parse(&std::fs::read_to_string(case.join(file)).expect("readable"))
}

fn our_value_and_grad(case: &Path) -> Module {
    let fwd = read(case, "fwd.mlir");
    let n = fwd.entry().expect("@main").params().len();
    let g = crate::ad::value_and_grad(&fwd, &wrt(case, n)).unwrap_or_else(|e| panic!("{e}"));
    simplified(&g)
}

#[test]
fn fusing_the_reference_programs_keeps_their_values() {
    let mut report = Vec::new();
    for case in cases() {
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let args = inputs(&case);
        let tol = tolerance(&args);
        let fwd = read(&case, "fwd.mlir");
        let jax_grad = read(&case, "value_and_grad.mlir");
        let programs = [
            ("fwd", fwd.clone()),
            ("fwd simplified", simplified(&fwd)),
            ("jax grad", jax_grad.clone()),
            ("jax grad simplified", simplified(&jax_grad)),
            ("our grad", our_value_and_grad(&case)),
        ];
        for (what, m) in programs {
            let before = kernels(&m);
            let after = kernels(&fused_same_results(&m, &args, tol));
            assert!(
                after.total() <= before.total(),
                "{name} {what}: fusion added kernels ({before} → {after})"
            );
            report.push(format!(
                "{name:<24} {what:<20} {:>3} → {:>3} kernels",
                before.total(),
                after.total()
            ));
        }
    }
    println!("{}", report.join("\n"));
}

/// Elements of one 6-D field of the angular-spectrum case (1×2×2×3×16×16).
const FIELD: usize = 2 * 2 * 3 * 16 * 16;

#[test]
fn fused_angular_spectrum_gradient() {
    let case = refs_dir().join("asm_loss_c64");
    let m = our_value_and_grad(&case);
    let fused = fused_same_results(&m, &inputs(&case), 1e-5);
    let (before, after) = (kernels(&m), kernels(&fused));
    let (passes_before, writes_before) = big_writes(&m, FIELD);
    let (passes_after, writes_after) = big_writes(&fused, FIELD);
    // Fusion must at least halve the passes over the 6-D fields and the 6-D arrays written.
    assert!(
        2 * passes_after <= passes_before,
        "{passes_before} → {passes_after}\n{fused}"
    );
    assert!(
        2 * writes_after <= writes_before,
        "{writes_before} → {writes_after}\n{fused}"
    );
    insta::assert_snapshot!(format!(
        "// before: {before}; {passes_before} touch 6-D fields, writing {writes_before}\n\
         // after:  {after}; {passes_after} touch 6-D fields, writing {writes_after}\n{fused}"
    ));
}
