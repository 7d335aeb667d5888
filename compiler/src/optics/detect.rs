//! Detection: spectral integration, pixel integration and binning, photon (shot) and read
//! noise drawn with `rng_bit_generator`, and partially coherent illumination as incoherent
//! sums of coherent fields.

use super::util::{param, setup};
use super::{Grid, LAM_AXIS, POL_AXIS};
use crate::trace::{rng_bit_generator, where_, IntoOperand, Tensor};
use fresnel_ir::{DType, RngAlgorithm, TensorType};
use std::f64::consts::PI;

/// The detected intensity of a polychromatic field: `I = Σ_λ w_λ·Σ_pol |u|²`, real,
/// `(batch, 1, 1, z, y, x)` (the polarisation and λ axes kept at length 1). `weights`:
/// real `(nλ,)`, the spectral weights (source spectrum × detector quantum efficiency ×
/// bandwidth per sample), one per entry of the field's λ axis. The wavelengths add
/// incoherently (a detector integrates over times much longer than the beat periods).
/// Reference: Goodman, *Statistical Optics*, 2nd ed., §5.2.
#[track_caller]
pub fn spectral_intensity(field: &Tensor, weights: &Tensor) -> Tensor {
    let ok = field.rank() == super::FIELD_RANK
        && field.dtype().is_complex()
        && weights.rank() == 1
        && weights.dtype().is_float()
        && weights.shape()[0] == field.shape()[LAM_AXIS];
    if !ok {
        let mut shape = field.shape().to_vec();
        if shape.len() == super::FIELD_RANK {
            shape[POL_AXIS] = 1;
            shape[LAM_AXIS] = 1;
        }
        let guess = TensorType::new(field.dtype().real_part(), shape);
        let msg = format!(
            "spectral_intensity: expected a complex 6-D field and real weights, one per \
             wavelength of the field, got {} and {}",
            field.ty(),
            weights.ty()
        );
        return field.ctx().fail_with(msg, &guess);
    }
    let real = field.dtype().real_part();
    let w = weights.astype(real).reshape(&[1, 1, -1, 1, 1, 1]);
    (field.abs2() * w).sum_keepdims(&[POL_AXIS as isize, LAM_AXIS as isize])
}

/// Sums `factor × factor` blocks of the last two axes (detector binning): `(…, ny, nx)`
/// becomes `(…, ny/factor, nx/factor)`, and the total is conserved. `ny` and `nx` must be
/// multiples of `factor`.
#[track_caller]
pub fn bin_pixels(image: &Tensor, factor: usize) -> Tensor {
    let r = image.rank();
    let bad = if r < 2 || factor == 0 {
        Some(format!(
            "bin_pixels: needs an image of rank ≥ 2 and a factor ≥ 1, got {} and {factor}",
            image.ty()
        ))
    } else if image.shape()[r - 2] % factor != 0 || image.shape()[r - 1] % factor != 0 {
        Some(format!(
            "bin_pixels: the image's last two axes {:?} are not multiples of {factor}",
            &image.shape()[r - 2..]
        ))
    } else {
        None
    };
    if let Some(msg) = bad {
        return image.ctx().fail_with(msg, image.ty());
    }
    let s = image.shape();
    let mut shape: Vec<isize> = s[..r - 2].iter().map(|&n| n as isize).collect();
    let f = factor as isize;
    shape.extend([s[r - 2] as isize / f, f, s[r - 1] as isize / f, f]);
    image.reshape(&shape).sum(&[r as isize - 1, r as isize + 1])
}

/// The energy each detector pixel collects: the intensity integrated over the sampling
/// pixels (`I·dy·dx`, the midpoint rule) and summed over `factor × factor` blocks (a
/// detector pixel `factor` samples wide). `image`: real `(…, ny, nx)` on `grid`.
#[track_caller]
pub fn pixel_energy(image: &Tensor, grid: &Grid, factor: usize) -> Tensor {
    bin_pixels(&(image * (grid.dy * grid.dx)), factor)
}

