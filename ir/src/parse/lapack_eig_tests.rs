//! `@lapack_?geev_ffi` (JAX's `jnp.linalg.eig`) as JAX 0.10 prints it: read as
//! `Op::LapackGeev`, printed back unchanged, and its located errors.

use super::parse_module;
use crate::op::Op;

/// The real call of `jax.jit(jnp.linalg.eig).lower(f64[3, 3])` (its `sdy` attribute dropped),
/// with `target`, the backend config and the result types replaceable.
fn dgeev(target: &str, config: &str, results: &str) -> String {
    format!(
        "func.func @main(%a: tensor<3x3xf64>) -> tensor<3xf64> {{\n  \
         %0:5 = stablehlo.custom_call @{target}(%a) {{backend_config = \"\", mhlo.backend_config = {{{config}}}, mhlo.frontend_attributes = {{num_batch_dims = \"0\"}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}} : (tensor<3x3xf64>) -> ({results})\n  \
         return %0#0 : tensor<3xf64>\n}}"
    )
}

const REAL: &str =
    "tensor<3xf64>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>";
const RIGHT: &str = "compute_left = 78 : ui8, compute_right = 86 : ui8";

/// The batched complex eigvals call (`jnp.linalg.eigvals` of complex64[2, 4, 4]).
const CGEEV: &str = "func.func @main(%a: tensor<2x4x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {\n  \
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%a) {backend_config = \"\", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = \"1\"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)\n  \
    return %0#0 : tensor<2x4xcomplex<f32>>\n}";

fn ops(text: &str) -> Vec<Op> {
    let m = parse_module(text).unwrap_or_else(|d| panic!("{d}\n{text}"));
    let f = m.entry().expect("entry");
    f.block(f.body)
        .ops
        .iter()
        .map(|&id| f.op(id).op.clone())
        .collect()
}

fn err(text: &str) -> String {
    match parse_module(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn geev_calls_are_the_op_and_print_back() {
    let real = dgeev("lapack_dgeev_ffi", RIGHT, REAL);
    assert_eq!(
        ops(&real)[0],
        Op::LapackGeev {
            compute_left: false,
            compute_right: true
        }
    );
    assert_eq!(
        ops(CGEEV)[0],
        Op::LapackGeev {
            compute_left: false,
            compute_right: false
        }
    );
    let both = dgeev(
        "lapack_dgeev_ffi",
        "compute_left = 86 : ui8, compute_right = 86 : ui8",
        REAL,
    );
    for text in [real, CGEEV.to_string(), both] {
        let m = parse_module(&text).expect("parses");
        let printed = crate::print::print_module(&m);
        assert!(
            printed.contains("stablehlo.custom_call @lapack_"),
            "{printed}"
        );
        assert!(printed.contains("geev_ffi"), "{printed}");
        let back = parse_module(&printed).unwrap_or_else(|d| panic!("{d}\n{printed}"));
        assert_eq!(crate::print::print_module(&back), printed);
        assert_eq!(ops(&printed), ops(&text));
    }
}

#[test]
fn geev_errors_are_located() {
    let cases = [
        // Bad job character, missing key, missing config.
        (
            dgeev(
                "lapack_dgeev_ffi",
                "compute_left = 78 : ui8, compute_right = 88 : ui8",
                REAL,
            ),
            "compute_right must be N or V",
        ),
        (
            dgeev("lapack_dgeev_ffi", "compute_right = 86 : ui8", REAL),
            "needs compute_left",
        ),
        (
            dgeev("lapack_dgeev_ffi", "", REAL).replace("mhlo.backend_config = {}, ", ""),
            "needs mhlo.backend_config",
        ),
        // Real input takes real wr/wi and complex vectors.
        (
            dgeev(
                "lapack_dgeev_ffi",
                RIGHT,
                "tensor<3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>",
            ),
            "results must be (tensor<3xf64>, tensor<3xf64>, tensor<3x3xcomplex<f64>>",
        ),
        // Wrong type letter for the operand.
        (
            dgeev("lapack_sgeev_ffi", RIGHT, REAL),
            "the operand must be a f32 matrix",
        ),
        // Row-major is not what LAPACK reads.
        (
            dgeev("lapack_dgeev_ffi", RIGHT, REAL).replace(
                "operand_layouts = [dense<[0, 1]>",
                "operand_layouts = [dense<[1, 0]>",
            ),
            "is not the one LAPACK reads",
        ),
    ];
    for (text, want) in cases {
        let e = err(&text);
        assert!(e.starts_with("2:") && e.contains(want), "{want}: {e}");
    }
    // A non-square matrix.
    let e = err(&CGEEV.replace("2x4x4xcomplex", "2x4x3xcomplex"));
    assert!(e.starts_with("2:") && e.contains("square"), "{e}");
}
