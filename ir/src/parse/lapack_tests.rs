//! `triangular_solve`, `cholesky` and the LU (`getrf`): their generic syntax (with `{…}` or `<{…}>`), the
//! round trip, the LAPACK custom calls JAX emits for them on CPU, and the located errors.

use super::parse_module;
use crate::func::Module;
use crate::op::{Op, TransposeA};

fn parse(text: &str) -> Module {
    parse_module(text).unwrap_or_else(|d| panic!("{d}\n--- input ---\n{text}"))
}

fn err(text: &str) -> String {
    match parse_module(text) {
        Ok(m) => match crate::verify::verify_module(&m) {
            Ok(()) => panic!("expected an error for:\n{text}"),
            Err(e) => e
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("; "),
        },
        Err(d) => d.to_string(),
    }
}

fn ops(m: &Module) -> Vec<Op> {
    let f = m.entry().expect("entry");
    f.block(f.body)
        .ops
        .iter()
        .map(|&id| f.op(id).op.clone())
        .collect()
}

const SOLVE: &str = r#"func.func @main(%a: tensor<2x3x3xcomplex<f32>>, %b: tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %1 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
  %2 = "stablehlo.cholesky"(%1) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
  %3 = "stablehlo.triangular_solve"(%2, %0) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  return %3 : tensor<2x4x3xcomplex<f32>>
}"#;

