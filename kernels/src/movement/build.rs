//! Constructors of copy descriptions for the StableHLO data-movement ops.

use super::{CopyDesc, CopyPiece, KERNEL};
use crate::error::{kernel_err, KernelResult};
use crate::index::row_major_strides;
use fresnel_ir::{DType, Scalar};

fn full_piece(input: u32, shape: &[usize], in_offset: usize, in_strides: Vec<i64>) -> CopyPiece {
    CopyPiece {
        input,
        out_start: vec![0; shape.len()],
        out_extent: shape.to_vec(),
        out_step: vec![1; shape.len()],
        in_offset,
        in_strides,
    }
}

impl CopyDesc {
    fn single(dtype: DType, shape: Vec<usize>, in_offset: usize, in_strides: Vec<i64>) -> CopyDesc {
        CopyDesc {
            dtype,
            pieces: vec![full_piece(0, &shape, in_offset, in_strides)],
            shape,
            num_inputs: 1,
            fill: None,
        }
    }

    /// `transpose(x, perm)`: result dim `i` is operand dim `perm[i]`.
    pub fn transpose(dtype: DType, in_shape: &[usize], perm: &[usize]) -> KernelResult<CopyDesc> {
        let mut sorted = perm.to_vec();
        sorted.sort_unstable();
        if perm.len() != in_shape.len() || sorted.iter().enumerate().any(|(i, &p)| i != p) {
            return kernel_err!(
                KERNEL,
                "{perm:?} is not a permutation of rank {}",
                in_shape.len()
            );
        }
        let rm = row_major_strides(in_shape);
        let shape = perm.iter().map(|&p| in_shape[p]).collect();
        Ok(Self::single(
            dtype,
            shape,
            0,
            perm.iter().map(|&p| rm[p]).collect(),
        ))
    }

    /// `broadcast_in_dim(x, dims)` into `out_shape`.
    pub fn broadcast_in_dim(
        dtype: DType,
        in_shape: &[usize],
        out_shape: &[usize],
        dims: &[usize],
    ) -> KernelResult<CopyDesc> {
        if dims.len() != in_shape.len() {
            return kernel_err!(
                KERNEL,
                "broadcast dims {dims:?} do not match operand rank {}",
                in_shape.len()
            );
        }
        let rm = row_major_strides(in_shape);
        let mut strides = vec![0; out_shape.len()];
        for (k, &d) in dims.iter().enumerate() {
            match out_shape.get(d) {
                Some(&n) if in_shape[k] == n || in_shape[k] == 1 => {
                    strides[d] = if in_shape[k] == 1 { 0 } else { rm[k] }
                }
                _ => {
                    return kernel_err!(
                        KERNEL,
                        "cannot broadcast {in_shape:?} into {out_shape:?} along {dims:?}"
                    )
                }
            }
        }
        Ok(Self::single(dtype, out_shape.to_vec(), 0, strides))
    }

    /// `slice(x, start, limit, strides)`.
    pub fn slice(
        dtype: DType,
        in_shape: &[usize],
        start: &[usize],
        limit: &[usize],
        steps: &[usize],
    ) -> KernelResult<CopyDesc> {
        let r = in_shape.len();
        if start.len() != r || limit.len() != r || steps.len() != r {
            return kernel_err!(KERNEL, "slice attributes do not match rank {r}");
        }
        let rm = row_major_strides(in_shape);
        let mut shape = Vec::with_capacity(r);
        let mut offset = 0usize;
        for d in 0..r {
            if steps[d] == 0 || start[d] > limit[d] || limit[d] > in_shape[d] {
                return kernel_err!(
                    KERNEL,
                    "bad slice {}..{} step {} of dim {d} (size {})",
                    start[d],
                    limit[d],
                    steps[d],
                    in_shape[d]
                );
            }
            shape.push((limit[d] - start[d]).div_ceil(steps[d]));
            offset += start[d] * rm[d] as usize;
        }
        // A step beyond the extent selects one element: its stride never moves, so it is
        // taken as 1, which keeps the product from overflowing.
        let strides = (0..r)
            .map(|d| {
                if shape[d] > 1 {
                    rm[d] * steps[d] as i64
                } else {
                    rm[d]
                }
            })
            .collect();
        Ok(Self::single(dtype, shape, offset, strides))
    }

