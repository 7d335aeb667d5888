//! `numpy.fft` over traced tensors: `fft, ifft, fft2, ifft2, fftn, ifftn, rfft, irfft, rfft2,
//! irfft2, rfftn, irfftn` over any axes, `fftfreq`, `rfftfreq`, `fftshift`, `ifftshift`.
//!
//! Semantics are NumPy's: `n`/`s` crop or zero-pad each transformed axis before the transform
//! (for the inverse real transforms, the half-spectrum axis to `n/2 + 1`), `irfft`'s default
//! length is `2(m − 1)`, `axes` default to the last one (1-D), the last two (`*2`) or all
//! (`*n`; the last `len(s)` when only `s` is given), and `norm` scales as NumPy does.
//!
//! Lowering: StableHLO's `fft` transforms the 1–3 trailing dims. Axes are grouped (at most
//! three per op; for real transforms the half-spectrum axis last); a group that is not already
//! trailing is brought there by a `transpose` and moved back after. IFFT/IRFFT already divide
//! by n, so `norm` costs at most one multiply by a real constant.

use crate::trace::{Ctx, Tensor};
use fresnel_ir::{DType, FftKind, Op, TensorType};

/// Scaling convention, as NumPy's `norm=` argument.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Norm {
    /// Forward unscaled, inverse scaled by 1/n (NumPy's default).
    #[default]
    Backward,
    /// Both directions scaled by 1/√n.
    Ortho,
    /// Forward scaled by 1/n, inverse unscaled.
    Forward,
}

impl Norm {
    /// The factor to multiply StableHLO's result by, for a transform of total length `n`.
    fn factor(self, kind: FftKind, n: usize) -> f64 {
        let n = n as f64;
        let inverse = matches!(kind, FftKind::Ifft | FftKind::Irfft);
        match (self, inverse) {
            (Norm::Backward, _) => 1.0,
            (Norm::Ortho, false) => 1.0 / n.sqrt(),
            (Norm::Ortho, true) => n.sqrt(),
            (Norm::Forward, false) => 1.0 / n,
            (Norm::Forward, true) => n,
        }
    }
}

/// 1-D discrete Fourier transform along `axis`, optionally cropped/zero-padded to `n`.
#[track_caller]
pub fn fft(x: &Tensor, n: Option<usize>, axis: isize, norm: Norm) -> Tensor {
    transform(
        x,
        FftKind::Fft,
        n.map(|n| vec![n]).as_deref(),
        Some(&[axis]),
        norm,
    )
}
/// Inverse of [`fft`].
#[track_caller]
pub fn ifft(x: &Tensor, n: Option<usize>, axis: isize, norm: Norm) -> Tensor {
    transform(
        x,
        FftKind::Ifft,
        n.map(|n| vec![n]).as_deref(),
        Some(&[axis]),
        norm,
    )
}
/// 2-D transform; `axes` default to the last two.
#[track_caller]
pub fn fft2(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Fft, s, Some(axes.unwrap_or(&[-2, -1])), norm)
}
#[track_caller]
pub fn ifft2(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Ifft, s, Some(axes.unwrap_or(&[-2, -1])), norm)
}
/// N-D transform over `axes` (default: all, or the last `len(s)`).
#[track_caller]
pub fn fftn(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Fft, s, axes, norm)
}
#[track_caller]
pub fn ifftn(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Ifft, s, axes, norm)
}
/// Real-input transform: the result keeps `n/2 + 1` frequencies along `axis`.
#[track_caller]
pub fn rfft(x: &Tensor, n: Option<usize>, axis: isize, norm: Norm) -> Tensor {
    transform(
        x,
        FftKind::Rfft,
        n.map(|n| vec![n]).as_deref(),
        Some(&[axis]),
        norm,
    )
}
/// Inverse of [`rfft`]: real output of length `n` (default `2(m − 1)`) along `axis`.
#[track_caller]
pub fn irfft(x: &Tensor, n: Option<usize>, axis: isize, norm: Norm) -> Tensor {
    transform(
        x,
        FftKind::Irfft,
        n.map(|n| vec![n]).as_deref(),
        Some(&[axis]),
        norm,
    )
}
#[track_caller]
pub fn rfft2(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Rfft, s, Some(axes.unwrap_or(&[-2, -1])), norm)
}
#[track_caller]
pub fn irfft2(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Irfft, s, Some(axes.unwrap_or(&[-2, -1])), norm)
}
/// Real-input N-D transform: `rfft` over the last of `axes`, then `fft` over the others.
#[track_caller]
pub fn rfftn(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Rfft, s, axes, norm)
}
/// Inverse of [`rfftn`]: `ifft` over all but the last of `axes`, then `irfft` over it.
#[track_caller]
pub fn irfftn(x: &Tensor, s: Option<&[usize]>, axes: Option<&[isize]>, norm: Norm) -> Tensor {
    transform(x, FftKind::Irfft, s, axes, norm)
}

