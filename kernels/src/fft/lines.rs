//! Serial line transforms: contiguous rows, blocks of strided columns, and real rows.
//!
//! Every 1-D transform here follows the rule for non-finite values that the interpreter shares
//! (`runtime/src/interp/fft.rs`): a line whose input holds a NaN or an infinity comes out as
//! NaN in every output (real and imaginary parts). IEEE arithmetic gives such a line no
//! algorithm-independent value (an infinity meets twiddles with zero parts, `inf·0 = NaN`), so
//! without the rule the NaN/infinity pattern would depend on how a backend factors `n`.

use num_complex::Complex;
use realfft::{ComplexToReal, RealToComplex};
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

/// `x − x` is 0 exactly for finite `x` and NaN for NaN and ±inf (`FftNum` has no `is_finite`).
#[inline(always)]
#[allow(clippy::eq_op)] // `x - x` is the point: it is not 0 for NaN and ±inf
fn finite<T: FftNum>(x: T) -> bool {
    x - x == T::zero()
}

/// Whether every value is finite; a non-short-circuit `&` so the loop vectorises.
fn all_finite<T: FftNum>(xs: &[C<T>]) -> bool {
    xs.iter()
        .fold(true, |ok, z| ok & finite(z.re) & finite(z.im))
}

fn nan<T: FftNum>() -> T {
    T::from_f64(f64::NAN).expect("f32 and f64 both represent NaN")
}

/// Transforms consecutive rows of `fft.len()` in place.
pub(super) fn rows_in_place<T: FftNum>(
    rows: &mut [C<T>],
    fft: &dyn Fft<T>,
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    if all_finite(rows) {
        fft.process_with_scratch(rows, scratch);
    } else {
        for row in rows.chunks_exact_mut(fft.len()) {
            match all_finite(row) {
                true => fft.process_with_scratch(row, scratch),
                false => row.fill(C::new(nan(), nan())),
            }
        }
    }
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
    if all_finite(input) {
        fft.process_immutable_with_scratch(input, output, scratch);
    } else {
        let n = fft.len();
        for (i, o) in input.chunks_exact(n).zip(output.chunks_exact_mut(n)) {
            match all_finite(i) {
                true => fft.process_immutable_with_scratch(i, o, scratch),
                false => o.fill(C::new(nan(), nan())),
            }
        }
    }
    scale_all(output, scale);
}

/// Transforms consecutive lines of `input` into `output`; `input` is left as garbage.
fn lines_out_of_place<T: FftNum>(
    input: &mut [C<T>],
    output: &mut [C<T>],
    fft: &dyn Fft<T>,
    scratch: &mut [C<T>],
) {
    if all_finite(input) {
        return fft.process_outofplace_with_scratch(input, output, scratch);
    }
    let n = fft.len();
    for (i, o) in input.chunks_exact_mut(n).zip(output.chunks_exact_mut(n)) {
        match all_finite(i) {
            true => fft.process_outofplace_with_scratch(i, o, scratch),
            false => o.fill(C::new(nan(), nan())),
        }
    }
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
    lines_out_of_place(lines, out, fft, scratch);
    let s = scale.unwrap_or_else(T::one);
    for k in 0..n {
        let row = base.add(k * inner + j0);
        for l in 0..b {
            row.add(l).write(*out.get_unchecked(l * n + k) * s);
        }
    }
}

/// Real rows of `fft.len()` → their `n/2+1` non-negative-frequency bins, one row per
/// transform: packing two rows into one complex FFT would mix their rounding errors (a small
/// row next to a large one loses its accuracy) and spread a NaN from one row to the other.
/// The imaginary parts of the DC bin and, for even `n`, the Nyquist bin are exactly +0, as for
/// any real signal (the interpreter sets them the same way).
pub(super) fn r2c_rows<T: FftNum>(
    input: &[T],
    output: &mut [C<T>],
    fft: &dyn RealToComplex<T>,
    row: &mut [T],
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    let n = fft.len();
    let m = n / 2 + 1;
    let row = &mut row[..n];
    for (x, out) in input.chunks_exact(n).zip(output.chunks_exact_mut(m)) {
        if !x.iter().fold(true, |ok, &v| ok & finite(v)) {
            out.fill(C::new(nan(), nan()));
            continue;
        }
        // realfft uses its input as scratch.
        row.copy_from_slice(x);
        fft.process_with_scratch(row, out, scratch)
            .expect("row, output and scratch lengths come from the plan");
        out[0].im = T::zero();
        if n % 2 == 0 {
            out[m - 1].im = T::zero();
        }
        scale_all(out, scale);
    }
}

/// Half-spectrum rows of `n/2+1` bins → real rows of length `n = ifft.len()` (unnormalised
/// inverse, then scaled), one row per transform. The imaginary parts of the DC bin and, for
/// even `n`, the Nyquist bin are dropped before the finiteness rule applies, as a Hermitian
/// spectrum of a real signal has none.
pub(super) fn c2r_rows<T: FftNum>(
    input: &[C<T>],
    output: &mut [T],
    ifft: &dyn ComplexToReal<T>,
    half: &mut [C<T>],
    scratch: &mut [C<T>],
    scale: Option<T>,
) {
    let n = ifft.len();
    let m = n / 2 + 1;
    let half = &mut half[..m];
    let s = scale.unwrap_or_else(T::one);
    for (x, out) in input.chunks_exact(m).zip(output.chunks_exact_mut(n)) {
        half.copy_from_slice(x);
        half[0].im = T::zero();
        if n % 2 == 0 {
            half[m - 1].im = T::zero();
        }
        if !all_finite(half) {
            out.fill(nan());
            continue;
        }
        // realfft uses its input as scratch.
        ifft.process_with_scratch(half, out, scratch)
            .expect("row, output and scratch lengths come from the plan, DC and Nyquist are real");
        for o in out.iter_mut() {
            *o = *o * s;
        }
    }
}
