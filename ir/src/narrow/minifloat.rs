//! The 8-, 6- and 4-bit floats: one description of each format, one rounding from f64 and
//! one decoding to f64, matching `ml_dtypes` (and so XLA) bit for bit, NaN, overflow and −0
//! included (`tests/data/narrow/minifloat.txt` holds its answers; `gen_minifloat.py` makes it).

use crate::types::DType;

/// How a format spends its top codes on infinities and NaNs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// IEEE 754: the all-ones exponent is ±inf (zero mantissa) or NaN; overflow gives ±inf.
    Ieee,
    /// "Finite": no infinities; only the all-ones pattern (either sign) is NaN; whatever
    /// rounds past the largest finite value, ±inf included, becomes NaN.
    FiniteNan,
    /// "Finite", no NaN either (the 6- and 4-bit floats): overflow and ±inf saturate to the
    /// largest finite value; NaN becomes the zero of the opposite sign (as `ml_dtypes` does).
    Finite,
    /// "Finite, unsigned zero": the negative-zero pattern 0x80 is the only NaN, −0 is +0,
    /// and overflow and ±inf give NaN.
    Fnuz,
    /// E8M0: powers of two only, no sign and no zero; 0xFF is NaN, and zero, negatives,
    /// infinities and overflow give NaN; ties round up, anything below 2^-127 to 2^-127.
    ExponentOnly,
}

/// An 8-bit-or-narrower float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MiniFloat {
    pub exponent_bits: u32,
    pub mantissa_bits: u32,
    pub bias: i32,
    pub special: Special,
}

const fn fmt(exponent_bits: u32, mantissa_bits: u32, bias: i32, special: Special) -> MiniFloat {
    MiniFloat {
        exponent_bits,
        mantissa_bits,
        bias,
        special,
    }
}

impl MiniFloat {
    /// The format of a small float type; `None` for every other type.
    pub fn of(dtype: DType) -> Option<MiniFloat> {
        use Special::*;
        Some(match dtype {
            DType::F8E4M3FN => fmt(4, 3, 7, FiniteNan),
            DType::F8E5M2 => fmt(5, 2, 15, Ieee),
            DType::F8E4M3 => fmt(4, 3, 7, Ieee),
            DType::F8E3M4 => fmt(3, 4, 3, Ieee),
            DType::F8E4M3FNUZ => fmt(4, 3, 8, Fnuz),
            DType::F8E5M2FNUZ => fmt(5, 2, 16, Fnuz),
            DType::F8E4M3B11FNUZ => fmt(4, 3, 11, Fnuz),
            DType::F8E8M0FNU => fmt(8, 0, 127, ExponentOnly),
            DType::F6E2M3FN => fmt(2, 3, 1, Finite),
            DType::F6E3M2FN => fmt(3, 2, 3, Finite),
            DType::F4E2M1FN => fmt(2, 1, 1, Finite),
            _ => return None,
        })
    }

    /// Bits per value: sign (but for E8M0), exponent and mantissa.
    pub fn bits(self) -> u32 {
        let sign = u32::from(self.special != Special::ExponentOnly);
        sign + self.exponent_bits + self.mantissa_bits
    }

    fn sign_bit(self) -> u8 {
        match self.special {
            Special::ExponentOnly => 0,
            _ => 1 << (self.bits() - 1),
        }
    }

    /// The code of the largest finite magnitude.
    fn max_code(self) -> u8 {
        let all = ((1u16 << (self.exponent_bits + self.mantissa_bits)) - 1) as u8;
        match self.special {
            Special::Ieee => all - ((1 << self.mantissa_bits) - 1) - 1,
            Special::FiniteNan | Special::ExponentOnly => all - 1,
            Special::Finite | Special::Fnuz => all,
        }
    }

    /// The NaN pattern `ml_dtypes` makes from a NaN (or overflow) of sign `neg`.
    fn nan(self, neg: bool) -> u8 {
        let sign = if neg { self.sign_bit() } else { 0 };
        let ones = ((1u16 << (self.exponent_bits + self.mantissa_bits)) - 1) as u8;
        match self.special {
            Special::Ieee => {
                sign | (ones & !((1 << self.mantissa_bits) - 1)) | (1 << (self.mantissa_bits - 1))
            }
            Special::FiniteNan => sign | ones,
            Special::Fnuz => 0x80,
            Special::ExponentOnly => 0xFF,
            // No NaN: the zero of the other sign.
            Special::Finite => {
                if neg {
                    0
                } else {
                    self.sign_bit()
                }
            }
        }
    }

    /// What ±inf and finite overflow round to.
    fn overflow(self, neg: bool) -> u8 {
        let sign = if neg { self.sign_bit() } else { 0 };
        match self.special {
            Special::Ieee => sign | (self.max_code() + 1),
            Special::Finite => sign | self.max_code(),
            Special::FiniteNan | Special::Fnuz | Special::ExponentOnly => self.nan(neg),
        }
    }

