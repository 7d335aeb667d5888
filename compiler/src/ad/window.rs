//! Pullbacks of `reduce_window` with a single add, maximum or minimum region.
//!
//! * add: every input element receives the sum of ȳ over the windows that contain it. Along
//!   one dimension (window K, stride s, base dilation b, window dilation w, low padding lo,
//!   input length N, O windows): spread ȳ to stride s (interior padding s−1), pad it on the
//!   low side by (K−1)·w − lo and on the high side up to length (N−1)·b + (K−1)·w + 1, then
//!   sum windows of K with dilation w and stride b. Negative paddings crop; no convolution.
//! * maximum/minimum (no dilations): ȳ goes to the first element of each window that the
//!   window chose — `select_and_scatter` with GE/LE and add, as XLA does. Padding is never
//!   selected; the init value (a constant in JAX's programs) gets no gradient.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::op::{CompareDir, Op, Window};
use fresnel_ir::{BinaryOp, OpData, ValueId};

/// The binary op of a region that is exactly `return op(a, b)` (either order).
pub(super) fn region_binary(e: &Emit, node: &OpData) -> Option<BinaryOp> {
    let block = e.f.block(*node.regions.first()?);
    let [a, b] = block.args[..] else { return None };
    let [op] = block.ops[..] else { return None };
    let d = e.f.op(op);
    let Op::Binary(bin) = d.op else { return None };
    let both = d.operands == [a, b] || d.operands == [b, a];
    (both && block.ret == d.results).then_some(bin)
}

pub fn reduce_window(
    e: &mut Emit,
    node: &OpData,
    w: &Window,
    cts: &[Option<ValueId>],
    wants: &[bool],
) -> R<Cts> {
    if node.operands.len() != 2 {
        return Err("not differentiable yet (variadic reduce_window)".into());
    }
    let mut out = vec![None, None];
    let Some(g) = cts[0] else { return Ok(out) };
    if wants[1] {
        return Err("not differentiable yet with respect to the init value".into());
    }
    if !wants[0] {
        return Ok(out);
    }
    let x = node.operands[0];
    let (xt, gt) = (e.ty(x), e.ty(g));
    if xt.num_elements() == 0 || gt.num_elements() == 0 {
        out[0] = Some(e.zeros(&xt)?);
        return Ok(out);
    }
    let body = region_binary(e, node).ok_or(
        "not differentiable yet: stablehlo.reduce_window whose region is not a single add, \
         maximum or minimum",
    )?;
    out[0] = Some(match body {
        BinaryOp::Add => add_pullback(e, g, &xt.shape, w)?,
        BinaryOp::Maximum | BinaryOp::Minimum => {
            if xt.dtype.is_complex() {
                return Err("maximum/minimum of complex values is not differentiable".into());
            }
            if w.base_dilations
                .iter()
                .chain(&w.window_dilations)
                .any(|&d| d != 1)
            {
                return Err("not differentiable yet: max/min reduce_window with dilations".into());
            }
            let plain = Window {
                dims: w.dims.clone(),
                strides: w.strides.clone(),
                base_dilations: vec![1; xt.rank()],
                window_dilations: vec![1; xt.rank()],
                padding: w.padding.clone(),
            };
            let dir = if body == BinaryOp::Maximum {
                CompareDir::Ge
            } else {
                CompareDir::Le
            };
            e.select_and_scatter_add(x, g, plain, dir)?
        }
        _ => {
            return Err(format!(
                "not differentiable yet: stablehlo.reduce_window with a {} region",
                body.name()
            ))
        }
    });
    Ok(out)
}

fn add_pullback(e: &mut Emit, g: ValueId, shape: &[usize], w: &Window) -> R<ValueId> {
    let gshape = e.ty(g).shape;
    let r = shape.len();
    let (mut low, mut high, mut interior) = (vec![0i64; r], vec![0i64; r], vec![0i64; r]);
    for d in 0..r {
        let (k, s, b, wd) = (
            w.dims[d] as i64,
            w.strides[d] as i64,
            w.base_dilations[d] as i64,
            w.window_dilations[d] as i64,
        );
        let (n, o) = (shape[d] as i64, gshape[d] as i64);
        let len = (n - 1) * b + (k - 1) * wd + 1;
        low[d] = (k - 1) * wd - w.padding[d][0];
        high[d] = len - low[d] - ((o - 1) * s + 1);
        interior[d] = s - 1;
    }
    let spread = e.pad_zeros(g, low, high, interior)?;
    let back = Window {
        dims: w.dims.clone(),
        strides: w.base_dilations.clone(),
        base_dilations: vec![1; r],
        window_dilations: w.window_dilations.clone(),
        padding: vec![[0, 0]; r],
    };
    e.reduce_window(spread, 0.0, back, BinaryOp::Add)
}
