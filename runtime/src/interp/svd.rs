//! LAPACK's singular value decomposition (`@lapack_?gesdd_ffi`, `Op::LapackGesdd`): for each
//! `[m, n]` matrix of the batch, a = u·diag(s)·vt with s descending and non-negative.
//!
//! One-sided (Hestenes) Jacobi on the columns, in complex128 whatever the element type (a
//! real matrix stays real: its rotations have phases ±1), rounded once at the end. It is
//! accurate in the singular values relative to ‖a‖ (pairs are compared through their cosine
//! and norm ratio, so no scale of a over- or underflows) and simple enough to be
//! the definition the backends are tested against. A wide matrix is decomposed through its
//! adjoint. Columns of u (or v) that the singular vectors do not fix — those of zero singular
//! values and, with `full_matrices`, the columns past k = min(m, n) — complete an orthonormal
//! basis (a unit vector orthogonalised against the others, twice). Sweeps are bounded: a
//! matrix that has not converged after [`MAX_SWEEPS`] gets `info` = 1, one with a NaN or an
//! infinity `info` = −4 (LAPACK's code for a NaN in `a`); both are NaN in s, u and vt, as
//! JAX makes them after the call.

use super::linalg::rounded;
use fresnel_ir::{Array, Data};
use num_complex::Complex64;

/// One-sided Jacobi converges quadratically; six to ten sweeps are typical in double
/// precision. The bound only stops hostile inputs from looping.
const MAX_SWEEPS: usize = 80;

type C = Complex64;

/// The five results of `gesdd` for `a` (`[batch…, m, n]`): a itself, s, u, vt, info.
pub fn gesdd(a: &Array, full_matrices: bool, compute_uv: bool) -> Result<Vec<Array>, String> {
    let dtype = a.dtype();
    if !dtype.is_inexact() {
        return Err(format!("element type {dtype} is not supported"));
    }
    let (batch, m, n) = match a.shape.as_slice() {
        [batch @ .., m, n] => (batch.to_vec(), *m, *n),
        _ => return Err(format!("expects matrices, found shape {:?}", a.shape)),
    };
    let count: usize = batch.iter().product();
    let k = m.min(n);
    let (u_cols, vt_rows) = if full_matrices { (m, n) } else { (k, k) };
    let values = a.materialize()?.to_c128_vec();
    let (mut s, mut u, mut vt, mut info) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for b in 0..count {
        let one = &values[b * m * n..(b + 1) * m * n];
        let d = decompose(one, m, n, full_matrices, compute_uv);
        s.extend(d.s);
        info.push(d.info);
        if compute_uv {
            u.extend(d.u);
            vt.extend(d.vt);
        }
    }
    if !compute_uv {
        u = vec![C::new(0.0, 0.0); count * m * u_cols];
        vt = vec![C::new(0.0, 0.0); count * vt_rows * n];
    }
    let shaped = |rows: usize, cols: usize| {
        let mut shape = batch.clone();
        shape.extend([rows, cols]);
        shape
    };
    let mut s_shape = batch.clone();
    s_shape.push(k);
    let size = || "internal: result size".to_string();
    let s = s.into_iter().map(|x| C::new(x, 0.0)).collect();
    Ok(vec![
        a.clone(),
        Array::new(s_shape, rounded(s, dtype.real_part())?).ok_or_else(size)?,
        Array::new(shaped(m, u_cols), rounded(u, dtype)?).ok_or_else(size)?,
        Array::new(shaped(vt_rows, n), rounded(vt, dtype)?).ok_or_else(size)?,
        Array::new(batch, Data::I32(info)).ok_or_else(size)?,
    ])
}

/// The SVD of one matrix: s `[k]`, u `[m, m or k]` and vt `[n or k, n]` row-major.
struct Decomposed {
    s: Vec<f64>,
    u: Vec<C>,
    vt: Vec<C>,
    info: i32,
}

