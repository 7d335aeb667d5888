//! Pullbacks of elementwise ops: unary, binary, `convert`, `select`, `clamp`.
//!
//! Convention (DESIGN §4): for a real loss and z = a + ib the cotangent is ∂L/∂a + i∂L/∂b,
//! so a holomorphic f pulls back as x̄ = conj(f'(x)) · ȳ; real functions as x̄ = f'(x) · ȳ.
//! Non-holomorphic ops (abs, real, imag, complex) are derived from the real and
//! imaginary parts.
//!
//! Rules at ties and kinks, chosen to match JAX:
//! * `maximum`/`minimum`: where both operands equal the result, each gets half of ȳ.
//! * `clamp(lo, x, hi) = min(max(x, lo), hi)`: x gets ȳ where lo ≤ x ≤ hi (ties go to x),
//!   lo where x < lo ≤ hi, hi everywhere else. JAX gives ties to nobody.
//! * `sign`, `floor`, `ceil`, `round_nearest_even`, `round_nearest_afz` have zero derivative
//!   (also complex sign).
//! * `abs` at 0 has derivative 0; `power` follows JAX: ∂/∂x is 0 where y = 0, ∂/∂y uses
//!   log(1) = 0 where x = 0.

use super::emit::{Emit, R};
use fresnel_ir::op::{BinaryOp, CompareDir, UnaryOp};
use fresnel_ir::{OpData, ValueId};

pub type Cts = Vec<Option<ValueId>>;

pub fn unary(e: &mut Emit, u: UnaryOp, node: &OpData, g: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let dt = e.ty(x).dtype;
    if !dt.is_inexact() {
        return Ok(vec![None]);
    }
    let ct = match u {
        UnaryOp::Negate => Some(e.neg(g)?),
        UnaryOp::Abs => Some(abs(e, x, g)?),
        // On real operands real is the identity and imag is zero.
        UnaryOp::Real if !dt.is_complex() => Some(g),
        UnaryOp::Imag if !dt.is_complex() => None,
        // L(a, b) = f(a): ∂L/∂a = ȳ, ∂L/∂b = 0.
        UnaryOp::Real => {
            let zero = e.zeros_like(g)?;
            Some(e.complex(g, zero)?)
        }
        // L(a, b) = f(b): the cotangent is i·ȳ.
        UnaryOp::Imag => {
            let zero = e.zeros_like(g)?;
            Some(e.complex(zero, g)?)
        }
        _ => match slope(e, u, node)? {
            Slope::Zero => None,
            Slope::Times(d) => Some(e.times_conj(g, d)?),
            Slope::Over(d) => Some(div_conj(e, g, d)?),
        },
    };
    Ok(vec![ct])
}

/// Tangent of a unary op: f'(x)·ẋ for holomorphic and real ops, the real-linear form for
/// the others (d|z| = Re(conj(z)·dz)/|z|, d Re z = Re dz, d Im z = Im dz).
pub fn jvp_unary(e: &mut Emit, u: UnaryOp, node: &OpData, dx: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let z = node.results[0];
    let dt = e.ty(x).dtype;
    if !dt.is_inexact() {
        return Ok(vec![None]);
    }
    let dz = match u {
        UnaryOp::Negate => Some(e.neg(dx)?),
        UnaryOp::Abs if !dt.is_complex() => {
            let s = e.unary(UnaryOp::Sign, x)?;
            Some(e.mul(s, dx)?)
        }
        UnaryOp::Abs => {
            // Re(conj(z)·dz) / |z|, 0 at z = 0 (where the numerator is 0 too).
            let (xr, xi) = (e.real(x)?, e.imag(x)?);
            let (dr, di) = (e.real(dx)?, e.imag(dx)?);
            let a = e.mul(xr, dr)?;
            let b = e.mul(xi, di)?;
            let num = e.add(a, b)?;
            let at_zero = e.is_zero(z)?;
            let one = e.full_like(z, 1.0)?;
            let safe = e.select(at_zero, one, z)?;
            Some(e.div(num, safe)?)
        }
        UnaryOp::Real if !dt.is_complex() => Some(dx),
        UnaryOp::Imag if !dt.is_complex() => None,
        UnaryOp::Real => Some(e.real(dx)?),
        UnaryOp::Imag => Some(e.imag(dx)?),
        _ => match slope(e, u, node)? {
            Slope::Zero => None,
            Slope::Times(d) => Some(e.mul(dx, d)?),
            Slope::Over(d) => Some(e.div(dx, d)?),
        },
    };
    Ok(vec![dz])
}

