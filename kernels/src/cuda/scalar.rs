//! Scalars in CUDA C: type names, literals, conversions and the header's function names.

use fresnel_ir::narrow::{MiniFloat, Special};
use fresnel_ir::{BinaryOp, CompareDir, DType, Scalar, UnaryOp};

pub(crate) fn c_type(t: DType) -> &'static str {
    match t {
        DType::I1 => "bool",
        DType::I32 => "int",
        DType::I64 => "long long",
        DType::I8 => "signed char",
        DType::I16 => "short",
        DType::U8 => "unsigned char",
        DType::U16 => "unsigned short",
        DType::U32 => "unsigned int",
        DType::U64 => "unsigned long long",
        DType::F32 => "float",
        DType::F64 => "double",
        DType::C64 => "fr_c64",
        DType::C128 => "fr_c128",
        DType::F16 => "fr_f16",
        DType::BF16 => "fr_bf16",
        // Bit patterns, moved and converted but never computed on (`widen` computes them in
        // their carriers).
        fresnel_ir::small_dtypes!() => "unsigned char",
    }
}

/// An exact literal: floats by their bits (so NaN payloads, infinities and -0 survive) with
/// the decimal value in a comment for the reader.
pub(crate) fn literal(s: Scalar) -> String {
    match s {
        Scalar::I1(b) => b.to_string(),
        Scalar::I32(v) => format!("(int){:#x}u", v as u32),
        Scalar::I64(v) => format!("(long long){:#x}ull", v as u64),
        Scalar::I8(v) => format!("(signed char)({v})"),
        Scalar::I16(v) => format!("(short)({v})"),
        Scalar::U8(v) => format!("(unsigned char){v}u"),
        Scalar::U16(v) => format!("(unsigned short){v}u"),
        Scalar::U32(v) => format!("{v}u"),
        Scalar::U64(v) => format!("{v}ull"),
        Scalar::F32(v) => f32_literal(v),
        Scalar::F64(v) => f64_literal(v),
        Scalar::F16(v) => format!("fr_f16{{{:#x}u}} /* {v} */", v.to_bits()),
        Scalar::BF16(v) => format!("fr_bf16{{{:#x}u}} /* {v} */", v.to_bits()),
        Scalar::Small(d, c) => format!("(unsigned char){c}u /* {d} */"),
        Scalar::C64(z) => format!("fr_c64{{{}, {}}}", f32_literal(z.re), f32_literal(z.im)),
        Scalar::C128(z) => format!("fr_c128{{{}, {}}}", f64_literal(z.re), f64_literal(z.im)),
    }
}

fn f32_literal(v: f32) -> String {
    format!("__int_as_float({:#x}) /* {v:?} */", v.to_bits() as i32)
}

fn f64_literal(v: f64) -> String {
    format!(
        "__longlong_as_double({:#x}ll) /* {v:?} */",
        v.to_bits() as i64
    )
}

/// `x` (of dtype `from`) converted to `to` with `convert`'s semantics (see
/// `FromLane` in `semantics.rs`): float→int saturates with NaN→0, anything→bool is `!= 0`,
/// complex→real or bool looks at the real part, real→complex has a zero imaginary part.
pub(crate) fn convert(x: &str, from: DType, to: DType) -> String {
    if from == to {
        return x.to_string();
    }
    // The 16-bit floats are bit patterns in a struct (no arithmetic on them by mistake):
    // widening is exact, and narrowing rounds once, from double.
    if from.is_narrow_float() {
        let wide = format!("fr_{}_to_f32({x})", c_type(from).trim_start_matches("fr_"));
        return convert(&wide, DType::F32, to);
    }
    if to.is_narrow_float() {
        let wide = convert(x, from, DType::F64);
        return format!("{}_of({wide})", c_type(to));
    }
    // The small types through their exact values: an i64 or a double.
    if from.is_small() {
        return match MiniFloat::of(from) {
            Some(f) => convert(
                &format!("fr_small_to_f64({x}, {})", format_args(f)),
                DType::F64,
                to,
            ),
            None => {
                let (bits, signed) = (from.bit_width(), from.is_signed_int());
                convert(
                    &format!("fr_subint_value({x}, {bits}, {signed})"),
                    DType::I64,
                    to,
                )
            }
        };
    }
    if from.is_complex() {
        if to.is_complex() {
            let part = c_type(to.real_part());
            return format!("{}{{({part})({x}).re, ({part})({x}).im}}", c_type(to));
        }
        return convert(&format!("({x}).re"), from.real_part(), to);
    }
    if to.is_small() {
        return match MiniFloat::of(to) {
            Some(f) => {
                let wide = convert(x, from, DType::F64);
                format!("fr_small_of({wide}, {})", format_args(f))
            }
            None => {
                let (bits, signed) = (to.bit_width(), to.is_signed_int());
                if from.is_float() {
                    let wide = convert(x, from, DType::F64);
                    format!("fr_subint_of_f64({wide}, {bits}, {signed})")
                } else {
                    format!("fr_subint_wrap((long long)({x}), {bits})")
                }
            }
        };
    }
    if to.is_complex() {
        let re = convert(x, from, to.real_part());
        return format!("{}{{{re}, 0}}", c_type(to));
    }
    match to {
        DType::I1 => format!("(({x}) != 0)"),
        _ if from.is_float() && to.is_int() => {
            let name = match to {
                DType::I8 => "i8",
                DType::I16 => "i16",
                DType::I32 => "i32",
                DType::I64 => "i64",
                DType::U8 => "u8",
                DType::U16 => "u16",
                DType::U32 => "u32",
                _ => "u64",
            };
            format!("fr_to_{name}({x})")
        }
        _ => format!("({})({x})", c_type(to)),
    }
}

