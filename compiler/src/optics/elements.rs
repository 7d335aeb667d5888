//! Thin elements applied to a field `(batch, pol, λ, z, y, x)` sampled on a [`Grid`]: each
//! function multiplies the field by a transmission `t(y, x)` (or `t(λ, y, x)` for the
//! wavelength-dependent ones, with `lam` broadcasting against the λ axis) and returns the
//! product. Parameters are real 0-d tensors (differentiable) or Rust numbers, in the grid's
//! length unit; they are converted to the field's real dtype.

use super::util::{check_lam_against, element, param, safe_sqrt};
use super::Grid;
use crate::trace::{where_, IntoOperand, Tensor};
use fresnel_ir::DType;
use std::f64::consts::PI;

/// `λ` reshaped onto the λ axis, `(1, 1, nλ, 1, 1, 1)`, in `real`.
#[track_caller]
fn lam6(lam: &Tensor, real: DType) -> Tensor {
    lam.astype(real).reshape(&[1, 1, -1, 1, 1, 1])
}

/// A thin lens of focal length `f` (positive: converging):
/// `t = exp(−iπ((x − cx)² + (y − cy)²)/(λf))`, per wavelength (the paraxial phase of a
/// lens with no chromatic focal shift; for dispersion pass `f` per call). Reference:
/// Goodman, *Introduction to Fourier Optics*, §5.1.
#[track_caller]
pub fn thin_lens(field: &Tensor, grid: &Grid, f: impl IntoOperand, lam: &Tensor) -> Tensor {
    element("thin_lens", field, grid, |real| {
        check_lam_against(field, lam)?;
        let f = param(field.ctx(), "f", f, real)?;
        let (y, x) = grid.yx(field.ctx(), real);
        let r2 = x.pow(2) + y.pow(2);
        let phase = -PI * r2 / (lam6(lam, real) * f);
        Ok(field * phase.exp_i())
    })
}

/// How an aperture edge is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// 1 inside (distance ≤ 0), 0 outside: exact sampling, no gradient with respect to the
    /// aperture's size or position.
    Hard,
    /// The fraction of a pixel of pitch `p = min(dy, dx)` inside, approximated from the signed
    /// distance `d` to the edge by `clip(1/2 − d/p, 0, 1)`: the exact area coverage for an
    /// edge along a pixel axis, smooth in the radius and position (anti-aliased), so
    /// gradients flow to them through the edge pixels.
    Smooth,
}

/// The transmission of a region given the signed distance `d` to its edge (negative inside).
#[track_caller]
fn coverage(d: &Tensor, grid: &Grid, edge: Edge) -> Tensor {
    match edge {
        Edge::Hard => where_(&d.le(0.0), d.ones_like(), d.zeros_like()),
        Edge::Smooth => (0.5 - d / grid.dy.min(grid.dx)).clip(0.0, 1.0),
    }
}

/// The real transmission of a disc of radius `radius` centred at `(cx, cy)`.
#[track_caller]
fn disc(
    field: &Tensor,
    grid: &Grid,
    real: DType,
    radius: Tensor,
    cx: Tensor,
    cy: Tensor,
    edge: Edge,
) -> Tensor {
    let (y, x) = grid.yx(field.ctx(), real);
    let rho = safe_sqrt(&((x - cx).pow(2) + (y - cy).pow(2)));
    coverage(&(rho - radius), grid, edge)
}

/// A circular aperture of radius `radius` centred at `(cx, cy)`: `t = 1` for
/// `ρ = sqrt((x − cx)² + (y − cy)²) ≤ radius`, else 0, with the edge sampled as `edge`
/// says. Reference: Goodman, §4.4.2.
#[track_caller]
pub fn circular_aperture(
    field: &Tensor,
    grid: &Grid,
    radius: impl IntoOperand,
    cx: impl IntoOperand,
    cy: impl IntoOperand,
    edge: Edge,
) -> Tensor {
    element("circular_aperture", field, grid, |real| {
        let ctx = field.ctx();
        let r = param(ctx, "radius", radius, real)?;
        let (cx, cy) = (param(ctx, "cx", cx, real)?, param(ctx, "cy", cy, real)?);
        Ok(field * disc(field, grid, real, r, cx, cy, edge))
    })
}

/// An annulus `r_in ≤ ρ ≤ r_out` centred at `(cx, cy)`: the disc of `r_out` minus the disc
/// of `r_in`, both sampled as `edge` says.
#[track_caller]
#[allow(clippy::too_many_arguments)]
pub fn annular_aperture(
    field: &Tensor,
    grid: &Grid,
    r_in: impl IntoOperand,
    r_out: impl IntoOperand,
    cx: impl IntoOperand,
    cy: impl IntoOperand,
    edge: Edge,
) -> Tensor {
    element("annular_aperture", field, grid, |real| {
        let ctx = field.ctx();
        let (ri, ro) = (
            param(ctx, "r_in", r_in, real)?,
            param(ctx, "r_out", r_out, real)?,
        );
        let (cx, cy) = (param(ctx, "cx", cx, real)?, param(ctx, "cy", cy, real)?);
        let outer = disc(field, grid, real, ro, cx.clone(), cy.clone(), edge);
        let inner = disc(field, grid, real, ri, cx, cy, edge);
        Ok(field * (outer - inner).maximum(0.0))
    })
}

