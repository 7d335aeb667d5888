//! Gradient checks of `triangular_solve` and `cholesky`: central finite differences in f64
//! and complex128 for every attribute combination, batched, with respect to both operands.
//! The matrices are made well conditioned inside the program (a multiple of the identity is
//! added), so the differences are accurate; `cholesky` reads one triangle of a Hermitian
//! matrix, and its inputs are perturbed in every element (the other triangle must get a
//! zero gradient, the diagonal's imaginary part too).

use super::*;

/// `dense<…>` of `scale`·I batched to `shape` (…, m, m), in `dt`.
fn eye(shape: &[usize], dt: &str, scale: f64) -> String {
    let m = shape[shape.len() - 1];
    let batch: usize = shape[..shape.len() - 2].iter().product();
    let elem = |v: f64| {
        if dt.starts_with("complex") {
            format!("({v:e},0.0)")
        } else {
            format!("{v:e}")
        }
    };
    let mat = (0..m)
        .map(|i| {
            let row: Vec<String> = (0..m)
                .map(|j| elem(if i == j { scale } else { 0.0 }))
                .collect();
            format!("[{}]", row.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mats = vec![format!("[{mat}]"); batch].join(", ");
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let body = if shape.len() == 2 {
        format!("[{mat}]")
    } else {
        format!("[{mats}]")
    };
    format!("dense<{body}> : tensor<{dims}{dt}>")
}

#[test]
fn triangular_solve_matches_finite_differences_for_every_attribute() {
    for dt in ["f64", "complex<f64>"] {
        let t = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        for left in [true, false] {
            for lower in [true, false] {
                for unit in [false, true] {
                    for tr in ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"] {
                        let a = t(&[2, 3, 3]);
                        let b = if left { t(&[2, 3, 2]) } else { t(&[2, 2, 3]) };
                        let body = format!(
                            "    %i = stablehlo.constant {}
    %a = stablehlo.add %arg0, %i : {at}
    %y = \"stablehlo.triangular_solve\"(%a, %arg1) {{left_side = {left}, lower = {lower}, unit_diagonal = {unit}, transpose_a = #stablehlo<transpose {tr}>}} : ({at}, {bt}) -> {bt}",
                            eye(&a.shape, dt, 3.0),
                            at = a.mlir(),
                            bt = b.mlir()
                        );
                        fd_case(&[a, b.clone()], &body, &b, (-1.0, 1.0));
                    }
                }
            }
        }
    }
}

#[test]
fn cholesky_matches_finite_differences() {
    for dt in ["f64", "complex<f64>"] {
        for lower in [true, false] {
            for shape in [vec![3, 3], vec![2, 4, 4]] {
                let a = T {
                    shape: shape.clone(),
                    dtype: dt,
                };
                let body = format!(
                    "    %i = stablehlo.constant {}
    %a = stablehlo.add %arg0, %i : {at}
    %y = \"stablehlo.cholesky\"(%a) {{lower = {lower}}} : ({at}) -> {at}",
                    eye(&shape, dt, 5.0),
                    at = a.mlir()
                );
                fd_case(std::slice::from_ref(&a), &body, &a, (-1.0, 1.0));
            }
        }
    }
}
