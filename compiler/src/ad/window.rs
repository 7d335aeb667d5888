//! Pullbacks of `reduce_window` with a single add, multiply, maximum or minimum region.
//!
//! * add: every input element receives the sum of ȳ over the windows that contain it. Along
//!   one dimension (window K, stride s, base dilation b, window dilation w, low padding lo,
//!   input length N, O windows): spread ȳ to stride s (interior padding s−1), pad it on the
//!   low side by (K−1)·w − lo and on the high side up to length (N−1)·b + (K−1)·w + 1, then
//!   sum windows of K with dilation w and stride b. Negative paddings crop; no convolution.
//! * maximum/minimum (no dilations): ȳ goes to the first element of each window that the
//!   window chose — `select_and_scatter` with GE/LE and add, as XLA does. Padding is never
//!   selected; the init value (a constant in JAX's programs) gets no gradient.
//! * multiply (init 1, as in `jnp.cumprod`): x̄_i = Σ over the windows w holding i of
//!   ȳ_w · conj(Π_{j∈w, j≠i} x_j), exact with zeros as for `reduce`: with P_w the product
//!   of the window's nonzero elements and Z_w its number of zeros, a nonzero x_i receives
//!   (add pullback of ȳ·conj(P)·[Z=0]) / conj(x_i), a zero one the add pullback of
//!   ȳ·conj(P)·[Z=1].

use super::elementwise::Cts;
use super::emit::{Emit, R};
use crate::passes::util::{is_one, splat_of};
use fresnel_ir::op::{CompareDir, Op, Window};
use fresnel_ir::{BinaryOp, Function, OpData, ValueId};

/// The binary op of a region that is exactly `return op(a, b)` (either order).
pub(super) fn region_binary(e: &Emit, node: &OpData) -> Option<BinaryOp> {
    region_binary_of(e.f, node)
}

