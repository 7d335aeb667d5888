//! Sources: complex fields `(1, 1, nλ, 1, ny, nx)` sampled on a [`Grid`], one per wavelength
//! of a real scalar or vector `lam` (c64 for f32 wavelengths, c128 for f64). Parameters
//! (waists, distances, angles, positions) are real 0-d tensors or Rust numbers; gradients
//! flow to tensors. Convention `exp(+ikz)`: a beam at distance `z` past its waist has
//! travelled `+z`, and propagating it by `Δz` with [`super::propagate`] gives (paraxially)
//! the source at `z + Δz`.

use super::util::{factorial, param, setup, Setup};
use super::Grid;
use crate::trace::{complex, IntoOperand, Tensor};
use std::f64::consts::PI;

/// Runs `body` on a checked setup, turning errors into a trace error at the caller.
#[track_caller]
fn source(
    name: &str,
    grid: &Grid,
    lam: &Tensor,
    body: impl FnOnce(&Setup) -> Result<Tensor, String>,
) -> Tensor {
    let s = match setup(grid, lam) {
        Ok(s) => s,
        Err((s, msg)) => return s.fail(format!("{name}: {msg}")),
    };
    match body(&s) {
        Ok(t) => s.full(&t.astype(s.complex())),
        Err(msg) => s.fail(format!("{name}: {msg}")),
    }
}

/// A tilted plane wave of unit amplitude, `exp(i·k·(x·sin θx + y·sin θy))`, `k = 2π/λ`:
/// propagating at angles `θx`, `θy` (radians) from the z axis in the xz and yz planes.
/// Reference: Goodman, *Introduction to Fourier Optics*, 3rd ed., §3.10.1.
#[track_caller]
pub fn plane_wave(
    grid: &Grid,
    lam: &Tensor,
    theta_x: impl IntoOperand,
    theta_y: impl IntoOperand,
) -> Tensor {
    source("plane_wave", grid, lam, |s| {
        let tx = param(&s.ctx, "theta_x", theta_x, s.real)?;
        let ty = param(&s.ctx, "theta_y", theta_y, s.real)?;
        let (y, x) = s.yx(grid);
        Ok((s.k() * (x * tx.sin() + y * ty.sin())).exp_i())
    })
}

/// The paraxial Gaussian-beam quantities at distance `z` from a waist `w0`, per wavelength:
/// with `zR = π·w0²/λ` and `d² = z² + zR²`, `w(z)² = w0²·d²/zR²`, curvature `1/R(z) = z/d²`,
/// Gouy phase `ψ(z) = atan2(z, zR)`. Written without `1/R`, so that z = 0 (a flat
/// wavefront) has no singularity.
struct Gauss {
    w0: Tensor,
    /// `w(z)²`.
    w2: Tensor,
    /// `k/(2R)`: the wavefront phase is `curv·ρ²`.
    curv: Tensor,
    kz: Tensor,
    gouy: Tensor,
}

#[track_caller]
fn gauss(s: &Setup, w0: impl IntoOperand, z: impl IntoOperand) -> Result<Gauss, String> {
    let w0 = param(&s.ctx, "w0", w0, s.real)?;
    let z = param(&s.ctx, "z", z, s.real)?;
    let k = s.k();
    let zr = PI * w0.pow(2) / &s.lam;
    let d2 = z.pow(2) + zr.pow(2);
    let w2 = w0.pow(2) * &d2 / zr.pow(2);
    let curv = &k * &z / (2.0 * &d2);
    let gouy = z.atan2(&zr);
    Ok(Gauss {
        w0,
        w2,
        curv,
        kz: k * z,
        gouy,
    })
}

impl Gauss {
    /// `exp(−ρ²/w²)·exp(i(kz + kρ²/(2R) − order·ψ))`.
    #[track_caller]
    fn envelope(&self, r2: &Tensor, order: f64) -> Tensor {
        let phase = &self.kz + &self.curv * r2 - &self.gouy * order;
        (-(r2 / &self.w2)).exp() * phase.exp_i()
    }
}