/// The derivative f'(x) of a unary op that has one (holomorphic off its branch cuts for
/// complex operands), as a factor or a divisor.
enum Slope {
    Zero,
    Times(ValueId),
    Over(ValueId),
}

fn slope(e: &mut Emit, u: UnaryOp, node: &OpData) -> R<Slope> {
    let x = node.operands[0];
    let z = node.results[0];
    let dt = e.ty(x).dtype;
    use Slope::{Over, Times};
    Ok(match u {
        UnaryOp::Negate | UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag => {
            return Err("internal error: not a unary op with a slope".into())
        }
        // Piecewise constant: zero derivative almost everywhere.
        UnaryOp::Sign | UnaryOp::Floor | UnaryOp::Ceil | UnaryOp::RoundNearestEven => Slope::Zero,
        UnaryOp::Not | UnaryOp::IsFinite => Slope::Zero,
        UnaryOp::Exponential => Times(z),
        UnaryOp::ExponentialMinusOne => {
            let one = e.full_like(z, 1.0)?;
            let d = e.add(z, one)?;
            Times(d)
        }
        UnaryOp::Log => Over(x),
        UnaryOp::LogPlusOne => {
            let one = e.full_like(x, 1.0)?;
            let d = e.add(x, one)?;
            Over(d)
        }
        UnaryOp::Sqrt => {
            let two_z = e.scale(z, 2.0)?;
            Over(two_z)
        }
        UnaryOp::Rsqrt => {
            // d/dx x^(-1/2) = -z / (2x)
            let q = e.div(z, x)?;
            let d = e.scale(q, -0.5)?;
            Times(d)
        }
        UnaryOp::Cbrt => {
            // d/dx x^(1/3) = 1 / (3 z²); holomorphic off the branch cut, so complex
            // inputs pull back through its conjugate.
            let z2 = e.mul(z, z)?;
            let d = e.scale(z2, 3.0)?;
            if dt.is_complex() {
                let one = e.full_like(z, 1.0)?;
                let slope = e.div(one, d)?;
                Times(slope)
            } else {
                Over(d)
            }
        }
        UnaryOp::Sine => {
            let d = e.unary(UnaryOp::Cosine, x)?;
            Times(d)
        }
        UnaryOp::Cosine => {
            let s = e.unary(UnaryOp::Sine, x)?;
            let d = e.neg(s)?;
            Times(d)
        }
        UnaryOp::Tan => {
            // 1 + tan²
            let z2 = e.mul(z, z)?;
            let one = e.full_like(z, 1.0)?;
            let d = e.add(one, z2)?;
            Times(d)
        }
        UnaryOp::Tanh => {
            let z2 = e.mul(z, z)?;
            let one = e.full_like(z, 1.0)?;
            let d = e.sub(one, z2)?;
            Times(d)
        }
        UnaryOp::Logistic => {
            let one = e.full_like(z, 1.0)?;
            let om = e.sub(one, z)?;
            let d = e.mul(z, om)?;
            Times(d)
        }
        UnaryOp::Square => {
            let d = e.scale(x, 2.0)?;
            Times(d)
        }
        UnaryOp::RoundNearestAfz | UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => Slope::Zero,
        // erf' = 2/√π e^{-x²}, erfc' = -erf'
        UnaryOp::Erf | UnaryOp::Erfc => {
            let x2 = e.mul(x, x)?;
            let n = e.neg(x2)?;
            let ex = e.unary(UnaryOp::Exponential, n)?;
            let k = std::f64::consts::FRAC_2_SQRT_PI;
            let d = e.scale(ex, if u == UnaryOp::Erf { k } else { -k })?;
            Times(d)
        }
        // (erf⁻¹)'(x) = √π/2 e^{z²} with z = erf⁻¹(x)
        UnaryOp::ErfInv => {
            let z2 = e.mul(z, z)?;
            let ex = e.unary(UnaryOp::Exponential, z2)?;
            let d = e.scale(ex, std::f64::consts::PI.sqrt() / 2.0)?;
            Times(d)
        }
        UnaryOp::Lgamma => {
            let d = e.unary(UnaryOp::Digamma, x)?;
            Times(d)
        }
        UnaryOp::Digamma => return Err("not differentiable yet (needs polygamma)".into()),
        UnaryOp::BesselI1e => return Err("not differentiable yet (needs bessel_i0e)".into()),
        // The inverse trigonometric and hyperbolic functions are holomorphic off their branch
        // cuts: complex operands pull back through the conjugate of the same derivative.
        UnaryOp::Asin | UnaryOp::Acos => {
            // ±1/√(1 - x²)
            let one = e.full_like(x, 1.0)?;
            let x2 = e.mul(x, x)?;
            let r = e.sub(one, x2)?;
            let d = e.unary(UnaryOp::Rsqrt, r)?;
            let d = if u == UnaryOp::Acos { e.neg(d)? } else { d };
            Times(d)
        }
        UnaryOp::Atan | UnaryOp::Atanh => {
            // 1/(1 + x²), 1/(1 - x²)
            let one = e.full_like(x, 1.0)?;
            let x2 = e.mul(x, x)?;
            let den = if u == UnaryOp::Atan {
                e.add(one, x2)?
            } else {
                e.sub(one, x2)?
            };
            Over(den)
        }
        UnaryOp::Asinh => {
            // 1/√(x² + 1)
            let one = e.full_like(x, 1.0)?;
            let x2 = e.mul(x, x)?;
            let r = e.add(x2, one)?;
            let d = e.unary(UnaryOp::Rsqrt, r)?;
            Times(d)
        }
        UnaryOp::Acosh => {
            // 1/(√(x - 1)·√(x + 1)), which keeps the principal branch for complex x
            let one = e.full_like(x, 1.0)?;
            let xm = e.sub(x, one)?;
            let xp = e.add(x, one)?;
            let a = e.unary(UnaryOp::Rsqrt, xm)?;
            let b = e.unary(UnaryOp::Rsqrt, xp)?;
            let d = e.mul(a, b)?;
            Times(d)
        }
        UnaryOp::Sinh => {
            let d = e.unary(UnaryOp::Cosh, x)?;
            Times(d)
        }
        UnaryOp::Cosh => {
            let d = e.unary(UnaryOp::Sinh, x)?;
            Times(d)
        }
    })
}

