//! Elementwise ops: the tricky corners of every family.

use super::tests::*;
use fresnel_ir::{Array, BinaryOp, CompareDir, CompareType, DType, Data, Op, UnaryOp};
use num_complex::Complex64;

fn un(op: UnaryOp, x: Array, out: DType) -> Array {
    let shape = x.shape.clone();
    op1(Op::Unary(op), &[x], ty(out, &shape))
}

fn bin(op: BinaryOp, a: Array, b: Array) -> Array {
    let t = a.ty();
    op1(Op::Binary(op), &[a, b], t)
}

fn cmp(dir: CompareDir, cmp_type: Option<CompareType>, a: Array, b: Array) -> Vec<bool> {
    let shape = a.shape.clone();
    match op1(
        Op::Compare { dir, cmp_type },
        &[a, b],
        ty(DType::I1, &shape),
    )
    .data
    {
        Data::I1(v) => v,
        d => panic!("compare gave {}", d.dtype()),
    }
}

fn bits32(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

fn c(re: f64, im: f64) -> Complex64 {
    Complex64::new(re, im)
}

#[test]
fn abs_of_complex_is_its_magnitude_and_int_abs_wraps() {
    let z = c64s(&[2], &[(3.0, 4.0), (-5.0, 12.0)]);
    assert_eq!(un(UnaryOp::Abs, z, DType::F32), f32s(&[2], &[5.0, 13.0]));
    let ints = i32s(&[3], &[i32::MIN, -3, 4]);
    assert_eq!(
        un(UnaryOp::Abs, ints, DType::I32),
        i32s(&[3], &[i32::MIN, 3, 4])
    );
    let neg = i64s(&[2], &[i64::MIN, 7]);
    assert_eq!(
        un(UnaryOp::Negate, neg, DType::I64),
        i64s(&[2], &[i64::MIN, -7])
    );
}

#[test]
fn sign_keeps_nan_and_signed_zeros() {
    let x = f32s(&[5], &[f32::NAN, -0.0, 0.0, -3.0, 7.0]);
    let s = f32_data(&un(UnaryOp::Sign, x, DType::F32));
    assert!(s[0].is_nan());
    assert_eq!(bits32(&s[1..]), bits32(&[-0.0, 0.0, -1.0, 1.0]));
    assert_eq!(
        un(UnaryOp::Sign, i32s(&[3], &[-9, 0, 4]), DType::I32),
        i32s(&[3], &[-1, 0, 1])
    );
    let z = un(
        UnaryOp::Sign,
        c128s(&[2], &[(3.0, -4.0), (0.0, 0.0)]),
        DType::C128,
    );
    assert_close(&z, &[c(0.6, -0.8), c(0.0, 0.0)], 1e-15);
}

#[test]
fn not_is_logical_on_i1_and_bitwise_on_ints() {
    let b = un(UnaryOp::Not, bools(&[2], &[true, false]), DType::I1);
    assert_eq!(b, bools(&[2], &[false, true]));
    assert_eq!(
        un(UnaryOp::Not, i32s(&[2], &[5, -1]), DType::I32),
        i32s(&[2], &[-6, 0])
    );
}

#[test]
fn rounding_ops() {
    let x = f64s(&[6], &[2.5, 3.5, -2.5, -0.4, 1.7, -1.2]);
    let r = un(UnaryOp::RoundNearestEven, x.clone(), DType::F64);
    assert_eq!(f64_data(&r), vec![2.0, 4.0, -2.0, -0.0, 2.0, -1.0]);
    assert_eq!(
        f64_data(&un(UnaryOp::Floor, x.clone(), DType::F64)),
        vec![2.0, 3.0, -3.0, -1.0, 1.0, -2.0]
    );
    assert_eq!(
        f64_data(&un(UnaryOp::Ceil, x, DType::F64)),
        vec![3.0, 4.0, -2.0, -0.0, 2.0, -1.0]
    );
}

#[test]
fn real_and_imag_of_real_and_complex_tensors() {
    let x = f64s(&[2], &[1.5, -2.0]);
    assert_eq!(un(UnaryOp::Real, x.clone(), DType::F64), x);
    assert_eq!(un(UnaryOp::Imag, x, DType::F64), f64s(&[2], &[0.0, 0.0]));
    let z = c64s(&[2], &[(1.0, 2.0), (3.0, -4.0)]);
    assert_eq!(
        un(UnaryOp::Real, z.clone(), DType::F32),
        f32s(&[2], &[1.0, 3.0])
    );
    assert_eq!(un(UnaryOp::Imag, z, DType::F32), f32s(&[2], &[2.0, -4.0]));
}

#[test]
fn is_finite() {
    let x = f32s(&[4], &[1.0, f32::NAN, f32::INFINITY, -f32::INFINITY]);
    assert_eq!(
        un(UnaryOp::IsFinite, x, DType::I1),
        bools(&[4], &[true, false, false, false])
    );
}

#[test]
fn transcendental_functions_on_reals() {
    let x = f64s(&[4], &[-800.0, -1.0, 0.0, 800.0]);
    let l = f64_data(&un(UnaryOp::Logistic, x, DType::F64));
    let e = 1.0f64.exp();
    assert_eq!(l[0], 0.0);
    assert!((l[1] - 1.0 / (1.0 + e)).abs() < 1e-16);
    assert_eq!(l[2..], [0.5, 1.0]);
    // Small arguments keep full relative precision.
    let tiny = f64s(&[1], &[1e-10]);
    let em1 = f64_data(&un(UnaryOp::ExponentialMinusOne, tiny.clone(), DType::F64))[0];
    assert!((em1 - (1e-10 + 5e-21)).abs() < 1e-25);
    let lp1 = f64_data(&un(UnaryOp::LogPlusOne, tiny, DType::F64))[0];
    assert!((lp1 - (1e-10 - 5e-21)).abs() < 1e-25);
    let cb = f32_data(&un(UnaryOp::Cbrt, f32s(&[2], &[-8.0, 27.0]), DType::F32));
    assert_eq!(cb, vec![-2.0, 3.0]);
    let rs = f32_data(&un(UnaryOp::Rsqrt, f32s(&[2], &[4.0, 0.0]), DType::F32));
    assert_eq!(rs, vec![0.5, f32::INFINITY]);
    let t = f64_data(&un(UnaryOp::Tan, f64s(&[1], &[0.5]), DType::F64))[0];
    assert!((t - 0.5f64.tan()).abs() < 1e-16);
}

#[test]
fn complex_elementary_functions() {
    let z = [(0.3, -0.7), (-1.2, 0.4), (2.0, 3.0)];
    let zs: Vec<Complex64> = z.iter().map(|&(re, im)| c(re, im)).collect();
    let x = c128s(&[3], &z);
    let check = |op: UnaryOp, f: fn(Complex64) -> Complex64| {
        let want: Vec<Complex64> = zs.iter().map(|&v| f(v)).collect();
        assert_close(&un(op, x.clone(), DType::C128), &want, 1e-13);
    };
    check(UnaryOp::Exponential, |v| v.exp());
    check(UnaryOp::ExponentialMinusOne, |v| v.exp() - 1.0);
    check(UnaryOp::Log, |v| v.ln());
    check(UnaryOp::LogPlusOne, |v| (v + 1.0).ln());
    check(UnaryOp::Sqrt, |v| v.sqrt());
    check(UnaryOp::Rsqrt, |v| 1.0 / v.sqrt());
    check(UnaryOp::Sine, |v| v.sin());
    check(UnaryOp::Cosine, |v| v.cos());
    check(UnaryOp::Tan, |v| v.sin() / v.cos());
    check(UnaryOp::Tanh, |v| {
        ((2.0 * v).exp() - 1.0) / ((2.0 * v).exp() + 1.0)
    });
    check(UnaryOp::Logistic, |v| 1.0 / (1.0 + (-v).exp()));
    // complex<f32> agrees to its precision.
    let x32 = c64s(&[3], &[(0.3, -0.7), (-1.2, 0.4), (2.0, 3.0)]);
    let want: Vec<Complex64> = zs.iter().map(|v| v.tanh()).collect();
    assert_close(&un(UnaryOp::Tanh, x32, DType::C64), &want, 1e-6);
}

#[test]
fn complex_functions_at_their_edges() {
    // Branch cut of sqrt: the sign of a zero imaginary part picks the side.
    let s = un(
        UnaryOp::Sqrt,
        c128s(&[2], &[(-4.0, 0.0), (-4.0, -0.0)]),
        DType::C128,
    );
    assert_eq!(s, c128s(&[2], &[(0.0, 2.0), (0.0, -2.0)]));
    // tanh does not overflow for a large real part.
    let t = un(
        UnaryOp::Tanh,
        c128s(&[2], &[(400.0, 1.0), (-30.0, 0.5)]),
        DType::C128,
    );
    assert_close(&t, &[c(1.0, 0.0), c(-1.0, 0.0)], 1e-15);
    // exp(z) − 1 and log(1 + z) keep relative precision for tiny z.
    let tiny = c128s(&[1], &[(1e-10, 2e-10)]);
    let em1 = un(UnaryOp::ExponentialMinusOne, tiny.clone(), DType::C128).to_c128_vec()[0];
    let want = c(1e-10, 2e-10) + c(1e-10, 2e-10) * c(1e-10, 2e-10) / 2.0;
    assert!((em1 - want).norm() < 1e-25, "{em1}");
    let lp1 = un(UnaryOp::LogPlusOne, tiny, DType::C128).to_c128_vec()[0];
    let want = c(1e-10, 2e-10) - c(1e-10, 2e-10) * c(1e-10, 2e-10) / 2.0;
    assert!((lp1 - want).norm() < 1e-25, "{lp1}");
}

#[test]
fn convert_between_types() {
    let x = f32s(&[6], &[-1.7, 1.7, 1e10, -1e10, f32::NAN, -0.0]);
    assert_eq!(
        op1(Op::Convert, std::slice::from_ref(&x), ty(DType::I32, &[6])),
        i32s(&[6], &[-1, 1, i32::MAX, i32::MIN, 0, 0])
    );
    assert_eq!(
        op1(Op::Convert, &[x], ty(DType::I1, &[6])),
        bools(&[6], &[true, true, true, true, true, false])
    );
    let z = c128s(&[3], &[(-1.0, 0.0), (0.0, 1.0), (2.5, 3.0)]);
    assert_eq!(
        op1(Op::Convert, std::slice::from_ref(&z), ty(DType::F64, &[3])),
        f64s(&[3], &[-1.0, 0.0, 2.5])
    );
    assert_eq!(
        op1(Op::Convert, std::slice::from_ref(&z), ty(DType::I1, &[3])),
        bools(&[3], &[true, false, true])
    );
    assert_eq!(
        op1(Op::Convert, &[z], ty(DType::C64, &[3])),
        c64s(&[3], &[(-1.0, 0.0), (0.0, 1.0), (2.5, 3.0)])
    );
    let b = bools(&[2], &[true, false]);
    assert_eq!(
        op1(Op::Convert, std::slice::from_ref(&b), ty(DType::F32, &[2])),
        f32s(&[2], &[1.0, 0.0])
    );
    assert_eq!(
        op1(Op::Convert, &[b], ty(DType::C128, &[2])),
        c128s(&[2], &[(1.0, 0.0), (0.0, 0.0)])
    );
    let big = i64s(&[2], &[(1 << 32) + 5, -1]);
    assert_eq!(
        op1(
            Op::Convert,
            std::slice::from_ref(&big),
            ty(DType::I32, &[2])
        ),
        i32s(&[2], &[5, -1])
    );
    let exact = i64s(&[1], &[(1 << 53) + 1]);
    assert_eq!(
        op1(Op::Convert, &[exact], ty(DType::F64, &[1])),
        f64s(&[1], &[9007199254740992.0])
    );
    assert_eq!(
        op1(Op::Convert, &[big], ty(DType::I1, &[2])),
        bools(&[2], &[true, true])
    );
}

#[test]
fn integer_division_and_remainder() {
    let a = i32s(&[6], &[17, -17, 17, -17, 5, i32::MIN]);
    let b = i32s(&[6], &[3, 3, -3, -3, 0, -1]);
    assert_eq!(
        bin(BinaryOp::Divide, a.clone(), b.clone()),
        i32s(&[6], &[5, -5, -5, 5, -1, i32::MIN])
    );
    assert_eq!(
        bin(BinaryOp::Remainder, a, b),
        i32s(&[6], &[2, -2, 2, -2, 5, 0])
    );
    let r = bin(
        BinaryOp::Remainder,
        f64s(&[3], &[-7.5, 7.5, 7.5]),
        f64s(&[3], &[2.0, -2.0, 2.0]),
    );
    assert_eq!(f64_data(&r), vec![-1.5, 1.5, 1.5]);
    let wrap = bin(BinaryOp::Add, i32s(&[1], &[i32::MAX]), i32s(&[1], &[1]));
    assert_eq!(wrap, i32s(&[1], &[i32::MIN]));
    let wrap = bin(BinaryOp::Multiply, i64s(&[1], &[1 << 62]), i64s(&[1], &[4]));
    assert_eq!(wrap, i64s(&[1], &[0]));
}

#[test]
fn integer_power() {
    let a = i64s(&[9], &[-1, -1, -3, 1, -3, 0, -1, -1, 2]);
    let b = i64s(&[9], &[1, 0, -3, -3, 3, 2, -3, -2, 64]);
    assert_eq!(
        bin(BinaryOp::Power, a, b),
        i64s(&[9], &[-1, 1, 0, 1, -27, 0, -1, 1, 0])
    );
    assert_eq!(
        bin(BinaryOp::Power, i32s(&[1], &[3]), i32s(&[1], &[5])),
        i32s(&[1], &[243])
    );
}

#[test]
fn float_and_complex_power() {
    let p = bin(
        BinaryOp::Power,
        f64s(&[4], &[-2.0, -0.0, -36.0, 5.0]),
        f64s(&[4], &[2.0, 2.0, 1.1, -1.0]),
    );
    let v = f64_data(&p);
    assert_eq!(v[..2], [4.0, 0.0]);
    assert!(v[2].is_nan());
    assert!((v[3] - 0.2).abs() < 1e-16);
    let z = bin(
        BinaryOp::Power,
        c128s(&[4], &[(0.0, 1.0), (2.0, 0.0), (0.0, 0.0), (0.0, 0.0)]),
        c128s(&[4], &[(2.0, 0.0), (0.5, 0.0), (0.0, 0.0), (1.5, 0.0)]),
    );
    assert_close(
        &z,
        &[c(-1.0, 0.0), c(2f64.sqrt(), 0.0), c(1.0, 0.0), c(0.0, 0.0)],
        1e-15,
    );
}

#[test]
fn maximum_and_minimum_propagate_nan_and_order_zeros() {
    let a = f32s(&[4], &[f32::NAN, 1.0, 0.0, -0.0]);
    let b = f32s(&[4], &[1.0, f32::NAN, -0.0, 0.0]);
    let mx = f32_data(&bin(BinaryOp::Maximum, a.clone(), b.clone()));
    let mn = f32_data(&bin(BinaryOp::Minimum, a, b));
    assert!(mx[0].is_nan() && mx[1].is_nan() && mn[0].is_nan() && mn[1].is_nan());
    assert_eq!(bits32(&mx[2..]), bits32(&[0.0, 0.0]));
    assert_eq!(bits32(&mn[2..]), bits32(&[-0.0, -0.0]));
    // Complex: lexicographic on (re, im).
    let za = c64s(&[3], &[(1.5, 2.5), (1.5, 7.5), (0.0, 1.5)]);
    let zb = c64s(&[3], &[(7.5, 1.5), (1.5, 2.5), (-0.0, 2.5)]);
    assert_eq!(
        bin(BinaryOp::Maximum, za.clone(), zb.clone()),
        c64s(&[3], &[(7.5, 1.5), (1.5, 7.5), (-0.0, 2.5)])
    );
    assert_eq!(
        bin(BinaryOp::Minimum, za, zb),
        c64s(&[3], &[(1.5, 2.5), (1.5, 2.5), (0.0, 1.5)])
    );
    let bm = bin(
        BinaryOp::Maximum,
        bools(&[2], &[true, false]),
        bools(&[2], &[false, false]),
    );
    assert_eq!(bm, bools(&[2], &[true, false]));
}

#[test]
fn atan2_and_logical_ops() {
    let t = f64_data(&bin(
        BinaryOp::Atan2,
        f64s(&[2], &[1.0, 0.0]),
        f64s(&[2], &[-1.0, -0.0]),
    ));
    assert!((t[0] - 3.0 * std::f64::consts::FRAC_PI_4).abs() < 1e-15);
    assert_eq!(t[1], std::f64::consts::PI);
    let (p, q) = (
        bools(&[4], &[false, false, true, true]),
        bools(&[4], &[false, true, false, true]),
    );
    assert_eq!(
        bin(BinaryOp::And, p.clone(), q.clone()),
        bools(&[4], &[false, false, false, true])
    );
    assert_eq!(
        bin(BinaryOp::Or, p.clone(), q.clone()),
        bools(&[4], &[false, true, true, true])
    );
    assert_eq!(
        bin(BinaryOp::Xor, p.clone(), q.clone()),
        bools(&[4], &[false, true, true, false])
    );
    // On i1, add is or and multiply is and.
    assert_eq!(
        bin(BinaryOp::Add, p.clone(), q.clone()),
        bools(&[4], &[false, true, true, true])
    );
    assert_eq!(
        bin(BinaryOp::Multiply, p, q),
        bools(&[4], &[false, false, false, true])
    );
    // Complex atan2 agrees with the real one on real arguments; complex remainder truncates
    // the quotient.
    let z = bin(
        BinaryOp::Atan2,
        c128s(&[1], &[(1.0, 0.0)]),
        c128s(&[1], &[(-1.0, 0.0)]),
    );
    assert_close(&z, &[c(3.0 * std::f64::consts::FRAC_PI_4, 0.0)], 1e-15);
    let r = bin(
        BinaryOp::Remainder,
        c128s(&[2], &[(7.5, 0.0), (5.0, 3.0)]),
        c128s(&[2], &[(2.0, 0.0), (2.0, 0.0)]),
    );
    assert_close(&r, &[c(1.5, 0.0), c(1.0, 1.0)], 1e-15);
    let (x, y) = (i32s(&[1], &[0b1100]), i32s(&[1], &[0b1010]));
    assert_eq!(
        bin(BinaryOp::Xor, x.clone(), y.clone()),
        i32s(&[1], &[0b0110])
    );
    assert_eq!(bin(BinaryOp::And, x, y), i32s(&[1], &[0b1000]));
}

#[test]
fn complex_from_parts_and_arithmetic() {
    let z = op1(
        Op::Binary(BinaryOp::Complex),
        &[f32s(&[2], &[1.0, 3.0]), f32s(&[2], &[2.0, -4.0])],
        ty(DType::C64, &[2]),
    );
    assert_eq!(z, c64s(&[2], &[(1.0, 2.0), (3.0, -4.0)]));
    let a = c128s(&[2], &[(1.5, 2.5), (7.5, 5.5)]);
    let b = c128s(&[2], &[(2.5, 1.5), (5.5, 7.5)]);
    let q = bin(BinaryOp::Divide, a.clone(), b.clone());
    assert_close(
        &q,
        &[
            c(0.882_352_941_176_470_6, 0.4705882352941177),
            c(0.953_757_225_433_526, -0.30057803468208094),
        ],
        1e-15,
    );
    assert_close(
        &bin(BinaryOp::Multiply, a, b),
        &[c(0.0, 8.5), c(0.0, 86.5)],
        1e-15,
    );
}

/// A real or imaginary divisor divides each part once: exactly rounded, with infinities and
/// signed zeros kept (Smith's scaling would compute `inf·0 = NaN` here).
#[test]
fn complex_division_by_a_real_or_imaginary_divisor_is_exact() {
    let parts = [
        (-0.0, f32::INFINITY),
        (1.0, 3.0),
        (f32::NEG_INFINITY, -0.0),
        (0.1, 7.0),
    ];
    for (d_re, d_im) in [(-0.0054359264f32, 0.0f32), (0.0, 3.7)] {
        let a = c64s(&[4], &parts);
        let b = c64s(&[4], &[(d_re, d_im); 4]);
        let Data::C64(q) = bin(BinaryOp::Divide, a, b).data else {
            panic!("complex<f32> division gives complex<f32>")
        };
        for (z, &(re, im)) in q.iter().zip(&parts) {
            let want = if d_im == 0.0 {
                (re / d_re, im / d_re)
            } else {
                (im / d_im, -(re / d_im))
            };
            assert_eq!(
                bits32(&[z.re, z.im]),
                bits32(&[want.0, want.1]),
                "({re}, {im}) / ({d_re}, {d_im}): {z}"
            );
        }
    }
}

#[test]
fn compare_float_and_total_order() {
    let nan = f32::NAN;
    let a = f32s(&[3], &[nan, 1.0, -0.0]);
    let b = f32s(&[3], &[nan, nan, 0.0]);
    assert_eq!(
        cmp(CompareDir::Eq, None, a.clone(), b.clone()),
        vec![false, false, true]
    );
    assert_eq!(
        cmp(CompareDir::Ne, None, a.clone(), b.clone()),
        vec![true, true, false]
    );
    assert_eq!(
        cmp(
            CompareDir::Lt,
            Some(CompareType::Float),
            a.clone(),
            b.clone()
        ),
        vec![false, false, false]
    );
    let total = Some(CompareType::TotalOrder);
    // Same-bits NaNs are equal; −0 < +0; NaN above everything.
    assert_eq!(
        cmp(CompareDir::Eq, total, a.clone(), b.clone()),
        vec![true, false, false]
    );
    assert_eq!(cmp(CompareDir::Lt, total, a, b), vec![false, true, true]);
    let lo = f64s(&[2], &[-f64::NAN, f64::NEG_INFINITY]);
    let hi = f64s(&[2], &[f64::NEG_INFINITY, -0.0]);
    assert_eq!(cmp(CompareDir::Lt, total, lo, hi), vec![true, true]);
}

#[test]
fn compare_integers_booleans_and_complex() {
    let (a, b) = (i32s(&[2], &[-1, 1]), i32s(&[2], &[1, 1]));
    assert_eq!(
        cmp(
            CompareDir::Lt,
            Some(CompareType::Signed),
            a.clone(),
            b.clone()
        ),
        vec![true, false]
    );
    assert_eq!(
        cmp(
            CompareDir::Gt,
            Some(CompareType::Unsigned),
            a.clone(),
            b.clone()
        ),
        vec![true, false]
    );
    assert_eq!(cmp(CompareDir::Le, None, a, b), vec![true, true]);
    let (p, q) = (bools(&[2], &[false, true]), bools(&[2], &[true, true]));
    assert_eq!(
        cmp(
            CompareDir::Lt,
            Some(CompareType::Unsigned),
            p.clone(),
            q.clone()
        ),
        vec![true, false]
    );
    assert_eq!(cmp(CompareDir::Ge, None, p, q), vec![false, true]);
    let za = c64s(&[3], &[(1.0, 5.0), (1.0, 2.0), (1.0, 2.0)]);
    let zb = c64s(&[3], &[(2.0, 0.0), (1.0, 3.0), (1.0, 2.0)]);
    assert_eq!(
        cmp(CompareDir::Lt, None, za.clone(), zb.clone()),
        vec![true, true, false]
    );
    assert_eq!(
        cmp(CompareDir::Eq, None, za.clone(), zb.clone()),
        vec![false, false, true]
    );
    assert_eq!(cmp(CompareDir::Ne, None, za, zb), vec![true, true, false]);
    // A comparison type that does not apply is an error.
    let e = try_op(
        Op::Compare {
            dir: CompareDir::Lt,
            cmp_type: Some(CompareType::Signed),
        },
        &[f32s(&[1], &[1.0]), f32s(&[1], &[2.0])],
        vec![ty(DType::I1, &[1])],
    )
    .unwrap_err();
    assert!(e.message.contains("SIGNED"), "{e}");
}

#[test]
fn select_with_scalar_and_full_predicates() {
    let (t, f) = (i64s(&[3], &[1, 2, 3]), i64s(&[3], &[-1, -2, -3]));
    let full = bools(&[3], &[true, false, true]);
    let out = op1(Op::Select, &[full, t.clone(), f.clone()], t.ty());
    assert_eq!(out, i64s(&[3], &[1, -2, 3]));
    let out = op1(
        Op::Select,
        &[bools(&[], &[false]), t.clone(), f.clone()],
        t.ty(),
    );
    assert_eq!(out, f);
    let e = try_op(
        Op::Select,
        &[bools(&[2], &[true, false]), t.clone(), f],
        vec![t.ty()],
    )
    .unwrap_err();
    assert!(e.message.contains("predicate"), "{e}");
}

#[test]
fn clamp_with_scalar_bounds_propagates_nan() {
    let x = f32s(&[4], &[-5.0, 0.5, 9.0, f32::NAN]);
    let out = op1(
        Op::Clamp,
        &[f32s(&[], &[0.0]), x.clone(), f32s(&[], &[1.0])],
        x.ty(),
    );
    let v = f32_data(&out);
    assert_eq!(v[..3], [0.0, 0.5, 1.0]);
    assert!(v[3].is_nan());
    let lo = i32s(&[3], &[0, 5, -1]);
    let out = op1(
        Op::Clamp,
        &[lo, i32s(&[3], &[3, 3, 3]), i32s(&[], &[4])],
        ty(DType::I32, &[3]),
    );
    // clamp(5, 3, 4) = min(max(3, 5), 4) = 4.
    assert_eq!(out, i32s(&[3], &[3, 4, 3]));
}

#[test]
fn iota_in_every_dtype() {
    let out = op1(Op::Iota { dim: 1 }, &[], ty(DType::C64, &[2, 3]));
    let re: Vec<f32> = [0.0, 1.0, 2.0, 0.0, 1.0, 2.0].to_vec();
    assert_eq!(
        out,
        c64s(&[2, 3], &re.iter().map(|&r| (r, 0.0)).collect::<Vec<_>>())
    );
    assert_eq!(
        op1(Op::Iota { dim: 0 }, &[], ty(DType::I64, &[3, 1])),
        i64s(&[3, 1], &[0, 1, 2])
    );
    assert_eq!(
        op1(Op::Iota { dim: 0 }, &[], ty(DType::I1, &[2])),
        bools(&[2], &[false, true])
    );
    assert!(try_op(Op::Iota { dim: 2 }, &[], vec![ty(DType::F32, &[2, 2])]).is_err());
}
