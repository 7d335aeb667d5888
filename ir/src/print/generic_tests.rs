//! The generic form reads back to the module it came from (without MLIR: the `fresnel-mlir`
//! crate's test has MLIR itself read it), and strings decode MLIR's escapes.

use super::{print_module, print_module_generic};
use crate::parse::{parse_module, split_cases};
use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for p in entries.flatten().map(|e| e.path()) {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

#[test]
fn every_corpus_module_reads_back_from_its_generic_form() {
    let mut files = Vec::new();
    mlir_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data"),
        &mut files,
    );
    let (mut checked, mut failures) = (0, Vec::new());
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (line, case) in split_cases(&text) {
            let Ok(m) = parse_module(case) else { continue };
            checked += 1;
            let generic = print_module_generic(&m);
            match parse_module(&generic) {
                Ok(back) if print_module(&back) == print_module(&m) => {}
                Ok(back) => failures.push(format!(
                    "{}:{line}: reads back as\n{}",
                    path.display(),
                    print_module(&back)
                )),
                Err(e) => failures.push(format!("{}:{line}: {e}\n{generic}", path.display())),
            }
        }
    }
    assert!(checked > 1500, "only {checked} modules");
    assert!(
        failures.is_empty(),
        "{} of {checked} failed; the first: {}",
        failures.len(),
        failures[0]
    );
}

#[test]
fn generic_form_leaves_no_stablehlo_pretty_syntax() {
    for m in super::tests::hand_built_modules() {
        let text = print_module_generic(&m);
        // Every op line (not the function, its `return`, a block header or a region's
        // close, `}) {attrs} : T`) is `"name"(`.
        for line in text.lines().map(str::trim) {
            let op = match line.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
                _ => line,
            };
            let structural = ["module", "func.func", "return", "}", "^bb"]
                .iter()
                .any(|p| op.starts_with(p));
            assert!(structural || op.starts_with('"'), "{line}\nin\n{text}");
        }
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(print_module(&back), print_module(&m));
    }
}

#[test]
fn strings_decode_mlir_escapes() {
    use crate::parse::unescape;
    // MLIR prints `"`, newlines and every byte outside printable ASCII as `\XX`.
    assert_eq!(
        unescape(r"say \22hi\22\0Anext \C3\A9"),
        "say \"hi\"\nnext é"
    );
    assert_eq!(unescape(r#"a \"b\" \\ \n\t"#), "a \"b\" \\ \n\t");
    assert_eq!(unescape(r"trailing \"), "trailing \\");
    let text = "module attributes {fresnel.warnings = [\"x \\22y\\22\"]} {\n  func.func @main(%a: \
                tensor<f32>) -> tensor<f32> {\n    %0 = \"interpreter.probe\"(%a) {probe_id = \
                \"p\\22q\"} : (tensor<f32>) -> tensor<f32>\n    return %0 : tensor<f32>\n  }\n}\n";
    let m = parse_module(text).unwrap();
    assert_eq!(m.warnings, ["x \"y\""]);
    let printed = print_module(&m);
    assert!(printed.contains(r#"probe_id = "p\"q""#), "{printed}");
    assert_eq!(print_module(&parse_module(&printed).unwrap()), printed);
}
