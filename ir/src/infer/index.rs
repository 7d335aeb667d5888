//! Shape rules of `gather` and `scatter`: StableHLO's constraints, each violation a message
//! naming the attribute, so the verifier reports bad dimension numbers where they are.

use super::dims_in_range;
use crate::op::{GatherDims, ScatterDims};
use crate::types::TensorType;

/// Every entry below `rank`, none twice, in increasing order.
pub(crate) fn sorted_dims(dims: &[usize], rank: usize, what: &str) -> Result<(), String> {
    dims_in_range(dims, rank, what)?;
    if dims.windows(2).any(|w| w[0] > w[1]) {
        return Err(format!("{what}s {dims:?} must be sorted"));
    }
    Ok(())
}

fn disjoint(a: &[usize], b: &[usize], what: &str) -> Result<(), String> {
    match a.iter().find(|d| b.contains(d)) {
        Some(d) => Err(format!("{what} share dimension {d}")),
        None => Ok(()),
    }
}

/// The index tensor's batch dimensions (all but `index_vector_dim`) and the length of an
/// index vector (1 when `index_vector_dim` is the rank: an implicit trailing dimension).
fn index_layout(idx: &TensorType, ivd: usize) -> Result<(Vec<usize>, usize), String> {
    if !idx.dtype.is_int() {
        return Err(format!("indices must be integers, got {idx}"));
    }
    if ivd > idx.rank() {
        return Err(format!(
            "index_vector_dim {ivd} is out of range for indices {idx}"
        ));
    }
    let batch = (0..idx.rank()).filter(|&d| d != ivd).map(|d| idx.shape[d]);
    let len = if ivd < idx.rank() { idx.shape[ivd] } else { 1 };
    Ok((batch.collect(), len))
}

/// Checks the batching dimension pairs of gather/scatter: unique, in range, not the index
/// vector dimension, and of equal sizes on both sides.
fn batching_pairs(
    operand: &TensorType,
    idx: &TensorType,
    ivd: usize,
    operand_dims: &[usize],
    index_dims: &[usize],
    names: (&str, &str),
) -> Result<(), String> {
    dims_in_range(index_dims, idx.rank(), names.1)?;
    if index_dims.contains(&ivd) {
        return Err(format!("{} contains index_vector_dim {ivd}", names.1));
    }
    if operand_dims.len() != index_dims.len() {
        return Err(format!("{} and {} differ in length", names.0, names.1));
    }
    for (&o, &i) in operand_dims.iter().zip(index_dims) {
        if operand.shape[o] != idx.shape[i] {
            return Err(format!(
                "batching dimension {o} of {operand} and {i} of {idx} differ in size"
            ));
        }
    }
    Ok(())
}

/// `gather`'s result type.
pub fn gather(
    operand: &TensorType,
    idx: &TensorType,
    g: &GatherDims,
) -> Result<TensorType, String> {
    let r = operand.rank();
    let ivd = g.index_vector_dim;
    let (batch, vec_len) = index_layout(idx, ivd)?;
    if g.slice_sizes.len() != r {
        return Err(format!(
            "slice_sizes has {} entries for an operand of rank {r}",
            g.slice_sizes.len()
        ));
    }
    for (d, (&s, &n)) in g.slice_sizes.iter().zip(&operand.shape).enumerate() {
        if s > n {
            return Err(format!(
                "slice_sizes[{d}] = {s} exceeds the operand's dimension of size {n}"
            ));
        }
    }
    sorted_dims(&g.collapsed_slice_dims, r, "collapsed_slice_dim")?;
    sorted_dims(&g.operand_batching_dims, r, "operand_batching_dim")?;
    disjoint(
        &g.collapsed_slice_dims,
        &g.operand_batching_dims,
        "collapsed_slice_dims and operand_batching_dims",
    )?;
    for &d in g
        .collapsed_slice_dims
        .iter()
        .chain(&g.operand_batching_dims)
    {
        if g.slice_sizes[d] > 1 {
            return Err(format!(
                "collapsed or batching dimension {d} has slice size {} (must be at most 1)",
                g.slice_sizes[d]
            ));
        }
    }
    batching_pairs(
        operand,
        idx,
        ivd,
        &g.operand_batching_dims,
        &g.start_indices_batching_dims,
        ("operand_batching_dims", "start_indices_batching_dim"),
    )?;
    dims_in_range(&g.start_index_map, r, "start_index_map entry")?;
    if g.start_index_map.len() != vec_len {
        return Err(format!(
            "start_index_map has {} entries but index vectors have {vec_len}",
            g.start_index_map.len()
        ));
    }
    disjoint(
        &g.start_index_map,
        &g.operand_batching_dims,
        "start_index_map and operand_batching_dims",
    )?;
    let offset_sizes: Vec<usize> = (0..r)
        .filter(|d| !g.collapsed_slice_dims.contains(d) && !g.operand_batching_dims.contains(d))
        .map(|d| g.slice_sizes[d])
        .collect();
    if offset_sizes.len() != g.offset_dims.len() {
        return Err(format!(
            "offset_dims has {} entries but {} operand dimensions are neither collapsed nor \
             batching",
            g.offset_dims.len(),
            offset_sizes.len()
        ));
    }
    let out_rank = g.offset_dims.len() + batch.len();
    sorted_dims(&g.offset_dims, out_rank, "offset_dim")?;
    let (mut offs, mut bats) = (offset_sizes.into_iter(), batch.into_iter());
    let shape: Option<Vec<usize>> = (0..out_rank)
        .map(|d| {
            if g.offset_dims.contains(&d) {
                offs.next()
            } else {
                bats.next()
            }
        })
        .collect();
    let shape = shape.ok_or("internal: gather result dims do not add up")?;
    Ok(operand.with_shape(shape))
}