/// The SVD of the row-major `[m, n]` matrix `a`.
fn decompose(a: &[C], m: usize, n: usize, full: bool, vectors: bool) -> Decomposed {
    let k = m.min(n);
    let (u_cols, vt_rows) = if full { (m, n) } else { (k, k) };
    if a.iter().any(|x| !x.re.is_finite() || !x.im.is_finite()) {
        return failed(k, m * u_cols, vt_rows * n, -4);
    }
    // Jacobi works on the columns of a tall matrix: a itself (as columns), or aᴴ.
    let tall = m >= n;
    let (rows, cols) = if tall { (m, n) } else { (n, m) };
    let columns: Vec<Vec<C>> = (0..cols)
        .map(|j| {
            (0..rows)
                .map(|i| {
                    if tall {
                        a[i * n + j]
                    } else {
                        a[j * n + i].conj()
                    }
                })
                .collect()
        })
        .collect();
    let extra = if tall { u_cols } else { vt_rows };
    let Some(j) = jacobi(columns, rows, extra, vectors) else {
        return failed(k, m * u_cols, vt_rows * n, 1);
    };
    // tall: a = W·S·Vᴴ, so u = W, vt = Vᴴ. wide: aᴴ = W·S·Vᴴ, so a = V·S·Wᴴ: u = V, vt = Wᴴ.
    let (mut u, mut vt) = (Vec::new(), Vec::new());
    if vectors {
        let (left, right) = if tall { (&j.w, &j.v) } else { (&j.v, &j.w) };
        // u[i][c] = left column c, element i; vt[r][i] = conj(right column r, element i).
        u = (0..m)
            .flat_map(|i| (0..u_cols).map(move |c| left[c][i]))
            .collect();
        vt = (0..vt_rows)
            .flat_map(|r| (0..n).map(move |i| right[r][i].conj()))
            .collect();
    }
    Decomposed {
        s: j.s,
        u,
        vt,
        info: 0,
    }
}

fn failed(k: usize, u_len: usize, vt_len: usize, info: i32) -> Decomposed {
    let nan = C::new(f64::NAN, f64::NAN);
    Decomposed {
        s: vec![f64::NAN; k],
        u: vec![nan; u_len],
        vt: vec![nan; vt_len],
        info,
    }
}

/// What Jacobi gives for a tall `[rows, q]` matrix B = W·diag(s)·Vᴴ: s descending, W's
/// columns (`extra` of them, completed to an orthonormal set) and V's q columns.
struct Jacobi {
    s: Vec<f64>,
    w: Vec<Vec<C>>,
    v: Vec<Vec<C>>,
}

fn dot(x: &[C], y: &[C]) -> C {
    x.iter().zip(y).map(|(a, b)| a.conj() * b).sum()
}

/// ‖x‖ without overflow or underflow in the squares (scaled by the largest |xᵢ|).
fn norm(x: &[C]) -> f64 {
    let big = x.iter().map(|a| a.norm()).fold(0.0, f64::max);
    if big == 0.0 || !big.is_finite() {
        return big;
    }
    big * x.iter().map(|a| (a / big).norm_sqr()).sum::<f64>().sqrt()
}

fn norm2(x: &[C]) -> f64 {
    x.iter().map(|a| a.norm_sqr()).sum()
}

