//! Parses every file of the shared ground truth: the JAX reference programs and StableHLO's
//! conformance suites. Cases using types outside the IR must fail with `unsupported type`;
//! every other case must parse.

use super::{parse_module, parse_module_at, split_cases};
use crate::array::Array;
use crate::func::Module;
use crate::op::{Check, Op};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data");

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

/// Whether `text` mentions a type the IR does not have, found by scanning the text itself
/// (independently of the parser): element types inside `tensor<...>`, and `!` types.
fn mentions_unsupported_type(text: &str) -> bool {
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    if code.contains("!stablehlo.token") || code.contains("!quant") || code.contains("tuple<") {
        return true;
    }
    code.match_indices("tensor<").any(|(i, _)| {
        let body = &code[i + "tensor<".len()..];
        let mut depth = 1;
        let end = body
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '<' => 1,
                    '>' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map_or(body.len(), |(j, _)| j);
        let elem = body[..end].rsplit('x').next().unwrap_or("");
        let elem = if body[..end].contains("complex<") {
            &body[body.find("complex<").unwrap_or(0)..end]
        } else {
            elem
        };
        body[..end].contains('?')
            || ![
                "i1",
                "i8",
                "i16",
                "i32",
                "i64",
                "ui8",
                "ui16",
                "ui32",
                "ui64",
                "f16",
                "bf16",
                "f32",
                "f64",
                "complex<f32>",
                "complex<f64>",
                "i2",
                "i4",
                "ui2",
                "ui4",
                "f8E4M3FN",
                "f8E5M2",
                "f8E4M3",
                "f8E3M4",
                "f8E4M3FNUZ",
                "f8E5M2FNUZ",
                "f8E4M3B11FNUZ",
                "f8E8M0FNU",
                "f6E2M3FN",
                "f6E3M2FN",
                "f4E2M1FN",
            ]
            .contains(&elem)
    })
}

/// Outcome of one case: "ok", "skipped: unsupported type", or "failed: <message>".
fn classify(result: &Result<Module, crate::Diagnostic>) -> String {
    match result {
        Ok(_) => "ok".to_string(),
        Err(d) if d.message.starts_with("unsupported type") => {
            "skipped: unsupported type".to_string()
        }
        Err(d) => format!("failed: {d}"),
    }
}

#[test]
fn every_reference_program_parses() {
    let refs = Path::new(DATA).join("refs");
    let mut n = 0;
    for entry in fs::read_dir(&refs).expect("tests/data/refs exists") {
        let dir = entry.expect("directory entry").path();
        if !dir.join("fwd.mlir").exists() {
            continue;
        }
        let inputs = (0..)
            .take_while(|i| dir.join(format!("in{i}.npy")).exists())
            .count();
        let grads = (0..inputs)
            .filter(|i| dir.join(format!("grad{i}.npy")).exists())
            .count();
        for (file, results) in [("fwd.mlir", 1), ("value_and_grad.mlir", 1 + grads)] {
            let path = dir.join(file);
            let text = fs::read_to_string(&path).expect("readable");
            let m = parse_module(&text).unwrap_or_else(|d| panic!("{}:{d}", path.display()));
            let main = m
                .func("main")
                .unwrap_or_else(|| panic!("{}: no @main", path.display()));
            assert_eq!(
                main.params().len(),
                inputs,
                "{}: parameters vs in*.npy",
                path.display()
            );
            assert_eq!(
                main.result_types.len(),
                results,
                "{}: results",
                path.display()
            );
            assert_eq!(
                main.returns().len(),
                results,
                "{}: returned values",
                path.display()
            );
            assert!(
                m.name.as_deref().is_some_and(|s| s.starts_with("jit_")),
                "{}: module name",
                path.display()
            );
            n += 1;
        }
    }
    println!("parsed {n} reference programs");
    assert!(n >= 30, "expected the shared reference programs, found {n}");
}

#[test]
fn conformance_interpret_cases_parse_or_are_out_of_scope() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut total = 0;
    for path in mlir_files(&Path::new(DATA).join("conformance/stablehlo/interpret")) {
        let text = fs::read_to_string(&path).expect("readable");
        for (line, case) in split_cases(&text) {
            let result = parse_module_at(case, line);
            let outcome = classify(&result);
            let out_of_scope = mentions_unsupported_type(case);
            assert_eq!(
                outcome != "ok",
                out_of_scope,
                "{}:{line}: outcome {outcome:?} but out of scope = {out_of_scope}",
                path.display()
            );
            assert!(
                !outcome.starts_with("failed"),
                "{}: {outcome}",
                path.display()
            );
            if let Ok(m) = &result {
                assert!(
                    m.entry().is_some(),
                    "{}:{line}: no entry function",
                    path.display()
                );
            }
            *counts.entry(outcome).or_default() += 1;
            total += 1;
        }
    }
    println!("interpret cases: {total} total, {counts:?}");
    assert_eq!(
        total, 303,
        "the conformance README lists 303 interpreter cases"
    );
    assert_eq!(
        counts.get("ok"),
        Some(&303),
        "the README counts all 303 cases within the IR's types"
    );
}

