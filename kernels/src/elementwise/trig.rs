//! Vectorisable f32 sine and cosine.
//!
//! `f32::sin`/`cos` call libm once per lane, which LLVM cannot vectorise; on programs such as
//! a transfer function `exp(i·k·z)` they dominate the loop. These lane loops evaluate musl's
//! `sinf`/`cosf` algorithm (argument reduction by π/2 in f64, then f64 minimax polynomials on
//! [-π/4, π/4], accurate to under 1 ulp of f32) without branches, so a loop over them
//! vectorises; lanes whose argument is too large for that reduction (or not finite) are
//! recomputed by libm afterwards. The constants are public for other code generators that
//! write the same algorithm (the MLIR one).
// The constants keep musl's digits so that they can be checked against its source; the excess
// digits round to the intended f64.
#![allow(clippy::excessive_precision)]

/// 2/π.
pub const INV_PIO2: f64 = std::f64::consts::FRAC_2_PI;
/// The first 25 bits of π/2, and π/2 minus them (so `n·PIO2_1` is exact for |n| < 2^28).
pub const PIO2_1: f64 = 1.570_796_310_901_641_845_70;
pub const PIO2_1T: f64 = 1.589_325_477_352_819_669_16e-8;
/// Adding and subtracting 1.5·2^52 rounds an f64 of magnitude below 2^51 to an integer, which
/// is left in the low bits of the sum's mantissa (two's complement for negative values).
pub const TO_INT: f64 = 1.5 / f64::EPSILON;
/// Below this magnitude (2^28·π/2, musl's bound) the one-step reduction is accurate.
pub const REDUCE_LIMIT: f32 = 421_657_440.0;
/// Below this magnitude sin(x) rounds to x (keeps the sign of zero, as libm does).
pub const TINY: f32 = 1.0 / 4096.0;

/// sin(y)/y ≈ 1 + S1·y² + S2·y⁴ + S3·y⁶ + S4·y⁸ on [-π/4, π/4] (musl `__sindf`).
pub const S1: f64 = -0.166_666_666_416_265_235_595;
pub const S2: f64 = 0.008_333_329_385_889_463_175_6;
pub const S3: f64 = -0.000_198_393_348_360_966_317_347;
pub const S4: f64 = 0.000_002_718_311_493_989_821_906_4;
/// cos(y) ≈ 1 + C0·y² + C1·y⁴ + C2·y⁶ + C3·y⁸ on [-π/4, π/4] (musl `__cosdf`).
pub const C0: f64 = -0.499_999_997_251_031_003_120;
pub const C1: f64 = 0.041_666_623_323_739_063_189_4;
pub const C2: f64 = -0.001_388_676_377_460_992_946_92;
pub const C3: f64 = 0.000_024_390_448_796_277_409_065_4;

/// `x` reduced to `y` in about [-π/4, π/4] with `x = y + q·π/2`, and `q mod 4`.
#[inline(always)]
fn reduce(x: f32) -> (f64, u64) {
    let x = x as f64;
    let shifted = x * INV_PIO2 + TO_INT;
    let q = shifted - TO_INT;
    (x - q * PIO2_1 - q * PIO2_1T, shifted.to_bits() & 3)
}

#[inline(always)]
fn sin_poly(y: f64) -> f64 {
    let z = y * y;
    let w = z * z;
    let r = S3 + z * S4;
    let s = z * y;
    (y + s * (S1 + z * S2)) + s * w * r
}

#[inline(always)]
fn cos_poly(y: f64) -> f64 {
    let z = y * y;
    let w = z * z;
    let r = C2 + z * C3;
    ((1.0 + z * C0) + w * C1) + (w * z) * r
}

/// sin(x) for |x| < REDUCE_LIMIT (anything for other lanes).
#[inline(always)]
fn sin_lane(x: f32) -> f32 {
    let (y, q) = reduce(x);
    let v = if q & 1 == 0 { sin_poly(y) } else { cos_poly(y) };
    let v = if q & 2 == 0 { v } else { -v };
    if x.abs() < TINY {
        x
    } else {
        v as f32
    }
}

