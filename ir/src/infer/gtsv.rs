//! Shape rule of LAPACK's tridiagonal solve (`?gtsv`, `Op::LapackGtsv`), as JAX's CPU
//! `lax.linalg.tridiagonal_solve` calls it: batched over the leading dimensions.

use crate::types::{DType, TensorType};

/// `gtsv(dl, d, du, b)`: the three diagonals `[batch…, n]` (`dl[0]` and `du[n − 1]` unused, as
/// JAX passes them) and the right-hand sides `[batch…, n, k]`, all of one float or complex
/// type. Results: the three diagonals (overwritten by LAPACK with its factorisation), the
/// solution (b's type) and `info` (`i32[batch…]`).
pub fn gtsv(
    dl: &TensorType,
    d: &TensorType,
    du: &TensorType,
    b: &TensorType,
) -> Result<Vec<TensorType>, String> {
    if !b.dtype.is_inexact() {
        return Err(format!(
            "b must have a float or complex element type, found {b}"
        ));
    }
    let [batch @ .., n, _] = b.shape.as_slice() else {
        return Err(format!("b must have rank ≥ 2, found {b}"));
    };
    let mut diag = batch.to_vec();
    diag.push(*n);
    let want = b.with_shape(diag);
    for (name, t) in [("dl", dl), ("d", d), ("du", du)] {
        if *t != want {
            return Err(format!("{name} must be {want} (b is {b}), found {t}"));
        }
    }
    Ok(vec![
        want.clone(),
        want.clone(),
        want,
        b.clone(),
        TensorType::new(DType::I32, batch.to_vec()),
    ])
}
