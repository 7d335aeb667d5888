//! Complex division against float64 truth: ~1e6 random complex<f32> pairs over 16 binary
//! orders of magnitude, error in units of 2⁻²⁴ relative to |truth|; and division by a real
//! or an imaginary divisor, which must be exactly rounded part by part.

use crate::util::*;
use fresnel_ir::{BinaryOp, DType, Data};
use fresnel_kernels::{BufRef, ElementwisePlan, ElementwiseProgram, InputMap, Instr};
use num_complex::{Complex32, Complex64};

fn divide(x: Vec<Complex32>, y: Vec<Complex32>) -> Vec<Complex32> {
    let shape = [x.len()];
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let a = p.load(InputMap::contiguous(DType::C64, &shape));
    let b = p.load(InputMap::contiguous(DType::C64, &shape));
    let q = p.push(Instr::Binary {
        op: BinaryOp::Divide,
        lhs: a,
        rhs: b,
    });
    p.output(q);
    let inputs = [Data::C64(x), Data::C64(y)];
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    let out = ElementwisePlan::new(&p)
        .expect("a valid program")
        .run_to_data(&views)
        .expect("inputs fit");
    match out.into_iter().next() {
        Some(Data::C64(q)) => q,
        other => panic!("expected one complex<f32> output, got {other:?}"),
    }
}

/// A part `±U(1, 2)·2^k`, `k` uniform in −8..8.
fn part(rng: &mut Rng) -> f32 {
    let k = rng.below(17) as i32 - 8;
    ((1.5 + rng.unit() / 2.0) * 2f64.powi(k) * if rng.coin(0.5) { -1.0 } else { 1.0 }) as f32
}

#[test]
fn complex_f32_division_is_accurate_against_f64() {
    let mut rng = Rng::new(31);
    let n = 1 << 20;
    let mut z = || Complex32::new(part(&mut rng), part(&mut rng));
    let x: Vec<Complex32> = (0..n).map(|_| z()).collect();
    let y: Vec<Complex32> = (0..n).map(|_| z()).collect();
    let q = divide(x.clone(), y.clone());
    let wide = |c: Complex32| Complex64::new(c.re as f64, c.im as f64);
    let (mut max, mut sum) = (0f64, 0f64);
    for ((a, b), got) in x.iter().zip(&y).zip(&q) {
        let (a, b) = (wide(*a), wide(*b));
        let truth = a * b.conj() / b.norm_sqr();
        let e = (wide(*got) - truth).norm() / truth.norm() / 2f64.powi(-24);
        max = max.max(e);
        sum += e;
    }
    let mean = sum / n as f64;
    eprintln!("complex<f32> division: max {max:.2} mean {mean:.3} units of 2^-24");
    assert!(
        max < 3.0 && mean < 0.75,
        "max {max:.2}, mean {mean:.3} units of 2^-24"
    );
}

#[test]
fn division_by_a_real_or_imaginary_divisor_is_exact_part_by_part() {
    let mut rng = Rng::new(32);
    let specials = [0.0, -0.0, f32::INFINITY, f32::NEG_INFINITY, 1e-40, 3.0e38];
    let value = |rng: &mut Rng| match rng.below(4) {
        0 => *rng.pick(&specials),
        _ => part(rng),
    };
    let n = 4096;
    let x: Vec<Complex32> = (0..n)
        .map(|_| Complex32::new(value(&mut rng), value(&mut rng)))
        .collect();
    let y: Vec<Complex32> = (0..n)
        .map(|i| {
            let v = part(&mut rng);
            if i % 2 == 0 {
                Complex32::new(v, 0.0)
            } else {
                Complex32::new(0.0, v)
            }
        })
        .collect();
    let q = divide(x.clone(), y.clone());
    let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
    for ((a, b), got) in x.iter().zip(&y).zip(&q) {
        // (a.re + i·a.im) / (i·d) = a.im/d − i·a.re/d.
        let want = match b.im == 0.0 {
            true => Complex32::new(a.re / b.re, a.im / b.re),
            false => Complex32::new(a.im / b.im, -(a.re / b.im)),
        };
        assert!(
            same(got.re, want.re) && same(got.im, want.im),
            "{a} / {b}: got {got}, want {want}"
        );
    }
}
