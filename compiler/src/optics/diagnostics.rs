//! Sampling diagnostics: the distances between which each propagator is sampled well enough
//! to be trusted, checks that name the limit that a given `(z, λ)` breaks and the fix, and
//! [`suggest`], which picks a method and a padding factor.
//!
//! All limits are for a field of `N` samples of pitch `d` per axis, on an FFT grid of
//! `M = pad·N` samples (`Δf = 1/(M·d)`); where a limit differs between the axes the stricter
//! one is reported. Reference for the Fresnel limits: D. G. Voelz, *Computational Fourier
//! Optics: A MATLAB Tutorial* (SPIE, 2011), §5.1; for the angular spectrum: K. Matsushima and
//! T. Shimobaba, Opt. Express 17, 19662 (2009); for the Fresnel approximation:
//! J. W. Goodman, *Introduction to Fourier Optics*, 3rd ed., §4.2.
//!
//! * **Critical distance** `z_c = M·d²/λ`: the Fresnel transfer function's chirp
//!   `exp(−iπλz·f²)` is sampled without aliasing for `z ≤ z_c`, the impulse response's chirp
//!   `exp(iπ·x²/(λz))` (and the single-FFT transform's input chirp, with `N` in place of
//!   `M`) for `z ≥ z_c`.
//! * **ASM aliasing distance** `z_a = M·d²·sqrt(1/λ² − 1/(4d²))`: beyond it the exact
//!   transfer function's phase `2πz·k_z` changes by more than π between frequency samples
//!   at the band edge `1/(2d)`, and the band limit (`BandLimit`) starts to cut. Zero when
//!   `λ ≥ 2d` (the steepest part of `H`, at the evanescent edge, is then on the grid).
//! * **Rayleigh–Sommerfeld** impulse response `exp(ikr)/r`: its local frequency at the edge
//!   of the FFT grid, `x/(λr)`, stays below `1/(2d)` for `z ≥ (M·d/2)·sqrt((2d/λ)² − 1)`
//!   (always when `λ ≥ 2d`).
//! * **Fresnel approximation**: the paraxial transfer function `exp(ikz − iπλz·f²)` differs
//!   from the exact one by the phase `2πz·(1/λ − λf²/2 − sqrt(1/λ² − f²))`; at the steepest
//!   frequency the grid carries to itself, `f = min(1/(2d), sin θ/λ)` with `θ = atan(r/z)`
//!   (`r` the grid's diagonal), it must stay below π/2 ([`paraxial_phase_error`]; for the
//!   extent this is Goodman's condition (4-18)).
//! * **Evanescent content**: with `d < λ/2` the grid holds frequencies above `1/λ` that do
//!   not propagate; the angular spectrum drops them, the paraxial propagators propagate them
//!   as if they did.
//!
//! The propagators check themselves: when `z` and `λ` are known while tracing (computed from
//! constants alone, [`Tensor::known_f64`](crate::trace::Tensor::known_f64)), every `(z, λ)`
//! pair is checked and each broken limit is recorded once as a trace warning
//! (`Ctx::warn`, located at the propagator's caller). A distance or wavelength that is an
//! argument of the traced function is unknown, and then the check is skipped: call
//! [`check`] (or [`suggest`]) yourself with the range you will use. Nothing here ever
//! changes what a propagator computes.
//!
//! ```
//! use fresnel::optics::diagnostics::{check, critical_distance, suggest, Method};
//! use fresnel::optics::Grid;
//!
//! // 64 × 64 samples of pitch 2 at λ = 0.5: the Fresnel transfer function is sampled up to
//! // M·d²/λ = 512 without padding.
//! let grid = Grid::square(64, 2.0);
//! assert_eq!(critical_distance(&grid, 1, 0.5), 512.0);
//! assert!(check(Method::FresnelTf, &grid, 1, 400.0, 0.5).is_empty());
//! let broken = check(Method::FresnelTf, &grid, 1, 3000.0, 0.5);
//! assert!(broken[0].contains("critical distance"));
//! // Far away, the single-FFT transform, whose output grid follows the light.
//! assert_eq!(suggest(&grid, 1e7, 0.5).method, Method::FresnelTransform);
//! ```

