//! `gather` (see the module doc): starts are clamped so that the slice fits, as StableHLO
//! specifies; the output is written in parallel, row by row.

use super::{index_values, strides, IndexLayout};
use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use fresnel_ir::op::GatherDims;
use fresnel_ir::{infer, DType, TensorType};
use rayon::prelude::*;

const KERNEL: &str = "gather";
/// Output elements per parallel task (at least one row).
const TASK_ELEMS: usize = 1 << 14;

/// A `gather` of an operand (`dtype`, `operand` shape) at the starts held in an index
/// tensor (`index_dtype`, `indices` shape); the dimension numbers are StableHLO's.
/// Inputs: `[operand, indices]`, row-major; one output of [`GatherDesc::output_shape`].
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GatherDesc {
    pub dtype: DType,
    pub index_dtype: DType,
    pub operand: Vec<usize>,
    pub indices: Vec<usize>,
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub start_indices_batching_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub index_vector_dim: usize,
    pub slice_sizes: Vec<usize>,
}

impl GatherDesc {
    pub fn new(
        dtype: DType,
        index_dtype: DType,
        operand: &[usize],
        indices: &[usize],
        g: &GatherDims,
    ) -> Self {
        GatherDesc {
            dtype,
            index_dtype,
            operand: operand.to_vec(),
            indices: indices.to_vec(),
            offset_dims: g.offset_dims.clone(),
            collapsed_slice_dims: g.collapsed_slice_dims.clone(),
            operand_batching_dims: g.operand_batching_dims.clone(),
            start_indices_batching_dims: g.start_indices_batching_dims.clone(),
            start_index_map: g.start_index_map.clone(),
            index_vector_dim: g.index_vector_dim,
            slice_sizes: g.slice_sizes.clone(),
        }
    }

    pub fn dims(&self) -> GatherDims {
        GatherDims {
            offset_dims: self.offset_dims.clone(),
            collapsed_slice_dims: self.collapsed_slice_dims.clone(),
            operand_batching_dims: self.operand_batching_dims.clone(),
            start_indices_batching_dims: self.start_indices_batching_dims.clone(),
            start_index_map: self.start_index_map.clone(),
            index_vector_dim: self.index_vector_dim,
            slice_sizes: self.slice_sizes.clone(),
            indices_are_sorted: false,
        }
    }

    /// The output shape, after the shape rule's checks (the same as the verifier's), which
    /// also make every offset the kernel computes fall inside the operand.
    pub fn output_shape(&self) -> KernelResult<Vec<usize>> {
        if !self.index_dtype.is_int() {
            return kernel_err!(KERNEL, "indices are {}, not integers", self.index_dtype);
        }
        infer::gather(
            &TensorType::new(self.dtype, self.operand.clone()),
            &TensorType::new(self.index_dtype, self.indices.clone()),
            &self.dims(),
        )
        .map(|t| t.shape)
        .map_err(|m| crate::error::KernelError::new(KERNEL, m))
    }

    pub fn validate(&self) -> KernelResult<()> {
        self.output_shape()?;
        // A collapsed dim of slice size 0 has no element to read (the shape rule allows it);
        // such a gather is left to the interpreter.
        if let Some(&d) = self
            .collapsed_slice_dims
            .iter()
            .find(|&&d| self.slice_sizes[d] == 0)
        {
            return kernel_err!(KERNEL, "collapsed dim {d} has slice size 0");
        }
        Ok(())
    }

    /// The flat operand offset of each batch position's slice start (clamped starts plus
    /// the batching dims' positions).
    fn bases(&self, layout: &IndexLayout, values: &[i64]) -> Vec<usize> {
        let xs = strides(&self.operand);
        let ivd = self.index_vector_dim;
        let hi: Vec<i64> = self
            .start_index_map
            .iter()
            .map(|&d| (self.operand[d] - self.slice_sizes[d]) as i64)
            .collect();
        let batching: Vec<(usize, usize)> = self
            .operand_batching_dims
            .iter()
            .zip(&self.start_indices_batching_dims)
            .map(|(&od, &id)| (xs[od], IndexLayout::batch_pos(id, ivd)))
            .collect();
        let mut out = Vec::with_capacity(layout.len());
        layout.for_each(values, |bidx, vector| {
            let mut at = 0usize;
            for ((&v, &d), &h) in vector.iter().zip(&self.start_index_map).zip(&hi) {
                at += v.clamp(0, h) as usize * xs[d];
            }
            for &(s, p) in &batching {
                at += bidx[p] * s;
            }
            out.push(at);
        });
        out
    }

