//! Filetests: each `tests/filetests/**/*.mlir` is a program with a header of `//` directives
//! saying what to run on it and what must come out — cranelift's and LLVM's way of testing
//! passes, with the program readable as it is rather than inside a Rust string.
//!
//! ```text
//! // RUN: simplify dce          the passes to run, in order, to a fixed point (by their
//! //                            pipeline names; `compile` runs the whole compile pipeline)
//! // GRAD: 0, 1                 differentiate @main first (value_and_grad w.r.t. these)
//! // OPS: constant subtract     @main must be left with exactly these ops, in order
//! //                            (`OPS:` alone: no ops)
//! // CHECK: stablehlo.divide    these texts appear in the printed result, in this order …
//! // CHECK-NOT: multiply        … and this one not between the CHECKs around it
//! // TOL: 1e-6                  the interpreter-equivalence tolerance (default 1e-6)
//! // BACKENDS: cpu              also compile the result and compare it with the interpreter
//! ```
//!
//! Every rewrite is checked on the interpreter: the program after the passes must compute
//! what it computed before (after `GRAD`), on deterministic pseudo-random inputs; and the
//! result must print back to itself. A failure names the file and what differs.

use super::testing::{assert_close, eval, op_names, parse, sample_inputs};
use crate::pipeline::{find_pass, Pass, FUSE, SIMPLIFY, WIDEN};
use fresnel_ir::Module;
use std::path::{Path, PathBuf};

/// What a file's header asks for.
#[derive(Debug, Default)]
struct Directives {
    run: Vec<String>,
    grad: Option<Vec<usize>>,
    ops: Option<Vec<String>>,
    checks: Vec<(bool, String)>,
    tol: Option<f64>,
    backends: Vec<String>,
}

fn directives(path: &Path, text: &str) -> Directives {
    let mut d = Directives::default();
    let at = |line: usize| format!("{}:{}", path.display(), line + 1);
    for (i, line) in text.lines().enumerate() {
        let Some(comment) = line.trim_start().strip_prefix("//") else {
            if line.trim().is_empty() {
                continue;
            }
            break;
        };
        let comment = comment.trim();
        // Prose may contain colons too: a directive's key is upper case (`CHECK-NOT`).
        let Some((key, value)) = comment.split_once(':').filter(|(k, _)| {
            !k.is_empty() && k.chars().all(|c| c.is_ascii_uppercase() || c == '-')
        }) else {
            continue;
        };
        let words = || {
            value
                .split([' ', ','])
                .filter(|w| !w.is_empty())
                .map(String::from)
        };
        match key.trim() {
            "RUN" => d.run = words().collect(),
            "GRAD" => {
                let wrt = words()
                    .map(|w| {
                        w.parse()
                            .unwrap_or_else(|_| panic!("{}: GRAD: {w}?", at(i)))
                    })
                    .collect();
                d.grad = Some(wrt);
            }
            "OPS" => d.ops = Some(words().collect()),
            "CHECK" => d.checks.push((true, value.trim().to_string())),
            "CHECK-NOT" => d.checks.push((false, value.trim().to_string())),
            "TOL" => {
                let tol = value.trim().parse();
                d.tol = Some(tol.unwrap_or_else(|_| panic!("{}: TOL: {value}?", at(i))));
            }
            "BACKENDS" => d.backends = words().collect(),
            other => panic!("{}: unknown directive {other}", at(i)),
        }
    }
    d
}

/// The pass named `name` in any pipeline.
fn pass(name: &str) -> Option<Pass> {
    [SIMPLIFY, FUSE, WIDEN]
        .into_iter()
        .find_map(|list| find_pass(list, name))
}

/// Runs the file's passes to a fixed point (verifying after each).
fn run(m: &mut Module, names: &[String], file: &str) {
    if names == ["compile"] {
        crate::pipeline::run_compile(m, &mut |_, _| {})
            .unwrap_or_else(|e| panic!("{file}: the compile pipeline failed: {e}"));
        return;
    }
    let passes: Vec<Pass> = names
        .iter()
        .map(|n| pass(n).unwrap_or_else(|| panic!("{file}: no pass named {n}")))
        .collect();
    crate::pipeline::run_pipeline(m, &passes, &mut |_, _| {})
        .unwrap_or_else(|e| panic!("{file}: {e}"));
}

