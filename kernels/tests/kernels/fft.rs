//! The FFT kernel against a naive DFT, applied axis by axis.

use crate::util::*;
use fresnel_ir::{DType, Data, FftKind, TensorType};
use fresnel_kernels::{BufMut, BufRef, FftDesc, FftPlan, FftTransform};
use num_complex::{Complex32, Complex64};
use std::f64::consts::PI;

/// Unnormalised DFT of every line along `axis` (sign −1 forward, +1 inverse).
fn naive_dft_axis(x: &[Complex64], shape: &[usize], axis: usize, inverse: bool) -> Vec<Complex64> {
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    let sign = if inverse { 1.0 } else { -1.0 };
    let tw: Vec<Complex64> = (0..n)
        .map(|t| Complex64::from_polar(1.0, sign * 2.0 * PI * t as f64 / n as f64))
        .collect();
    let mut out = vec![Complex64::new(0.0, 0.0); x.len()];
    for o in 0..outer {
        for j in 0..inner {
            let at = |k: usize| o * n * inner + k * inner + j;
            for k in 0..n {
                out[at(k)] = (0..n).map(|t| x[at(t)] * tw[(t * k) % n]).sum();
            }
        }
    }
    out
}

pub fn naive_c2c(
    x: &[Complex64],
    shape: &[usize],
    axes: &[usize],
    inverse: bool,
    scale: f64,
) -> Vec<Complex64> {
    let mut y = x.to_vec();
    for &a in axes {
        y = naive_dft_axis(&y, shape, a, inverse);
    }
    y.iter().map(|z| z * scale).collect()
}

/// The `n/2+1` non-negative bins of the last axis' DFT, after full complex DFTs of the real input
/// over every axis.
pub fn naive_r2c(x: &[f64], shape: &[usize], axes: &[usize], scale: f64) -> Vec<Complex64> {
    let xc: Vec<Complex64> = x.iter().map(|&v| Complex64::new(v, 0.0)).collect();
    let full = naive_c2c(&xc, shape, axes, false, scale);
    let n = *shape.last().unwrap();
    let m = n / 2 + 1;
    full.chunks(n).flat_map(|row| row[..m].to_vec()).collect()
}

/// Inverse DFTs over the other axes, then the real part of the inverse DFT of the Hermitian
/// extension of each last-axis row (imaginary parts of DC and Nyquist ignored).
pub fn naive_c2r(x: &[Complex64], real_shape: &[usize], axes: &[usize], scale: f64) -> Vec<f64> {
    let rank = real_shape.len();
    let n = real_shape[rank - 1];
    let m = n / 2 + 1;
    let mut cshape = real_shape.to_vec();
    cshape[rank - 1] = m;
    let others: Vec<usize> = axes.iter().copied().filter(|&a| a != rank - 1).collect();
    let y = naive_c2c(x, &cshape, &others, true, 1.0);
    let mut out = Vec::new();
    for row in y.chunks(m) {
        let full: Vec<Complex64> = (0..n)
            .map(|k| {
                if k == 0 || 2 * k == n {
                    Complex64::new(row[k].re, 0.0)
                } else if k < m {
                    row[k]
                } else {
                    row[n - k].conj()
                }
            })
            .collect();
        let z = naive_dft_axis(&full, &[n], 0, true);
        out.extend(z.iter().map(|v| v.re * scale));
    }
    out
}

fn to_c64(x: &[Complex64]) -> Vec<Complex32> {
    x.iter()
        .map(|z| Complex32::new(z.re as f32, z.im as f32))
        .collect()
}

fn widen(d: &Data) -> Vec<Complex64> {
    (0..d.len()).map(|i| d.get(i).to_c128()).collect()
}

fn complex_data(dtype: DType, x: &[Complex64]) -> Data {
    match dtype {
        DType::C64 => Data::C64(to_c64(x)),
        _ => Data::C128(x.to_vec()),
    }
}

fn real_data(dtype: DType, x: &[f64]) -> Data {
    match dtype {
        DType::C64 => Data::F32(x.iter().map(|&v| v as f32).collect()),
        _ => Data::F64(x.to_vec()),
    }
}

fn tol(dtype: DType) -> f64 {
    if dtype == DType::C64 {
        2e-5
    } else {
        1e-11
    }
}