use super::grid::Grid;
use crate::trace::Tensor;

/// The propagators the diagnostics know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// `propagate` with `BandLimit::None`, `propagate_window`, `propagate_vectorial`.
    Asm,
    /// `propagate` with a band limit.
    AsmBandLimited,
    /// `fresnel_tf`.
    FresnelTf,
    /// `fresnel_ir`.
    FresnelIr,
    /// `fresnel_transform` (single FFT).
    FresnelTransform,
    /// `fraunhofer`.
    Fraunhofer,
    /// `lens_fourier` (2f system; `z` is the focal length).
    LensFourier,
    /// `rayleigh_sommerfeld`.
    RayleighSommerfeld,
}

/// A method and padding factor for a propagation, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    pub method: Method,
    pub pad: usize,
    pub reason: String,
}

/// `f(M, d)` on the y and x axes (`M = pad·N`).
fn axes(grid: &Grid, pad: usize, f: impl Fn(f64, f64) -> f64) -> (f64, f64) {
    let p = pad.max(1) as f64;
    (
        f(p * grid.ny as f64, grid.dy),
        f(p * grid.nx as f64, grid.dx),
    )
}

fn min_axis(grid: &Grid, pad: usize, f: impl Fn(f64, f64) -> f64) -> f64 {
    let (y, x) = axes(grid, pad, f);
    y.min(x)
}

fn max_axis(grid: &Grid, pad: usize, f: impl Fn(f64, f64) -> f64) -> f64 {
    let (y, x) = axes(grid, pad, f);
    y.max(x)
}

/// `M·d²/λ`, the stricter (smaller) of the two axes: the Fresnel transfer function is
/// sampled well for `z ≤` this, the impulse response for `z ≥` it.
pub fn critical_distance(grid: &Grid, pad: usize, lam: f64) -> f64 {
    min_axis(grid, pad, |m, d| m * d * d / lam)
}

/// The larger of the two axes' `M·d²/λ`: the impulse response is sampled well on both axes
/// only beyond it.
fn critical_distance_max(grid: &Grid, pad: usize, lam: f64) -> f64 {
    max_axis(grid, pad, |m, d| m * d * d / lam)
}

/// `M·d²·sqrt(1/λ² − 1/(4d²))` (zero when `λ ≥ 2d`), the stricter axis: beyond it the
/// exact angular-spectrum transfer function aliases.
pub fn asm_aliasing_distance(grid: &Grid, pad: usize, lam: f64) -> f64 {
    min_axis(grid, pad, |m, d| {
        let arg = 1.0 / (lam * lam) - 1.0 / (4.0 * d * d);
        if arg > 0.0 {
            m * d * d * arg.sqrt()
        } else {
            0.0
        }
    })
}

/// The band limit `1/(λ·sqrt((2z/(M·d))² + 1))` over the grid's band edge `1/(2d)`, the
/// stricter axis, at most 1: the fraction of the band that the band-limited ASM keeps.
pub fn band_fraction(grid: &Grid, pad: usize, z: f64, lam: f64) -> f64 {
    min_axis(grid, pad, |m, d| {
        let limit = 1.0 / (lam * ((2.0 * z / (m * d)).powi(2) + 1.0).sqrt());
        (limit * 2.0 * d).min(1.0)
    })
}

/// Smallest distance at which the Rayleigh–Sommerfeld kernel is sampled without aliasing
/// on the FFT grid: `(M·d/2)·sqrt((2d/λ)² − 1)` (zero when `λ ≥ 2d`), the larger of the axes.
pub fn rs_min_distance(grid: &Grid, pad: usize, lam: f64) -> f64 {
    max_axis(grid, pad, |m, d| {
        let arg = (2.0 * d / lam).powi(2) - 1.0;
        if arg > 0.0 {
            m * d / 2.0 * arg.sqrt()
        } else {
            0.0
        }
    })
}

