//! Zernike polynomials with Noll's indexing and normalisation: `j = 1, 2, …` ↦ `(n, m)`,
//! orthonormal over the unit disk in the RMS sense (`(1/π)∫_disk Z_j Z_k = δ_jk`).
//! Reference: R. J. Noll, "Zernike polynomials and atmospheric turbulence", J. Opt. Soc. Am.
//! 66, 207 (1976); V. N. Mahajan, *Optical Imaging and Aberrations* II, §1.

use super::util::{check_lam_against, element, param};
use super::Grid;
use crate::trace::{where_, Ctx, IntoOperand, Tensor};
use fresnel_ir::{DType, TensorType};
use std::f64::consts::PI;

/// Noll's index `j ≥ 1` as `(n, m)`: radial order `n`, azimuthal frequency `m`, with
/// `m > 0` for `cos(mθ)` terms (even `j`) and `m < 0` for `sin(|m|θ)` terms (odd `j`);
/// within a radial order `|m|` increases with `j`. `None` for `j = 0`.
/// `1 ↦ (0,0)`, `2 ↦ (1,1)`, `3 ↦ (1,−1)`, `4 ↦ (2,0)`, `5 ↦ (2,−2)`, `6 ↦ (2,2)`, ….
pub fn noll_to_nm(j: usize) -> Option<(usize, i64)> {
    if j == 0 {
        return None;
    }
    let mut n = 0;
    while (n + 1) * (n + 2) / 2 < j {
        n += 1;
    }
    let k = j - n * (n + 1) / 2 - 1;
    let am: usize = if n % 2 == 0 {
        2 * k.div_ceil(2)
    } else {
        2 * (k / 2) + 1
    };
    let am = am as i64;
    let m = if am == 0 || j % 2 == 0 { am } else { -am };
    Some((n, m))
}

/// The Noll-normalised Zernike term `Z_j` at normalised coordinates `(X, Y)` (both
/// tensors, broadcasting), with no cut at the disk's edge:
/// `Z = N·R_n^|m|(ρ)·{cos, sin}(|m|θ)`, `N = sqrt(n+1)` for `m = 0`, `sqrt(2(n+1))`
/// otherwise, `R_n^|m|(ρ) = Σ_k (−1)^k (n−k)!/(k!((n+|m|)/2−k)!((n−|m|)/2−k)!) ρ^(n−2k)`.
/// `ρ^|m|·cos(|m|θ)` and `ρ^|m|·sin(|m|θ)` are the real and imaginary parts of
/// `(X + iY)^|m|`, so the whole term is a polynomial in `X`, `Y` (finite gradients
/// everywhere, including the centre).
#[track_caller]
fn zernike_xy(n: usize, m: i64, x: &Tensor, y: &Tensor) -> Tensor {
    let am = m.unsigned_abs() as usize;
    let s = x.pow(2) + y.pow(2);
    let d = (n - am) / 2;
    let f = crate::optics::util::factorial;
    // Coefficient of s^(d−k) is c_k; Horner from the highest power (k = 0).
    let coeff = |k: usize| {
        let sign = if k % 2 == 0 { 1.0 } else { -1.0 };
        sign * f(n - k) / (f(k) * f((n + am) / 2 - k) * f(d - k))
    };
    let mut radial = s.zeros_like() + coeff(0);
    for k in 1..=d {
        radial = radial * &s + coeff(k);
    }
    let (mut re, mut im) = (x.ones_like(), x.zeros_like());
    for _ in 0..am {
        let nre = &re * x - &im * y;
        let nim = &re * y + &im * x;
        re = nre;
        im = nim;
    }
    let angular = if m >= 0 { re } else { im };
    let norm = if m == 0 {
        ((n + 1) as f64).sqrt()
    } else {
        (2.0 * (n + 1) as f64).sqrt()
    };
    norm * radial * angular
}

/// The Zernike terms of Noll indices `js` over a disk of radius `radius` centred on the
/// grid's origin: real, `(len(js), ny, nx)` of `dtype` (f32 or f64), zero outside the disk
/// (`ρ = r/radius > 1`). `radius` is a real 0-d tensor or a number (differentiable inside
/// the disk; the cut at its edge is hard). Errors (j = 0, a bad dtype or radius) are trace
/// errors located at the caller.
#[track_caller]
pub fn zernike_basis(
    ctx: &Ctx,
    grid: &Grid,
    js: &[usize],
    radius: impl IntoOperand,
    dtype: DType,
) -> Tensor {
    let guess = TensorType::new(dtype, vec![js.len(), grid.ny, grid.nx]);
    match basis(ctx, grid, js, radius, dtype) {
        Ok(t) => t,
        Err(msg) => ctx.fail_with(format!("zernike_basis: {msg}"), &guess),
    }
}

#[track_caller]
fn basis(
    ctx: &Ctx,
    grid: &Grid,
    js: &[usize],
    radius: impl IntoOperand,
    dtype: DType,
) -> Result<Tensor, String> {
    if !matches!(dtype, DType::F32 | DType::F64) {
        return Err(format!("the dtype must be f32 or f64, got {dtype}"));
    }
    super::util::check_grid(grid)?;
    if js.is_empty() {
        return Err("no Noll indices given".into());
    }
    let radius = param(ctx, "radius", radius, dtype)?;
    let (y, x) = grid.yx(ctx, dtype);
    let (xn, yn) = (x / &radius, y / &radius);
    let inside = (xn.pow(2) + yn.pow(2)).le(1.0);
    let mut terms = Vec::with_capacity(js.len());
    for &j in js {
        let (n, m) = noll_to_nm(j).ok_or("Noll indices start at 1, got 0")?;
        let z = zernike_xy(n, m, &xn, &yn);
        terms.push(where_(&inside, &z, z.zeros_like()));
    }
    Ok(crate::trace::stack(&terms, 0))
}

/// A Zernike phase plate: the field times `exp(i·2π·W/λ)` with the wavefront
/// `W = Σ_j c_j·Z_j`, `j = 1 … J` (Noll) over a disk of radius `radius` centred on the
/// axis (zero outside). `coeffs`: real `(J,)`, in the grid's length unit (an RMS wavefront
/// error of `c_j` each); `lam` broadcasts against the field's λ axis, so one wavefront
/// gives a different phase per wavelength. Reference: Noll (1976); Goodman §6.4
/// (aberrations as a pupil phase).
#[track_caller]
pub fn zernike_phase(
    field: &Tensor,
    grid: &Grid,
    coeffs: &Tensor,
    radius: impl IntoOperand,
    lam: &Tensor,
) -> Tensor {
    element("zernike_phase", field, grid, |real| {
        check_lam_against(field, lam)?;
        if coeffs.rank() != 1 || !coeffs.dtype().is_float() || coeffs.shape()[0] == 0 {
            return Err(format!(
                "the coefficients must be a non-empty real vector, got {}",
                coeffs.ty()
            ));
        }
        let js: Vec<usize> = (1..=coeffs.shape()[0]).collect();
        let z = basis(field.ctx(), grid, &js, radius, real)?;
        let w = (coeffs.astype(real).reshape(&[-1, 1, 1]) * z).sum(&[0]);
        let lam = lam.astype(real).reshape(&[1, 1, -1, 1, 1, 1]);
        Ok(field * (2.0 * PI * w / lam).exp_i())
    })
}