    /// The pattern of the value nearest to `x` (ties to even; E8M0: ties up).
    pub fn round(self, x: f64) -> u8 {
        let neg = x.is_sign_negative();
        if x.is_nan() {
            return self.nan(neg);
        }
        if self.special == Special::ExponentOnly {
            return self.round_exponent_only(x);
        }
        if x.is_infinite() {
            return self.overflow(neg);
        }
        let m = self.mantissa_bits;
        let mag = x.abs().to_bits();
        let field = (mag >> 52) as i64;
        // A subnormal double is far below half the smallest subnormal of every format.
        let r = if field == 0 {
            0
        } else {
            let mant = (mag & ((1 << 52) - 1)) | (1 << 52);
            let target = field - 1023 + self.bias as i64;
            // Bits of the 53-bit significand to drop: more below the smallest normal.
            let shift = 52 - m as i64 + if target >= 1 { 0 } else { 1 - target };
            if shift > 63 {
                0
            } else {
                let shift = shift as u32;
                let mut q = mant >> shift;
                let rem = mant & ((1u64 << shift) - 1);
                let half = 1u64 << (shift - 1);
                if rem > half || (rem == half && q & 1 == 1) {
                    q += 1;
                }
                // Normal: exponent field plus fraction (a carry bumps the exponent);
                // subnormal: q itself (a carry makes the smallest normal).
                if target >= 1 {
                    ((target as u64) << m) + q - (1 << m)
                } else {
                    q
                }
            }
        };
        if r > self.max_code() as u64 {
            return self.overflow(neg);
        }
        match (r, self.special) {
            // No negative zero: tiny negatives round to +0.
            (0, Special::Fnuz) => 0,
            _ => (if neg { self.sign_bit() } else { 0 }) | r as u8,
        }
    }

    fn round_exponent_only(self, x: f64) -> u8 {
        if x.is_infinite() || x <= 0.0 {
            return self.nan(false);
        }
        let bits = x.to_bits();
        let field = (bits >> 52) as i64;
        if field == 0 {
            return 0;
        }
        // Ties (and above) go up: the mantissa's top bit decides.
        let up = i64::from(bits & (1 << 51) != 0);
        let code = field - 1023 + self.bias as i64 + up;
        if code < 0 {
            0
        } else if code > self.max_code() as i64 {
            self.nan(false)
        } else {
            code as u8
        }
    }

    /// The value of a pattern (bits above [`Self::bits`] ignored).
    pub fn decode(self, code: u8) -> f64 {
        let code = (code as u16 & ((1 << self.bits()) - 1)) as u8;
        let m = self.mantissa_bits;
        if self.special == Special::ExponentOnly {
            return if code == 0xFF {
                f64::NAN
            } else {
                2f64.powi(code as i32 - self.bias)
            };
        }
        let neg = code & self.sign_bit() != 0;
        let mag = code & !self.sign_bit();
        let ones = ((1u16 << (self.exponent_bits + m)) - 1) as u8;
        let exp_ones = ones & !((1 << m) - 1);
        let special = match self.special {
            Special::Ieee if mag & exp_ones == exp_ones => Some(if mag == exp_ones {
                f64::INFINITY
            } else {
                f64::NAN
            }),
            Special::FiniteNan if mag == ones => Some(f64::NAN),
            Special::Fnuz if code == 0x80 => Some(f64::NAN),
            _ => None,
        };
        let v = special.unwrap_or_else(|| {
            let field = (mag >> m) as i32;
            let frac = (mag & ((1 << m) - 1)) as f64;
            if field == 0 {
                frac * 2f64.powi(1 - self.bias - m as i32)
            } else {
                (frac + (1u32 << m) as f64) * 2f64.powi(field - self.bias - m as i32)
            }
        });
        if neg {
            -v
        } else {
            v
        }
    }

    /// Whether the pattern is a NaN or an infinity (printed as hex, as MLIR does).
    pub fn is_finite(self, code: u8) -> bool {
        self.decode(code).is_finite()
    }
}

/// A sub-byte integer's bit pattern (the low `bits` of `x`), as stored.
pub fn wrap_bits(dtype: DType, x: i128) -> u8 {
    let bits = dtype.bit_width();
    (x as u8) & ((1u16 << bits) - 1) as u8
}

/// A sub-byte integer's value: sign-extended for i2/i4, the pattern itself for ui2/ui4.
pub fn int_value(dtype: DType, code: u8) -> i64 {
    let bits = dtype.bit_width();
    let masked = (code as u16 & ((1 << bits) - 1)) as i64;
    if dtype.is_signed_int() && masked >> (bits - 1) != 0 {
        masked - (1 << bits)
    } else {
        masked
    }
}

/// A small type's pattern for `x`: the nearest float, or for the sub-byte integers `x`
/// truncated toward zero and saturated at the type's bounds, NaN → 0 (as `convert` does).
pub fn small_from_f64(dtype: DType, x: f64) -> u8 {
    match MiniFloat::of(dtype) {
        Some(f) => f.round(x),
        None => {
            let bits = dtype.bit_width();
            let (lo, hi) = if dtype.is_signed_int() {
                (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
            } else {
                (0, (1i64 << bits) - 1)
            };
            // `as` truncates and maps NaN to 0; the clamp saturates.
            wrap_bits(dtype, (x as i64).clamp(lo, hi) as i128)
        }
    }
}

/// A small type's pattern for the integer `x`: wrapped to a sub-byte integer's width (the
/// low bits, as integer `convert` keeps them), or the nearest float.
pub fn small_from_int(dtype: DType, x: i128) -> u8 {
    match MiniFloat::of(dtype) {
        // Every integer a small float can tell apart from its neighbours is exact in f64.
        Some(f) => f.round(x as f64),
        None => wrap_bits(dtype, x),
    }
}

/// The value of a small type's pattern.
pub fn small_to_f64(dtype: DType, code: u8) -> f64 {
    match MiniFloat::of(dtype) {
        Some(f) => f.decode(code),
        None => int_value(dtype, code) as f64,
    }
}

#[cfg(test)]
mod tests;
