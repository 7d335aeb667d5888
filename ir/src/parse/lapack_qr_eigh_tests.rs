//! The QR and eigh LAPACK calls (`geqrf`, `orgqr`/`ungqr`, `syevd`/`heevd`) as JAX prints
//! them: read as their ops, printed back unchanged, and their located errors.

use super::parse_module;
use crate::op::Op;

fn err(text: &str) -> String {
    match parse_module(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(d) => d.to_string(),
    }
}

/// `jnp.linalg.qr` of a batched complex matrix as JAX 0.10 lowers it (attributes trimmed to
/// those JAX prints and we read).
fn qr(geqrf: &str, orgqr: &str, tau: &str) -> String {
    format!(
        "func.func @main(%a: tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>> {{\n  \
         %0:2 = stablehlo.custom_call @{geqrf}(%a) {{backend_config = \"\", mhlo.backend_config = {{}}, mhlo.frontend_attributes = {{num_batch_dims = \"1\"}}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]}} : (tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, {tau})\n  \
         %1 = stablehlo.custom_call @{orgqr}(%0#0, %0#1) {{backend_config = \"\", mhlo.backend_config = {{}}, mhlo.frontend_attributes = {{num_batch_dims = \"1\"}}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}} : (tensor<2x4x3xcomplex<f32>>, {tau}) -> tensor<2x4x3xcomplex<f32>>\n  \
         return %1 : tensor<2x4x3xcomplex<f32>>\n}}"
    )
}

fn eigh(target: &str, config: &str) -> String {
    format!(
        "func.func @main(%a: tensor<3x3xf64>) -> tensor<3xf64> {{\n  \
         %0:3 = stablehlo.custom_call @{target}(%a) {{backend_config = \"\", mhlo.backend_config = {{{config}}}, mhlo.frontend_attributes = {{num_batch_dims = \"0\"}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<i32>)\n  \
         return %0#1 : tensor<3xf64>\n}}"
    )
}

fn ops(text: &str) -> Vec<Op> {
    let m = parse_module(text).unwrap_or_else(|d| panic!("{d}\n{text}"));
    let f = m.entry().expect("entry");
    f.block(f.body)
        .ops
        .iter()
        .map(|&id| f.op(id).op.clone())
        .collect()
}

#[test]
fn qr_and_eigh_calls_are_their_ops_and_print_back() {
    let text = qr(
        "lapack_cgeqrf_ffi",
        "lapack_cungqr_ffi",
        "tensor<2x3xcomplex<f32>>",
    );
    assert_eq!(ops(&text), vec![Op::LapackGeqrf, Op::LapackOrgqr]);
    for text in [
        text,
        eigh("lapack_dsyevd_ffi", "mode = 86 : ui8, uplo = 85 : ui8"),
    ] {
        let m = parse_module(&text).expect("parses");
        let printed = crate::print::print_module(&m);
        assert!(
            printed.contains("stablehlo.custom_call @lapack_"),
            "{printed}"
        );
        let back = parse_module(&printed).unwrap_or_else(|d| panic!("{d}\n{printed}"));
        assert_eq!(crate::print::print_module(&back), printed);
    }
    let upper = ops(&eigh(
        "lapack_dsyevd_ffi",
        "mode = 86 : ui8, uplo = 85 : ui8",
    ));
    assert_eq!(upper, vec![Op::LapackSyevd { lower: false }]);
}

#[test]
fn qr_and_eigh_errors_are_located() {
    // Complex Q is ungqr in LAPACK, real eigh is syevd.
    let e = err(&qr(
        "lapack_cgeqrf_ffi",
        "lapack_corgqr_ffi",
        "tensor<2x3xcomplex<f32>>",
    ));
    assert!(e.starts_with("3:") && e.contains("cungqr"), "{e}");
    let e = err(&eigh(
        "lapack_dheevd_ffi",
        "mode = 86 : ui8, uplo = 76 : ui8",
    ));
    assert!(e.starts_with("2:") && e.contains("dsyevd"), "{e}");
    // Wrong tau count.
    let e = err(&qr(
        "lapack_cgeqrf_ffi",
        "lapack_cungqr_ffi",
        "tensor<2x4xcomplex<f32>>",
    ));
    assert!(
        e.starts_with("2:")
            && e.contains("results must be (tensor<2x4x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>)"),
        "{e}"
    );
    // Bad uplo, eigenvalues-only mode, missing config.
    let e = err(&eigh(
        "lapack_dsyevd_ffi",
        "mode = 86 : ui8, uplo = 88 : ui8",
    ));
    assert!(
        e.starts_with("2:") && e.contains("uplo must be L or U"),
        "{e}"
    );
    let e = err(&eigh(
        "lapack_dsyevd_ffi",
        "mode = 78 : ui8, uplo = 76 : ui8",
    ));
    assert!(e.contains("mode must be V"), "{e}");
    let e = err(&eigh("lapack_dsyevd_ffi", "uplo = 76 : ui8"));
    assert!(e.contains("needs mode"), "{e}");
    // Other LAPACK routines are still refused by name.
    let e = err(&eigh("lapack_dgees_ffi", ""));
    assert!(e.contains("unsupported LAPACK custom call"), "{e}");
}

#[test]
fn orgqr_needs_m_at_least_n() {
    let text = "func.func @main(%a: tensor<2x3xf64>, %t: tensor<2xf64>) -> tensor<2x3xf64> {\n  \
        %0 = stablehlo.custom_call @lapack_dorgqr_ffi(%a, %t) {mhlo.backend_config = {}} : (tensor<2x3xf64>, tensor<2xf64>) -> tensor<2x3xf64>\n  \
        return %0 : tensor<2x3xf64>\n}";
    let e = err(text);
    assert!(e.starts_with("2:") && e.contains("m ≥ n"), "{e}");
}
