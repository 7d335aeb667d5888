//! The angular spectrum method: exact propagation of a sampled field between parallel
//! planes by multiplying its 2-D spectrum with the free-space transfer function, and the
//! multi-slice (beam-propagation) model built on it.
//!
//! The transfer function is `H = exp(i·2π·z·kz)` with `kz = sqrt(1/λ² − fy² − fx²)` and zero
//! for evanescent frequencies. The mask is applied *before* the square root as well as after
//! (`kz = sqrt(where(arg > 0, arg, 0))`): otherwise the pullback of `sqrt` at negative
//! arguments yields NaN, and `0 · NaN` would poison the gradients with respect to λ.
//! Without padding this is exactly `asm` of the reference generator (`gen/gen_refs.py`).
//! Reference: J. W. Goodman, *Introduction to Fourier Optics*, 3rd ed., §3.10.

use super::diagnostics::{warn_if_known, Method};
use super::grid::Grid;
use super::{FIELD_RANK, LAM_AXIS, Z_AXIS};
use crate::fft::{fft2, fftfreq, ifft2, Norm};
use crate::s;
use crate::trace::{fori_loop, scan, where_, Tensor};
use fresnel_ir::{DType, TensorType};
use std::f64::consts::PI;

/// How the angular-spectrum transfer function is band-limited (Matsushima & Shimobaba 2009).
///
/// Sampled at the DFT's frequency step `Δf = 1/(M·d)` of the (padded) grid of `M` samples
/// of pitch `d`, the phase `2π·z·k_z` of `H` aliases at long distances; it is sampled
/// properly only for `|f| < f_limit = 1/(λ·sqrt((2·Δf·z)² + 1))`, per axis. Past the ASM
/// aliasing distance (`diagnostics::asm_aliasing_distance`) that limit is inside the grid's
/// band and cutting `H` there removes the aliased part of the spectrum.
/// Reference: K. Matsushima and T. Shimobaba, "Band-limited angular spectrum method for
/// numerical simulation of free-space propagation in far and near fields", Opt. Express 17,
/// 19662 (2009), eqs. (13)–(14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BandLimit {
    /// The exact transfer function on the whole grid (the default).
    #[default]
    None,
    /// `H` is zeroed where `|f_y| ≥ f_limit,y` or `|f_x| ≥ f_limit,x` (rectangular mask).
    Hard,
    /// `H` is multiplied per axis by a raised-cosine taper, 1 for `|f| ≤ 0.8·f_limit`,
    /// falling to 0 at `|f| = f_limit` (`½(1 + cos(π·t))`, `t = (|f| − 0.8·f_limit) /
    /// (0.2·f_limit)` clipped to [0, 1]): less ringing than the hard edge, and the
    /// distance and wavelength still have gradients through the taper.
    Smooth,
}

/// Where the smooth band limit's taper starts, as a fraction of `f_limit`.
pub(crate) const SMOOTH_TAPER_START: f64 = 0.8;

/// Sampling and padding of the propagator.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AsmConfig {
    /// Pixel pitch along x, in the same length unit as `z` and `λ`.
    pub dx: f64,
    /// Zero-pad y and x to `pad` times their size (centred) before the FFT and crop the
    /// centre back after the inverse FFT, so the periodic FFT does not wrap light around the
    /// edges. `None` (or 1): no padding.
    pub pad: Option<usize>,
    /// Pixel pitch along y; `None`: the same as `dx`.
    pub dy: Option<f64>,
    /// Band limit of the angular-spectrum transfer function ([`BandLimit`]); only the
    /// angular-spectrum propagators (`propagate`, `propagate_window`,
    /// `propagate_vectorial`) read it.
    pub band_limit: BandLimit,
}

impl AsmConfig {
    /// No padding, pixel pitch `dx` on both axes, no band limit.
    pub fn new(dx: f64) -> AsmConfig {
        AsmConfig {
            dx,
            pad: None,
            dy: None,
            band_limit: BandLimit::None,
        }
    }

    /// Pads y and x by `factor` (≥ 1).
    pub fn with_pad(self, factor: usize) -> AsmConfig {
        AsmConfig {
            pad: Some(factor),
            ..self
        }
    }