/// One-sided Jacobi on the columns `b` (each of length `rows` ≥ their count q), with V
/// accumulated when `vectors`; `None` when it has not converged in [`MAX_SWEEPS`] sweeps.
fn jacobi(mut b: Vec<Vec<C>>, rows: usize, extra: usize, vectors: bool) -> Option<Jacobi> {
    let q = b.len();
    let mut v: Vec<Vec<C>> = if vectors {
        (0..q)
            .map(|j| {
                (0..q)
                    .map(|i| C::new(f64::from(u8::from(i == j)), 0.0))
                    .collect()
            })
            .collect()
    } else {
        Vec::new()
    };
    let tol = f64::EPSILON * rows.max(1) as f64;
    let mut converged = false;
    for _ in 0..MAX_SWEEPS {
        let mut rotated = false;
        for p in 0..q {
            for r in p + 1..q {
                // In units of the two norms (so that nothing overflows or underflows
                // whatever the scale of a): the cosine of the pair and the norms' ratio.
                let (na, nb) = (norm(&b[p]), norm(&b[r]));
                if na == 0.0 || nb == 0.0 {
                    continue;
                }
                let cos: C = b[p]
                    .iter()
                    .zip(&b[r])
                    .map(|(x, y)| (x / na).conj() * (y / nb))
                    .sum();
                let g = cos.norm();
                let ratio = nb / na;
                // ζ = (β − α)/(2|γ|) with α = na², β = nb², |γ| = g·na·nb.
                let zeta = (ratio - 1.0 / ratio) / (2.0 * g);
                if g <= tol || !zeta.is_finite() {
                    // Orthogonal to working precision, or a rotation angle below it.
                    continue;
                }
                rotated = true;
                // Column r times conj(γ)/|γ| makes the pair's inner product real, then a
                // real rotation zeroes it (the smaller of the two angles).
                let phase = (cos / g).conj();
                let t = zeta.signum() / (zeta.abs() + zeta.hypot(1.0));
                let c = 1.0 / t.hypot(1.0);
                let s = c * t;
                let rotate = |x: &mut Vec<Vec<C>>| {
                    let (lo, hi) = x.split_at_mut(r);
                    for (xp, xr) in lo[p].iter_mut().zip(hi[0].iter_mut()) {
                        let yr = *xr * phase;
                        let yp = *xp;
                        *xp = yp * c - yr * s;
                        *xr = yp * s + yr * c;
                    }
                };
                rotate(&mut b);
                if vectors {
                    rotate(&mut v);
                }
            }
        }
        if !rotated {
            converged = true;
            break;
        }
    }
    if !converged {
        return None;
    }
    let norms: Vec<f64> = b.iter().map(|c| norm(c)).collect();
    if norms.iter().any(|x| !x.is_finite()) {
        // Only values within √2 of f64's largest can overflow in a rotation.
        return None;
    }
    let mut order: Vec<usize> = (0..q).collect();
    order.sort_by(|&x, &y| norms[y].total_cmp(&norms[x]));
    let s = order.iter().map(|&j| norms[j]).collect();
    if !vectors {
        return Some(Jacobi {
            s,
            w: Vec::new(),
            v: Vec::new(),
        });
    }
    let v = order.iter().map(|&j| v[j].clone()).collect();
    let mut w: Vec<Vec<C>> = order
        .iter()
        .filter(|&&j| norms[j] > 0.0)
        .map(|&j| b[j].iter().map(|x| x / norms[j]).collect())
        .collect();
    complete(&mut w, rows, extra);
    Some(Jacobi { s, w, v })
}

