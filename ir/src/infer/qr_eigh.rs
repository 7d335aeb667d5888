//! Shape rules of LAPACK's QR (`geqrf`, then `orgqr`/`ungqr` building Q) and Hermitian
//! eigendecomposition (`syevd`/`heevd`), as JAX's CPU lowering calls them: batched over the
//! leading dimensions, one matrix in the two trailing ones.

use crate::types::{DType, TensorType};

/// `x` is a float/complex batch of matrices; returns (batch, m, n).
fn matrices<'a>(x: &'a TensorType, what: &str) -> Result<(&'a [usize], usize, usize), String> {
    if !x.dtype.is_inexact() {
        return Err(format!(
            "{what} must have a float or complex element type, found {x}"
        ));
    }
    match x.shape.as_slice() {
        [batch @ .., m, n] => Ok((batch, *m, *n)),
        _ => Err(format!("{what} must have rank ≥ 2, found {x}")),
    }
}

/// `geqrf(a)`: the packed factors (a's type) and the taus `[batch…, min(m, n)]`.
pub fn geqrf(a: &TensorType) -> Result<Vec<TensorType>, String> {
    let (batch, m, n) = matrices(a, "a")?;
    let mut taus = batch.to_vec();
    taus.push(m.min(n));
    Ok(vec![a.clone(), a.with_shape(taus)])
}

/// `orgqr(a, taus)`: a is `[batch…, m, n]` with m ≥ n, taus `[batch…, k]` of a's element
/// type with k ≤ n (LAPACK's own argument checks); the result has a's type.
pub fn orgqr(a: &TensorType, taus: &TensorType) -> Result<TensorType, String> {
    let (batch, m, n) = matrices(a, "a")?;
    if m < n {
        return Err(format!(
            "a must have at least as many rows as columns (m ≥ n), found {a}"
        ));
    }
    let ok = taus.dtype == a.dtype
        && taus.rank() == batch.len() + 1
        && taus.shape[..batch.len()] == *batch
        && taus.shape[batch.len()] <= n;
    if !ok {
        return Err(format!(
            "taus must be [batch…, k] of a's element type with k ≤ {n} (a is {a}), found {taus}"
        ));
    }
    Ok(a.clone())
}

/// `syevd(a)`: a batch of square matrices; the eigenvectors (a's type), the eigenvalues
/// `[batch…, n]` of a's real type and `info` `i32[batch…]`.
pub fn syevd(a: &TensorType) -> Result<Vec<TensorType>, String> {
    let (batch, m, n) = matrices(a, "a")?;
    if m != n {
        return Err(format!(
            "a must be square in its two trailing dimensions, found {a}"
        ));
    }
    let mut w = batch.to_vec();
    w.push(n);
    Ok(vec![
        a.clone(),
        TensorType::new(a.dtype.real_part(), w),
        TensorType::new(DType::I32, batch.to_vec()),
    ])
}
