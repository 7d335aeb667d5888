//! Shape rules of the linear-algebra ops: `triangular_solve`, `cholesky` and LAPACK's LU
//! (`getrf`). All work on the two trailing dimensions (square matrices, except for the
//! LU), batched over the leading ones.

use crate::types::{DType, TensorType};

/// Float or complex element types only (the ops divide and take square roots).
fn inexact(x: &TensorType, what: &str) -> Result<(), String> {
    if x.dtype.is_inexact() {
        Ok(())
    } else {
        Err(format!(
            "{what} must have a float or complex element type, found {x}"
        ))
    }
}

/// `x` is a batch of square matrices `[..., m, m]`; returns m.
fn square(x: &TensorType, what: &str) -> Result<usize, String> {
    match x.shape.as_slice() {
        [.., r, c] if r == c => Ok(*r),
        [.., _, _] => Err(format!(
            "{what} must be square in its two trailing dimensions, found {x}"
        )),
        _ => Err(format!("{what} must have rank ≥ 2, found {x}")),
    }
}

/// `triangular_solve(a, b)`: a is `[batch…, m, m]`, b is `[batch…, m, n]` when `left_side`
/// (solving op(a)·x = b) and `[batch…, n, m]` otherwise; x has b's type.
pub fn triangular_solve(
    a: &TensorType,
    b: &TensorType,
    left_side: bool,
) -> Result<TensorType, String> {
    inexact(a, "a")?;
    if a.dtype != b.dtype {
        return Err(format!("a and b differ in element type ({a} vs {b})"));
    }
    let m = square(a, "a")?;
    if b.rank() != a.rank() {
        return Err(format!(
            "b must have the rank of a ({}), found {b}",
            a.rank()
        ));
    }
    let r = a.rank();
    if a.shape[..r - 2] != b.shape[..r - 2] {
        return Err(format!("batch dimensions of a and b differ ({a} vs {b})"));
    }
    let (solved, side) = if left_side {
        (b.shape[r - 2], "rows (left_side = true)")
    } else {
        (b.shape[r - 1], "columns (left_side = false)")
    };
    if solved != m {
        return Err(format!("b must have {m} {side} to match a, found {b}"));
    }
    Ok(b.clone())
}

/// `cholesky(a)`: a batch of square matrices, result of a's type.
pub fn cholesky(a: &TensorType) -> Result<TensorType, String> {
    inexact(a, "a")?;
    square(a, "a")?;
    Ok(a.clone())
}

/// `getrf(a)`: a batch of `[m, n]` matrices; the packed factors (a's type), the pivots
/// `i32[batch…, min(m, n)]` and `info` `i32[batch…]`.
pub fn getrf(a: &TensorType) -> Result<Vec<TensorType>, String> {
    inexact(a, "a")?;
    let r = a.rank();
    if r < 2 {
        return Err(format!("a must have rank ≥ 2, found {a}"));
    }
    let batch = &a.shape[..r - 2];
    let mut pivots = batch.to_vec();
    pivots.push(a.shape[r - 2].min(a.shape[r - 1]));
    Ok(vec![
        a.clone(),
        TensorType::new(DType::I32, pivots),
        TensorType::new(DType::I32, batch.to_vec()),
    ])
}
