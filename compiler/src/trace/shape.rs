//! Shape manipulation: reshape, transpose, broadcast, expand/squeeze, pad, concatenate, flip,
//! roll — with NumPy's argument conventions.

use super::promote::{broadcast_shapes, join};
use super::state::{Ctx, Tensor};
use fresnel_ir::{Op, Scalar};
use std::borrow::Borrow;

impl Tensor {
    /// Reshapes to `shape`; one entry may be -1 and is inferred (`jnp.reshape`).
    #[track_caller]
    pub fn reshape(&self, shape: &[isize]) -> Tensor {
        let total = self.ty().num_elements();
        let mut unknown = None;
        let mut known = 1usize;
        for (i, &d) in shape.iter().enumerate() {
            match d {
                -1 if unknown.is_none() => unknown = Some(i),
                d if d >= 0 => known *= d as usize,
                _ => {
                    return self.ctx.fail_with(
                        format!("bad reshape target {shape:?}: only one -1 entry is allowed and sizes must be ≥ 0"),
                        self.ty(),
                    )
                }
            }
        }
        let mut out: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
        if let Some(i) = unknown {
            if known == 0 || !total.is_multiple_of(known) {
                return self.ctx.fail_with(
                    format!("cannot reshape {} to {shape:?}", self.describe()),
                    self.ty(),
                );
            }
            out[i] = total / known;
        }
        self.reshape_exact(&out)
    }

    /// Reshapes to a fully known shape.
    #[track_caller]
    pub(crate) fn reshape_exact(&self, shape: &[usize]) -> Tensor {
        if self.shape() == shape {
            return self.clone();
        }
        let ty = self.ty().with_shape(shape.to_vec());
        if ty.num_elements() != self.ty().num_elements() {
            return self.ctx.fail_with(
                format!("cannot reshape {} to {ty}", self.describe()),
                self.ty(),
            );
        }
        self.ctx.emit_typed(Op::Reshape, &[self], ty)
    }

    /// Reverses the axes (NumPy's `.T`).
    #[track_caller]
    pub fn transpose(&self) -> Tensor {
        let perm: Vec<usize> = (0..self.rank()).rev().collect();
        self.transpose_exact(&perm)
    }

    /// Permutes the axes: result axis i is input axis `axes[i]` (`jnp.transpose(x, axes)`).
    #[track_caller]
    pub fn permute(&self, axes: &[isize]) -> Tensor {
        let Some(perm) = self.axes(axes) else {
            return self.ctx.poison(self.ty().clone());
        };
        if perm.len() != self.rank() {
            return self.ctx.fail_with(
                format!(
                    "permutation {axes:?} does not name every axis of {}",
                    self.describe()
                ),
                self.ty(),
            );
        }
        self.transpose_exact(&perm)
    }

