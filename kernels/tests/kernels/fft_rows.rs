//! Rows of a batched FFT are independent: each is bit for bit what a one-row plan gives for
//! it and accurate relative to its own magnitude, however large or non-finite its neighbours
//! (real transforms once packed two rows into one complex FFT, which broke both). Non-finite
//! lines come out all NaN, and RFFT's DC and Nyquist bins have imaginary part +0.

use crate::fft::{naive_c2c, naive_c2r, naive_r2c};
use crate::util::*;
use fresnel_ir::{DType, Data};
use fresnel_kernels::{BufMut, BufRef, FftDesc, FftPlan, FftTransform};
use num_complex::Complex64;

/// Runs `transform` over the last axis of `rows` rows of real length `n`.
fn run(transform: FftTransform, dtype: DType, rows: usize, n: usize, input: &Data) -> Data {
    let desc = FftDesc {
        transform,
        dtype,
        shape: vec![rows, n],
        axes: vec![1],
        scale: None,
    };
    let plan = FftPlan::new(&desc).expect("a valid description");
    let out_t = desc.output_type();
    let mut out = Data::zeros(out_t.dtype, out_t.num_elements());
    plan.run(BufRef::from(input), BufMut::from(&mut out))
        .expect("buffers fit the plan");
    out
}

fn widen(d: &Data) -> Vec<Complex64> {
    (0..d.len()).map(|i| d.get(i).to_c128()).collect()
}

fn from_parts(dtype: DType, parts: &[f64]) -> Data {
    match dtype {
        DType::F32 => Data::F32(parts.iter().map(|&v| v as f32).collect()),
        DType::F64 => Data::F64(parts.to_vec()),
        DType::C64 => Data::C64(
            parts
                .chunks(2)
                .map(|p| num_complex::Complex32::new(p[0] as f32, p[1] as f32))
                .collect(),
        ),
        _ => Data::C128(
            parts
                .chunks(2)
                .map(|p| Complex64::new(p[0], p[1]))
                .collect(),
        ),
    }
}

/// Input rows of `width` values (`parts` reals each) with magnitudes 1e6, 1, 1e-6 in turn,
/// and `special` at the first value of row `bad`.
fn rows_input(
    rng: &mut Rng,
    dtype: DType,
    rows: usize,
    width: usize,
    special: Option<(usize, f64)>,
) -> Data {
    let parts = if dtype.is_complex() { 2 } else { 1 };
    let mut v = Vec::with_capacity(rows * width * parts);
    for r in 0..rows {
        let mag = [1e6, 1.0, 1e-6][r % 3];
        v.extend((0..width * parts).map(|_| rng.unit() * mag));
    }
    if let Some((bad, s)) = special {
        v[bad * width * parts] = s;
    }
    from_parts(dtype, &v)
}

/// What the kernel must give for one row, in f64.
fn naive_row(transform: FftTransform, n: usize, row: &[Complex64]) -> Vec<Complex64> {
    match transform {
        FftTransform::Forward => naive_c2c(row, &[n], &[0], false, 1.0),
        FftTransform::RealToComplex => {
            let re: Vec<f64> = row.iter().map(|z| z.re).collect();
            naive_r2c(&re, &[n], &[0], 1.0)
        }
        _ => naive_c2r(row, &[n], &[0], 1.0)
            .iter()
            .map(|&v| Complex64::new(v, 0.0))
            .collect(),
    }
}