/// The phase error of the Fresnel (paraxial) approximation for the steepest light the grid
/// can carry to the grid at distance `z`: `2π|z|·(1/λ − λf²/2 − sqrt(1/λ² − f²))`, radians,
/// the exact plane-wave phase against its paraxial expansion at the frequency
/// `f = min(1/(2d), sin θ/λ)`, where `1/(2d)` is the grid's band edge (the finer axis) and
/// `θ = atan(r/|z|)` the largest angle between two points of the grid (`r` its diagonal).
/// At short distances the band edge bounds the angle, at long ones the grid's extent does:
/// Goodman's condition (4-18) is this error, for the extent, being ≪ 1. The Fresnel
/// propagators warn above π/2.
pub fn paraxial_phase_error(grid: &Grid, z: f64, lam: f64) -> f64 {
    let (ly, lx) = grid.extent();
    let r = (ly * ly + lx * lx).sqrt();
    let sin_window = r / (r * r + z * z).sqrt();
    let f = (1.0 / (2.0 * grid.dy.min(grid.dx))).min(sin_window / lam);
    let arg = (1.0 / (lam * lam) - f * f).max(0.0);
    2.0 * std::f64::consts::PI * z.abs() * (1.0 / lam - lam * f * f / 2.0 - arg.sqrt()).abs()
}

/// `a²/(λz)` with `a` the half width of the grid (the smaller axis).
pub fn fresnel_number(grid: &Grid, z: f64, lam: f64) -> f64 {
    let (ly, lx) = grid.extent();
    let a = 0.5 * ly.min(lx);
    a * a / (lam * z.abs())
}

/// `π·(N·d)²/(2λ)`, the larger axis: the Fraunhofer approximation needs `z` well beyond it
/// for light filling the grid (Goodman eq. (4-25) with the grid's half diagonal).
pub fn fraunhofer_distance(grid: &Grid, lam: f64) -> f64 {
    let (ly, lx) = grid.extent();
    std::f64::consts::PI * (ly * ly + lx * lx) / (4.0 * lam)
}

/// Whether the grid holds evanescent frequencies (`1/(2d) > 1/λ` on an axis).
pub fn has_evanescent(grid: &Grid, lam: f64) -> bool {
    2.0 * grid.dy.min(grid.dx) < lam
}

/// The smallest power of two `p ≥ 1` (at most 64) with `p·base ≥ need`, `None` if there is
/// none.
fn pad_for(need: f64, base: f64) -> Option<usize> {
    (0..7)
        .map(|e| 1usize << e)
        .find(|&p| p as f64 * base >= need)
}

