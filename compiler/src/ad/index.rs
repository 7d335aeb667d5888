//! Pullbacks of `gather` and `scatter` (StableHLO semantics: gather clamps start indices,
//! scatter drops update elements that land outside).
//!
//! * gather: x̄ = scatter-add of ȳ into zeros at the *clamped* start indices (made explicit
//!   with a `clamp`, since scatter does not clamp), with the dimension numbers mirrored.
//! * scatter-add: x̄ = ȳ; ū = ȳ gathered at the update positions. To give dropped update
//!   elements exactly zero, ȳ is zero-padded by one window on every indexed dimension and
//!   the indices are clamped into [-window, size] and shifted by the window: a window that
//!   reaches outside then reads padding instead of being clamped back inside.
//! * scatter-set (the region returns the update): x̄ = ȳ with the overwritten positions
//!   zeroed (a scatter-set of zeros); ū as for add, masked to the update elements that were
//!   written last: every update element's id is scattered (set) into an array of −1, read
//!   back the same way, and compared with its own id, so duplicates are exact too.
//!
//! * scatter-max/min: ȳ at a position is split evenly among the values equal to the result
//!   there (the operand's and those of the update elements that landed there), as JAX does.
//!
//! * scatter-multiply: y = x · Π u over the update elements landing at each position, so
//!   x̄ = scatter-multiply of ȳ by conj(u), and ū_k = ȳ there · conj(x · Π_{j≠k} u_j), the
//!   product of the others made exact with zeros as for `reduce` multiply: with no zero
//!   update landing there it is P/u_k (P the product of all), at the single zero the
//!   product of the nonzero ones, and 0 with two or more zeros. Exact for duplicate indices
//!   too (JAX differentiates only `unique_indices=True`).
//!
//! * scatter-subtract (`subtract(current, update)`): y = x − Σ u, so x̄ = ȳ, ū = −ȳ there.
//!
//! Variadic scatters whose region combines each component on its own are these rules per
//! component (`scatter_tuple.rs`); scatters with other regions are refused.

use super::elementwise::Cts;
use super::emit::{Emit, RegionBody, R};
use fresnel_ir::array::{Array, Data};
use fresnel_ir::op::{CompareDir, GatherDims, Op, ScatterDims};
use fresnel_ir::{BinaryOp, DType, OpData, TensorType, ValueId};

/// What a scatter's region computes (for one component of a variadic scatter), when it is
/// one we differentiate.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Update {
    Add,
    /// `subtract(current, update)`: y = x − Σ u.
    Sub,
    Set,
    Mul,
    /// `maximum` or `minimum`: the result is one of the values competing for a position.
    Extremum,
}

/// The kind of `r = op(a, b)` (`a` the current value, `b` the update), or None when `op` is
/// not one we differentiate. Subtraction must take them in that order: `b − a` would depend
/// on the order the updates are applied in.
pub(super) fn binary_kind(d: &OpData, a: ValueId, b: ValueId, r: ValueId) -> Option<Update> {
    let ordered = d.operands == [a, b];
    let both = ordered || d.operands == [b, a];
    let kind = match d.op {
        Op::Binary(BinaryOp::Add) if both => Update::Add,
        Op::Binary(BinaryOp::Subtract) if ordered => Update::Sub,
        Op::Binary(BinaryOp::Multiply) if both => Update::Mul,
        Op::Binary(BinaryOp::Maximum | BinaryOp::Minimum) if both => Update::Extremum,
        _ => return None,
    };
    (d.results == [r]).then_some(kind)
}

fn update_kind(e: &Emit, node: &OpData) -> Option<Update> {
    let block = e.f.block(*node.regions.first()?);
    let [a, b] = block.args[..] else { return None };
    match (&block.ops[..], &block.ret[..]) {
        ([], [r]) if *r == b => Some(Update::Set),
        ([op], [r]) => binary_kind(e.f.op(*op), a, b, *r),
        _ => None,
    }
}

/// The message for a region without a rule.
pub(super) const UNSUPPORTED_REGION: &str = "not differentiable yet: stablehlo.scatter whose \
     region is not an add, a subtract, a multiply, a maximum, a minimum or a set (returning \
     the update), component by component";