/// `g / conj(d)`
fn div_conj(e: &mut Emit, g: ValueId, d: ValueId) -> R<ValueId> {
    let cd = e.conj(d)?;
    e.div(g, cd)
}

/// Real x: sign(x)·ȳ. Complex z: ȳ·z/|z| (∂|z|/∂a = a/|z|, ∂|z|/∂b = b/|z|), 0 at z = 0.
fn abs(e: &mut Emit, x: ValueId, g: ValueId) -> R<ValueId> {
    if !e.ty(x).dtype.is_complex() {
        let s = e.unary(UnaryOp::Sign, x)?;
        return e.mul(s, g);
    }
    let r = e.unary(UnaryOp::Abs, x)?;
    let at_zero = e.is_zero(r)?;
    let one = e.full_like(r, 1.0)?;
    let safe_r = e.select(at_zero, one, r)?;
    // Where z = 0 the product below is 0 whatever the scale.
    let scale = e.div(g, safe_r)?;
    let scale = e.real_to_complex(scale)?;
    e.mul(scale, x)
}

pub fn binary(e: &mut Emit, b: BinaryOp, node: &OpData, g: ValueId, wants: &[bool]) -> R<Cts> {
    let (x, y) = (node.operands[0], node.operands[1]);
    let z = node.results[0];
    let dt = e.ty(x).dtype;
    let (wx, wy) = (wants[0], wants[1]);
    if !dt.is_inexact() {
        return Ok(vec![None, None]);
    }
    let real_only = |name: &str| -> R<()> {
        if dt.is_complex() {
            Err(format!("{name} of complex values is not differentiable"))
        } else {
            Ok(())
        }
    };
    let pair: (Option<ValueId>, Option<ValueId>) = match b {
        BinaryOp::Add => (Some(g), Some(g)),
        BinaryOp::Subtract => (Some(g), if wy { Some(e.neg(g)?) } else { None }),
        BinaryOp::Multiply => (
            if wx { Some(e.times_conj(g, y)?) } else { None },
            if wy { Some(e.times_conj(g, x)?) } else { None },
        ),
        BinaryOp::Divide => {
            // x̄ = ȳ / conj(y); ȳ_y = -ȳ conj(x/y²) = -x̄ · conj(z)
            let gx = div_conj(e, g, y)?;
            let gy = if wy {
                let t = e.times_conj(gx, z)?;
                Some(e.neg(t)?)
            } else {
                None
            };
            (Some(gx), gy)
        }
        BinaryOp::Remainder => {
            real_only("remainder")?;
            // x - y·trunc(x/y): x̄ = ȳ, ȳ_y = -ȳ·trunc(x/y)
            let gy = if wy {
                let q = e.div(x, y)?;
                let t = trunc(e, q)?;
                let gt = e.mul(g, t)?;
                Some(e.neg(gt)?)
            } else {
                None
            };
            (Some(g), gy)
        }
        BinaryOp::Power => power(e, x, y, z, g, wx, wy)?,
        BinaryOp::Maximum | BinaryOp::Minimum => {
            real_only(b.name())?;
            (
                if wx {
                    Some(balanced(e, x, y, z, g)?)
                } else {
                    None
                },
                if wy {
                    Some(balanced(e, y, x, z, g)?)
                } else {
                    None
                },
            )
        }
        BinaryOp::Atan2 => {
            real_only("atan2")?;
            // atan2(a, b): ∂/∂a = b/(a²+b²), ∂/∂b = -a/(a²+b²)
            let a2 = e.mul(x, x)?;
            let b2 = e.mul(y, y)?;
            let den = e.add(a2, b2)?;
            let gx = if wx {
                let d = e.div(y, den)?;
                Some(e.mul(g, d)?)
            } else {
                None
            };
            let gy = if wy {
                let q = e.div(x, den)?;
                let d = e.neg(q)?;
                Some(e.mul(g, d)?)
            } else {
                None
            };
            (gx, gy)
        }
        BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical => (None, None),
        BinaryOp::NextAfter => return Err("not differentiable (as in JAX)".into()),
        // z = a + ib with real a, b: ā = Re ȳ, b̄ = Im ȳ
        BinaryOp::Complex => (
            if wx { Some(e.real(g)?) } else { None },
            if wy { Some(e.imag(g)?) } else { None },
        ),
    };
    Ok(vec![pair.0, pair.1])
}