    /// Separate pitches: `dy` along y, `dx` along x.
    pub fn with_pitch(self, dy: f64, dx: f64) -> AsmConfig {
        AsmConfig {
            dx,
            dy: Some(dy),
            ..self
        }
    }

    /// The band limit of the angular-spectrum transfer function.
    pub fn with_band_limit(self, band_limit: BandLimit) -> AsmConfig {
        AsmConfig { band_limit, ..self }
    }

    /// `(dy, dx)`.
    pub fn pitches(&self) -> (f64, f64) {
        (self.dy.unwrap_or(self.dx), self.dx)
    }

    /// The padding factor (1 when there is none).
    pub fn pad_factor(&self) -> usize {
        self.pad.unwrap_or(1).max(1)
    }

    /// The field's grid, `ny × nx` samples at this configuration's pitches.
    pub fn grid(&self, ny: usize, nx: usize) -> Grid {
        let (dy, dx) = self.pitches();
        Grid::new(ny, nx, dy, dx)
    }

    /// The FFT grid of a `ny × nx` field: padded as [`AsmConfig::pad`] says.
    pub fn padded_grid(&self, ny: usize, nx: usize) -> Grid {
        let ((y0, y1), (x0, x1)) = (self.pad_widths(ny), self.pad_widths(nx));
        self.grid(ny + y0 + y1, nx + x0 + x1)
    }

    /// `(before, after)` zero counts for an axis of length `n`; the extra zero of an odd
    /// total goes after, as in `numpy.fft.fftshift`'s centring.
    pub(crate) fn pad_widths(&self, n: usize) -> (usize, usize) {
        let total = n * self.pad.unwrap_or(1).max(1) - n;
        (total / 2, total - total / 2)
    }
}

/// The wider of two real dtypes (f64 if either is).
pub(crate) fn promote_real(a: DType, b: DType) -> DType {
    if a == DType::F64 || b == DType::F64 {
        DType::F64
    } else {
        DType::F32
    }
}

/// Propagates `field` by each distance in `z` at each wavelength in `lam` (angular spectrum).
///
/// `field`: complex, `(batch, pol, Λ, Z, y, x)`; `z`, `lam`: real, 0-d or 1-d, of f32 or f64
/// (mixed precisions promote to f64). The wavelength and distance axes broadcast as NumPy
/// does: `Λ` and `lam`'s length must be equal or one of them 1, likewise `Z` and `z`'s.
/// Returns `(batch, pol, max(Λ, nλ), max(Z, nz), y, x)`. Bad shapes or dtypes are recorded as
/// a trace error located at the caller.
#[track_caller]
pub fn propagate(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    let ctx = field.ctx();
    if let Err(message) = check_inputs(field, z, lam, cfg) {
        let guess = TensorType::new(field.dtype(), field.shape().to_vec());
        return ctx.fail_with(format!("propagate: {message}"), &guess);
    }
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let method = match cfg.band_limit {
        BandLimit::None => Method::Asm,
        _ => Method::AsmBandLimited,
    };
    warn_if_known(method, &cfg.grid(ny, nx), cfg.pad_factor(), z, lam);
    let h = transfer_function_on(z, lam, &cfg.padded_grid(ny, nx), cfg.band_limit);
    apply_transfer(field, &h, cfg)
}

/// Pads `field` as `cfg` says, multiplies its 2-D spectrum by `h` (of the padded size) and
/// crops back: one angular-spectrum step with a transfer function computed once.
#[track_caller]
pub(crate) fn apply_transfer(field: &Tensor, h: &Tensor, cfg: &AsmConfig) -> Tensor {
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let ((y0, y1), (x0, x1)) = (cfg.pad_widths(ny), cfg.pad_widths(nx));
    let padded = field.pad(&[
        (0, 0),
        (0, 0),
        (0, 0),
        (0, 0),
        (y0 as i64, y1 as i64),
        (x0 as i64, x1 as i64),
    ]);
    let spectrum = fft2(&padded, None, Some(&[-2, -1]), Norm::Backward) * h;
    let out = ifft2(&spectrum, None, Some(&[-2, -1]), Norm::Backward);
    if y0 + y1 + x0 + x1 == 0 {
        return out;
    }
    out.slice(&s![.., .., .., .., y0..y0 + ny, x0..x0 + nx])
}