/// CHECK / CHECK-NOT over `printed`, FileCheck's way: each CHECK after the previous match,
/// each CHECK-NOT absent from the previous match up to the next CHECK's.
fn check_text(printed: &str, checks: &[(bool, String)], file: &str) {
    let mut from = 0;
    let mut forbidden: Vec<&str> = Vec::new();
    for (positive, text) in checks {
        if !positive {
            forbidden.push(text);
            continue;
        }
        let Some(at) = printed[from..].find(text.as_str()) else {
            panic!("{file}: CHECK: {text} not found after byte {from} of:\n{printed}");
        };
        for f in forbidden.drain(..) {
            assert!(
                !printed[from..from + at].contains(f),
                "{file}: CHECK-NOT: {f} found before CHECK: {text} in:\n{printed}"
            );
        }
        from += at + text.len();
    }
    for f in forbidden {
        assert!(
            !printed[from..].contains(f),
            "{file}: CHECK-NOT: {f} found at the end of:\n{printed}"
        );
    }
}

fn run_file(path: &Path) {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let d = directives(path, &text);
    let mut before = parse(&text);
    if let Some(wrt) = &d.grad {
        before =
            crate::ad::value_and_grad(&before, wrt).unwrap_or_else(|e| panic!("{file}: GRAD: {e}"));
    }
    let mut after = before.clone();
    run(&mut after, &d.run, &file);
    let printed = fresnel_ir::print::print_module(&after);
    let reparsed = parse(&printed);
    assert_eq!(
        fresnel_ir::print::print_module(&reparsed),
        printed,
        "{file}: the result does not print back to itself"
    );
    if let Some(ops) = &d.ops {
        assert_eq!(&op_names(&after), ops, "{file}: ops left in:\n{printed}");
    }
    check_text(&printed, &d.checks, &file);
    let inputs = sample_inputs(&before);
    let want = eval(&before, &inputs);
    let tol = d.tol.unwrap_or(1e-6);
    assert_close(&eval(&after, &inputs), &want, tol);
    for b in &d.backends {
        let backend = match b.as_str() {
            "cpu" => crate::backend::Backend::Cpu,
            "cuda-sim" => crate::backend::Backend::CudaSim,
            other => panic!("{file}: BACKENDS: no backend {other}"),
        };
        let exe = crate::backend::compile(&after, backend)
            .unwrap_or_else(|e| panic!("{file}: compiling for {b}: {e}"));
        let got = exe
            .run(&inputs)
            .unwrap_or_else(|e| panic!("{file}: running on {b}: {e}"));
        assert_close(&got, &want, tol.max(1e-5));
    }
}

/// Every `.mlir` under `dir`, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests")
}

#[test]
fn filetests() {
    let all = files(&root());
    assert!(!all.is_empty(), "no filetests under {}", root().display());
    // One failure message per file, all files run.
    let failures: Vec<String> = all
        .iter()
        .filter_map(|p| {
            std::panic::catch_unwind(|| run_file(p)).err().map(|e| {
                match e.downcast_ref::<String>() {
                    Some(s) => s.clone(),
                    None => format!("{}: failed", p.display()),
                }
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} filetests failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n\n")
    );
    eprintln!("{} filetests passed", all.len());
}

/// The runner itself: a wrong OPS, a CHECK that does not match, a CHECK-NOT that does and an
/// unknown pass each fail; a right header passes.
#[test]
fn filetests_can_fail() {
    let dir = std::env::temp_dir().join(format!("fresnel-filetests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let program = "func.func @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {\n  \
                   %0 = stablehlo.add %arg0, %arg0 : tensor<4xf64>\n  \
                   return %0 : tensor<4xf64>\n}\n";
    for (i, header) in [
        "// RUN: simplify dce\n// OPS: multiply\n",
        "// RUN: dce\n// CHECK: stablehlo.subtract\n",
        "// RUN: dce\n// CHECK-NOT: stablehlo.add\n",
        "// RUN: nothing-by-this-name\n",
    ]
    .iter()
    .enumerate()
    {
        let p = dir.join(format!("case{i}.mlir"));
        std::fs::write(&p, format!("{header}{program}")).expect("writes");
        assert!(
            std::panic::catch_unwind(|| run_file(&p)).is_err(),
            "case {i} passed:\n{header}"
        );
    }
    let ok = dir.join("ok.mlir");
    std::fs::write(
        &ok,
        format!("// RUN: dce\n// OPS: add\n// CHECK: stablehlo.add\n{program}"),
    )
    .expect("writes");
    run_file(&ok);
    let _ = std::fs::remove_dir_all(&dir);
}
