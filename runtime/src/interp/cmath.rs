//! Complex elementary functions in double precision. `complex<f32>` ops evaluate these on the
//! widened value and round once, so both complex types share one careful implementation.

use num_complex::Complex64 as C;

pub(crate) fn exp(z: C) -> C {
    z.exp()
}

/// `exp(z) - 1`, accurate for small `z`: Re = expm1(x)·cos y − 2·sin²(y/2), Im = eˣ·sin y.
pub(crate) fn exp_m1(z: C) -> C {
    if z.im == 0.0 {
        return C::new(z.re.exp_m1(), z.im);
    }
    let half_sin = (z.im / 2.0).sin();
    C::new(
        z.re.exp_m1() * z.im.cos() - 2.0 * half_sin * half_sin,
        z.re.exp() * z.im.sin(),
    )
}

/// Principal logarithm; near |z| = 1 the real part uses log1p to keep its relative accuracy.
pub(crate) fn ln(z: C) -> C {
    let h = z.re.hypot(z.im);
    let re = if h > 0.5 && h < 2.0 {
        0.5 * ((z.re - 1.0) * (z.re + 1.0) + z.im * z.im).ln_1p()
    } else {
        h.ln()
    };
    C::new(re, z.im.atan2(z.re))
}

/// `ln(1 + z)`, accurate for small `z`.
pub(crate) fn ln_1p(z: C) -> C {
    let re = if z.re.hypot(z.im) < 0.5 {
        0.5 * (z.re * (2.0 + z.re) + z.im * z.im).ln_1p()
    } else {
        (1.0 + z.re).hypot(z.im).ln()
    };
    C::new(re, z.im.atan2(1.0 + z.re))
}

/// Principal square root (branch cut on the negative real axis, sign of Im(z) kept), by the
/// cancellation-free formula t = √((|x| + |z|)/2).
pub(crate) fn sqrt(z: C) -> C {
    let (x, y) = (z.re, z.im);
    if x == 0.0 && y == 0.0 {
        return C::new(0.0, y);
    }
    if y.is_infinite() {
        return C::new(f64::INFINITY, y);
    }
    if x.is_nan() || y.is_nan() {
        return C::new(f64::NAN, f64::NAN);
    }
    if x.is_infinite() {
        return if x > 0.0 {
            C::new(x, 0.0_f64.copysign(y))
        } else {
            C::new(0.0, f64::INFINITY.copysign(y))
        };
    }
    // Halve before adding so that huge inputs do not overflow.
    let t = (x.abs() / 2.0 + x.hypot(y) / 2.0).sqrt();
    if x >= 0.0 {
        C::new(t, y / (2.0 * t))
    } else {
        C::new(y.abs() / (2.0 * t), t.copysign(y))
    }
}

pub(crate) fn rsqrt(z: C) -> C {
    crate::interp::scalar::complex_div(C::new(1.0, 0.0), sqrt(z))
}

pub(crate) fn cbrt(z: C) -> C {
    z.cbrt()
}

pub(crate) fn sin(z: C) -> C {
    z.sin()
}

pub(crate) fn cos(z: C) -> C {
    z.cos()
}

/// tan(z) = −i·tanh(iz).
pub(crate) fn tan(z: C) -> C {
    let t = tanh(C::new(-z.im, z.re));
    C::new(t.im, -t.re)
}

/// Kahan's formula, shared with the kernels (`fresnel_kernels::ctanh`).
pub(crate) fn tanh(z: C) -> C {
    fresnel_kernels::ctanh(z)
}

/// 1 / (1 + e^(−z)).
pub(crate) fn logistic(z: C) -> C {
    let one = C::new(1.0, 0.0);
    crate::interp::scalar::complex_div(one, one + exp(-z))
}

/// |z| without undue overflow.
pub(crate) fn abs(z: C) -> f64 {
    z.re.hypot(z.im)
}

/// z/|z|; zero (keeping the signs of its parts) at zero, NaN when a part is NaN.
pub(crate) fn sign(z: C) -> C {
    let (x, y) = (z.re, z.im);
    if x.is_nan() || y.is_nan() {
        return C::new(f64::NAN, f64::NAN);
    }
    if x == 0.0 && y == 0.0 {
        return z;
    }
    if x.is_infinite() || y.is_infinite() {
        // Direction of the infinite part(s) only.
        let unit = |v: f64| {
            if v.is_infinite() {
                1.0_f64.copysign(v)
            } else {
                0.0_f64.copysign(v)
            }
        };
        let (ux, uy) = (unit(x), unit(y));
        let h = ux.hypot(uy);
        return C::new(ux / h, uy / h);
    }
    let h = abs(z);
    C::new(x / h, y / h)
}

/// Complex atan2(y, x) = −i·ln((x + iy) / √(x² + y²)), which is atan2 for real parts.
pub(crate) fn atan2(y: C, x: C) -> C {
    let i = C::new(0.0, 1.0);
    let q = crate::interp::scalar::complex_div(x + i * y, sqrt(x * x + y * y));
    -i * ln(q)
}

/// a − b·trunc(a / b), truncating each part of the quotient toward zero (for reals: fmod).
pub(crate) fn rem(a: C, b: C) -> C {
    let q = crate::interp::scalar::complex_div(a, b);
    a - b * C::new(q.re.trunc(), q.im.trunc())
}