/// Multi-slice (beam-propagation) model: for each phase screen `φ_k` of `screens`
/// (`(N, y, x)`, real), `u ← propagate(u · e^{iφ_k}, dz, λ)`; returns the field after the
/// last step. `field` is `(batch, pol, nλ|1, 1, y, x)`, `dz` a real scalar (the slice
/// spacing), `lam` a real scalar or vector as for [`propagate`]; the result is
/// `(batch, pol, nλ, 1, y, x)`. The slices run in a `scan` over the screens, so the program
/// stays one step long whatever N is, and reverse mode through it can checkpoint
/// (`fresnel::ad::AdOptions`). The transfer function is computed once, outside the loop.
#[track_caller]
pub fn multislice(
    field: &Tensor,
    screens: &Tensor,
    dz: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
) -> Tensor {
    let ctx = field.ctx();
    let guess = TensorType::new(field.dtype(), field.shape().to_vec());
    if let Err(message) =
        check_inputs(field, dz, lam, cfg).and_then(|()| check_multislice(field, screens, dz))
    {
        return ctx.fail_with(format!("multislice: {message}"), &guess);
    }
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let h = transfer_function_on(dz, lam, &cfg.padded_grid(ny, nx), cfg.band_limit);
    // The carry keeps one type through the loop: the field at full wavelength length.
    let nl = lam.shape().first().copied().unwrap_or(1);
    let mut full = field.shape().to_vec();
    full[LAM_AXIS] = full[LAM_AXIS].max(nl);
    let u0 = field.broadcast_to(&full);
    let (carry, _) = scan(&[u0], std::slice::from_ref(screens), |u, phi| {
        let screen = phi[0].exp_i();
        (vec![apply_transfer(&(&u[0] * &screen), &h, cfg)], vec![])
    });
    carry
        .into_iter()
        .next()
        .unwrap_or_else(|| ctx.poison(guess))
}

/// [`multislice`] with the `N` screens stacked in `screens` applied `repeat` times over
/// (a periodic medium), written with `fori_loop` around the `scan`: a nested loop.
#[track_caller]
pub fn multislice_repeated(
    field: &Tensor,
    screens: &Tensor,
    dz: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
    repeat: i64,
) -> Tensor {
    let nl = lam.shape().first().copied().unwrap_or(1);
    let mut full = field.shape().to_vec();
    if full.len() == FIELD_RANK {
        full[LAM_AXIS] = full[LAM_AXIS].max(nl);
    }
    let u0 = field.broadcast_to(&full);
    let out = fori_loop(0, repeat, &[u0], |_, u| {
        vec![multislice(&u[0], screens, dz, lam, cfg)]
    });
    match out.into_iter().next() {
        Some(u) => u,
        None => field.ctx().poison(field.ty().clone()),
    }
}

fn check_multislice(field: &Tensor, screens: &Tensor, dz: &Tensor) -> Result<(), String> {
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    if screens.rank() != 3 || screens.shape()[1..] != [ny, nx] {
        return Err(format!(
            "the phase screens must be (N, {ny}, {nx}) to match the field, got {}",
            screens.ty()
        ));
    }
    if screens.dtype() != field.dtype().real_part() {
        return Err(format!(
            "the phase screens must be {} for a {} field, got {}",
            field.dtype().real_part(),
            field.dtype(),
            screens.ty()
        ));
    }
    if dz.rank() != 0 {
        return Err(format!("dz must be a real scalar, got {}", dz.ty()));
    }
    if field.shape()[Z_AXIS] != 1 {
        return Err(format!(
            "the field's distance axis must have length 1, got {}",
            field.ty()
        ));
    }
    Ok(())
}

/// `|propagate(field, z, lam)|²`, real.
#[track_caller]
pub fn intensity(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    propagate(field, z, lam, cfg).abs2()
}

/// `Σ (|propagate(field, z, lam)|² − target)²`, a real scalar; `target` broadcasts against
/// the propagated intensity.
#[track_caller]
pub fn intensity_loss(
    field: &Tensor,
    z: &Tensor,
    lam: &Tensor,
    target: &Tensor,
    cfg: &AsmConfig,
) -> Tensor {
    (intensity(field, z, lam, cfg) - target).pow(2).sum_all()
}