/// `scatter`'s result types (those of its inputs); `t` = inputs, indices, updates.
pub fn scatter(t: &[TensorType], s: &ScatterDims) -> Result<Vec<TensorType>, String> {
    if t.len() < 3 || t.len().is_multiple_of(2) {
        return Err("expects n inputs, the indices and n updates".into());
    }
    let n = (t.len() - 1) / 2;
    let (inputs, rest) = t.split_at(n);
    let (idx, updates) = (&rest[0], &rest[1..]);
    let input = &inputs[0];
    let r = input.rank();
    for (x, u) in inputs.iter().zip(updates) {
        if x.shape != input.shape {
            return Err(format!("inputs differ in shape ({x} vs {input})"));
        }
        if u.shape != updates[0].shape || u.dtype != x.dtype {
            return Err(format!(
                "update {u} does not match input {x} and update {}",
                updates[0]
            ));
        }
    }
    let u = &updates[0];
    let ivd = s.index_vector_dim;
    let (batch, vec_len) = index_layout(idx, ivd)?;
    sorted_dims(&s.update_window_dims, u.rank(), "update_window_dim")?;
    sorted_dims(&s.inserted_window_dims, r, "inserted_window_dim")?;
    sorted_dims(&s.input_batching_dims, r, "input_batching_dim")?;
    disjoint(
        &s.inserted_window_dims,
        &s.input_batching_dims,
        "inserted_window_dims and input_batching_dims",
    )?;
    if r != s.update_window_dims.len() + s.inserted_window_dims.len() + s.input_batching_dims.len()
    {
        return Err(format!(
            "input rank {r} is not update_window_dims + inserted_window_dims + \
             input_batching_dims ({} + {} + {})",
            s.update_window_dims.len(),
            s.inserted_window_dims.len(),
            s.input_batching_dims.len()
        ));
    }
    batching_pairs(
        input,
        idx,
        ivd,
        &s.input_batching_dims,
        &s.scatter_indices_batching_dims,
        ("input_batching_dims", "scatter_indices_batching_dim"),
    )?;
    dims_in_range(
        &s.scatter_dims_to_operand_dims,
        r,
        "scatter_dims_to_operand_dims entry",
    )?;
    if s.scatter_dims_to_operand_dims.len() != vec_len {
        return Err(format!(
            "scatter_dims_to_operand_dims has {} entries but index vectors have {vec_len}",
            s.scatter_dims_to_operand_dims.len()
        ));
    }
    disjoint(
        &s.scatter_dims_to_operand_dims,
        &s.input_batching_dims,
        "scatter_dims_to_operand_dims and input_batching_dims",
    )?;
    let scatter_sizes: Vec<usize> = (0..u.rank())
        .filter(|d| !s.update_window_dims.contains(d))
        .map(|d| u.shape[d])
        .collect();
    if scatter_sizes != batch {
        return Err(format!(
            "update scatter dimensions {scatter_sizes:?} do not match the indices' batch \
             dimensions {batch:?}"
        ));
    }
    let window_operand_dims = (0..r)
        .filter(|d| !s.inserted_window_dims.contains(d) && !s.input_batching_dims.contains(d));
    for (&wd, od) in s.update_window_dims.iter().zip(window_operand_dims) {
        if u.shape[wd] > input.shape[od] {
            return Err(format!(
                "update window dimension {wd} (size {}) exceeds input dimension {od} (size {})",
                u.shape[wd], input.shape[od]
            ));
        }
    }
    Ok(inputs.to_vec())
}