    /// `reverse(x, dims)`.
    pub fn reverse(dtype: DType, shape: &[usize], dims: &[usize]) -> KernelResult<CopyDesc> {
        let mut strides = row_major_strides(shape);
        let mut offset = 0i64;
        for &d in dims {
            let Some(&n) = shape.get(d) else {
                return kernel_err!(
                    KERNEL,
                    "reverse dim {d} out of range for rank {}",
                    shape.len()
                );
            };
            offset += (n.max(1) as i64 - 1) * strides[d];
            strides[d] = -strides[d];
        }
        Ok(Self::single(
            dtype,
            shape.to_vec(),
            offset as usize,
            strides,
        ))
    }

    /// `reshape`: the same elements in the same order.
    pub fn reshape(
        dtype: DType,
        in_shape: &[usize],
        out_shape: &[usize],
    ) -> KernelResult<CopyDesc> {
        if in_shape.iter().product::<usize>() != out_shape.iter().product::<usize>() {
            return kernel_err!(KERNEL, "cannot reshape {in_shape:?} into {out_shape:?}");
        }
        Ok(Self::single(
            dtype,
            out_shape.to_vec(),
            0,
            row_major_strides(out_shape),
        ))
    }

    /// `pad(x, value, low, high, interior)`; negative low/high crop.
    pub fn pad(
        dtype: DType,
        in_shape: &[usize],
        low: &[i64],
        high: &[i64],
        interior: &[i64],
        value: Scalar,
    ) -> KernelResult<CopyDesc> {
        let r = in_shape.len();
        if low.len() != r
            || high.len() != r
            || interior.len() != r
            || interior.iter().any(|&i| i < 0)
        {
            return kernel_err!(
                KERNEL,
                "bad pad attributes for rank {r}: {low:?} {high:?} {interior:?}"
            );
        }
        let rm = row_major_strides(in_shape);
        let mut shape = Vec::with_capacity(r);
        let mut piece = full_piece(0, &vec![0; r], 0, rm.clone());
        let mut empty = false;
        for d in 0..r {
            let n = in_shape[d] as i64;
            let step = interior[d] + 1;
            let out = low[d] + high[d] + n + (n - 1).max(0) * interior[d];
            if out < 0 {
                return kernel_err!(KERNEL, "pad gives dim {d} a negative size {out}");
            }
            shape.push(out as usize);
            // Input index i lands at low + i·step; keep the i with 0 <= that < out.
            let first = if low[d] >= 0 {
                0
            } else {
                (-low[d] + step - 1) / step
            };
            let last = if out == 0 {
                -1
            } else {
                ((out - 1 - low[d]).div_euclid(step)).min(n - 1)
            };
            let count = (last - first + 1).max(0);
            empty |= count == 0;
            piece.out_start[d] = (low[d] + first * step).max(0) as usize;
            piece.out_extent[d] = count as usize;
            piece.out_step[d] = step as usize;
            piece.in_offset += (first.max(0) as usize) * rm[d] as usize;
        }
        Ok(CopyDesc {
            dtype,
            shape,
            num_inputs: 1,
            pieces: if empty { vec![] } else { vec![piece] },
            fill: Some(value),
        })
    }

    /// `concatenate(xs, dim)`.
    pub fn concatenate(
        dtype: DType,
        in_shapes: &[Vec<usize>],
        dim: usize,
    ) -> KernelResult<CopyDesc> {
        let Some(first) = in_shapes.first() else {
            return kernel_err!(KERNEL, "concatenate needs at least one input");
        };
        if dim >= first.len() {
            return kernel_err!(
                KERNEL,
                "concatenate dim {dim} out of range for rank {}",
                first.len()
            );
        }
        let mut shape = first.clone();
        shape[dim] = 0;
        let mut pieces = Vec::new();
        for (k, s) in in_shapes.iter().enumerate() {
            let same = s.len() == shape.len() && (0..s.len()).all(|d| d == dim || s[d] == shape[d]);
            if !same {
                return kernel_err!(
                    KERNEL,
                    "concatenate input {k} has shape {s:?}, incompatible with {first:?}"
                );
            }
            let mut p = full_piece(k as u32, s, 0, row_major_strides(s));
            p.out_start[dim] = shape[dim];
            shape[dim] += s[dim];
            pieces.push(p);
        }
        Ok(CopyDesc {
            dtype,
            shape,
            num_inputs: in_shapes.len(),
            pieces,
            fill: None,
        })
    }
}
