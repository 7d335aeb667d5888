//! The narrow floats (f16, bf16 and the 8-, 6- and 4-bit [`MiniFloat`]s) and sub-byte integers:
//! programs in f32 ([`widen`]).
//!
//! `half`'s `from_f64` drops the low 32 bits of the double before rounding, so a value just
//! above a tie rounds to even instead of up; these round once, to nearest even, from the
//! exact double. The CUDA header (`fr_narrow_bits` in `kernels/src/cuda/fresnel.cuh`) is the
//! same algorithm, so both backends give the same bits.

use half::{bf16, f16};

mod minifloat;
mod widen;
pub use minifloat::{
    int_value, small_from_f64, small_from_int, small_to_f64, wrap_bits, MiniFloat, Special,
};
pub use widen::{needs_widening, widen, widened};

/// The nearest f16 to `x` (ties to even; subnormals kept; overflow to ±inf; NaN stays NaN).
pub fn f16_from_f64(x: f64) -> f16 {
    f16::from_bits(narrow_bits(x, 5, 10))
}

/// The nearest bf16 to `x`, as [`f16_from_f64`].
pub fn bf16_from_f64(x: f64) -> bf16 {
    bf16::from_bits(narrow_bits(x, 8, 7))
}

/// The bits of the float with `e` exponent and `m` mantissa bits nearest to `x`.
fn narrow_bits(x: f64, e: u32, m: u32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u16) << (e + m);
    let mag = bits & !(1 << 63);
    let exp_ones = (((1u32 << e) - 1) << m) as u16;
    if mag >= 0x7FF0_0000_0000_0000 {
        if mag == 0x7FF0_0000_0000_0000 {
            return sign | exp_ones;
        }
        // NaN: quiet, with the top of the payload (as `half` keeps it).
        let payload = (mag >> (52 - m)) as u16 & ((1 << m) - 1);
        return sign | exp_ones | (1 << (m - 1)) | payload;
    }
    let field = (mag >> 52) as i64;
    if field == 0 {
        // A subnormal double is far below half the smallest subnormal of either format.
        return sign;
    }
    let bias = (1i64 << (e - 1)) - 1;
    let mant = (mag & ((1 << 52) - 1)) | (1 << 52);
    let target = field - 1023 + bias;
    // Bits of the 53-bit significand to drop: more below the smallest normal exponent.
    let shift = 52 - m as i64 + if target >= 1 { 0 } else { 1 - target };
    if shift > 63 {
        return sign;
    }
    let shift = shift as u32;
    let mut q = mant >> shift;
    let rem = mant & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q += 1;
    }
    // Normal: the exponent field plus the fraction, where a carry out of the fraction bumps
    // the exponent; subnormal: q itself, where a carry makes the smallest normal.
    let r = if target >= 1 {
        ((target as u64) << m) + q - (1 << m)
    } else {
        q
    };
    if r >= exp_ones as u64 {
        sign | exp_ones
    } else {
        sign | r as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_half_from_f32_which_rounds_f32_correctly() {
        // Every 7919th f32 pattern: normals, subnormals, ties, overflow, NaN, both signs.
        let mut bits = 0u32;
        loop {
            let x = f32::from_bits(bits);
            let (h, b) = (f16_from_f64(x as f64), bf16_from_f64(x as f64));
            if x.is_nan() {
                assert!(h.is_nan() && b.is_nan(), "{bits:#x}");
            } else {
                assert_eq!(h.to_bits(), f16::from_f32(x).to_bits(), "f16 of {x:e}");
                assert_eq!(b.to_bits(), bf16::from_f32(x).to_bits(), "bf16 of {x:e}");
            }
            match bits.checked_add(7919) {
                Some(next) => bits = next,
                None => break,
            }
        }
    }

    #[test]
    fn just_above_a_tie_rounds_up() {
        let one_ulp_f16 = 1.0 + 2f64.powi(-10);
        assert_eq!(
            f16_from_f64(1.0 + 2f64.powi(-11) + 2f64.powi(-40)).to_f64(),
            one_ulp_f16
        );
        assert_eq!(f16_from_f64(1.0 + 2f64.powi(-11)).to_f64(), 1.0);
        let one_ulp_bf16 = 1.0 + 2f64.powi(-7);
        assert_eq!(
            bf16_from_f64(1.0 + 2f64.powi(-8) + 2f64.powi(-40)).to_f64(),
            one_ulp_bf16
        );
        // Subnormal f16: 2^-24 is the smallest; half of it (a tie) goes to zero (even).
        assert_eq!(f16_from_f64(2f64.powi(-25)).to_bits(), 0);
        assert_eq!(f16_from_f64(2f64.powi(-25) * 1.5).to_bits(), 1);
        assert_eq!(f16_from_f64(65520.0).to_bits(), 0x7C00);
        assert_eq!(f16_from_f64(-65519.0).to_bits(), 0xFBFF);
        assert_eq!(f16_from_f64(-0.0).to_bits(), 0x8000);
        assert_eq!(bf16_from_f64(f64::NEG_INFINITY).to_bits(), 0xFF80);
        assert_eq!(bf16_from_f64(1e-300).to_bits(), 0);
    }
}
