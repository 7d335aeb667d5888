//! Pullbacks of `reduce` with a recognised single-op body.
//!
//! * add: ȳ broadcast back over the reduced dims; the init value gets Σȳ.
//! * multiply: x̄_i = conj(init · Π_{j≠i} x_j) · ȳ, exact also with zeros: with no zero
//!   among the x_j it is P/x_i, with exactly one zero it is the product of the others at
//!   that zero and 0 elsewhere, with two or more zeros 0 everywhere.
//! * maximum/minimum (JAX's rule): ȳ is split evenly among the positions equal to the
//!   result; the init value, being a constant in every program we see, gets nothing.
//! * variadic (argmax/argmin-style, `(value, index)` pairs): integer results carry no
//!   gradient. A float result is differentiable when the body is a chooser for it (it returns
//!   `select(p, acc, elem)` of that result's own pair), so that the result tuple is one of the
//!   input tuples: ȳ goes to the input positions whose whole tuple equals the result tuple
//!   (with an iota index operand, exactly the selected element), split evenly if several do.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use crate::passes::util::{is_one, reduce_kind, splat_of};
use fresnel_ir::op::{CompareDir, ReduceKind};
use fresnel_ir::{OpData, OpId, ValueId};

pub fn reduce(
    e: &mut Emit,
    op: OpId,
    node: &OpData,
    dims: &[usize],
    cts: &[Option<ValueId>],
    wants: &[bool],
) -> R<Cts> {
    if node.operands.len() != 2 {
        return variadic(e, node, dims, cts, wants);
    }
    let mut out = vec![None, None];
    let Some(g) = cts[0] else {
        return Ok(out);
    };
    let (x, init) = (node.operands[0], node.operands[1]);
    let z = node.results[0];
    let kind = reduce_kind(e.f, op).ok_or(
        "not differentiable yet: stablehlo.reduce whose body is not a single add, multiply, \
         maximum or minimum",
    )?;
    let shape = e.ty(x).shape;
    let gb = e.unreduce(g, dims, &shape)?;
    match kind {
        ReduceKind::Add => {
            out[0] = wants[0].then_some(gb);
            if wants[1] {
                out[1] = Some(e.sum_all(g)?);
            }
        }
        ReduceKind::Multiply => {
            if wants[0] {
                let d = product_of_others(e, x, init, dims)?;
                out[0] = Some(e.times_conj(gb, d)?);
            }
            if wants[1] {
                // z = init · Πx, so ∂z/∂init = Πx = z / init for init ≠ 0; recompute Πx
                // instead to stay exact at init = 0.
                let p = e.reduce(x, dims.to_vec(), ReduceKind::Multiply)?;
                let t = e.times_conj(g, p)?;
                out[1] = Some(e.sum_all(t)?);
            }
        }
        ReduceKind::Maximum | ReduceKind::Minimum => {
            if e.ty(x).dtype.is_complex() {
                return Err(
                    "maximum/minimum reduce of complex values is not differentiable".into(),
                );
            }
            if wants[0] {
                out[0] = Some(chooser(e, x, z, dims, gb)?);
            }
        }
        ReduceKind::And | ReduceKind::Or => {}
    }
    Ok(out)
}

/// ȳ divided evenly among the positions equal to the (broadcast) result.
fn chooser(e: &mut Emit, x: ValueId, z: ValueId, dims: &[usize], gb: ValueId) -> R<ValueId> {
    let xt = e.ty(x);
    let zb = e.unreduce(z, dims, &xt.shape)?;
    let hit = e.compare(CompareDir::Eq, x, zb)?;
    let ones = e.full_re(&xt, 1.0)?;
    let indicator = e.mask(hit, ones)?;
    let counts = e.sum(indicator, dims.to_vec())?;
    // A count of 0 happens only when the init value wins; those positions get nothing anyway.
    let one = e.full_like(counts, 1.0)?;
    let safe = e.binary(fresnel_ir::BinaryOp::Maximum, counts, one)?;
    let safe_b = e.unreduce(safe, dims, &xt.shape)?;
    let share = e.div(gb, safe_b)?;
    e.mask(hit, share)
}