/// [`region_binary`] of an op of `f`.
pub(super) fn region_binary_of(f: &Function, node: &OpData) -> Option<BinaryOp> {
    let block = f.block(*node.regions.first()?);
    let [a, b] = block.args[..] else { return None };
    let [op] = block.ops[..] else { return None };
    let d = f.op(op);
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
        "not differentiable yet: stablehlo.reduce_window whose region is not a single add, multiply, \
         maximum or minimum",
    )?;
    out[0] = Some(match body {
        BinaryOp::Add => add_pullback(e, g, &xt.shape, w)?,
        BinaryOp::Multiply => {
            let f = Factors::new(e, node, w)?;
            let gp = e.times_conj(g, f.p)?;
            let c0 = e.mask(f.none, gp)?;
            let c1 = e.mask(f.one, gp)?;
            let a = add_pullback(e, c0, &xt.shape, w)?;
            let b = add_pullback(e, c1, &xt.shape, w)?;
            let cx = e.conj(f.x_nonzero)?;
            let a = e.div(a, cx)?;
            e.select(f.x_zero, b, a)?
        }
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

/// What the multiply rules need: where x is zero, x with its zeros replaced by 1, and per
/// window the product P of its nonzero elements and whether it holds no zero / one zero.
struct Factors {
    x_zero: ValueId,
    x_nonzero: ValueId,
    p: ValueId,
    none: ValueId,
    one: ValueId,
}

impl Factors {
    fn new(e: &mut Emit, node: &OpData, w: &Window) -> R<Factors> {
        let (x, init) = (node.operands[0], node.operands[1]);
        // Padding holds the init value: with init 1 it is a neutral factor.
        if !splat_of(e.f, init).is_some_and(is_one) {
            return Err(
                "not differentiable yet: multiply reduce_window whose init value is not \
                        the constant 1"
                    .into(),
            );
        }
        let xt = e.ty(x);
        let real = xt.with_dtype(xt.dtype.real_part());
        let x_zero = e.is_zero(x)?;
        let ones = e.full_re(&xt, 1.0)?;
        let x_nonzero = e.select(x_zero, ones, x)?;
        let p = e.reduce_window(x_nonzero, 1.0, w.clone(), BinaryOp::Multiply)?;
        let real_ones = e.full_re(&real, 1.0)?;
        let ind = e.mask(x_zero, real_ones)?;
        let z = e.reduce_window(ind, 0.0, w.clone(), BinaryOp::Add)?;
        let zt = e.ty(z);
        let c0 = e.zeros(&zt)?;
        let c1 = e.full_re(&zt, 1.0)?;
        let none = e.compare(CompareDir::Eq, z, c0)?;
        let one = e.compare(CompareDir::Eq, z, c1)?;
        Ok(Factors {
            x_zero,
            x_nonzero,
            p,
            none,
            one,
        })
    }
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

// ---- forward mode ------------------------------------------------------------------------

/// Tangent of `reduce_window`:
/// * add: the same windowed sum of ẋ (the padding contributes nothing);
/// * multiply: Σ_{i∈w} ẋ_i · Π_{j≠i} x_j, exact with zeros (see the module doc);
/// * maximum/minimum (no dilations): ẋ at the element each window chose — the first one
///   that `select_and_scatter` with GE/LE would pick, padding never — by walking the K window
///   offsets: one strided slice per offset, K the window's element count.
pub fn jvp_reduce_window(
    e: &mut Emit,
    node: &OpData,
    w: &Window,
    dots: &[Option<ValueId>],
) -> R<Cts> {
    if node.operands.len() != 2 {
        return Err("not differentiable yet (variadic reduce_window)".into());
    }
    if dots[1].is_some() {
        return Err("not differentiable yet with respect to the init value".into());
    }
    let Some(dx) = dots[0] else {
        return Ok(vec![None]);
    };
    let x = node.operands[0];
    let zt = e.ty(node.results[0]);
    if e.ty(x).num_elements() == 0 || zt.num_elements() == 0 {
        return Ok(vec![Some(e.zeros(&zt)?)]);
    }
    let body = region_binary(e, node).ok_or(
        "not differentiable yet: stablehlo.reduce_window whose region is not a single add, multiply, \
         maximum or minimum",
    )?;
    let dz = match body {
        BinaryOp::Add => e.reduce_window(dx, 0.0, w.clone(), BinaryOp::Add)?,
        BinaryOp::Multiply => {
            // dz_w = Σ_{i∈w} ẋ_i · Π_{j≠i} x_j: P·[Z=0]·Σ ẋ/x over nonzero x plus
            // P·[Z=1]·ẋ at the zero.
            let f = Factors::new(e, node, w)?;
            let scaled = e.div(dx, f.x_nonzero)?;
            let at_nonzero = e.mask_inv(f.x_zero, scaled)?;
            let at_zero = e.mask(f.x_zero, dx)?;
            let s0 = e.reduce_window(at_nonzero, 0.0, w.clone(), BinaryOp::Add)?;
            let s1 = e.reduce_window(at_zero, 0.0, w.clone(), BinaryOp::Add)?;
            let t0 = e.mask(f.none, s0)?;
            let t1 = e.mask(f.one, s1)?;
            let sum = e.add(t0, t1)?;
            e.mul(f.p, sum)?
        }
        BinaryOp::Maximum | BinaryOp::Minimum => {
            if e.ty(x).dtype.is_complex() {
                return Err("maximum/minimum of complex values is not differentiable".into());
            }
            if w.base_dilations
                .iter()
                .chain(&w.window_dilations)
                .any(|&d| d != 1)
            {
                return Err("not differentiable yet: max/min reduce_window with dilations".into());
            }
            let dir = if body == BinaryOp::Maximum {
                CompareDir::Ge
            } else {
                CompareDir::Le
            };
            chosen_tangent(e, x, dx, w, &zt.shape, dir)?
        }
        _ => {
            return Err(format!(
                "not differentiable yet: stablehlo.reduce_window with a {} region",
                body.name()
            ))
        }
    };
    Ok(vec![Some(dz)])
}

/// For every window, ẋ at the element `select_and_scatter` chooses: the first valid element,
/// replaced by a later one whenever `keep(current, candidate)` (GE/LE) is false.
fn chosen_tangent(
    e: &mut Emit,
    x: ValueId,
    dx: ValueId,
    w: &Window,
    out: &[usize],
    keep: CompareDir,
) -> R<ValueId> {
    let xt = e.ty(x);
    let r = xt.rank();
    let low: Vec<i64> = w.padding.iter().map(|p| p[0]).collect();
    let high: Vec<i64> = w.padding.iter().map(|p| p[1]).collect();
    let xp = e.pad_zeros(x, low.clone(), high.clone(), vec![0; r])?;
    let dp = e.pad_zeros(dx, low.clone(), high.clone(), vec![0; r])?;
    // Which padded positions hold an element (padding is never chosen).
    let valid = {
        let bools = xt.with_dtype(fresnel_ir::DType::I1);
        let t = e.full_re(&bools, 1.0)?;
        let f = e.scalar(fresnel_ir::DType::I1, num_complex::Complex64::new(0.0, 0.0))?;
        let op = Op::Pad {
            low,
            high,
            interior: vec![0; r],
        };
        e.op(op, vec![t, f])?
    };
    let mut best: Option<(ValueId, ValueId, ValueId)> = None;
    let count: usize = w.dims.iter().product();
    for flat in 0..count {
        // The window offset of this step, row-major.
        let mut offset = vec![0usize; r];
        let mut rest = flat;
        for d in (0..r).rev() {
            offset[d] = rest % w.dims[d];
            rest /= w.dims[d];
        }
        let limit: Vec<usize> = (0..r)
            .map(|d| offset[d] + (out[d] - 1) * w.strides[d] + 1)
            .collect();
        let at =
            |e: &mut Emit, v: ValueId| e.slice(v, offset.clone(), limit.clone(), w.strides.clone());
        let (cx, cd, cv) = (at(e, xp)?, at(e, dp)?, at(e, valid)?);
        best = Some(match best {
            None => (cx, cd, cv),
            Some((bx, bd, bv)) => {
                let kept = e.compare(keep, bx, cx)?;
                let beaten = e.unary(fresnel_ir::UnaryOp::Not, kept)?;
                let empty = e.unary(fresnel_ir::UnaryOp::Not, bv)?;
                let wins = e.binary(BinaryOp::Or, empty, beaten)?;
                let take = e.and(cv, wins)?;
                let nx = e.select(take, cx, bx)?;
                let nd = e.select(take, cd, bd)?;
                let nv = e.binary(BinaryOp::Or, bv, cv)?;
                (nx, nd, nv)
            }
        });
    }
    let (_, bd, _) = best.ok_or("internal error: an empty window")?;
    Ok(bd)
}

/// Tangent of `select_and_scatter(x, source, init)` with a GE/LE select and an add scatter:
/// the selection is piecewise constant in x, so it is the same op on (ṡource, 0) plus iniṫ.
pub fn jvp_select_and_scatter(
    e: &mut Emit,
    node: &OpData,
    w: &Window,
    dots: &[Option<ValueId>],
) -> R<Cts> {
    let [x, _, _] = node.operands[..] else {
        return Err("internal error: select_and_scatter needs 3 operands".into());
    };
    let (Some(select), Some(scatter)) = (node.regions.first(), node.regions.get(1)) else {
        return Err("internal error: select_and_scatter needs 2 regions".into());
    };
    let dir = region_compare(e, *select).filter(|d| matches!(d, CompareDir::Ge | CompareDir::Le));
    let adds = region_op(e, *scatter) == Some(Op::Binary(BinaryOp::Add));
    let (Some(dir), true) = (dir, adds) else {
        return Err(
            "not differentiable yet: stablehlo.select_and_scatter other than a GE/LE select \
             with an add scatter"
                .into(),
        );
    };
    let zt = e.ty(node.results[0]);
    let from_source = match dots[1] {
        Some(ds) => Some(e.select_and_scatter_add(x, ds, w.clone(), dir)?),
        None => None,
    };
    let from_init = match dots[2] {
        Some(di) => Some(e.broadcast(di, vec![], zt)?),
        None => None,
    };
    Ok(vec![super::jvp::add_opt(e, from_source, from_init)?])
}

/// The single op of a region `return op(a, b)` (arguments in order).
fn region_op(e: &Emit, block: fresnel_ir::BlockId) -> Option<Op> {
    let b = e.f.block(block);
    let [op] = b.ops[..] else { return None };
    let d = e.f.op(op);
    (d.operands == b.args && b.ret == d.results).then(|| d.op.clone())
}

fn region_compare(e: &Emit, block: fresnel_ir::BlockId) -> Option<CompareDir> {
    match region_op(e, block)? {
        Op::Compare { dir, .. } => Some(dir),
        _ => None,
    }
}
