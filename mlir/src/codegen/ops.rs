//! One instruction of a fused elementwise program as `arith`, `math` and libm calls, with the
//! lane kernels' semantics (`fresnel_kernels`' `semantics.rs`): integer division by zero and
//! out-of-range shifts are defined, float→int conversion saturates, `maximum`/`minimum`
//! propagate NaN, complex division is Smith's. An instruction outside this file's coverage
//! is an error naming it, and the caller keeps today's kernel for that program.

use super::body::{float_bits, int_bits, reg_type, Body, Val};
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, UnaryOp};

pub(super) type Lowered = Result<Val, String>;

fn ty(t: DType) -> Result<&'static str, String> {
    reg_type(t).ok_or_else(|| format!("{t} values"))
}

fn uncovered(what: &str, t: DType) -> String {
    format!("{what} on {t}")
}

pub(super) fn unary(b: &mut Body, op: UnaryOp, x: &Val, t: DType) -> Lowered {
    let ty = ty(t)?;
    match x {
        Val::Pair(re, im) => complex_unary(b, op, re, im, t, ty),
        Val::One(x) if op == UnaryOp::IsFinite => {
            // x − x is 0 exactly when x is finite (NaN and ±∞ give NaN).
            let d = b.bin("arith.subf", x, x, ty);
            let zero = b.konst("0.0", ty);
            Ok(Val::One(b.bin("arith.cmpf oeq,", &d, &zero, ty)))
        }
        Val::One(x) if t.is_float() => float_unary(b, op, x, t, ty).map(Val::One),
        Val::One(x) => int_unary(b, op, x, t, ty).map(Val::One),
    }
}

fn float_unary(b: &mut Body, op: UnaryOp, x: &str, t: DType, ty: &str) -> Result<String, String> {
    use UnaryOp::*;
    let f32 = ty == "f32";
    let math = |b: &mut Body, name: &str| b.un(&format!("math.{name}"), x, ty);
    Ok(match op {
        Abs => math(b, "absf"),
        Negate => b.un("arith.negf", x, ty),
        // -1, +1, or x itself for ±0 and NaN.
        Sign => sign(b, x, ty, true),
        Exponential => math(b, "exp"),
        ExponentialMinusOne => math(b, "expm1"),
        Log => math(b, "log"),
        LogPlusOne => math(b, "log1p"),
        Sqrt => math(b, "sqrt"),
        Rsqrt => {
            let s = math(b, "sqrt");
            let one = b.konst("1.0", ty);
            b.bin("arith.divf", &one, &s, ty)
        }
        Cbrt => math(b, "cbrt"),
        Sine => math(b, "sin"),
        Cosine => math(b, "cos"),
        Tan => math(b, "tan"),
        Tanh => math(b, "tanh"),
        Logistic => {
            let n = b.un("arith.negf", x, ty);
            let e = b.un("math.exp", &n, ty);
            let one = b.konst("1.0", ty);
            let d = b.bin("arith.addf", &one, &e, ty);
            b.bin("arith.divf", &one, &d, ty)
        }
        Floor => math(b, "floor"),
        Ceil => math(b, "ceil"),
        RoundNearestEven => math(b, "roundeven"),
        RoundNearestAfz => math(b, "round"),
        Square => b.bin("arith.mulf", x, x, ty),
        Erf => math(b, "erf"),
        // MLIR 19's `math` has no erfc.
        Erfc => b.libm(if f32 { "erfcf" } else { "erfc" }, &[x], ty),
        Asin => math(b, "asin"),
        Acos => math(b, "acos"),
        Atan => math(b, "atan"),
        Asinh => math(b, "asinh"),
        Acosh => math(b, "acosh"),
        Atanh => math(b, "atanh"),
        Sinh => math(b, "sinh"),
        Cosh => math(b, "cosh"),
        Real => x.to_string(),
        Imag => b.konst("0.0", ty),
        ErfInv | Lgamma | Digamma | BesselI1e | IsFinite | Not | Popcnt | CountLeadingZeros => {
            return Err(uncovered(op.name(), t))
        }
    })
}