/// A small float's format as the header's `fr_small_*` functions take it.
fn format_args(f: MiniFloat) -> String {
    let special = match f.special {
        Special::Ieee => 0,
        Special::FiniteNan => 1,
        Special::Finite => 2,
        Special::Fnuz => 3,
        Special::ExponentOnly => 4,
    };
    format!(
        "{}, {}, {}, {special}",
        f.exponent_bits, f.mantissa_bits, f.bias
    )
}

pub(crate) fn unary_fn(op: UnaryOp) -> &'static str {
    use UnaryOp::*;
    match op {
        Abs => "fr_abs",
        Negate => "fr_neg",
        Sign => "fr_sign",
        Exponential => "fr_exp",
        ExponentialMinusOne => "fr_expm1",
        Log => "fr_log",
        LogPlusOne => "fr_log1p",
        Sqrt => "fr_sqrt",
        Rsqrt => "fr_rsqrt",
        Cbrt => "fr_cbrt",
        Sine => "fr_sin",
        Cosine => "fr_cos",
        Tan => "fr_tan",
        Tanh => "fr_tanh",
        Logistic => "fr_logistic",
        Floor => "fr_floor",
        Ceil => "fr_ceil",
        RoundNearestEven => "fr_rint",
        Not => "fr_not",
        Real => "fr_real",
        Imag => "fr_imag",
        IsFinite => "fr_isfinite",
        Square => "fr_square",
        Erf => "fr_erf",
        Erfc => "fr_erfc",
        ErfInv => "fr_erfinv",
        Lgamma => "fr_lgamma",
        Digamma => "fr_digamma",
        Asin => "fr_asin",
        Acos => "fr_acos",
        Atan => "fr_atan",
        Asinh => "fr_asinh",
        Acosh => "fr_acosh",
        Atanh => "fr_atanh",
        Sinh => "fr_sinh",
        Cosh => "fr_cosh",
        BesselI1e => "fr_bessel_i1e",
        Popcnt => "fr_popcnt",
        CountLeadingZeros => "fr_clz",
        RoundNearestAfz => "fr_round_afz",
    }
}

pub(crate) fn binary_fn(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Add => "fr_add",
        Subtract => "fr_sub",
        Multiply => "fr_mul",
        Divide => "fr_div",
        Remainder => "fr_rem",
        Power => "fr_pow",
        Maximum => "fr_max",
        Minimum => "fr_min",
        Atan2 => "fr_atan2",
        And => "fr_and",
        Or => "fr_or",
        Xor => "fr_xor",
        Complex => "fr_complex",
        ShiftLeft => "fr_shl",
        ShiftRightArithmetic => "fr_shra",
        ShiftRightLogical => "fr_shrl",
        NextAfter => "fr_nextafter",
    }
}

pub(crate) fn compare_fn(dir: CompareDir) -> &'static str {
    match dir {
        CompareDir::Eq => "fr_eq",
        CompareDir::Ne => "fr_ne",
        CompareDir::Lt => "fr_lt",
        CompareDir::Le => "fr_le",
        CompareDir::Gt => "fr_gt",
        CompareDir::Ge => "fr_ge",
    }
}
