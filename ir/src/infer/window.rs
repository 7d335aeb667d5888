//! Shape rules of the windowed ops: `reduce_window`, `select_and_scatter`, `convolution`.
//! One formula sizes every window count: the input dilated and padded, the window dilated,
//! `(padded - window) / stride + 1` windows (0 when the window does not fit).

use super::dims_in_range;
use crate::op::{ConvDims, Window};
use crate::types::TensorType;

/// `(n - 1) * dilation + 1`, 0 for an empty dimension; saturating, as dilations come from
/// the text (the verifier refuses sizes this large through [`num_windows`]).
pub fn dilated(n: usize, dilation: usize) -> usize {
    if n == 0 {
        0
    } else {
        (n - 1).saturating_mul(dilation).saturating_add(1)
    }
}

/// Windows along one dimension. Computed in `i128`: a dilation or padding of 2^63 from the
/// text must be an error, not an overflow.
pub fn num_windows(
    n: usize,
    base_dilation: usize,
    pad: [i64; 2],
    window: usize,
    window_dilation: usize,
    stride: usize,
) -> Result<usize, String> {
    let span = |n: usize, d: usize| {
        if n == 0 {
            0
        } else {
            (n as i128 - 1) * d as i128 + 1
        }
    };
    let padded = span(n, base_dilation) + pad[0] as i128 + pad[1] as i128;
    if padded < 0 {
        return Err(format!(
            "padding {pad:?} removes more than the {n} elements of a dimension"
        ));
    }
    let w = span(window, window_dilation);
    if padded > i64::MAX as i128 || w > i64::MAX as i128 {
        return Err(format!(
            "a dimension of {n} dilated by {base_dilation} and padded by {pad:?}, or a window \
             of {window} dilated by {window_dilation}, is larger than 2^63"
        ));
    }
    if padded == 0 || w > padded {
        return Ok(0);
    }
    Ok(((padded - w) / stride as i128 + 1) as usize)
}

fn len_is(v: usize, rank: usize, what: &str) -> Result<(), String> {
    if v == rank {
        Ok(())
    } else {
        Err(format!("{what} has {v} entries for rank {rank}"))
    }
}

fn positive(v: &[usize], what: &str) -> Result<(), String> {
    if v.contains(&0) {
        Err(format!("{what} {v:?} must all be positive"))
    } else {
        Ok(())
    }
}

/// The shape of the windows' grid over `shape` (checks the window's attributes).
pub fn window_grid(shape: &[usize], w: &Window) -> Result<Vec<usize>, String> {
    let r = shape.len();
    len_is(w.dims.len(), r, "window_dimensions")?;
    len_is(w.strides.len(), r, "window_strides")?;
    len_is(w.base_dilations.len(), r, "base_dilations")?;
    len_is(w.window_dilations.len(), r, "window_dilations")?;
    len_is(w.padding.len(), r, "padding")?;
    positive(&w.dims, "window_dimensions")?;
    positive(&w.strides, "window_strides")?;
    positive(&w.base_dilations, "base_dilations")?;
    positive(&w.window_dilations, "window_dilations")?;
    (0..r)
        .map(|d| {
            num_windows(
                shape[d],
                w.base_dilations[d],
                w.padding[d],
                w.dims[d],
                w.window_dilations[d],
                w.strides[d],
            )
        })
        .collect()
}

/// `reduce_window`: `n` inputs then `n` scalar inits.
pub fn reduce_window(t: &[TensorType], w: &Window) -> Result<Vec<TensorType>, String> {
    if t.is_empty() || !t.len().is_multiple_of(2) {
        return Err("expects n inputs followed by n init values".into());
    }
    let (inputs, inits) = t.split_at(t.len() / 2);
    let grid = window_grid(&inputs[0].shape, w)?;
    inputs
        .iter()
        .zip(inits)
        .map(|(x, init)| {
            if x.shape != inputs[0].shape {
                return Err(format!("inputs differ in shape ({x} vs {})", inputs[0]));
            }
            if init.rank() != 0 || init.dtype != x.dtype {
                return Err(format!(
                    "init value must be a tensor<{}>, got {init}",
                    x.dtype
                ));
            }
            Ok(x.with_shape(grid.clone()))
        })
        .collect()
}