fn int_unary(b: &mut Body, op: UnaryOp, x: &str, t: DType, ty: &str) -> Result<String, String> {
    use UnaryOp::*;
    if t == DType::I1 {
        return match op {
            Not => {
                let one = b.konst("true", ty);
                Ok(b.bin("arith.xori", x, &one, ty))
            }
            _ => Err(uncovered(op.name(), t)),
        };
    }
    Ok(match op {
        Abs => b.un("math.absi", x, ty),
        Negate => {
            let zero = b.konst("0", ty);
            b.bin("arith.subi", &zero, x, ty)
        }
        Sign => sign(b, x, ty, false),
        Not => {
            let ones = b.konst("-1", ty);
            b.bin("arith.xori", x, &ones, ty)
        }
        Square => b.bin("arith.muli", x, x, ty),
        Popcnt => b.un("math.ctpop", x, ty),
        CountLeadingZeros => b.un("math.ctlz", x, ty),
        _ => return Err(uncovered(op.name(), t)),
    })
}

/// −1 below 0, +1 above; otherwise 0 for an integer and the value itself (±0, NaN) for a
/// float.
fn sign(b: &mut Body, x: &str, ty: &str, float: bool) -> String {
    let (dot, cmp, gt, lt) = if float {
        (".0", "arith.cmpf", "ogt", "olt")
    } else {
        ("", "arith.cmpi", "sgt", "slt")
    };
    let zero = b.konst(&format!("0{dot}"), ty);
    let one = b.konst(&format!("1{dot}"), ty);
    let minus = b.konst(&format!("-1{dot}"), ty);
    let pos = b.bin(&format!("{cmp} {gt},"), x, &zero, ty);
    let neg = b.bin(&format!("{cmp} {lt},"), x, &zero, ty);
    let otherwise = if float { x } else { zero.as_str() };
    let s = b.select(&neg, &minus, otherwise, ty);
    b.select(&pos, &one, &s, ty)
}

fn complex_unary(b: &mut Body, op: UnaryOp, re: &str, im: &str, t: DType, ty: &str) -> Lowered {
    use UnaryOp::*;
    Ok(match op {
        Negate => Val::Pair(b.un("arith.negf", re, ty), b.un("arith.negf", im, ty)),
        Real => Val::One(re.to_string()),
        Imag => Val::One(im.to_string()),
        Abs => {
            let name = if ty == "f32" { "hypotf" } else { "hypot" };
            Val::One(b.libm(name, &[re, im], ty))
        }
        Square => {
            // (a − b)(a + b) with a real part of exactly 0 where a − b or a + b is 0.
            let d = b.bin("arith.subf", re, im, ty);
            let s = b.bin("arith.addf", re, im, ty);
            let zero = b.konst("0.0", ty);
            let dz = b.bin("arith.cmpf oeq,", &d, &zero, ty);
            let sz = b.bin("arith.cmpf oeq,", &s, &zero, ty);
            let either = b.bin("arith.ori", &dz, &sz, "i1");
            let p = b.bin("arith.mulf", &d, &s, ty);
            let new_re = b.select(&either, &zero, &p, ty);
            let twice = b.bin("arith.addf", re, re, ty);
            Val::Pair(new_re, b.bin("arith.mulf", &twice, im, ty))
        }
        _ => return Err(uncovered(op.name(), t)),
    })
}

pub(super) fn binary(b: &mut Body, op: BinaryOp, x: &Val, y: &Val, t: DType) -> Lowered {
    let ty = ty(t)?;
    match (x, y) {
        (Val::One(x), Val::One(y)) if op == BinaryOp::Complex => {
            Ok(Val::Pair(x.clone(), y.clone()))
        }
        (Val::Pair(a, c), Val::Pair(d, e)) => complex_binary(b, op, (a, c), (d, e), t, ty),
        (Val::One(x), Val::One(y)) if t.is_float() => {
            float_binary(b, op, x, y, t, ty).map(Val::One)
        }
        (Val::One(x), Val::One(y)) if t == DType::I1 => {
            let name = match op {
                BinaryOp::Add | BinaryOp::Maximum | BinaryOp::Or => "arith.ori",
                BinaryOp::Multiply | BinaryOp::Minimum | BinaryOp::And => "arith.andi",
                BinaryOp::Xor => "arith.xori",
                _ => return Err(uncovered(op.name(), t)),
            };
            Ok(Val::One(b.bin(name, x, y, ty)))
        }
        (Val::One(x), Val::One(y)) => int_binary(b, op, x, y, t, ty).map(Val::One),
        _ => Err(format!("{} on mixed complex and real registers", op.name())),
    }
}

