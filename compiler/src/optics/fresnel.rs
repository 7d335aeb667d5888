//! Paraxial and convolution propagators: the Fresnel transfer function and impulse
//! response, the single-FFT Fresnel transform, the Fraunhofer far field, the Fourier
//! transform by a lens (2f system), and the Rayleigh–Sommerfeld impulse response.
//!
//! All take a field `(batch, pol, Λ, Z, y, x)`, a distance (or focal length) `z` and a
//! wavelength `lam` that broadcast against the Λ and Z axes as for
//! [`propagate`](super::propagate), and an [`AsmConfig`] for the pitches and the padding
//! (its band limit is ignored). They return `(batch, pol, max(Λ, nλ), max(Z, nz), y, x)`,
//! are differentiable with respect to the field, `z` and `λ`, check themselves
//! (`diagnostics`) when `z` and `λ` are known while tracing, and record bad inputs as a
//! trace error at the caller. The phase convention is `exp(+ikz)`, `k = 2π/λ`; every
//! formula below includes the constant phase and amplitude factors. The phases are computed
//! in the wider of `z`'s and `λ`'s dtypes: in f32 the absolute phase `kz` of a long
//! propagation (`z/λ` of 10⁴ and more) keeps only about 10⁻³ rad; use f64 distances there.
//! Reference: J. W. Goodman, *Introduction to Fourier Optics*, 3rd ed., §4.2 (Fresnel and
//! Fraunhofer), §5.2 (lens), §3.10 (Rayleigh–Sommerfeld); D. G. Voelz, *Computational
//! Fourier Optics* (SPIE, 2011), ch. 5 (sampling).

use super::asm::{apply_transfer, check_inputs, promote_real, AsmConfig};
use super::diagnostics::{warn_if_known, Method};
use super::grid::{coords, Grid};
use crate::fft::{fft2, fftshift, ifftshift, Norm};
use crate::s;
use crate::trace::{complex, Tensor};
use fresnel_ir::TensorType;
use std::f64::consts::PI;

const AXES: [isize; 2] = [-2, -1];

/// `(z, λ)` promoted to one real dtype and reshaped to broadcast against a field's Z and Λ
/// axes: `(1, 1, 1, nz, 1, 1)` and `(1, 1, nλ, 1, 1, 1)`.
fn field_axes(z: &Tensor, lam: &Tensor) -> (Tensor, Tensor) {
    let real = promote_real(z.dtype(), lam.dtype());
    (
        z.astype(real).reshape(&[1, 1, 1, -1, 1, 1]),
        lam.astype(real).reshape(&[1, 1, -1, 1, 1, 1]),
    )
}

/// Validates, records the diagnostics and returns `Err(poisoned)` on a bad input.
#[track_caller]
fn prologue(
    name: &str,
    method: Method,
    field: &Tensor,
    z: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
) -> Result<(), Tensor> {
    if let Err(message) = check_inputs(field, z, lam, cfg) {
        let guess = TensorType::new(field.dtype(), field.shape().to_vec());
        return Err(field.ctx().fail_with(format!("{name}: {message}"), &guess));
    }
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    warn_if_known(method, &cfg.grid(ny, nx), cfg.pad_factor(), z, lam);
    Ok(())
}

/// Fresnel propagation by its transfer function:
/// `H(f) = exp(ikz)·exp(−iπλz·(f_x² + f_y²))`, applied to the (padded) field's DFT.
///
/// Paraxial; its chirp is sampled for `z ≤ M·d²/λ` (the critical distance, `M` the padded
/// size), so this is the Fresnel method for short distances (Voelz §5.1).
/// Reference: Goodman eq. (4-21).
#[track_caller]
pub fn fresnel_tf(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue("fresnel_tf", Method::FresnelTf, field, z, lam, cfg) {
        return poisoned;
    }
    let (z6, lam6) = field_axes(z, lam);
    let grid = cfg.padded_grid(field.shape()[4], field.shape()[5]);
    let (fy, fx) = grid.frequencies(field.ctx(), z6.dtype());
    let f2 = fy.pow(2) + fx.pow(2);
    let phase = 2.0 * PI * &z6 / &lam6 - PI * &lam6 * &z6 * f2;
    apply_transfer(field, &phase.exp_i(), cfg)
}