fn check_c2c(
    rng: &mut Rng,
    dtype: DType,
    shape: &[usize],
    axes: &[usize],
    inverse: bool,
    scale: Option<f64>,
) {
    let n: usize = shape.iter().product();
    let x = random_c128(rng, n);
    let xin = complex_data(dtype, &x);
    let want = naive_c2c(&widen(&xin), shape, axes, inverse, scale.unwrap_or(1.0));
    let desc = FftDesc {
        transform: if inverse {
            FftTransform::Inverse
        } else {
            FftTransform::Forward
        },
        dtype,
        shape: shape.to_vec(),
        axes: axes.to_vec(),
        scale,
    };
    let plan = FftPlan::new(&desc).unwrap();
    let what = format!("{dtype} {shape:?} axes {axes:?} inverse {inverse} scale {scale:?}");
    // Out of place: the input must be untouched.
    let mut out = Data::zeros(dtype, n);
    plan.run(BufRef::from(&xin), BufMut::from(&mut out))
        .unwrap();
    assert_eq!(xin, complex_data(dtype, &x), "{what}: input modified");
    let e = rel_err_c64(&widen(&out), &want);
    assert!(e < tol(dtype), "{what}: out of place error {e}");
    // In place.
    let mut buf = xin.clone();
    plan.run_in_place(BufMut::from(&mut buf)).unwrap();
    let e = rel_err_c64(&widen(&buf), &want);
    assert!(e < tol(dtype), "{what}: in place error {e}");
}

fn check_real(rng: &mut Rng, dtype: DType, shape: &[usize], axes: &[usize], scale: Option<f64>) {
    let rank = shape.len();
    let n_real: usize = shape.iter().product();
    let mut cshape = shape.to_vec();
    cshape[rank - 1] = shape[rank - 1] / 2 + 1;
    let n_complex: usize = cshape.iter().product();
    let what = format!("{dtype} {shape:?} axes {axes:?} scale {scale:?}");

    let x: Vec<f64> = (0..n_real).map(|_| rng.unit()).collect();
    let xin = real_data(dtype, &x);
    let xw: Vec<f64> = widen(&xin).iter().map(|z| z.re).collect();
    let desc = FftDesc {
        transform: FftTransform::RealToComplex,
        dtype,
        shape: shape.to_vec(),
        axes: axes.to_vec(),
        scale,
    };
    let plan = FftPlan::new(&desc).unwrap();
    let mut spec = Data::zeros(dtype, n_complex);
    plan.run(BufRef::from(&xin), BufMut::from(&mut spec))
        .unwrap();
    let e = rel_err_c64(
        &widen(&spec),
        &naive_r2c(&xw, shape, axes, scale.unwrap_or(1.0)),
    );
    assert!(e < tol(dtype), "{what}: r2c error {e}");
    assert!(plan.run_in_place(BufMut::from(&mut spec.clone())).is_err());

    // C2R of an arbitrary half-spectrum (not necessarily Hermitian-consistent).
    let y = random_c128(rng, n_complex);
    let yin = complex_data(dtype, &y);
    let desc = FftDesc {
        transform: FftTransform::ComplexToReal,
        dtype,
        shape: shape.to_vec(),
        axes: axes.to_vec(),
        scale,
    };
    let plan = FftPlan::new(&desc).unwrap();
    let mut out = Data::zeros(dtype.real_part(), n_real);
    plan.run(BufRef::from(&yin), BufMut::from(&mut out))
        .unwrap();
    assert_eq!(yin, complex_data(dtype, &y), "{what}: c2r input modified");
    let want: Vec<Complex64> = naive_c2r(&widen(&yin), shape, axes, scale.unwrap_or(1.0))
        .iter()
        .map(|&v| Complex64::new(v, 0.0))
        .collect();
    let e = rel_err_c64(&widen(&out), &want);
    assert!(e < tol(dtype), "{what}: c2r error {e}");
}

/// A random subset of `0..rank` in random order (possibly empty unless `nonempty`).
fn random_axes(rng: &mut Rng, rank: usize, must_include_last: bool) -> Vec<usize> {
    let mut axes: Vec<usize> = (0..rank)
        .filter(|&a| rng.coin(0.5) || (must_include_last && a == rank - 1))
        .collect();
    for i in (1..axes.len()).rev() {
        axes.swap(i, rng.below(i + 1));
    }
    axes
}

