//! Shape rule of LAPACK's general eigendecomposition (`geev`, `Op::LapackGeev`) as JAX's CPU
//! FFI handler returns it: real input gives the eigenvalues as two real vectors (`wr`, `wi`)
//! but the eigenvectors already complex; complex input gives one complex vector `w`.

use crate::types::{DType, TensorType};

/// `geev(a)` for a square float/complex batch `[batch…, n, n]`: `(wr, wi, vl, vr, info)` for
/// real `a`, `(w, vl, vr, info)` for complex `a`.
pub fn geev(a: &TensorType) -> Result<Vec<TensorType>, String> {
    if !a.dtype.is_inexact() {
        return Err(format!(
            "a must have a float or complex element type, found {a}"
        ));
    }
    let (batch, n) = match a.shape.as_slice() {
        [batch @ .., m, n] if m == n => (batch, *n),
        _ => {
            return Err(format!(
                "a must be a batch of square matrices (rank ≥ 2), found {a}"
            ))
        }
    };
    // f32 → complex64, f64 → complex128; complex types keep theirs.
    let complex = if a.dtype.is_complex() {
        a.dtype
    } else {
        a.dtype
            .complex_of()
            .ok_or_else(|| format!("no complex type for {}", a.dtype))?
    };
    let mut w = batch.to_vec();
    w.push(n);
    let vectors = TensorType::new(complex, a.shape.clone());
    let info = TensorType::new(DType::I32, batch.to_vec());
    Ok(if a.dtype.is_complex() {
        vec![TensorType::new(complex, w), vectors.clone(), vectors, info]
    } else {
        vec![
            TensorType::new(a.dtype, w.clone()),
            TensorType::new(a.dtype, w),
            vectors.clone(),
            vectors,
            info,
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_and_complex_results() {
        let r = geev(&TensorType::new(DType::F32, vec![2, 3, 3])).unwrap();
        let names: Vec<String> = r.iter().map(|t| t.to_string()).collect();
        assert_eq!(
            names,
            [
                "tensor<2x3xf32>",
                "tensor<2x3xf32>",
                "tensor<2x3x3xcomplex<f32>>",
                "tensor<2x3x3xcomplex<f32>>",
                "tensor<2xi32>"
            ]
        );
        let c = geev(&TensorType::new(DType::C128, vec![0, 0])).unwrap();
        assert_eq!(c.len(), 4);
        assert_eq!(c[0].to_string(), "tensor<0xcomplex<f64>>");
        assert!(geev(&TensorType::new(DType::F64, vec![2, 3])).is_err());
        assert!(geev(&TensorType::new(DType::I32, vec![2, 2])).is_err());
        assert!(geev(&TensorType::new(DType::F64, vec![3])).is_err());
    }
}