/// One operand/update pair of a scatter and its result: the whole of a single scatter, or one
/// component of a variadic scatter whose region combines each component on its own (which
/// then is that many independent scatters with the same indices).
#[derive(Clone, Copy)]
pub(super) struct Part {
    pub x: ValueId,
    pub idx: ValueId,
    pub u: ValueId,
    pub r: ValueId,
}

/// A constant of the index type with `values[k]` along `index_vector_dim` (one value per
/// index component), broadcast to the indices' shape; a scalar when all values agree.
fn per_component(e: &mut Emit, idx: ValueId, ivd: usize, values: &[i64]) -> R<ValueId> {
    let ty = e.ty(idx);
    let data = |v: Vec<i64>| {
        // `wide_indices` made the index type i32 or i64.
        Data::from_ints(ty.dtype, &v).unwrap_or(Data::I64(v))
    };
    if values.iter().all(|&v| Some(&v) == values.first()) || ivd >= ty.rank() {
        let v = values.first().copied().unwrap_or(0);
        let a = Array {
            shape: vec![],
            data: data(vec![v]),
        };
        return e.op(Op::Constant(a), vec![]);
    }
    let a = Array {
        shape: vec![values.len()],
        data: data(values.to_vec()),
    };
    let c = e.op(Op::Constant(a), vec![])?;
    e.broadcast(c, vec![ivd], ty)
}

/// Indices as i32 or i64: the pullbacks clamp and shift them by bounds (negative ones, or
/// dimension sizes) that narrow or unsigned index types cannot hold.
fn wide_indices(e: &mut Emit, idx: ValueId) -> R<ValueId> {
    match e.ty(idx).dtype {
        DType::I32 | DType::I64 => Ok(idx),
        _ => e.convert(idx, DType::I64),
    }
}

pub fn gather(e: &mut Emit, node: &OpData, g: &GatherDims, ct: ValueId, wants: &[bool]) -> R<Cts> {
    let mut out = vec![None, None];
    if !wants[0] {
        return Ok(out);
    }
    let x = node.operands[0];
    let idx = wide_indices(e, node.operands[1])?;
    let xt = e.ty(x);
    let hi: Vec<i64> = g
        .start_index_map
        .iter()
        .map(|&d| (xt.shape[d] - g.slice_sizes[d]) as i64)
        .collect();
    let lo = per_component(e, idx, g.index_vector_dim, &vec![0; hi.len()])?;
    let hi = per_component(e, idx, g.index_vector_dim, &hi)?;
    let clamped = e.op(Op::Clamp, vec![lo, idx, hi])?;
    let zeros = e.zeros(&xt)?;
    let s = ScatterDims {
        update_window_dims: g.offset_dims.clone(),
        inserted_window_dims: g.collapsed_slice_dims.clone(),
        input_batching_dims: g.operand_batching_dims.clone(),
        scatter_indices_batching_dims: g.start_indices_batching_dims.clone(),
        scatter_dims_to_operand_dims: g.start_index_map.clone(),
        index_vector_dim: g.index_vector_dim,
        indices_are_sorted: g.indices_are_sorted,
        unique_indices: false,
    };
    out[0] = Some(e.scatter(zeros, clamped, ct, s, RegionBody::Binary(BinaryOp::Add))?);
    Ok(out)
}

pub fn scatter(
    e: &mut Emit,
    node: &OpData,
    s: &ScatterDims,
    ct: ValueId,
    wants: &[bool],
) -> R<Cts> {
    if node.operands.len() != 3 {
        return Err("internal error: a variadic scatter in the single-scatter rule".into());
    }
    let kind = update_kind(e, node).ok_or(UNSUPPORTED_REGION)?;
    let p = Part {
        x: node.operands[0],
        idx: node.operands[1],
        u: node.operands[2],
        r: node.results[0],
    };
    let (dx, du) = part_pullback(e, p, kind, s, ct, wants[0], wants[2])?;
    Ok(vec![dx, None, du])
}

