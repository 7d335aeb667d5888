//! Pullbacks of data-movement ops. All of them are linear, so each pullback is the
//! adjoint (transpose) of the op: broadcast ↔ reduce-add, slice ↔ pad, pad ↔ slice,
//! concatenate ↔ slices, dynamic_slice ↔ dynamic_update_slice into zeros.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::{Op, OpData, ValueId};

/// `broadcast_in_dim x, dims`: sum over the new and the expanded (size 1 → n) dims, put the
/// surviving dims back in operand order, restore the operand's size-1 dims.
pub fn broadcast_in_dim(e: &mut Emit, node: &OpData, dims: &[usize], g: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let (xt, yt) = (e.ty(x), e.ty(g));
    // (result dim) for each operand dim that keeps its size, in operand order.
    let kept: Vec<usize> = dims
        .iter()
        .enumerate()
        .filter(|&(i, &d)| xt.shape[i] == yt.shape[d])
        .map(|(_, &d)| d)
        .collect();
    let summed: Vec<usize> = (0..yt.rank()).filter(|d| !kept.contains(d)).collect();
    let s = e.sum(g, summed)?;
    // After the reduce, the kept dims appear in ascending order; reorder to operand order.
    let mut ascending = kept.clone();
    ascending.sort_unstable();
    let perm: Vec<usize> = kept
        .iter()
        .map(|d| {
            ascending
                .iter()
                .position(|a| a == d)
                .expect("d is in ascending")
        })
        .collect();
    let t = e.transpose(s, perm)?;
    Ok(vec![Some(e.reshape(t, xt.shape.clone())?)])
}

pub fn reshape(e: &mut Emit, node: &OpData, g: ValueId) -> R<Cts> {
    let shape = e.ty(node.operands[0]).shape;
    Ok(vec![Some(e.reshape(g, shape)?)])
}

pub fn transpose(e: &mut Emit, perm: &[usize], g: ValueId) -> R<Cts> {
    let mut inverse = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    Ok(vec![Some(e.transpose(g, inverse)?)])
}

/// `slice`: scatter ȳ back with a pad whose interior is stride − 1.
pub fn slice(
    e: &mut Emit,
    node: &OpData,
    start: &[usize],
    strides: &[usize],
    g: ValueId,
) -> R<Cts> {
    let xt = e.ty(node.operands[0]);
    let yt = e.ty(g);
    if yt.num_elements() == 0 {
        return Ok(vec![None]);
    }
    let mut low = Vec::new();
    let mut high = Vec::new();
    let mut interior = Vec::new();
    for i in 0..xt.rank() {
        let last = start[i] + (yt.shape[i] - 1) * strides[i];
        low.push(start[i] as i64);
        high.push((xt.shape[i] - 1 - last) as i64);
        // Interior padding lies between elements: a dimension of one element has none,
        // whatever its stride (a stride beyond the extent selects one element).
        let gap = if yt.shape[i] > 1 { strides[i] - 1 } else { 0 };
        interior.push(
            i64::try_from(gap).map_err(|_| format!("slice stride {} too large", strides[i]))?,
        );
    }
    Ok(vec![Some(e.pad_zeros(g, low, high, interior)?)])
}

/// `pad x, v`: x̄ is a strided slice of ȳ (after undoing negative padding with zeros);
/// v̄ is the sum of ȳ over the padding positions, Σȳ − Σx̄.
pub fn pad(
    e: &mut Emit,
    node: &OpData,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
    g: ValueId,
    wants: &[bool],
) -> R<Cts> {
    let xt = e.ty(node.operands[0]);
    if xt.num_elements() == 0 {
        let gv = if wants[1] { Some(e.sum_all(g)?) } else { None };
        return Ok(vec![None, gv]);
    }
    // Re-grow the cropped borders so every operand element has a position in ȳ.
    let grow_low: Vec<i64> = low.iter().map(|&l| (-l).max(0)).collect();
    let grow_high: Vec<i64> = high.iter().map(|&h| (-h).max(0)).collect();
    let full = e.pad_zeros(g, grow_low, grow_high, vec![0; low.len()])?;
    let mut start = Vec::new();
    let mut limit = Vec::new();
    let mut strides = Vec::new();
    for i in 0..xt.rank() {
        let s = low[i].max(0) as usize;
        let stride = interior[i] as usize + 1;
        start.push(s);
        limit.push(s + (xt.shape[i] - 1) * stride + 1);
        strides.push(stride);
    }
    let gx = e.slice(full, start, limit, strides)?;
    let gv = if wants[1] {
        let total = e.sum_all(g)?;
        let inner = e.sum_all(gx)?;
        Some(e.sub(total, inner)?)
    } else {
        None
    };
    Ok(vec![wants[0].then_some(gx), gv])
}

