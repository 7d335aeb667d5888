//! Angular-spectrum propagation onto an output window of its own pitch, size and centre
//! (zoomed, off-axis), and the vectorial angular spectrum (the longitudinal component `Ez`).

use super::asm::{check_inputs, transfer_function_on, AsmConfig, BandLimit};
use super::diagnostics::{warn_if_known, Method};
use super::grid::{coords, frequencies};
use super::{FIELD_RANK, POL_AXIS};
use crate::fft::{fft2, ifft2, ifftshift, Norm};
use crate::s;
use crate::trace::{concatenate, where_, Tensor};
use fresnel_ir::TensorType;
use std::f64::consts::PI;

const AXES: [isize; 2] = [-2, -1];

/// An output window: `ny × nx` samples at pitches `dy`, `dx`, centred at `(cy, cx)` (sample
/// `j` of x at `cx + (j − nx/2)·dx`), in the field's length unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    pub ny: usize,
    pub nx: usize,
    pub dy: f64,
    pub dx: f64,
    pub cy: f64,
    pub cx: f64,
}

impl Window {
    /// `n × n` samples of pitch `d` centred at `(cy, cx)`.
    pub fn square(n: usize, d: f64, cy: f64, cx: f64) -> Window {
        Window {
            ny: n,
            nx: n,
            dy: d,
            dx: d,
            cy,
            cx,
        }
    }
}

/// Exact angular-spectrum propagation onto `window`:
/// `u₂(x, y) = (1/(M_y·M_x))·Σ_f A(f)·H(f)·exp(2πi(f_x·x + f_y·y))`, with `A` the DFT of the
/// (padded, centred) field, `H` the transfer function of [`propagate`](super::propagate)
/// (band-limited as `cfg` says) at the DFT frequencies `f`, and `(x, y)` the window's
/// samples. The sum is evaluated as two matrix products, `E_y·(A·H)·E_xᵀ` with
/// `E[j, k] = exp(2πi·f_k·x_j)` (a matrix Fourier transform, O(N·M·(N + M)) per field):
/// static shapes, any pitch, size and centre, and on the field's own grid it is exactly
/// `propagate`. The FFT grid is periodic with period `M·d`: the window and the light that
/// reaches it must lie within the padded grid, so pad off-axis windows generously (a
/// warning says when the window reaches beyond `±M·d/2` and z, λ are known). The band
/// limit is the on-axis one and would cut the light headed to a far off-axis window: use
/// `BandLimit::None` and padding there.
/// Reference: R. Soummer et al., "Fast computation of Lyot-style coronagraph propagation",
/// Opt. Express 15, 15935 (2007) (matrix Fourier transform); Goodman §3.10.
#[track_caller]
pub fn propagate_window(
    field: &Tensor,
    z: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
    window: &Window,
) -> Tensor {
    let ctx = field.ctx();
    let check = check_inputs(field, z, lam, cfg).and_then(|()| {
        let ok = [window.dy, window.dx, window.cy, window.cx]
            .iter()
            .all(|v| v.is_finite())
            && window.dy > 0.0
            && window.dx > 0.0
            && window.ny > 0
            && window.nx > 0;
        if ok {
            Ok(())
        } else {
            Err(format!(
                "the window needs positive sizes and pitches and a finite centre, got \
                 {window:?}"
            ))
        }
    });
    if let Err(message) = check {
        let mut shape = field.shape().to_vec();
        if shape.len() == FIELD_RANK {
            shape[4] = window.ny;
            shape[5] = window.nx;
        }
        return ctx.fail_with(
            format!("propagate_window: {message}"),
            &TensorType::new(field.dtype(), shape),
        );
    }
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let grid = cfg.padded_grid(ny, nx);
    warn_if_known(Method::Asm, &cfg.grid(ny, nx), cfg.pad_factor(), z, lam);
    let reach_y = window.cy.abs() + 0.5 * window.ny as f64 * window.dy;
    let reach_x = window.cx.abs() + 0.5 * window.nx as f64 * window.dx;
    let (half_y, half_x) = (
        0.5 * grid.ny as f64 * grid.dy,
        0.5 * grid.nx as f64 * grid.dx,
    );
    if reach_y > half_y || reach_x > half_x {
        ctx.warn(format!(
            "propagate_window: the window reaches {reach_y:e} (y), {reach_x:e} (x) from the \
             axis, beyond the padded grid's half widths M·d/2 = {half_y:e}, {half_x:e}: the \
             periodic FFT grid wraps light around; pad by more"
        ));
    }
    if cfg.band_limit != BandLimit::None && (window.cy != 0.0 || window.cx != 0.0) {
        ctx.warn(
            "propagate_window: the band limit is the on-axis one and cuts light headed to an \
             off-axis window; use BandLimit::None with padding",
        );
    }
    // Centred padding as the coordinates: sample j at padded index j + M/2 − N/2.
    let (y0, x0) = (grid.ny / 2 - ny / 2, grid.nx / 2 - nx / 2);
    let padded = field.pad(&[
        (0, 0),
        (0, 0),
        (0, 0),
        (0, 0),
        (y0 as i64, (grid.ny - ny - y0) as i64),
        (x0 as i64, (grid.nx - nx - x0) as i64),
    ]);
    let h = transfer_function_on(z, lam, &grid, cfg.band_limit);
    // A at the frequencies of `fftfreq`, relative to the centred coordinates.
    let spectrum = fft2(
        &ifftshift(&padded, Some(&AXES)),
        None,
        Some(&AXES),
        Norm::Backward,
    ) * h;
    let real = spectrum.dtype().real_part();
    let matrix = |n: usize, d: f64, c: f64, m: usize, pitch: f64| {
        let pos = coords(ctx, n, d, c, real).reshape(&[n as isize, 1]);
        let f = frequencies(ctx, m, pitch, real).reshape(&[1, m as isize]);
        (2.0 * PI * pos * f).exp_i() / m as f64
    };
    let ey = matrix(window.ny, window.dy, window.cy, grid.ny, grid.dy);
    let ex = matrix(window.nx, window.dx, window.cx, grid.nx, grid.dx);
    ey.matmul(&spectrum).matmul(&ex.transpose())
}

