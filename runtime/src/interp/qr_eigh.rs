//! LAPACK's Householder QR (`geqrf`), the Q it packs (`orgqr`/`ungqr`) and the Hermitian
//! eigendecomposition (`syevd`/`heevd`), as JAX's CPU `jnp.linalg.qr` and `eigh` call them:
//! batched over the leading dimensions, one row-major matrix at a time (LAPACK's A(i, j) is
//! the tensor's a[…, i, j]). Like the rest of `linalg.rs`, f32 and complex64 compute in
//! double precision and round once at the end.

use super::linalg::{with_field, Field};
use fresnel_ir::{Array, DType, Data};
use num_complex::{Complex32, Complex64};

/// What the reflectors need beyond [`Field`]: scaling by a real and building from parts.
trait Scalar: Field {
    fn parts(re: f64, im: f64) -> Self;
    fn times(self, r: f64) -> Self;
}
impl Scalar for f64 {
    fn parts(re: f64, _: f64) -> Self {
        re
    }
    fn times(self, r: f64) -> Self {
        self * r
    }
}
impl Scalar for Complex64 {
    fn parts(re: f64, im: f64) -> Self {
        Complex64::new(re, im)
    }
    fn times(self, r: f64) -> Self {
        self * r
    }
}

/// `(batch count, m, n)` of a `[batch…, m, n]` shape.
fn dims(shape: &[usize]) -> Result<(&[usize], usize, usize), String> {
    match shape {
        [batch @ .., m, n] => Ok((batch, *m, *n)),
        _ => Err(format!("expects matrices, found shape {shape:?}")),
    }
}

/// Elements computed in double precision, rounded to `dtype`.
fn real_data(dtype: DType, v: Vec<f64>) -> Data {
    if dtype == DType::F32 {
        Data::F32(v.into_iter().map(|e| e as f32).collect())
    } else {
        Data::F64(v)
    }
}

fn complex_data(dtype: DType, v: Vec<Complex64>) -> Data {
    if dtype == DType::C64 {
        Data::C64(
            v.into_iter()
                .map(|e| Complex32::new(e.re as f32, e.im as f32))
                .collect(),
        )
    } else {
        Data::C128(v)
    }
}

fn array(shape: Vec<usize>, data: Data) -> Result<Array, String> {
    Array::new(shape, data).ok_or_else(|| "internal: result size".to_string())
}

/// ‖x‖₂ without overflow or underflow in the squares (LAPACK's `?nrm2` scales likewise).
fn norm<T: Field>(x: impl Iterator<Item = T>) -> f64 {
    x.fold(0.0f64, |acc, v| acc.hypot(v.abs()))
}

/// LAPACK's `geqrf` (`@lapack_?geqrf_ffi`): the packed Householder QR of each `[m, n]`
/// matrix and its `taus` `[batch…, min(m, n)]`.
pub fn geqrf(a: &Array) -> Result<Vec<Array>, String> {
    let (batch, m, n) = dims(&a.shape)?;
    let count: usize = batch.iter().product();
    let dtype = a.dtype();
    let (mut taus_r, mut taus_c) = (Vec::new(), Vec::new());
    let data = with_field(
        a,
        None,
        |a, _| geqrf_batch(a, count, m, n, &mut taus_r),
        |a, _| geqrf_batch(a, count, m, n, &mut taus_c),
    )?;
    let taus = if dtype.is_complex() {
        complex_data(dtype, taus_c)
    } else {
        real_data(dtype, taus_r)
    };
    let mut tau_shape = batch.to_vec();
    tau_shape.push(m.min(n));
    Ok(vec![array(a.shape.clone(), data)?, array(tau_shape, taus)?])
}

/// `?geqr2`, matrix by matrix, in place: column j's reflector by `?larfg` (β = −sign(Re α)·
/// ‖(α, x)‖, τ = (β − α)/β, x scaled by 1/(α − β), α replaced by β; τ = 0 and nothing
/// changed when x = 0 and α is real), then Hᴴ = I − τ̄·v·vᴴ applied to the columns right of j.
fn geqrf_batch<T: Scalar>(
    mut a: Vec<T>,
    count: usize,
    m: usize,
    n: usize,
    taus: &mut Vec<T>,
) -> Vec<T> {
    let k = m.min(n);
    for b in 0..count {
        let a = &mut a[b * m * n..(b + 1) * m * n];
        for j in 0..k {
            let alpha = a[j * n + j];
            let xnorm = norm((j + 1..m).map(|i| a[i * n + j]));
            if xnorm == 0.0 && alpha.im() == 0.0 {
                taus.push(T::zero());
                continue;
            }
            let (re, im) = (alpha.re(), alpha.im());
            let beta = -(re.hypot(im).hypot(xnorm)).copysign(re);
            let tau = T::parts((beta - re) / beta, -im / beta);
            let scale = T::one() / (alpha - T::real(beta));
            for i in j + 1..m {
                a[i * n + j] = a[i * n + j] * scale;
            }
            a[j * n + j] = T::real(beta);
            taus.push(tau);
            // Hᴴ·A[j.., j+1..] with v = (1, a[j+1.., j]).
            let tc = tau.conj();
            for c in j + 1..n {
                let mut w = a[j * n + c];
                for i in j + 1..m {
                    w += a[i * n + j].conj() * a[i * n + c];
                }
                a[j * n + c] -= tc * w;
                for i in j + 1..m {
                    let v = a[i * n + j];
                    a[i * n + c] -= tc * v * w;
                }
            }
        }
    }
    a
}