/// The cotangents of one part's operand and updates (when wanted) from its result's.
pub(super) fn part_pullback(
    e: &mut Emit,
    p: Part,
    kind: Update,
    s: &ScatterDims,
    ct: ValueId,
    want_x: bool,
    want_u: bool,
) -> R<(Option<ValueId>, Option<ValueId>)> {
    let Part { x, idx, u, .. } = p;
    match kind {
        Update::Extremum => return extremum(e, p, s, ct, want_x, want_u),
        Update::Mul => return multiply(e, p, s, ct, want_x, want_u),
        _ => {}
    }
    let dx = if want_x {
        Some(match kind {
            Update::Set => {
                let z = e.zeros_like(u)?;
                e.scatter(ct, idx, z, s.clone(), RegionBody::Second)?
            }
            _ => ct,
        })
    } else {
        None
    };
    let du = if want_u {
        let back = gather_back(e, x, idx, u, s, ct, 0)?;
        Some(match kind {
            Update::Set => {
                let won = last_writers(e, x, idx, u, s)?;
                e.mask(won, back)?
            }
            Update::Sub => e.neg(back)?,
            _ => back,
        })
    } else {
        None
    };
    Ok((dx, du))
}

/// Scatter-max/min (JAX's rule): ȳ at a position is shared evenly among the values that
/// equal the result there, the operand's and every update element's landing there.
fn extremum(
    e: &mut Emit,
    p: Part,
    s: &ScatterDims,
    ct: ValueId,
    want_x: bool,
    want_u: bool,
) -> R<(Option<ValueId>, Option<ValueId>)> {
    let Part { x, idx, u, .. } = p;
    let (x_won, u_won, safe) = extremum_winners(e, p, s)?;
    let share = e.div(ct, safe)?;
    let mut out = (None, None);
    if want_x {
        out.0 = Some(e.mask(x_won, share)?);
    }
    if want_u {
        let back = gather_back(e, x, idx, u, s, share, 0)?;
        out.1 = Some(e.mask(u_won, back)?);
    }
    Ok(out)
}

/// Scatter-multiply (see the module doc).
fn multiply(
    e: &mut Emit,
    p: Part,
    s: &ScatterDims,
    ct: ValueId,
    want_x: bool,
    want_u: bool,
) -> R<(Option<ValueId>, Option<ValueId>)> {
    let Part { x, idx, u, .. } = p;
    let mut out = (None, None);
    if want_x {
        let cu = e.conj(u)?;
        out.0 = Some(e.scatter(
            ct,
            idx,
            cu,
            s.clone(),
            RegionBody::Binary(BinaryOp::Multiply),
        )?);
    }
    if want_u {
        let others = product_of_others(e, p, s)?;
        let back = gather_back(e, x, idx, u, s, ct, 0)?;
        out.1 = Some(e.times_conj(back, others)?);
    }
    Ok(out)
}

/// For scatter-multiply: x · Π_{j≠k} u_j at the position where update element k lands (0
/// where it was dropped), exact with zeros (see the module doc).
fn product_of_others(e: &mut Emit, p: Part, s: &ScatterDims) -> R<ValueId> {
    let Part { x, idx, u, .. } = p;
    let (xt, ut) = (e.ty(x), e.ty(u));
    let real = xt.dtype.real_part();
    let u_zero = e.is_zero(u)?;
    let ones = e.full_re(&ut, 1.0)?;
    let u_nonzero = e.select(u_zero, ones, u)?;
    let all = e.scatter(
        x,
        idx,
        u_nonzero,
        s.clone(),
        RegionBody::Binary(BinaryOp::Multiply),
    )?;
    let zeros_here = {
        let real_ones = e.full_re(&ut.with_dtype(real), 1.0)?;
        let ind = e.mask(u_zero, real_ones)?;
        let none = e.zeros(&xt.with_dtype(real))?;
        e.scatter(none, idx, ind, s.clone(), RegionBody::Binary(BinaryOp::Add))?
    };
    let p = gather_back(e, x, idx, u, s, all, 0)?;
    let z = gather_back(e, x, idx, u, s, zeros_here, 0)?;
    let (z0, z1) = {
        let c0 = e.zeros(&ut.with_dtype(real))?;
        let c1 = e.full_re(&ut.with_dtype(real), 1.0)?;
        (
            e.compare(CompareDir::Eq, z, c0)?,
            e.compare(CompareDir::Eq, z, c1)?,
        )
    };
    let divided = e.div(p, u_nonzero)?;
    let at_nonzero = e.mask(z0, divided)?;
    let at_zero = e.mask(z1, p)?;
    e.select(u_zero, at_zero, at_nonzero)
}