/// A rectangle of full widths `wx`, `wy` centred at `(cx, cy)`. The smooth edge is the
/// product of the per-axis coverages `clip(1/2 + (w/2 − |x − c|)/d, 0, 1)` (exact area
/// coverage for an axis-aligned rectangle of sides ≥ one pixel).
#[track_caller]
#[allow(clippy::too_many_arguments)]
pub fn rectangular_aperture(
    field: &Tensor,
    grid: &Grid,
    wx: impl IntoOperand,
    wy: impl IntoOperand,
    cx: impl IntoOperand,
    cy: impl IntoOperand,
    edge: Edge,
) -> Tensor {
    element("rectangular_aperture", field, grid, |real| {
        let ctx = field.ctx();
        let (wx, wy) = (param(ctx, "wx", wx, real)?, param(ctx, "wy", wy, real)?);
        let (cx, cy) = (param(ctx, "cx", cx, real)?, param(ctx, "cy", cy, real)?);
        let (y, x) = grid.yx(ctx, real);
        let dx = (x - cx).abs() - wx / 2.0;
        let dy = (y - cy).abs() - wy / 2.0;
        let t = match edge {
            Edge::Hard => coverage(&dx.maximum(&dy), grid, Edge::Hard),
            Edge::Smooth => {
                (0.5 - dx / grid.dx).clip(0.0, 1.0) * (0.5 - dy / grid.dy).clip(0.0, 1.0)
            }
        };
        Ok(field * t)
    })
}

/// An axicon of cone deflection angle `beta` (radians): `t = exp(−i·k·sin β·ρ)`, `k = 2π/λ`,
/// per wavelength; a plane wave becomes a cone of rays at `β` to the axis (a Bessel beam,
/// see [`super::bessel_beam`]). Reference: J. H. McLeod, J. Opt. Soc. Am. 44, 592 (1954).
#[track_caller]
pub fn axicon(field: &Tensor, grid: &Grid, beta: impl IntoOperand, lam: &Tensor) -> Tensor {
    element("axicon", field, grid, |real| {
        check_lam_against(field, lam)?;
        let beta = param(field.ctx(), "beta", beta, real)?;
        let (y, x) = grid.yx(field.ctx(), real);
        let rho = safe_sqrt(&(x.pow(2) + y.pow(2)));
        let phase = -2.0 * PI * beta.sin() * rho / lam6(lam, real);
        Ok(field * phase.exp_i())
    })
}

/// The profile of a phase grating over one period, `p(u) ∈ [0, 1]` of the phase `u` in
/// periods.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grating {
    /// `p = frac(u)`: a sawtooth (blazed); with `depth = 2π` all light goes to order +1.
    Blazed,
    /// `p = (1 + cos 2πu)/2`.
    Sinusoidal,
    /// `p = 1` for `frac(u) < duty`, else 0 (a binary phase grating; duty 1/2 and depth π
    /// suppress order 0).
    Binary { duty: f64 },
}

/// A phase grating `t = exp(i·depth·p(u))`, `u = (x·cos θ + y·sin θ)/period` (grooves
/// perpendicular to the direction at angle `theta` from x), with profile `p` of [`Grating`].
/// `depth` in radians (the same at every wavelength: a phase mask, e.g. on an SLM).
/// Reference: Goodman, §4.4.3–4.4.4 and §7.2 (diffractive optics).
#[track_caller]
pub fn grating(
    field: &Tensor,
    grid: &Grid,
    profile: Grating,
    period: impl IntoOperand,
    depth: impl IntoOperand,
    theta: f64,
) -> Tensor {
    element("grating", field, grid, |real| {
        let period = param(field.ctx(), "period", period, real)?;
        let depth = param(field.ctx(), "depth", depth, real)?;
        let (y, x) = grid.yx(field.ctx(), real);
        let u = (x * theta.cos() + y * theta.sin()) / period;
        let frac = &u - u.floor();
        let p = match profile {
            Grating::Blazed => frac,
            Grating::Sinusoidal => (1.0 + (2.0 * PI * &u).cos()) / 2.0,
            Grating::Binary { duty } => {
                if !(0.0..=1.0).contains(&duty) {
                    return Err(format!("the duty cycle must be in [0, 1], got {duty}"));
                }
                where_(&frac.lt(duty), frac.ones_like(), frac.zeros_like())
            }
        };
        Ok(field * (depth * p).exp_i())
    })
}

/// A square microlens array of pitch `pitch` (cells centred on multiples of the pitch, one
/// on the optical axis) and focal length `f`: in each cell the thin-lens phase
/// `exp(−iπ((x − xc)² + (y − yc)²)/(λf))` about its centre `(xc, yc) = pitch·round((x,
/// y)/pitch)`. Per wavelength; `pitch` is a layout constant, `f` differentiable.
/// Reference: Goodman §5.1 (the thin lens), repeated on a lattice (a Shack–Hartmann array).
#[track_caller]
pub fn microlens_array(
    field: &Tensor,
    grid: &Grid,
    pitch: f64,
    f: impl IntoOperand,
    lam: &Tensor,
) -> Tensor {
    element("microlens_array", field, grid, |real| {
        check_lam_against(field, lam)?;
        if !(pitch.is_finite() && pitch > 0.0) {
            return Err(format!(
                "the pitch must be positive and finite, got {pitch}"
            ));
        }
        let f = param(field.ctx(), "f", f, real)?;
        let (y, x) = grid.yx(field.ctx(), real);
        let local = |c: Tensor| &c - (&c / pitch).round() * pitch;
        let r2 = local(x).pow(2) + local(y).pow(2);
        let phase = -PI * r2 / (lam6(lam, real) * f);
        Ok(field * phase.exp_i())
    })
}