/// init · Π_{j≠i} x_j over the reduced dims, for every position i, exact with zeros.
fn product_of_others(e: &mut Emit, x: ValueId, init: ValueId, dims: &[usize]) -> R<ValueId> {
    let xt = e.ty(x);
    let real = xt.with_dtype(xt.dtype.real_part());
    let is_zero = e.is_zero(x)?;
    let ones = e.full_re(&xt, 1.0)?;
    let nonzero_x = e.select(is_zero, ones, x)?;
    let p = e.reduce(nonzero_x, dims.to_vec(), ReduceKind::Multiply)?;
    let p = e.unreduce(p, dims, &xt.shape)?;
    let real_ones = e.full_re(&real, 1.0)?;
    let zero_ind = e.mask(is_zero, real_ones)?;
    let zero_count = e.sum(zero_ind, dims.to_vec())?;
    let zero_count = e.unreduce(zero_count, dims, &xt.shape)?;
    let no_zero = {
        let c0 = e.zeros(&real)?;
        e.compare(CompareDir::Eq, zero_count, c0)?
    };
    let one_zero = e.compare(CompareDir::Eq, zero_count, real_ones)?;
    let all_others = e.div(p, nonzero_x)?;
    let at_the_zero = e.mask(is_zero, p)?;
    let with_one = e.mask(one_zero, at_the_zero)?;
    let d = e.select(no_zero, all_others, with_one)?;
    if splat_of(e.f, init).is_some_and(is_one) {
        return Ok(d);
    }
    let init_b = e.broadcast(init, vec![], xt)?;
    e.mul(d, init_b)
}

/// Tangent of `reduce`:
/// * add: Σẋ + iniṫ;
/// * multiply: Σ_i (init · Π_{j≠i} x_j) ẋ_i + (Πx) iniṫ (exact with zeros, as above);
/// * maximum/minimum: the mean of ẋ over the positions equal to the result (the pullback's
///   even split, transposed); the init value's tangent is ignored, as the pullback gives it
///   nothing.
pub fn jvp_reduce(
    e: &mut Emit,
    op: OpId,
    node: &OpData,
    dims: &[usize],
    dots: &[Option<ValueId>],
) -> R<Cts> {
    if node.operands.len() != 2 {
        return jvp_variadic(e, node, dims, dots);
    }
    let (x, init) = (node.operands[0], node.operands[1]);
    let (dx, dinit) = (dots[0], dots[1]);
    let z = node.results[0];
    let kind = reduce_kind(e.f, op).ok_or(
        "not differentiable yet: stablehlo.reduce whose body is not a single add, multiply, \
         maximum or minimum",
    )?;
    let zt = e.ty(z);
    let init_b = |e: &mut Emit, d: ValueId| e.broadcast(d, vec![], zt.clone());
    let dz = match kind {
        ReduceKind::Add => {
            let a = dx.map(|d| e.sum(d, dims.to_vec())).transpose()?;
            let b = dinit.map(|d| init_b(e, d)).transpose()?;
            super::jvp::add_opt(e, a, b)?
        }
        ReduceKind::Multiply => {
            let a = match dx {
                Some(d) => {
                    let others = product_of_others(e, x, init, dims)?;
                    let t = e.mul(others, d)?;
                    Some(e.sum(t, dims.to_vec())?)
                }
                None => None,
            };
            let b = match dinit {
                Some(d) => {
                    let p = e.reduce(x, dims.to_vec(), ReduceKind::Multiply)?;
                    let db = init_b(e, d)?;
                    Some(e.mul(p, db)?)
                }
                None => None,
            };
            super::jvp::add_opt(e, a, b)?
        }
        ReduceKind::Maximum | ReduceKind::Minimum => {
            if e.ty(x).dtype.is_complex() {
                return Err(
                    "maximum/minimum reduce of complex values is not differentiable".into(),
                );
            }
            match dx {
                Some(d) => Some(chosen_mean(e, x, z, dims, d)?),
                None => None,
            }
        }
        ReduceKind::And | ReduceKind::Or => None,
    };
    Ok(vec![dz])
}

/// The mean of `dx` over the reduced positions where x equals the result.
fn chosen_mean(e: &mut Emit, x: ValueId, z: ValueId, dims: &[usize], dx: ValueId) -> R<ValueId> {
    let xt = e.ty(x);
    let zb = e.unreduce(z, dims, &xt.shape)?;
    let hit = e.compare(CompareDir::Eq, x, zb)?;
    let ones = e.full_re(&xt, 1.0)?;
    let indicator = e.mask(hit, ones)?;
    let counts = e.sum(indicator, dims.to_vec())?;
    let one = e.full_like(counts, 1.0)?;
    let safe = e.binary(fresnel_ir::BinaryOp::Maximum, counts, one)?;
    let picked = e.mask(hit, dx)?;
    let total = e.sum(picked, dims.to_vec())?;
    e.div(total, safe)
}

