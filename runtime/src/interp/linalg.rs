//! `triangular_solve`, `cholesky` and LAPACK's LU (`getrf`): batched over the leading
//! dimensions, one matrix (the two trailing dimensions) at a time. f32 and complex64 compute in double precision and
//! round once at the end, so that the interpreter is the accurate definition the backends are
//! tested against.

use fresnel_ir::{Array, DType, Data, TransposeA};
use num_complex::{Complex32, Complex64, ComplexFloat};

/// The element types the two ops compute in: f64 and complex128.
pub(super) trait Field:
    ComplexFloat<Real = f64> + std::ops::AddAssign + std::ops::SubAssign
{
    fn real(x: f64) -> Self;
    /// The magnitude LAPACK's `i?amax` compares: |x|, or |re| + |im| for complex.
    fn abs1(self) -> f64;
}
impl Field for f64 {
    fn real(x: f64) -> Self {
        x
    }
    fn abs1(self) -> f64 {
        self.abs()
    }
}
impl Field for Complex64 {
    fn real(x: f64) -> Self {
        Complex64::new(x, 0.0)
    }
    fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
}

/// An operand of a real or complex type as f64 or complex128 elements, computed on by `f`,
/// and the result rounded back to `dtype`.
pub(super) fn with_field(
    x: &Array,
    y: Option<&Array>,
    real: impl FnOnce(Vec<f64>, Option<Vec<f64>>) -> Vec<f64>,
    complex: impl FnOnce(Vec<Complex64>, Option<Vec<Complex64>>) -> Vec<Complex64>,
) -> Result<Data, String> {
    let dtype = x.dtype();
    let reals = |a: &Array| -> Result<Vec<f64>, String> {
        Ok(match &a.materialize()?.data {
            Data::F32(v) => v.iter().map(|&e| f64::from(e)).collect(),
            Data::F64(v) => v.clone(),
            d => return Err(format!("element type {} is not supported", d.dtype())),
        })
    };
    Ok(match dtype {
        DType::F32 | DType::F64 => {
            let out = real(reals(x)?, y.map(reals).transpose()?);
            if dtype == DType::F32 {
                Data::F32(out.into_iter().map(|e| e as f32).collect())
            } else {
                Data::F64(out)
            }
        }
        DType::C64 | DType::C128 => {
            let conv = |a: &Array| a.materialize().map(|a| a.to_c128_vec());
            let out = complex(conv(x)?, y.map(conv).transpose()?);
            if dtype == DType::C64 {
                Data::C64(
                    out.into_iter()
                        .map(|e| Complex32::new(e.re as f32, e.im as f32))
                        .collect(),
                )
            } else {
                Data::C128(out)
            }
        }
        d => return Err(format!("element type {d} is not supported")),
    })
}

/// `(batch, m)` of a `[batch…, m, m]` shape.
fn batch_and_size(shape: &[usize]) -> Result<(usize, usize), String> {
    match shape {
        [batch @ .., r, c] if r == c => Ok((batch.iter().product(), *r)),
        _ => Err(format!("expects square matrices, found shape {shape:?}")),
    }
}

/// `stablehlo.triangular_solve`: x with op(a)·x = b (`left_side`) or x·op(a) = b.
pub fn triangular_solve(
    a: &Array,
    b: &Array,
    left_side: bool,
    lower: bool,
    unit_diagonal: bool,
    transpose_a: TransposeA,
) -> Result<Array, String> {
    if a.dtype() != b.dtype() {
        return Err(format!(
            "a and b differ in element type ({} vs {})",
            a.dtype(),
            b.dtype()
        ));
    }
    let (batch, m) = batch_and_size(&a.shape)?;
    let r = a.shape.len();
    let ok = b.shape.len() == r
        && b.shape[..r - 2] == a.shape[..r - 2]
        && b.shape[if left_side { r - 2 } else { r - 1 }] == m;
    if !ok {
        return Err(format!(
            "b of shape {:?} does not match a of shape {:?}",
            b.shape, a.shape
        ));
    }
    let n = if m == 0 {
        0
    } else {
        b.len() / (batch * m).max(1)
    };
    let solve = Solve {
        m,
        n,
        batch,
        left_side,
        lower,
        unit_diagonal,
        transpose_a,
    };
    let data = with_field(
        a,
        Some(b),
        |a, b| solve.run(&a, b.unwrap_or_default()),
        |a, b| solve.run(&a, b.unwrap_or_default()),
    )?;
    Array::new(b.shape.clone(), data).ok_or_else(|| "internal: result size".to_string())
}