/// Fresnel propagation by its impulse response
/// `h(x, y) = exp(ikz)/(iλz)·exp(iπ(x² + y²)/(λz))`, sampled on the centred (padded) grid,
/// as a discrete convolution `u₂ = IDFT(DFT(u₁)·DFT(h))·dx·dy` (`h` moved to the origin
/// with `ifftshift`). Padding by 2 or more makes the convolution linear for the field's
/// support; without it the convolution wraps around.
///
/// Paraxial; `h`'s chirp is sampled for `z ≥ M·d²/λ`, so this is the Fresnel method for
/// long distances (Voelz §5.1). Singular at `z = 0`.
/// Reference: Goodman eq. (4-16).
#[track_caller]
pub fn fresnel_ir(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue("fresnel_ir", Method::FresnelIr, field, z, lam, cfg) {
        return poisoned;
    }
    let (z6, lam6) = field_axes(z, lam);
    let grid = cfg.padded_grid(field.shape()[4], field.shape()[5]);
    let (y, x) = grid.yx(field.ctx(), z6.dtype());
    let r2 = y.pow(2) + x.pow(2);
    let lz = &lam6 * &z6;
    // 1/i = exp(−iπ/2).
    let phase = 2.0 * PI * &z6 / &lam6 + PI * r2 / &lz - PI / 2.0;
    let h = phase.exp_i() * ((grid.dy * grid.dx) / &lz);
    let kernel = fft2(
        &ifftshift(&h, Some(&AXES)),
        None,
        Some(&AXES),
        Norm::Backward,
    );
    apply_transfer(field, &kernel, cfg)
}

/// Rayleigh–Sommerfeld propagation (first kind) by its impulse response
/// `h(x, y) = z/(2π·r²)·(1/r − ik)·exp(ikr)`, `r = sqrt(x² + y² + z²)`, as a discrete
/// convolution on the (padded) grid exactly as [`fresnel_ir`](fn@fresnel_ir) (rectangle
/// rule, factor `dx·dy`; pad by 2 or more for a linear convolution).
///
/// Not paraxial: valid at any angle once the kernel is sampled, for
/// `z ≥ (M·d/2)·sqrt((2d/λ)² − 1)` (always when `λ ≥ 2d`). Singular at `z = 0`.
/// Reference: Goodman eq. (3-43); F. Shen and A. Wang, "Fast-Fourier-transform based
/// numerical integration method for the Rayleigh–Sommerfeld diffraction formula",
/// Appl. Opt. 45, 1102 (2006).
#[track_caller]
pub fn rayleigh_sommerfeld(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue(
        "rayleigh_sommerfeld",
        Method::RayleighSommerfeld,
        field,
        z,
        lam,
        cfg,
    ) {
        return poisoned;
    }
    let (z6, lam6) = field_axes(z, lam);
    let grid = cfg.padded_grid(field.shape()[4], field.shape()[5]);
    let (y, x) = grid.yx(field.ctx(), z6.dtype());
    let r = (y.pow(2) + x.pow(2) + z6.pow(2)).sqrt();
    let k = 2.0 * PI / &lam6;
    let amplitude = (grid.dy * grid.dx) * &z6 / (2.0 * PI * r.pow(2));
    let h = complex(&amplitude / &r, -(&amplitude * &k)) * (&k * &r).exp_i();
    let kernel = fft2(
        &ifftshift(&h, Some(&AXES)),
        None,
        Some(&AXES),
        Norm::Backward,
    );
    apply_transfer(field, &kernel, cfg)
}

/// The output grid of [`fresnel_transform`], [`fraunhofer`] (distance `z`) and
/// [`lens_fourier`] (focal length `z`) for a field on `grid` padded by `pad`: the same
/// number of samples, at pitches `λz/(M_y·dy)` and `λz/(M_x·dx)` (`M = pad·N`, the padded
/// sizes), centred. With `z` and `λ` tensors of several entries each `(λ, z)` slice of the
/// output has its own grid: call this per entry.
pub fn fourier_grid(grid: &Grid, pad: usize, z: f64, lam: f64) -> Grid {
    let cfg = AsmConfig::new(grid.dx)
        .with_pitch(grid.dy, grid.dx)
        .with_pad(pad.max(1));
    let m = cfg.padded_grid(grid.ny, grid.nx);
    let s = (lam * z).abs();
    Grid::new(
        grid.ny,
        grid.nx,
        s / (m.ny as f64 * m.dy),
        s / (m.nx as f64 * m.dx),
    )
}

/// What multiplies the input before the centred DFT, and what multiplies the DFT after.
#[derive(Clone, Copy, PartialEq)]
enum Fourier {
    /// Input chirp and output chirp (single-FFT Fresnel).
    Fresnel,
    /// Output chirp only (Fraunhofer).
    Fraunhofer,
    /// Neither; the constant phase is `exp(2ikf)` (2f system).
    Lens,
}

