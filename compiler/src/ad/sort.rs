//! Pullbacks of `sort`, `chlo.top_k` and `bitcast_convert`.
//!
//! * `sort` permutes every operand alike along one dimension, so each cotangent is permuted
//!   back. The permutation comes from sorting once more with an iota riding along (the same
//!   comparator, which ignores the extra operand); permuting back is a sort of the pairs
//!   (permutation, cotangent) by the permutation. Both are ordinary sorts: the result stays
//!   differentiable and runs on every backend.
//! * `top_k`: the values' cotangent is scattered to the chosen indices through a one-hot mask
//!   over (…, k, n), summed over k: O(k·n) work, fine for the small k top_k is used with.
//! * `bitcast_convert` between a float and an integer type carries no gradient (one side is
//!   integral); between two inexact types it is not differentiable.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::op::{CompareDir, CompareType, Op};
use fresnel_ir::{DType, OpData, TensorType, ValueId};
use std::collections::HashMap;

pub fn sort(
    e: &mut Emit,
    node: &OpData,
    dim: usize,
    stable: bool,
    cts: &[Option<ValueId>],
) -> R<Cts> {
    let wanted: Vec<(usize, ValueId)> = cts
        .iter()
        .enumerate()
        .filter_map(|(k, c)| c.map(|c| (k, c)))
        .filter(|&(k, _)| e.ty(node.operands[k]).dtype.is_inexact())
        .collect();
    let mut out: Cts = vec![None; node.operands.len()];
    if wanted.is_empty() {
        return Ok(out);
    }
    let &[cmp] = node.regions.as_slice() else {
        return Err("internal error: sort without a comparator".into());
    };
    let shape = e.ty(node.operands[0]).shape;
    let index_ty = TensorType::new(DType::I32, shape.clone());
    if shape[dim] > i32::MAX as usize {
        return Err("not differentiable: sort dimension longer than i32 indices".into());
    }
    let iota = e.typed(Op::Iota { dim }, vec![], index_ty.clone())?;

    // 1. The permutation: the forward sort again, with the iota as one more operand whose
    //    comparator arguments the copied comparator never reads.
    let mut arg_types: Vec<TensorType> = e.f.block(cmp).args.iter().map(|&a| e.ty(a)).collect();
    arg_types.extend([
        TensorType::scalar(DType::I32),
        TensorType::scalar(DType::I32),
    ]);
    let block = e.f.new_block(&arg_types, None);
    let mut map: HashMap<ValueId, ValueId> = HashMap::new();
    let old_args = e.f.block(cmp).args.clone();
    let new_args = e.f.block(block).args.clone();
    map.extend(old_args.iter().copied().zip(new_args.iter().copied()));
    copy_ops(e, cmp, block, &mut map);
    let mut operands = node.operands.clone();
    operands.push(iota);
    let mut types: Vec<TensorType> = operands.iter().map(|&v| e.ty(v)).collect();
    let perm = push_sort(e, Op::Sort { dim, stable }, operands, types.clone(), block)?;
    let perm = *perm.last().expect("the iota operand has a result");

    // 2. Each cotangent back in place: sort (perm, ḡ_0, ḡ_1, …) by perm ascending.
    let (lhs, rhs) = (
        TensorType::scalar(DType::I32),
        TensorType::scalar(DType::I32),
    );
    types.clear();
    types.push(index_ty);
    let mut back_operands = vec![perm];
    let mut arg_types = vec![lhs, rhs];
    for &(_, g) in &wanted {
        let t = e.ty(g);
        arg_types.extend([TensorType::scalar(t.dtype), TensorType::scalar(t.dtype)]);
        types.push(t);
        back_operands.push(g);
    }
    let by_index = e.f.new_block(&arg_types, None);
    let args = e.f.block(by_index).args.clone();
    let less = e.f.append(
        by_index,
        Op::Compare {
            dir: CompareDir::Lt,
            cmp_type: Some(CompareType::Signed),
        },
        vec![args[0], args[1]],
        vec![TensorType::scalar(DType::I1)],
    );
    e.f.set_return(by_index, less);
    // The permutation has distinct keys, so stability does not matter here.
    let back = push_sort(
        e,
        Op::Sort { dim, stable: false },
        back_operands,
        types,
        by_index,
    )?;
    for (slot, &(k, _)) in wanted.iter().enumerate() {
        out[k] = Some(back[slot + 1]);
    }
    Ok(out)
}

/// Appends a sort with comparator `block` and returns its results.
fn push_sort(
    e: &mut Emit,
    op: Op,
    operands: Vec<ValueId>,
    types: Vec<TensorType>,
    block: fresnel_ir::BlockId,
) -> R<Vec<ValueId>> {
    let id = e.f.push_op(e.block, op, operands, types, vec![block], None);
    Ok(e.f.op(id).results.clone())
}