/// One batched triangular solve: `m`×`m` matrices a, b of `m`×`n` (left) or `n`×`m`.
#[derive(Clone, Copy)]
struct Solve {
    m: usize,
    n: usize,
    batch: usize,
    left_side: bool,
    lower: bool,
    unit_diagonal: bool,
    transpose_a: TransposeA,
}

impl Solve {
    fn run<T: Field>(&self, a: &[T], mut b: Vec<T>) -> Vec<T> {
        let (m, n) = (self.m, self.n);
        for k in 0..self.batch {
            let a = &a[k * m * m..(k + 1) * m * m];
            let b = &mut b[k * m * n..(k + 1) * m * n];
            self.one(a, b);
        }
        b
    }

    /// Solves in place. A right-side solve x·op(a) = b is the left-side solve
    /// op(a)ᵀ·xᵀ = bᵀ, so both read b through (row, column) strides: b[i, j] of the left
    /// form sits at `i * rs + j * cs`.
    fn one<T: Field>(&self, a: &[T], b: &mut [T]) {
        let (m, n) = (self.m, self.n);
        // The effective matrix M (left form): M = op(a) for left, op(a)ᵀ for right.
        // Element (i, j) of op(a) read from a's stored triangle.
        let (transposed, conj) = match self.transpose_a {
            TransposeA::NoTranspose => (false, false),
            TransposeA::Transpose => (true, false),
            TransposeA::Adjoint => (true, true),
        };
        let transposed = transposed == self.left_side;
        let elem = |i: usize, j: usize| -> T {
            let v = if transposed {
                a[j * m + i]
            } else {
                a[i * m + j]
            };
            if conj {
                v.conj()
            } else {
                v
            }
        };
        // M is lower triangular when the stored triangle, seen through the transposition, is.
        let m_lower = self.lower != transposed;
        let (rs, cs) = if self.left_side { (n, 1) } else { (1, m) };
        let order: Box<dyn Iterator<Item = usize>> = if m_lower {
            Box::new(0..m)
        } else {
            Box::new((0..m).rev())
        };
        for i in order {
            let known: std::ops::Range<usize> = if m_lower { 0..i } else { i + 1..m };
            let d = if self.unit_diagonal {
                None
            } else {
                Some(elem(i, i))
            };
            for j in 0..n {
                let mut s = b[i * rs + j * cs];
                for k in known.clone() {
                    s -= elem(i, k) * b[k * rs + j * cs];
                }
                b[i * rs + j * cs] = match d {
                    Some(d) => s / d,
                    None => s,
                };
            }
        }
    }
}

/// `stablehlo.cholesky`: L with a = L·Lᴴ (lower) or U with a = Uᴴ·U, from that triangle of
/// a (the diagonal's imaginary part is not read); zeros in the other triangle; NaNs for a
/// matrix that is not positive definite.
pub fn cholesky(a: &Array, lower: bool) -> Result<Array, String> {
    let (batch, m) = batch_and_size(&a.shape)?;
    let data = with_field(
        a,
        None,
        |a, _| cholesky_batch(&a, batch, m, lower),
        |a, _| cholesky_batch(&a, batch, m, lower),
    )?;
    Array::new(a.shape.clone(), data).ok_or_else(|| "internal: result size".to_string())
}

