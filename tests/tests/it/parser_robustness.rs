//! The parser on hostile input: truncated and byte-mutated versions of real IR files must
//! give an error (or, rarely, a module) — never a panic, a hang or a huge allocation.
//!
//! Inputs are every reference program and a sample of the conformance files; mutations come
//! from a fixed-seed xorshift generator, so a failure reproduces exactly.

use fresnel_ir::parse::{parse_module, parse_module_at, split_cases};
use fresnel_tests::fuzz::{panic_message, quietly, run_with_deadline, XorShift};
use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Duration;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data");

/// Bytes that mutations write: the syntax's punctuation and the characters of its tokens.
const ALPHABET: &[u8] = b"<>[](){}%#@:,=-x.0123456789eEafilnrstxF \n\"!^\\/";

/// The files to mutate: all reference programs, all interpreter tests, and every testdata
/// file under 32 KiB whose index is a multiple of 8 (the rest look alike).
fn corpus() -> Vec<(PathBuf, String)> {
    let data = Path::new(DATA);
    let mut paths = Vec::new();
    for entry in fs::read_dir(data.join("refs")).expect("tests/data/refs exists") {
        let dir = entry.expect("directory entry").path();
        paths.extend(
            ["fwd.mlir", "value_and_grad.mlir"]
                .map(|f| dir.join(f))
                .into_iter()
                .filter(|p| p.exists()),
        );
    }
    let sorted = |dir: &Path| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = fs::read_dir(dir)
            .expect("conformance directory exists")
            .map(|e| e.expect("directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        v.sort();
        v
    };
    paths.extend(sorted(&data.join("conformance/stablehlo/interpret")));
    let testdata = sorted(&data.join("conformance/stablehlo/testdata"));
    paths.extend(
        testdata
            .into_iter()
            .step_by(8)
            .filter(|p| fs::metadata(p).is_ok_and(|m| m.len() < 32 * 1024)),
    );
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).expect("readable");
            (p, text)
        })
        .collect()
}

/// One random mutation of `text`, and a description of it for failure messages.
fn mutate(text: &str, rng: &mut XorShift) -> (String, String) {
    let mut bytes = text.as_bytes().to_vec();
    let n = bytes.len();
    let at = rng.below(n);
    let desc = match rng.below(6) {
        0 => {
            bytes.truncate(at);
            format!("truncated at byte {at}")
        }
        1 => {
            let count = 1 + rng.below(4);
            for _ in 0..count {
                let i = rng.below(n);
                bytes[i] = ALPHABET[rng.below(ALPHABET.len())];
            }
            format!("{count} bytes replaced from alphabet (first draw near {at})")
        }
        2 => {
            let len = 1 + rng.below(16);
            bytes.drain(at..(at + len).min(n));
            format!("deleted {len} bytes at {at}")
        }
        3 => {
            let len = 1 + rng.below(64);
            let chunk: Vec<u8> = bytes[at..(at + len).min(n)].to_vec();
            let copies = 1 + rng.below(8);
            for _ in 0..copies {
                bytes.splice(at..at, chunk.iter().copied());
            }
            format!("duplicated {len} bytes at {at} {copies} times")
        }
        4 => {
            bytes[at] = rng.next() as u8;
            format!("byte {at} set to a random value")
        }
        _ => {
            bytes.truncate(at);
            let cut = rng.below(ALPHABET.len());
            bytes.extend_from_slice(&ALPHABET[cut..]);
            format!("truncated at {at} and garbage appended")
        }
    };
    // Mutations may split a UTF-8 sequence; the parser takes `&str`, so repair it the way a
    // lossy reader would (this also feeds it U+FFFD characters).
    (String::from_utf8_lossy(&bytes).into_owned(), desc)
}

/// Parses `text`, returning a panic message if the parser panicked.
fn panics(text: &str) -> Option<String> {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let _ = parse_module(text);
        for (line, case) in split_cases(text) {
            let _ = parse_module_at(case, line);
        }
    }));
    result.err().map(|e| panic_message(&*e))
}