/// Copies the ops and return of block `from` into `to` (whose arguments `map` already maps),
/// nested regions included.
fn copy_ops(
    e: &mut Emit,
    from: fresnel_ir::BlockId,
    to: fresnel_ir::BlockId,
    map: &mut HashMap<ValueId, ValueId>,
) {
    let src = e.f.block(from).clone();
    for &op in &src.ops {
        let data = e.f.op(op).clone();
        let operands = data
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let regions = data
            .regions
            .iter()
            .map(|&r| {
                let types: Vec<TensorType> = e.f.block(r).args.iter().map(|&a| e.ty(a)).collect();
                let copy = e.f.new_block(&types, None);
                let (old, new) = (e.f.block(r).args.clone(), e.f.block(copy).args.clone());
                map.extend(old.into_iter().zip(new));
                copy_ops(e, r, copy, map);
                copy
            })
            .collect();
        let types = data.results.iter().map(|&v| e.ty(v)).collect();
        let id = e.f.push_op(to, data.op, operands, types, regions, data.loc);
        let results = e.f.op(id).results.clone();
        map.extend(data.results.iter().copied().zip(results));
    }
    let ret = src.ret.iter().map(|v| *map.get(v).unwrap_or(v)).collect();
    e.f.set_return(to, ret);
}

pub fn top_k(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>]) -> R<Cts> {
    let x = node.operands[0];
    let xt = e.ty(x);
    let Some(g) = cts.first().copied().flatten() else {
        return Ok(vec![None]);
    };
    if !xt.dtype.is_inexact() {
        return Ok(vec![None]);
    }
    let indices = node.results[1];
    let r = xt.rank();
    let n = xt.shape[r - 1];
    // (…, k, n): index i of the k chosen, candidate position j of the n.
    let mut wide = e.ty(g).shape;
    wide.push(n);
    let lead: Vec<usize> = (0..r).collect();
    let idx = e.broadcast(
        indices,
        lead.clone(),
        TensorType::new(DType::I32, wide.clone()),
    )?;
    let pos = e.typed(
        Op::Iota { dim: r },
        vec![],
        TensorType::new(DType::I32, wide.clone()),
    )?;
    let hit = e.compare(CompareDir::Eq, idx, pos)?;
    let gb = e.broadcast(g, lead, TensorType::new(xt.dtype, wide))?;
    let picked = e.mask(hit, gb)?;
    Ok(vec![Some(e.sum(picked, vec![r - 1])?)])
}

pub fn bitcast_convert(e: &mut Emit, node: &OpData) -> R<Cts> {
    let from = e.ty(node.operands[0]).dtype;
    let to = e.ty(node.results[0]).dtype;
    if from.is_inexact() && to.is_inexact() {
        return Err("not differentiable (bits of one float type read as another)".into());
    }
    Ok(vec![None])
}

// ---- forward mode ------------------------------------------------------------------------

/// Tangent of `sort`: the op itself is extended to carry the tangents as extra operands
/// (their comparator arguments unread), so they are permuted exactly as the values are.
pub fn jvp_sort(
    e: &mut Emit,
    op: fresnel_ir::OpId,
    node: &OpData,
    dots: &[Option<ValueId>],
) -> R<Cts> {
    let &[cmp] = node.regions.as_slice() else {
        return Err("internal error: sort without a comparator".into());
    };
    let mut out: Cts = vec![None; node.results.len()];
    for (k, d) in dots.iter().enumerate() {
        let Some(d) = *d else { continue };
        if !e.ty(node.operands[k]).dtype.is_inexact() {
            continue;
        }
        let ty = e.ty(d);
        let scalar = TensorType::scalar(ty.dtype);
        for _ in 0..2 {
            e.f.add_block_arg(cmp, scalar.clone());
        }
        e.f.add_operand(op, d);
        out[k] = Some(e.f.add_result(op, ty));
    }
    Ok(out)
}

/// Tangent of `top_k`'s values: ẋ read at the chosen indices (a one-hot over (…, k, n)
/// summed over n, the transpose of the pullback).
pub fn jvp_top_k(e: &mut Emit, node: &OpData, dx: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let xt = e.ty(x);
    if !xt.dtype.is_inexact() {
        return Ok(vec![None, None]);
    }
    let indices = node.results[1];
    let r = xt.rank();
    let n = xt.shape[r - 1];
    let mut wide = e.ty(indices).shape;
    wide.push(n);
    let lead: Vec<usize> = (0..r).collect();
    let idx = e.broadcast(indices, lead, TensorType::new(DType::I32, wide.clone()))?;
    let pos = e.typed(
        Op::Iota { dim: r },
        vec![],
        TensorType::new(DType::I32, wide.clone()),
    )?;
    let hit = e.compare(CompareDir::Eq, idx, pos)?;
    // ẋ (…, n) along every one of the k rows.
    let mut rows: Vec<usize> = (0..r - 1).collect();
    rows.push(r);
    let db = e.broadcast(dx, rows, TensorType::new(xt.dtype, wide))?;
    let picked = e.mask(hit, db)?;
    Ok(vec![Some(e.sum(picked, vec![r])?), None])
}
