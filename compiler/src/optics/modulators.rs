//! Spatial light modulators: phase and amplitude masks with the device's wrapping and
//! quantisation, differentiable through a straight-through estimator.

use super::util::element;
use super::Grid;
use crate::trace::Tensor;
use std::f64::consts::PI;

/// `x` quantised to `levels` equal steps of `step` (`round(x/step)·step`), with the
/// straight-through gradient: the value is quantised, the gradient that of the identity,
/// `x + stop_gradient(q(x) − x)`. Reference: Y. Bengio, N. Léonard, A. Courville,
/// arXiv:1308.3432 (2013).
#[track_caller]
pub fn quantise_ste(x: &Tensor, step: f64) -> Tensor {
    let q = (x / step).round() * step;
    x + (q - x).stop_gradient()
}

/// `φ` wrapped to `[0, 2π)`: `φ − 2π·floor(φ/2π)` (gradient 1 away from the jumps).
#[track_caller]
pub fn wrap_phase(phase: &Tensor) -> Tensor {
    phase - (phase / (2.0 * PI)).floor() * (2.0 * PI)
}

/// A phase-only SLM: the field times `exp(i·q(wrap(φ)))`, `φ` real broadcasting against the
/// field's `(…, y, x)` (e.g. `(ny, nx)`), wrapped to `[0, 2π)` and, with `levels = Some(L)`,
/// quantised to the `L` levels `2πk/L` (level `L` is phase 0 again) with the
/// straight-through gradient of [`quantise_ste`]. Reference: for SLM quantisation
/// efficiency, `sinc²(1/L)` into the design order, H. Dammann, Optik 31, 95 (1970).
#[track_caller]
pub fn phase_slm(field: &Tensor, grid: &Grid, phase: &Tensor, levels: Option<usize>) -> Tensor {
    element("phase_slm", field, grid, |real| {
        check_mask(phase, levels)?;
        let w = wrap_phase(&phase.astype(real));
        let q = match levels {
            Some(l) => quantise_ste(&w, 2.0 * PI / l as f64),
            None => w,
        };
        Ok(field * q.exp_i())
    })
}

/// An amplitude-only SLM: the field times `a` clipped to `[0, 1]` and, with
/// `levels = Some(L)` (`L ≥ 2`), quantised to the `L` levels `k/(L − 1)` with the
/// straight-through gradient of [`quantise_ste`].
#[track_caller]
pub fn amplitude_slm(
    field: &Tensor,
    grid: &Grid,
    amplitude: &Tensor,
    levels: Option<usize>,
) -> Tensor {
    element("amplitude_slm", field, grid, |real| {
        check_mask(amplitude, levels)?;
        if levels == Some(1) {
            return Err("an amplitude SLM needs at least 2 levels".into());
        }
        let a = amplitude.astype(real).clip(0.0, 1.0);
        let q = match levels {
            Some(l) => quantise_ste(&a, 1.0 / (l - 1) as f64),
            None => a,
        };
        Ok(field * q)
    })
}

fn check_mask(mask: &Tensor, levels: Option<usize>) -> Result<(), String> {
    if !mask.dtype().is_float() || mask.rank() > 6 {
        return Err(format!(
            "the mask must be a real tensor broadcasting against the field, got {}",
            mask.ty()
        ));
    }
    if levels == Some(0) {
        return Err("the number of levels must be at least 1".into());
    }
    Ok(())
}