/// Rounds toward zero: floor for t ≥ 0, ceil below.
fn trunc(e: &mut Emit, t: ValueId) -> R<ValueId> {
    let zero = e.zeros_like(t)?;
    let neg = e.compare(CompareDir::Lt, t, zero)?;
    let c = e.unary(UnaryOp::Ceil, t)?;
    let f = e.unary(UnaryOp::Floor, t)?;
    e.select(neg, c, f)
}

/// JAX's `_balanced_eq`: ȳ where `mine` is the result alone, ȳ/2 where both operands are.
fn balanced(e: &mut Emit, mine: ValueId, other: ValueId, z: ValueId, g: ValueId) -> R<ValueId> {
    let mine_wins = e.compare(CompareDir::Eq, mine, z)?;
    let other_too = e.compare(CompareDir::Eq, other, z)?;
    let half = e.scale(g, 0.5)?;
    let share = e.select(other_too, half, g)?;
    e.mask(mine_wins, share)
}

/// z = x^y: x̄ = conj(y·x^(y-1))·ȳ (0 where y = 0), ȳ_y = conj(log(x)·z)·ȳ (x = 0 → log 1).
fn power(
    e: &mut Emit,
    x: ValueId,
    y: ValueId,
    z: ValueId,
    g: ValueId,
    wx: bool,
    wy: bool,
) -> R<(Option<ValueId>, Option<ValueId>)> {
    let gx = if wx {
        let d = power_slope_x(e, x, y)?;
        Some(e.times_conj(g, d)?)
    } else {
        None
    };
    let gy = if wy {
        let d = power_slope_y(e, x, z)?;
        Some(e.times_conj(g, d)?)
    } else {
        None
    };
    Ok((gx, gy))
}