fn float_binary(
    b: &mut Body,
    op: BinaryOp,
    x: &str,
    y: &str,
    t: DType,
    ty: &str,
) -> Result<String, String> {
    use BinaryOp::*;
    let name = match op {
        Add => "arith.addf",
        Subtract => "arith.subf",
        Multiply => "arith.mulf",
        Divide => "arith.divf",
        // IEEE 754-2019 maximum/minimum: NaN wins, +0 > −0 (the lanes' fmax_nan/fmin_nan).
        Maximum => "arith.maximumf",
        Minimum => "arith.minimumf",
        Remainder => "arith.remf",
        Power => "math.powf",
        Atan2 => "math.atan2",
        _ => return Err(uncovered(op.name(), t)),
    };
    Ok(b.bin(name, x, y, ty))
}

fn int_binary(
    b: &mut Body,
    op: BinaryOp,
    x: &str,
    y: &str,
    t: DType,
    ty: &str,
) -> Result<String, String> {
    use BinaryOp::*;
    let bits = int_bits(t);
    let unsigned = t.is_unsigned();
    Ok(match op {
        Add => b.bin("arith.addi", x, y, ty),
        Subtract => b.bin("arith.subi", x, y, ty),
        Multiply => b.bin("arith.muli", x, y, ty),
        Maximum if unsigned => b.bin("arith.maxui", x, y, ty),
        Minimum if unsigned => b.bin("arith.minui", x, y, ty),
        Maximum => b.bin("arith.maxsi", x, y, ty),
        Minimum => b.bin("arith.minsi", x, y, ty),
        And => b.bin("arith.andi", x, y, ty),
        Or => b.bin("arith.ori", x, y, ty),
        Xor => b.bin("arith.xori", x, y, ty),
        Divide | Remainder if unsigned => {
            // x / 0 = MAX (all ones, as −1 is for signed) and x % 0 = x.
            let zero = b.konst("0", ty);
            let one = b.konst("1", ty);
            let by_zero = b.bin("arith.cmpi eq,", y, &zero, ty);
            let safe = b.select(&by_zero, &one, y, ty);
            if op == Divide {
                let q = b.bin("arith.divui", x, &safe, ty);
                let ones = b.konst("-1", ty);
                b.select(&by_zero, &ones, &q, ty)
            } else {
                let r = b.bin("arith.remui", x, &safe, ty);
                b.select(&by_zero, x, &r, ty)
            }
        }
        Divide | Remainder => {
            // x / 0 = −1 and x % 0 = x; MIN / −1 = MIN and MIN % −1 = 0 (LLVM leaves all four
            // undefined, so the divisor is replaced by 1 first).
            let zero = b.konst("0", ty);
            let one = b.konst("1", ty);
            let minus = b.konst("-1", ty);
            let min = b.konst(&format!("{}", i64::MIN >> (64 - bits)), ty);
            let by_zero = b.bin("arith.cmpi eq,", y, &zero, ty);
            let is_min = b.bin("arith.cmpi eq,", x, &min, ty);
            let by_minus = b.bin("arith.cmpi eq,", y, &minus, ty);
            let overflow = b.bin("arith.andi", &is_min, &by_minus, "i1");
            let bad = b.bin("arith.ori", &by_zero, &overflow, "i1");
            let safe = b.select(&bad, &one, y, ty);
            if op == Divide {
                let q = b.bin("arith.divsi", x, &safe, ty);
                let q = b.select(&overflow, &min, &q, ty);
                b.select(&by_zero, &minus, &q, ty)
            } else {
                let r = b.bin("arith.remsi", x, &safe, ty);
                let r = b.select(&overflow, &zero, &r, ty);
                b.select(&by_zero, x, &r, ty)
            }
        }
        ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => {
            // A shift by `bits` or more (the amount read unsigned) gives 0, or the sign for
            // an arithmetic right shift; LLVM leaves it undefined.
            let width = b.konst(&bits.to_string(), ty);
            let fits = b.bin("arith.cmpi ult,", y, &width, ty);
            if op == ShiftRightArithmetic {
                let most = b.konst(&(bits - 1).to_string(), ty);
                let amount = b.select(&fits, y, &most, ty);
                b.bin("arith.shrsi", x, &amount, ty)
            } else {
                let zero = b.konst("0", ty);
                let amount = b.select(&fits, y, &zero, ty);
                let name = if op == ShiftLeft {
                    "arith.shli"
                } else {
                    "arith.shrui"
                };
                let s = b.bin(name, x, &amount, ty);
                b.select(&fits, &s, &zero, ty)
            }
        }
        _ => return Err(uncovered(op.name(), t)),
    })
}