/// LAPACK's `orgqr`/`ungqr` (`@lapack_?orgqr_ffi`): the first n columns of H₁⋯H_k from the
/// reflectors in the first k columns of each `[m, n]` matrix (m ≥ n ≥ k, checked by the
/// shape rule) and `taus` `[batch…, k]`.
pub fn orgqr(a: &Array, taus: &Array) -> Result<Array, String> {
    let (batch, m, n) = dims(&a.shape)?;
    let count: usize = batch.iter().product();
    let k = *taus.shape.last().ok_or("taus must have rank ≥ 1")?;
    if m < n || k > n {
        return Err(format!(
            "orgqr needs m ≥ n ≥ k, found m = {m}, n = {n}, k = {k}"
        ));
    }
    let data = with_field(
        a,
        Some(taus),
        |a, t| orgqr_batch(a, &t.unwrap_or_default(), count, m, n, k),
        |a, t| orgqr_batch(a, &t.unwrap_or_default(), count, m, n, k),
    )?;
    array(a.shape.clone(), data)
}

/// `?org2r`/`?ung2r`, matrix by matrix, in place: columns k.. start as the identity's, then
/// for i = k−1 down to 0, Hᵢ = I − τᵢ·vᵢ·vᵢᴴ is applied to the columns right of i and
/// column i becomes Hᵢ's own (1 − τᵢ on the diagonal, −τᵢ·v below, zeros above).
fn orgqr_batch<T: Scalar>(
    mut a: Vec<T>,
    taus: &[T],
    count: usize,
    m: usize,
    n: usize,
    k: usize,
) -> Vec<T> {
    for b in 0..count {
        let a = &mut a[b * m * n..(b + 1) * m * n];
        let taus = &taus[b * k..(b + 1) * k];
        for j in k..n {
            for i in 0..m {
                a[i * n + j] = if i == j { T::one() } else { T::zero() };
            }
        }
        for i in (0..k).rev() {
            let tau = taus[i];
            a[i * n + i] = T::one();
            for c in i + 1..n {
                let mut w = T::zero();
                for r in i..m {
                    w += a[r * n + i].conj() * a[r * n + c];
                }
                for r in i..m {
                    let v = a[r * n + i];
                    a[r * n + c] -= tau * v * w;
                }
            }
            for r in i + 1..m {
                a[r * n + i] = -tau * a[r * n + i];
            }
            a[i * n + i] = T::one() - tau;
            for l in 0..i {
                a[l * n + i] = T::zero();
            }
        }
    }
    a
}

/// LAPACK's `syevd`/`heevd` (`@lapack_?syevd_ffi`): for each Hermitian `[n, n]` matrix
/// given by its `lower` (else upper) triangle, the eigenvectors (columns), the eigenvalues
/// ascending and `info`. A matrix with a non-finite element in that triangle gives NaNs
/// and info = 1 (LAPACK's "did not converge"; JAX then returns NaNs too).
pub fn syevd(a: &Array, lower: bool) -> Result<Vec<Array>, String> {
    let (batch, m, n) = dims(&a.shape)?;
    if m != n {
        return Err(format!(
            "expects square matrices, found shape {:?}",
            a.shape
        ));
    }
    let count: usize = batch.iter().product();
    let dtype = a.dtype();
    let (mut w, mut infos) = (Vec::new(), Vec::new());
    let (mut w_c, mut infos_c) = (Vec::new(), Vec::new());
    let data = with_field(
        a,
        None,
        |a, _| syevd_batch(a, count, n, lower, &mut w, &mut infos),
        |a, _| syevd_batch(a, count, n, lower, &mut w_c, &mut infos_c),
    )?;
    w.append(&mut w_c);
    infos.append(&mut infos_c);
    let mut w_shape = batch.to_vec();
    w_shape.push(n);
    Ok(vec![
        array(a.shape.clone(), data)?,
        array(w_shape, real_data(dtype.real_part(), w))?,
        array(batch.to_vec(), Data::I32(infos))?,
    ])
}