/// cos(x) for |x| < REDUCE_LIMIT (anything for other lanes).
#[inline(always)]
fn cos_lane(x: f32) -> f32 {
    let (y, q) = reduce(x);
    let v = if q & 1 == 0 { cos_poly(y) } else { sin_poly(y) };
    // cos(y + qπ/2) is cos y, −sin y, −cos y, sin y for q = 0, 1, 2, 3.
    let v = if (q + 1) & 2 == 0 { v } else { -v };
    v as f32
}

/// Lanes the fast path cannot reduce accurately (huge or not finite) go through libm.
#[inline(always)]
fn fix_large(a: &[f32], o: &mut [f32], f: impl Fn(f32) -> f32) {
    for (o, &x) in o.iter_mut().zip(a) {
        if !(x.abs() < REDUCE_LIMIT) {
            *o = f(x);
        }
    }
}

#[inline(always)]
pub(super) fn sin_lanes(a: &[f32], o: &mut [f32], n: usize) {
    let (a, o) = (&a[..n], &mut o[..n]);
    for (o, &x) in o.iter_mut().zip(a) {
        *o = sin_lane(x);
    }
    fix_large(a, o, f32::sin);
}

#[inline(always)]
pub(super) fn cos_lanes(a: &[f32], o: &mut [f32], n: usize) {
    let (a, o) = (&a[..n], &mut o[..n]);
    for (o, &x) in o.iter_mut().zip(a) {
        *o = cos_lane(x);
    }
    fix_large(a, o, f32::cos);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Distance in units in the last place between two finite f32 of the same sign class.
    fn ulps(a: f32, b: f32) -> u32 {
        let key = |x: f32| {
            let b = x.to_bits() as i32;
            if b < 0 {
                i32::MIN.wrapping_sub(b) as i64
            } else {
                b as i64
            }
        };
        (key(a) - key(b)).unsigned_abs() as u32
    }

    /// Compares against f64 libm rounded to f32 over a spread of magnitudes and signs.
    #[test]
    fn sin_and_cos_are_within_one_ulp_of_correctly_rounded() {
        let mut xs: Vec<f32> = vec![0.0, -0.0, 1e-30, -1e-6, 1e-3, 0.5, 1.0, 3.0, 1e4, -2.5e5];
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mantissa = (state >> 40) as f32 / (1u64 << 24) as f32;
            let exp = ((state >> 8) % 60) as i32 - 30;
            let sign = if state & 1 == 0 { 1.0 } else { -1.0 };
            xs.push(sign * mantissa * 2f32.powi(exp));
        }
        let mut s = vec![0.0; xs.len()];
        let mut c = vec![0.0; xs.len()];
        sin_lanes(&xs, &mut s, xs.len());
        cos_lanes(&xs, &mut c, xs.len());
        for (i, &x) in xs.iter().enumerate() {
            let (ws, wc) = ((x as f64).sin() as f32, (x as f64).cos() as f32);
            assert!(ulps(s[i], ws) <= 1, "sin({x:e}) = {:e}, want {ws:e}", s[i]);
            assert!(ulps(c[i], wc) <= 1, "cos({x:e}) = {:e}, want {wc:e}", c[i]);
        }
        assert!(s[1].is_sign_negative(), "sin(-0) keeps the sign of zero");
    }

    #[test]
    fn huge_and_non_finite_arguments_go_through_libm() {
        let xs = [1e30f32, -3e9, f32::INFINITY, f32::NEG_INFINITY, f32::NAN];
        let mut s = [0.0; 5];
        let mut c = [0.0; 5];
        sin_lanes(&xs, &mut s, 5);
        cos_lanes(&xs, &mut c, 5);
        for i in 0..5 {
            let (ws, wc) = (xs[i].sin(), xs[i].cos());
            assert!(
                s[i] == ws || (s[i].is_nan() && ws.is_nan()),
                "sin({})",
                xs[i]
            );
            assert!(
                c[i] == wc || (c[i].is_nan() && wc.is_nan()),
                "cos({})",
                xs[i]
            );
        }
    }
}
