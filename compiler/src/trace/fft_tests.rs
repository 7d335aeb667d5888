//! `fresnel::fft` against a naive DFT written out in Rust, run through the verifier and the
//! reference interpreter. (Declared from `src/fft.rs` as `fft::tests`.)

use super::*;
use crate::trace::test_util::*;
use crate::trace::{trace, trace_with, Tensor};
use fresnel_ir::types::strides;
use fresnel_ir::DType;
use num_complex::Complex64;
use std::f64::consts::PI;

type C = Complex64;

/// Crops or zero-pads `axis` of row-major `x` to length `n` (NumPy's `n=` argument).
fn resize(x: &[C], shape: &[usize], axis: usize, n: usize) -> (Vec<C>, Vec<usize>) {
    let mut out_shape = shape.to_vec();
    out_shape[axis] = n;
    let st = strides(shape);
    let out = indices(&out_shape)
        .iter()
        .map(|i| {
            if i[axis] >= shape[axis] {
                C::new(0.0, 0.0)
            } else {
                x[i.iter().zip(&st).map(|(a, s)| a * s).sum::<usize>()]
            }
        })
        .collect();
    (out, out_shape)
}

/// Unnormalised DFT along `axis`: sign −1 forward, +1 inverse.
fn dft(x: &[C], shape: &[usize], axis: usize, sign: f64) -> Vec<C> {
    let n = shape[axis];
    let st = strides(shape);
    indices(shape)
        .iter()
        .map(|i| {
            let base: usize =
                i.iter().zip(&st).map(|(a, s)| a * s).sum::<usize>() - i[axis] * st[axis];
            (0..n)
                .map(|t| {
                    let angle = sign * 2.0 * PI * (i[axis] * t) as f64 / n as f64;
                    x[base + t * st[axis]] * C::from_polar(1.0, angle)
                })
                .sum()
        })
        .collect()
}

fn scale(x: &[C], s: f64) -> Vec<C> {
    x.iter().map(|z| z * s).collect()
}

fn to_c(x: &[f64]) -> Vec<C> {
    x.iter().map(|&r| C::new(r, 0.0)).collect()
}

/// NumPy's irfft along `axis`: the half spectrum resized to n/2+1, extended Hermitian,
/// inverse DFT, real part, 1/n.
fn irfft_ref(x: &[C], shape: &[usize], axis: usize, n: usize) -> (Vec<f64>, Vec<usize>) {
    let (half, hshape) = resize(x, shape, axis, n / 2 + 1);
    let mut full_shape = hshape.clone();
    full_shape[axis] = n;
    let hst = strides(&hshape);
    let full: Vec<C> = indices(&full_shape)
        .iter()
        .map(|i| {
            let k = i[axis];
            let (k, conj) = if k <= n / 2 {
                (k, false)
            } else {
                (n - k, true)
            };
            let flat: usize = i
                .iter()
                .enumerate()
                .map(|(d, &a)| if d == axis { k } else { a } * hst[d])
                .sum();
            if conj {
                half[flat].conj()
            } else {
                half[flat]
            }
        })
        .collect();
    let y = dft(&full, &full_shape, axis, 1.0);
    (y.iter().map(|z| z.re / n as f64).collect(), full_shape)
}

fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn fft_axis0_of_3d_each_norm_matches_dft() {
    let shape = [5, 3, 4];
    let x = random_c(60, 1);
    let forward = dft(&x, &shape, 0, -1.0);
    let backward = dft(&x, &shape, 0, 1.0);
    let n = 5.0f64;
    for (norm, fwd_scale, inv_scale) in [
        (Norm::Backward, 1.0, 1.0 / n),
        (Norm::Ortho, 1.0 / n.sqrt(), 1.0 / n.sqrt()),
        (Norm::Forward, 1.0 / n, 1.0),
    ] {
        let t = trace(
            |a: &[Tensor]| vec![fft(&a[0], None, 0, norm), ifft(&a[0], None, -3, norm)],
            &[ty(DType::C128, &shape)],
        )
        .unwrap();
        assert!(
            t.text().contains("stablehlo.transpose"),
            "axis 0 is moved to the end"
        );
        let out = run(&t, &[arr_c128(&shape, &x)]);
        assert_close(&out[0], &scale(&forward, fwd_scale), 1e-13);
        assert_close(&out[1], &scale(&backward, inv_scale), 1e-13);
    }
}

#[test]
fn fft_last_axis_needs_no_transpose() {
    let t = trace(
        |a: &[Tensor]| fft(&a[0], None, -1, Norm::Backward),
        &[ty(DType::C64, &[3, 8])],
    )
    .unwrap();
    assert!(!t.text().contains("transpose"), "{}", t.text());
    assert_eq!(count(&t.text(), "stablehlo.fft"), 1);
}