    #[track_caller]
    pub(crate) fn transpose_exact(&self, perm: &[usize]) -> Tensor {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return self.clone();
        }
        self.ctx.emit(
            Op::Transpose {
                perm: perm.to_vec(),
            },
            &[self],
        )
    }

    /// Exchanges two axes.
    #[track_caller]
    pub fn swapaxes(&self, a: isize, b: isize) -> Tensor {
        let (Some(a), Some(b)) = (self.axis(a), self.axis(b)) else {
            return self.ctx.poison(self.ty().clone());
        };
        let mut perm: Vec<usize> = (0..self.rank()).collect();
        perm.swap(a, b);
        self.transpose_exact(&perm)
    }

    /// Moves axis `source` to position `destination`, keeping the others in order.
    #[track_caller]
    pub fn moveaxis(&self, source: isize, destination: isize) -> Tensor {
        let (Some(s), Some(d)) = (self.axis(source), self.axis(destination)) else {
            return self.ctx.poison(self.ty().clone());
        };
        let mut perm: Vec<usize> = (0..self.rank()).filter(|&i| i != s).collect();
        perm.insert(d, s);
        self.transpose_exact(&perm)
    }

    /// Broadcasts to `shape` by NumPy's rules (`jnp.broadcast_to`).
    #[track_caller]
    pub fn broadcast_to(&self, shape: &[usize]) -> Tensor {
        match broadcast_shapes(self.shape(), shape) {
            Some(s) if s == shape => self.broadcast_to_shape(shape),
            _ => self.ctx.fail_with(
                format!("cannot broadcast {} to shape {shape:?}", self.describe()),
                self.ty(),
            ),
        }
    }

    /// Inserts a size-1 axis at `axis` (in the result's numbering, as NumPy).
    #[track_caller]
    pub fn expand_dims(&self, axis: isize) -> Tensor {
        let r = self.rank() + 1;
        let a = match super::axes::normalize_axis(axis, r, "axis") {
            Ok(a) => a,
            Err(e) => return self.ctx.fail_with(format!("expand_dims: {e}"), self.ty()),
        };
        let mut shape = self.shape().to_vec();
        shape.insert(a, 1);
        self.reshape_exact(&shape)
    }

    /// Removes the given size-1 axes.
    #[track_caller]
    pub fn squeeze(&self, axes: &[isize]) -> Tensor {
        let Some(dims) = self.axes(axes) else {
            return self.ctx.poison(self.ty().clone());
        };
        if let Some(&d) = dims.iter().find(|&&d| self.shape()[d] != 1) {
            return self.ctx.fail_with(
                format!(
                    "cannot squeeze axis {d} of size {} ({})",
                    self.shape()[d],
                    self.describe()
                ),
                self.ty(),
            );
        }
        self.squeeze_exact(&dims)
    }

    /// Removes every size-1 axis.
    #[track_caller]
    pub fn squeeze_all(&self) -> Tensor {
        let dims: Vec<usize> = (0..self.rank()).filter(|&i| self.shape()[i] == 1).collect();
        self.squeeze_exact(&dims)
    }

    #[track_caller]
    pub(crate) fn squeeze_exact(&self, dims: &[usize]) -> Tensor {
        let shape: Vec<usize> = (0..self.rank())
            .filter(|i| !dims.contains(i))
            .map(|i| self.shape()[i])
            .collect();
        self.reshape_exact(&shape)
    }

    /// Pads with zeros: `widths[i] = (before, after)` for every axis; negative widths crop.
    #[track_caller]
    pub fn pad(&self, widths: &[(i64, i64)]) -> Tensor {
        self.pad_value(widths, 0.0)
    }

    /// Pads with a constant `value` (converted to the tensor's dtype).
    #[track_caller]
    pub fn pad_value(&self, widths: &[(i64, i64)], value: f64) -> Tensor {
        if widths.len() != self.rank() {
            return self.ctx.fail_with(
                format!(
                    "pad needs one (before, after) pair per axis: got {} for {}",
                    widths.len(),
                    self.describe()
                ),
                self.ty(),
            );
        }
        for (i, &(lo, hi)) in widths.iter().enumerate() {
            // In i128: widths near i64::MAX must not overflow (the shape rule refuses sizes
            // over 2^63 with an error).
            if self.shape()[i] as i128 + lo as i128 + (hi as i128) < 0 {
                return self.ctx.fail_with(
                    format!(
                        "padding ({lo}, {hi}) crops axis {i} of {} below size 0",
                        self.describe()
                    ),
                    self.ty(),
                );
            }
        }
        if widths.iter().all(|&w| w == (0, 0)) {
            return self.clone();
        }
        let v = self.ctx.scalar_const(Scalar::from_f64(self.dtype(), value));
        let op = Op::Pad {
            low: widths.iter().map(|w| w.0).collect(),
            high: widths.iter().map(|w| w.1).collect(),
            interior: vec![0; self.rank()],
        };
        self.ctx.emit(op, &[self, &v])
    }

    /// Reverses the order of elements along `axes`.
    #[track_caller]
    pub fn flip(&self, axes: &[isize]) -> Tensor {
        let Some(mut dims) = self.axes(axes) else {
            return self.ctx.poison(self.ty().clone());
        };
        if dims.is_empty() {
            return self.clone();
        }
        dims.sort_unstable();
        self.ctx.emit(Op::Reverse { dims }, &[self])
    }

    /// Rolls elements along each axis by the matching shift (`jnp.roll(x, shifts, axes)`):
    /// element i moves to (i + shift) mod n. Built from two slices and a concatenate.
    #[track_caller]
    pub fn roll(&self, shifts: &[isize], axes: &[isize]) -> Tensor {
        if shifts.len() != axes.len() {
            return self.ctx.fail_with(
                format!(
                    "roll needs one shift per axis: {} shifts for {} axes",
                    shifts.len(),
                    axes.len()
                ),
                self.ty(),
            );
        }
        // NumPy allows an axis twice in roll (the shifts add up).
        let mut total = vec![0isize; self.rank()];
        for (&s, &a) in shifts.iter().zip(axes) {
            let Some(d) = self.axis(a) else {
                return self.ctx.poison(self.ty().clone());
            };
            total[d] += s;
        }
        let mut out = self.clone();
        for (d, &s) in total.iter().enumerate() {
            let n = self.shape()[d] as isize;
            if n == 0 {
                continue;
            }
            let k = s.rem_euclid(n) as usize;
            if k == 0 {
                continue;
            }
            let split = n as usize - k;
            let tail = out.slice_axis_exact(d, split, n as usize, 1);
            let head = out.slice_axis_exact(d, 0, split, 1);
            out = concatenate(&[tail, head], d as isize);
        }
        out
    }

    /// A positive-stride slice of one axis, bounds already checked.
    #[track_caller]
    pub(crate) fn slice_axis_exact(
        &self,
        axis: usize,
        start: usize,
        limit: usize,
        stride: usize,
    ) -> Tensor {
        let mut starts = vec![0; self.rank()];
        let mut limits = self.shape().to_vec();
        let mut strides = vec![1; self.rank()];
        starts[axis] = start;
        limits[axis] = limit;
        strides[axis] = stride;
        self.slice_exact(starts, limits, strides)
    }

    #[track_caller]
    pub(crate) fn slice_exact(
        &self,
        start: Vec<usize>,
        limit: Vec<usize>,
        strides: Vec<usize>,
    ) -> Tensor {
        let whole = start.iter().all(|&s| s == 0)
            && limit == self.shape()
            && strides.iter().all(|&s| s == 1);
        if whole {
            return self.clone();
        }
        let op = Op::slice(start, limit, strides);
        self.ctx.emit(op, &[self])
    }
}

