//! LAPACK's tridiagonal solve (`?gtsv`, `Op::LapackGtsv`) as JAX's CPU
//! `lax.linalg.tridiagonal_solve` calls it: for each system of the batch, the sub-, main and
//! super-diagonals dl, d, du `[n]` (LAPACK's DL(i) is dl[i], DU(i) is du[i − 1]: JAX passes
//! dl[0] and du[n − 1] but LAPACK never reads them) and right-hand sides b `[n, k]`.
//!
//! The algorithm is LAPACK's, step for step, so that the overwritten diagonals, the pivoting
//! and `info` agree: Gaussian elimination with partial pivoting (rows i and i + 1 swapped
//! when |d_i| < |dl_i|, with |re| + |im| for complex as `?gtsv` compares), which leaves U's
//! diagonal in d, its first superdiagonal in du and its second in dl; then back substitution.
//! A zero pivot stops it with info = its 1-based row (`?gtsv` returns there, leaving b and the
//! diagonals as far as the elimination got). The complex routine skips a step whose
//! subdiagonal element is zero (`zgtsv`'s shortcut; only visible with infinities or NaN in
//! the row above), the real one does not (`dgtsv`). f32 and complex64 compute in double
//! precision and round once, like the other LAPACK ops here.

use super::linalg::{rounded, Field};
use fresnel_ir::{Array, Data};
use num_complex::Complex64;

/// What the elimination needs beyond [`Field`]: moving elements in and out of complex128.
trait Elem: Field {
    fn from_c(c: Complex64) -> Self;
    fn to_c(self) -> Complex64;
}
impl Elem for f64 {
    fn from_c(c: Complex64) -> Self {
        c.re
    }
    fn to_c(self) -> Complex64 {
        Complex64::new(self, 0.0)
    }
}
impl Elem for Complex64 {
    fn from_c(c: Complex64) -> Self {
        c
    }
    fn to_c(self) -> Complex64 {
        self
    }
}

/// `gtsv(dl, d, du, b)`: the overwritten diagonals, the solution and `info`.
pub fn gtsv(dl: &Array, d: &Array, du: &Array, b: &Array) -> Result<Vec<Array>, String> {
    let [batch @ .., n, k] = b.shape.as_slice() else {
        return Err(format!("gtsv: b must have rank ≥ 2, found {:?}", b.shape));
    };
    let (n, k) = (*n, *k);
    let count: usize = batch.iter().product();
    for (name, x) in [("dl", dl), ("d", d), ("du", du)] {
        if x.shape.len() != batch.len() + 1
            || x.shape[..batch.len()] != *batch
            || x.shape[batch.len()] != n
        {
            return Err(format!(
                "gtsv: {name} has shape {:?} for b {:?}",
                x.shape, b.shape
            ));
        }
    }
    let ins = [dl, d, du, b].map(|a| a.to_c128_vec());
    let (outs, info) = if b.dtype().is_complex() {
        solve_all::<Complex64>(&ins, count, n, k, true)
    } else {
        solve_all::<f64>(&ins, count, n, k, false)
    };
    let dtype = b.dtype();
    let mut results = Vec::with_capacity(5);
    for (out, like) in outs.into_iter().zip([dl, d, du, b]) {
        results.push(array(like.shape.clone(), rounded(out, dtype)?)?);
    }
    results.push(array(batch.to_vec(), Data::I32(info))?);
    Ok(results)
}

fn array(shape: Vec<usize>, data: Data) -> Result<Array, String> {
    Array::new(shape, data).ok_or_else(|| "internal: gtsv result size".to_string())
}

/// Every system of the batch; returns (dl, d, du, x) as complex128 and the infos.
fn solve_all<T: Elem>(
    ins: &[Vec<Complex64>; 4],
    count: usize,
    n: usize,
    k: usize,
    skip_zero: bool,
) -> ([Vec<Complex64>; 4], Vec<i32>) {
    let conv = |v: &Vec<Complex64>| -> Vec<T> { v.iter().map(|&c| T::from_c(c)).collect() };
    let (mut dl, mut d, mut du, mut b) =
        (conv(&ins[0]), conv(&ins[1]), conv(&ins[2]), conv(&ins[3]));
    let mut infos = Vec::with_capacity(count);
    for s in 0..count {
        let rows = s * n..(s + 1) * n;
        let info = solve(
            &mut dl[rows.clone()],
            &mut d[rows.clone()],
            &mut du[rows],
            &mut b[s * n * k..(s + 1) * n * k],
            k,
            skip_zero,
        );
        infos.push(info);
    }
    let back = |v: Vec<T>| -> Vec<Complex64> { v.into_iter().map(T::to_c).collect() };
    ([back(dl), back(d), back(du), back(b)], infos)
}

/// One system in place (0-based: LAPACK's DL(i + 1) is `dl[i + 1]`, D(i + 1) is `d[i]`,
/// DU(i + 1) is `du[i]`; `b` row-major `[n, k]`); returns info.
fn solve<T: Elem>(
    dl: &mut [T],
    d: &mut [T],
    du: &mut [T],
    b: &mut [T],
    k: usize,
    skip_zero: bool,
) -> i32 {
    let n = d.len();
    if n == 0 {
        return 0;
    }
    let zero = T::real(0.0);
    for i in 0..n - 1 {
        let sub = dl[i + 1];
        let last = i + 1 == n - 1;
        if skip_zero && sub == zero {
            if d[i] == zero {
                return (i + 1) as i32;
            }
        } else if d[i].abs1() >= sub.abs1() {
            // No row interchange.
            if d[i] == zero {
                return (i + 1) as i32;
            }
            let fact = sub / d[i];
            d[i + 1] -= fact * du[i];
            for j in 0..k {
                b[(i + 1) * k + j] -= fact * b[i * k + j];
            }
            if !last {
                dl[i + 1] = zero;
            }
        } else {
            // Interchange rows i and i + 1.
            let fact = d[i] / sub;
            d[i] = sub;
            let temp = d[i + 1];
            d[i + 1] = du[i] - fact * temp;
            if !last {
                dl[i + 1] = du[i + 1];
                du[i + 1] = -(fact * dl[i + 1]);
            }
            du[i] = temp;
            for j in 0..k {
                let temp = b[i * k + j];
                b[i * k + j] = b[(i + 1) * k + j];
                b[(i + 1) * k + j] = temp - fact * b[(i + 1) * k + j];
            }
        }
    }
    if d[n - 1] == zero {
        return n as i32;
    }
    // Back substitution with U (diagonal d, superdiagonals du and dl[1..]).
    for j in 0..k {
        b[(n - 1) * k + j] = b[(n - 1) * k + j] / d[n - 1];
        if n > 1 {
            b[(n - 2) * k + j] = (b[(n - 2) * k + j] - du[n - 2] * b[(n - 1) * k + j]) / d[n - 2];
        }
        for i in (0..n.saturating_sub(2)).rev() {
            b[i * k + j] =
                (b[i * k + j] - du[i] * b[(i + 1) * k + j] - dl[i + 1] * b[(i + 2) * k + j]) / d[i];
        }
    }
    0
}