#[test]
fn complex_ffts_over_random_axes_of_rank_1_to_6_match_the_naive_dft() {
    let mut rng = Rng::new(11);
    let extents = [1, 2, 3, 4, 5, 7, 8, 11, 12, 13, 16];
    for case in 0..60 {
        let rank = 1 + case % 6;
        let budget = [64, 256, 512, 512, 600, 800][rank - 1];
        let shape: Vec<usize> = loop {
            let s: Vec<usize> = (0..rank).map(|_| *rng.pick(&extents)).collect();
            if s.iter().product::<usize>() <= budget {
                break s;
            }
        };
        let axes = random_axes(&mut rng, rank, false);
        let dtype = if case % 2 == 0 {
            DType::C64
        } else {
            DType::C128
        };
        let scale = if rng.coin(0.5) {
            Some(0.25 + rng.unit().abs())
        } else {
            None
        };
        check_c2c(&mut rng, dtype, &shape, &axes, case % 3 == 0, scale);
    }
}

#[test]
fn every_single_axis_position_and_prime_lengths() {
    let mut rng = Rng::new(12);
    let shape = [3, 5, 7, 2];
    for axis in 0..4 {
        for dtype in [DType::C64, DType::C128] {
            check_c2c(&mut rng, dtype, &shape, &[axis], false, None);
            check_c2c(
                &mut rng,
                dtype,
                &shape,
                &[axis],
                true,
                Some(1.0 / shape[axis] as f64),
            );
        }
    }
    for n in [17, 31, 97, 128, 250] {
        check_c2c(&mut rng, DType::C64, &[3, n], &[0, 1], false, None);
        check_c2c(&mut rng, DType::C128, &[n, 3], &[0], true, None);
    }
}

#[test]
fn planes_larger_than_the_slab_budget_use_whole_array_passes() {
    let mut rng = Rng::new(13);
    // 300·256 complex<f64> = 1.2 MB per plane: over the slab budget.
    check_c2c(
        &mut rng,
        DType::C128,
        &[2, 300, 256],
        &[1, 2],
        false,
        Some(0.5),
    );
    // A single plane: fewer slabs than threads.
    check_c2c(&mut rng, DType::C64, &[1, 40, 24], &[1, 2], true, None);
    check_c2c(&mut rng, DType::C64, &[40, 24], &[0], false, None);
    check_real(&mut rng, DType::C128, &[2, 300, 510], &[1, 2], None);
    check_real(&mut rng, DType::C64, &[1, 30, 20], &[1, 2], Some(0.1));
}

#[test]
fn real_transforms_match_the_naive_dft() {
    let mut rng = Rng::new(14);
    let extents = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13];
    for case in 0..40 {
        let rank = 1 + case % 5;
        let shape: Vec<usize> = loop {
            let s: Vec<usize> = (0..rank).map(|_| *rng.pick(&extents)).collect();
            if s.iter().product::<usize>() <= 600 {
                break s;
            }
        };
        let axes = random_axes(&mut rng, rank, true);
        let dtype = if case % 2 == 0 {
            DType::C64
        } else {
            DType::C128
        };
        let scale = if rng.coin(0.5) { Some(0.5) } else { None };
        check_real(&mut rng, dtype, &shape, &axes, scale);
    }
}

#[test]
fn rfft_then_normalised_irfft_round_trips() {
    let mut rng = Rng::new(15);
    for shape in [vec![4, 9], vec![3, 2, 10], vec![5, 16]] {
        let n_real: usize = shape.iter().product();
        let rank = shape.len();
        let x: Vec<f64> = (0..n_real).map(|_| rng.unit()).collect();
        let tt = TensorType::new(DType::F64, shape.clone());
        let length = &shape[rank - 2..];
        let fwd =
            FftPlan::new(&FftDesc::from_stablehlo(FftKind::Rfft, &tt, length).unwrap()).unwrap();
        let spec_t = fwd.desc().output_type();
        let mut spec = Data::zeros(DType::C128, spec_t.num_elements());
        fwd.run(BufRef::F64(&x), BufMut::from(&mut spec)).unwrap();
        let inv = FftPlan::new(&FftDesc::from_stablehlo(FftKind::Irfft, &spec_t, length).unwrap())
            .unwrap();
        assert_eq!(inv.desc().output_type(), tt);
        let mut back = vec![0.0; n_real];
        inv.run(BufRef::from(&spec), BufMut::F64(&mut back))
            .unwrap();
        let err = x
            .iter()
            .zip(&back)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        assert!(err < 1e-12, "{shape:?}: {err}");
    }
}