/// `select_and_scatter(operand, source, init)`: the source has one element per window.
pub fn select_and_scatter(t: &[TensorType], w: &Window) -> Result<TensorType, String> {
    let [x, source, init] = t else {
        return Err(format!("expects 3 operands, got {}", t.len()));
    };
    if w.base_dilations
        .iter()
        .chain(&w.window_dilations)
        .any(|&d| d != 1)
    {
        return Err("select_and_scatter has no dilations".into());
    }
    let grid = window_grid(&x.shape, w)?;
    if source.shape != grid || source.dtype != x.dtype {
        return Err(format!(
            "source {source} should be {} (one element per window)",
            x.with_shape(grid)
        ));
    }
    if init.rank() != 0 || init.dtype != x.dtype {
        return Err(format!(
            "init value must be a tensor<{}>, got {init}",
            x.dtype
        ));
    }
    Ok(x.clone())
}

/// `convolution(lhs, rhs)`'s result type.
pub fn convolution(lhs: &TensorType, rhs: &TensorType, c: &ConvDims) -> Result<TensorType, String> {
    let r = lhs.rank();
    if r < 2 || rhs.rank() != r {
        return Err(format!(
            "lhs {lhs} and rhs {rhs} must have the same rank, at least 2"
        ));
    }
    if lhs.dtype != rhs.dtype {
        return Err(format!(
            "element types differ ({} vs {})",
            lhs.dtype, rhs.dtype
        ));
    }
    let s = r - 2;
    for (v, what) in [
        (&c.input_spatial, "input spatial dims"),
        (&c.kernel_spatial, "kernel spatial dims"),
        (&c.output_spatial, "output spatial dims"),
    ] {
        len_is(v.len(), s, what)?;
    }
    let with = |a: usize, b: usize, sp: &[usize]| {
        let mut v = vec![a, b];
        v.extend_from_slice(sp);
        v
    };
    dims_in_range(
        &with(c.input_batch, c.input_feature, &c.input_spatial),
        r,
        "lhs dimension",
    )?;
    dims_in_range(
        &with(
            c.kernel_input_feature,
            c.kernel_output_feature,
            &c.kernel_spatial,
        ),
        r,
        "rhs dimension",
    )?;
    dims_in_range(
        &with(c.output_batch, c.output_feature, &c.output_spatial),
        r,
        "result dimension",
    )?;
    len_is(c.strides.len(), s, "window strides")?;
    len_is(c.padding.len(), s, "padding")?;
    len_is(c.lhs_dilation.len(), s, "lhs_dilate")?;
    len_is(c.rhs_dilation.len(), s, "rhs_dilate")?;
    len_is(c.reversal.len(), s, "reverse")?;
    positive(&c.strides, "strides")?;
    positive(&c.lhs_dilation, "lhs_dilate")?;
    positive(&c.rhs_dilation, "rhs_dilate")?;
    let (g, b) = (c.feature_group_count, c.batch_group_count);
    if g == 0 || b == 0 || (g > 1 && b > 1) {
        return Err(format!(
            "feature_group_count {g} and batch_group_count {b} must be positive, one of them 1"
        ));
    }
    let batch = lhs.shape[c.input_batch];
    let feat = lhs.shape[c.input_feature];
    let kin = rhs.shape[c.kernel_input_feature];
    let kout = rhs.shape[c.kernel_output_feature];
    if !feat.is_multiple_of(g) || feat / g != kin {
        return Err(format!(
            "lhs feature size {feat} must be feature_group_count {g} × rhs input feature size \
             {kin}"
        ));
    }
    if !batch.is_multiple_of(b) || !kout.is_multiple_of(g) || !kout.is_multiple_of(b) {
        return Err(format!(
            "lhs batch size {batch} and rhs output feature size {kout} must be divisible by \
             the group counts ({g}, {b})"
        ));
    }
    let mut shape = vec![0; r];
    shape[c.output_batch] = batch / b;
    shape[c.output_feature] = kout;
    for i in 0..s {
        shape[c.output_spatial[i]] = num_windows(
            lhs.shape[c.input_spatial[i]],
            c.lhs_dilation[i],
            c.padding[i],
            rhs.shape[c.kernel_spatial[i]],
            c.rhs_dilation[i],
            c.strides[i],
        )?;
    }
    Ok(lhs.with_shape(shape))
}