#[test]
fn generic_forms_parse_print_and_round_trip() {
    let m = parse(SOLVE);
    crate::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let got = ops(&m);
    assert_eq!(
        got[0],
        Op::TriangularSolve {
            left_side: false,
            lower: true,
            unit_diagonal: true,
            transpose_a: TransposeA::Adjoint
        }
    );
    assert_eq!(got[1], Op::Cholesky { lower: true });
    // `lower` defaults to false, as upstream.
    assert_eq!(got[2], Op::Cholesky { lower: false });
    let printed = m.to_string();
    assert!(printed.contains(r#""stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>"#), "{printed}");
    assert!(printed.contains(r#""stablehlo.cholesky"(%arg0) <{lower = true}> : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>"#), "{printed}");
    let back = parse(&printed);
    assert_eq!(back.to_string(), printed);
    assert_eq!(ops(&back), got);
}

fn trsm(target: &str, config: &str, layouts: &str, a: &str, b: &str) -> String {
    format!(
        r#"func.func @main(%a: {a}, %b: {b}) -> {b} {{
  %0 = stablehlo.custom_call @{target}(%a, %b) {{backend_config = "", mhlo.backend_config = {{{config}}}, mhlo.frontend_attributes = {{num_batch_dims = "0"}}, operand_layouts = [{layouts}], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}} : ({a}, {b}) -> {b}
  return %0 : {b}
}}"#
    )
}

const COL_MAJOR: &str = "dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>";

#[test]
fn lapack_trsm_calls_become_triangular_solve() {
    let cases = [
        (
            "lapack_strsm_ffi",
            "f32",
            "diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8",
            (true, true, false, TransposeA::NoTranspose),
        ),
        (
            "lapack_dtrsm_ffi",
            "f64",
            "diag = 85 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8",
            (false, false, true, TransposeA::Transpose),
        ),
        (
            "lapack_ctrsm_ffi",
            "complex<f32>",
            "diag = 78 : ui8, side = 76 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8",
            (true, false, false, TransposeA::Adjoint),
        ),
        (
            "lapack_ztrsm_ffi",
            "complex<f64>",
            "diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8",
            (false, true, false, TransposeA::NoTranspose),
        ),
    ];
    for (target, dt, config, (left_side, lower, unit_diagonal, transpose_a)) in cases {
        let text = trsm(
            target,
            config,
            COL_MAJOR,
            &format!("tensor<3x3x{dt}>"),
            &format!("tensor<3x3x{dt}>"),
        );
        let m = parse(&text);
        crate::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
        let want = Op::TriangularSolve {
            left_side,
            lower,
            unit_diagonal,
            transpose_a,
        };
        assert_eq!(ops(&m), vec![want], "{target}");
    }
    // The generic spelling of the same call.
    let generic = r#"func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "lapack_strsm_ffi", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}"#;
    assert!(matches!(
        ops(&parse(generic))[0],
        Op::TriangularSolve { lower: false, .. }
    ));
}

#[test]
fn lapack_potrf_becomes_cholesky_with_info() {
    let text = r#"func.func @main(%a: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>) {
  %0:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2x3x3xf64>, tensor<2xi32>
}"#;
    let m = parse(text);
    crate::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let got = ops(&m);
    assert_eq!(got[0], Op::Cholesky { lower: true });
    // The expansion prints as ordinary ops and parses back to the same module.
    let printed = m.to_string();
    assert_eq!(parse(&printed).to_string(), printed);
    // Every op of the expansion carries the call's location.
    let f = m.entry().expect("entry");
    for &id in &f.block(f.body).ops {
        assert_eq!(f.op(id).loc.as_ref().map(|l| l.line), Some(2));
    }
}

#[test]
fn lapack_and_shape_errors_are_located() {
    let e = err(&trsm(
        "lapack_sgees_ffi",
        "",
        COL_MAJOR,
        "tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ));
    assert!(
        e.starts_with("2:") && e.contains("@lapack_sgees_ffi: unsupported LAPACK custom call"),
        "{e}"
    );
    let e = err(&trsm(
        "lapack_dtrsm_ffi",
        "diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8",
        COL_MAJOR,
        "tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ));
    assert!(e.contains("operands must be f64 matrices"), "{e}");
    let e = err(&trsm(
        "lapack_strsm_ffi",
        "diag = 78 : ui8, side = 76 : ui8, trans_x = 88 : ui8, uplo = 76 : ui8",
        COL_MAJOR,
        "tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ));
    assert!(e.contains("trans_x must be one of N, T, C"), "{e}");
    let e = err(&trsm(
        "lapack_strsm_ffi",
        "diag = 78 : ui8, side = 76 : ui8, uplo = 76 : ui8",
        COL_MAJOR,
        "tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ));
    assert!(e.contains("needs trans_x"), "{e}");
    let row_major = "dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>";
    let e = err(&trsm(
        "lapack_strsm_ffi",
        "diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8",
        row_major,
        "tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ));
    assert!(e.contains("not column-major"), "{e}");

    let op = |a: &str, b: &str, left: bool| {
        format!(
            "func.func @main(%a: {a}, %b: {b}) -> {b} {{\n  %0 = \"stablehlo.triangular_solve\"(%a, %b) {{left_side = {left}, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}} : ({a}, {b}) -> {b}\n  return %0 : {b}\n}}"
        )
    };
    let e = err(&op("tensor<3x4xf32>", "tensor<3x2xf32>", true));
    assert!(e.contains("must be square") && e.contains("2:"), "{e}");
    let e = err(&op("tensor<2x3x3xf32>", "tensor<5x3x2xf32>", true));
    assert!(e.contains("batch dimensions of a and b differ"), "{e}");
    let e = err(&op("tensor<3x3xf32>", "tensor<2x3xf32>", true));
    assert!(e.contains("must have 3 rows"), "{e}");
    let e = err(&op("tensor<3x3xf32>", "tensor<3x2xf32>", false));
    assert!(e.contains("must have 3 columns"), "{e}");
    let e = err(&op("tensor<3x3xi32>", "tensor<3x3xi32>", true));
    assert!(e.contains("float or complex"), "{e}");
    let e = err(&op("tensor<3xf32>", "tensor<3xf32>", true));
    assert!(e.contains("rank ≥ 2"), "{e}");
    let e = err("func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {\n  %0 = \"stablehlo.triangular_solve\"(%a, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose CONJ>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>\n  return %0 : tensor<3x3xf32>\n}");
    assert!(e.contains("unknown transpose_a 'CONJ'"), "{e}");
    let e = err("func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {\n  %0 = \"stablehlo.triangular_solve\"(%a, %a) {left_side = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>\n  return %0 : tensor<3x3xf32>\n}");
    assert!(e.contains("needs attribute 'lower'"), "{e}");
    let e = err("func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = \"stablehlo.cholesky\"(%a) {lower = 1} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}");
    assert!(e.contains("lower must be true or false"), "{e}");
    let e = err("func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = \"stablehlo.cholesky\"(%a) {lower = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}");
    assert!(e.contains("must be square"), "{e}");
    let e = err("func.func @main(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {\n  %0 = stablehlo.cholesky %a, lower = 1 : tensor<2x2xf32>\n  return %0 : tensor<2x2xf32>\n}");
    assert!(e.contains("true or false"), "{e}");
    let e = err("func.func @main(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {\n  %0 = stablehlo.triangular_solve %a, %a : tensor<2x2xf32>\n  return %0 : tensor<2x2xf32>\n}");
    assert!(e.contains("only supported in the generic form"), "{e}");
}

/// `%r:3 = stablehlo.custom_call @lapack_?getrf_ffi(%a)` as JAX prints it (batched `a`).
fn getrf(letter: char, a: &str, outs: &str, layouts: &str) -> String {
    format!(
        "func.func @main(%a: {a}) -> {a} {{\n  %0:3 = stablehlo.custom_call @lapack_{letter}getrf_ffi(%a) {{backend_config = \"\", mhlo.backend_config = {{}}, mhlo.frontend_attributes = {{num_batch_dims = \"1\"}}, operand_layouts = [{layouts}], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}} : ({a}) -> ({outs})\n  return %0#0 : {a}\n}}"
    )
}

const BATCHED: &str = "dense<[1, 2, 0]> : tensor<3xindex>";

#[test]
fn lapack_getrf_is_the_lu_op_and_prints_back_as_the_call() {
    let text = getrf(
        'c',
        "tensor<2x4x3xcomplex<f32>>",
        "tensor<2x4x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2xi32>",
        BATCHED,
    );
    let m = parse(&text);
    assert_eq!(ops(&m), vec![Op::LapackGetrf]);
    crate::verify::verify_module(&m).expect("verifies");
    let printed = m.to_string();
    assert!(
        printed.contains("%0:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = \"1\"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]"),
        "{printed}"
    );
    assert_eq!(parse(&printed).to_string(), printed);
    // Each element type has its letter; a rank-2 call prints `dense<>` for info's layout.
    for (letter, dtype) in [('s', "f32"), ('d', "f64"), ('z', "complex<f64>")] {
        let t = format!("func.func @main(%a: tensor<5x2x{dtype}>) -> tensor<5x2x{dtype}> {{\n  %0:3 = stablehlo.custom_call @lapack_{letter}getrf_ffi(%a) {{mhlo.backend_config = {{}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>]}} : (tensor<5x2x{dtype}>) -> (tensor<5x2x{dtype}>, tensor<2xi32>, tensor<i32>)\n  return %0#0 : tensor<5x2x{dtype}>\n}}");
        let printed = parse(&t).to_string();
        assert!(
            printed.contains(&format!("@lapack_{letter}getrf_ffi")),
            "{printed}"
        );
        assert!(printed.contains("dense<> : tensor<0xindex>"), "{printed}");
        assert_eq!(parse(&printed).to_string(), printed);
    }
}

#[test]
fn lapack_getrf_errors_are_located() {
    let e = err(&getrf(
        'c',
        "tensor<2x4x3xcomplex<f32>>",
        "tensor<2x4x3xcomplex<f32>>, tensor<2x4xi32>, tensor<2xi32>",
        BATCHED,
    ));
    assert!(
        e.starts_with("2:")
            && e.contains(
                "results must be (tensor<2x4x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2xi32>)"
            ),
        "{e}"
    );
    let e = err(&getrf(
        'd',
        "tensor<2x4x3xcomplex<f32>>",
        "tensor<2x4x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2xi32>",
        BATCHED,
    ));
    assert!(e.contains("operands must be f64 matrices"), "{e}");
    let e = err(&getrf(
        's',
        "tensor<2x4x3xf32>",
        "tensor<2x4x3xf32>, tensor<2x3xi32>",
        BATCHED,
    ));
    assert!(e.contains("expects 1 operand(s) and 3 result(s)"), "{e}");
    let e = err(&getrf(
        's',
        "tensor<2x4x3xf32>",
        "tensor<2x4x3xf32>, tensor<2x3xi32>, tensor<2xi32>",
        "dense<[2, 1, 0]> : tensor<3xindex>",
    ));
    assert!(e.contains("not column-major"), "{e}");
}

/// `stablehlo.cholesky` also has a pretty form (`lower` optional, false when left out), the
/// one upstream's interpreter tests use; it parses to the same op as the generic form.
#[test]
fn cholesky_pretty_form() {
    let m = parse(
        "func.func @main(%a: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {\n  \
         %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf64>\n  \
         %1 = stablehlo.cholesky %0 : tensor<2x3x3xf64>\n  \
         %2 = stablehlo.cholesky %1, lower = false : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>\n  \
         return %2 : tensor<2x3x3xf64>\n}",
    );
    assert_eq!(
        ops(&m),
        vec![
            Op::Cholesky { lower: true },
            Op::Cholesky { lower: false },
            Op::Cholesky { lower: false }
        ]
    );
    crate::verify::verify_module(&m).expect("verifies");
    let printed = crate::print::print_module(&m);
    assert_eq!(ops(&parse(&printed)), ops(&m), "{printed}");
}
