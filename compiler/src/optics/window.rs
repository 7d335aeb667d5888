//! Angular-spectrum propagation onto an output window of its own pitch, size and centre
//! (zoomed, off-axis), and the vectorial angular spectrum (the longitudinal component `Ez`).

use super::asm::{check_inputs, transfer_function_on, transfer_function_toward, AsmConfig};
use super::diagnostics::{warn_if_known, Method};
use super::{FIELD_RANK, POL_AXIS};
use crate::fft::{fft, fft2, fftshift, ifft, ifft2, ifftshift, Norm};
use crate::s;
use crate::trace::{concatenate, where_, Tensor};
use fresnel_ir::{DType, TensorType};
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
/// samples. The sum is evaluated along x and then y by Bluestein's chirp z-transform
/// (FFTs of a power-of-two length ≥ M + n − 1, so O((M + n)·log(M + n)) per row): static
/// shapes, any pitch, size and centre, and on the field's own grid it is `propagate`. The FFT grid is periodic with period `M·d`: the window and the light that
/// reaches it must lie within the padded grid, so pad off-axis windows generously (a
/// warning says when the window reaches beyond `±M·d/2` and z, λ are known). The band
/// limit is the one shifted toward the window's centre (Matsushima 2010; see
/// [`transfer_function_toward`](super::transfer_function_toward)), so it keeps the light
/// headed to an off-axis window and cuts what would alias there.
/// Reference: L. I. Bluestein, IEEE Trans. Audio Electroacoust. 18, 451 (1970) (chirp
/// z-transform); Goodman §3.10.
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
    let h = transfer_function_toward(z, lam, &grid, cfg.band_limit, (window.cy, window.cx));
    // A at the frequencies of `fftfreq`, relative to the centred coordinates.
    let spectrum = fft2(
        &ifftshift(&padded, Some(&AXES)),
        None,
        Some(&AXES),
        Norm::Backward,
    ) * h;
    let along_x = chirp_z(&spectrum, grid.nx, grid.dx, window.nx, window.dx, window.cx);
    let along_y = chirp_z(
        &along_x.swapaxes(-2, -1),
        grid.ny,
        grid.dy,
        window.ny,
        window.dy,
        window.cy,
    );
    along_y.swapaxes(-2, -1)
}

/// `Y_m = (1/K)·Σ_k a_k·exp(2πi·f_k·x_m)` along the last axis, for the `K` DFT frequencies
/// `f_k` of pitch `d` (in `fftfreq` order) and the `n` window points
/// `x_m = c + (m − n/2)·pitch`, by Bluestein's chirp z-transform: with `p` and `q` the
/// centred indices of `f` and `x` and `α = pitch/(K·d)`, `p·q = (p² + q² − (q − p)²)/2`
/// turns the sum into a convolution with the chirp `exp(−iπα·(q − p)²)`, done by FFTs of
/// length `L ≥ K + n − 1` (the next power of two). O((K + n)·log(K + n)) per row.
/// Reference: L. I. Bluestein, IEEE Trans. Audio Electroacoust. 18, 451 (1970);
/// L. R. Rabiner, R. W. Schafer and C. M. Rader, "The chirp z-transform algorithm" (1969).
#[track_caller]
fn chirp_z(a: &Tensor, k: usize, d: f64, n: usize, pitch: f64, c: f64) -> Tensor {
    let ctx = a.ctx();
    let dtype = a.dtype();
    let alpha = pitch / (k as f64 * d);
    let df = 1.0 / (k as f64 * d);
    let (half_k, half_n) = ((k / 2) as f64, (n / 2) as f64);
    let l = (k + n - 1).next_power_of_two();
    // Phases are formed in f64 and reduced modulo 2π before any cast to a narrower type.
    let phase = |t: Tensor| {
        let turns = &t / (2.0 * PI);
        ((&turns - turns.floor()) * (2.0 * PI))
            .exp_i()
            .astype(dtype)
    };
    // b_p = a_p·exp(2πi·p·Δf·c)·exp(iπα·p²), p = k' − K/2 over the centred frequencies.
    let p = ctx.iota(&[k], 0, DType::F64) - half_k;
    let pre = phase(2.0 * PI * df * c * &p + PI * alpha * p.pow(2));
    let b = fftshift(a, Some(&[-1])) * pre;
    // The chirp w(j) = exp(−iπα·(j + K/2 − n/2)²) at lags j = q' − k' ∈ [−(K−1), n−1],
    // stored circularly in L entries (negative lags at the end).
    let j = ctx.iota(&[l], 0, DType::F64);
    let lag = where_(&j.lt((l - (k - 1)) as f64), &j, &j - l as f64);
    let w = phase(-PI * alpha * (lag + (half_k - half_n)).pow(2));
    let conv = ifft(
        &(fft(&b, Some(l), -1, Norm::Backward) * fft(&w, None, -1, Norm::Backward)),
        None,
        -1,
        Norm::Backward,
    );
    let q = ctx.iota(&[n], 0, DType::F64) - half_n;
    let post = phase(PI * alpha * q.pow(2)) / k as f64;
    conv.slice(&s![.., .., .., .., .., 0..n]) * post
}

/// Vectorial angular spectrum: propagates the transverse components `(Ex, Ey)` (the field's
/// polarisation axis, length 2) as [`propagate`](super::propagate) does and adds the
/// longitudinal component from the transversality of plane waves, `f·E = 0`:
/// `Ẽz(f) = −(f_x·Ẽx(f) + f_y·Ẽy(f))/f_z`, `f_z = sqrt(1/λ² − f_x² − f_y²)`, zero at
/// evanescent frequencies. Returns `(Ex, Ey, Ez)` on a polarisation axis of length 3.
/// Close to the evanescent edge `f_z → 0` and `Ẽz` grows without bound (grazing plane
/// waves are nearly longitudinal there): keep the field's spectrum away from `1/λ`.
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