/// The fundamental Gaussian beam at distance `z` past its waist `w0` (both in the length
/// unit of the grid), centred on the axis, of peak amplitude 1 at the waist:
/// `u = (w0/w(z))·exp(−ρ²/w(z)²)·exp(i(kz + kρ²/(2R(z)) − ψ(z)))` with `zR = πw0²/λ`,
/// `w(z) = w0·sqrt(1 + (z/zR)²)`, `R(z) = z(1 + (zR/z)²)`, `ψ(z) = atan(z/zR)`.
/// Paraxial: accurate while `w0 ≫ λ`. Reference: A. E. Siegman, *Lasers* (1986), §17.1;
/// Saleh & Teich, *Fundamentals of Photonics*, §3.1.
#[track_caller]
pub fn gaussian_beam(
    grid: &Grid,
    lam: &Tensor,
    w0: impl IntoOperand,
    z: impl IntoOperand,
) -> Tensor {
    source("gaussian_beam", grid, lam, |s| {
        let g = gauss(s, w0, z)?;
        let (y, x) = s.yx(grid);
        let r2 = x.pow(2) + y.pow(2);
        Ok(&g.w0 * g.w2.rsqrt() * g.envelope(&r2, 1.0))
    })
}

/// The Hermite–Gauss mode `HG_mn` at distance `z` past its waist `w0`, normalised to unit
/// power (`∫|u|² dx dy = 1`):
/// `u = sqrt(2/(π·2^(m+n)·m!·n!))/w · H_m(√2x/w)·H_n(√2y/w)·exp(−ρ²/w²)
///      ·exp(i(kz + kρ²/(2R) − (m+n+1)ψ))`,
/// `H` the physicists' Hermite polynomials (`H₀ = 1`, `H₁ = 2t`,
/// `H_{k+1} = 2t·H_k − 2k·H_{k−1}`), `w`, `R`, `ψ` as in [`gaussian_beam`]. `m` is the
/// order along x, `n` along y. Reference: Siegman, *Lasers*, §16.4.
#[track_caller]
pub fn hermite_gauss(
    grid: &Grid,
    lam: &Tensor,
    m: usize,
    n: usize,
    w0: impl IntoOperand,
    z: impl IntoOperand,
) -> Tensor {
    source("hermite_gauss", grid, lam, |s| {
        let g = gauss(s, w0, z)?;
        let (y, x) = s.yx(grid);
        let r2 = x.pow(2) + y.pow(2);
        let scale = (2.0 / &g.w2).sqrt(); // √2/w
        let hx = hermite(m, &(&x * &scale));
        let hy = hermite(n, &(&y * &scale));
        let c = (2.0 / (PI * 2f64.powi((m + n) as i32) * factorial(m) * factorial(n))).sqrt();
        Ok(c * g.w2.rsqrt() * hx * hy * g.envelope(&r2, (m + n + 1) as f64))
    })
}

/// The physicists' Hermite polynomial `H_n(t)` by its three-term recurrence.
#[track_caller]
fn hermite(n: usize, t: &Tensor) -> Tensor {
    let mut prev = t.ones_like();
    if n == 0 {
        return prev;
    }
    let mut cur = 2.0 * t;
    for k in 1..n {
        let next = 2.0 * t * &cur - (2 * k) as f64 * &prev;
        prev = cur;
        cur = next;
    }
    cur
}

/// The generalised Laguerre polynomial `L_p^α(t)`: `L₀ = 1`, `L₁ = 1 + α − t`,
/// `L_{k+1} = ((2k + 1 + α − t)·L_k − (k + α)·L_{k−1})/(k + 1)`.
#[track_caller]
fn laguerre(p: usize, alpha: f64, t: &Tensor) -> Tensor {
    let mut prev = t.ones_like();
    if p == 0 {
        return prev;
    }
    let mut cur = 1.0 + alpha - t;
    for k in 1..p {
        let kf = k as f64;
        let next = ((2.0 * kf + 1.0 + alpha - t) * &cur - (kf + alpha) * &prev) / (kf + 1.0);
        prev = cur;
        cur = next;
    }
    cur
}

