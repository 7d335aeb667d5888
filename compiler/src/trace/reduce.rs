//! Reductions over axes: `sum`, `mean`, `prod`, `max`, `min`, `logsumexp`, softmax helpers.
//!
//! Each takes `axes: &[isize]` (negative axes allowed; `&[]` reduces nothing) and drops the
//! reduced axes; the `_keepdims` variants keep them with size 1; `_all` reduces every axis.

use super::promote::inexact;
use super::state::Tensor;
use fresnel_ir::{BinaryOp, DType, Scalar};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Reduction {
    Sum,
    Prod,
    Max,
    Min,
}

impl Reduction {
    fn body(self) -> BinaryOp {
        match self {
            Reduction::Sum => BinaryOp::Add,
            Reduction::Prod => BinaryOp::Multiply,
            Reduction::Max => BinaryOp::Maximum,
            Reduction::Min => BinaryOp::Minimum,
        }
    }

    /// The identity element of the reduction in `dtype`.
    fn init(self, dtype: DType) -> Scalar {
        match (self, dtype) {
            (Reduction::Sum, d) => Scalar::zero(d),
            (Reduction::Prod, d) => Scalar::from_f64(d, 1.0),
            (Reduction::Max, DType::I1) => Scalar::I1(false),
            (Reduction::Max, DType::I32) => Scalar::I32(i32::MIN),
            (Reduction::Max, DType::I64) => Scalar::I64(i64::MIN),
            (Reduction::Max, DType::I8) => Scalar::I8(i8::MIN),
            (Reduction::Max, DType::I16) => Scalar::I16(i16::MIN),
            (Reduction::Max, d) if d.is_unsigned() => Scalar::zero(d),
            (Reduction::Max, d) => Scalar::from_f64(d, f64::NEG_INFINITY),
            (Reduction::Min, DType::I1) => Scalar::I1(true),
            (Reduction::Min, DType::I32) => Scalar::I32(i32::MAX),
            (Reduction::Min, DType::I64) => Scalar::I64(i64::MAX),
            (Reduction::Min, DType::I8) => Scalar::I8(i8::MAX),
            (Reduction::Min, DType::I16) => Scalar::I16(i16::MAX),
            (Reduction::Min, DType::U8) => Scalar::U8(u8::MAX),
            (Reduction::Min, DType::U16) => Scalar::U16(u16::MAX),
            (Reduction::Min, DType::U32) => Scalar::U32(u32::MAX),
            (Reduction::Min, DType::U64) => Scalar::U64(u64::MAX),
            (Reduction::Min, d) => Scalar::from_f64(d, f64::INFINITY),
        }
    }
}

impl Tensor {
    /// The shape with `axes` set to 1 (for keepdims).
    fn kept_shape(&self, axes: &[usize]) -> Vec<usize> {
        (0..self.rank())
            .map(|i| {
                if axes.contains(&i) {
                    1
                } else {
                    self.shape()[i]
                }
            })
            .collect()
    }

    #[track_caller]
    fn reduce_axes(&self, how: Reduction, axes: &[isize], keepdims: bool) -> Tensor {
        let Some(mut dims) = self.axes(axes) else {
            return self.ctx.poison(self.ty().clone());
        };
        let ordered = matches!(how, Reduction::Max | Reduction::Min);
        if ordered && self.dtype().is_complex() {
            return self.ctx.fail_with(
                format!(
                    "max/min of complex numbers is undefined ({})",
                    self.describe()
                ),
                self.ty(),
            );
        }
        // Sums and products of booleans count in int32, as in NumPy and JAX.
        let x = if !ordered && self.dtype() == DType::I1 {
            self.astype(DType::I32)
        } else {
            self.clone()
        };
        if dims.is_empty() {
            return x;
        }
        dims.sort_unstable();
        let init = x.ctx.scalar_const(how.init(x.dtype()));
        let reduced = x.ctx.emit_reduce(&x, &init, dims.clone(), how.body());
        if keepdims {
            reduced.reshape_exact(&self.kept_shape(&dims))
        } else {
            reduced
        }
    }