/// Vectorial angular spectrum: propagates the transverse components `(Ex, Ey)` (the field's
/// polarisation axis, length 2) as [`propagate`](super::propagate) does and adds the
/// longitudinal component from the transversality of plane waves, `f·E = 0`:
/// `Ẽz(f) = −(f_x·Ẽx(f) + f_y·Ẽy(f))/f_z`, `f_z = sqrt(1/λ² − f_x² − f_y²)`, zero at
/// evanescent frequencies. Returns `(Ex, Ey, Ez)` on a polarisation axis of length 3.
/// Reference: Goodman §3.10 and M. Mansuripur, *Classical Optics and its Applications*,
/// ch. 3 (vector plane-wave spectrum).
#[track_caller]
pub fn propagate_vectorial(field: &Tensor, z: &Tensor, lam: &Tensor, cfg: &AsmConfig) -> Tensor {
    let ctx = field.ctx();
    let check = check_inputs(field, z, lam, cfg).and_then(|()| {
        if field.shape()[POL_AXIS] == 2 {
            Ok(())
        } else {
            Err(format!(
                "the polarisation axis must hold (Ex, Ey), length 2, got {}",
                field.ty()
            ))
        }
    });
    if let Err(message) = check {
        let mut shape = field.shape().to_vec();
        if shape.len() == FIELD_RANK {
            shape[POL_AXIS] = 3;
        }
        return ctx.fail_with(
            format!("propagate_vectorial: {message}"),
            &TensorType::new(field.dtype(), shape),
        );
    }
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    warn_if_known(Method::Asm, &cfg.grid(ny, nx), cfg.pad_factor(), z, lam);
    let grid = cfg.padded_grid(ny, nx);
    let ((y0, y1), (x0, x1)) = (cfg.pad_widths(ny), cfg.pad_widths(nx));
    let padded = field.pad(&[
        (0, 0),
        (0, 0),
        (0, 0),
        (0, 0),
        (y0 as i64, y1 as i64),
        (x0 as i64, x1 as i64),
    ]);
    let spectrum = fft2(&padded, None, Some(&AXES), Norm::Backward);
    let real = spectrum.dtype().real_part();
    let lam6 = lam.astype(real).reshape(&[1, 1, -1, 1, 1, 1]);
    let (fy, fx) = grid.frequencies(ctx, real);
    let arg = 1.0 / lam6.pow(2) - fy.pow(2) - fx.pow(2);
    let propagating = arg.gt(0.0);
    let fz = where_(&propagating, &arg, 1.0).sqrt();
    let ex = spectrum.slice(&s![.., 0..1, .., .., .., ..]);
    let ey = spectrum.slice(&s![.., 1..2, .., .., .., ..]);
    let ez = where_(&propagating, -(fx * &ex + fy * &ey) / fz, 0.0);
    // Ez has the wavelength axis of λ; Ex and Ey spread to it before they are stacked.
    let (ex, ey) = (ex.broadcast_to(ez.shape()), ey.broadcast_to(ez.shape()));
    let full = concatenate(&[&ex, &ey, &ez], POL_AXIS as isize);
    let h = transfer_function_on(z, lam, &grid, cfg.band_limit);
    let out = ifft2(&(full * h), None, Some(&AXES), Norm::Backward);
    if y0 + y1 + x0 + x1 == 0 {
        return out;
    }
    out.slice(&s![.., .., .., .., y0..y0 + ny, x0..x0 + nx])
}
