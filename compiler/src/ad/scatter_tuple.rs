//! Variadic `stablehlo.scatter`: N operands, one index tensor, N updates, a region of 2N
//! scalars (the N current values, then the N updates) returning N values.
//!
//! When the region combines each component on its own — result i is `b_i` (set) or
//! `op(a_i, b_i)` with `op` an add, subtract, multiply, maximum or minimum, and nothing else
//! happens in the region — the scatter is N independent scatters sharing the indices: the
//! updates are applied in the same order for every component, so with duplicate indices the
//! last writer of a set is the same update element in all of them. Each component then gets
//! the single scatter's rule (`index.rs`, which also proves the ties and duplicates exact)
//! on its own (operand, updates, result). Regions that mix components (an argmax carrying an
//! index beside a value, compared together) select between components and are refused with a
//! located error, as are components of a kind without a rule.
//!
//! JAX's own scatter primitives are single-operand (its `_scatter_lower` wraps one operand),
//! so programs get here from other producers of StableHLO, or written by hand.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::index::{binary_kind, part_pullback, part_tangent, Part, Update, UNSUPPORTED_REGION};
use fresnel_ir::op::ScatterDims;
use fresnel_ir::{OpData, ValueId};

/// The components of a variadic scatter and each one's kind, or the reason it has no rule.
fn parts(e: &Emit, node: &OpData) -> R<Vec<(Part, Update)>> {
    let n = node.results.len();
    if node.operands.len() != 2 * n + 1 {
        return Err(format!(
            "internal error: a scatter with {} operands and {n} results",
            node.operands.len()
        ));
    }
    let region = node
        .regions
        .first()
        .ok_or("internal error: a scatter without a region")?;
    let block = e.f.block(*region);
    if block.args.len() != 2 * n || block.ret.len() != n {
        return Err(format!(
            "internal error: a scatter of {n} operands whose region takes {} values and returns {}",
            block.args.len(),
            block.ret.len()
        ));
    }
    let mut out = Vec::with_capacity(n);
    let mut ops_used = 0;
    for i in 0..n {
        let (a, b, r) = (block.args[i], block.args[n + i], block.ret[i]);
        let kind = if r == b {
            Update::Set
        } else {
            // The op producing result i, which must read exactly a_i and b_i.
            let op = block
                .ops
                .iter()
                .find(|&&op| e.f.op(op).results.contains(&r))
                .ok_or_else(|| component_error(i))?;
            ops_used += 1;
            binary_kind(e.f.op(*op), a, b, r).ok_or_else(|| component_error(i))?
        };
        let part = Part {
            x: node.operands[i],
            idx: node.operands[n],
            u: node.operands[n + 1 + i],
            r: node.results[i],
        };
        out.push((part, kind));
    }
    // Anything else in the region (a compare, a select mixing components) is refused: the
    // per-component reading would silently ignore it.
    if ops_used != block.ops.len() {
        return Err(format!(
            "{UNSUPPORTED_REGION} (this region of {} ops mixes its components)",
            block.ops.len()
        ));
    }
    Ok(out)
}

fn component_error(i: usize) -> String {
    format!("{UNSUPPORTED_REGION} (component {i})")
}

/// Pullback: each component's rule on its own cotangent; components without one add
/// nothing. Operand order: the N operands, the indices (no cotangent), the N updates.
pub fn scatter(
    e: &mut Emit,
    node: &OpData,
    s: &ScatterDims,
    cts: &[Option<ValueId>],
    wants: &[bool],
) -> R<Cts> {
    let parts = parts(e, node)?;
    let n = parts.len();
    let mut out = vec![None; 2 * n + 1];
    for (i, ((part, kind), ct)) in parts.into_iter().zip(cts).enumerate() {
        let Some(ct) = *ct else { continue };
        let (dx, du) = part_pullback(e, part, kind, s, ct, wants[i], wants[n + 1 + i])?;
        out[i] = dx;
        out[n + 1 + i] = du;
    }
    Ok(out)
}

/// Tangent: each component's rule on its own operand and update tangents; a component with
/// neither has none.
pub fn jvp_scatter(
    e: &mut Emit,
    node: &OpData,
    s: &ScatterDims,
    dots: &[Option<ValueId>],
) -> R<Cts> {
    let parts = parts(e, node)?;
    let n = parts.len();
    let mut out = Vec::with_capacity(n);
    for (i, (part, kind)) in parts.into_iter().enumerate() {
        let (dx, du) = (dots[i], dots[n + 1 + i]);
        out.push(match (dx, du) {
            (None, None) => None,
            _ => Some(part_tangent(e, part, kind, s, dx, du)?),
        });
    }
    Ok(out)
}