/// The limits that `method`, on `grid` padded by `pad`, breaks at distance `z` and
/// wavelength `lam` (for `LensFourier`, `z` is the focal length), each as a message naming
/// the limit, its value and a fix. Empty when the propagation is inside its regime.
pub fn check(method: Method, grid: &Grid, pad: usize, z: f64, lam: f64) -> Vec<String> {
    let pad = pad.max(1);
    let az = z.abs();
    let mut out = Vec::new();
    if !(lam.is_finite() && lam > 0.0 && z.is_finite()) {
        return vec![format!(
            "{method:?}: the wavelength must be positive and the distance finite, got λ = \
             {lam:e}, z = {z:e}"
        )];
    }
    let zc = critical_distance(grid, pad, lam);
    let paraxial = |out: &mut Vec<String>| {
        let err = paraxial_phase_error(grid, z, lam);
        if err > std::f64::consts::FRAC_PI_2 {
            out.push(format!(
                "{method:?}: at z = {z:e} the Fresnel (paraxial) phase error of the steepest \
                 light the grid carries is {err:.2} rad > π/2: wide-angle light is \
                 mis-propagated; use propagate (angular spectrum) or rayleigh_sommerfeld"
            ));
        }
        if has_evanescent(grid, lam) {
            out.push(format!(
                "{method:?}: the pitch {:e} is below λ/2 = {:e}, so the grid holds \
                 evanescent frequencies that the Fresnel approximation propagates as if they \
                 did not decay; use propagate (angular spectrum)",
                grid.dy.min(grid.dx),
                lam / 2.0
            ));
        }
    };
    match method {
        Method::Asm => {
            let za = asm_aliasing_distance(grid, pad, lam);
            if az > za {
                let fix = pad_for(az, asm_aliasing_distance(grid, 1, lam))
                    .map(|p| format!("pad by {p} or "))
                    .unwrap_or_default();
                out.push(format!(
                    "Asm: z = {z:e} is beyond the angular-spectrum aliasing distance \
                     M·d²·sqrt(1/λ² − 1/(4d²)) = {za:e}: the transfer function aliases; \
                     {fix}use .with_band_limit(BandLimit::Hard)"
                ));
            }
        }
        Method::AsmBandLimited => {
            let kept = band_fraction(grid, pad, az, lam);
            if kept < 0.5 {
                let fix = pad_for(2.0 * az, asm_aliasing_distance(grid, 1, lam))
                    .map(|p| format!("pad by {p} or "))
                    .unwrap_or_default();
                out.push(format!(
                    "AsmBandLimited: at z = {z:e} the band limit 1/(λ·sqrt((2Δf·z)² + 1)) \
                     keeps only {:.0}% of the grid's band 1/(2d) (aliasing distance {:e}): \
                     the result loses resolution; {fix}use fresnel_transform or fresnel_ir",
                    kept * 100.0,
                    asm_aliasing_distance(grid, pad, lam)
                ));
            }
        }
        Method::FresnelTf => {
            if az > zc {
                let fix = pad_for(az, critical_distance(grid, 1, lam))
                    .map(|p| format!("pad by {p} or "))
                    .unwrap_or_default();
                out.push(format!(
                    "FresnelTf: z = {z:e} is beyond the critical distance M·d²/λ = {zc:e}: \
                     the transfer function's chirp is undersampled; {fix}use fresnel_ir or \
                     fresnel_transform"
                ));
            }
            paraxial(&mut out);
        }
        Method::FresnelIr => {
            let zc = critical_distance_max(grid, pad, lam);
            if az < zc {
                out.push(format!(
                    "FresnelIr: z = {z:e} is below the critical distance M·d²/λ = {zc:e}: \
                     the impulse response's chirp is undersampled; use fresnel_tf or \
                     propagate (angular spectrum), or pad less"
                ));
            }
            paraxial(&mut out);
        }
        Method::FresnelTransform => {
            let zc = critical_distance_max(grid, 1, lam);
            if az < zc {
                out.push(format!(
                    "FresnelTransform: z = {z:e} is below the critical distance N·d²/λ = \
                     {zc:e}: the input chirp exp(iπ·x²/(λz)) is undersampled; use fresnel_tf \
                     or propagate (angular spectrum)"
                ));
            }
            paraxial(&mut out);
        }
        Method::Fraunhofer => {
            let zf = fraunhofer_distance(grid, lam);
            if az < zf {
                out.push(format!(
                    "Fraunhofer: z = {z:e} is below the Fraunhofer distance π·r²/λ = {zf:e} \
                     (r the grid's half diagonal) for light filling the grid; use \
                     fresnel_transform"
                ));
            }
            paraxial(&mut out);
        }
        Method::LensFourier => {
            let sin_max = lam / (2.0 * grid.dy.min(grid.dx));
            if sin_max > 0.5 {
                out.push(format!(
                    "LensFourier: the output half width λf/(2d) = {:e} reaches past f/2 \
                     (sin θ = λ/(2d) = {sin_max:.2} > 0.5): the paraxial lens model does not \
                     hold; sample the input more coarsely",
                    lam * az / (2.0 * grid.dy.min(grid.dx))
                ));
            }
        }
        Method::RayleighSommerfeld => {
            let zr = rs_min_distance(grid, pad, lam);
            if az < zr {
                out.push(format!(
                    "RayleighSommerfeld: z = {z:e} is below (M·d/2)·sqrt((2d/λ)² − 1) = \
                     {zr:e}: the impulse response aliases at the edge of the grid; use \
                     propagate (angular spectrum)"
                ));
            }
        }
    }
    out
}

