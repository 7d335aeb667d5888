//! Pullbacks and tangents of elementwise ops: unary ops and `convert` here, binary ops,
//! `select` and `clamp` in [`binary`].
//!
//! Convention (docs/design.md §4): for a real loss and z = a + ib the cotangent is ∂L/∂a + i∂L/∂b,
//! so a holomorphic f pulls back as x̄ = conj(f'(x)) · ȳ; real functions as x̄ = f'(x) · ȳ.
//! Non-holomorphic ops (abs, real, imag, complex) are derived from the real and
//! imaginary parts. Tangents are ordinary complex directions: ż = f'(x)·ẋ, and the
//! real-linear form for the non-holomorphic ops (see `ad::jvp`).
//!
//! Rules at kinks, chosen to match JAX:
//! * `sign`, `floor`, `ceil`, `round_nearest_even`, `round_nearest_afz` have zero derivative
//!   (also complex sign).
//! * `abs` at 0 has derivative 0.

mod binary;

pub use binary::{binary, clamp, jvp_binary, jvp_clamp, jvp_select, select};

use super::emit::{Emit, R};
use fresnel_ir::op::{CompareDir, UnaryOp};
use fresnel_ir::special::Elementwise;
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
        // ψ' = ψ⁽¹⁾ = ζ(2, x), written with the same Euler–Maclaurin sum as chlo.polygamma.
        UnaryOp::Digamma => {
            let two = e.full_like(x, 2.0)?;
            let t = e.ty(x);
            let d = Elementwise { out: e, t }.zeta(two, x)?;
            Times(d)
        }
        // i1e' = i0e − i1e·(sign x + 1/x), with the limit 1/2 where |x| is below ε
        // (where 1/x would overflow), as JAX's rule.
        UnaryOp::BesselI1e => {
            let t = e.ty(x);
            let eps = e.full_like(x, eps_of(dt))?;
            let ax = e.unary(UnaryOp::Abs, x)?;
            let tiny = e.compare(CompareDir::Le, ax, eps)?;
            let safe = e.select(tiny, eps, x)?;
            let i0e = Elementwise { out: e, t }.bessel_i0e(safe)?;
            let sign = e.unary(UnaryOp::Sign, safe)?;
            let one = e.full_like(x, 1.0)?;
            let inv = e.div(one, safe)?;
            let k = e.add(sign, inv)?;
            let zk = e.mul(z, k)?;
            let d = e.sub(i0e, zk)?;
            let half = e.full_like(x, 0.5)?;
            let d = e.select(tiny, half, d)?;
            Times(d)
        }
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
pub(super) fn div_conj(e: &mut Emit, g: ValueId, d: ValueId) -> R<ValueId> {
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

/// Machine epsilon of a float type.
fn eps_of(dt: fresnel_ir::DType) -> f64 {
    if dt == fresnel_ir::DType::F32 {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    }
}