#[test]
fn fft_n_zero_pads_and_crops() {
    let shape = [2, 3, 4];
    let x = random_c(24, 2);
    let t = trace(
        |a: &[Tensor]| {
            vec![
                fft(&a[0], Some(7), 1, Norm::Backward),
                ifft(&a[0], Some(2), -1, Norm::Ortho),
            ]
        },
        &[ty(DType::C128, &shape)],
    )
    .unwrap();
    let out = run(&t, &[arr_c128(&shape, &x)]);
    let (padded, ps) = resize(&x, &shape, 1, 7);
    assert_eq!(t.main().result_types[0].shape, ps);
    assert_close(&out[0], &dft(&padded, &ps, 1, -1.0), 1e-13);
    let (cropped, cs) = resize(&x, &shape, 2, 2);
    assert_close(
        &out[1],
        &scale(&dft(&cropped, &cs, 2, 1.0), 1.0 / 2f64.sqrt()),
        1e-13,
    );
}

#[test]
fn fftn_over_any_axes_and_more_than_three() {
    let shape = [2, 3, 2, 4];
    let x = random_c(48, 3);
    let t = trace(
        |a: &[Tensor]| {
            vec![
                fftn(&a[0], None, Some(&[0, 2]), Norm::Backward),
                fftn(&a[0], None, None, Norm::Forward),
            ]
        },
        &[ty(DType::C128, &shape)],
    )
    .unwrap();
    // Four axes: one 3-axis op and one 1-axis op for the second result, one 2-axis op for the first.
    assert_eq!(count(&t.text(), "stablehlo.fft"), 3, "{}", t.text());
    let out = run(&t, &[arr_c128(&shape, &x)]);
    let want02 = dft(&dft(&x, &shape, 0, -1.0), &shape, 2, -1.0);
    assert_close(&out[0], &want02, 1e-13);
    let mut all = x.clone();
    for axis in 0..4 {
        all = dft(&all, &shape, axis, -1.0);
    }
    assert_close(&out[1], &scale(&all, 1.0 / 48.0), 1e-13);
}

#[test]
fn fft2_with_shape_and_ortho_round_trip() {
    let shape = [3, 4, 5];
    let x = random_c(60, 4);
    let t = trace(
        |a: &[Tensor]| {
            let y = fft2(&a[0], Some(&[6, 3]), None, Norm::Ortho);
            vec![
                y.clone(),
                ifft2(
                    &fft2(&a[0], None, None, Norm::Ortho),
                    None,
                    None,
                    Norm::Ortho,
                ),
            ]
        },
        &[ty(DType::C128, &shape)],
    )
    .unwrap();
    let out = run(&t, &[arr_c128(&shape, &x)]);
    let (r1, s1) = resize(&x, &shape, 1, 6);
    let (r2, s2) = resize(&r1, &s1, 2, 3);
    let want = dft(&dft(&r2, &s2, 1, -1.0), &s2, 2, -1.0);
    assert_close(&out[0], &scale(&want, 1.0 / 18f64.sqrt()), 1e-13);
    assert_close(&out[1], &x, 1e-13);
}

#[test]
fn fft_of_real_f32_input_is_complex64() {
    let x = random(8, 5);
    let t = trace(
        |a: &[Tensor]| fft(&a[0], None, 0, Norm::Backward),
        &[ty(DType::F32, &[8])],
    )
    .unwrap();
    assert_eq!(t.main().result_types[0].dtype, DType::C64);
    let out = run(&t, &[arr_f32(&[8], &x)]);
    let xr: Vec<f64> = x.iter().map(|&v| v as f32 as f64).collect();
    assert_close(&out[0], &dft(&to_c(&xr), &[8], 0, -1.0), 1e-5);
}