/// ∂(x^y)/∂x = y·x^(y-1), 0 where y = 0.
fn power_slope_x(e: &mut Emit, x: ValueId, y: ValueId) -> R<ValueId> {
    let one = e.full_like(x, 1.0)?;
    let ym1 = e.sub(y, one)?;
    let p = e.binary(BinaryOp::Power, x, ym1)?;
    let d = e.mul(y, p)?;
    let y_zero = e.is_zero(y)?;
    e.mask_inv(y_zero, d)
}

/// ∂(x^y)/∂y = log(x)·z, with log 1 where x = 0.
fn power_slope_y(e: &mut Emit, x: ValueId, z: ValueId) -> R<ValueId> {
    let one = e.full_like(x, 1.0)?;
    let x_zero = e.is_zero(x)?;
    let safe_x = e.select(x_zero, one, x)?;
    let l = e.unary(UnaryOp::Log, safe_x)?;
    e.mul(l, z)
}

/// `convert`: the cotangent goes back through the adjoint of the embedding/projection.
pub fn convert(e: &mut Emit, node: &OpData, g: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let (src, dst) = (e.ty(x).dtype, e.ty(g).dtype);
    if !src.is_inexact() || !dst.is_inexact() {
        return Ok(vec![None]);
    }
    let ct = match (src.is_complex(), dst.is_complex()) {
        (false, false) | (true, true) => e.convert(g, src)?,
        // ι: ℝ → ℂ pulls back as Re.
        (false, true) => {
            let re = e.real(g)?;
            e.convert(re, src)?
        }
        // Re: ℂ → ℝ pulls back as the embedding.
        (true, false) => {
            let part = e.convert(g, src.real_part())?;
            let zero = e.zeros_like(part)?;
            e.complex(part, zero)?
        }
    };
    Ok(vec![Some(ct)])
}

/// `select(pred, a, b)`: ȳ goes to the chosen branch.
pub fn select(e: &mut Emit, node: &OpData, g: ValueId, wants: &[bool]) -> R<Cts> {
    let p = node.operands[0];
    let a = if wants[1] { Some(e.mask(p, g)?) } else { None };
    let b = if wants[2] {
        Some(e.mask_inv(p, g)?)
    } else {
        None
    };
    Ok(vec![None, a, b])
}

/// `clamp(lo, x, hi) = min(max(x, lo), hi)`; lo and hi may be scalars.
pub fn clamp(e: &mut Emit, node: &OpData, g: ValueId, wants: &[bool]) -> R<Cts> {
    let (lo, x, hi) = (node.operands[0], node.operands[1], node.operands[2]);
    let xt = e.ty(x);
    if xt.dtype.is_complex() {
        return Err("clamp of complex values is not differentiable".into());
    }
    if !xt.dtype.is_float() {
        return Ok(vec![None, None, None]);
    }
    let (x_wins, lo_wins) = clamp_winners(e, lo, x, hi)?;
    let gx = if wants[1] {
        Some(e.mask(x_wins, g)?)
    } else {
        None
    };
    let g_lo = if wants[0] {
        let masked = e.mask(lo_wins, g)?;
        Some(e.sum_to(masked, &e.ty(lo))?)
    } else {
        None
    };
    let g_hi = if wants[2] {
        let either = e.binary(BinaryOp::Or, x_wins, lo_wins)?;
        let masked = e.mask_inv(either, g)?;
        Some(e.sum_to(masked, &e.ty(hi))?)
    } else {
        None
    };
    Ok(vec![g_lo, gx, g_hi])
}

