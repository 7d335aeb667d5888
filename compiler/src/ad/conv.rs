//! Pullbacks of `convolution` (JAX's `_conv_general_dilated_transpose_lhs/rhs`): both are
//! convolutions again, with the roles of strides and dilations exchanged.
//!
//! * lhs: convolve ȳ with the spatially reversed kernel, whose feature roles swap; with
//!   feature groups the group axis moves from the kernel's output features into its input
//!   features; with batch groups the result's feature groups fold back into the batch.
//! * rhs: convolve the lhs (batch and feature roles swapped) with ȳ (as a kernel); feature
//!   groups become batch groups and vice versa.
//!
//! Complex: the op is bilinear, so each pullback uses the conjugate of the other operand
//! (Aᴴȳ). A forward `reverse` of the window is folded into the kernel first.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::infer::dilated;
use fresnel_ir::op::{ConvDims, Op};
use fresnel_ir::{OpData, ValueId};

/// Splits axis `src` (size n) into (size1, n / size1).
fn axis_out_of(e: &mut Emit, src: usize, size1: usize, x: ValueId) -> R<ValueId> {
    let mut shape = e.ty(x).shape;
    let n = shape[src];
    shape.splice(src..=src, [size1, n / size1]);
    e.reshape(x, shape)
}

/// Merges axis `src` into axis `dst` (numbered without `src`) as its major part.
fn axis_into(e: &mut Emit, src: usize, dst: usize, x: ValueId) -> R<ValueId> {
    let shape = e.ty(x).shape;
    let mut perm: Vec<usize> = (0..shape.len()).filter(|&i| i != src).collect();
    perm.insert(dst, src);
    let mut new_shape: Vec<usize> = shape
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != src)
        .map(|(_, &d)| d)
        .collect();
    new_shape[dst] *= shape[src];
    let t = e.transpose(x, perm)?;
    e.reshape(t, new_shape)
}

fn conv(e: &mut Emit, lhs: ValueId, rhs: ValueId, c: ConvDims) -> R<ValueId> {
    e.op(Op::Convolution(Box::new(c)), vec![lhs, rhs])
}

pub fn convolution(
    e: &mut Emit,
    node: &OpData,
    c: &ConvDims,
    g: ValueId,
    wants: &[bool],
) -> R<Cts> {
    let (lhs, rhs) = (node.operands[0], node.operands[1]);
    // Accumulating into a wider type: as for `dot_general`, computed in the cotangent's type.
    let gd = e.ty(g).dtype;
    if e.ty(lhs).dtype != gd || e.ty(rhs).dtype != gd {
        let (lw, rw) = (e.convert(lhs, gd)?, e.convert(rhs, gd)?);
        let cts = convolution_in(e, lw, rw, c, g, wants)?;
        return super::dot::narrow_to(e, cts, [lhs, rhs]);
    }
    convolution_in(e, lhs, rhs, c, g, wants)
}

fn convolution_in(
    e: &mut Emit,
    lhs: ValueId,
    rhs: ValueId,
    c: &ConvDims,
    g: ValueId,
    wants: &[bool],
) -> R<Cts> {
    let mut out = vec![None, None];
    let reversed: Vec<usize> = (0..c.reversal.len())
        .filter(|&i| c.reversal[i])
        .map(|i| c.kernel_spatial[i])
        .collect();
    let kernel = if reversed.is_empty() {
        rhs
    } else {
        e.op(
            Op::Reverse {
                dims: reversed.clone(),
            },
            vec![rhs],
        )?
    };
    let plain = ConvDims {
        reversal: vec![false; c.reversal.len()],
        ..c.clone()
    };
    if e.ty(g).num_elements() == 0 {
        out[0] = wants[0].then(|| e.zeros_like(lhs)).transpose()?;
        out[1] = wants[1].then(|| e.zeros_like(rhs)).transpose()?;
        return Ok(out);
    }
    if wants[0] {
        let k = e.conj(kernel)?;
        out[0] = Some(lhs_pullback(e, lhs, k, &plain, g)?);
    }
    if wants[1] {
        let l = e.conj(lhs)?;
        let k = rhs_pullback(e, l, kernel, &plain, g)?;
        out[1] = Some(if reversed.is_empty() {
            k
        } else {
            e.op(Op::Reverse { dims: reversed }, vec![k])?
        });
    }
    Ok(out)
}

