//! fft against a naive O(n²) DFT: all four kinds, odd and even lengths, 1-D and 2-D, batches,
//! both precisions, zero-size batches.

use super::tests::*;
use fresnel_ir::{Array, DType, Data, FftKind, Op};
use num_complex::Complex64 as C;
use std::f64::consts::PI;

/// Deterministic values in [−1, 1).
fn noise(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
        })
        .collect()
}

fn complex_noise(n: usize, seed: u64) -> Vec<C> {
    let (re, im) = (noise(n, seed), noise(n, seed + 1));
    re.iter().zip(&im).map(|(&a, &b)| C::new(a, b)).collect()
}

/// Unnormalised DFT over the trailing `k` axes (sign −1 forward, +1 inverse).
fn naive_dft(x: &[C], shape: &[usize], k: usize, inverse: bool) -> Vec<C> {
    let rank = shape.len();
    let sign = if inverse { 1.0 } else { -1.0 };
    let strides = fresnel_ir::types::strides(shape);
    let unflatten = |mut i: usize| -> Vec<usize> {
        strides
            .iter()
            .map(|&s| {
                let q = i / s;
                i %= s;
                q
            })
            .collect()
    };
    (0..x.len())
        .map(|o| {
            let oi = unflatten(o);
            (0..x.len())
                .filter_map(|i| {
                    let ii = unflatten(i);
                    if ii[..rank - k] != oi[..rank - k] {
                        return None;
                    }
                    let phase: f64 = (rank - k..rank)
                        .map(|a| 2.0 * PI * (oi[a] * ii[a]) as f64 / shape[a] as f64)
                        .sum();
                    Some(x[i] * C::from_polar(1.0, sign * phase))
                })
                .sum()
        })
        .collect()
}

fn c128_array(shape: &[usize], v: &[C]) -> Array {
    c128s(shape, &v.iter().map(|z| (z.re, z.im)).collect::<Vec<_>>())
}

fn run_fft(kind: FftKind, length: &[usize], x: Array, out: fresnel_ir::TensorType) -> Array {
    op1(
        Op::Fft {
            kind,
            length: length.to_vec(),
        },
        &[x],
        out,
    )
}

/// Keeps the first `m` entries of the last axis.
fn crop_last(v: &[C], shape: &[usize], m: usize) -> Vec<C> {
    let last = shape[shape.len() - 1];
    v.chunks(last).flat_map(|row| row[..m].to_vec()).collect()
}

#[test]
fn fft_and_ifft_match_the_naive_dft() {
    for shape in [
        vec![3, 8],
        vec![2, 5],
        vec![7],
        vec![2, 3, 4],
        vec![1, 5, 6],
    ] {
        for k in 1..=shape.len().min(2) {
            let length = &shape[shape.len() - k..];
            let x = complex_noise(shape.iter().product(), shape.len() as u64 * 10 + k as u64);
            let fwd = run_fft(
                FftKind::Fft,
                length,
                c128_array(&shape, &x),
                ty(DType::C128, &shape),
            );
            assert_close(&fwd, &naive_dft(&x, &shape, k, false), 1e-12);
            let n: usize = length.iter().product();
            let want: Vec<C> = naive_dft(&x, &shape, k, true)
                .iter()
                .map(|z| z / n as f64)
                .collect();
            let inv = run_fft(
                FftKind::Ifft,
                length,
                c128_array(&shape, &x),
                ty(DType::C128, &shape),
            );
            assert_close(&inv, &want, 1e-12);
        }
    }
}

#[test]
fn complex64_fft_matches_to_single_precision() {
    let shape = [4, 9];
    let x = complex_noise(36, 3);
    let x32: Vec<(f32, f32)> = x.iter().map(|z| (z.re as f32, z.im as f32)).collect();
    let x_rounded: Vec<C> = x32
        .iter()
        .map(|&(a, b)| C::new(a as f64, b as f64))
        .collect();
    let out = run_fft(
        FftKind::Fft,
        &[9],
        c64s(&shape, &x32),
        ty(DType::C64, &shape),
    );
    assert_eq!(out.dtype(), DType::C64);
    assert_close(&out, &naive_dft(&x_rounded, &shape, 1, false), 1e-6);
}

