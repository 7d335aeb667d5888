//! The SVD comparison shared by the LAPACK SVD suites (`svd` and `gesvd` of `lapack.rs`):
//! singular vectors are unique only up to one phase per singular pair.

use crate::backends::max_rel;
use fresnel_ir::Array;
use num_complex::Complex64;

/// `[batch, rows, cols]` views of a `[batch…, rows, cols]` array's elements.
pub fn matrices(x: &Array) -> (usize, usize, usize, Vec<Complex64>) {
    let r = x.shape.len();
    let (rows, cols) = (x.shape[r - 2], x.shape[r - 1]);
    let batch = x.shape[..r - 2].iter().product();
    (batch, rows, cols, x.to_c128_vec())
}

/// jnp.linalg.svd's (U, S, Vh) against JAX's and a: S to `tol`; the first k columns of U
/// and rows of Vh equal JAX's times one unit phase per pair (conjugate ones for Vh);
/// U·diag(S)·Vh recomputes a; U and Vh (full or reduced) are orthonormal.
pub fn against(a: &Array, got: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let [u, s, vh] = got else {
        return Err(format!("{} results, expected U, S, Vh", got.len()));
    };
    for (g, w) in got.iter().zip(want) {
        if g.ty() != w.ty() {
            return Err(format!("result type {} where JAX has {}", g.ty(), w.ty()));
        }
    }
    let mut worst = max_rel(s, &want[1]);
    let (batch, m, uc, uv) = matrices(u);
    let (_, vr, n, vv) = matrices(vh);
    let (_, _, _, ju) = matrices(&want[0]);
    let (_, _, _, jv) = matrices(&want[2]);
    let (_, _, _, av) = matrices(a);
    let sv = s.to_c128_vec();
    let k = m.min(n);
    let scale = av.iter().map(|x| x.norm()).fold(1.0, f64::max);
    for b in 0..batch {
        let (u, ju) = (&uv[b * m * uc..], &ju[b * m * uc..]);
        let (v, jv) = (&vv[b * vr * n..], &jv[b * vr * n..]);
        let (a, s) = (&av[b * m * n..], &sv[b * k..]);
        for j in 0..k {
            // The phase taking JAX's pair to ours.
            let p: Complex64 = (0..m).map(|i| ju[i * uc + j].conj() * u[i * uc + j]).sum();
            let p = p / p.norm();
            for i in 0..m {
                worst = worst.max((u[i * uc + j] - p * ju[i * uc + j]).norm());
            }
            for i in 0..n {
                worst = worst.max((v[j * n + i] - p.conj() * jv[j * n + i]).norm());
            }
        }
        for i in 0..m {
            for j in 0..n {
                let x: Complex64 = (0..k).map(|c| u[i * uc + c] * s[c] * v[c * n + j]).sum();
                worst = worst.max((x - a[i * n + j]).norm() / scale);
            }
        }
        for p in 0..uc {
            for q in 0..uc {
                let x: Complex64 = (0..m).map(|i| u[i * uc + p].conj() * u[i * uc + q]).sum();
                worst = worst.max((x - f64::from(u8::from(p == q))).norm());
            }
        }
        for p in 0..vr {
            for q in 0..vr {
                let x: Complex64 = (0..n).map(|i| v[p * n + i] * v[q * n + i].conj()).sum();
                worst = worst.max((x - f64::from(u8::from(p == q))).norm());
            }
        }
    }
    if worst > tol {
        return Err(format!("differs by {worst:.1e}"));
    }
    Ok(worst)
}