#[test]
fn rfft_with_n_shorter_and_longer_than_input() {
    let shape = [3, 6];
    let x = random(18, 6);
    let t = trace(
        |a: &[Tensor]| {
            vec![
                rfft(&a[0], Some(4), -1, Norm::Backward),
                rfft(&a[0], Some(9), -1, Norm::Forward),
                rfft(&a[0], None, 0, Norm::Ortho),
            ]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let rt: Vec<Vec<usize>> = t
        .main()
        .result_types
        .iter()
        .map(|r| r.shape.clone())
        .collect();
    assert_eq!(rt, vec![vec![3, 3], vec![3, 5], vec![2, 6]]);
    let out = run(&t, &[arr_f64(&shape, &x)]);
    let xc = to_c(&x);
    for (k, (n, s)) in [(4usize, 1.0), (9, 1.0 / 9.0)].into_iter().enumerate() {
        let (r, rs) = resize(&xc, &shape, 1, n);
        let full = dft(&r, &rs, 1, -1.0);
        let (half, _) = resize(&full, &rs, 1, n / 2 + 1);
        assert_close(&out[k], &scale(&half, s), 1e-13);
    }
    let full0 = dft(&xc, &shape, 0, -1.0);
    let (half0, _) = resize(&full0, &shape, 0, 2);
    assert_close(&out[2], &scale(&half0, 1.0 / 3f64.sqrt()), 1e-13);
}

#[test]
fn irfft_even_odd_default_and_padded_lengths() {
    let shape = [3, 5];
    let x = random_c(15, 7);
    let t = trace(
        |a: &[Tensor]| {
            vec![
                irfft(&a[0], None, -1, Norm::Backward),
                irfft(&a[0], Some(7), -1, Norm::Backward),
                irfft(&a[0], Some(12), 1, Norm::Ortho),
                irfft(&a[0], Some(3), 0, Norm::Forward),
            ]
        },
        &[ty(DType::C128, &shape)],
    )
    .unwrap();
    let rt: Vec<Vec<usize>> = t
        .main()
        .result_types
        .iter()
        .map(|r| r.shape.clone())
        .collect();
    assert_eq!(rt, vec![vec![3, 8], vec![3, 7], vec![3, 12], vec![3, 5]]);
    assert!(t.main().result_types.iter().all(|r| r.dtype == DType::F64));
    let out = run(&t, &[arr_c128(&shape, &x)]);
    for (k, (n, axis, s)) in [
        (8usize, 1usize, 1.0),
        (7, 1, 1.0),
        (12, 1, 12f64.sqrt()),
        (3, 0, 3.0),
    ]
    .into_iter()
    .enumerate()
    {
        let (want, _) = irfft_ref(&x, &shape, axis, n);
        let want: Vec<f64> = want.iter().map(|v| v * s).collect();
        assert_close_real(&out[k], &want, 1e-13);
    }
}

#[test]
fn rfftn_irfftn_over_non_trailing_axes() {
    let shape = [4, 3, 6];
    let x = random(72, 8);
    let t = trace(
        |a: &[Tensor]| {
            let y = rfftn(&a[0], None, Some(&[0, 2]), Norm::Backward);
            let back = irfftn(&y, Some(&[4, 6]), Some(&[0, 2]), Norm::Backward);
            let y2 = rfftn(&a[0], None, Some(&[2, 0]), Norm::Backward);
            vec![y, back, y2]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let out = run(&t, &[arr_f64(&shape, &x)]);
    let xc = to_c(&x);
    let half = resize(&dft(&xc, &shape, 2, -1.0), &shape, 2, 4).0;
    let hs = [4, 3, 4];
    assert_close(&out[0], &dft(&half, &hs, 0, -1.0), 1e-13);
    assert_close_real(&out[1], &x, 1e-13);
    // Half spectrum along axis 0 when it is listed last.
    let half0 = resize(&dft(&xc, &shape, 0, -1.0), &shape, 0, 3).0;
    let h0s = [3, 3, 6];
    assert_close(&out[2], &dft(&half0, &h0s, 2, -1.0), 1e-13);
}

#[test]
fn rfft2_irfft2_round_trip_odd_length() {
    let shape = [2, 4, 5];
    let x = random(40, 9);
    let t = trace(
        |a: &[Tensor]| {
            irfft2(
                &rfft2(&a[0], None, None, Norm::Ortho),
                Some(&[4, 5]),
                None,
                Norm::Ortho,
            )
        },
        &[ty(DType::F32, &shape)],
    )
    .unwrap();
    assert_eq!(
        count(&t.text(), "stablehlo.fft"),
        2,
        "one RFFT and one IRFFT over two trailing axes"
    );
    let out = run(&t, &[arr_f32(&shape, &x)]);
    let xr: Vec<f64> = x.iter().map(|&v| v as f32 as f64).collect();
    assert_close_real(&out[0], &xr, 1e-5);
}

#[test]
fn rfftn_of_four_axes_uses_one_real_and_one_complex_op() {
    let shape = [2, 2, 3, 4];
    let x = random(48, 10);
    let t = trace(
        |a: &[Tensor]| rfftn(&a[0], None, None, Norm::Backward),
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let text = t.text();
    assert_eq!(count(&text, "type = RFFT"), 1, "{text}");
    assert_eq!(count(&text, "type = FFT"), 1, "{text}");
    let out = run(&t, &[arr_f64(&shape, &x)]);
    let mut y = resize(&dft(&to_c(&x), &shape, 3, -1.0), &shape, 3, 3).0;
    let hs = [2, 2, 3, 3];
    for axis in 0..3 {
        y = dft(&y, &hs, axis, -1.0);
    }
    assert_close(&out[0], &y, 1e-13);
}

#[test]
fn irfftn_of_four_axes_inverts_rfftn() {
    let shape = [2, 3, 2, 5];
    let x = random(60, 12);
    let t = trace(
        |a: &[Tensor]| {
            let y = rfftn(&a[0], None, None, Norm::Forward);
            irfftn(&y, Some(&[2, 3, 2, 5]), None, Norm::Forward)
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let text = t.text();
    assert_eq!(count(&text, "type = IRFFT"), 1, "{text}");
    assert_eq!(count(&text, "type = IFFT"), 1, "{text}");
    let out = run(&t, &[arr_f64(&shape, &x)]);
    assert_close_real(&out[0], &x, 1e-13);
}

#[test]
fn fftfreq_and_rfftfreq_match_numpy_definition() {
    for n in [8usize, 9, 1] {
        let d = 0.1;
        let t = trace_with(
            |ctx, _: &[Tensor]| {
                vec![
                    fftfreq(ctx, n, d, DType::F64),
                    rfftfreq(ctx, n, d, DType::F64),
                    fftfreq(ctx, n, d, DType::F32),
                ]
            },
            &[],
        )
        .unwrap();
        let out = run(&t, &[]);
        // numpy: results = [0..(n-1)//2, -(n//2)..-1] * (1/(n*d))
        let val = 1.0 / (n as f64 * d);
        let ints: Vec<i64> = (0..=((n as i64 - 1) / 2))
            .chain(-(n as i64 / 2)..0)
            .collect();
        let want: Vec<f64> = ints.iter().map(|&k| k as f64 * val).collect();
        assert_close_real(&out[0], &want, 0.0);
        let rwant: Vec<f64> = (0..=n / 2).map(|k| k as f64 * val).collect();
        assert_close_real(&out[1], &rwant, 0.0);
        let f32_want: Vec<f64> = want.iter().map(|&v| v as f32 as f64).collect();
        assert_close_real(&out[2], &f32_want, 0.0);
    }
}

#[test]
fn fftshift_ifftshift_round_trip_and_definition() {
    let shape = [5, 4];
    let x = random(20, 11);
    let t = trace(
        |a: &[Tensor]| {
            let s = fftshift(&a[0], None);
            vec![
                s.clone(),
                ifftshift(&s, None),
                fftshift(&a[0], Some(&[0])),
                ifftshift(&a[0], Some(&[-2])),
            ]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let out = run(&t, &[arr_f64(&shape, &x)]);
    // fftshift rolls by n//2: out[i] = x[(i - n//2) mod n].
    let shifted: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| x[((i[0] + 5 - 2) % 5) * 4 + (i[1] + 4 - 2) % 4])
        .collect();
    assert_close_real(&out[0], &shifted, 0.0);
    assert_close_real(&out[1], &x, 0.0);
    let rows: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| x[((i[0] + 3) % 5) * 4 + i[1]])
        .collect();
    assert_close_real(&out[2], &rows, 0.0);
    let irows: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| x[((i[0] + 2) % 5) * 4 + i[1]])
        .collect();
    assert_close_real(&out[3], &irows, 0.0);
}

#[test]
fn fft_errors_are_located() {
    type Case = (&'static str, fn(&[Tensor]) -> Tensor);
    let cases: Vec<Case> = vec![
        ("rfft needs a real input", |a| {
            rfft(&a[0].astype(DType::C64), None, -1, Norm::Backward)
        }),
        ("out of bounds", |a| fft(&a[0], None, 2, Norm::Backward)),
        ("different lengths", |a| {
            fftn(&a[0], Some(&[2, 2]), Some(&[0]), Norm::Backward)
        }),
        ("invalid number of data points", |a| {
            ifft(&a[0], Some(0), 0, Norm::Backward)
        }),
        ("repeated", |a| {
            fft2(&a[0], None, Some(&[1, -1]), Norm::Backward)
        }),
        ("fftfreq returns f32 or f64", |a| {
            fftfreq(a[0].ctx(), 4, 1.0, DType::I32)
        }),
    ];
    for (want, f) in cases {
        let err = trace(|a: &[Tensor]| f(a), &[ty(DType::F32, &[4, 6])])
            .err()
            .unwrap_or_else(|| panic!("expected an error containing {want:?}"));
        assert!(err.message.contains(want), "{want:?} not in {err}");
        assert!(err.location.file().ends_with("fft_tests.rs"), "{err}");
    }
}
