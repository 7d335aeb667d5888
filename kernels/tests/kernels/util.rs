//! Test helpers: a fixed-seed xorshift generator, random buffers, index arithmetic, tolerant
//! comparison.

#![allow(dead_code)]

use fresnel_ir::{DType, Data, Scalar};
use num_complex::{Complex32, Complex64};

/// xorshift64*: deterministic, dependency-free.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    /// Uniform in [-1, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
    pub fn coin(&mut self, p_true: f64) -> bool {
        (self.unit() + 1.0) / 2.0 < p_true
    }
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

/// The dtypes the reference model of `scalar_ref.rs` covers: the kernels of the narrow and
/// unsigned integers are tested against the interpreter instead (the conformance programs and
/// the integer program in `tests/tests/it/cpu_backend/fusions.rs`).
pub const TESTED_DTYPES: [DType; 7] = [
    DType::I1,
    DType::I32,
    DType::I64,
    DType::F32,
    DType::F64,
    DType::C64,
    DType::C128,
];

/// A random element; floats in [-3, 3] with occasional specials, ints small with occasional
/// extremes.
pub fn random_scalar(rng: &mut Rng, t: DType, specials: bool) -> Scalar {
    let special = specials && rng.coin(0.08);
    let f = |rng: &mut Rng| -> f64 {
        if special {
            *rng.pick(&[
                0.0,
                -0.0,
                f64::NAN,
                f64::INFINITY,
                f64::NEG_INFINITY,
                1.0,
                -1.0,
            ])
        } else {
            3.0 * rng.unit()
        }
    };
    match t {
        DType::I1 => Scalar::I1(rng.coin(0.5)),
        DType::I32 => Scalar::I32(if special {
            *rng.pick(&[i32::MIN, i32::MAX, 0, -1])
        } else {
            rng.below(21) as i32 - 10
        }),
        DType::I64 => Scalar::I64(if special {
            *rng.pick(&[i64::MIN, i64::MAX, 0, -1])
        } else {
            rng.below(21) as i64 - 10
        }),
        DType::F32 => Scalar::F32(f(rng) as f32),
        DType::F64 => Scalar::F64(f(rng)),
        DType::C64 => Scalar::C64(Complex32::new(f(rng) as f32, f(rng) as f32)),
        DType::C128 => Scalar::C128(Complex64::new(f(rng), f(rng))),
        other => Scalar::from_f64(other, rng.below(21) as f64),
    }
}

pub fn random_data(rng: &mut Rng, t: DType, n: usize, specials: bool) -> Data {
    let mut d = Data::zeros(t, n);
    for i in 0..n {
        d.set(i, random_scalar(rng, t, specials));
    }
    d
}

pub fn random_c64(rng: &mut Rng, n: usize) -> Vec<Complex32> {
    (0..n)
        .map(|_| Complex32::new(rng.unit() as f32, rng.unit() as f32))
        .collect()
}

pub fn random_c128(rng: &mut Rng, n: usize) -> Vec<Complex64> {
    (0..n)
        .map(|_| Complex64::new(rng.unit(), rng.unit()))
        .collect()
}

/// Row-major strides.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    fresnel_ir::types::strides(shape)
}

/// The multi-index of a row-major linear index.
pub fn unravel(mut lane: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = lane % shape[d];
        lane /= shape[d];
    }
    idx
}

pub fn ravel(idx: &[usize], shape: &[usize]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
}

/// A random shape of the given rank with extents in `0..=max` (or `1..=max` without zeros).
pub fn random_shape(rng: &mut Rng, rank: usize, max: usize, allow_zero: bool) -> Vec<usize> {
    (0..rank)
        .map(|_| {
            if allow_zero {
                rng.below(max + 1)
            } else {
                1 + rng.below(max)
            }
        })
        .collect()
}

fn close_f64(a: f64, b: f64, tol: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= tol * (1.0 + a.abs().max(b.abs()))
}

/// Elementwise comparison with a relative tolerance for inexact types (NaN equals NaN) and
/// exact equality for integral ones; panics with the first mismatch.
pub fn assert_close(got: &Data, want: &Data, tol: f64, what: &str) {
    assert_eq!(got.dtype(), want.dtype(), "{what}: dtype");
    assert_eq!(got.len(), want.len(), "{what}: length");
    for i in 0..got.len() {
        let (g, w) = (got.get(i), want.get(i));
        let ok = match (g, w) {
            (Scalar::I1(a), Scalar::I1(b)) => a == b,
            (Scalar::I32(a), Scalar::I32(b)) => a == b,
            (Scalar::I64(a), Scalar::I64(b)) => a == b,
            _ => {
                let (a, b) = (g.to_c128(), w.to_c128());
                close_f64(a.re, b.re, tol) && close_f64(a.im, b.im, tol)
            }
        };
        assert!(ok, "{what}: element {i}: got {g:?}, want {w:?}");
    }
}

/// Max absolute difference between complex vectors, relative to the largest magnitude.
pub fn rel_err_c64(got: &[Complex64], want: &[Complex64]) -> f64 {
    assert_eq!(got.len(), want.len());
    let scale = want.iter().map(|z| z.norm()).fold(1e-300, f64::max);
    got.iter()
        .zip(want)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max)
        / scale
}