/// The Laguerre–Gauss mode `LG_pl` (radial index `p`, azimuthal index `l`, vortex charge
/// `l`) at distance `z` past its waist `w0`, normalised to unit power:
/// `u = sqrt(2·p!/(π·(p+|l|)!))/w · (√2ρ/w)^|l| · L_p^|l|(2ρ²/w²) · exp(−ρ²/w²) · exp(ilφ)
///      · exp(i(kz + kρ²/(2R) − (2p+|l|+1)ψ))`,
/// `w`, `R`, `ψ` as in [`gaussian_beam`]. `ρ^|l|·exp(ilφ)` is computed as `(x ± iy)^|l|`
/// (sign of `l`), a polynomial, so there is no `atan2` and no singular gradient on the axis.
/// Reference: Siegman, *Lasers*, §16.5; L. Allen et al., Phys. Rev. A 45, 8185 (1992).
#[track_caller]
pub fn laguerre_gauss(
    grid: &Grid,
    lam: &Tensor,
    p: usize,
    l: i32,
    w0: impl IntoOperand,
    z: impl IntoOperand,
) -> Tensor {
    source("laguerre_gauss", grid, lam, |s| {
        let g = gauss(s, w0, z)?;
        let (y, x) = s.yx(grid);
        let r2 = x.pow(2) + y.pow(2);
        let al = l.unsigned_abs() as usize;
        let sign = if l < 0 { -1.0 } else { 1.0 };
        // (√2/w)^|l| (x ± iy)^|l| as real and imaginary parts, by repeated multiplication.
        let scale = (2.0 / &g.w2).sqrt();
        let (xs, ys) = (&x * &scale, sign * &y * &scale);
        let (mut re, mut im) = (s.ctx.full(&[], 1.0, s.real), s.ctx.full(&[], 0.0, s.real));
        for _ in 0..al {
            let nre = &re * &xs - &im * &ys;
            let nim = &re * &ys + &im * &xs;
            re = nre;
            im = nim;
        }
        let vortex = complex(re, im);
        let lag = laguerre(p, al as f64, &(2.0 * &r2 / &g.w2));
        let c = (2.0 * factorial(p) / (PI * factorial(p + al))).sqrt();
        let order = (2 * p + al + 1) as f64;
        Ok(c * g.w2.rsqrt() * lag * vortex * g.envelope(&r2, order))
    })
}

/// A point source at `(x0, y0)` a distance `z` before the plane: the spherical wave
/// `u = exp(ikr)/r`, `r = sqrt((x − x0)² + (y − y0)² + z²)` (diverging for `z > 0`, since
/// the phase grows with r). `z` must not be 0 (r = 0 on a sample is a singularity); the
/// sampling must resolve the phase, `λ·r/(2·|x − x0|) > dx` over the grid.
/// Reference: Goodman, *Introduction to Fourier Optics*, §3.5 (the Huygens–Fresnel kernel).
#[track_caller]
pub fn point_source(
    grid: &Grid,
    lam: &Tensor,
    z: impl IntoOperand,
    x0: impl IntoOperand,
    y0: impl IntoOperand,
) -> Tensor {
    source("point_source", grid, lam, |s| {
        let z = param(&s.ctx, "z", z, s.real)?;
        let x0 = param(&s.ctx, "x0", x0, s.real)?;
        let y0 = param(&s.ctx, "y0", y0, s.real)?;
        let (y, x) = s.yx(grid);
        let r = ((x - x0).pow(2) + (y - y0).pow(2) + z.pow(2)).sqrt();
        Ok((s.k() * &r).exp_i() / r)
    })
}