/// Where x is the result of `clamp(lo, x, hi)`, and where lo is (hi is everywhere else):
/// exactly one of them at each position.
fn clamp_winners(e: &mut Emit, lo: ValueId, x: ValueId, hi: ValueId) -> R<(ValueId, ValueId)> {
    let xt = e.ty(x);
    let lo_b = broadcast_bound(e, lo, &xt)?;
    let hi_b = broadcast_bound(e, hi, &xt)?;
    let above_lo = e.compare(CompareDir::Ge, x, lo_b)?;
    let below_hi = e.compare(CompareDir::Le, x, hi_b)?;
    let x_wins = e.and(above_lo, below_hi)?;
    let x_below = e.compare(CompareDir::Lt, x, lo_b)?;
    let lo_le_hi = e.compare(CompareDir::Le, lo_b, hi_b)?;
    let lo_wins = e.and(x_below, lo_le_hi)?;
    Ok((x_wins, lo_wins))
}

/// A clamp bound (scalar or full) at the operand's shape.
fn broadcast_bound(e: &mut Emit, bound: ValueId, ty: &fresnel_ir::TensorType) -> R<ValueId> {
    let dims = if e.ty(bound).rank() == 0 {
        vec![]
    } else {
        (0..ty.rank()).collect()
    };
    e.broadcast(bound, dims, ty.clone())
}

// ---- forward mode ------------------------------------------------------------------------

/// Tangent of a binary op: the sum of the partial derivatives times the operand tangents
/// (holomorphic ops without conjugates; `complex(a, b)` maps (ȧ, ḃ) to ȧ + iḃ).
pub fn jvp_binary(e: &mut Emit, b: BinaryOp, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let (x, y) = (node.operands[0], node.operands[1]);
    let z = node.results[0];
    let dt = e.ty(x).dtype;
    let (dx, dy) = (dots[0], dots[1]);
    if !dt.is_inexact() {
        return Ok(vec![None]);
    }
    let real_only = |name: &str| -> R<()> {
        if dt.is_complex() {
            Err(format!("{name} of complex values is not differentiable"))
        } else {
            Ok(())
        }
    };
    // Each operand's contribution, computed only when its tangent is nonzero.
    let term = |e: &mut Emit,
                d: Option<ValueId>,
                f: &mut dyn FnMut(&mut Emit, ValueId) -> R<ValueId>|
     -> R<Option<ValueId>> { d.map(|d| f(e, d)).transpose() };
    let dz = match b {
        BinaryOp::Add => super::jvp::add_opt(e, dx, dy)?,
        BinaryOp::Subtract => {
            let ny = term(e, dy, &mut |e, d| e.neg(d))?;
            super::jvp::add_opt(e, dx, ny)?
        }
        BinaryOp::Multiply => {
            let a = term(e, dx, &mut |e, d| e.mul(d, y))?;
            let c = term(e, dy, &mut |e, d| e.mul(x, d))?;
            super::jvp::add_opt(e, a, c)?
        }
        BinaryOp::Divide => {
            // (ẋ − z·ẏ) / y
            let zy = term(e, dy, &mut |e, d| e.mul(z, d))?;
            let num = match (dx, zy) {
                (Some(a), Some(c)) => Some(e.sub(a, c)?),
                (Some(a), None) => Some(a),
                (None, Some(c)) => Some(e.neg(c)?),
                (None, None) => None,
            };
            term(e, num, &mut |e, n| e.div(n, y))?
        }
        BinaryOp::Remainder => {
            real_only("remainder")?;
            // x − y·trunc(x/y): ẋ − ẏ·trunc(x/y)
            let ty = term(e, dy, &mut |e, d| {
                let q = e.div(x, y)?;
                let t = trunc(e, q)?;
                let dt = e.mul(d, t)?;
                e.neg(dt)
            })?;
            super::jvp::add_opt(e, dx, ty)?
        }
        BinaryOp::Power => {
            let a = term(e, dx, &mut |e, d| {
                let s = power_slope_x(e, x, y)?;
                e.mul(d, s)
            })?;
            let c = term(e, dy, &mut |e, d| {
                let s = power_slope_y(e, x, z)?;
                e.mul(d, s)
            })?;
            super::jvp::add_opt(e, a, c)?
        }
        BinaryOp::Maximum | BinaryOp::Minimum => {
            real_only(b.name())?;
            let a = term(e, dx, &mut |e, d| balanced(e, x, y, z, d))?;
            let c = term(e, dy, &mut |e, d| balanced(e, y, x, z, d))?;
            super::jvp::add_opt(e, a, c)?
        }
        BinaryOp::Atan2 => {
            real_only("atan2")?;
            // (b·ȧ − a·ḃ) / (a² + b²)
            let a2 = e.mul(x, x)?;
            let b2 = e.mul(y, y)?;
            let den = e.add(a2, b2)?;
            let p = term(e, dx, &mut |e, d| e.mul(y, d))?;
            let q = term(e, dy, &mut |e, d| {
                let t = e.mul(x, d)?;
                e.neg(t)
            })?;
            let num = super::jvp::add_opt(e, p, q)?;
            term(e, num, &mut |e, n| e.div(n, den))?
        }
        BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical => None,
        BinaryOp::NextAfter => return Err("not differentiable (as in JAX)".into()),
        BinaryOp::Complex => {
            let re = super::jvp::or_zeros(e, dx, x)?;
            let im = super::jvp::or_zeros(e, dy, y)?;
            Some(e.complex(re, im)?)
        }
    };
    Ok(vec![dz])
}

