//! `gather` and `scatter` as native kernels (StableHLO's full dimension numbers: offset /
//! window dims, collapsed / inserted dims, batching dims, `index_vector_dim` anywhere).
//!
//! Both kernels first turn the index tensor into one start per *batch position* (every
//! index dim but `index_vector_dim`), once, then walk their output (gather) or updates
//! (scatter) in rows along the last dimension: an offset index is then `start + row
//! offset`, and a row that runs along the operand's last dim is a contiguous copy
//! (`table[idx]` is one `memcpy` per looked-up row). The interpreter
//! (`runtime/src/interp/gather.rs`) is the definition both are tested against.

mod gather;
pub(crate) mod scatter;

pub use gather::GatherDesc;
pub use scatter::{ScatterCombiner, ScatterDesc};

use crate::buffer::BufRef;
use crate::error::{kernel_err, KernelResult};

/// Row-major strides of `shape`.
pub(crate) fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The index buffer's values as i64, as the interpreter reads them: a `ui64` past
/// `i64::MAX` saturates (it is out of range either way: gather clamps it to the last start,
/// scatter skips it).
pub(crate) fn index_values(kernel: &'static str, b: BufRef<'_>) -> KernelResult<Vec<i64>> {
    fn widen<T: Copy + Into<i64>>(v: &[T]) -> Vec<i64> {
        v.iter().map(|&x| x.into()).collect()
    }
    Ok(match b {
        BufRef::I8(v) => widen(v),
        BufRef::I16(v) => widen(v),
        BufRef::I32(v) => widen(v),
        BufRef::I64(v) => v.to_vec(),
        BufRef::U8(v) => widen(v),
        BufRef::U16(v) => widen(v),
        BufRef::U32(v) => widen(v),
        BufRef::U64(v) => v
            .iter()
            .map(|&x| i64::try_from(x).unwrap_or(i64::MAX))
            .collect(),
        other => return kernel_err!(kernel, "indices are {}, not integers", other.dtype()),
    })
}

/// How index vectors sit in the index tensor: the batch shape (every dim but
/// `index_vector_dim`, in order), each batch dim's stride in the index buffer, and the
/// stride between an index vector's components.
pub(crate) struct IndexLayout {
    pub batch_shape: Vec<usize>,
    batch_strides: Vec<usize>,
    vec_stride: usize,
    pub vec_len: usize,
}

impl IndexLayout {
    /// `ivd == shape.len()` means an implicit trailing dim of size 1.
    pub fn new(shape: &[usize], ivd: usize) -> IndexLayout {
        let st = strides(shape);
        let mut batch_shape = Vec::with_capacity(shape.len());
        let mut batch_strides = Vec::with_capacity(shape.len());
        for (d, (&n, &s)) in shape.iter().zip(&st).enumerate() {
            if d != ivd {
                batch_shape.push(n);
                batch_strides.push(s);
            }
        }
        let (vec_stride, vec_len) = match (st.get(ivd), shape.get(ivd)) {
            (Some(&s), Some(&n)) => (s, n),
            _ => (1, 1),
        };
        IndexLayout {
            batch_shape,
            batch_strides,
            vec_stride,
            vec_len,
        }
    }

    /// The number of batch positions.
    pub fn len(&self) -> usize {
        self.batch_shape.iter().product()
    }

    /// The position of index dim `d` (≠ `ivd`) among the batch dims.
    pub fn batch_pos(d: usize, ivd: usize) -> usize {
        if d < ivd {
            d
        } else {
            d - 1
        }
    }

    /// Calls `f(batch multi-index, index vector)` for every batch position in row-major
    /// order; `vector` is reused between calls.
    pub fn for_each(&self, values: &[i64], mut f: impl FnMut(&[usize], &[i64])) {
        let n = self.len();
        if n == 0 {
            return;
        }
        let mut bidx = vec![0usize; self.batch_shape.len()];
        let mut vector = vec![0i64; self.vec_len];
        let mut at = 0usize;
        for _ in 0..n {
            for (k, v) in vector.iter_mut().enumerate() {
                *v = values[at + k * self.vec_stride];
            }
            f(&bidx, &vector);
            for d in (0..bidx.len()).rev() {
                bidx[d] += 1;
                at += self.batch_strides[d];
                if bidx[d] < self.batch_shape[d] {
                    break;
                }
                at -= self.batch_strides[d] * self.batch_shape[d];
                bidx[d] = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests;