fn cholesky_batch<T: Field>(a: &[T], batch: usize, m: usize, lower: bool) -> Vec<T> {
    let mut out = vec![T::zero(); a.len()];
    for k in 0..batch {
        let a = &a[k * m * m..(k + 1) * m * m];
        let l = &mut out[k * m * m..(k + 1) * m * m];
        // The Hermitian matrix's (i, j) below the diagonal, from the stored triangle.
        let s = |i: usize, j: usize| {
            if lower {
                a[i * m + j]
            } else {
                a[j * m + i].conj()
            }
        };
        if !cholesky_lower(&s, l, m) {
            l.fill(T::real(f64::NAN));
            continue;
        }
        if !lower {
            // U = Lᴴ
            for i in 0..m {
                for j in 0..i {
                    l[j * m + i] = l[i * m + j].conj();
                    l[i * m + j] = T::zero();
                }
            }
        }
    }
    out
}

/// Cholesky–Banachiewicz, row by row, into `l` (zero above the diagonal); false when a pivot
/// is not positive (or NaN).
fn cholesky_lower<T: Field>(s: &impl Fn(usize, usize) -> T, l: &mut [T], m: usize) -> bool {
    for i in 0..m {
        for j in 0..=i {
            let mut acc = s(i, j);
            for k in 0..j {
                acc -= l[i * m + k] * l[j * m + k].conj();
            }
            if i == j {
                let d = acc.re();
                if d.is_nan() || d <= 0.0 {
                    return false;
                }
                l[i * m + i] = T::real(d.sqrt());
            } else {
                l[i * m + j] = acc / l[j * m + j];
            }
        }
    }
    true
}

/// LAPACK's `getrf` (`@lapack_?getrf_ffi`): for each `[m, n]` matrix, the packed LU
/// factors of P·L·U = a, the 1-based row swaps (`ipiv`, min(m, n) of them) and `info`.
pub fn getrf(a: &Array) -> Result<Vec<Array>, String> {
    let (batch, m, n) = match a.shape.as_slice() {
        [batch @ .., m, n] => (batch, *m, *n),
        _ => return Err(format!("expects matrices, found shape {:?}", a.shape)),
    };
    let count: usize = batch.iter().product();
    let k = m.min(n);
    // Each closure fills its own copy; only the one for a's element type runs.
    let (mut piv_r, mut info_r) = (Vec::new(), Vec::new());
    let (mut piv_c, mut info_c) = (Vec::new(), Vec::new());
    let data = with_field(
        a,
        None,
        |a, _| getrf_batch(a, count, m, n, &mut piv_r, &mut info_r),
        |a, _| getrf_batch(a, count, m, n, &mut piv_c, &mut info_c),
    )?;
    piv_r.append(&mut piv_c);
    info_r.append(&mut info_c);
    let mut piv_shape = batch.to_vec();
    piv_shape.push(k);
    let size = || "internal: result size".to_string();
    Ok(vec![
        Array::new(a.shape.clone(), data).ok_or_else(size)?,
        Array::new(piv_shape, Data::I32(piv_r)).ok_or_else(size)?,
        Array::new(batch.to_vec(), Data::I32(info_r)).ok_or_else(size)?,
    ])
}