#[test]
fn stablehlo_descriptions_and_their_types() {
    let c = TensorType::new(DType::C64, vec![2, 4, 8]);
    let d = FftDesc::from_stablehlo(FftKind::Ifft, &c, &[4, 8]).unwrap();
    assert_eq!(
        (d.transform, d.axes.clone(), d.scale),
        (FftTransform::Inverse, vec![1, 2], Some(1.0 / 32.0))
    );
    let r = TensorType::new(DType::F32, vec![3, 8]);
    let d = FftDesc::from_stablehlo(FftKind::Rfft, &r, &[8]).unwrap();
    assert_eq!(d.output_type(), TensorType::new(DType::C64, vec![3, 5]));
    let h = TensorType::new(DType::C128, vec![3, 5]);
    let d = FftDesc::from_stablehlo(FftKind::Irfft, &h, &[8]).unwrap();
    assert_eq!(d.output_type(), TensorType::new(DType::F64, vec![3, 8]));
    assert_eq!(d.scale, Some(0.125));
    // Mismatches are errors, not panics.
    assert!(FftDesc::from_stablehlo(FftKind::Irfft, &h, &[10]).is_err());
    assert!(FftDesc::from_stablehlo(FftKind::Fft, &c, &[4, 9]).is_err());
    assert!(FftDesc::from_stablehlo(FftKind::Rfft, &c, &[8]).is_err());
    assert!(FftDesc::from_stablehlo(FftKind::Fft, &c, &[]).is_err());
    assert!(FftDesc::from_stablehlo(FftKind::Fft, &c, &[1, 2, 4, 8]).is_err());
}

#[test]
fn bad_descriptions_and_buffers_are_errors() {
    let base = FftDesc {
        transform: FftTransform::Forward,
        dtype: DType::C64,
        shape: vec![4, 4],
        axes: vec![0, 1],
        scale: None,
    };
    for bad in [
        FftDesc {
            axes: vec![2],
            ..base.clone()
        },
        FftDesc {
            axes: vec![1, 1],
            ..base.clone()
        },
        FftDesc {
            dtype: DType::F32,
            ..base.clone()
        },
        FftDesc {
            transform: FftTransform::RealToComplex,
            axes: vec![0],
            ..base.clone()
        },
    ] {
        assert!(FftPlan::new(&bad).is_err(), "{bad:?}");
    }
    let plan = FftPlan::new(&base).unwrap();
    let mut short = Data::zeros(DType::C64, 15);
    assert!(plan
        .run_in_place(BufMut::from(&mut short))
        .unwrap_err()
        .to_string()
        .contains("expected tensor<4x4xcomplex<f32>>"));
    let mut wrong = Data::zeros(DType::C128, 16);
    assert!(plan.run_in_place(BufMut::from(&mut wrong)).is_err());
}

#[test]
fn zero_size_dims_are_no_ops() {
    for shape in [vec![0, 4], vec![3, 0], vec![2, 0, 5]] {
        let desc = FftDesc {
            transform: FftTransform::Forward,
            dtype: DType::C64,
            shape: shape.clone(),
            axes: (0..shape.len()).collect(),
            scale: None,
        };
        let plan = FftPlan::new(&desc).unwrap();
        plan.run_in_place(BufMut::C64(&mut [])).unwrap();
        let desc = FftDesc {
            transform: FftTransform::RealToComplex,
            ..desc
        };
        let plan = FftPlan::new(&desc).unwrap();
        let out_len = plan.desc().output_type().num_elements();
        let mut out = Data::zeros(DType::C64, out_len);
        plan.run(BufRef::F32(&[]), BufMut::from(&mut out)).unwrap();
    }
}