/// Sample frequencies of an `n`-point FFT with sample spacing `d` (`numpy.fft.fftfreq`):
/// `[0, 1, …, ⌈n/2⌉−1, −⌊n/2⌋, …, −1] / (d·n)`, computed in f64 (as NumPy) and converted.
#[track_caller]
pub fn fftfreq(ctx: &Ctx, n: usize, d: f64, dtype: DType) -> Tensor {
    if let Some(bad) = freq_error(n, d, dtype) {
        return ctx.fail_with(bad, &TensorType::new(dtype, vec![n]));
    }
    let i = ctx.iota(&[n], 0, DType::F64);
    let k = i.lt(n.div_ceil(2) as f64).select(&i, &i - n as f64);
    (k * (1.0 / (n as f64 * d))).astype(dtype)
}

/// Sample frequencies of an `n`-point `rfft` (`numpy.fft.rfftfreq`): `[0, 1, …, ⌊n/2⌋] / (d·n)`.
#[track_caller]
pub fn rfftfreq(ctx: &Ctx, n: usize, d: f64, dtype: DType) -> Tensor {
    if let Some(bad) = freq_error(n, d, dtype) {
        return ctx.fail_with(bad, &TensorType::new(dtype, vec![n / 2 + 1]));
    }
    let i = ctx.iota(&[n / 2 + 1], 0, DType::F64);
    (i * (1.0 / (n as f64 * d))).astype(dtype)
}

fn freq_error(n: usize, d: f64, dtype: DType) -> Option<String> {
    if n == 0 {
        Some("fftfreq needs n ≥ 1".into())
    } else if !dtype.is_float() {
        Some(format!("fftfreq returns f32 or f64, not {dtype}"))
    } else if d == 0.0 || !d.is_finite() {
        Some(format!("fftfreq needs a finite, non-zero spacing, got {d}"))
    } else {
        None
    }
}

/// Moves the zero frequency to the centre of `axes` (default: all), as `numpy.fft.fftshift`.
#[track_caller]
pub fn fftshift(x: &Tensor, axes: Option<&[isize]>) -> Tensor {
    shift(x, axes, |n| (n / 2) as isize)
}

/// Inverse of [`fftshift`] (they differ for odd lengths).
#[track_caller]
pub fn ifftshift(x: &Tensor, axes: Option<&[isize]>) -> Tensor {
    shift(x, axes, |n| -((n / 2) as isize))
}

#[track_caller]
fn shift(x: &Tensor, axes: Option<&[isize]>, by: fn(usize) -> isize) -> Tensor {
    let all: Vec<isize> = (0..x.rank() as isize).collect();
    let axes = axes.unwrap_or(&all);
    let Some(dims) = x.axes(axes) else {
        return x.ctx().poison(x.ty().clone());
    };
    let shifts: Vec<isize> = dims.iter().map(|&d| by(x.shape()[d])).collect();
    x.roll(&shifts, axes)
}