    /// Runs the kernel: `ins = [operand, indices]`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.validate()?;
        let shape = self.output_shape()?;
        let [x, idx] = ins else {
            return kernel_err!(KERNEL, "{} inputs, expected 2", ins.len());
        };
        let n = |s: &[usize]| s.iter().product::<usize>();
        if !x.holds(self.dtype)
            || !out.holds(self.dtype)
            || x.len() != n(&self.operand)
            || out.len() != n(&shape)
            || idx.len() != n(&self.indices)
        {
            return kernel_err!(
                KERNEL,
                "buffers do not fit operand {:?} of {}, indices {:?}, output {:?}",
                self.operand,
                self.dtype,
                self.indices,
                shape
            );
        }
        let values = index_values(KERNEL, *idx)?;
        let layout = IndexLayout::new(&self.indices, self.index_vector_dim);
        let bases = self.bases(&layout, &values);
        let walk = Walk::new(self, &shape, &layout);
        macro_rules! go {
            ($($v:ident),*) => {
                match (*x, out) {
                    $((BufRef::$v(src), BufMut::$v(dst)) => {
                        walk.run(&bases, src, dst);
                        Ok(())
                    })*
                    _ => kernel_err!(KERNEL, "buffers of different dtypes"),
                }
            };
        }
        go!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64)
    }
}

/// For each output dim, its stride in the operand (offset dims) or among the batch
/// positions (batch dims); one of the two is 0.
struct Walk {
    shape: Vec<usize>,
    src_strides: Vec<usize>,
    batch_strides: Vec<usize>,
    /// Whether the last output dim walks the slice (else it walks batch positions).
    last_is_offset: bool,
}

impl Walk {
    fn new(d: &GatherDesc, shape: &[usize], layout: &IndexLayout) -> Walk {
        let xs = strides(&d.operand);
        let window: Vec<usize> = (0..d.operand.len())
            .filter(|k| !d.collapsed_slice_dims.contains(k) && !d.operand_batching_dims.contains(k))
            .collect();
        let bs = strides(&layout.batch_shape);
        let (mut w, mut b) = (window.iter(), bs.iter());
        let mut src_strides = vec![0; shape.len()];
        let mut batch_strides = vec![0; shape.len()];
        for k in 0..shape.len() {
            if d.offset_dims.contains(&k) {
                src_strides[k] = w.next().map_or(0, |&od| xs[od]);
            } else {
                batch_strides[k] = b.next().copied().unwrap_or(0);
            }
        }
        Walk {
            last_is_offset: !shape.is_empty() && d.offset_dims.contains(&(shape.len() - 1)),
            shape: shape.to_vec(),
            src_strides,
            batch_strides,
        }
    }

    fn run<T: Copy + Send + Sync>(&self, bases: &[usize], src: &[T], dst: &mut [T]) {
        let r = self.shape.len();
        let row = if r == 0 { 1 } else { self.shape[r - 1] };
        if row == 0 || dst.is_empty() {
            return;
        }
        let outer = &self.shape[..r.saturating_sub(1)];
        let rows_per_task = (TASK_ELEMS / row).max(1);
        let (last_src, last_batch) = match r {
            0 => (0, 0),
            _ => (self.src_strides[r - 1], self.batch_strides[r - 1]),
        };
        let last_is_offset = self.last_is_offset;
        dst.par_chunks_mut(row * rows_per_task)
            .enumerate()
            .for_each(|(task, chunk)| {
                let first = task * rows_per_task;
                let mut idx = vec![0usize; outer.len()];
                let mut rest = first;
                for d in (0..outer.len()).rev() {
                    idx[d] = rest % outer[d];
                    rest /= outer[d];
                }
                for out_row in chunk.chunks_mut(row) {
                    let (mut b, mut s) = (0usize, 0usize);
                    for (d, &i) in idx.iter().enumerate() {
                        b += i * self.batch_strides[d];
                        s += i * self.src_strides[d];
                    }
                    if last_is_offset {
                        let at = bases[b] + s;
                        if last_src == 1 {
                            out_row.copy_from_slice(&src[at..at + row]);
                        } else {
                            for (k, o) in out_row.iter_mut().enumerate() {
                                *o = src[at + k * last_src];
                            }
                        }
                    } else {
                        for (k, o) in out_row.iter_mut().enumerate() {
                            *o = src[bases[b + k * last_batch] + s];
                        }
                    }
                    for d in (0..idx.len()).rev() {
                        idx[d] += 1;
                        if idx[d] < outer[d] {
                            break;
                        }
                        idx[d] = 0;
                    }
                }
            });
    }
}