#[test]
fn rfft_matches_the_naive_dft_of_real_input() {
    for shape in [vec![8], vec![3, 5], vec![2, 3, 6], vec![4, 1]] {
        for k in 1..=shape.len().min(2) {
            let length = &shape[shape.len() - k..];
            let n_last = shape[shape.len() - 1];
            let re = noise(shape.iter().product(), 40 + k as u64);
            let x: Vec<C> = re.iter().map(|&r| C::new(r, 0.0)).collect();
            let mut out_shape = shape.clone();
            *out_shape.last_mut().expect("rank >= 1") = n_last / 2 + 1;
            let out = run_fft(
                FftKind::Rfft,
                length,
                f64s(&shape, &re),
                ty(DType::C128, &out_shape),
            );
            let want = crop_last(&naive_dft(&x, &shape, k, false), &shape, n_last / 2 + 1);
            assert_close(&out, &want, 1e-12);
            // f32 input gives complex<f32>.
            let re32: Vec<f32> = re.iter().map(|&r| r as f32).collect();
            let out32 = run_fft(
                FftKind::Rfft,
                length,
                f32s(&shape, &re32),
                ty(DType::C64, &out_shape),
            );
            assert_close(&out32, &want, 1e-5);
        }
    }
}

/// IRFFT by definition: inverse DFT over the leading transformed axes, then along the last
/// axis the Hermitian extension of the first n/2+1 entries, inverse DFT, real part; / ∏n.
fn naive_irfft(c: &[C], shape: &[usize], k: usize, n_last: usize) -> Vec<f64> {
    let rank = shape.len();
    let m_in = shape[rank - 1];
    // Inverse over the leading transformed axes: move the last axis out of the way by
    // treating each column as a batch (transpose-free: naive over axes rank-k..rank-1).
    let mut lead = c.to_vec();
    if k > 1 {
        // Put the last axis first as a batch axis: shape [m_in, ..rest].
        let mut perm_shape = vec![m_in];
        perm_shape.extend_from_slice(&shape[..rank - 1]);
        let rows = c.len() / m_in;
        let moved: Vec<C> = (0..m_in)
            .flat_map(|j| (0..rows).map(move |r| c[r * m_in + j]))
            .collect();
        // Transform the trailing k−1 axes of [m_in, ..., L0..L_{k-2}].
        let t = naive_dft(&moved, &perm_shape, k - 1, true);
        lead = (0..rows)
            .flat_map(|r| (0..m_in).map(move |j| (r, j)))
            .map(|(r, j)| t[j * rows + r])
            .collect();
    }
    let half = n_last / 2 + 1;
    let rows = lead.len() / m_in;
    let lead_n: usize = shape[rank - k..rank - 1].iter().product();
    let scale = 1.0 / (lead_n * n_last) as f64;
    let mut out = Vec::new();
    for r in 0..rows {
        let row = &lead[r * m_in..(r + 1) * m_in];
        let stored = |j: usize| if j < m_in { row[j] } else { C::new(0.0, 0.0) };
        let ext: Vec<C> = (0..n_last)
            .map(|j| {
                if j < half {
                    stored(j)
                } else {
                    stored(n_last - j).conj()
                }
            })
            .collect();
        for t in 0..n_last {
            let s: C = (0..n_last)
                .map(|j| ext[j] * C::from_polar(1.0, 2.0 * PI * (j * t) as f64 / n_last as f64))
                .sum();
            out.push(s.re * scale);
        }
    }
    out
}

