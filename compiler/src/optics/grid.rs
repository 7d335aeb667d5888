//! Sample coordinates of the centred grids every optics function uses: sample `j` of an axis
//! of length `n` and pitch `d` sits at `(j − n/2)·d` (integer division, `numpy.fft.fftshift`'s
//! centre), and the DFT's frequencies in `fftfreq`'s order.

use crate::fft::fftfreq;
use crate::trace::{Ctx, Tensor};
use fresnel_ir::DType;

/// The coordinates `(j − n/2)·d + centre` of the `n` samples of an axis of pitch `d`, as a
/// 1-D tensor of `dtype` (computed in f64 from an `iota`, so it fuses into its users).
#[track_caller]
pub fn coords(ctx: &Ctx, n: usize, d: f64, centre: f64, dtype: DType) -> Tensor {
    let half = (n / 2) as f64;
    ((ctx.iota(&[n], 0, DType::F64) - half) * d + centre).astype(dtype)
}

/// The DFT sample frequencies of an axis of `n` samples of pitch `d` (`numpy.fft.fftfreq`).
#[track_caller]
pub fn frequencies(ctx: &Ctx, n: usize, d: f64, dtype: DType) -> Tensor {
    fftfreq(ctx, n, d, dtype)
}