/// More sweeps than cyclic Jacobi ever needs (it converges quadratically, in about 10).
const MAX_SWEEPS: usize = 60;

fn syevd_batch<T: Scalar>(
    mut a: Vec<T>,
    count: usize,
    n: usize,
    lower: bool,
    eigenvalues: &mut Vec<f64>,
    infos: &mut Vec<i32>,
) -> Vec<T> {
    for b in 0..count {
        let a = &mut a[b * n * n..(b + 1) * n * n];
        // The Hermitian matrix the triangle defines (the diagonal's imaginary part ignored).
        let mut h = vec![T::zero(); n * n];
        let mut finite = true;
        for i in 0..n {
            for j in 0..n {
                let stored = if (i >= j) == lower {
                    a[i * n + j]
                } else {
                    a[j * n + i].conj()
                };
                finite &= stored.is_finite();
                h[i * n + j] = if i == j { T::real(stored.re()) } else { stored };
            }
        }
        let (w, v, info) = if finite {
            jacobi(h, n)
        } else {
            (vec![f64::NAN; n], vec![T::real(f64::NAN); n * n], 1)
        };
        // Ascending eigenvalues, their vectors' columns along.
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&x, &y| w[x].total_cmp(&w[y]));
        for (col, &src) in order.iter().enumerate() {
            for i in 0..n {
                a[i * n + col] = v[i * n + src];
            }
            eigenvalues.push(w[src]);
        }
        infos.push(info);
    }
    a
}

/// Cyclic Jacobi on the Hermitian `h`: rotations U (unitary, acting on rows/columns p, q)
/// with (Uᴴ·h·U)_pq = 0 until no off-diagonal element is significant
/// (|h_pq| ≤ ε·√|h_pp·h_qq|, the test that keeps small eigenvalues' relative accuracy).
/// Returns the diagonal, the accumulated U (eigenvectors in columns) and LAPACK's info.
fn jacobi<T: Scalar>(mut h: Vec<T>, n: usize) -> (Vec<f64>, Vec<T>, i32) {
    let mut v = vec![T::zero(); n * n];
    for i in 0..n {
        v[i * n + i] = T::one();
    }
    let mut converged = false;
    for _ in 0..MAX_SWEEPS {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let hpq = h[p * n + q];
                let g = hpq.abs();
                if g == 0.0 {
                    continue;
                }
                let (hpp, hqq) = (h[p * n + p].re(), h[q * n + q].re());
                if g <= f64::EPSILON * (hpp * hqq).abs().sqrt() {
                    h[p * n + q] = T::zero();
                    h[q * n + p] = T::zero();
                    continue;
                }
                rotated = true;
                // The real rotation zeroing the 2×2 [[hpp, g], [g, hqq]] (Numerical
                // Recipes' jacobi), conjugated by the phase e = h_pq/|h_pq|.
                let e = hpq.times(1.0 / g);
                let theta = (hqq - hpp) / (2.0 * g);
                let t = if theta.abs() > 1e150 {
                    0.5 / theta
                } else {
                    let t = 1.0 / (theta.abs() + theta.hypot(1.0));
                    if theta < 0.0 {
                        -t
                    } else {
                        t
                    }
                };
                let c = 1.0 / t.hypot(1.0);
                let s = t * c;
                // U_pp = U_qq = c, U_pq = s·e, U_qp = −s·ē.
                let (se, sec) = (e.times(s), e.conj().times(s));
                let rotate_columns = |x: &mut [T]| {
                    for r in 0..n {
                        let (xp, xq) = (x[r * n + p], x[r * n + q]);
                        x[r * n + p] = xp.times(c) - sec * xq;
                        x[r * n + q] = se * xp + xq.times(c);
                    }
                };
                rotate_columns(&mut h);
                rotate_columns(&mut v);
                for r in 0..n {
                    let (xp, xq) = (h[p * n + r], h[q * n + r]);
                    h[p * n + r] = xp.times(c) - se * xq;
                    h[q * n + r] = sec * xp + xq.times(c);
                }
                h[p * n + q] = T::zero();
                h[q * n + p] = T::zero();
                h[p * n + p] = T::real(hpp - t * g);
                h[q * n + q] = T::real(hqq + t * g);
            }
        }
        if !rotated {
            converged = true;
            break;
        }
    }
    let w = (0..n).map(|i| h[i * n + i].re()).collect();
    (w, v, if converged { 0 } else { 1 })
}
