//! Pullback of `dot_general` (JAX's `_dot_general_transpose_lhs/rhs`): contract ȳ with the
//! conjugate of the other operand over that operand's free dims, then transpose the result
//! back into the operand's dimension order.
//!
//! The result of `dot_general` has dims `[batch…, lhs free…, rhs free…]`.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::{DotDims, Op, OpData, ValueId};

pub fn dot_general(e: &mut Emit, node: &OpData, d: &DotDims, g: ValueId, wants: &[bool]) -> R<Cts> {
    let (lhs, rhs) = (node.operands[0], node.operands[1]);
    // A dot accumulating into a wider type (`preferred_element_type`, e.g. bf16 × bf16 → f32):
    // the pullback computes in the cotangent's type and rounds each result to its operand's.
    let gd = e.ty(g).dtype;
    if e.ty(lhs).dtype != gd || e.ty(rhs).dtype != gd {
        let (lw, rw) = (e.convert(lhs, gd)?, e.convert(rhs, gd)?);
        let cts = dot_general_in(e, lw, rw, d, g, wants)?;
        return narrow_to(e, cts, [lhs, rhs]);
    }
    dot_general_in(e, lhs, rhs, d, g, wants)
}

/// Each cotangent converted to the type of its operand.
pub(super) fn narrow_to(e: &mut Emit, cts: Cts, operands: [ValueId; 2]) -> R<Cts> {
    cts.into_iter()
        .zip(operands)
        .map(|(ct, x)| {
            let dtype = e.ty(x).dtype;
            ct.map(|c| e.convert(c, dtype)).transpose()
        })
        .collect()
}

fn dot_general_in(
    e: &mut Emit,
    lhs: ValueId,
    rhs: ValueId,
    d: &DotDims,
    g: ValueId,
    wants: &[bool],
) -> R<Cts> {
    let (lr, rr) = (e.ty(lhs).rank(), e.ty(rhs).rank());
    let gl = if wants[0] {
        let side = Side {
            batch: &d.lhs_batch,
            contract: &d.lhs_contract,
            rank: lr,
            other_batch: &d.rhs_batch,
            other_contract: &d.rhs_contract,
            other_rank: rr,
            is_lhs: true,
        };
        Some(side.pullback(e, g, rhs)?)
    } else {
        None
    };
    let gr = if wants[1] {
        let side = Side {
            batch: &d.rhs_batch,
            contract: &d.rhs_contract,
            rank: rr,
            other_batch: &d.lhs_batch,
            other_contract: &d.lhs_contract,
            other_rank: lr,
            is_lhs: false,
        };
        Some(side.pullback(e, g, lhs)?)
    } else {
        None
    };
    Ok(vec![gl, gr])
}

/// The dimension numbers seen from the operand being differentiated ("x") and the other
/// operand ("y").
struct Side<'a> {
    batch: &'a [usize],
    contract: &'a [usize],
    rank: usize,
    other_batch: &'a [usize],
    other_contract: &'a [usize],
    other_rank: usize,
    is_lhs: bool,
}

fn free_dims(rank: usize, batch: &[usize], contract: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !batch.contains(d) && !contract.contains(d))
        .collect()
}

impl Side<'_> {
    fn pullback(&self, e: &mut Emit, g: ValueId, y: ValueId) -> R<ValueId> {
        let x_free = free_dims(self.rank, self.batch, self.contract);
        let y_free = free_dims(self.other_rank, self.other_batch, self.other_contract);
        let nb = self.batch.len();
        // ȳ holds [batch, lhs free, rhs free]; find where y's free dims sit in it.
        let g_batch: Vec<usize> = (0..nb).collect();
        let y_start = if self.is_lhs { nb + x_free.len() } else { nb };
        let g_y: Vec<usize> = (y_start..y_start + y_free.len()).collect();
        let dims = DotDims {
            lhs_batch: g_batch,
            rhs_batch: self.other_batch.to_vec(),
            lhs_contract: g_y,
            rhs_contract: y_free,
        };
        let yc = e.conj(y)?;
        let r = e.op(Op::DotGeneral(dims), vec![g, yc])?;
        // r's dims: [batch, x free (in order), y's remaining dims = y's contracting dims in
        // ascending order]; the latter correspond to x's contracting dims, sorted by y's.
        let mut pairs: Vec<(usize, usize)> = self
            .other_contract
            .iter()
            .copied()
            .zip(self.contract.iter().copied())
            .collect();
        pairs.sort_unstable();
        let mut order: Vec<usize> = self.batch.to_vec();
        order.extend(&x_free);
        order.extend(pairs.iter().map(|&(_, xd)| xd));
        // order[k] = the x dim at position k of r; the transpose wants, for every x dim,
        // the position in r that holds it.
        let mut perm = vec![0; order.len()];
        for (k, &xd) in order.iter().enumerate() {
            perm[xd] = k;
        }
        e.transpose(r, perm)
    }
}

/// The tangent of a bilinear op (`dot_general`, `convolution`): (l + l̇)·(r + ṙ) to first
/// order is l·r + l̇·r + l·ṙ, each term the same op with the same dimension numbers, of the
/// primal result's type (which may be wider than the operands').
pub fn jvp_bilinear(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let (lhs, rhs) = (node.operands[0], node.operands[1]);
    let ty = e.ty(node.results[0]);
    let op = || node.op.clone();
    let a = dots[0]
        .map(|dl| e.typed(op(), vec![dl, rhs], ty.clone()))
        .transpose()?;
    let b = dots[1]
        .map(|dr| e.typed(op(), vec![lhs, dr], ty.clone()))
        .transpose()?;
    Ok(vec![super::jvp::add_opt(e, a, b)?])
}
