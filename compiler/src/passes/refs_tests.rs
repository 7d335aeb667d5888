//! Differential test of the whole simplification pipeline on JAX's own gradient programs
//! (`tests/data/refs/*/value_and_grad.mlir`): simplified and unsimplified programs must give
//! the same outputs on the interpreter, with each case's inputs.

use super::testing::{assert_close, eval, parse};
use crate::pipeline::{run_counting_rounds, MAX_ROUNDS, SIMPLIFY};
use fresnel_ir::{Array, Module};
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

fn refs_dir() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/refs")).to_path_buf()
}

/// `in0.npy`, `in1.npy`, … of a case, in order.
fn inputs(case: &Path) -> Vec<Array> {
    (0..)
        .map(|k| case.join(format!("in{k}.npy")))
        .take_while(|p| p.exists())
        .map(|p| read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

fn op_count(m: &Module) -> usize {
    m.funcs.iter().map(|f| f.walk().len()).sum()
}

#[test]
fn simplifying_jax_gradients_keeps_their_values() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(refs_dir())
        .expect("tests/data/refs is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.join("value_and_grad.mlir").exists())
        .collect();
    cases.sort();
    assert!(
        cases.len() >= 10,
        "expected the reference cases, found {}",
        cases.len()
    );
    let mut report = Vec::new();
    for case in &cases {
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let text = std::fs::read_to_string(case.join("value_and_grad.mlir")).expect("readable");
        let before = parse(&text);
        let mut after = before.clone();
        let rounds = run_counting_rounds(&mut after, SIMPLIFY, &mut |_, _| {})
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            rounds < MAX_ROUNDS,
            "{name}: no fixed point in {MAX_ROUNDS} rounds"
        );
        let args = inputs(case);
        let (want, got) = (eval(&before, &args), eval(&after, &args));
        assert_close(&got, &want, 1e-6);
        let (n0, n1) = (op_count(&before), op_count(&after));
        assert!(
            n1 <= n0,
            "{name}: simplification grew the program ({n0} → {n1} ops)"
        );
        report.push(format!(
            "{name:<24} {n0:>4} → {n1:>4} ops in {rounds} rounds"
        ));
    }
    println!("{}", report.join("\n"));
}
