//! MLIR's own parser reads everything Fresnel prints: every module of the test corpus
//! (`tests/data`: the reference programs, JAX's programs, the StableHLO conformance suite,
//! the case files), its gradient where it has one, and both after the compile pipeline
//! (widened, simplified, fused), each printed in generic form, parsed and verified by MLIR,
//! printed by MLIR and parsed back by Fresnel to the same module.

use crate::corpus::{compiled, corpus, gradient};
use fresnel_ir::func::Module;
use fresnel_ir::print::print_module;
use fresnel_mlir::{unknown_to_mlir, Mlir, Stage};

fn uses_types_mlir_lacks(m: &Module) -> bool {
    m.funcs
        .iter()
        .flat_map(|f| f.values())
        .any(|v| unknown_to_mlir(v.ty.dtype))
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