/// `H`, shaped `(1, 1, nλ, nz, ny, nx)`, of the dtype that `z` makes complex (as the
/// reference, the frequencies are computed in `z`'s dtype), for pitch `dx` on both axes and
/// no band limit.
#[track_caller]
pub fn transfer_function(z: &Tensor, lam: &Tensor, ny: usize, nx: usize, dx: f64) -> Tensor {
    transfer_function_on(z, lam, &Grid::new(ny, nx, dx, dx), BandLimit::None)
}

/// `H` on the FFT grid `grid` (its own y and x pitches), shaped `(1, 1, nλ, nz, ny, nx)`,
/// band-limited as `band` says ([`BandLimit`]; `f_limit` from `grid`'s sizes, which are
/// the padded ones when the field is padded).
#[track_caller]
pub fn transfer_function_on(z: &Tensor, lam: &Tensor, grid: &Grid, band: BandLimit) -> Tensor {
    transfer_function_toward(z, lam, grid, band, (0.0, 0.0))
}

/// [`transfer_function_on`] for light headed to an output window centred at
/// `centre = (cy, cx)` off the axis: the band limit is the shifted one (Matsushima 2010).
/// The phase of `H·e^{2πi f·x}` near `x = c` is sampled at `Δf = 1/S` (`S = M·d`) without
/// aliasing where `|c − z·f/√(λ⁻² − f²)| ≤ S/2`; per axis that is the band
/// `f ∈ [g(c − S/2), g(c + S/2)]`, `g(u) = sgn(z)·u / (λ·√(z² + u²))`, which for `c = 0`
/// is the on-axis `|f| < f_limit`. The smooth taper falls over the outer 20% of the
/// band's half width on both sides of its centre.
/// Reference: K. Matsushima, "Shifted angular spectrum method for off-axis numerical
/// propagation", Opt. Express 18, 18453 (2010), section 3.
#[track_caller]
pub fn transfer_function_toward(
    z: &Tensor,
    lam: &Tensor,
    grid: &Grid,
    band: BandLimit,
    centre: (f64, f64),
) -> Tensor {
    // Mixed precisions promote: H is computed in the wider of z's and λ's dtypes.
    let real = promote_real(z.dtype(), lam.dtype());
    let (z, lam) = (&z.astype(real), &lam.astype(real));
    let ctx = z.ctx();
    let fy = fftfreq(ctx, grid.ny, grid.dy, real);
    let fx = fftfreq(ctx, grid.nx, grid.dx, real);
    // (The op order is that of the unlimited transfer function's IR snapshots.)
    let arg = 1.0 / lam.reshape(&[-1, 1, 1, 1]).pow(2)
        - fy.reshape(&[1, 1, -1, 1]).pow(2)
        - fx.reshape(&[1, 1, 1, -1]).pow(2);
    let propagating = arg.gt(0.0);
    let kz = where_(&propagating, &arg, 0.0).sqrt();
    let z4 = z.reshape(&[1, -1, 1, 1]);
    let phase = 2.0 * PI * &z4 * &kz;
    let h = where_(&propagating, phase.exp_i(), 0.0);
    let h = match band {
        BandLimit::None => h,
        BandLimit::Hard | BandLimit::Smooth => {
            let lam4 = lam.reshape(&[-1, 1, 1, 1]);
            let (fy4, fx4) = (fy.reshape(&[1, 1, -1, 1]), fx.reshape(&[1, 1, 1, -1]));
            let (z, lam) = (&z4, &lam4);
            let y = BandAxis {
                f: &fy4,
                z,
                lam,
                width: grid.ny as f64 * grid.dy,
                centre: centre.0,
            };
            let x = BandAxis {
                f: &fx4,
                width: grid.nx as f64 * grid.dx,
                centre: centre.1,
                ..y
            };
            let (wy, wx) = (band_window(&y, band), band_window(&x, band));
            h * (wy * wx)
        }
    };
    h.expand_dims(0).expand_dims(0)
}

