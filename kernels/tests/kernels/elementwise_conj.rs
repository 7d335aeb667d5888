//! The conjugate patterns autodiff writes (`complex(real(z), negate(imag(z)))`, multiplied,
//! possibly after a multiply by a constant) run as fused lane loops; they must stay
//! bit-identical to the naive evaluator, NaN, infinities and signed zeros included.

use crate::elementwise::naive_eval;
use crate::util::*;
use fresnel_ir::{BinaryOp, DType, Data, Scalar, UnaryOp};
use fresnel_kernels::{BufRef, ElementwisePlan, ElementwiseProgram, InputMap, Instr, Reg};
use num_complex::{Complex32, Complex64};

fn unary(p: &mut ElementwiseProgram, op: UnaryOp, x: Reg) -> Reg {
    p.push(Instr::Unary { op, x })
}

fn binary(p: &mut ElementwiseProgram, op: BinaryOp, lhs: Reg, rhs: Reg) -> Reg {
    p.push(Instr::Binary { op, lhs, rhs })
}

/// `complex(real(z), negate(imag(z)))`.
fn conj(p: &mut ElementwiseProgram, z: Reg) -> Reg {
    let re = unary(p, UnaryOp::Real, z);
    let im = unary(p, UnaryOp::Imag, z);
    let neg = unary(p, UnaryOp::Negate, im);
    binary(p, BinaryOp::Complex, re, neg)
}

/// Equal bit for bit, except that any NaN equals any NaN (payloads are not specified).
fn assert_same_bits(got: &Data, want: &Data, what: &str) {
    assert_eq!(got.dtype(), want.dtype(), "{what}: dtype");
    assert_eq!(got.len(), want.len(), "{what}: length");
    let same = |a: f64, b: f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
    for i in 0..got.len() {
        let (g, w) = (got.get(i).to_c128(), want.get(i).to_c128());
        assert!(
            same(g.re, w.re) && same(g.im, w.im),
            "{what}: element {i}: got {g:?}, want {w:?}"
        );
    }
}

fn check_exact(p: &ElementwiseProgram, inputs: &[Data], what: &str) {
    let want = naive_eval(p, inputs);
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    for (chunk, simd) in [(None, true), (None, false), (Some(5), true)] {
        let mut plan = match chunk {
            None => ElementwisePlan::new(p),
            Some(c) => ElementwisePlan::with_chunk_len(p, c),
        }
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        plan.set_simd(simd);
        let got = plan
            .run_to_data(&views)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_same_bits(g, w, &format!("{what}, output {k}, chunk {chunk:?}"));
        }
    }
}

/// Every pair of parts drawn from values where `(a+bi)(s+0i)` and `(a·s, b·s)` differ
/// (infinities, NaN, signed zeros), so a "cheaper" but inexact rewrite would be caught.
fn special_inputs(t: DType, n: usize, seed: u64) -> Data {
    let parts = [
        0.0,
        -0.0,
        1.5,
        -2.25,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1e-310,
    ];
    let mut rng = Rng::new(seed);
    let mut d = Data::zeros(t, n);
    for i in 0..n {
        let (re, im) = if i < parts.len() * parts.len() {
            (parts[i / parts.len()], parts[i % parts.len()])
        } else {
            (3.0 * rng.unit(), 3.0 * rng.unit())
        };
        d.set(
            i,
            match t {
                DType::C64 => Scalar::C64(Complex32::new(re as f32, im as f32)),
                _ => Scalar::C128(Complex64::new(re, im)),
            },
        );
    }
    d
}

fn scale_const(t: DType, s: f64) -> Scalar {
    match t {
        DType::C64 => Scalar::C64(Complex32::new(s as f32, 0.0)),
        _ => Scalar::C128(Complex64::new(s, 0.0)),
    }
}

#[test]
fn conjugate_patterns_are_bit_identical_to_the_reference() {
    let shape = [3, 70];
    let n: usize = shape.iter().product();
    for t in [DType::C64, DType::C128] {
        let inputs = vec![special_inputs(t, n, 1), special_inputs(t, n, 2)];
        // Each case builds: program, outputs, from loads x and y.
        type Build = fn(&mut ElementwiseProgram, Reg, Reg, DType) -> Vec<Reg>;
        let cases: [(&str, Build); 7] = [
            ("conj alone", |p, _, y, _| vec![conj(p, y)]),
            ("x * conj(y)", |p, x, y, _| {
                let c = conj(p, y);
                vec![binary(p, BinaryOp::Multiply, x, c)]
            }),
            ("conj(y) * x", |p, x, y, _| {
                let c = conj(p, y);
                vec![binary(p, BinaryOp::Multiply, c, x)]
            }),
            ("(x * k) * conj(y)", |p, x, y, t| {
                let k = p.push(Instr::Const(scale_const(t, 2f64.powi(-16))));
                let xs = binary(p, BinaryOp::Multiply, x, k);
                let c = conj(p, y);
                vec![binary(p, BinaryOp::Multiply, xs, c)]
            }),
            ("conj(y) * (k * x)", |p, x, y, t| {
                let k = p.push(Instr::Const(scale_const(t, -3.0)));
                let xs = binary(p, BinaryOp::Multiply, k, x);
                let c = conj(p, y);
                vec![binary(p, BinaryOp::Multiply, c, xs)]
            }),
            ("scaled and conj registers also stored", |p, x, y, t| {
                let k = p.push(Instr::Const(scale_const(t, 0.5)));
                let xs = binary(p, BinaryOp::Multiply, x, k);
                let c = conj(p, y);
                let m = binary(p, BinaryOp::Multiply, xs, c);
                vec![m, xs, c]
            }),
            ("conj(x) * conj(y) and imag part reused", |p, x, y, _| {
                let cx = conj(p, x);
                let cy = conj(p, y);
                let m = binary(p, BinaryOp::Multiply, cx, cy);
                let im = unary(p, UnaryOp::Imag, y);
                vec![m, im]
            }),
        ];
        for (what, build) in cases {
            let mut p = ElementwiseProgram::new(shape.to_vec());
            let x = p.load(InputMap::contiguous(t, &shape));
            // y broadcast along dim 0, so it is gathered rather than read in place.
            let y = p.load(InputMap {
                dtype: t,
                offset: 0,
                strides: vec![0, 1],
            });
            for r in build(&mut p, x, y, t) {
                p.output(r);
            }
            check_exact(&p, &inputs, &format!("{what} on {t}"));
        }
    }
}

