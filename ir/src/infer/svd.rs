//! Shape rule of LAPACK's singular value decomposition (`gesdd`, `Op::LapackGesdd`).

use crate::types::{DType, TensorType};

/// `gesdd(a)`: a batch of `[m, n]` float or complex matrices, k = min(m, n); the results are
/// a's type (the overwritten operand), `s` `[batch…, k]` of a's real type, `u`
/// `[batch…, m, m or k]`, `vt` `[batch…, n or k, n]` (`full_matrices` or not; the same types
/// when `compute_uv` is off, as JAX emits them) and `info` `i32[batch…]`.
pub fn gesdd(a: &TensorType, full_matrices: bool) -> Result<Vec<TensorType>, String> {
    if !a.dtype.is_inexact() {
        return Err(format!(
            "a must have a float or complex element type, found {a}"
        ));
    }
    let r = a.rank();
    if r < 2 {
        return Err(format!("a must have rank ≥ 2, found {a}"));
    }
    let batch = &a.shape[..r - 2];
    let (m, n) = (a.shape[r - 2], a.shape[r - 1]);
    let k = m.min(n);
    let matrix = |rows: usize, cols: usize| {
        let mut shape = batch.to_vec();
        shape.extend([rows, cols]);
        a.with_shape(shape)
    };
    let (u_cols, vt_rows) = if full_matrices { (m, n) } else { (k, k) };
    let mut s = batch.to_vec();
    s.push(k);
    Ok(vec![
        a.clone(),
        TensorType::new(a.dtype.real_part(), s),
        matrix(m, u_cols),
        matrix(vt_rows, n),
        TensorType::new(DType::I32, batch.to_vec()),
    ])
}