/// One axis of the band limit: its frequencies `f`, the FFT grid's extent `width = M·d`
/// (so `Δf = 1/width`), and the output window's centre along it.
#[derive(Clone, Copy)]
struct BandAxis<'a> {
    f: &'a Tensor,
    z: &'a Tensor,
    lam: &'a Tensor,
    width: f64,
    centre: f64,
}

/// The band-limit window of one axis (see [`transfer_function_toward`]).
#[track_caller]
fn band_window(axis: &BandAxis<'_>, band: BandLimit) -> Tensor {
    let BandAxis {
        f,
        z,
        lam,
        width,
        centre,
    } = *axis;
    if centre == 0.0 {
        let two_df_z = z * (2.0 / width);
        let limit = 1.0 / (lam * (two_df_z.pow(2) + 1.0).sqrt());
        return band_edge(&f.abs(), &limit, band, f.dtype());
    }
    // The band [g(c − S/2), g(c + S/2)]; sgn(z) with z = 0 counted as forward (the band is
    // then the whole propagating disc).
    let sign = where_(&z.lt(0.0), -1.0, 1.0).astype(z.dtype());
    let end = |u: f64| &sign * u / (lam * (z.pow(2) + u * u).sqrt());
    let (a, b) = (end(centre - 0.5 * width), end(centre + 0.5 * width));
    let (lo, hi) = (a.minimum(&b), a.maximum(&b));
    let mid = (&lo + &hi) * 0.5;
    let half = (&hi - &lo) * 0.5;
    band_edge(&(f - &mid).abs(), &half, band, f.dtype())
}

/// 1 where the distance `d` from the band's centre is inside its half width `half`, 0
/// outside; `Smooth` tapers the outer 20% of the half width with a raised cosine.
#[track_caller]
fn band_edge(d: &Tensor, half: &Tensor, band: BandLimit, dtype: DType) -> Tensor {
    match band {
        BandLimit::Smooth => {
            let start = half * SMOOTH_TAPER_START;
            let t = ((d - &start) / (half * (1.0 - SMOOTH_TAPER_START))).clip(0.0, 1.0);
            ((t * PI).cos() + 1.0) * 0.5
        }
        _ => where_(&d.lt(half), 1.0, 0.0).astype(dtype),
    }
}

/// The pitches must be positive and finite, the padding factor at least 1.
pub(crate) fn check_config(cfg: &AsmConfig) -> Result<(), String> {
    let (dy, dx) = cfg.pitches();
    for (name, d) in [("dx", dx), ("dy", dy)] {
        if !(d.is_finite() && d > 0.0) {
            return Err(format!(
                "the pixel pitch {name} must be positive and finite, got {d}"
            ));
        }
    }
    if cfg.pad == Some(0) {
        return Err("the padding factor must be at least 1, got 0".into());
    }
    Ok(())
}

/// The shape and dtype rules of [`propagate`], as one message naming what is wrong.
pub(crate) fn check_inputs(
    field: &Tensor,
    z: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
) -> Result<(), String> {
    if field.rank() != FIELD_RANK || !field.dtype().is_complex() {
        return Err(format!(
            "the field must be a complex 6-D tensor (batch, pol, λ, z, y, x), got {}",
            field.ty()
        ));
    }
    for (name, t, axis) in [("z", z, Z_AXIS), ("lam", lam, LAM_AXIS)] {
        if t.rank() > 1 || !t.dtype().is_float() {
            return Err(format!(
                "{name} must be a real scalar or vector, got {}",
                t.ty()
            ));
        }
        // NumPy broadcasting: a scalar (or one entry) spreads over the field's axis, a field
        // axis of length 1 over the entries.
        let n = t.shape().first().copied().unwrap_or(1);
        let along = field.shape()[axis];
        if along != 1 && n != 1 && along != n {
            return Err(format!(
                "the field's axis {axis} has length {along}, but {name} has {n} entries: they \
                 broadcast only when equal or one of them is 1"
            ));
        }
    }
    check_config(cfg)?;
    if field.shape()[4] == 0 || field.shape()[5] == 0 {
        return Err(format!("the field has no pixels: {}", field.ty()));
    }
    Ok(())
}
