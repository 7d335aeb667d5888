//! `gather` and the index arithmetic `scatter` shares with it (StableHLO spec): each index
//! vector of `start_indices` names where a slice starts; batching dimensions pair up
//! operand and index dimensions one to one; offset (window) dimensions walk the slice.
//! Gather clamps each start so that the slice fits; scatter skips elements that land
//! outside (the spec leaves this to the implementation; StableHLO's interpreter and XLA
//! drop them).

use super::data_movement::{for_each_index, num_elements};
use fresnel_ir::infer;
use fresnel_ir::op::{GatherDims, ScatterDims};
use fresnel_ir::types::strides;
use fresnel_ir::Array;

/// The index tensor's values as i64.
pub(crate) fn index_values(a: &Array) -> Result<Vec<i64>, String> {
    a.data
        .int_values()
        .ok_or_else(|| format!("indices must be integers, got {}", a.ty()))
}

/// Reads index vectors out of an index tensor: `batch` (the position over every dimension
/// but `index_vector_dim`) and component `k` give one start coordinate.
pub(crate) struct IndexReader<'a> {
    values: &'a [i64],
    strides: Vec<usize>,
    ivd: usize,
}

impl<'a> IndexReader<'a> {
    pub fn new(values: &'a [i64], shape: &[usize], ivd: usize) -> Self {
        IndexReader {
            values,
            strides: strides(shape),
            ivd,
        }
    }

    pub fn get(&self, batch: &[usize], k: usize) -> i64 {
        let mut flat = 0;
        let mut b = batch.iter();
        for (d, &s) in self.strides.iter().enumerate() {
            let i = if d == self.ivd {
                k
            } else {
                b.next().copied().unwrap_or(0)
            };
            flat += i * s;
        }
        self.values[flat]
    }

    /// The batch position of index dimension `d` (≠ `ivd`) in a batch multi-index.
    pub fn batch_pos(&self, d: usize) -> usize {
        if d < self.ivd {
            d
        } else {
            d - 1
        }
    }
}

fn flat(idx: &[i64], strides: &[usize]) -> usize {
    idx.iter().zip(strides).map(|(&i, &s)| i as usize * s).sum()
}

pub fn gather(x: &Array, indices: &Array, g: &GatherDims) -> Result<Array, String> {
    let out = infer::gather(&x.ty(), &indices.ty(), g)?;
    let values = index_values(indices)?;
    let reader = IndexReader::new(&values, &indices.shape, g.index_vector_dim);
    let r = x.shape.len();
    let batch_dims: Vec<usize> = (0..out.rank())
        .filter(|d| !g.offset_dims.contains(d))
        .collect();
    let window_dims: Vec<usize> = (0..r)
        .filter(|d| !g.collapsed_slice_dims.contains(d) && !g.operand_batching_dims.contains(d))
        .collect();
    let x_strides = strides(&x.shape);
    let mut src = Vec::with_capacity(num_elements(&out.shape)?);
    let mut batch = vec![0; batch_dims.len()];
    let mut full = vec![0i64; r];
    for_each_index(&out.shape, |oi| {
        for (b, &d) in batch.iter_mut().zip(&batch_dims) {
            *b = oi[d];
        }
        full.fill(0);
        for (k, &d) in g.start_index_map.iter().enumerate() {
            let hi = (x.shape[d] - g.slice_sizes[d]) as i64;
            full[d] = reader.get(&batch, k).clamp(0, hi);
        }
        for (&od, &id) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            full[od] = full[od].saturating_add(batch[reader.batch_pos(id)] as i64);
        }
        for (&od, &rd) in window_dims.iter().zip(&g.offset_dims) {
            full[od] = full[od].saturating_add(oi[rd] as i64);
        }
        src.push(flat(&full, &x_strides));
    });
    Ok(Array {
        shape: out.shape,
        data: x.data.gather(&src),
    })
}

/// Where each update element of a scatter lands: `(input flat index, update flat index)`
/// for the elements inside the input, in row-major order of the updates.
pub fn scatter_targets(
    input_shape: &[usize],
    indices: &Array,
    update_shape: &[usize],
    s: &ScatterDims,
) -> Result<Vec<(usize, usize)>, String> {
    let values = index_values(indices)?;
    let reader = IndexReader::new(&values, &indices.shape, s.index_vector_dim);
    let r = input_shape.len();
    let scatter_dims: Vec<usize> = (0..update_shape.len())
        .filter(|d| !s.update_window_dims.contains(d))
        .collect();
    let window_dims: Vec<usize> = (0..r)
        .filter(|d| !s.inserted_window_dims.contains(d) && !s.input_batching_dims.contains(d))
        .collect();
    let in_strides = strides(input_shape);
    let mut out = Vec::with_capacity(num_elements(update_shape)?);
    let mut batch = vec![0; scatter_dims.len()];
    let mut full = vec![0i64; r];
    let mut u = 0;
    for_each_index(update_shape, |ui| {
        for (b, &d) in batch.iter_mut().zip(&scatter_dims) {
            *b = ui[d];
        }
        full.fill(0);
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            full[d] = reader.get(&batch, k);
        }
        for (&od, &id) in s
            .input_batching_dims
            .iter()
            .zip(&s.scatter_indices_batching_dims)
        {
            full[od] = full[od].saturating_add(batch[reader.batch_pos(id)] as i64);
        }
        for (&od, &wd) in window_dims.iter().zip(&s.update_window_dims) {
            full[od] = full[od].saturating_add(ui[wd] as i64);
        }
        let inside = full
            .iter()
            .zip(input_shape)
            .all(|(&i, &n)| i >= 0 && (i as u64) < n as u64);
        if inside {
            out.push((flat(&full, &in_strides), u));
        }
        u += 1;
    });
    Ok(out)
}