fn complex_binary(
    b: &mut Body,
    op: BinaryOp,
    (a, ai): (&str, &str),
    (c, d): (&str, &str),
    t: DType,
    ty: &str,
) -> Lowered {
    use BinaryOp::*;
    let f = |b: &mut Body, name: &str, x: &str, y: &str| b.bin(name, x, y, ty);
    Ok(match op {
        Add => Val::Pair(f(b, "arith.addf", a, c), f(b, "arith.addf", ai, d)),
        Subtract => Val::Pair(f(b, "arith.subf", a, c), f(b, "arith.subf", ai, d)),
        Multiply => {
            let (ac, bd) = (f(b, "arith.mulf", a, c), f(b, "arith.mulf", ai, d));
            let (ad, bc) = (f(b, "arith.mulf", a, d), f(b, "arith.mulf", ai, c));
            Val::Pair(f(b, "arith.subf", &ac, &bd), f(b, "arith.addf", &ad, &bc))
        }
        Divide => smith_divide(b, (a, ai), (c, d), ty),
        _ => return Err(uncovered(op.name(), t)),
    })
}

/// Smith's scaled complex division, branch for branch as the lanes' `cdiv`: a real or
/// imaginary divisor divides each part once; otherwise the smaller part is scaled by the
/// larger. Every branch is computed and the right one selected.
fn smith_divide(b: &mut Body, (a, ai): (&str, &str), (c, d): (&str, &str), ty: &str) -> Val {
    let f = |b: &mut Body, name: &str, x: &str, y: &str| b.bin(name, x, y, ty);
    let zero = b.konst("0.0", ty);
    // d = 0: (a/c, ai/c)
    let r1 = (f(b, "arith.divf", a, c), f(b, "arith.divf", ai, c));
    // c = 0: (ai/d, −(a/d))
    let ad = f(b, "arith.divf", a, d);
    let r2 = (f(b, "arith.divf", ai, d), b.un("arith.negf", &ad, ty));
    // |c| ≥ |d|: r = d/c, den = c + d·r, ((a + ai·r)/den, (ai − a·r)/den)
    let r = f(b, "arith.divf", d, c);
    let dr = f(b, "arith.mulf", d, &r);
    let den = f(b, "arith.addf", c, &dr);
    let (air, ar) = (f(b, "arith.mulf", ai, &r), f(b, "arith.mulf", a, &r));
    let (n_re, n_im) = (f(b, "arith.addf", a, &air), f(b, "arith.subf", ai, &ar));
    let r3 = (
        f(b, "arith.divf", &n_re, &den),
        f(b, "arith.divf", &n_im, &den),
    );
    // otherwise: r = c/d, den = c·r + d, ((a·r + ai)/den, (ai·r − a)/den)
    let r = f(b, "arith.divf", c, d);
    let cr = f(b, "arith.mulf", c, &r);
    let den = f(b, "arith.addf", &cr, d);
    let (ar, air) = (f(b, "arith.mulf", a, &r), f(b, "arith.mulf", ai, &r));
    let (n_re, n_im) = (f(b, "arith.addf", &ar, ai), f(b, "arith.subf", &air, a));
    let r4 = (
        f(b, "arith.divf", &n_re, &den),
        f(b, "arith.divf", &n_im, &den),
    );
    let d0 = b.bin("arith.cmpf oeq,", d, &zero, ty);
    let c0 = b.bin("arith.cmpf oeq,", c, &zero, ty);
    let (abs_c, abs_d) = (b.un("math.absf", c, ty), b.un("math.absf", d, ty));
    let ge = b.bin("arith.cmpf oge,", &abs_c, &abs_d, ty);
    let pick = |b: &mut Body, part: fn(&(String, String)) -> &String| {
        let s = b.select(&ge, part(&r3), part(&r4), ty);
        let s = b.select(&c0, part(&r2), &s, ty);
        b.select(&d0, part(&r1), &s, ty)
    };
    let re = pick(b, |p| &p.0);
    let im = pick(b, |p| &p.1);
    Val::Pair(re, im)
}

