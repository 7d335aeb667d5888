//! The tridiagonal solve (`@lapack_?gtsv_ffi`, `Op::LapackGtsv`): how its JAX results are
//! compared, and the checks only it makes: hostile inputs, malformed calls, and a cotangent
//! on the diagonals LAPACK overwrites refused by name. The checks every LAPACK suite makes
//! are in `lapack.rs`.

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, Module, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::max_rel;
use fresnel_tests::folders::Folder as Case;

pub(super) fn has_gtsv(m: &Module) -> bool {
    m.funcs[0].ops().any(|o| o.op == Op::LapackGtsv)
}

/// Worst relative error of `got` against JAX's `want` (NaNs must match).
pub(super) fn compare(
    case: &Case,
    _inputs: &[Array],
    got: &[Array],
    want: &[Array],
    tol: f64,
) -> Result<f64, String> {
    let name = &case.name;
    if got.len() != want.len() {
        return Err(format!(
            "{name}: {} results, JAX has {}",
            got.len(),
            want.len()
        ));
    }
    let mut worst: f64 = 0.0;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.ty() != w.ty() {
            return Err(format!(
                "{name}: result {k} is {}, JAX's {}",
                g.ty(),
                w.ty()
            ));
        }
        let e = max_rel(g, w);
        if e > tol {
            return Err(format!("{name}: result {k} differs by {e:.1e}"));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

fn program(shape: &str, k: usize, dtype: &str, letter: char) -> String {
    let batch: Vec<&str> = shape.split('x').collect();
    let n = batch[batch.len() - 1];
    let lead = batch[..batch.len() - 1].join("x");
    let prefix = if lead.is_empty() {
        String::new()
    } else {
        format!("{lead}x")
    };
    let v = format!("tensor<{prefix}{n}x{dtype}>");
    let b = format!("tensor<{prefix}{n}x{k}x{dtype}>");
    let i = if lead.is_empty() {
        "tensor<i32>".to_string()
    } else {
        format!("tensor<{lead}xi32>")
    };
    format!(
        "func.func @main(%dl: {v}, %d: {v}, %du: {v}, %b: {b}) -> ({b}, {i}) {{\n\
         %r:5 = stablehlo.custom_call @lapack_{letter}gtsv_ffi(%dl, %d, %du, %b) {{mhlo.backend_config = {{}}}} : ({v}, {v}, {v}, {b}) -> ({v}, {v}, {v}, {b}, {i})\n\
         return %r#3, %r#4 : {b}, {i}\n}}"
    )
}

/// Empty systems and batches, n = 1, NaN and infinity: results, never a panic.
#[test]
fn hostile_inputs_do_not_panic() {
    for (shape, k) in [
        ("0", 2),
        ("3x0", 1),
        ("0x4", 2),
        ("1", 1),
        ("4", 0),
        ("2x3", 2),
    ] {
        let m = parse_module(&program(shape, k, "f64", 'd')).unwrap_or_else(|e| panic!("{e}"));
        let params = m.entry().expect("main").param_types();
        for fill in [f64::NAN, f64::INFINITY, 0.0, 1.0] {
            let args: Vec<Array> = params
                .iter()
                .map(|t| {
                    Array::from_f64(t.shape.clone(), vec![fill; t.num_elements()]).expect("shape")
                })
                .collect();
            run_main(&m, &args).unwrap_or_else(|e| panic!("{shape}: {e}"));
            compile_cpu(&m)
                .and_then(|exe| exe.run(&args))
                .unwrap_or_else(|e| panic!("{shape}: {e}"));
        }
        ad::vjp(&m, &[0, 1, 2, 3]).unwrap_or_else(|e| panic!("{shape}: {e}"));
        ad::jvp(&m, &[0, 1, 2, 3]).unwrap_or_else(|e| panic!("{shape}: {e}"));
    }
    // A zero matrix: info = 1 (the first pivot), as LAPACK.
    let m = parse_module(&program("3", 1, "f64", 'd')).expect("parses");
    let zeros =
        |n: Vec<usize>| Array::from_f64(n.clone(), vec![0.0; n.iter().product()]).expect("shape");
    let got = run_main(
        &m,
        &[
            zeros(vec![3]),
            zeros(vec![3]),
            zeros(vec![3]),
            zeros(vec![3, 1]),
        ],
    )
    .expect("runs");
    assert_eq!(got[1].to_c128_vec()[0].re, 1.0);
}

#[test]
fn malformed_calls_are_located_errors() {
    let good = program("4", 2, "f32", 's');
    let bad = [
        (good.replace("sgtsv", "dgtsv"), "operands must be f64"),
        (
            good.replacen("%dl: tensor<4xf32>", "%dl: tensor<3xf32>", 1)
                .replacen(
                    "(tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>) ->",
                    "(tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>) ->",
                    1,
                ),
            "dl must be",
        ),
        (
            good.replace(
                "tensor<4x2xf32>, tensor<i32>)\nreturn",
                "tensor<4x2xf32>, tensor<2xi32>)\nreturn",
            ),
            "results must be",
        ),
    ];
    for (text, want) in bad {
        let e = parse_module(&text).expect_err(&text).to_string();
        assert!(e.contains(want), "{e}\n{text}");
        assert!(e.starts_with("2:"), "not located: {e}");
    }
}

/// A cotangent on the diagonals LAPACK overwrites is refused by name.
#[test]
fn differentiating_the_factorisation_is_refused() {
    let text = program("4", 1, "f64", 'd')
        .replace("return %r#3, %r#4", "return %r#1, %r#4")
        .replace(
            "-> (tensor<4x1xf64>, tensor<i32>) {",
            "-> (tensor<4xf64>, tensor<i32>) {",
        )
        .replace(
            "return %r#1, %r#4 : tensor<4x1xf64>, tensor<i32>",
            "return %r#1, %r#4 : tensor<4xf64>, tensor<i32>",
        );
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let e = ad::vjp(&m, &[1]).expect_err("refused").to_string();
    assert!(e.contains("lapack.gtsv") && e.contains("at 2:"), "{e}");
}