/// For scatter-max/min: whether the operand's value is the result at each position, whether
/// each update element landed and equals the result where it landed, and the number of such
/// winners at each position (at least 1).
fn extremum_winners(e: &mut Emit, p: Part, s: &ScatterDims) -> R<(ValueId, ValueId, ValueId)> {
    let Part { x, idx, u, r } = p;
    if e.ty(x).dtype.is_complex() {
        return Err("maximum/minimum of complex values is not differentiable".into());
    }
    let x_won = e.compare(CompareDir::Eq, x, r)?;
    let x_ones = e.full_like(x, 1.0)?;
    let x_count = e.mask(x_won, x_ones)?;
    // Update elements that landed (not dropped) and equal the result where they landed.
    let landed = gather_back(e, x, idx, u, s, x_ones, 0)?;
    let r_there = gather_back(e, x, idx, u, s, r, 0)?;
    let equal = e.compare(CompareDir::Eq, u, r_there)?;
    let zero = e.zeros_like(u)?;
    let is_landed = e.compare(CompareDir::Ne, landed, zero)?;
    let u_won = e.and(equal, is_landed)?;
    let u_ones = e.full_like(u, 1.0)?;
    let u_count = e.mask(u_won, u_ones)?;
    let count = e.scatter(
        x_count,
        idx,
        u_count,
        s.clone(),
        RegionBody::Binary(BinaryOp::Add),
    )?;
    let safe = e.binary(BinaryOp::Maximum, count, x_ones)?;
    Ok((x_won, u_won, safe))
}

/// Whether each update element is the one a scatter-set leaves in place (the last written
/// to its position): a scatter-set of element ids into −1s, read back at every position.
fn last_writers(e: &mut Emit, x: ValueId, idx: ValueId, u: ValueId, s: &ScatterDims) -> R<ValueId> {
    let ut = e.ty(u);
    let n = ut.num_elements();
    let dtype = if n < i32::MAX as usize {
        DType::I32
    } else {
        DType::I64
    };
    let flat = e.typed(Op::Iota { dim: 0 }, vec![], TensorType::new(dtype, vec![n]))?;
    let ids = e.reshape(flat, ut.shape.clone())?;
    let none = {
        let minus_one = int_scalar(e, dtype, -1)?;
        let xt = e.ty(x).with_dtype(dtype);
        e.broadcast(minus_one, vec![], xt)?
    };
    let winners = e.scatter(none, idx, ids, s.clone(), RegionBody::Second)?;
    let seen = gather_back(e, x, idx, u, s, winners, -1)?;
    e.compare(CompareDir::Eq, seen, ids)
}

fn int_scalar(e: &mut Emit, dtype: DType, v: i64) -> R<ValueId> {
    let data = match dtype {
        DType::I32 => Data::I32(vec![v as i32]),
        _ => Data::I64(vec![v]),
    };
    e.op(
        Op::Constant(Array {
            shape: vec![],
            data,
        }),
        vec![],
    )
}

/// `v` (of the input's shape) read at every update position, `outside` where the update
/// element was dropped.
fn gather_back(
    e: &mut Emit,
    x: ValueId,
    idx: ValueId,
    u: ValueId,
    s: &ScatterDims,
    v: ValueId,
    outside: i64,
) -> R<ValueId> {
    let idx = wide_indices(e, idx)?;
    let ct = v;
    let (xt, ut) = (e.ty(x), e.ty(u));
    let r = xt.rank();
    let window_dims: Vec<usize> = (0..r)
        .filter(|d| !s.inserted_window_dims.contains(d) && !s.input_batching_dims.contains(d))
        .collect();
    let mut sizes = vec![1usize; r];
    for (&od, &wd) in window_dims.iter().zip(&s.update_window_dims) {
        sizes[od] = ut.shape[wd];
    }
    let mut pad = vec![0i64; r];
    for &d in &s.scatter_dims_to_operand_dims {
        pad[d] = sizes[d] as i64;
    }
    let padded = if outside == 0 {
        e.pad_zeros(ct, pad.clone(), pad.clone(), vec![0; r])?
    } else {
        let fill = int_scalar(e, e.ty(ct).dtype, outside)?;
        let op = Op::Pad {
            low: pad.clone(),
            high: pad.clone(),
            interior: vec![0; r],
        };
        e.op(op, vec![ct, fill])?
    };
    let comp = |f: &dyn Fn(usize) -> i64| -> Vec<i64> {
        s.scatter_dims_to_operand_dims
            .iter()
            .map(|&d| f(d))
            .collect()
    };
    let ivd = s.index_vector_dim;
    let lo = per_component(e, idx, ivd, &comp(&|d| -pad[d]))?;
    let hi = per_component(e, idx, ivd, &comp(&|d| xt.shape[d] as i64))?;
    let shift = per_component(e, idx, ivd, &comp(&|d| pad[d]))?;
    let clamped = e.op(Op::Clamp, vec![lo, idx, hi])?;
    let shift = if e.ty(shift).rank() == 0 && e.ty(idx).rank() > 0 {
        let ty = e.ty(idx);
        e.broadcast(shift, vec![], ty)?
    } else {
        shift
    };
    let shifted = e.add(clamped, shift)?;
    let g = GatherDims {
        offset_dims: s.update_window_dims.clone(),
        collapsed_slice_dims: s.inserted_window_dims.clone(),
        operand_batching_dims: s.input_batching_dims.clone(),
        start_indices_batching_dims: s.scatter_indices_batching_dims.clone(),
        start_index_map: s.scatter_dims_to_operand_dims.clone(),
        index_vector_dim: ivd,
        slice_sizes: sizes,
        indices_are_sorted: s.indices_are_sorted,
    };
    e.op(Op::Gather(Box::new(g)), vec![padded, shifted])
}