/// `convert`: the embedding ℝ ↪ ℂ and the projection Re: ℂ → ℝ are real-linear, so the
/// tangent converts the same way.
pub fn jvp_convert(e: &mut Emit, node: &OpData, dx: ValueId) -> R<Cts> {
    let (src, dst) = (e.ty(node.operands[0]).dtype, e.ty(node.results[0]).dtype);
    if !src.is_inexact() || !dst.is_inexact() {
        return Ok(vec![None]);
    }
    let d = if src.is_complex() && !dst.is_complex() {
        e.real(dx)?
    } else {
        dx
    };
    Ok(vec![Some(e.convert(d, dst)?)])
}

/// `select(pred, a, b)`: the chosen operand's tangent.
pub fn jvp_select(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let [p, a, b] = node.operands[..] else {
        return Err("internal error: select needs 3 operands".into());
    };
    let da = super::jvp::or_zeros(e, dots[1], a)?;
    let db = super::jvp::or_zeros(e, dots[2], b)?;
    Ok(vec![Some(e.select(p, da, db)?)])
}

/// `clamp(lo, x, hi)`: the tangent of whichever of the three is the result (the same
/// choice as the pullback's).
pub fn jvp_clamp(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let (lo, x, hi) = (node.operands[0], node.operands[1], node.operands[2]);
    let xt = e.ty(x);
    if xt.dtype.is_complex() {
        return Err("clamp of complex values is not differentiable".into());
    }
    if !xt.dtype.is_float() {
        return Ok(vec![None]);
    }
    let (x_wins, lo_wins) = clamp_winners(e, lo, x, hi)?;
    let dx = super::jvp::or_zeros(e, dots[1], x)?;
    let bound = |e: &mut Emit, d: Option<ValueId>, v: ValueId| -> R<ValueId> {
        let d = super::jvp::or_zeros(e, d, v)?;
        broadcast_bound(e, d, &xt)
    };
    let dlo = bound(e, dots[0], lo)?;
    let dhi = bound(e, dots[2], hi)?;
    let bounds = e.select(lo_wins, dlo, dhi)?;
    Ok(vec![Some(e.select(x_wins, dx, bounds)?)])
}