/// Joins tensors along an existing axis (`jnp.concatenate`), promoting dtypes.
#[track_caller]
pub fn concatenate<T: Borrow<Tensor>>(tensors: &[T], axis: isize) -> Tensor {
    let Some(first) = tensors.first().map(|t| t.borrow()) else {
        return Ctx::detached_error("concatenate needs at least one tensor");
    };
    let ctx = first.ctx.clone();
    let all: Vec<&Tensor> = tensors.iter().map(|t| t.borrow()).collect();
    if ctx.operands(&all).is_none() {
        return ctx.poison(first.ty().clone());
    }
    let Some(d) = first.axis(axis) else {
        return ctx.poison(first.ty().clone());
    };
    for t in &all {
        let same_rest = t.rank() == first.rank()
            && (0..t.rank()).all(|i| i == d || t.shape()[i] == first.shape()[i]);
        if !same_rest {
            return ctx.fail_with(
                format!(
                    "cannot concatenate {} with {} along axis {axis}",
                    first.describe(),
                    t.describe()
                ),
                first.ty(),
            );
        }
    }
    if all.len() == 1 {
        return first.clone();
    }
    let dtype = all
        .iter()
        .map(|t| t.dtype())
        .reduce(join)
        .unwrap_or(first.dtype());
    let converted: Vec<Tensor> = all.iter().map(|t| t.astype(dtype)).collect();
    let refs: Vec<&Tensor> = converted.iter().collect();
    ctx.emit(Op::Concatenate { dim: d }, &refs)
}

/// Joins tensors of one shape along a new axis (`jnp.stack`).
#[track_caller]
pub fn stack<T: Borrow<Tensor>>(tensors: &[T], axis: isize) -> Tensor {
    let Some(first) = tensors.first().map(|t| t.borrow()) else {
        return Ctx::detached_error("stack needs at least one tensor");
    };
    let all: Vec<&Tensor> = tensors.iter().map(|t| t.borrow()).collect();
    if first.ctx.operands(&all).is_none() {
        return first.ctx.poison(first.ty().clone());
    }
    for t in tensors {
        let t = t.borrow();
        if t.shape() != first.shape() {
            return first.ctx.fail_with(
                format!(
                    "stack needs tensors of one shape, got {} and {}",
                    first.describe(),
                    t.describe()
                ),
                first.ty(),
            );
        }
    }
    let expanded: Vec<Tensor> = tensors
        .iter()
        .map(|t| t.borrow().expand_dims(axis))
        .collect();
    concatenate(&expanded, axis)
}