/// A Bessel beam of cone half-angle `θ` at distance `z`: `u = J₀(k·sin θ·ρ)·exp(i·k·cos θ·z)`
/// (a cone of plane waves at `θ` to the axis; propagation-invariant but for the phase).
/// `J₀` by the rational approximations of Abramowitz & Stegun 9.4.1 (`|t| ≤ 3`, error
/// < 5·10⁻⁸) and 9.4.3 (`t ≥ 3`, error < 1.6·10⁻⁸ in the modulus), see [`bessel_j0`].
/// Reference: J. Durnin, J. Opt. Soc. Am. A 4, 651 (1987).
#[track_caller]
pub fn bessel_beam(
    grid: &Grid,
    lam: &Tensor,
    theta: impl IntoOperand,
    z: impl IntoOperand,
) -> Tensor {
    source("bessel_beam", grid, lam, |s| {
        let theta = param(&s.ctx, "theta", theta, s.real)?;
        let z = param(&s.ctx, "z", z, s.real)?;
        let (y, x) = s.yx(grid);
        let kr = s.k() * theta.sin();
        let t2 = kr.pow(2) * (x.pow(2) + y.pow(2));
        let axial = (s.k() * theta.cos() * z).exp_i();
        Ok(bessel_j0_of_square(&t2) * axial)
    })
}

/// `J₀(t)` of a real tensor `t` (Abramowitz & Stegun 9.4.1 and 9.4.3; absolute error below
/// 10⁻⁷ everywhere; f64 accuracy is not reached).
#[track_caller]
pub fn bessel_j0(t: &Tensor) -> Tensor {
    bessel_j0_of_square(&t.pow(2))
}

/// `J₀(sqrt(t2))`: J₀ is even, so it is a function of `t²`, and the small-argument branch is
/// a polynomial in `t²` with no square root (a finite gradient at 0).
#[track_caller]
fn bessel_j0_of_square(t2: &Tensor) -> Tensor {
    const SMALL: [f64; 7] = [
        1.0, -2.2499997, 1.2656208, -0.3163866, 0.0444479, -0.0039444, 0.0002100,
    ];
    const F0: [f64; 7] = [
        0.79788456,
        -0.00000077,
        -0.00552740,
        -0.00009512,
        0.00137237,
        -0.00072805,
        0.00014476,
    ];
    const THETA0: [f64; 7] = [
        -std::f64::consts::FRAC_PI_4, // A&S: −0.78539816
        -0.04166397,
        -0.00003954,
        0.00262573,
        -0.00054125,
        -0.00029333,
        0.00013558,
    ];
    let horner = |c: &[f64], u: &Tensor| {
        let mut acc = u.zeros_like() + c[c.len() - 1];
        for &ck in c[..c.len() - 1].iter().rev() {
            acc = acc * u + ck;
        }
        acc
    };
    let small = t2.le(9.0);
    let near = horner(&SMALL, &(t2 / 9.0));
    // Far branch on t ≥ 3 only: clamp the argument so the unused lanes stay finite.
    let t = crate::trace::where_(&small, 9.0, t2).sqrt();
    let u = 3.0 / &t;
    let far = horner(&F0, &u) * (&t + horner(&THETA0, &u)).cos() / t.sqrt();
    crate::trace::where_(&small, near, far)
}

/// The coherent modes of a Gaussian Schell-model source, for partially coherent
/// illumination: returns `(modes, weights)`, `modes` complex `(K, 1, nλ, 1, ny, nx)` and
/// `weights` real `(K,)`, `K = order²`, such that the cross-spectral density
/// `W(r₁, r₂) = Σ_k weights_k·u_k*(r₁)·u_k(r₂)` is, at the source plane (`z = 0`),
/// `exp(−(r₁² + r₂²)/(4σ_I²))·exp(−|r₁ − r₂|²/(2ξ²))` (rms intensity width `σ_I`, rms
/// coherence width `ξ`) up to the truncation of the mode sum; at `z ≠ 0` each mode is
/// propagated paraxially (the modes are Hermite–Gauss beams), so `W` is that of the
/// propagated source. With `a = 1/(4σ_I²)`, `b = 1/(2ξ²)`, `c = sqrt(a² + 2ab)`: mode `(m, n)`
/// is [`hermite_gauss`] `HG_mn` of waist `w0 = 1/sqrt(c)` (unit power) and weight
/// `β_m·β_n`, `β_j = sqrt(π/(a+b+c))·(b/(a+b+c))^j`; the omitted weight falls as
/// `(b/(a+b+c))^order`. Feed `modes` through the optical system and add the intensities
/// with `incoherent_sum(out, weights)`. References: F. Gori, Opt. Commun. 34, 301 (1980);
/// A. Starikov and E. Wolf, J. Opt. Soc. Am. 72, 923 (1982).
#[track_caller]
pub fn gaussian_schell_modes(
    grid: &Grid,
    lam: &Tensor,
    sigma_i: impl IntoOperand,
    xi: impl IntoOperand,
    order: usize,
    z: impl IntoOperand,
) -> (Tensor, Tensor) {
    let k = order * order;
    let s = match setup(grid, lam) {
        Ok(s) => s,
        Err((s, msg)) => return gsm_fail(&s, k, format!("gaussian_schell_modes: {msg}")),
    };
    match gsm(&s, grid, sigma_i, xi, order, z) {
        Ok(out) => out,
        Err(msg) => gsm_fail(&s, k, format!("gaussian_schell_modes: {msg}")),
    }
}