/// Principal power a^b = exp(b·ln a); at a = 0 it is 1 for b = 0, 0 for Re b > 0, NaN otherwise.
pub(crate) fn pow(a: C, b: C) -> C {
    if a.re == 0.0 && a.im == 0.0 {
        return if b.re == 0.0 && b.im == 0.0 {
            C::new(1.0, 0.0)
        } else if b.re > 0.0 {
            C::new(0.0, 0.0)
        } else {
            C::new(f64::NAN, f64::NAN)
        };
    }
    exp(b * ln(a))
}

/// Beyond this magnitude asinh(z) = ln(2z) to f64 precision (the next term, 1/(4z²), is below
/// 2⁻⁵⁴ of it), and z² would overflow from 1e154 on.
const LARGE: f64 = 134_217_728.0; // 2^27

/// ln(2z) for a large z, without forming |z| when it would overflow.
fn ln_twice(z: C) -> C {
    let (a, b) = (z.re.abs().max(z.im.abs()), z.re.abs().min(z.im.abs()));
    let ln_abs = a.ln() + 0.5 * ((b / a) * (b / a)).ln_1p();
    C::new(ln_abs + std::f64::consts::LN_2, z.im.atan2(z.re))
}

/// asinh(z) over the whole plane, with C99's (and XLA's) branch cuts on the imaginary axis,
/// their sides chosen by the sign of a zero real part. Odd, so computed where Re z ≥ 0, where
/// z + √(z² + 1) cannot cancel: as ln(2z) beyond [`LARGE`], else as
/// ln1p(z + z²/(1 + √(z² + 1))), which keeps tiny arguments (asinh(1e-30) = 1e-30).
pub(crate) fn asinh(z: C) -> C {
    if !(z.re.is_finite() && z.im.is_finite()) {
        // num_complex follows C99's special values for infinities and NaN.
        return z.asinh();
    }
    if z.re.is_sign_negative() {
        return -asinh(-z);
    }
    if z.norm() > LARGE {
        return ln_twice(z);
    }
    let one = C::new(1.0, 0.0);
    let z2 = z * z;
    ln_1p(z + z2 / (one + sqrt(z2 + one)))
}

/// asin(z) = −i·asinh(iz).
pub(crate) fn asin(z: C) -> C {
    let a = asinh(C::new(-z.im, z.re));
    C::new(a.im, -a.re)
}

/// Real asinh that does not overflow for the largest doubles.
fn real_asinh(x: f64) -> f64 {
    if x.abs() > LARGE {
        (x.abs().ln() + std::f64::consts::LN_2).copysign(x)
    } else {
        x.asinh()
    }
}

/// acos(z) by Kahan's formulas ("Branch cuts for complex elementary functions", 1987):
/// 2·atan2(Re √(1−z), Re √(1+z)) + i·asinh(Im(conj(√(1+z))·√(1−z))), which neither cancels
/// nor overflows, with the real-axis cuts' sides given by the sign of a zero imaginary part.
pub(crate) fn acos(z: C) -> C {
    if !(z.re.is_finite() && z.im.is_finite()) {
        return z.acos();
    }
    let one = C::new(1.0, 0.0);
    let (p, m) = (sqrt(one + z), sqrt(one - z));
    C::new(2.0 * m.re.atan2(p.re), real_asinh((p.conj() * m).im))
}

/// acosh(z) by Kahan's formulas: asinh(Re(conj(√(z−1))·√(z+1))) + 2i·atan2(Im √(z−1),
/// Re √(z+1)).
pub(crate) fn acosh(z: C) -> C {
    if !(z.re.is_finite() && z.im.is_finite()) {
        return z.acosh();
    }
    let one = C::new(1.0, 0.0);
    let (m, p) = (sqrt(z - one), sqrt(z + one));
    C::new(real_asinh((m.conj() * p).re), 2.0 * m.im.atan2(p.re))
}

#[cfg(test)]
// The reference values are NumPy's printed digits, some near π/2 or π/4 by nature.
#[allow(clippy::approx_constant)]
mod inverse_tests {
    use super::*;

    /// Reference values from numpy 2 (`np.arcsinh` etc. on complex128, FreeBSD msun's
    /// algorithms), relative error per part against max(|want|, tiny).
    #[test]
    fn inverse_functions_match_numpy_across_magnitudes() {
        let cases: &[(&str, C, C)] = &REFERENCE;
        let mut worst: f64 = 0.0;
        for (name, z, want) in cases {
            if z.im == 0.0 && matches!(*name, "asin" | "acos") {
                // On the real-axis cuts the op picks the side (`scalar::on_real_cut`).
                continue;
            }
            let got = match *name {
                "asinh" => asinh(*z),
                "asin" => asin(*z),
                "acos" => acos(*z),
                _ => acosh(*z),
            };
            let err = (got - want).norm() / want.norm().max(1e-300);
            assert!(err < 1e-13, "{name}({z}) = {got}, numpy {want} ({err:e})");
            worst = worst.max(err);
        }
        println!("worst relative error {worst:e} over {} cases", cases.len());
    }

    include!("cmath_reference.rs");
}