/// Whether result `j` of a variadic reduce is a float the body chooses: it returns
/// `select(p, a, b)` of its own accumulator and element (either order), so that its value
/// always comes from one of them.
fn chosen_float(e: &Emit, node: &OpData, j: usize) -> bool {
    let n = node.results.len();
    if !e.ty(node.results[j]).dtype.is_inexact() {
        return false;
    }
    let Some(body) = node.regions.first() else {
        return false;
    };
    let block = e.f.block(*body);
    let (Some(&r), Some(&a), Some(&b)) =
        (block.ret.get(j), block.args.get(j), block.args.get(j + n))
    else {
        return false;
    };
    block.ops.iter().any(|&o| {
        let d = e.f.op(o);
        matches!(d.op, fresnel_ir::Op::Select)
            && d.results == [r]
            && (d.operands[1..] == [a, b] || d.operands[1..] == [b, a])
    })
}

/// The reduced positions whose whole input tuple equals the result tuple (broadcast back),
/// and how many there are per result (at least 1).
fn tuple_hits(e: &mut Emit, node: &OpData, dims: &[usize]) -> R<(ValueId, ValueId)> {
    let n = node.results.len();
    let xt = e.ty(node.operands[0]);
    let mut hit: Option<ValueId> = None;
    for k in 0..n {
        let zb = e.unreduce(node.results[k], dims, &xt.shape)?;
        let eq = e.compare(CompareDir::Eq, node.operands[k], zb)?;
        hit = Some(match hit {
            Some(h) => e.and(h, eq)?,
            None => eq,
        });
    }
    let hit = hit.ok_or("internal error: a reduce without results")?;
    let real = fresnel_ir::DType::F64;
    let ones = e.full_re(&xt.with_dtype(real), 1.0)?;
    let indicator = e.mask(hit, ones)?;
    let counts = e.sum(indicator, dims.to_vec())?;
    let one = e.full_like(counts, 1.0)?;
    let safe = e.binary(fresnel_ir::BinaryOp::Maximum, counts, one)?;
    Ok((hit, safe))
}

fn not_chosen() -> String {
    "not differentiable yet (variadic reduce whose body does not choose the float result \
     from its accumulator and element)"
        .into()
}

/// Pullback of a variadic reduce (see the module doc); the init values get nothing.
fn variadic(
    e: &mut Emit,
    node: &OpData,
    dims: &[usize],
    cts: &[Option<ValueId>],
    wants: &[bool],
) -> R<Cts> {
    let n = node.results.len();
    let mut out = vec![None; 2 * n];
    let live: Vec<usize> = (0..n).filter(|&j| cts[j].is_some() && wants[j]).collect();
    if live.is_empty() {
        return Ok(out);
    }
    if let Some(&j) = live.iter().find(|&&j| !chosen_float(e, node, j)) {
        if e.ty(node.results[j]).dtype.is_inexact() {
            return Err(not_chosen());
        }
    }
    let (hit, safe) = tuple_hits(e, node, dims)?;
    let shape = e.ty(node.operands[0]).shape;
    for j in live {
        let (Some(g), true) = (cts[j], chosen_float(e, node, j)) else {
            continue;
        };
        let dt = e.ty(g).dtype;
        let safe = e.convert(safe, dt.real_part())?;
        let safe = if dt.is_complex() {
            e.real_to_complex(safe)?
        } else {
            safe
        };
        let share = e.div(g, safe)?;
        let share = e.unreduce(share, dims, &shape)?;
        out[j] = Some(e.mask(hit, share)?);
    }
    Ok(out)
}

/// Tangent of a variadic reduce: for each chosen float result the mean of ẋ over the input
/// positions whose tuple equals the result tuple; integer results have none.
fn jvp_variadic(e: &mut Emit, node: &OpData, dims: &[usize], dots: &[Option<ValueId>]) -> R<Cts> {
    let n = node.results.len();
    let mut out = vec![None; n];
    let live: Vec<usize> = (0..n)
        .filter(|&j| dots[j].is_some() && e.ty(node.results[j]).dtype.is_inexact())
        .collect();
    if live.is_empty() {
        return Ok(out);
    }
    if live.iter().any(|&j| !chosen_float(e, node, j)) {
        return Err(not_chosen());
    }
    let (hit, safe) = tuple_hits(e, node, dims)?;
    for j in live {
        let Some(d) = dots[j] else { continue };
        let picked = e.mask(hit, d)?;
        let total = e.sum(picked, dims.to_vec())?;
        let dt = e.ty(total).dtype;
        let safe = e.convert(safe, dt.real_part())?;
        let safe = if dt.is_complex() {
            e.real_to_complex(safe)?
        } else {
            safe
        };
        out[j] = Some(e.div(total, safe)?);
    }
    Ok(out)
}
