//! Sample coordinates of the centred grids every optics function uses: sample `j` of an axis
//! of length `n` and pitch `d` sits at `(j − n/2)·d` (integer division, `numpy.fft.fftshift`'s
//! centre), and the DFT's frequencies in `fftfreq`'s order.

use crate::fft::fftfreq;
use crate::trace::{Ctx, Tensor};
use fresnel_ir::DType;

/// The transverse sampling of a field: `ny × nx` samples at pitches `dy`, `dx` (any one
/// consistent length unit), centred as the module documentation says.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub ny: usize,
    pub nx: usize,
    pub dy: f64,
    pub dx: f64,
}

impl Grid {
    /// `ny × nx` samples at pitches `dy` and `dx`.
    pub fn new(ny: usize, nx: usize, dy: f64, dx: f64) -> Grid {
        Grid { ny, nx, dy, dx }
    }

    /// `n × n` samples at pitch `d` on both axes.
    pub fn square(n: usize, d: f64) -> Grid {
        Grid::new(n, n, d, d)
    }

    /// The grid of a field's last two axes at pitches `dy`, `dx`.
    pub fn of(field: &Tensor, dy: f64, dx: f64) -> Grid {
        let s = field.shape();
        let n = s.len();
        Grid::new(s[n.saturating_sub(2)], s[n.saturating_sub(1)], dy, dx)
    }

    /// Side lengths `(ny·dy, nx·dx)`.
    pub fn extent(&self) -> (f64, f64) {
        (self.ny as f64 * self.dy, self.nx as f64 * self.dx)
    }

    /// `y` coordinates shaped `(ny, 1)` and `x` coordinates shaped `(1, nx)`, so that an
    /// expression in both broadcasts to the `(ny, nx)` plane and then against a field.
    #[track_caller]
    pub fn yx(&self, ctx: &Ctx, dtype: DType) -> (Tensor, Tensor) {
        let y = coords(ctx, self.ny, self.dy, 0.0, dtype).reshape(&[self.ny as isize, 1]);
        let x = coords(ctx, self.nx, self.dx, 0.0, dtype).reshape(&[1, self.nx as isize]);
        (y, x)
    }

    /// The DFT frequencies `(fy, fx)` of the grid, shaped `(ny, 1)` and `(1, nx)`.
    #[track_caller]
    pub fn frequencies(&self, ctx: &Ctx, dtype: DType) -> (Tensor, Tensor) {
        let fy = frequencies(ctx, self.ny, self.dy, dtype).reshape(&[self.ny as isize, 1]);
        let fx = frequencies(ctx, self.nx, self.dx, dtype).reshape(&[1, self.nx as isize]);
        (fy, fx)
    }
}

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
