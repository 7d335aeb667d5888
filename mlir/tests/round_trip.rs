//! MLIR's own parser reads everything Fresnel prints: every module of the test corpus
//! (`tests/data`: the reference programs, JAX's programs, the StableHLO conformance suite,
//! the case files), its gradient where it has one, and both after the compile pipeline
//! (widened, simplified, fused), each printed in generic form, parsed and verified by MLIR,
//! printed by MLIR and parsed back by Fresnel to the same module.

use fresnel::ad::value_and_grad;
use fresnel::pipeline::run_compile;
use fresnel_ir::func::Module;
use fresnel_ir::print::print_module;
use fresnel_mlir::{unknown_to_mlir, Mlir, Stage};
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
fn corpus() -> (Vec<(String, Module)>, usize) {
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

fn uses_types_mlir_lacks(m: &Module) -> bool {
    m.funcs
        .iter()
        .flat_map(|f| f.values())
        .any(|v| unknown_to_mlir(v.ty.dtype))
}

/// The gradient of `@main` with respect to every float or complex argument, when `@main`
/// returns one real scalar.
fn gradient(m: &Module) -> Option<Module> {
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

fn compiled(m: &Module) -> Option<Module> {
    let mut c = m.clone();
    run_compile(&mut c, &mut |_, _| {}).ok()?;
    Some(c)
}

#[test]
fn mlir_reads_back_every_module_fresnel_prints() {
    let mlir = Mlir::new().unwrap();
    let (modules, unreadable) = corpus();
    let (mut checked, mut gradients, mut lacking) = (0, 0, 0);
    let mut failures = Vec::new();
    for (name, m) in &modules {
        let grad = gradient(m);
        gradients += grad.is_some() as usize;
        let mut variants = vec![("as parsed", m.clone())];
        variants.extend(compiled(m).map(|c| ("compiled", c)));
        if let Some(g) = grad {
            variants.extend(compiled(&g).map(|c| ("gradient compiled", c)));
            variants.push(("gradient", g));
        }
        for (what, v) in variants {
            if uses_types_mlir_lacks(&v) {
                lacking += 1;
                continue;
            }
            checked += 1;
            match mlir.round_trip(&v) {
                Ok(back) if print_module(&back) == print_module(&v) => {}
                Ok(back) => failures.push(format!(
                    "{name} ({what}): read back as a different module:\n{}\nwas\n{}",
                    print_module(&back),
                    print_module(&v)
                )),
                Err(e) => failures.push(format!("{name} ({what}): {e}")),
            }
        }
    }
    println!(
        "{} modules ({gradients} with a gradient), {checked} texts read back by MLIR; \
         {lacking} skipped for element types MLIR 19 lacks; {unreadable} corpus cases that \
         Fresnel itself does not read (error cases, dynamic shapes)",
        modules.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} failed; the first:\n{}",
        failures.len(),
        failures
            .iter()
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
    // The corpus is what makes this test mean something: it must not shrink unnoticed.
    assert!(checked > 2500, "only {checked} modules were checked");
}

#[test]
fn mlir_reports_what_it_rejects_with_a_location() {
    let mlir = Mlir::new().unwrap();
    // The return type disagrees with the function's: MLIR's verifier, which its parser
    // runs, says so.
    let bad = "module {\n  func.func @main(%arg0: tensor<2xf32>) -> tensor<3xf32> {\n    \
               return %arg0 : tensor<2xf32>\n  }\n}\n";
    let e = mlir.reprint(bad).unwrap_err();
    assert_eq!(e.stage, Stage::Parse, "{e}");
    assert!(
        e.message.starts_with("3:5: ") && e.message.contains("match"),
        "{e}"
    );
    let e = mlir.reprint("module {\n  %0 = \n}").unwrap_err();
    assert_eq!(e.stage, Stage::Parse, "{e}");
    assert!(e.message.starts_with("2:7: "), "{e}");
}

#[test]
fn strings_survive_mlir_escaping_them() {
    // MLIR prints `"`, newlines and non-ASCII bytes as `\XX`; Fresnel decodes them back.
    let text = "module attributes {fresnel.warnings = [\"say \\\"hi\\\"\\nnext é\"]} {\n  \
                func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = \
                interpreter.probe %a, probe_id = \"p\\\"q\" : tensor<2xf32>\n    return %0 : \
                tensor<2xf32>\n  }\n}\n";
    let m = fresnel_ir::parse::parse_module(text).unwrap();
    assert_eq!(m.warnings, ["say \"hi\"\nnext é"]);
    let mlir = Mlir::new().unwrap();
    let generic = fresnel_ir::print::print_module_generic(&m);
    let theirs = mlir.reprint(&generic).unwrap();
    assert!(theirs.contains(r"\22hi\22\0Anext \C3\A9"), "{theirs}");
    let back = mlir.round_trip(&m).unwrap();
    assert_eq!(print_module(&back), print_module(&m));
}