fn spatial(e: &Emit, v: ValueId, dims: &[usize]) -> Vec<usize> {
    let s = e.ty(v).shape;
    dims.iter().map(|&d| s[d]).collect()
}

fn lhs_pullback(e: &mut Emit, lhs: ValueId, rhs: ValueId, c: &ConvDims, g: ValueId) -> R<ValueId> {
    let (fg, bg) = (c.feature_group_count, c.batch_group_count);
    let mut k = rhs;
    let mut groups = fg;
    if fg > 1 || bg > 1 {
        let n = fg.max(bg);
        k = axis_out_of(e, c.kernel_output_feature, n, k)?;
        k = axis_into(e, c.kernel_output_feature, c.kernel_input_feature, k)?;
        groups = n;
    }
    let in_sp = spatial(e, lhs, &c.input_spatial);
    let win = spatial(e, k, &c.kernel_spatial);
    let out_sp = spatial(e, g, &c.output_spatial);
    let padding = (0..in_sp.len())
        .map(|i| {
            let lhs_d = dilated(in_sp[i], c.lhs_dilation[i]) as i64;
            let rhs_d = dilated(win[i], c.rhs_dilation[i]) as i64;
            let out_d = dilated(out_sp[i], c.strides[i]) as i64;
            let before = rhs_d - c.padding[i][0] - 1;
            [before, lhs_d + rhs_d - 1 - out_d - before]
        })
        .collect();
    let revd = e.op(
        Op::Reverse {
            dims: c.kernel_spatial.clone(),
        },
        vec![k],
    )?;
    let t = ConvDims {
        input_batch: c.output_batch,
        input_feature: c.output_feature,
        input_spatial: c.output_spatial.clone(),
        kernel_input_feature: c.kernel_output_feature,
        kernel_output_feature: c.kernel_input_feature,
        kernel_spatial: c.kernel_spatial.clone(),
        output_batch: c.input_batch,
        output_feature: c.input_feature,
        output_spatial: c.input_spatial.clone(),
        strides: c.lhs_dilation.clone(),
        padding,
        lhs_dilation: c.strides.clone(),
        rhs_dilation: c.rhs_dilation.clone(),
        reversal: c.reversal.clone(),
        feature_group_count: groups,
        batch_group_count: 1,
    };
    let mut x = conv(e, g, revd, t)?;
    if bg > 1 {
        x = axis_out_of(e, c.input_feature, bg, x)?;
        x = axis_into(e, c.input_feature, c.input_batch, x)?;
    }
    Ok(x)
}

fn rhs_pullback(e: &mut Emit, lhs: ValueId, rhs: ValueId, c: &ConvDims, g: ValueId) -> R<ValueId> {
    let (fg, bg) = if c.batch_group_count > 1 {
        (c.batch_group_count, 1)
    } else {
        (1, c.feature_group_count)
    };
    let in_sp = spatial(e, lhs, &c.input_spatial);
    let win = spatial(e, rhs, &c.kernel_spatial);
    let out_sp = spatial(e, g, &c.output_spatial);
    let padding = (0..in_sp.len())
        .map(|i| {
            let lhs_d = dilated(in_sp[i], c.lhs_dilation[i]) as i64;
            let rhs_d = dilated(win[i], c.rhs_dilation[i]) as i64;
            let out_d = dilated(out_sp[i], c.strides[i]) as i64;
            let lo = c.padding[i][0];
            [lo, (out_d - lhs_d) + (rhs_d - lo - 1)]
        })
        .collect();
    let t = ConvDims {
        input_batch: c.input_feature,
        input_feature: c.input_batch,
        input_spatial: c.input_spatial.clone(),
        kernel_input_feature: c.output_batch,
        kernel_output_feature: c.output_feature,
        kernel_spatial: c.output_spatial.clone(),
        output_batch: c.kernel_input_feature,
        output_feature: c.kernel_output_feature,
        output_spatial: c.kernel_spatial.clone(),
        strides: c.rhs_dilation.clone(),
        padding,
        lhs_dilation: c.lhs_dilation.clone(),
        rhs_dilation: c.strides.clone(),
        reversal: c.reversal.clone(),
        feature_group_count: fg,
        batch_group_count: bg,
    };
    conv(e, lhs, g, t)
}
