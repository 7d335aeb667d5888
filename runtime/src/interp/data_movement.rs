//! Ops that only move elements: each computes, for every output position, the flat index of
//! the input element it takes, and gathers (`Data::gather`). Padding and updates gather from
//! the operand's data followed by the extra elements.

use super::elem::concat_data;
use crate::memory_budget;
use fresnel_ir::infer::dims_in_range;
use fresnel_ir::types::strides;
use fresnel_ir::{Array, Data};

/// Arrays larger than this are refused rather than allocated (protects against absurd
/// shapes in malformed IR).
const MAX_ELEMENTS: usize = 1 << 31;

/// The element count of `shape`, or an error when it is absurdly large.
pub(crate) fn num_elements(shape: &[usize]) -> Result<usize, String> {
    shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .filter(|&n| n <= MAX_ELEMENTS)
        .ok_or_else(|| format!("shape {shape:?} has too many elements"))
}

/// Calls `f` with every multi-index of `shape`, in row-major order.
pub(crate) fn for_each_index(shape: &[usize], mut f: impl FnMut(&[usize])) {
    if shape.contains(&0) {
        return;
    }
    let mut idx = vec![0usize; shape.len()];
    loop {
        f(&idx);
        let mut k = shape.len();
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// Builds an array of `out_shape` whose element at each index is `data[source(index)]`.
fn gather_by(
    data: &Data,
    out_shape: &[usize],
    mut source: impl FnMut(&[usize]) -> usize,
) -> Result<Array, String> {
    let n = num_elements(out_shape)?;
    // The step holds an index per element (a usize, twice an f32) beside its result.
    let per_element = std::mem::size_of::<usize>() + data.dtype().size_bytes();
    let bytes = (n as u64).saturating_mul(per_element as u64);
    memory_budget::check_large(bytes, "moving the elements (an index and the result)")?;
    let mut idx = Vec::new();
    idx.try_reserve_exact(n)
        .map_err(|_| format!("moving the elements: no memory for an index of {n} elements"))?;
    for_each_index(out_shape, |o| idx.push(source(o)));
    Ok(Array {
        shape: out_shape.to_vec(),
        data: data.gather(&idx),
    })
}

fn flat(idx: impl Iterator<Item = usize>, strides: &[usize]) -> usize {
    idx.zip(strides).map(|(i, s)| i * s).sum()
}

/// Operand dimension `i` becomes result dimension `dims[i]`; a size-1 operand dimension
/// is repeated.
pub fn broadcast_in_dim(x: &Array, dims: &[usize], out_shape: &[usize]) -> Result<Array, String> {
    if dims.len() != x.shape.len() {
        return Err(format!(
            "broadcast_dimensions has {} entries for an operand of rank {}",
            dims.len(),
            x.shape.len()
        ));
    }
    dims_in_range(dims, out_shape.len(), "broadcast dimension")?;
    for (i, (&d, &size)) in dims.iter().zip(&x.shape).enumerate() {
        if size != 1 && size != out_shape[d] {
            return Err(format!(
                "operand dimension {i} (size {size}) cannot broadcast to result dimension {d} (size {})",
                out_shape[d]
            ));
        }
    }
    let st = strides(&x.shape);
    gather_by(&x.data, out_shape, |o| {
        dims.iter()
            .zip(&x.shape)
            .zip(&st)
            .map(|((&d, &size), &s)| if size == 1 { 0 } else { o[d] * s })
            .sum()
    })
}

pub fn reshape(x: &Array, out_shape: &[usize]) -> Result<Array, String> {
    if num_elements(out_shape)? != x.len() {
        return Err(format!(
            "cannot reshape {} ({} elements) to shape {out_shape:?}",
            x.ty(),
            x.len()
        ));
    }
    Ok(Array {
        shape: out_shape.to_vec(),
        data: x.data.clone(),
    })
}

/// Result dimension `k` is operand dimension `perm[k]`.
pub fn transpose(x: &Array, perm: &[usize]) -> Result<Array, String> {
    if perm.len() != x.shape.len() {
        return Err(format!(
            "permutation {perm:?} does not fit an operand of rank {}",
            x.shape.len()
        ));
    }
    dims_in_range(perm, x.shape.len(), "permutation entry")?;
    let st = strides(&x.shape);
    let out_shape: Vec<usize> = perm.iter().map(|&p| x.shape[p]).collect();
    gather_by(&x.data, &out_shape, |o| {
        perm.iter().zip(o).map(|(&p, &i)| i * st[p]).sum()
    })
}

pub fn slice(x: &Array, start: &[usize], limit: &[usize], step: &[usize]) -> Result<Array, String> {
    let rank = x.shape.len();
    if start.len() != rank || limit.len() != rank || step.len() != rank {
        return Err(format!(
            "start/limit/strides must have {rank} entries (got {}, {}, {})",
            start.len(),
            limit.len(),
            step.len()
        ));
    }
    let mut out_shape = Vec::with_capacity(rank);
    for d in 0..rank {
        if start[d] > limit[d] || limit[d] > x.shape[d] || step[d] == 0 {
            return Err(format!(
                "dimension {d}: need 0 <= start ({}) <= limit ({}) <= size ({}) and stride ({}) > 0",
                start[d], limit[d], x.shape[d], step[d]
            ));
        }
        out_shape.push((limit[d] - start[d]).div_ceil(step[d]));
    }
    let st = strides(&x.shape);
    gather_by(&x.data, &out_shape, |o| {
        flat((0..rank).map(|d| start[d] + o[d] * step[d]), &st)
    })
}

/// A scalar integer operand used as an index.
fn scalar_index(a: &Array, what: &str) -> Result<i64, String> {
    if !a.shape.is_empty() {
        return Err(format!("{what} must be a scalar, got {}", a.ty()));
    }
    match a.data.int_values().as_deref() {
        Some(&[v]) => Ok(v),
        _ => Err(format!("{what} must be an integer, got {}", a.ty())),
    }
}

/// Start indices clamped into `[0, dim − size]`, as StableHLO does.
fn clamped_starts(
    shape: &[usize],
    sizes: &[usize],
    starts: &[&Array],
) -> Result<Vec<usize>, String> {
    if starts.len() != shape.len() {
        return Err(format!(
            "expected {} start indices, got {}",
            shape.len(),
            starts.len()
        ));
    }
    let mut out = Vec::with_capacity(shape.len());
    for (d, a) in starts.iter().enumerate() {
        if sizes[d] > shape[d] {
            return Err(format!(
                "dimension {d}: slice size {} exceeds operand size {}",
                sizes[d], shape[d]
            ));
        }
        let hi = (shape[d] - sizes[d]) as i64;
        out.push(scalar_index(a, &format!("start index {d}"))?.clamp(0, hi) as usize);
    }
    Ok(out)
}

pub fn dynamic_slice(x: &Array, starts: &[&Array], sizes: &[usize]) -> Result<Array, String> {
    if sizes.len() != x.shape.len() {
        return Err(format!(
            "slice_sizes has {} entries for an operand of rank {}",
            sizes.len(),
            x.shape.len()
        ));
    }
    let start = clamped_starts(&x.shape, sizes, starts)?;
    let st = strides(&x.shape);
    gather_by(&x.data, sizes, |o| {
        flat(o.iter().zip(&start).map(|(i, s)| i + s), &st)
    })
}

pub fn dynamic_update_slice(x: &Array, update: &Array, starts: &[&Array]) -> Result<Array, String> {
    if update.shape.len() != x.shape.len() {
        return Err(format!(
            "update {} and operand {} differ in rank",
            update.ty(),
            x.ty()
        ));
    }
    let start = clamped_starts(&x.shape, &update.shape, starts)?;
    let both = concat_data(&[&x.data, &update.data])?;
    let (st, ust) = (strides(&x.shape), strides(&update.shape));
    let n = x.len();
    gather_by(&both, &x.shape, |o| {
        let inside = o
            .iter()
            .zip(&start)
            .zip(&update.shape)
            .all(|((&i, &s), &size)| i >= s && i < s + size);
        if inside {
            n + flat(o.iter().zip(&start).map(|(i, s)| i - s), &ust)
        } else {
            flat(o.iter().copied(), &st)
        }
    })
}

/// Edge padding `low`/`high` (negative: cropping) and `interior` padding between elements.
pub fn pad(
    x: &Array,
    value: &Array,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
) -> Result<Array, String> {
    let rank = x.shape.len();
    if low.len() != rank || high.len() != rank || interior.len() != rank {
        return Err(format!("padding attributes must have {rank} entries"));
    }
    if !value.shape.is_empty() || value.dtype() != x.dtype() {
        return Err(format!(
            "padding value must be a scalar of the operand's element type, got {}",
            value.ty()
        ));
    }
    // i128 arithmetic: attributes are arbitrary i64s, and must not overflow.
    let mut out_shape = Vec::with_capacity(rank);
    for d in 0..rank {
        if interior[d] < 0 {
            return Err(format!(
                "dimension {d}: negative interior padding {}",
                interior[d]
            ));
        }
        let size = x.shape[d] as i128;
        let dilated = if size == 0 {
            0
        } else {
            size + (size - 1) * interior[d] as i128
        };
        let out = low[d] as i128 + dilated + high[d] as i128;
        let out = usize::try_from(out)
            .map_err(|_| format!("dimension {d}: padding gives an impossible size {out}"))?;
        out_shape.push(out);
    }
    let both = concat_data(&[&x.data, &value.data])?;
    let st = strides(&x.shape);
    let pad_index = x.len();
    gather_by(&both, &out_shape, |o| {
        let mut src = 0;
        for d in 0..rank {
            let p = o[d] as i128 - low[d] as i128;
            let step = interior[d] as i128 + 1;
            if p < 0 || p % step != 0 || p / step >= x.shape[d] as i128 {
                return pad_index;
            }
            src += (p / step) as usize * st[d];
        }
        src
    })
}

pub fn concatenate(xs: &[&Array], dim: usize) -> Result<Array, String> {
    let Some(first) = xs.first() else {
        return Err("needs at least one operand".to_string());
    };
    let rank = first.shape.len();
    if dim >= rank {
        return Err(format!("dimension {dim} is out of range for rank {rank}"));
    }
    for x in xs {
        let same_other_dims =
            x.shape.len() == rank && (0..rank).all(|d| d == dim || x.shape[d] == first.shape[d]);
        if !same_other_dims {
            return Err(format!(
                "operands {} and {} do not fit together along dimension {dim}",
                first.ty(),
                x.ty()
            ));
        }
    }
    let all = concat_data(&xs.iter().map(|x| &x.data).collect::<Vec<_>>())?;
    // Where each operand starts along `dim`, and in the concatenated data.
    let mut dim_start = Vec::with_capacity(xs.len());
    let mut data_start = Vec::with_capacity(xs.len());
    let (mut along, mut offset) = (0, 0);
    for x in xs {
        dim_start.push(along);
        data_start.push(offset);
        along += x.shape[dim];
        offset += x.len();
    }
    let mut out_shape = first.shape.clone();
    out_shape[dim] = along;
    let part_strides: Vec<Vec<usize>> = xs.iter().map(|x| strides(&x.shape)).collect();
    gather_by(&all, &out_shape, |o| {
        // The last operand starting at or before o[dim] that is non-empty along dim.
        let k = (0..xs.len())
            .rev()
            .find(|&k| dim_start[k] <= o[dim] && xs[k].shape[dim] > 0)
            .unwrap_or(0);
        let local = o
            .iter()
            .enumerate()
            .map(|(d, &i)| if d == dim { i - dim_start[k] } else { i });
        data_start[k] + flat(local, &part_strides[k])
    })
}

pub fn reverse(x: &Array, dims: &[usize]) -> Result<Array, String> {
    dims_in_range(dims, x.shape.len(), "dimension")?;
    let st = strides(&x.shape);
    gather_by(&x.data, &x.shape, |o| {
        flat(
            o.iter().enumerate().map(|(d, &i)| {
                if dims.contains(&d) {
                    x.shape[d] - 1 - i
                } else {
                    i
                }
            }),
            &st,
        )
    })
}
