//! `fft` over the trailing `length.len()` dimensions, computed in `complex<f64>` with rustfft
//! (one 1-D transform per axis) and rounded to the result type.
//!
//! * FFT: forward, unnormalised. IFFT: inverse, scaled by 1/∏length.
//! * RFFT: along the last axis, the full complex forward transform of each real row cropped
//!   to its n/2+1 non-negative frequencies; then forward transforms over the other axes.
//! * IRFFT: inverse complex transforms over the leading transformed axes, then along the last
//!   axis the Hermitian extension X[n−k] = conj(X[k]) of the first n/2+1 entries (extra
//!   entries ignored, missing ones taken as zero), a full complex inverse, and the real part;
//!   scaled by 1/∏length. The imaginary parts of the DC and Nyquist terms are dropped first,
//!   as in every C2R transform.
//!
//! Two rules make results independent of the FFT algorithm; the CPU kernel follows them too
//! (`kernels/src/fft/lines.rs`):
//! * Non-finite values: every 1-D line transform whose input holds a NaN or an infinity gives
//!   NaN in every output (IEEE arithmetic gives it no algorithm-independent value: an infinity
//!   meets twiddles with zero parts). Over several axes, the whole transformed block is NaN.
//! * Signed zeros: in an RFFT the imaginary parts of the last axis' DC bin and (even n) Nyquist
//!   bin are exactly +0 for finite rows, as they are zero for any real signal.

use super::data_movement::num_elements;
use fresnel_ir::types::strides;
use fresnel_ir::{Array, DType, Data, FftKind};
use num_complex::{Complex32, Complex64};
use rustfft::{FftDirection, FftPlanner};

/// Transforms every line along `axis` of `buf` (row-major, `shape`) in place.
fn transform_axis(
    planner: &mut FftPlanner<f64>,
    buf: &mut [Complex64],
    shape: &[usize],
    axis: usize,
    direction: FftDirection,
) {
    let n = shape[axis];
    // Length-1 lines are transformed too: the non-finite rule applies to them as well.
    if n == 0 || buf.is_empty() {
        return;
    }
    let fft = planner.plan_fft(n, direction);
    let stride = strides(shape)[axis];
    let mut line = vec![Complex64::new(0.0, 0.0); n];
    // Each line starts at an index whose `axis` coordinate is 0.
    for start in 0..buf.len() {
        if !(start / stride).is_multiple_of(n) {
            continue;
        }
        for (k, v) in line.iter_mut().enumerate() {
            *v = buf[start + k * stride];
        }
        if line.iter().all(|z| z.is_finite()) {
            fft.process(&mut line);
        } else {
            line.fill(Complex64::new(f64::NAN, f64::NAN));
        }
        for (k, v) in line.iter().enumerate() {
            buf[start + k * stride] = *v;
        }
    }
}

fn complex_input(x: &Array) -> Result<Vec<Complex64>, String> {
    match &x.data {
        Data::C64(v) => Ok(v
            .iter()
            .map(|z| Complex64::new(z.re as f64, z.im as f64))
            .collect()),
        Data::C128(v) => Ok(v.clone()),
        _ => Err(format!("expects a complex operand, got {}", x.ty())),
    }
}

fn real_input(x: &Array) -> Result<Vec<Complex64>, String> {
    match &x.data {
        Data::F32(v) => Ok(v.iter().map(|&r| Complex64::new(r as f64, 0.0)).collect()),
        Data::F64(v) => Ok(v.iter().map(|&r| Complex64::new(r, 0.0)).collect()),
        _ => Err(format!("expects a real operand, got {}", x.ty())),
    }
}

fn complex_output(v: Vec<Complex64>, dtype: DType) -> Data {
    if dtype == DType::C64 {
        Data::C64(
            v.iter()
                .map(|z| Complex32::new(z.re as f32, z.im as f32))
                .collect(),
        )
    } else {
        Data::C128(v)
    }
}

fn real_output(v: Vec<Complex64>, dtype: DType, scale: f64) -> Data {
    if dtype == DType::F32 {
        Data::F32(v.iter().map(|z| (z.re * scale) as f32).collect())
    } else {
        Data::F64(v.iter().map(|z| z.re * scale).collect())
    }
}