#[track_caller]
fn gsm_fail(s: &Setup, k: usize, msg: String) -> (Tensor, Tensor) {
    let mut shape = s.shape.clone();
    shape[0] = k;
    let modes = s
        .ctx
        .fail_with(msg, &fresnel_ir::TensorType::new(s.complex(), shape));
    let weights = s.ctx.poison(fresnel_ir::TensorType::new(s.real, vec![k]));
    (modes, weights)
}

#[track_caller]
fn gsm(
    s: &Setup,
    grid: &Grid,
    sigma_i: impl IntoOperand,
    xi: impl IntoOperand,
    order: usize,
    z: impl IntoOperand,
) -> Result<(Tensor, Tensor), String> {
    if order == 0 {
        return Err("the mode order must be at least 1".into());
    }
    let sigma_i = param(&s.ctx, "sigma_i", sigma_i, s.real)?;
    let xi = param(&s.ctx, "xi", xi, s.real)?;
    let a = 1.0 / (4.0 * sigma_i.pow(2));
    let b = 1.0 / (2.0 * xi.pow(2));
    let c = (a.pow(2) + 2.0 * &a * &b).sqrt();
    let sum = &a + &b + &c;
    let beta0 = (PI / &sum).sqrt();
    let q = &b / &sum;
    let g = gauss(s, c.rsqrt(), z)?;
    let (y, x) = s.yx(grid);
    // One-dimensional factors (2/π)^¼·w^(−½)/sqrt(2^j·j!)·H_j(√2t/w)·e^{−t²/w²}·e^{−ijψ}.
    let scale = (2.0 / &g.w2).sqrt();
    let amp = (2.0 / PI).powf(0.25) * g.w2.pow(-0.25);
    let factor = |t: &Tensor, j: usize| {
        let norm = 1.0 / (2f64.powi(j as i32) * factorial(j)).sqrt();
        let gouy = (-(j as f64) * &g.gouy).exp_i();
        norm * &amp * hermite(j, &(t * &scale)) * (-(t.pow(2) / &g.w2)).exp() * gouy
    };
    let fx: Vec<Tensor> = (0..order).map(|m| factor(&x, m)).collect();
    let fy: Vec<Tensor> = (0..order).map(|n| factor(&y, n)).collect();
    let r2 = x.pow(2) + y.pow(2);
    let common = (&g.kz + &g.curv * &r2 - &g.gouy).exp_i();
    let mut full = s.shape.clone();
    full[0] = 1;
    let mut modes = Vec::with_capacity(order * order);
    let mut weights = Vec::with_capacity(order * order);
    for (n, gy) in fy.iter().enumerate() {
        for (m, gx) in fx.iter().enumerate() {
            let u = (gy * gx * &common).astype(s.complex());
            modes.push(u.broadcast_to(&full));
            weights.push(beta0.pow(2) * q.pow((m + n) as f64));
        }
    }
    Ok((
        crate::trace::concatenate(&modes, 0),
        crate::trace::stack(&weights, 0),
    ))
}