pub(super) fn compare(
    b: &mut Body,
    dir: CompareDir,
    cmp_type: Option<CompareType>,
    x: &Val,
    y: &Val,
    t: DType,
) -> Lowered {
    let ty = ty(t)?;
    let what = || format!("compare {} ({cmp_type:?}) on {t}", dir.name());
    Ok(Val::One(match (x, y) {
        (Val::Pair(a, ai), Val::Pair(c, d)) => {
            let (pred, join) = match dir {
                CompareDir::Eq => ("oeq", "arith.andi"),
                CompareDir::Ne => ("une", "arith.ori"),
                _ => return Err(what()),
            };
            let re = b.bin(&format!("arith.cmpf {pred},"), a, c, ty);
            let im = b.bin(&format!("arith.cmpf {pred},"), ai, d, ty);
            b.bin(join, &re, &im, "i1")
        }
        (Val::One(x), Val::One(y)) if t.is_float() => {
            if !matches!(cmp_type, None | Some(CompareType::Float)) {
                return Err(what());
            }
            let pred = match dir {
                CompareDir::Eq => "oeq",
                CompareDir::Ne => "une",
                CompareDir::Lt => "olt",
                CompareDir::Le => "ole",
                CompareDir::Gt => "ogt",
                CompareDir::Ge => "oge",
            };
            b.bin(&format!("arith.cmpf {pred},"), x, y, ty)
        }
        (Val::One(x), Val::One(y)) => {
            // Bools order false < true: unsigned, as i1's −1 would misorder them signed.
            let signed = match cmp_type {
                None => !t.is_unsigned() && t != DType::I1,
                Some(CompareType::Signed) if t != DType::I1 => true,
                Some(CompareType::Unsigned) => false,
                _ => return Err(what()),
            };
            let s = if signed { "s" } else { "u" };
            let pred = match dir {
                CompareDir::Eq => "eq".to_string(),
                CompareDir::Ne => "ne".to_string(),
                CompareDir::Lt => format!("{s}lt"),
                CompareDir::Le => format!("{s}le"),
                CompareDir::Gt => format!("{s}gt"),
                CompareDir::Ge => format!("{s}ge"),
            };
            b.bin(&format!("arith.cmpi {pred},"), x, y, ty)
        }
        _ => return Err(what()),
    }))
}

pub(super) fn select(b: &mut Body, p: &Val, x: &Val, y: &Val, t: DType) -> Lowered {
    let ty = ty(t)?;
    let p = p.one();
    Ok(match (x, y) {
        (Val::Pair(a, ai), Val::Pair(c, d)) => {
            Val::Pair(b.select(p, a, c, ty), b.select(p, ai, d, ty))
        }
        _ => Val::One(b.select(p, x.one(), y.one(), ty)),
    })
}

/// `min(max(x, lo), hi)`, NaN-propagating on floats as the lanes' `clamp`.
pub(super) fn clamp(b: &mut Body, lo: &Val, x: &Val, hi: &Val, t: DType) -> Lowered {
    let ty = ty(t)?;
    let (max, min) = if t.is_float() {
        ("arith.maximumf", "arith.minimumf")
    } else if t.is_unsigned() {
        ("arith.maxui", "arith.minui")
    } else {
        ("arith.maxsi", "arith.minsi")
    };
    let m = b.bin(max, x.one(), lo.one(), ty);
    Ok(Val::One(b.bin(min, &m, hi.one(), ty)))
}