#[test]
fn a_real_operand_is_not_taken_for_a_conjugate() {
    // complex(real(x), negate(imag(x))) on a real x is complex(x, -0): not a conjugate of a
    // complex register, so it must still run as written.
    let shape = [9];
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let x = p.load(InputMap::contiguous(DType::F32, &shape));
    let c = conj(&mut p, x);
    p.output(c);
    let mut rng = Rng::new(7);
    let inputs = vec![random_data(&mut rng, DType::F32, 9, true)];
    check_exact(&p, &inputs, "conj pattern on f32");
}

#[test]
fn norm_squared_patterns_are_bit_identical_to_the_reference() {
    let shape = [2, 70];
    let n: usize = shape.iter().product();
    for t in [DType::C64, DType::C128] {
        let inputs = vec![special_inputs(t, n, 3)];
        for (imag_first, keep_parts) in [(false, false), (true, false), (false, true)] {
            let mut p = ElementwiseProgram::new(shape.to_vec());
            let z = p.load(InputMap::contiguous(t, &shape));
            let re = unary(&mut p, UnaryOp::Real, z);
            let im = unary(&mut p, UnaryOp::Imag, z);
            let re2 = binary(&mut p, BinaryOp::Multiply, re, re);
            let im2 = binary(&mut p, BinaryOp::Multiply, im, im);
            let sum = if imag_first {
                binary(&mut p, BinaryOp::Add, im2, re2)
            } else {
                binary(&mut p, BinaryOp::Add, re2, im2)
            };
            p.output(sum);
            if keep_parts {
                // The parts stay live for other uses (as in the gradient's FFT prologue).
                let both = binary(&mut p, BinaryOp::Multiply, re, im);
                p.output(both);
            }
            check_exact(
                &p,
                &inputs,
                &format!("|z|² on {t}, imag first {imag_first}, parts kept {keep_parts}"),
            );
        }
    }
}

/// Programs that look like the fused patterns but read two different registers: they are not
/// conjugates or squared magnitudes and must run as written (each test fails if the matching
/// register check in the peephole is dropped).
fn mixed_registers(build: fn(&mut ElementwiseProgram, Reg, Reg) -> Reg, what: &str) {
    let shape = [2, 70];
    let n: usize = shape.iter().product();
    for t in [DType::C64, DType::C128] {
        let inputs = vec![special_inputs(t, n, 5), special_inputs(t, n, 6)];
        let mut p = ElementwiseProgram::new(shape.to_vec());
        let x = p.load(InputMap::contiguous(t, &shape));
        let y = p.load(InputMap::contiguous(t, &shape));
        let r = build(&mut p, x, y);
        p.output(r);
        check_exact(&p, &inputs, &format!("{what} on {t}"));
    }
}

#[test]
fn real_of_one_register_and_imag_of_another_is_not_a_conjugate() {
    mixed_registers(
        |p, x, y| {
            let re = unary(p, UnaryOp::Real, x);
            let im = unary(p, UnaryOp::Imag, y);
            let neg = unary(p, UnaryOp::Negate, im);
            binary(p, BinaryOp::Complex, re, neg)
        },
        "complex(real(x), negate(imag(y)))",
    );
}

#[test]
fn squares_of_parts_of_two_registers_are_not_a_squared_magnitude() {
    mixed_registers(
        |p, x, y| {
            let re = unary(p, UnaryOp::Real, x);
            let im = unary(p, UnaryOp::Imag, y);
            let re2 = binary(p, BinaryOp::Multiply, re, re);
            let im2 = binary(p, BinaryOp::Multiply, im, im);
            binary(p, BinaryOp::Add, re2, im2)
        },
        "real(x)² + imag(y)²",
    );
}

#[test]
fn a_product_of_two_different_parts_is_not_a_square() {
    mixed_registers(
        |p, x, y| {
            let (re_x, re_y) = (unary(p, UnaryOp::Real, x), unary(p, UnaryOp::Real, y));
            let im = unary(p, UnaryOp::Imag, x);
            let re2 = binary(p, BinaryOp::Multiply, re_x, re_y);
            let im2 = binary(p, BinaryOp::Multiply, im, im);
            binary(p, BinaryOp::Add, re2, im2)
        },
        "real(x)·real(y) + imag(x)²",
    );
}