/// A method and padding for propagating a field on `grid` by `z` at wavelength `lam`:
/// the exact angular spectrum (padded by 2 against wrap-around) while its transfer
/// function is sampled; then, up to the paraxial limit, more padding or the band-limited
/// angular spectrum; far beyond, where the band limit would discard most of the band, the
/// Fresnel impulse response (sampled there) or, past the Fraunhofer distance, the
/// single-FFT Fresnel transform, whose output grid grows with `z`.
pub fn suggest(grid: &Grid, z: f64, lam: f64) -> Advice {
    let az = z.abs();
    let za1 = asm_aliasing_distance(grid, 1, lam);
    if az <= asm_aliasing_distance(grid, 2, lam) {
        return Advice {
            method: Method::Asm,
            pad: 2,
            reason: format!(
                "z = {z:e} is within the angular-spectrum aliasing distance {:e} at pad 2",
                asm_aliasing_distance(grid, 2, lam)
            ),
        };
    }
    if let Some(p) = pad_for(az, za1).filter(|&p| p <= 8) {
        return Advice {
            method: Method::Asm,
            pad: p,
            reason: format!(
                "z = {z:e} is within the angular-spectrum aliasing distance {:e} at pad {p}",
                asm_aliasing_distance(grid, p, lam)
            ),
        };
    }
    if band_fraction(grid, 2, az, lam) >= 0.5 || has_evanescent(grid, lam) {
        return Advice {
            method: Method::AsmBandLimited,
            pad: 2,
            reason: format!(
                "z = {z:e} is beyond the aliasing distance {:e}; the band limit keeps {:.0}% \
                 of the band",
                asm_aliasing_distance(grid, 2, lam),
                100.0 * band_fraction(grid, 2, az, lam)
            ),
        };
    }
    if az >= fraunhofer_distance(grid, lam) {
        return Advice {
            method: Method::FresnelTransform,
            pad: 1,
            reason: format!(
                "z = {z:e} is past the Fraunhofer distance {:e}: the light spreads beyond any \
                 fixed grid, the single-FFT transform's output pitch λz/(N·d) follows it",
                fraunhofer_distance(grid, lam)
            ),
        };
    }
    Advice {
        method: Method::FresnelIr,
        pad: 2,
        reason: format!(
            "z = {z:e} is far beyond the aliasing distance {:e} and above the critical \
             distance {:e} at pad 2, where the Fresnel impulse response is sampled",
            asm_aliasing_distance(grid, 2, lam),
            critical_distance(grid, 2, lam)
        ),
    }
}

/// Checks every `(z, λ)` pair when both tensors are known while tracing, and records each
/// distinct broken limit as a warning at the caller (the propagator's caller, through the
/// `#[track_caller]` chain). Unknown values skip the check.
#[track_caller]
pub(crate) fn warn_if_known(method: Method, grid: &Grid, pad: usize, z: &Tensor, lam: &Tensor) {
    let (Some(zs), Some(lams)) = (z.known_f64(), lam.known_f64()) else {
        return;
    };
    // Every pair while there are few; otherwise the extremes (the sampling limits are
    // monotonic in |z| and λ).
    let extremes = |v: &[f64]| {
        let lo = v.iter().copied().fold(f64::INFINITY, |a, b| a.min(b.abs()));
        let hi = v.iter().copied().fold(0.0, |a: f64, b| a.max(b.abs()));
        vec![lo, hi]
    };
    let (zs, lams) = if zs.len() * lams.len() > 4096 {
        (extremes(&zs), extremes(&lams))
    } else {
        (zs, lams)
    };
    let mut seen: Vec<String> = Vec::new();
    for &l in &lams {
        for &zv in &zs {
            for message in check(method, grid, pad, zv, l) {
                // One warning per kind of broken limit: the message without its numbers.
                let kind: String = message
                    .chars()
                    .filter(|c| !c.is_ascii_digit())
                    .take(80)
                    .collect();
                if !seen.contains(&kind) {
                    seen.push(kind);
                    z.ctx().warn(message);
                }
            }
        }
    }
}
