//! Pullbacks and tangents of binary elementwise ops, `select` and `clamp`.
//!
//! Rules at ties and kinks, chosen to match JAX:
//! * `maximum`/`minimum`: where both operands equal the result, each gets half of ȳ (and
//!   the tangent is the mean of the two operands' tangents).
//! * `clamp(lo, x, hi) = min(max(x, lo), hi)`: x gets ȳ where lo ≤ x ≤ hi (ties go to x),
//!   lo where x < lo ≤ hi, hi everywhere else. JAX gives ties to nobody.
//! * `power` follows JAX: ∂/∂x is 0 where y = 0, ∂/∂y uses log(1) = 0 where x = 0.

use super::super::emit::{Emit, R};
use super::super::jvp::{add_opt, or_zeros};
use super::{div_conj, Cts};
use fresnel_ir::op::{BinaryOp, CompareDir, UnaryOp};
use fresnel_ir::{OpData, ValueId};

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
        BinaryOp::Add => add_opt(e, dx, dy)?,
        BinaryOp::Subtract => {
            let ny = term(e, dy, &mut |e, d| e.neg(d))?;
            add_opt(e, dx, ny)?
        }
        BinaryOp::Multiply => {
            let a = term(e, dx, &mut |e, d| e.mul(d, y))?;
            let c = term(e, dy, &mut |e, d| e.mul(x, d))?;
            add_opt(e, a, c)?
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
            add_opt(e, dx, ty)?
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
            add_opt(e, a, c)?
        }
        BinaryOp::Maximum | BinaryOp::Minimum => {
            real_only(b.name())?;
            let a = term(e, dx, &mut |e, d| balanced(e, x, y, z, d))?;
            let c = term(e, dy, &mut |e, d| balanced(e, y, x, z, d))?;
            add_opt(e, a, c)?
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
            let num = add_opt(e, p, q)?;
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
            let re = or_zeros(e, dx, x)?;
            let im = or_zeros(e, dy, y)?;
            Some(e.complex(re, im)?)
        }
    };
    Ok(vec![dz])
}

/// `select(pred, a, b)`: the chosen operand's tangent.
pub fn jvp_select(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let [p, a, b] = node.operands[..] else {
        return Err("internal error: select needs 3 operands".into());
    };
    let da = or_zeros(e, dots[1], a)?;
    let db = or_zeros(e, dots[2], b)?;
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
    let dx = or_zeros(e, dots[1], x)?;
    let bound = |e: &mut Emit, d: Option<ValueId>, v: ValueId| -> R<ValueId> {
        let d = or_zeros(e, d, v)?;
        broadcast_bound(e, d, &xt)
    };
    let dlo = bound(e, dots[0], lo)?;
    let dhi = bound(e, dots[2], hi)?;
    let bounds = e.select(lo_wins, dlo, dhi)?;
    Ok(vec![Some(e.select(x_wins, dx, bounds)?)])
}