// ---- forward mode ------------------------------------------------------------------------

/// `gather` is linear in the operand: the same gather of its tangent.
pub fn jvp_gather(e: &mut Emit, node: &OpData, dx: ValueId) -> R<Cts> {
    let ty = e.ty(node.results[0]);
    Ok(vec![Some(e.typed(
        node.op.clone(),
        vec![dx, node.operands[1]],
        ty,
    )?)])
}

/// Scatter-add, -subtract and -set are linear in (operand, updates): the same scatter of the
/// tangents (a set keeps the same last writer). Scatter-multiply: see `product_of_others`.
/// Scatter-max/min: at each position the mean
/// of the tangents of the values equal to the result (the pullback's split, transposed).
pub fn jvp_scatter(
    e: &mut Emit,
    node: &OpData,
    s: &ScatterDims,
    dots: &[Option<ValueId>],
) -> R<Cts> {
    if node.operands.len() != 3 {
        return super::scatter_tuple::jvp_scatter(e, node, s, dots);
    }
    let kind = update_kind(e, node).ok_or(UNSUPPORTED_REGION)?;
    let p = Part {
        x: node.operands[0],
        idx: node.operands[1],
        u: node.operands[2],
        r: node.results[0],
    };
    Ok(vec![Some(part_tangent(e, p, kind, s, dots[0], dots[2])?)])
}

/// The tangent of one part's result from those of its operand and updates (None = zero).
pub(super) fn part_tangent(
    e: &mut Emit,
    p: Part,
    kind: Update,
    s: &ScatterDims,
    dx: Option<ValueId>,
    du: Option<ValueId>,
) -> R<ValueId> {
    let Part { x, idx, u, .. } = p;
    let dx = super::jvp::or_zeros(e, dx, x)?;
    let du = super::jvp::or_zeros(e, du, u)?;
    let linear =
        |e: &mut Emit, b: BinaryOp| e.scatter(dx, idx, du, s.clone(), RegionBody::Binary(b));
    Ok(match kind {
        Update::Add => linear(e, BinaryOp::Add)?,
        Update::Sub => linear(e, BinaryOp::Subtract)?,
        Update::Set => e.scatter(dx, idx, du, s.clone(), RegionBody::Second)?,
        Update::Mul => {
            // dy = dx · Π u + Σ_k du_k · (x · Π_{j≠k} u_j) at each position.
            let from_x = e.scatter(
                dx,
                idx,
                u,
                s.clone(),
                RegionBody::Binary(BinaryOp::Multiply),
            )?;
            let others = product_of_others(e, p, s)?;
            let t = e.mul(du, others)?;
            e.scatter(from_x, idx, t, s.clone(), RegionBody::Binary(BinaryOp::Add))?
        }
        Update::Extremum => {
            let (x_won, u_won, safe) = extremum_winners(e, p, s)?;
            let from_x = e.mask(x_won, dx)?;
            let from_u = e.mask(u_won, du)?;
            let total = e.scatter(
                from_x,
                idx,
                from_u,
                s.clone(),
                RegionBody::Binary(BinaryOp::Add),
            )?;
            e.div(total, safe)?
        }
    })
}