/// Checks every row of one batched transform against a one-row plan and the naive DFT.
fn check_rows(
    rng: &mut Rng,
    transform: FftTransform,
    dtype: DType,
    rows: usize,
    n: usize,
    special: Option<(usize, f64)>,
) {
    let m = n / 2 + 1;
    let (in_dtype, in_w, out_w) = match transform {
        FftTransform::RealToComplex => (dtype.real_part(), n, m),
        FftTransform::ComplexToReal => (dtype, m, n),
        _ => (dtype, n, n),
    };
    let input = rows_input(rng, in_dtype, rows, in_w, special);
    let out = run(transform, dtype, rows, n, &input);
    let what = format!("{transform:?} {dtype} {rows}x{n} special {special:?}");
    let tol = if dtype == DType::C64 { 1e-5 } else { 1e-12 };
    let (x, y) = (widen(&input), widen(&out));
    for r in 0..rows {
        let got = &y[r * out_w..(r + 1) * out_w];
        let alone = run(
            transform,
            dtype,
            1,
            n,
            &input.gather(&(r * in_w..(r + 1) * in_w).collect::<Vec<_>>()),
        );
        let alone_bits: Vec<(u64, u64)> = widen(&alone)
            .iter()
            .map(|z| (z.re.to_bits(), z.im.to_bits()))
            .collect();
        let got_bits: Vec<(u64, u64)> = got
            .iter()
            .map(|z| (z.re.to_bits(), z.im.to_bits()))
            .collect();
        assert_eq!(
            got_bits, alone_bits,
            "{what}: row {r} differs from its one-row transform"
        );
        if special.is_some_and(|(bad, _)| bad == r) {
            assert!(
                got.iter().all(|z| z.re.is_nan()
                    && (transform == FftTransform::ComplexToReal || z.im.is_nan())),
                "{what}: row {r} holds a non-finite value but gives {got:?}"
            );
            continue;
        }
        let want = naive_row(transform, n, &x[r * in_w..(r + 1) * in_w]);
        let e = rel_err_c64(got, &want);
        assert!(
            e < tol,
            "{what}: row {r} error {e:.3e} relative to its own magnitude"
        );
        if transform == FftTransform::RealToComplex {
            assert_eq!(got[0].im.to_bits(), 0, "{what}: row {r} imag(DC) is not +0");
            if n.is_multiple_of(2) {
                assert_eq!(
                    got[m - 1].im.to_bits(),
                    0,
                    "{what}: row {r} imag(Nyquist) is not +0"
                );
            }
        }
    }
}

#[test]
fn batched_rows_of_very_different_magnitudes_and_non_finite_rows_stay_independent() {
    let mut rng = Rng::new(77);
    let transforms = [
        FftTransform::Forward,
        FftTransform::RealToComplex,
        FftTransform::ComplexToReal,
    ];
    for dtype in [DType::C64, DType::C128] {
        for transform in transforms {
            for n in [1, 2, 3, 5, 8, 9, 16, 17] {
                for rows in 1..=8 {
                    let special = match rng.below(4) {
                        0 => None,
                        k => Some((
                            rng.below(rows),
                            [f64::NAN, f64::INFINITY, f64::NEG_INFINITY][k - 1],
                        )),
                    };
                    check_rows(&mut rng, transform, dtype, rows, n, special);
                }
            }
        }
    }
}

/// Rows too long for a slab group take the whole-array path.
#[test]
fn long_rows_on_whole_array_passes_stay_independent() {
    let mut rng = Rng::new(78);
    let n = 1 << 17;
    let desc = |t| FftDesc {
        transform: t,
        dtype: DType::C128,
        shape: vec![3, n],
        axes: vec![1],
        scale: None,
    };
    for t in [FftTransform::RealToComplex, FftTransform::ComplexToReal] {
        assert!(FftPlan::new(&desc(t)).is_ok());
        let (in_dtype, in_w) = match t {
            FftTransform::RealToComplex => (DType::F64, n),
            _ => (DType::C128, n / 2 + 1),
        };
        let input = rows_input(&mut rng, in_dtype, 3, in_w, Some((0, f64::NAN)));
        let out = widen(&run(t, DType::C128, 3, n, &input));
        let out_w = out.len() / 3;
        assert!(
            out[..out_w].iter().all(|z| z.re.is_nan()),
            "{t:?}: row 0 is not NaN"
        );
        for r in 1..3 {
            let alone = widen(&run(
                t,
                DType::C128,
                1,
                n,
                &input.gather(&(r * in_w..(r + 1) * in_w).collect::<Vec<_>>()),
            ));
            assert!(
                alone.iter().all(|z| z.is_finite()),
                "{t:?}: row {r} alone is not finite"
            );
            let same = out[r * out_w..(r + 1) * out_w]
                .iter()
                .zip(&alone)
                .all(|(a, b)| a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits());
            assert!(same, "{t:?}: row {r} differs from its one-row transform");
        }
    }
}