#[test]
fn conformance_testdata_files_parse() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let files = mlir_files(&Path::new(DATA).join("conformance/stablehlo/testdata"));
    for path in &files {
        let text = fs::read_to_string(path).expect("readable");
        let result = parse_module(&text);
        let outcome = classify(&result);
        assert_eq!(
            outcome != "ok",
            mentions_unsupported_type(&text),
            "{}: {outcome}",
            path.display()
        );
        assert!(
            !outcome.starts_with("failed"),
            "{}: {outcome}",
            path.display()
        );
        *counts.entry(outcome).or_default() += 1;
    }
    println!("testdata files: {} total, {counts:?}", files.len());
    assert_eq!(files.len(), 383);
}

/// Every op, terminator and function carries the line:col where its text starts.
#[test]
fn locations_point_at_the_statements() {
    let path = Path::new(DATA).join("conformance/stablehlo/interpret/while.mlir");
    let text = fs::read_to_string(&path).expect("readable");
    let lines: Vec<&str> = text.lines().collect();
    let at = |loc: crate::Loc| -> String {
        lines[loc.line as usize - 1]
            .chars()
            .skip(loc.col as usize - 1)
            .collect()
    };
    let m = parse_module(&text).expect("while.mlir parses");
    let f = m.entry().expect("entry");
    assert!(at(f.loc.expect("function loc")).starts_with("func.func @while"));
    let mut seen = 0;
    for op in &f.ops {
        let s = at(op.loc.expect("op loc"));
        assert!(
            s.starts_with('%') || s.starts_with("check."),
            "op located at {s:?}"
        );
        seen += 1;
    }
    assert_eq!(seen, f.ops.len());
    for b in &f.blocks {
        let s = at(b.ret_loc.expect("terminator loc"));
        assert!(
            s.starts_with("stablehlo.return") || s.starts_with("func.return"),
            "terminator at {s:?}"
        );
    }
}
/// Every parsed program prints (`crate::print`) to text that parses back to the same ops.
#[test]
fn parsed_corpus_round_trips_through_the_printer() {
    let mut files = Vec::new();
    for entry in fs::read_dir(Path::new(DATA).join("refs")).expect("tests/data/refs exists") {
        let dir = entry.expect("directory entry").path();
        files.extend(
            ["fwd.mlir", "value_and_grad.mlir"]
                .map(|f| dir.join(f))
                .into_iter()
                .filter(|p| p.exists()),
        );
    }
    files.extend(mlir_files(
        &Path::new(DATA).join("conformance/stablehlo/interpret"),
    ));
    files.extend(mlir_files(
        &Path::new(DATA).join("conformance/stablehlo/testdata"),
    ));
    // A dense literal whose elements are all equal prints as a splat and reads back compact.
    let dense = |op: &Op| {
        let expand = |a: &mut Array| {
            *a = a
                .materialize()
                .expect("corpus literals are small")
                .into_owned()
        };
        let mut op = op.clone();
        match &mut op {
            Op::Constant(a) => expand(a),
            Op::Check(Check::EqConst(a) | Check::AlmostEqConst { expected: a, .. }) => expand(a),
            _ => {}
        }
        op
    };
    // Debug strings compare NaN constants (which `==` never equates) by their spelling.
    let ops = |m: &Module| -> Vec<String> {
        m.funcs
            .iter()
            .flat_map(|f| {
                f.ops
                    .iter()
                    .map(|o| format!("{:?} {:?}", dense(&o.op), o.operands))
            })
            .collect()
    };
    let mut n = 0;
    for path in files {
        let text = fs::read_to_string(&path).expect("readable");
        for (line, case) in split_cases(&text) {
            let Ok(m) = parse_module_at(case, line) else {
                continue;
            };
            let printed = crate::print::print_module(&m);
            let again = parse_module(&printed)
                .unwrap_or_else(|d| panic!("{}:{line}: reparse: {d}\n{printed}", path.display()));
            assert_eq!(ops(&again), ops(&m), "{}:{line}", path.display());
            let sigs = |m: &Module| -> Vec<_> {
                m.funcs
                    .iter()
                    .map(|f| (f.name.clone(), f.param_types(), f.result_types.clone()))
                    .collect()
            };
            assert_eq!(sigs(&again), sigs(&m), "{}:{line}", path.display());
            n += 1;
        }
    }
    println!("{n} programs round-trip");
}
