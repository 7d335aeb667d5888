//! `lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)` (`@lapack_?gesvd_ffi`, read as
//! `Op::LapackGesdd { gesvd: true, .. }`): its JAX programs against JAX's values (vectors up
//! to a phase per pair), printed back as gesvd. Its gradients, and the wide QR's programs and
//! gradients (the other gap in LAPACK differentiation closed), are checked by the table in
//! `lapack.rs` (suites `gesvd` and `wide_qr`).

use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::Array;
use fresnel_runtime::interp::run_main;
use fresnel_tests::folders::Folder as Case;

/// gesvd's (U, S, Vh), or S alone, against JAX's: vectors up to a phase per pair.
pub(super) fn compare_gesvd(
    case: &Case,
    inputs: &[Array],
    got: &[Array],
    want: &[Array],
    tol: f64,
) -> Result<f64, String> {
    let name = &case.name;
    if got.len() == 3 {
        fresnel_tests::svd::against(&inputs[0], got, want, tol).map_err(|e| format!("{name}: {e}"))
    } else {
        super::against(name, got, want, tol)
    }
}

#[test]
fn gesvd_programs_match_jax_and_print_back_as_gesvd() {
    let suite = super::suite("gesvd");
    let cases = super::jax_cases(suite);
    assert_eq!(cases.len(), 7);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        let read = m.funcs[0]
            .ops()
            .any(|o| matches!(o.op, fresnel_ir::Op::LapackGesdd { gesvd: true, .. }));
        assert!(read, "{}: no gesvd", case.name);
        let text = print_module(&m);
        assert!(
            text.contains("gesvd_ffi(") && !text.contains("gesdd"),
            "{text}"
        );
        let back = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(print_module(&back), text, "{}", case.name);
        if case.name.starts_with("grad") {
            continue;
        }
        let inputs = case.arrays("in");
        let want = case.arrays("out");
        for (what, got) in [
            (
                "interpreter",
                run_main(&m, &inputs).map_err(|e| e.to_string()),
            ),
            (
                "cpu",
                compile_cpu(&m)
                    .and_then(|exe| exe.run(&inputs))
                    .map_err(|e| e.to_string()),
            ),
        ] {
            let tol = case.tolerance(suite.single);
            match got.and_then(|g| compare_gesvd(case, &inputs, &g, &want, tol)) {
                Ok(e) => eprintln!("{:<30} {what} vs JAX {e:.1e}", case.name),
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