/// Keeps the first `keep` entries of the last axis, zero-filling when the input is shorter.
fn resize_last(buf: &[Complex64], shape: &[usize], keep: usize) -> (Vec<Complex64>, Vec<usize>) {
    let last = *shape.last().unwrap_or(&1);
    let rows = buf
        .len()
        .checked_div(last)
        .unwrap_or_else(|| shape[..shape.len() - 1].iter().product());
    let mut out = vec![Complex64::new(0.0, 0.0); rows * keep];
    for r in 0..rows {
        for k in 0..keep.min(last) {
            out[r * keep + k] = buf[r * last + k];
        }
    }
    let mut new_shape = shape.to_vec();
    if let Some(l) = new_shape.last_mut() {
        *l = keep;
    }
    (out, new_shape)
}

pub fn fft(kind: FftKind, length: &[usize], x: &Array) -> Result<Array, String> {
    let rank = x.shape.len();
    if length.is_empty() || length.len() > rank {
        return Err(format!(
            "fft_length {length:?} does not fit an operand of rank {rank}"
        ));
    }
    let first = rank - length.len();
    let axes: Vec<usize> = (first..rank).collect();
    let n_last = length[length.len() - 1];
    let leading = &length[..length.len() - 1];
    let trailing_fit = |shape: &[usize], with_last: bool| {
        let upto = if with_last { rank } else { rank - 1 };
        shape[first..upto] == length[..upto - first]
    };
    // Also refuses absurd lengths before anything is allocated for them.
    let total = num_elements(length)?;
    let scale = if total == 0 { 1.0 } else { 1.0 / total as f64 };
    let mut planner = FftPlanner::<f64>::new();
    match kind {
        FftKind::Fft | FftKind::Ifft => {
            if !trailing_fit(&x.shape, true) {
                return Err(format!(
                    "trailing dimensions of {} differ from fft_length {length:?}",
                    x.ty()
                ));
            }
            let mut buf = complex_input(x)?;
            let dir = if kind == FftKind::Fft {
                FftDirection::Forward
            } else {
                FftDirection::Inverse
            };
            for &a in &axes {
                transform_axis(&mut planner, &mut buf, &x.shape, a, dir);
            }
            if kind == FftKind::Ifft {
                buf.iter_mut().for_each(|z| *z *= scale);
            }
            Ok(Array {
                shape: x.shape.clone(),
                data: complex_output(buf, x.dtype()),
            })
        }
        FftKind::Rfft => {
            if !trailing_fit(&x.shape, true) {
                return Err(format!(
                    "trailing dimensions of {} differ from fft_length {length:?}",
                    x.ty()
                ));
            }
            let mut buf = real_input(x)?;
            transform_axis(
                &mut planner,
                &mut buf,
                &x.shape,
                rank - 1,
                FftDirection::Forward,
            );
            let half = n_last / 2 + 1;
            let (mut out, shape) = resize_last(&buf, &x.shape, half);
            for row in out.chunks_exact_mut(half) {
                // A non-finite row is all NaN, its imaginary parts included.
                if !row[0].re.is_nan() {
                    row[0].im = 0.0;
                    if n_last.is_multiple_of(2) {
                        row[half - 1].im = 0.0;
                    }
                }
            }
            for &a in &axes[..axes.len() - 1] {
                transform_axis(&mut planner, &mut out, &shape, a, FftDirection::Forward);
            }
            let dtype = x.dtype().complex_of().unwrap_or(DType::C128);
            Ok(Array {
                shape,
                data: complex_output(out, dtype),
            })
        }
        FftKind::Irfft => {
            if !trailing_fit(&x.shape, false) {
                return Err(format!(
                    "dimensions {first}.. of {} differ from fft_length {leading:?}",
                    x.ty()
                ));
            }
            let mut buf = complex_input(x)?;
            for &a in &axes[..axes.len() - 1] {
                transform_axis(&mut planner, &mut buf, &x.shape, a, FftDirection::Inverse);
            }
            // Hermitian extension along the last axis: positions past the stored half mirror.
            let half = n_last / 2 + 1;
            let (stored, mut shape) = resize_last(&buf, &x.shape, half);
            let rows = stored.len() / half;
            num_elements(&[rows, n_last])?;
            let mut full = vec![Complex64::new(0.0, 0.0); rows * n_last];
            for r in 0..rows {
                for k in 0..n_last {
                    full[r * n_last + k] = if k == 0 || 2 * k == n_last {
                        Complex64::new(stored[r * half + k].re, 0.0)
                    } else if k < half {
                        stored[r * half + k]
                    } else {
                        stored[r * half + (n_last - k)].conj()
                    };
                }
            }
            if let Some(l) = shape.last_mut() {
                *l = n_last;
            }
            transform_axis(
                &mut planner,
                &mut full,
                &shape,
                rank - 1,
                FftDirection::Inverse,
            );
            Ok(Array {
                shape,
                data: real_output(full, x.dtype().real_part(), scale),
            })
        }
    }
}