/// Uniform samples in `(0, 1)` of `shape` and `dtype` (f32 or f64), and the next state:
/// 32 random bits `b` per sample (ThreeFry on the `u64[2]` state `[key, counter]`) mapped to
/// `(b + 1/2)/2³²`, which is never 0 or 1.
#[track_caller]
pub fn uniform(state: &Tensor, shape: &[usize], dtype: DType) -> (Tensor, Tensor) {
    let (next, bits) = rng_bit_generator(state, RngAlgorithm::ThreeFry, shape, DType::U32);
    let u = (bits.astype(DType::F64) + 0.5) / 4_294_967_296.0;
    (next, u.astype(dtype))
}

/// Standard normal samples of `shape` and `dtype`, and the next state, by the Box–Muller
/// transform `sqrt(−2 ln u₁)·cos(2π u₂)` of two [`uniform`] draws. Reference: G. E. P. Box
/// and M. E. Muller, Ann. Math. Statist. 29, 610 (1958).
#[track_caller]
pub fn normal(state: &Tensor, shape: &[usize], dtype: DType) -> (Tensor, Tensor) {
    let mut both = vec![2];
    both.extend_from_slice(shape);
    let (next, u) = uniform(state, &both, DType::F64);
    let (u1, u2) = (u.slice(&crate::s![0]), u.slice(&crate::s![1]));
    let z = (-2.0 * u1.log()).sqrt() * (2.0 * PI * u2).cos();
    (next, z.astype(dtype))
}

/// Means below this are drawn from the exact Poisson distribution by [`shot_noise`], larger
/// ones from its normal approximation.
pub const SHOT_NOISE_EXACT_BELOW: f64 = 20.0;

/// Terms of the inverse-CDF sum: `P(n ≥ 80 | N < 20) < 10⁻¹⁹`.
const POISSON_TERMS: usize = 80;

/// Photon (shot) noise: counts with the Poisson statistics of mean `photons` (real, ≥ 0,
/// any shape). Means below [`SHOT_NOISE_EXACT_BELOW`] (20) are drawn exactly, by inverting
/// the cumulative distribution with one uniform `u` per pixel,
/// `n = #{k : F(k) < u}`, `F(k) = Σ_{j≤k} e^{−N}N^j/j!` (80 terms, a tail below 10⁻¹⁹);
/// larger means by the normal approximation of equal mean and variance,
/// `n = max(N + sqrt(N)·z, 0)` (continuous, not integer; the skewness `1/sqrt(N)` ≤ 0.22 is
/// not reproduced). Gradients: the exact counts pass the gradient of their mean straight
/// through (`N + stop_gradient(n − N)`, so `dn/dN = 1`), the approximate ones are
/// differentiable as written (a reparameterisation). Returns `(counts, next_state)`.
/// References: Goodman, *Statistical Optics*, §9.2; L. Devroye, *Non-Uniform Random Variate
/// Generation* (1986), §X.3 (inversion).
#[track_caller]
pub fn shot_noise(photons: &Tensor, state: &Tensor) -> (Tensor, Tensor) {
    let d = photons.dtype();
    let (s1, z) = normal(state, photons.shape(), d);
    let (next, u) = uniform(&s1, photons.shape(), DType::F64);
    let mean = photons.maximum(0.0);
    let gauss = (&mean + mean.sqrt() * z).maximum(0.0);
    let small = mean.lt(SHOT_NOISE_EXACT_BELOW);
    // Exact branch in f64 on the small means only (0 elsewhere keeps the terms finite).
    let mu = where_(&small, &mean, 0.0)
        .astype(DType::F64)
        .stop_gradient();
    let mut p = (-&mu).exp();
    let mut cdf = p.clone();
    let mut n = mu.zeros_like();
    for k in 1..=POISSON_TERMS {
        n = n + where_(&u.gt(&cdf), 1.0, 0.0);
        p = p * &mu / k as f64;
        cdf = cdf + &p;
    }
    let exact = &mean + (n.astype(d) - &mean).stop_gradient();
    (where_(&small, exact, gauss), next)
}

