//! Complex elementwise ops on both backends (interpreter and CPU kernels) against an
//! independent oracle: real-arithmetic formulas evaluated in f64 (higher precision for
//! complex<f32>), never `num_complex`, which both backends use. Random finite inputs, plus
//! known values that check the oracle itself.

use super::run_both;
use fresnel_ir::{Array, Data};
use fresnel_tests::random::Rng;
use num_complex::{Complex32, Complex64 as C};

fn c(re: f64, im: f64) -> C {
    C::new(re, im)
}

fn mul(a: C, b: C) -> C {
    c(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
}

fn recip(w: C) -> C {
    let d = w.re * w.re + w.im * w.im;
    c(w.re / d, -w.im / d)
}

fn modulus(z: C) -> f64 {
    (z.re * z.re + z.im * z.im).sqrt()
}

fn exp(z: C) -> C {
    c(z.re.exp() * z.im.cos(), z.re.exp() * z.im.sin())
}

fn log(z: C) -> C {
    c(modulus(z).ln(), z.im.atan2(z.re))
}

fn sqrt(z: C) -> C {
    let r = modulus(z);
    if z.re >= 0.0 {
        let t = ((r + z.re) / 2.0).sqrt();
        c(t, z.im / (2.0 * t))
    } else {
        let t = ((r - z.re) / 2.0).sqrt();
        c(z.im.abs() / (2.0 * t), t.copysign(z.im))
    }
}

/// The oracle for `stablehlo.NAME` on one element (`w` is the second operand of binary ops).
fn oracle(name: &str, z: C, w: C) -> C {
    let (x, y) = (z.re, z.im);
    match name {
        "exponential" => exp(z),
        "exponential_minus_one" => {
            let h = (y / 2.0).sin();
            c(x.exp_m1() * y.cos() - 2.0 * h * h, x.exp() * y.sin())
        }
        "log" => log(z),
        "log_plus_one" => c(0.5 * (2.0 * x + x * x + y * y).ln_1p(), y.atan2(1.0 + x)),
        "sqrt" => sqrt(z),
        "rsqrt" => recip(sqrt(z)),
        "sine" => c(x.sin() * y.cosh(), x.cos() * y.sinh()),
        "cosine" => c(x.cos() * y.cosh(), -x.sin() * y.sinh()),
        "tan" => {
            let d = (2.0 * x).cos() + (2.0 * y).cosh();
            c((2.0 * x).sin() / d, (2.0 * y).sinh() / d)
        }
        "tanh" => {
            let d = (2.0 * x).cosh() + (2.0 * y).cos();
            c((2.0 * x).sinh() / d, (2.0 * y).sin() / d)
        }
        "logistic" => recip(c(1.0, 0.0) + exp(-z)),
        "sign" => c(x / modulus(z), y / modulus(z)),
        "abs" => c(modulus(z), 0.0),
        "divide" => mul(z, c(w.re, -w.im)) / (w.re * w.re + w.im * w.im),
        "power" => exp(mul(w, log(z))),
        _ => panic!("no oracle for {name}"),
    }
}

/// (Complex `cbrt` is checked against the principal root on both backends in
/// `compiler/src/ad/tests.rs`.)
const UNARY: [&str; 13] = [
    "exponential",
    "exponential_minus_one",
    "log",
    "log_plus_one",
    "sqrt",
    "rsqrt",
    "sine",
    "cosine",
    "tan",
    "tanh",
    "logistic",
    "sign",
    "abs",
];

/// Runs `stablehlo.NAME` on both backends; checks each against the oracle within `tol`
/// relative to max(|want|, 1).
fn check(name: &str, f64s: bool, z: &[C], w: &[C]) {
    let n = z.len();
    let (ct, rt) = match f64s {
        true => (
            format!("tensor<{n}xcomplex<f64>>"),
            format!("tensor<{n}xf64>"),
        ),
        false => (
            format!("tensor<{n}xcomplex<f32>>"),
            format!("tensor<{n}xf32>"),
        ),
    };
    let out = if name == "abs" { &rt } else { &ct };
    let binary = matches!(name, "divide" | "power");
    let text = match binary {
        true => format!("func.func @main(%x: {ct}, %w: {ct}) -> {ct} {{\n  %y = stablehlo.{name} %x, %w : {ct}\n  return %y : {ct}\n}}\n"),
        false => format!("func.func @main(%x: {ct}) -> {out} {{\n  %y = stablehlo.{name} %x : ({ct}) -> {out}\n  return %y : {out}\n}}\n"),
    };
    let m = fresnel_ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let array = |v: &[C]| {
        let data = match f64s {
            true => Data::C128(v.to_vec()),
            false => Data::C64(
                v.iter()
                    .map(|z| Complex32::new(z.re as f32, z.im as f32))
                    .collect(),
            ),
        };
        Array::new(vec![n], data).expect("sized to n")
    };
    // The oracle sees exactly the values the backends see.
    let widen = |a: &Array| a.to_c128_vec();
    let (za, wa) = (array(z), array(w));
    let (zx, wx) = (widen(&za), widen(&wa));
    let inputs = if binary { vec![za, wa] } else { vec![za] };
    let o = run_both(&m, &inputs).unwrap_or_else(|e| panic!("{name}: {e}"));
    let tol = if f64s { 1e-12 } else { 2e-6 };
    for (who, got) in [("cpu", &o.cpu[0]), ("interpreter", &o.interp[0])] {
        for (i, g) in got.to_c128_vec().iter().enumerate() {
            let want = oracle(name, zx[i], wx[i]);
            let err = (g - want).norm() / want.norm().max(1.0);
            assert!(
                err < tol,
                "{name} on {ct}, {who}: element {i} = {g} for {}{}, oracle {want} (error {err:.1e})",
                zx[i],
                if binary { format!(", {}", wx[i]) } else { String::new() }
            );
        }
    }
}

#[test]
fn complex_ops_match_real_arithmetic_formulas() {
    let mut rng = Rng(0xC0FFEE);
    let n = 200;
    let mut draw = |scale: f32| -> Vec<C> {
        (0..n)
            .map(|_| c((rng.unit() * scale) as f64, (rng.unit() * scale) as f64))
            .collect()
    };
    let (z, w) = (draw(3.0), draw(2.0));
    for f64s in [false, true] {
        for name in UNARY {
            check(name, f64s, &z, &w);
        }
        check("divide", f64s, &z, &w);
        check("power", f64s, &z, &w);
    }
}

/// Known values check the oracle itself as well as both backends.
#[test]
fn complex_ops_at_known_values() {
    let pi = std::f64::consts::PI;
    let cases: [(&str, C, C); 8] = [
        ("exponential", c(0.0, pi), c(-1.0, 0.0)),
        ("log", c(-1.0, 0.0), c(0.0, pi)),
        ("sqrt", c(-4.0, 0.0), c(0.0, 2.0)),
        ("rsqrt", c(0.0, 2.0), c(0.5, -0.5)),
        ("logistic", c(0.0, 0.0), c(0.5, 0.0)),
        ("tan", c(0.0, 1.0), c(0.0, 1f64.tanh())),
        ("abs", c(3.0, -4.0), c(5.0, 0.0)),
        ("sign", c(-3.0, 4.0), c(-0.6, 0.8)),
    ];
    for (name, z, want) in cases {
        let got = oracle(name, z, c(0.0, 0.0));
        assert!(
            (got - want).norm() < 1e-15,
            "oracle {name}({z}) = {got}, not {want}"
        );
        check(name, true, &[z], &[c(1.0, 0.0)]);
        check(name, false, &[z], &[c(1.0, 0.0)]);
    }
    assert!((oracle("divide", c(1.0, 2.0), c(3.0, -4.0)) - c(-0.2, 0.4)).norm() < 1e-16);
    assert!((oracle("power", c(0.0, 1.0), c(2.0, 0.0)) - c(-1.0, 0.0)).norm() < 1e-15);
}

/// Complex `maximum`/`minimum` (elementwise, and as a `reduce` body) pick exactly what the
/// interpreter picks: lexicographically, a NaN in either part winning (the first operand's if
/// both), and of two equal operands the first — so signed zeros and a NaN only in the second
/// operand, which the kernels once got wrong, give the same bits.
#[test]
fn complex_max_and_min_pick_like_the_interpreter() {
    let nan = f64::NAN;
    let pairs: [(C, C); 10] = [
        (c(2.0, 0.0), c(1.0, nan)),
        (c(1.0, nan), c(2.0, 0.0)),
        (c(0.0, 1.0), c(nan, 1.0)),
        (c(nan, 0.0), c(0.0, nan)),
        (c(0.0, 0.0), c(-0.0, 0.0)),
        (c(-0.0, 0.0), c(0.0, -0.0)),
        (c(1.0, 2.0), c(1.0, 3.0)),
        (c(1.0, 3.0), c(1.0, 2.0)),
        (c(-1.0, 5.0), c(1.0, -5.0)),
        (c(3.0, 3.0), c(3.0, 3.0)),
    ];
    let n = pairs.len();
    for f64s in [false, true] {
        let ct = if f64s {
            format!("tensor<{n}xcomplex<f64>>")
        } else {
            format!("tensor<{n}xcomplex<f32>>")
        };
        let et = if f64s { "complex<f64>" } else { "complex<f32>" };
        let text = format!(
            "func.func @main(%x: {ct}, %w: {ct}) -> ({ct}, {ct}, tensor<{et}>, tensor<{et}>) {{
  %mx = stablehlo.maximum %x, %w : {ct}
  %mn = stablehlo.minimum %x, %w : {ct}
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<{et}>
  %rmax = stablehlo.reduce(%w init: %z) applies stablehlo.maximum across dimensions = [0] : ({ct}, tensor<{et}>) -> tensor<{et}>
  %rmin = stablehlo.reduce(%x init: %z) applies stablehlo.minimum across dimensions = [0] : ({ct}, tensor<{et}>) -> tensor<{et}>
  return %mx, %mn, %rmax, %rmin : {ct}, {ct}, tensor<{et}>, tensor<{et}>
}}
"
        );
        let m = fresnel_ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let array = |v: Vec<C>| {
            let data = match f64s {
                true => Data::C128(v),
                false => Data::C64(
                    v.iter()
                        .map(|z| Complex32::new(z.re as f32, z.im as f32))
                        .collect(),
                ),
            };
            Array::new(vec![n], data).expect("sized to n")
        };
        let inputs = vec![
            array(pairs.iter().map(|p| p.0).collect()),
            array(pairs.iter().map(|p| p.1).collect()),
        ];
        let o = run_both(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            super::identical(&o.cpu, &o.interp),
            "{ct}: cpu {:?}\ninterpreter {:?}",
            o.cpu,
            o.interp
        );
        // The spec's lexicographic order where no NaN is involved.
        let got = o.interp[0].to_c128_vec();
        assert_eq!(got[6], c(1.0, 3.0));
        assert_eq!(got[8], c(1.0, -5.0));
        assert!(got[0].im.is_nan() && got[1].im.is_nan());
        assert!(got[4].re.is_sign_positive() && got[5].re.is_sign_negative());
    }
}