#[test]
fn irfft_inverts_rfft_and_matches_its_definition() {
    for (shape_in, n_last, k) in [
        (vec![5], 8, 1),
        (vec![3], 5, 1),
        (vec![2, 4], 6, 1),
        (vec![3, 3], 5, 2),
        (vec![2, 4, 4], 7, 2),
        (vec![3, 6], 10, 2),
    ] {
        let rank = shape_in.len();
        let mut out_shape = shape_in.clone();
        out_shape[rank - 1] = n_last;
        let length = out_shape[rank - k..].to_vec();
        // A non-Hermitian input: the definition decides what happens to the redundant parts.
        let c = complex_noise(shape_in.iter().product(), 77 + n_last as u64);
        let out = run_fft(
            FftKind::Irfft,
            &length,
            c128_array(&shape_in, &c),
            ty(DType::F64, &out_shape),
        );
        let want = naive_irfft(&c, &shape_in, k, n_last);
        let want_c: Vec<C> = want.iter().map(|&r| C::new(r, 0.0)).collect();
        assert_close(&out, &want_c, 1e-12);
        // Round trip through rfft.
        let x = noise(out_shape.iter().product(), 5);
        let spectrum = run_fft(
            FftKind::Rfft,
            &length,
            f64s(&out_shape, &x),
            ty(DType::C128, &shape_in),
        );
        let back = run_fft(
            FftKind::Irfft,
            &length,
            spectrum,
            ty(DType::F64, &out_shape),
        );
        let x_c: Vec<C> = x.iter().map(|&r| C::new(r, 0.0)).collect();
        assert_close(&back, &x_c, 1e-12);
    }
}

#[test]
fn irfft_ignores_extra_entries_and_zero_fills_missing_ones() {
    let n = 6;
    let full = complex_noise(4, 9); // n/2+1 = 4 entries
    let reference = run_fft(
        FftKind::Irfft,
        &[n],
        c128_array(&[4], &full),
        ty(DType::F64, &[n]),
    );
    let mut longer = full.clone();
    longer.extend(complex_noise(3, 10));
    let out = run_fft(
        FftKind::Irfft,
        &[n],
        c128_array(&[7], &longer),
        ty(DType::F64, &[n]),
    );
    assert_eq!(out, reference);
    let mut padded = full[..2].to_vec();
    padded.extend([C::new(0.0, 0.0); 2]);
    let zero_filled = run_fft(
        FftKind::Irfft,
        &[n],
        c128_array(&[4], &padded),
        ty(DType::F64, &[n]),
    );
    let short = run_fft(
        FftKind::Irfft,
        &[n],
        c128_array(&[2], &full[..2]),
        ty(DType::F64, &[n]),
    );
    assert_eq!(short, zero_filled);
}

#[test]
fn zero_size_batches_and_bad_lengths() {
    let empty = run_fft(
        FftKind::Rfft,
        &[8],
        f32s(&[0, 8], &[]),
        ty(DType::C64, &[0, 5]),
    );
    assert_eq!(empty.shape, vec![0, 5]);
    assert!(empty.is_empty());
    let empty = run_fft(
        FftKind::Fft,
        &[4],
        c128s(&[3, 0, 4], &[]),
        ty(DType::C128, &[3, 0, 4]),
    );
    assert!(empty.is_empty());
    let bad = try_op(
        Op::Fft {
            kind: FftKind::Fft,
            length: vec![5],
        },
        &[c128s(&[4], &[(0.0, 0.0); 4])],
        vec![ty(DType::C128, &[4])],
    );
    assert!(bad.unwrap_err().message.contains("fft_length"));
    let real_into_fft = try_op(
        Op::Fft {
            kind: FftKind::Fft,
            length: vec![2],
        },
        &[f64s(&[2], &[1.0, 2.0])],
        vec![ty(DType::C128, &[2])],
    );
    assert!(real_into_fft.is_err());
}