pub fn concatenate(e: &mut Emit, node: &OpData, dim: usize, g: ValueId, wants: &[bool]) -> R<Cts> {
    let gt = e.ty(g);
    let mut offset = 0;
    let mut out = Vec::new();
    for (i, &x) in node.operands.iter().enumerate() {
        let size = e.ty(x).shape[dim];
        if wants[i] && size > 0 {
            let mut start = vec![0; gt.rank()];
            let mut limit = gt.shape.clone();
            start[dim] = offset;
            limit[dim] = offset + size;
            out.push(Some(e.slice(g, start, limit, vec![1; gt.rank()])?));
        } else {
            out.push(None);
        }
        offset += size;
    }
    Ok(out)
}

pub fn reverse(e: &mut Emit, dims: &[usize], g: ValueId) -> R<Cts> {
    let r = e.op(
        Op::Reverse {
            dims: dims.to_vec(),
        },
        vec![g],
    )?;
    Ok(vec![Some(r)])
}

/// `dynamic_slice x, i…`: write ȳ into zeros at the same (identically clamped) start.
pub fn dynamic_slice(e: &mut Emit, node: &OpData, g: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let zeros = e.zeros_like(x)?;
    let mut operands = vec![zeros, g];
    operands.extend_from_slice(&node.operands[1..]);
    let gx = e.op(Op::DynamicUpdateSlice, operands)?;
    let mut out = vec![Some(gx)];
    out.extend(std::iter::repeat_n(None, node.operands.len() - 1));
    Ok(out)
}

/// `dynamic_update_slice x, u, i…`: x̄ is ȳ with the window zeroed; ū is ȳ's window.
pub fn dynamic_update_slice(e: &mut Emit, node: &OpData, g: ValueId, wants: &[bool]) -> R<Cts> {
    let u = node.operands[1];
    let idx = &node.operands[2..];
    let gx = if wants[0] {
        let zeros = e.zeros_like(u)?;
        let mut operands = vec![g, zeros];
        operands.extend_from_slice(idx);
        Some(e.op(Op::DynamicUpdateSlice, operands)?)
    } else {
        None
    };
    let gu = if wants[1] {
        let mut operands = vec![g];
        operands.extend_from_slice(idx);
        let sizes = e.ty(u).shape;
        Some(e.op(Op::DynamicSlice { sizes }, operands)?)
    } else {
        None
    };
    let mut out = vec![gx, gu];
    out.extend(std::iter::repeat_n(None, idx.len()));
    Ok(out)
}

// ---- forward mode: every data-movement op is linear, so it moves the tangent alike ----

/// broadcast_in_dim, reshape, transpose, slice, reverse, reduce_precision: the same op on
/// the tangent.
pub fn jvp_linear(e: &mut Emit, node: &OpData, dx: ValueId) -> R<Cts> {
    let ty = e.ty(node.results[0]);
    Ok(vec![Some(e.typed(node.op.clone(), vec![dx], ty)?)])
}

pub fn jvp_dynamic_slice(e: &mut Emit, node: &OpData, dx: ValueId) -> R<Cts> {
    let mut operands = vec![dx];
    operands.extend_from_slice(&node.operands[1..]);
    let ty = e.ty(node.results[0]);
    Ok(vec![Some(e.typed(node.op.clone(), operands, ty)?)])
}

/// The tangent of each of the first `n` operands, zeros where it has none.
fn dense(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>], n: usize) -> R<Vec<ValueId>> {
    (0..n)
        .map(|i| super::jvp::or_zeros(e, dots[i], node.operands[i]))
        .collect()
}

pub fn jvp_dynamic_update_slice(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let mut operands = dense(e, node, dots, 2)?;
    operands.extend_from_slice(&node.operands[2..]);
    Ok(vec![Some(e.op(Op::DynamicUpdateSlice, operands)?)])
}

/// `pad x, v`: pad ẋ with v̇.
pub fn jvp_pad(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let operands = dense(e, node, dots, 2)?;
    Ok(vec![Some(e.op(node.op.clone(), operands)?)])
}

pub fn jvp_concatenate(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let operands = dense(e, node, dots, node.operands.len())?;
    Ok(vec![Some(e.op(node.op.clone(), operands)?)])
}
