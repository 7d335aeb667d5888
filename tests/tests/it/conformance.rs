//! Conformance runner over the suites in `tests/data/conformance` (see its README):
//! StableHLO's own interpreter tests (`interpret/*.mlir`, many cases per file split on
//! `// -----`) and the JAX-generated programs (`testdata/*.mlir`). Prints passed / failed /
//! skipped per file and in total, and how many passing cases relied on `expect_close`'s
//! relative tolerance. Cases using types outside Fresnel's scope (the parser says
//! "unsupported type …") are skipped and counted; everything else must pass.

use fresnel_ir::func::Module;
use fresnel_runtime::interp::Interpreter;
use fresnel_tests::conformance::mlir_files;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// In-scope cases that fail today, by id, with the reason. A case listed here that passes is
/// an error too, so the list cannot go stale.
const KNOWN_FAILURES: &[(&str, &str)] = &[];

enum Outcome {
    /// Passed; `close` is how many `expect_close` checks it evaluated.
    Pass {
        close: usize,
    },
    Fail(String),
    Skip(String),
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
    /// Passing cases that evaluated at least one relative-tolerance `expect_close` check.
    via_close: usize,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.skipped += other.skipped;
        self.via_close += other.via_close;
    }
}

/// The function a case runs: `@main`, else the first public function.
fn entry_name(module: &Module) -> Option<String> {
    module
        .func("main")
        .or_else(|| module.funcs.iter().find(|f| f.public))
        .or_else(|| module.funcs.first())
        .map(|f| f.name.clone())
}

fn run_case(text: &str, first_line: usize) -> Outcome {
    let module = match fresnel_ir::parse::parse_module_at(text, first_line) {
        Ok(m) => m,
        Err(d) if d.message.starts_with("unsupported type") => return Outcome::Skip(d.to_string()),
        Err(d) => return Outcome::Fail(format!("parse: {d}")),
    };
    if let Err(ds) = fresnel_ir::verify::verify_module(&module) {
        let first: Vec<String> = ds.iter().take(3).map(|d| d.to_string()).collect();
        return Outcome::Fail(format!("verify: {}", first.join("; ")));
    }
    let Some(entry) = entry_name(&module) else {
        return Outcome::Fail("no function to run".into());
    };
    let module = fresnel_ir::narrow::widened(&module);
    let mut interp = Interpreter::new(&module);
    if let Err(d) = interp.call(&entry, &[]) {
        return Outcome::Fail(format!("run @{entry}: {d}"));
    }
    if let Some(f) = interp.check_failures.first() {
        return Outcome::Fail(format!(
            "{} check(s) failed, first: {f}",
            interp.check_failures.len()
        ));
    }
    Outcome::Pass {
        close: interp.close_checks_evaluated,
    }
}

/// Runs a case, turning a panic into a failure so one bug cannot hide the rest of the table.
fn run_guarded(text: &str, first_line: usize) -> Outcome {
    match catch_unwind(AssertUnwindSafe(|| run_case(text, first_line))) {
        Ok(o) => o,
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Outcome::Fail(format!("panicked: {msg}"))
        }
    }
}

/// One case of a suite file: its id (`suite/file.mlir:LINE`), first line and text.
struct Case {
    id: String,
    first_line: usize,
    text: String,
}

/// The cases of one file, split on `// -----` (a file without separators is one case).
/// Blank or comment-only pieces (e.g. after a trailing separator) are not cases.
fn cases_of(suite: &str, path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    fresnel_ir::parse::split_cases(&text)
        .into_iter()
        .filter(|(_, case)| {
            case.lines()
                .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
        })
        .map(|(line, case)| Case {
            id: format!("{suite}/{file}:{line}"),
            first_line: line,
            text: case.to_string(),
        })
        .collect()
}

#[test]
fn conformance_suites() {
    let mut per_file: BTreeMap<String, Tally> = BTreeMap::new();
    let mut failures: Vec<(String, String)> = Vec::new();
    let mut skips: Vec<(String, String)> = Vec::new();
    for suite in ["interpret", "testdata"] {
        for path in mlir_files(suite) {
            let key = format!(
                "{suite}/{}",
                path.file_name().unwrap_or_default().to_string_lossy()
            );
            let tally = per_file.entry(key).or_default();
            for case in cases_of(suite, &path) {
                match run_guarded(&case.text, case.first_line) {
                    Outcome::Pass { close } => {
                        tally.passed += 1;
                        tally.via_close += (close > 0) as usize;
                    }
                    Outcome::Skip(why) => {
                        tally.skipped += 1;
                        skips.push((case.id, why));
                    }
                    Outcome::Fail(why) => {
                        tally.failed += 1;
                        failures.push((case.id, why));
                    }
                }
            }
        }
    }
    let mut total = Tally::default();
    println!(
        "{:<58} {:>6} {:>6} {:>7} {:>6}",
        "file", "passed", "failed", "skipped", "close"
    );
    for (file, t) in &per_file {
        println!(
            "{file:<58} {:>6} {:>6} {:>7} {:>6}",
            t.passed, t.failed, t.skipped, t.via_close
        );
        total.add(t);
    }
    println!(
        "{:<58} {:>6} {:>6} {:>7} {:>6}",
        "total", total.passed, total.failed, total.skipped, total.via_close
    );
    println!(
        "{} passing case(s) relied on expect_close's relative tolerance (1e-5 f32, 1e-12 f64) rather than ULPs",
        total.via_close
    );
    for (id, why) in &failures {
        println!("FAIL {id}: {why}");
    }
    for (id, why) in &skips {
        println!("SKIP {id}: {why}");
    }
    assert_eq!(skips.len(), total.skipped);
    let known: BTreeMap<&str, &str> = KNOWN_FAILURES.iter().copied().collect();
    let unexpected: Vec<String> = failures
        .iter()
        .filter(|(id, _)| !known.contains_key(id.as_str()))
        .map(|(id, why)| format!("{id}: {why}"))
        .collect();
    let now_passing: Vec<&str> = known
        .keys()
        .copied()
        .filter(|k| !failures.iter().any(|(id, _)| id == k))
        .collect();
    assert!(
        unexpected.is_empty(),
        "{} in-scope conformance case(s) fail:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
    assert!(
        now_passing.is_empty(),
        "listed as known failures but passing now (remove them from KNOWN_FAILURES): {now_passing:?}"
    );
    assert!(total.passed > 0, "no case ran");
}