    fn all_axes(&self) -> Vec<isize> {
        (0..self.rank() as isize).collect()
    }

    #[track_caller]
    pub fn sum(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Sum, axes, false)
    }
    #[track_caller]
    pub fn sum_keepdims(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Sum, axes, true)
    }
    #[track_caller]
    pub fn sum_all(&self) -> Tensor {
        self.sum(&self.all_axes())
    }
    #[track_caller]
    pub fn prod(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Prod, axes, false)
    }
    #[track_caller]
    pub fn prod_keepdims(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Prod, axes, true)
    }
    #[track_caller]
    pub fn prod_all(&self) -> Tensor {
        self.prod(&self.all_axes())
    }
    #[track_caller]
    pub fn max(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Max, axes, false)
    }
    #[track_caller]
    pub fn max_keepdims(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Max, axes, true)
    }
    #[track_caller]
    pub fn max_all(&self) -> Tensor {
        self.max(&self.all_axes())
    }
    #[track_caller]
    pub fn min(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Min, axes, false)
    }
    #[track_caller]
    pub fn min_keepdims(&self, axes: &[isize]) -> Tensor {
        self.reduce_axes(Reduction::Min, axes, true)
    }
    #[track_caller]
    pub fn min_all(&self) -> Tensor {
        self.min(&self.all_axes())
    }

    #[track_caller]
    fn mean_impl(&self, axes: &[isize], keepdims: bool) -> Tensor {
        let Some(dims) = self.axes(axes) else {
            return self.ctx.poison(self.ty().clone());
        };
        let count: usize = dims.iter().map(|&d| self.shape()[d]).product();
        let x = self.astype(inexact(self.dtype()));
        x.reduce_axes(Reduction::Sum, axes, keepdims) / count as f64
    }
    #[track_caller]
    pub fn mean(&self, axes: &[isize]) -> Tensor {
        self.mean_impl(axes, false)
    }
    #[track_caller]
    pub fn mean_keepdims(&self, axes: &[isize]) -> Tensor {
        self.mean_impl(axes, true)
    }
    #[track_caller]
    pub fn mean_all(&self) -> Tensor {
        self.mean(&self.all_axes())
    }

    /// `log(sum(exp(x)))` over `axes`, shifted by the (finite) maximum for stability, as
    /// `jax.nn.logsumexp`.
    #[track_caller]
    fn logsumexp_impl(&self, axes: &[isize], keepdims: bool) -> Tensor {
        let x = self.astype(inexact(self.dtype()));
        let m = x.max_keepdims(axes);
        let m = m.is_finite().select(&m, 0.0);
        let out = (&x - &m).exp().sum_keepdims(axes).log() + &m;
        if keepdims {
            out
        } else {
            match self.axes(axes) {
                Some(dims) => out.squeeze_exact(&dims),
                None => out,
            }
        }
    }
    #[track_caller]
    pub fn logsumexp(&self, axes: &[isize]) -> Tensor {
        self.logsumexp_impl(axes, false)
    }
    #[track_caller]
    pub fn logsumexp_keepdims(&self, axes: &[isize]) -> Tensor {
        self.logsumexp_impl(axes, true)
    }
    /// `x - logsumexp(x, axes)` (`jax.nn.log_softmax`).
    #[track_caller]
    pub fn log_softmax(&self, axes: &[isize]) -> Tensor {
        let x = self.astype(inexact(self.dtype()));
        &x - x.logsumexp_keepdims(axes)
    }
    /// `exp(x - logsumexp(x, axes))` (`jax.nn.softmax`).
    #[track_caller]
    pub fn softmax(&self, axes: &[isize]) -> Tensor {
        self.log_softmax(axes).exp()
    }
}
