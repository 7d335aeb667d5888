//! Comparing CPU results with the interpreter's: max|a−b| / max|b| within 1e-5 for f32 and
//! complex<f32>, 1e-12 for f64 and complex<f64>; integers and booleans exactly. NaNs must
//! sit at the same places, infinities must be equal.

use fresnel_ir::{Array, DType, Data};

pub fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C64 => 1e-5,
        DType::F64 | DType::C128 => 1e-12,
        _ => 0.0,
    }
}

/// The relative error of `got` against `want`, or why they cannot be compared.
pub fn relative_error(got: &Array, want: &Array) -> Result<f64, String> {
    relative_error_floored(got, want, 0.0)
}

/// Like [`relative_error`], dividing by at least `floor`: for results of O(1) inputs that
/// may cancel to rounding noise (a sum of terms that are exactly opposite).
pub fn relative_error_floored(got: &Array, want: &Array, floor: f64) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    if want.dtype().is_integral() {
        return match got.data == want.data {
            true => Ok(0.0),
            false => Err("integers or booleans differ".into()),
        };
    }
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let mut diff = 0.0f64;
    let mut scale = 0.0f64;
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        for (x, y) in [(a.re, b.re), (a.im, b.im)] {
            if x.is_nan() != y.is_nan() {
                return Err(format!("element {i}: {a} where {b} was expected"));
            }
            if x.is_infinite() || y.is_infinite() {
                if x != y {
                    return Err(format!("element {i}: {a} where {b} was expected"));
                }
                continue;
            }
            if !x.is_nan() {
                diff = diff.max((x - y).abs());
                scale = scale.max(y.abs());
            }
        }
    }
    let scale = scale.max(floor);
    Ok(if scale > 0.0 { diff / scale } else { diff })
}

/// Checks every result; returns the worst relative error.
pub fn compare_all(got: &[Array], want: &[Array]) -> Result<f64, String> {
    compare_all_floored(got, want, 0.0)
}

/// [`compare_all`] with [`relative_error_floored`].
pub fn compare_all_floored(got: &[Array], want: &[Array], floor: f64) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!("{} results, expected {}", got.len(), want.len()));
    }
    let mut worst = 0.0f64;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let err = relative_error_floored(g, w, floor).map_err(|e| format!("result {k}: {e}"))?;
        let tol = tolerance(w.dtype());
        if err > tol {
            return Err(format!(
                "result {k} ({}): relative error {err:.3e} > {tol:.0e}",
                w.ty()
            ));
        }
        worst = worst.max(err);
    }
    Ok(worst)
}

/// Bitwise equality (NaNs included): what two runs of one executable must give.
pub fn identical(a: &[Array], b: &[Array]) -> bool {
    fn bits(d: &Data) -> Vec<u8> {
        d.to_le_bytes()
    }
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.ty() == y.ty() && bits(&x.data) == bits(&y.data))
}

#[test]
fn the_comparison_can_fail() {
    let a = Array::from_f32(vec![3], vec![1.0, 2.0, 3.0]).unwrap();
    let b = Array::from_f32(vec![3], vec![1.0, 2.0, 3.001]).unwrap();
    assert!(compare_all(std::slice::from_ref(&a), std::slice::from_ref(&a)).is_ok());
    assert!(compare_all(&[b], std::slice::from_ref(&a)).is_err());
    let n = Array::from_f32(vec![3], vec![1.0, f32::NAN, 3.0]).unwrap();
    assert!(compare_all(std::slice::from_ref(&n), &[a]).is_err());
    assert!(compare_all(std::slice::from_ref(&n), std::slice::from_ref(&n)).is_ok());
    assert!(identical(
        std::slice::from_ref(&n),
        std::slice::from_ref(&n)
    ));
}
