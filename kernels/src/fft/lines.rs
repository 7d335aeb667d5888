//! Serial line transforms: contiguous rows, blocks of strided columns, and packed real rows.

use num_complex::Complex;
use rustfft::{Fft, FftNum};

pub(super) type C<T> = Complex<T>;

#[inline]
pub(super) fn scale_all<T: FftNum>(xs: &mut [C<T>], scale: Option<T>) {
    if let Some(s) = scale {
        for x in xs {
            *x = *x * s;
        }
    }
}

/// Transforms consecutive rows of `fft.len()` in place.
pub(super) fn rows_in_place<T: FftNum>(
    rows: &mut [C<T>],
    fft: &dyn Fft<T>,
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    fft.process_with_scratch(rows, scratch);
    scale_all(rows, scale);
}

/// Transforms consecutive rows of `input` into `output`, leaving `input` untouched.
pub(super) fn rows_from<T: FftNum>(
    input: &[C<T>],
    output: &mut [C<T>],
    fft: &dyn Fft<T>,
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    fft.process_immutable_with_scratch(input, output, scratch);
    scale_all(output, scale);
}

/// Transforms `b` adjacent columns `j0..j0+b` of an `[n, inner]` region starting at `base`:
/// gathers them into contiguous lines, transforms out of place, scatters back (scaled).
///
/// # Safety
/// `base` must point to `n·inner` valid elements, `j0 + b <= inner`, and no other thread may
/// access the elements `base[k·inner + j]` for `j` in `j0..j0+b` during the call.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn column_block<T: FftNum>(
    base: *mut C<T>,
    n: usize,
    inner: usize,
    j0: usize,
    b: usize,
    fft: &dyn Fft<T>,
    lines: &mut [C<T>],
    out: &mut [C<T>],
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    let (lines, out) = (&mut lines[..b * n], &mut out[..b * n]);
    // Gather in 16-row tiles, line by line: each line's writes are contiguous, and the tile's
    // source cache lines are reused across the `b` lines (measured faster than row-by-row for
    // planes that do not fit in cache; the same for planes that do). Scattering row by row
    // measured best.
    const KT: usize = 16;
    for k0 in (0..n).step_by(KT) {
        let kn = KT.min(n - k0);
        for l in 0..b {
            let dst = lines.get_unchecked_mut(l * n + k0..l * n + k0 + kn);
            for (kk, d) in dst.iter_mut().enumerate() {
                *d = base.add((k0 + kk) * inner + j0 + l).read();
            }
        }
    }
    fft.process_outofplace_with_scratch(lines, out, scratch);
    let s = scale.unwrap_or_else(T::one);
    for k in 0..n {
        let row = base.add(k * inner + j0);
        for l in 0..b {
            row.add(l).write(*out.get_unchecked(l * n + k) * s);
        }
    }
}

/// Real rows of length `n` → their `n/2+1` non-negative-frequency bins. Two rows share one
/// complex FFT: with `z = x + i·y` and `Z = FFT(z)`, `X_k = (Z_k + conj Z_{n−k})/2` and
/// `Y_k = (Z_k − conj Z_{n−k})/(2i)`.
pub(super) fn r2c_rows<T: FftNum>(
    input: &[T],
    output: &mut [C<T>],
    n: usize,
    fft: &dyn Fft<T>,
    z: &mut [C<T>],
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    let m = n / 2 + 1;
    let rows = input.len() / n;
    let half = T::from_f64(0.5).unwrap_or_else(T::zero) * scale.unwrap_or_else(T::one);
    let z = &mut z[..n];
    let mut r = 0;
    while r + 1 < rows {
        let (x, y) = (&input[r * n..(r + 1) * n], &input[(r + 1) * n..(r + 2) * n]);
        for ((zk, &xk), &yk) in z.iter_mut().zip(x).zip(y) {
            *zk = C::new(xk, yk);
        }
        fft.process_with_scratch(z, scratch);
        let (xo, yo) = output[r * m..(r + 2) * m].split_at_mut(m);
        for k in 0..m {
            let a = z[k];
            let b = z[(n - k) % n].conj();
            let (s, d) = (a + b, a - b);
            xo[k] = C::new(s.re * half, s.im * half);
            yo[k] = C::new(d.im * half, -d.re * half);
        }
        r += 2;
    }
    if r < rows {
        for (zk, &xk) in z.iter_mut().zip(&input[r * n..(r + 1) * n]) {
            *zk = C::new(xk, T::zero());
        }
        fft.process_with_scratch(z, scratch);
        let out = &mut output[r * m..(r + 1) * m];
        out.copy_from_slice(&z[..m]);
        scale_all(out, scale);
    }
}

/// Bin `k` of the full spectrum whose non-negative half is `half` (length `n/2+1`); the
/// imaginary parts of the DC bin and (for even `n`) the Nyquist bin are dropped, as a
/// Hermitian spectrum of a real signal has none.
#[inline(always)]
fn hermitian<T: FftNum>(half: &[C<T>], n: usize, k: usize) -> C<T> {
    let m = half.len();
    if k == 0 || 2 * k == n {
        C::new(half[k].re, T::zero())
    } else if k < m {
        half[k]
    } else {
        half[n - k].conj()
    }
}

/// Half-spectrum rows of `n/2+1` bins → real rows of length `n` (unnormalised inverse, then
/// scaled). Two rows share one complex inverse FFT: `Z = X + i·Y` gives `z = x + i·y`.
pub(super) fn c2r_rows<T: FftNum>(
    input: &[C<T>],
    output: &mut [T],
    n: usize,
    ifft: &dyn Fft<T>,
    z: &mut [C<T>],
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    let m = n / 2 + 1;
    let rows = output.len() / n;
    let s = scale.unwrap_or_else(T::one);
    let z = &mut z[..n];
    let mut r = 0;
    while r + 1 < rows {
        let (x, y) = (&input[r * m..(r + 1) * m], &input[(r + 1) * m..(r + 2) * m]);
        for (k, zk) in z.iter_mut().enumerate() {
            let (a, b) = (hermitian(x, n, k), hermitian(y, n, k));
            *zk = C::new(a.re - b.im, a.im + b.re);
        }
        ifft.process_with_scratch(z, scratch);
        let (xo, yo) = output[r * n..(r + 2) * n].split_at_mut(n);
        for k in 0..n {
            xo[k] = z[k].re * s;
            yo[k] = z[k].im * s;
        }
        r += 2;
    }
    if r < rows {
        let x = &input[r * m..(r + 1) * m];
        for (k, zk) in z.iter_mut().enumerate() {
            *zk = hermitian(x, n, k);
        }
        ifft.process_with_scratch(z, scratch);
        for (o, zk) in output[r * n..(r + 1) * n].iter_mut().zip(z.iter()) {
            *o = zk.re * s;
        }
    }
}