/// Read noise: `image + σ·z`, `z ~ N(0, 1)` independent per pixel (electronics, Gaussian).
/// `sigma`: a real 0-d tensor or number. Returns `(noisy, next_state)`.
#[track_caller]
pub fn read_noise(image: &Tensor, sigma: impl IntoOperand, state: &Tensor) -> (Tensor, Tensor) {
    let d = image.dtype();
    let sigma = match param(image.ctx(), "sigma", sigma, d) {
        Ok(s) => s,
        Err(msg) => {
            let noisy = image
                .ctx()
                .fail_with(format!("read_noise: {msg}"), image.ty());
            return (noisy, state.clone());
        }
    };
    let (next, z) = normal(state, image.shape(), d);
    (image + sigma * z, next)
}

/// The intensity of partially coherent light given as mutually incoherent coherent modes
/// along the batch axis: `I = Σ_k w_k·|u_k|²`, `fields` complex `(K, pol, λ, z, y, x)`,
/// `weights` real `(K,)`; returns real `(1, pol, λ, z, y, x)`. With the coherent modes of a
/// source and their eigenvalues as weights this is the coherent-mode decomposition of the
/// cross-spectral density; with random-phase realisations and weights 1/K, a Monte Carlo
/// estimate. Reference: E. Wolf, J. Opt. Soc. Am. 72, 343 (1982); Goodman, *Statistical
/// Optics*, §5.5.
#[track_caller]
pub fn incoherent_sum(fields: &Tensor, weights: &Tensor) -> Tensor {
    let ok = fields.rank() == super::FIELD_RANK
        && fields.dtype().is_complex()
        && weights.rank() == 1
        && weights.dtype().is_float()
        && weights.shape()[0] == fields.shape()[0];
    if !ok {
        let mut shape = fields.shape().to_vec();
        if let Some(b) = shape.first_mut() {
            *b = 1;
        }
        let guess = TensorType::new(fields.dtype().real_part(), shape);
        let msg = format!(
            "incoherent_sum: expected complex 6-D fields and one real weight per batch entry, \
             got {} and {}",
            fields.ty(),
            weights.ty()
        );
        return fields.ctx().fail_with(msg, &guess);
    }
    let real = fields.dtype().real_part();
    let w = weights.astype(real).reshape(&[-1, 1, 1, 1, 1, 1]);
    (fields.abs2() * w).sum_keepdims(&[0])
}

/// An extended, spatially incoherent source in the far field (Köhler illumination): one
/// unit plane wave per source point, tilted by angles `(θx_k, θy_k)` (real `(K,)` vectors),
/// stacked on the batch axis, `(K, 1, nλ, 1, ny, nx)`: `exp(i·k·(x·sin θx_k + y·sin θy_k))`.
/// Propagate them and add with [`incoherent_sum`] (weights: the source's intensity at each
/// point). Reference: M. Born and E. Wolf, *Principles of Optics*, §10.4 (van Cittert–Zernike).
#[track_caller]
pub fn tilted_plane_waves(grid: &Grid, lam: &Tensor, theta_x: &Tensor, theta_y: &Tensor) -> Tensor {
    let s = match setup(grid, lam) {
        Ok(s) => s,
        Err((s, msg)) => return s.fail(format!("tilted_plane_waves: {msg}")),
    };
    let nk = theta_x.shape().first().copied().unwrap_or(0);
    let mut shape = s.shape.clone();
    shape[0] = nk;
    if theta_x.rank() != 1
        || theta_y.shape() != theta_x.shape()
        || !theta_x.dtype().is_float()
        || !theta_y.dtype().is_float()
    {
        let guess = TensorType::new(s.complex(), shape);
        let msg = format!(
            "tilted_plane_waves: the angles must be two real vectors of one length, got {} and {}",
            theta_x.ty(),
            theta_y.ty()
        );
        return s.ctx.fail_with(msg, &guess);
    }
    let (y, x) = s.yx(grid);
    let tx = theta_x.astype(s.real).reshape(&[-1, 1, 1, 1, 1, 1]);
    let ty = theta_y.astype(s.real).reshape(&[-1, 1, 1, 1, 1, 1]);
    (s.k() * (x * tx.sin() + y * ty.sin()))
        .exp_i()
        .broadcast_to(&shape)
}