/// `convert` with the lanes' semantics: Rust's `as` between numbers (float→int saturates,
/// NaN→0), `!= 0` into bool, 0/1 out of it; complex→real and complex→bool read the real part.
pub(super) fn convert(b: &mut Body, x: &Val, from: DType, to: DType) -> Lowered {
    if from == to {
        return Ok(x.clone());
    }
    match (x, to.is_complex()) {
        (Val::Pair(re, im), true) => {
            let (f, t) = (from.real_part(), to.real_part());
            Ok(Val::Pair(
                scalar_convert(b, re, f, t)?,
                scalar_convert(b, im, f, t)?,
            ))
        }
        (Val::Pair(re, _), false) => scalar_convert(b, re, from.real_part(), to).map(Val::One),
        (Val::One(x), true) => {
            let part = to.real_part();
            let re = scalar_convert(b, x, from, part)?;
            let zero = b.konst("0.0", ty(part)?);
            Ok(Val::Pair(re, zero))
        }
        (Val::One(x), false) => scalar_convert(b, x, from, to).map(Val::One),
    }
}

fn scalar_convert(b: &mut Body, x: &str, from: DType, to: DType) -> Result<String, String> {
    let (tf, tt) = (ty(from)?, ty(to)?);
    if from == to {
        return Ok(x.to_string());
    }
    let cast = |b: &mut Body, op: &str| b.val(&format!("{op} {x} : {tf} to {tt}"));
    Ok(match (from.is_float(), to.is_float()) {
        _ if to == DType::I1 => {
            if from.is_float() {
                let zero = b.konst("0.0", tf);
                b.bin("arith.cmpf une,", x, &zero, tf)
            } else {
                let zero = b.konst("0", tf);
                b.bin("arith.cmpi ne,", x, &zero, tf)
            }
        }
        (false, true) if from == DType::I1 || from.is_unsigned() => cast(b, "arith.uitofp"),
        (false, true) => cast(b, "arith.sitofp"),
        (false, false) if int_bits(to) == int_bits(from) => x.to_string(),
        (false, false) if int_bits(to) < int_bits(from) => cast(b, "arith.trunci"),
        // Widening keeps the value: zero-extended from bools and unsigned types.
        (false, false) if from == DType::I1 || from.is_unsigned() => cast(b, "arith.extui"),
        (false, false) => cast(b, "arith.extsi"),
        (true, true) if tf == "f32" => cast(b, "arith.extf"),
        (true, true) => cast(b, "arith.truncf"),
        (true, false) => saturating_to_int(b, x, tf, to, tt),
    })
}

/// Float → int as Rust's `as`: NaN → 0, out of range → MIN or MAX. `fptosi`/`fptoui` are
/// only defined in range, so they convert a value known to be there.
fn saturating_to_int(b: &mut Body, x: &str, tf: &str, to: DType, tt: &str) -> String {
    let bits = int_bits(to);
    let unsigned = to.is_unsigned();
    let (low, high) = if unsigned {
        (0.0, 2f64.powi(bits as i32))
    } else {
        (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1))
    };
    let lo = b.konst(&float_bits(tf, low), tf);
    let hi = b.konst(&float_bits(tf, high), tf);
    let zero = b.konst("0.0", tf);
    let above_lo = b.bin("arith.cmpf oge,", x, &lo, tf);
    let below_hi = b.bin("arith.cmpf olt,", x, &hi, tf);
    let inside = b.bin("arith.andi", &above_lo, &below_hi, "i1");
    let safe = b.select(&inside, x, &zero, tf);
    let op = if unsigned { "fptoui" } else { "fptosi" };
    let r = b.val(&format!("arith.{op} {safe} : {tf} to {tt}"));
    // As bit patterns: all ones and 0 unsigned, 0111… and 1000… signed.
    let (max, min) = if unsigned {
        (-1, 0)
    } else {
        (i64::MAX >> (64 - bits), i64::MIN >> (64 - bits))
    };
    let max = b.konst(&max.to_string(), tt);
    let min = b.konst(&min.to_string(), tt);
    let high = b.bin("arith.cmpf oge,", x, &hi, tf);
    let low = b.bin("arith.cmpf olt,", x, &lo, tf);
    let r = b.select(&high, &max, &r, tt);
    b.select(&low, &min, &r, tt)
}