/// LAPACK's unblocked right-looking `?getf2`, matrix by matrix, in place: at column j the
/// pivot is the FIRST row of largest `abs1` at or below the diagonal (NaNs are never larger,
/// as in `i?amax`); a nonzero pivot's row is swapped up and the column below it divided by
/// it; a zero pivot leaves the column (all zeros) as it is and sets `info` to j + 1 if it is
/// the first; then the trailing block takes the rank-one update.
fn getrf_batch<T: Field>(
    mut a: Vec<T>,
    count: usize,
    m: usize,
    n: usize,
    pivots: &mut Vec<i32>,
    infos: &mut Vec<i32>,
) -> Vec<T> {
    let k = m.min(n);
    // Verified shapes hold at most 2^48 elements, and a pivot count beyond i32 would make
    // a matrix of more than 2^62: the conversions below cannot saturate in practice.
    let one_based = |i: usize| i32::try_from(i + 1).unwrap_or(i32::MAX);
    for b in 0..count {
        let a = &mut a[b * m * n..(b + 1) * m * n];
        let mut info = 0;
        for j in 0..k {
            let mut p = j;
            let mut best = a[j * n + j].abs1();
            for i in j + 1..m {
                let v = a[i * n + j].abs1();
                if v > best {
                    best = v;
                    p = i;
                }
            }
            pivots.push(one_based(p));
            let pivot = a[p * n + j];
            if pivot != T::zero() {
                if p != j {
                    for c in 0..n {
                        a.swap(j * n + c, p * n + c);
                    }
                }
                for i in j + 1..m {
                    a[i * n + j] = a[i * n + j] / pivot;
                }
            } else if info == 0 {
                info = one_based(j);
            }
            for i in j + 1..m {
                let l = a[i * n + j];
                for c in j + 1..n {
                    let u = a[j * n + c];
                    a[i * n + c] -= l * u;
                }
            }
        }
        infos.push(info);
    }
    a
}

/// Results computed in complex128, rounded once to `dtype` (the real part for real types):
/// the last step of every LAPACK-style routine here.
pub(super) fn rounded(v: Vec<Complex64>, dtype: DType) -> Result<Data, String> {
    Ok(match dtype {
        DType::F32 => Data::F32(v.iter().map(|x| x.re as f32).collect()),
        DType::F64 => Data::F64(v.iter().map(|x| x.re).collect()),
        DType::C64 => Data::C64(
            v.iter()
                .map(|x| Complex32::new(x.re as f32, x.im as f32))
                .collect(),
        ),
        DType::C128 => Data::C128(v),
        d => return Err(format!("element type {d} is not supported")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// L·x recomputes b: the solve inverts the product for every attribute combination.
    #[test]
    fn solve_inverts_the_triangular_product() {
        let m = 4;
        let a: Vec<f64> = (0..m * m).map(|i| ((i * 7 % 11) as f64) - 3.5).collect();
        let a: Vec<f64> = a
            .iter()
            .enumerate()
            .map(|(i, &v)| if i / m == i % m { v.abs() + 4.0 } else { v })
            .collect();
        let arr = Array::from_f64(vec![m, m], a.clone()).unwrap();
        let b = Array::from_f64(vec![m, 2], (0..2 * m).map(|i| i as f64 - 2.0).collect()).unwrap();
        for lower in [false, true] {
            for unit in [false, true] {
                for t in TransposeA::ALL {
                    let x = triangular_solve(&arr, &b, true, lower, unit, t).unwrap();
                    let x = x.to_c128_vec();
                    // op(T)·x with T the stored triangle.
                    let tri = |i: usize, j: usize| {
                        if i == j && unit {
                            1.0
                        } else if (lower && i >= j) || (!lower && i <= j) {
                            a[i * m + j]
                        } else {
                            0.0
                        }
                    };
                    for i in 0..m {
                        for j in 0..2 {
                            let mut s = 0.0;
                            for k in 0..m {
                                let e = if t == TransposeA::NoTranspose {
                                    tri(i, k)
                                } else {
                                    tri(k, i)
                                };
                                s += e * x[k * 2 + j].re;
                            }
                            let want = b.get(i * 2 + j).to_c128().re;
                            assert!(
                                (s - want).abs() < 1e-12,
                                "{lower} {unit} {t:?}: {s} vs {want}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn cholesky_of_an_indefinite_matrix_is_nan() {
        let a = Array::from_f64(vec![2, 2], vec![1.0, 2.0, 2.0, 1.0]).unwrap();
        let l = cholesky(&a, true).unwrap();
        assert!(l.to_c128_vec().iter().all(|v| v.re.is_nan()));
    }
}