#[track_caller]
fn fourier_propagate(
    field: &Tensor,
    z: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
    kind: Fourier,
) -> Tensor {
    let ctx = field.ctx();
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let (z6, lam6) = field_axes(z, lam);
    let real = z6.dtype();
    let grid = cfg.padded_grid(ny, nx);
    // Centred as the coordinates are: field sample j at padded index j + M/2 − N/2, so that
    // it keeps its position (j − N/2)·d for odd N too.
    let (y0, x0) = (grid.ny / 2 - ny / 2, grid.nx / 2 - nx / 2);
    let padded = field.pad(&[
        (0, 0),
        (0, 0),
        (0, 0),
        (0, 0),
        (y0 as i64, (grid.ny - ny - y0) as i64),
        (x0 as i64, (grid.nx - nx - x0) as i64),
    ]);
    let lz = &lam6 * &z6;
    let input = if kind == Fourier::Fresnel {
        let (y, x) = grid.yx(ctx, real);
        &padded * (PI * (y.pow(2) + x.pow(2)) / &lz).exp_i()
    } else {
        padded
    };
    let spectrum = fftshift(
        &fft2(
            &ifftshift(&input, Some(&AXES)),
            None,
            Some(&AXES),
            Norm::Backward,
        ),
        Some(&AXES),
    );
    // Output sample m sits at (m − M/2)·λz/(M·d): its squared radius over (λz)² is q².
    let qy = coords(ctx, grid.ny, 1.0 / (grid.ny as f64 * grid.dy), 0.0, real)
        .reshape(&[grid.ny as isize, 1]);
    let qx = coords(ctx, grid.nx, 1.0 / (grid.nx as f64 * grid.dx), 0.0, real)
        .reshape(&[1, grid.nx as isize]);
    let q2 = qy.pow(2) + qx.pow(2);
    let k = 2.0 * PI / &lam6;
    let phase = match kind {
        Fourier::Lens => 2.0 * &k * &z6 - PI / 2.0,
        _ => &k * &z6 + PI * &lz * q2 - PI / 2.0,
    };
    let out = spectrum * phase.exp_i() * ((grid.dy * grid.dx) / &lz);
    if grid.ny == ny && grid.nx == nx {
        return out;
    }
    out.slice(&s![.., .., .., .., y0..y0 + ny, x0..x0 + nx])
}

/// The single-FFT Fresnel transform:
/// `u₂(x₂) = exp(ikz)/(iλz)·exp(iπ|x₂|²/(λz))·Σ u₁(x₁)·exp(iπ|x₁|²/(λz))·
/// exp(−2πi·x₁·x₂/(λz))·dx·dy`, a centred DFT, on the output grid of pitch `λz/(M·d)`
/// ([`fourier_grid`]). Padding by `p` makes the output pitch `p` times finer; the centre
/// `N × N` samples are returned.
///
/// Paraxial; the input chirp is sampled for `z ≥ N·d²/λ`. The output grid scales with `z`,
/// so this reaches distances where the light leaves any fixed grid.
/// Reference: Goodman eq. (4-17); Voelz §5.3.
#[track_caller]
pub fn fresnel_transform(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue(
        "fresnel_transform",
        Method::FresnelTransform,
        field,
        z,
        lam,
        cfg,
    ) {
        return poisoned;
    }
    fourier_propagate(field, z, lam, cfg, Fourier::Fresnel)
}

/// The Fraunhofer far field at distance `z`: [`fresnel_transform`] without the input chirp,
/// `u₂(x₂) = exp(ikz)/(iλz)·exp(iπ|x₂|²/(λz))·DFT[u₁](x₂/(λz))·dx·dy`, output pitch
/// `λz/(M·d)` ([`fourier_grid`]). Valid for `z ≫ π·r²/λ`, `r` the radius of the light.
/// Reference: Goodman eq. (4-25).
#[track_caller]
pub fn fraunhofer(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue("fraunhofer", Method::Fraunhofer, field, z, lam, cfg) {
        return poisoned;
    }
    fourier_propagate(field, z, lam, cfg, Fourier::Fraunhofer)
}

/// The field in the back focal plane of a thin lens of focal length `f` with the input in
/// its front focal plane (a 2f system):
/// `u₂(x₂) = exp(2ikf)/(iλf)·DFT[u₁](x₂/(λf))·dx·dy`, output pitch `λf/(M·d)`
/// ([`fourier_grid`] with `z = f`). `f` takes the place of `z` (it broadcasts against the
/// field's Z axis). Exact within the paraxial thin-lens model.
/// Reference: Goodman eq. (5-19) with d = f.
#[track_caller]
pub fn lens_fourier(field: &Tensor, f: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    if let Err(poisoned) = prologue("lens_fourier", Method::LensFourier, field, f, lam, cfg) {
        return poisoned;
    }
    fourier_propagate(field, f, lam, cfg, Fourier::Lens)
}