/// Resolves NumPy's `s`/`axes` defaults, resizes the input, emits the grouped transforms and
/// applies the normalisation.
#[track_caller]
fn transform(
    x: &Tensor,
    kind: FftKind,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    norm: Norm,
) -> Tensor {
    let name = kind.name().to_lowercase();
    let rank = x.rank() as isize;
    let default_axes: Vec<isize> = match s {
        Some(s) => (rank - s.len() as isize..rank).collect(),
        None => (0..rank).collect(),
    };
    let axes_given = axes.unwrap_or(&default_axes);
    if axes_given.is_empty() {
        return x.clone();
    }
    let Some(axes) = x.axes(axes_given) else {
        return x.ctx().poison(x.ty().clone());
    };
    let last = axes.len() - 1;
    let real_out = kind == FftKind::Irfft;
    let lengths: Vec<usize> = match s {
        Some(s) if s.len() != axes.len() => {
            return x.ctx().fail_with(
                format!("{name}: s {s:?} and axes {axes_given:?} have different lengths"),
                x.ty(),
            )
        }
        Some(s) => s.to_vec(),
        None => axes
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let m = x.shape()[a];
                if real_out && i == last {
                    2 * m.saturating_sub(1)
                } else {
                    m
                }
            })
            .collect(),
    };
    if let Some(&bad) = lengths.iter().find(|&&n| n == 0) {
        return x.ctx().fail_with(
            format!(
                "{name}: invalid number of data points ({bad}) along an axis of {}",
                x.ty()
            ),
            x.ty(),
        );
    }

    // Input dtype: complex for FFT/IFFT/IRFFT, real for RFFT.
    let inexact = match x.dtype() {
        DType::I64 | DType::U64 => DType::F64,
        d if d.is_integral() => DType::F32,
        d => d,
    };
    let input = match kind {
        FftKind::Rfft if inexact.is_complex() => {
            return x
                .ctx()
                .fail_with(format!("rfft needs a real input, got {}", x.ty()), x.ty())
        }
        FftKind::Rfft => x.astype(inexact),
        _ => x.astype(
            inexact
                .complex_of()
                .expect("inexact dtypes have a complex type"),
        ),
    };

    // Crop or zero-pad every transformed axis (the half spectrum to n/2 + 1 for IRFFT).
    let mut widths = vec![(0i64, 0i64); x.rank()];
    for (i, &a) in axes.iter().enumerate() {
        let want = if real_out && i == last {
            lengths[i] / 2 + 1
        } else {
            lengths[i]
        };
        widths[a].1 = want as i64 - x.shape()[a] as i64;
    }
    let resized = input.pad(&widths);

    let mut y = resized;
    for step in plan(kind, &axes, &lengths) {
        y = fft_trailing(&y, step.kind, &step.axes, &step.lengths);
    }
    let total: usize = lengths.iter().product();
    let factor = norm.factor(kind, total);
    if factor == 1.0 {
        y
    } else {
        y * factor
    }
}

/// One StableHLO `fft`: a kind, the axes it covers (in the order they must trail) and lengths.
struct Step {
    kind: FftKind,
    axes: Vec<usize>,
    lengths: Vec<usize>,
}

/// Splits a transform over `axes` into StableHLO-sized steps (≤ 3 axes each).
/// C2C: axes sorted, grouped from the end (the trailing group usually needs no transpose).
/// RFFT: the half-spectrum (last) axis with up to two others first, then C2C FFTs.
/// IRFFT: C2C IFFTs over the others first, then the C2R group with the half axis last.
fn plan(kind: FftKind, axes: &[usize], lengths: &[usize]) -> Vec<Step> {
    let len_of = |a: usize| lengths[axes.iter().position(|&b| b == a).expect("axis listed")];
    let group = |kind: FftKind, g: Vec<usize>| Step {
        kind,
        lengths: g.iter().map(|&a| len_of(a)).collect(),
        axes: g,
    };
    let c2c = |kind: FftKind, mut rest: Vec<usize>| -> Vec<Step> {
        rest.sort_unstable();
        let mut steps = Vec::new();
        while !rest.is_empty() {
            let cut = rest.len().saturating_sub(3);
            steps.push(group(kind, rest.split_off(cut)));
        }
        steps
    };
    match kind {
        FftKind::Fft | FftKind::Ifft => c2c(kind, axes.to_vec()),
        FftKind::Rfft | FftKind::Irfft => {
            let (&half, others) = axes.split_last().expect("axes is not empty");
            let mut others = others.to_vec();
            others.sort_unstable();
            let cut = others.len().saturating_sub(2);
            let mut real_group = others.split_off(cut);
            real_group.push(half);
            let real_step = group(kind, real_group);
            if kind == FftKind::Rfft {
                let mut steps = vec![real_step];
                steps.extend(c2c(FftKind::Fft, others));
                steps
            } else {
                let mut steps = c2c(FftKind::Ifft, others);
                steps.push(real_step);
                steps
            }
        }
    }
}

/// One StableHLO `fft` over `axes`, transposed to the trailing dims (in that order) and back.
#[track_caller]
fn fft_trailing(x: &Tensor, kind: FftKind, axes: &[usize], lengths: &[usize]) -> Tensor {
    let mut perm: Vec<usize> = (0..x.rank()).filter(|d| !axes.contains(d)).collect();
    perm.extend_from_slice(axes);
    let moved = x.transpose_exact(&perm);
    let op = Op::Fft {
        kind,
        length: lengths.to_vec(),
    };
    let y = x.ctx().emit(op, &[&moved]);
    let mut inverse = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    y.transpose_exact(&inverse)
}

#[cfg(test)]
#[path = "trace/fft_tests.rs"]
mod tests;