/// Appends unit vectors to the orthonormal columns `w` (each of length `rows`) until there
/// are `want`: each time the coordinate vector eᵢ least covered by `w` (the smallest
/// Σ|w[·][i]|², so its residual has norm ≥ √(1 − |w|/rows)), orthogonalised twice.
fn complete(w: &mut Vec<Vec<C>>, rows: usize, want: usize) {
    let mut covered = vec![0.0; rows];
    for c in w.iter() {
        for (acc, x) in covered.iter_mut().zip(c) {
            *acc += x.norm_sqr();
        }
    }
    while w.len() < want {
        let i = (0..rows)
            .min_by(|&x, &y| covered[x].total_cmp(&covered[y]))
            .unwrap_or(0);
        let mut e = vec![C::new(0.0, 0.0); rows];
        e[i] = C::new(1.0, 0.0);
        for _ in 0..2 {
            for c in w.iter() {
                let d = dot(c, &e);
                for (x, y) in e.iter_mut().zip(c) {
                    *x -= d * y;
                }
            }
        }
        let len = norm2(&e).sqrt();
        for x in e.iter_mut() {
            *x /= len;
        }
        for (acc, x) in covered.iter_mut().zip(&e) {
            *acc += x.norm_sqr();
        }
        w.push(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix(m: usize, n: usize, seed: u64, complex: bool) -> Vec<C> {
        // A small LCG: deterministic inputs without a dependency.
        let mut state = seed;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 11) as f64 / (1u64 << 53) as f64) - 0.5
        };
        (0..m * n)
            .map(|_| C::new(next(), if complex { next() } else { 0.0 }))
            .collect()
    }

    /// u·diag(s)·vt recomputes a, u and vt have orthonormal columns / rows, s descends.
    fn check(a: &[C], m: usize, n: usize, full: bool) {
        let d = decompose(a, m, n, full, true);
        assert_eq!(d.info, 0);
        let k = m.min(n);
        let (uc, vr) = if full { (m, n) } else { (k, k) };
        for w in d.s.windows(2) {
            assert!(w[0] >= w[1] && w[1] >= 0.0, "{:?}", d.s);
        }
        for i in 0..m {
            for j in 0..n {
                let x: C = (0..k)
                    .map(|c| d.u[i * uc + c] * d.s[c] * d.vt[c * n + j])
                    .sum();
                assert!((x - a[i * n + j]).norm() < 1e-13, "{m}x{n} at {i},{j}");
            }
        }
        for p in 0..uc {
            for q in 0..uc {
                let x: C = (0..m)
                    .map(|i| d.u[i * uc + p].conj() * d.u[i * uc + q])
                    .sum();
                let want = if p == q { 1.0 } else { 0.0 };
                assert!((x - want).norm() < 1e-13, "uᴴu {m}x{n} {p},{q}: {x}");
            }
        }
        for p in 0..vr {
            for q in 0..vr {
                let x: C = (0..n)
                    .map(|i| d.vt[p * n + i] * d.vt[q * n + i].conj())
                    .sum();
                let want = if p == q { 1.0 } else { 0.0 };
                assert!((x - want).norm() < 1e-13, "vvᴴ {m}x{n} {p},{q}: {x}");
            }
        }
    }

    #[test]
    fn reconstructs_and_is_orthonormal_on_every_shape() {
        for (m, n) in [(1, 1), (3, 3), (5, 2), (2, 5), (6, 6), (1, 4), (4, 1)] {
            for complex in [false, true] {
                let a = matrix(m, n, (m * 10 + n) as u64, complex);
                check(&a, m, n, true);
                check(&a, m, n, false);
            }
        }
    }

    #[test]
    fn rank_deficient_and_zero_matrices_complete_the_bases() {
        // Rank one: x·yᵀ; and the zero matrix.
        let (m, n) = (4, 3);
        let a: Vec<C> = (0..m * n)
            .map(|i| C::new(((i / n) + 1) as f64 * ((i % n) as f64 - 1.5), 0.0))
            .collect();
        check(&a, m, n, true);
        check(&a, n, m, false);
        check(&vec![C::new(0.0, 0.0); m * n], m, n, true);
        // Values far outside f64's squared range still decompose.
        let big: Vec<C> = matrix(3, 3, 7, false).iter().map(|x| x * 1e200).collect();
        let d = decompose(&big, 3, 3, false, true);
        assert_eq!(d.info, 0);
        assert!(d.s[0].is_finite() && d.s[0] > 1e199);
    }

    #[test]
    fn nan_and_inf_are_info_minus_four_and_nan() {
        let mut a = matrix(3, 2, 1, false);
        for bad in [f64::NAN, f64::INFINITY] {
            a[3] = C::new(bad, 0.0);
            let d = decompose(&a, 3, 2, true, true);
            assert_eq!(d.info, -4);
            assert!(d.s.iter().all(|x| x.is_nan()) && d.u.len() == 9 && d.vt.len() == 4);
        }
    }
}