/// A hang fails the test instead of stalling the suite.
const DEADLINE: Duration = Duration::from_secs(300);

#[test]
fn mutated_files_never_panic() {
    let failures = run_with_deadline(DEADLINE, "the parser on a mutated input", || {
        // Silence the messages of the panics we catch and report ourselves.
        let (runs, failures) = quietly(|| {
            let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
            let mut failures = Vec::new();
            let mut runs = 0;
            for (path, text) in corpus() {
                if text.is_empty() {
                    continue;
                }
                let rounds = if text.len() < 20_000 { 1_000 } else { 200 };
                for _ in 0..rounds {
                    let (variant, desc) = mutate(&text, &mut rng);
                    runs += 1;
                    if let Some(msg) = panics(&variant) {
                        failures.push(format!("{}: {desc}: panicked: {msg}", path.display()));
                    }
                }
            }
            (runs, failures)
        });
        println!("{runs} mutated inputs parsed without panicking");
        assert!(runs > 5_000, "expected thousands of variants, ran {runs}");
        failures
    });
    assert!(
        failures.is_empty(),
        "{} panics:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn every_prefix_of_a_reference_program_fails_cleanly() {
    let path = Path::new(DATA).join("refs/mlp_f32/fwd.mlir");
    let text = fs::read_to_string(&path).expect("readable");
    let failures = run_with_deadline(DEADLINE, "the parser on a mutated input", move || {
        quietly(|| {
            let mut failures = Vec::new();
            for (i, _) in text.char_indices() {
                if let Some(msg) = panics(&text[..i]) {
                    failures.push(format!("prefix of {i} bytes: {msg}"));
                }
                if i + 1 < text.len() {
                    // The prefix must not parse: every cut loses a closing brace at least.
                    if parse_module(&text[..i]).is_ok() && text[..i].contains("func.func") {
                        failures.push(format!("prefix of {i} bytes parsed as a whole module"));
                    }
                }
            }
            failures
        })
    });
    assert!(
        failures.is_empty(),
        "{}",
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn pathological_inputs_are_errors() {
    let deep = |open: &str, close: &str| {
        format!("func.func @main() {{\n  %0 = stablehlo.constant dense<{}1{}> : tensor<f32>\n  return\n}}", open.repeat(200_000), close.repeat(200_000))
    };
    let cases = [
        deep("[", "]"),
        deep("(", ")"),
        format!("func.func @main() attributes {{a = {}}} {{}}", "{".repeat(200_000)),
        format!("func.func @main(%p: tensor<i1>) {{\n{}", "\"stablehlo.if\"(%p) ({\n".repeat(50_000)),
        "func.func @main() {\n  %0 = stablehlo.constant dense<0.0> : tensor<65536x65536xf32>\n  return\n}".to_string(),
        "func.func @main() {\n  %0 = stablehlo.constant dense<0.0> : tensor<4294967296x4294967296x4294967296xf32>\n  return\n}".to_string(),
        "func.func @main() {\n  %0 = stablehlo.constant dense<\"0x00\"> : tensor<16384x16384xi1>\n  return\n}".to_string(),
        format!("func.func @main() attributes {{a = 1 : {}i32}} {{}}", "() -> ".repeat(200_000)),
        format!("func.func @main() {{\n  return\n}}\n{}", "#loc = loc(unknown)\n".repeat(50_000)),
        "\u{feff}\u{0}\u{1F600}".to_string(),
        String::new(),
    ];
    let failures: Vec<String> =
        run_with_deadline(DEADLINE, "the parser on a mutated input", move || {
            cases
                .iter()
                .enumerate()
                .filter_map(|(i, text)| panics(text).map(|m| format!("case {i}: {m}")))
                .collect()
        });
    assert!(failures.is_empty(), "{failures:?}");
}
