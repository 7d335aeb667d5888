//! Floats spelled exactly as MLIR's printer spells them (`printFloatValue` in
//! `mlir/lib/IR/AsmPrinter.cpp`), so that our dumps diff cleanly against JAX's:
//!
//! 1. `APFloat::toString(precision 6, max padding 0, keep zeros)`: `1.000000e+00`,
//!    `3.200000e-05`, used when it parses back to the same bits;
//! 2. otherwise `APFloat::toString()` with its defaults (enough digits to round-trip,
//!    plain notation unless that needs more than 3 padding zeros): `6.28318548`,
//!    `6.8897583469168245E-5`, used when it contains a `.`;
//! 3. otherwise the bit pattern in hex: `0x7FC00000` (NaN, ±inf, and integral values
//!    such as `16777216` whose shortest spelling has no `.`).
//!
//! APFloat's digit generation truncates before it rounds (half up), so `format!` cannot
//! reproduce it; it is emulated here on a small big-integer type.

/// A little-endian arbitrary-precision unsigned integer: just what digit generation needs.
#[derive(Clone, Debug)]
struct BigUint(Vec<u32>);

impl BigUint {
    fn from_u64(x: u64) -> Self {
        let mut b = BigUint(vec![x as u32, (x >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn active_bits(&self) -> u32 {
        match self.0.last() {
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = *limb as u64 * m as u64 + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    /// Divides in place and returns the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *limb as u64;
            *limb = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn shl(&mut self, bits: u32) {
        let (words, rest) = ((bits / 32) as usize, bits % 32);
        if rest != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let next = *limb >> (32 - rest);
                *limb = (*limb << rest) | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
        self.trim();
    }
}

/// `value = significand · 2^exp2`, with the width (in bits) of the type's significand.
struct Decoded {
    negative: bool,
    significand: u64,
    exp2: i32,
    precision_bits: u32,
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for finite values.
fn ap_to_string(
    d: &Decoded,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if d.negative {
        out.push('-');
    }
    if d.significand == 0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..format_precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    // Enough digits to round-trip (Steele & White), fixed before trailing zeros go.
    let precision = if format_precision == 0 {
        2 + d.precision_bits * 59 / 196
    } else {
        format_precision
    };

    let tz = d.significand.trailing_zeros();
    let mut exp = d.exp2 + tz as i32;
    let mut sig = BigUint::from_u64(d.significand >> tz);
    // From 2^exp to 10^exp: shift left, or multiply by 5^-exp (N·2^-e = N·5^e·10^-e).
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        // 5^13 is the largest power of five below 2^32.
        let mut k = -exp;
        while k >= 13 {
            sig.mul_small(1_220_703_125);
            k -= 13;
        }
        sig.mul_small(5u32.pow(k as u32));
    }

    // APFloat first drops whole decimal digits it deems surplus by truncation.
    let bits = sig.active_bits();
    let bits_required = (precision * 196).div_ceil(59);
    if bits > bits_required {
        let removable = (bits - bits_required) * 59 / 196;
        for _ in 0..removable {
            sig.divrem_small(10);
        }
        exp += removable as i32;
    }

    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let digit = sig.divrem_small(10) as u8;
        if in_trail && digit == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + digit);
            in_trail = false;
        }
    }
    round_to_precision(&mut buf, &mut exp, precision as usize);
    let n = buf.len();

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || n as u32 + exp as u32 > precision
    } else {
        let msd = exp + n as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    let digit = |i: usize| buf[n - 1 - i] as char; // i-th most significant

    if scientific {
        let e = exp + n as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..n).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && precision as usize + 1 > n {
            (0..precision as usize + 1 - n).for_each(|_| out.push('0'));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs();
        if !truncate_zero && mag < 10 {
            out.push('0');
        }
        out.push_str(&mag.to_string());
        return out;
    }
    if exp >= 0 {
        (0..n).for_each(|i| out.push(digit(i)));
        (0..exp).for_each(|_| out.push('0'));
        return out;
    }
    let whole = exp + n as i32;
    let mut i = 0;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        (0..-whole).for_each(|_| out.push('0'));
    }
    (i..n).for_each(|i| out.push(digit(i)));
    out
}

/// APFloat's decimal rounding: keep `precision` digits, round half up on the next one.
fn round_to_precision(buf: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = buf.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
    } else {
        // Decimal add-with-carry: trailing 9s become (dropped) zeros.
        while first < n && buf[first] == b'9' {
            first += 1;
        }
        if first < n {
            buf[first] += 1;
        }
        if first == n {
            *exp += first as i32;
            buf.clear();
            buf.push(b'1');
            return;
        }
    }
    *exp += first as i32;
    buf.drain(..first);
}

fn decode(bits: u64, exp_bits: u32, frac_bits: u32) -> Decoded {
    let negative = bits >> (exp_bits + frac_bits) & 1 == 1;
    let biased = (bits >> frac_bits) & ((1 << exp_bits) - 1);
    let frac = bits & ((1u64 << frac_bits) - 1);
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let (significand, e) = if biased == 0 {
        (frac, 1 - bias)
    } else {
        (frac | (1u64 << frac_bits), biased as i32 - bias)
    };
    Decoded {
        negative,
        significand,
        exp2: e - frac_bits as i32,
        precision_bits: frac_bits + 1,
    }
}

/// The three-step choice of `printFloatValue`, given how to parse a candidate back.
fn mlir_spelling(
    d: &Decoded,
    finite: bool,
    round_trips: impl Fn(&str) -> bool,
    hex: String,
) -> String {
    if finite {
        let short = ap_to_string(d, 6, 0, false);
        if round_trips(&short) {
            return short;
        }
        // MLIR trusts this spelling to round-trip; we check, and keep the bits otherwise.
        let full = ap_to_string(d, 0, 3, true);
        if full.contains('.') && round_trips(&full) {
            return full;
        }
    }
    hex
}

/// An `f32` as MLIR prints it.
pub fn format_f32(x: f32) -> String {
    let bits = x.to_bits();
    let d = decode(bits as u64, 8, 23);
    let same = |s: &str| s.parse::<f32>().is_ok_and(|y| y.to_bits() == bits);
    mlir_spelling(&d, x.is_finite(), same, format!("0x{bits:08X}"))
}

/// An `f64` as MLIR prints it.
pub fn format_f64(x: f64) -> String {
    let bits = x.to_bits();
    let d = decode(bits, 11, 52);
    let same = |s: &str| s.parse::<f64>().is_ok_and(|y| y.to_bits() == bits);
    mlir_spelling(&d, x.is_finite(), same, format!("0x{bits:016X}"))
}

/// An `f16` as MLIR prints it.
pub fn format_f16(x: half::f16) -> String {
    let bits = x.to_bits();
    let d = decode(bits as u64, 5, 10);
    let same = |s: &str| parse_f16(s).is_some_and(|y| y.to_bits() == bits);
    mlir_spelling(&d, x.is_finite(), same, format!("0x{bits:04X}"))
}

/// A `bf16` as MLIR prints it.
pub fn format_bf16(x: half::bf16) -> String {
    let bits = x.to_bits();
    let d = decode(bits as u64, 8, 7);
    let same = |s: &str| parse_bf16(s).is_some_and(|y| y.to_bits() == bits);
    mlir_spelling(&d, x.is_finite(), same, format!("0x{bits:04X}"))
}

/// A pattern of an 8-, 6- or 4-bit float as MLIR prints it: decimal when finite (six digits
/// always round-trip: these have at most five significant bits), else the hex pattern.
pub fn format_minifloat(f: crate::narrow::MiniFloat, code: u8) -> String {
    let v = f.decode(code);
    let bits = v.to_bits();
    let m = f.mantissa_bits;
    let d = if v == 0.0 || !v.is_finite() {
        Decoded {
            negative: v.is_sign_negative(),
            significand: 0,
            exp2: 0,
            precision_bits: m + 1,
        }
    } else {
        // The value is exact in m + 1 significant bits, so the shift drops only zeros.
        let field = ((bits >> 52) & 0x7FF) as i32;
        let significand = (bits & ((1 << 52) - 1)) | (1 << 52);
        Decoded {
            negative: v < 0.0,
            significand: significand >> (52 - m),
            exp2: field - 1075 + (52 - m) as i32,
            precision_bits: m + 1,
        }
    };
    let same = |s: &str| s.parse::<f64>().is_ok_and(|y| f.round(y) == code);
    mlir_spelling(&d, v.is_finite(), same, format!("0x{code:02X}"))
}

/// Decimal text to the nearest `f16` (through f64, whose 53 bits make the double rounding
/// harmless for any decimal MLIR prints).
pub fn parse_f16(s: &str) -> Option<half::f16> {
    s.parse::<f64>().ok().map(crate::narrow::f16_from_f64)
}

/// Decimal text to the nearest `bf16`.
pub fn parse_bf16(s: &str) -> Option<half::bf16> {
    s.parse::<f64>().ok().map(crate::narrow::bf16_from_f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_floats_print_as_mlir_does() {
        use half::{bf16, f16};
        assert_eq!(format_f16(f16::from_f32(1.0)), "1.000000e+00");
        assert_eq!(format_bf16(bf16::from_f32(-2.5)), "-2.500000e+00");
        assert_eq!(format_f16(f16::INFINITY), "0x7C00");
        assert_eq!(format_bf16(bf16::NEG_INFINITY), "0xFF80");
        // 0.1 is not an f16: the nearest one needs more digits than the short form.
        let tenth = f16::from_f32(0.1);
        let text = format_f16(tenth);
        assert_eq!(parse_f16(&text), Some(tenth), "{text}");
        for bits in (0u16..=0xFFFF).step_by(97) {
            let (h, b) = (f16::from_bits(bits), bf16::from_bits(bits));
            if h.is_finite() {
                assert_eq!(parse_f16(&format_f16(h)).map(f16::to_bits), Some(bits));
            }
            if b.is_finite() {
                assert_eq!(parse_bf16(&format_bf16(b)).map(bf16::to_bits), Some(bits));
            }
        }
    }

    #[test]
    fn short_form_when_it_round_trips() {
        assert_eq!(format_f32(1.0), "1.000000e+00");
        assert_eq!(format_f64(3.2e-5), "3.200000e-05");
        assert_eq!(format_f64(8.0), "8.000000e+00");
        assert_eq!(format_f32(0.0), "0.000000e+00");
        assert_eq!(format_f32(-0.0), "-0.000000e+00");
        assert_eq!(format_f32(18.0), "1.800000e+01");
        assert_eq!(format_f32(5.65064), "5.650640e+00");
        assert_eq!(format_f64(1e300), "1.000000e+300");
    }

    #[test]
    #[allow(clippy::excessive_precision)] // the literals are spelled as JAX printed them
    fn full_precision_otherwise() {
        // Spellings copied from JAX output in tests/data (refs and conformance testdata).
        assert_eq!(format_f32(std::f32::consts::TAU), "6.28318548");
        assert_eq!(format_f32(-0.310264707), "-0.310264707");
        assert_eq!(format_f32(4.86770153), "4.86770153");
        assert_eq!(format_f32(0.980981469), "0.980981469");
        assert_eq!(format_f64(0.80449041101410879), "0.80449041101410879");
        assert_eq!(format_f64(6.8897583469168245E-5), "6.8897583469168245E-5");
        assert_eq!(format_f64(0.010000000000000002), "0.010000000000000002");
        assert_eq!(format_f32(5.96046448E-8), "5.96046448E-8");
    }

    #[test]
    fn hex_for_special_and_dotless_values() {
        assert_eq!(format_f32(f32::NEG_INFINITY), "0xFF800000");
        assert_eq!(format_f32(f32::INFINITY), "0x7F800000");
        assert_eq!(format_f32(f32::NAN), "0x7FC00000");
        assert_eq!(format_f64(f64::NEG_INFINITY), "0xFFF0000000000000");
        // 2^24 needs 8 digits and has no '.' in APFloat's spelling.
        assert_eq!(format_f32(16777216.0), "0x4B800000");
    }

    #[test]
    fn every_spelling_parses_back_exactly() {
        let mut x: u32 = 0x1234_5678;
        for _ in 0..20000 {
            // xorshift over bit patterns covers subnormals, huge and tiny exponents.
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let f = f32::from_bits(x);
            let s = format_f32(f);
            if let Some(hex) = s.strip_prefix("0x") {
                assert_eq!(u32::from_str_radix(hex, 16).unwrap(), x, "{s}");
            } else {
                assert_eq!(s.parse::<f32>().unwrap().to_bits(), x, "{s}");
            }
            let g = f64::from_bits(((x as u64) << 32) | x.rotate_left(7) as u64);
            let s = format_f64(g);
            if let Some(hex) = s.strip_prefix("0x") {
                assert_eq!(u64::from_str_radix(hex, 16).unwrap(), g.to_bits(), "{s}");
            } else {
                assert_eq!(s.parse::<f64>().unwrap().to_bits(), g.to_bits(), "{s}");
            }
        }
    }
}

/// Every float literal JAX printed in `tests/data` must come out of our printer identically.
#[cfg(test)]
mod jax_spellings {
    use super::*;
    use std::path::Path;

    /// `(element type, literal text)` of the floats in a `dense<...> : tensor<...>` line.
    fn float_literals(line: &str, out: &mut Vec<(&'static str, String)>) {
        let mut rest = line;
        while let Some(start) = rest.find("dense<") {
            rest = &rest[start + 6..];
            let Some(end) = rest.find("> : tensor<") else {
                return;
            };
            let (body, after) = (&rest[..end], &rest[end + 11..]);
            let ty = after.split('>').next().unwrap_or("");
            let elem = if ty.ends_with("f32") || ty.ends_with("complex<f32") {
                "f32"
            } else if ty.ends_with("f64") || ty.ends_with("complex<f64") {
                "f64"
            } else {
                continue;
            };
            if body.starts_with('"') {
                continue;
            }
            for tok in body
                .split(|c: char| "[](), ".contains(c))
                .filter(|t| !t.is_empty())
            {
                out.push((elem, tok.to_string()));
            }
        }
    }

    fn reprint(elem: &str, tok: &str) -> Option<String> {
        Some(match (elem, tok.strip_prefix("0x")) {
            ("f32", Some(h)) => format_f32(f32::from_bits(u32::from_str_radix(h, 16).ok()?)),
            ("f64", Some(h)) => format_f64(f64::from_bits(u64::from_str_radix(h, 16).ok()?)),
            ("f32", None) => format_f32(tok.parse().ok()?),
            _ => format_f64(tok.parse().ok()?),
        })
    }

    #[test]
    fn reference_programs_reprint_identically() {
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
        let mut files = Vec::new();
        for dir in ["conformance/stablehlo/testdata", "refs"] {
            let Ok(entries) = std::fs::read_dir(data.join(dir)) else {
                continue;
            };
            for e in entries.flatten() {
                let p = e.path();
                if p.is_dir() {
                    files.push(p.join("fwd.mlir"));
                    files.push(p.join("value_and_grad.mlir"));
                } else {
                    files.push(p);
                }
            }
        }
        let (mut checked, mut bad) = (0, Vec::new());
        for file in files {
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            // Hand-written cases (the fft_* files) spell `0.0`; MLIR never does.
            if text.contains("dense<(0.0, 0.0)") {
                continue;
            }
            let mut lits = Vec::new();
            text.lines().for_each(|l| float_literals(l, &mut lits));
            for (elem, tok) in lits {
                checked += 1;
                if reprint(elem, &tok).as_deref() != Some(tok.as_str()) {
                    bad.push(format!(
                        "{}: {elem} {tok} -> {:?}",
                        file.display(),
                        reprint(elem, &tok)
                    ));
                }
            }
        }
        assert!(
            bad.is_empty(),
            "{} of {checked} differ:\n{}",
            bad.len(),
            bad[..bad.len().min(20)].join("\n")
        );
        assert!(
            checked > 1000,
            "only {checked} literals found: is tests/data there?"
        );
    }
}