/// The non-finite rule: a line holding a NaN or an infinity transforms to all NaN (over two
/// axes, the whole block); other lines are untouched by it. Length-1 lines included.
#[test]
fn a_non_finite_line_gives_an_all_nan_line_and_nothing_else() {
    let nan_everywhere = |a: &Array| {
        a.to_c128_vec()
            .iter()
            .all(|z| z.re.is_nan() && z.im.is_nan())
    };
    for (n, special) in [(8, f64::NAN), (7, f64::INFINITY), (1, f64::NEG_INFINITY)] {
        let mut x = complex_noise(3 * n, n as u64);
        x[n] = C::new(special, 0.0);
        let out = run_fft(
            FftKind::Fft,
            &[n],
            c128_array(&[3, n], &x),
            ty(DType::C128, &[3, n]),
        );
        let z = out.to_c128_vec();
        assert!(
            z[n..2 * n].iter().all(|z| z.re.is_nan() && z.im.is_nan()),
            "{z:?}"
        );
        let mut rows = z[..n].to_vec();
        rows.extend(&z[2 * n..]);
        let mut clean = x[..n].to_vec();
        clean.extend(&x[2 * n..]);
        assert_close(
            &c128_array(&[2, n], &rows),
            &naive_dft(&clean, &[2, n], 1, false),
            1e-12,
        );
    }
    // Two axes: the whole 3x4 block of the bad element, not the other block.
    let mut x = complex_noise(24, 9);
    x[13] = C::new(0.0, f64::INFINITY);
    let out = run_fft(
        FftKind::Ifft,
        &[3, 4],
        c128_array(&[2, 3, 4], &x),
        ty(DType::C128, &[2, 3, 4]),
    );
    let z = out.to_c128_vec();
    assert!(z[..12].iter().all(|z| z.is_finite()));
    assert!(nan_everywhere(&c128_array(&[12], &z[12..])));
    // A real row: RFFT gives NaN in both parts; IRFFT ignores imag(DC) and imag(Nyquist) only.
    let mut r = noise(16, 4);
    r[3] = f64::NAN;
    let out = run_fft(
        FftKind::Rfft,
        &[8],
        Array::from_f64(vec![2, 8], r).unwrap(),
        ty(DType::C128, &[2, 5]),
    );
    let z = out.to_c128_vec();
    assert!(nan_everywhere(&c128_array(&[5], &z[..5])) && z[5..].iter().all(|z| z.is_finite()));
    let mut h = complex_noise(10, 5);
    h[0].im = f64::NAN;
    h[4].im = f64::INFINITY;
    h[7].re = f64::INFINITY;
    let out = run_fft(
        FftKind::Irfft,
        &[8],
        c128_array(&[2, 5], &h),
        ty(DType::F64, &[2, 8]),
    );
    let Data::F64(v) = &out.data else {
        panic!("IRFFT gives f64")
    };
    assert!(v[..8].iter().all(|x| x.is_finite()), "{v:?}");
    assert!(v[8..].iter().all(|x| x.is_nan()), "{v:?}");
}

/// The signed-zero rule: RFFT's imag(DC) and imag(Nyquist) are +0, even for rows of −0.
#[test]
fn rfft_dc_and_nyquist_imaginary_parts_are_positive_zero() {
    for n in [6, 7] {
        let mut x = noise(3 * n, n as u64);
        x[..n].fill(-0.0);
        x[n..2 * n].iter_mut().for_each(|v| *v = -v.abs());
        let out = run_fft(
            FftKind::Rfft,
            &[n],
            Array::from_f64(vec![3, n], x).unwrap(),
            ty(DType::C128, &[3, n / 2 + 1]),
        );
        let m = n / 2 + 1;
        for row in out.to_c128_vec().chunks(m) {
            assert_eq!(row[0].im.to_bits(), 0, "n {n}: {row:?}");
            if n % 2 == 0 {
                assert_eq!(row[m - 1].im.to_bits(), 0, "n {n}: {row:?}");
            }
        }
    }
}
