//! Bringing operands to one dtype and one shape: the step before every elementwise op.

use super::promote::{broadcast_shapes, join, Operand, OperandKind, WeakScalar};
use super::state::{Ctx, Tensor};
use fresnel_ir::{Array, DType, Op, Scalar, TensorType};

/// Operands converted to a common dtype and broadcast to a common shape.
pub(crate) struct Aligned {
    pub(crate) ctx: Ctx,
    pub(crate) tensors: Vec<Tensor>,
    pub(crate) shape: Vec<usize>,
    pub(crate) dtype: DType,
}

/// The trace of the first tensor among `ops` (every elementwise entry point has one).
pub(crate) fn ctx_of(ops: &[Operand]) -> Option<Ctx> {
    ops.iter().find_map(|o| match &o.0 {
        OperandKind::Tensor(t) => Some(t.ctx.clone()),
        OperandKind::Scalar(_) => None,
    })
}

/// Promotes `ops` to a common dtype (then passed through `adjust`, e.g. to make true
/// division inexact) and broadcasts them, together with `shape_only`, to a common shape.
/// `None` means an error was recorded (or an operand was already poisoned).
#[track_caller]
pub(crate) fn align(
    ctx: &Ctx,
    ops: Vec<Operand>,
    shape_only: &[&Tensor],
    adjust: impl Fn(DType) -> DType,
) -> Option<Aligned> {
    let tensors: Vec<&Tensor> = ops
        .iter()
        .filter_map(|o| match &o.0 {
            OperandKind::Tensor(t) => Some(t),
            OperandKind::Scalar(_) => None,
        })
        .chain(shape_only.iter().copied())
        .collect();
    // Check membership before emitting anything on an operand's own trace.
    ctx.operands(&tensors)?;

    let mut shape: Vec<usize> = Vec::new();
    let mut first: Option<&Tensor> = None;
    for t in &tensors {
        match broadcast_shapes(&shape, t.shape()) {
            Some(s) => shape = s,
            None => {
                let a = first.map_or_else(|| t.describe(), |f| f.describe());
                ctx.fail(format!("cannot broadcast {a} with {}", t.describe()));
                return None;
            }
        }
        first.get_or_insert(t);
    }

    let strong = ops.iter().filter_map(|o| match &o.0 {
        OperandKind::Tensor(t) => Some(t.dtype()),
        OperandKind::Scalar(_) => None,
    });
    let weak: Vec<WeakScalar> = ops
        .iter()
        .filter_map(|o| match &o.0 {
            OperandKind::Scalar(s) => Some(*s),
            OperandKind::Tensor(_) => None,
        })
        .collect();
    let base = strong
        .reduce(join)
        .or_else(|| weak.iter().map(|w| w.own_dtype()).reduce(join))?;
    let dtype = adjust(weak.iter().fold(base, |d, w| w.join_with(d)));

    let mut out = Vec::with_capacity(ops.len());
    for o in ops {
        let t = match o.0 {
            OperandKind::Tensor(t) => t.astype(dtype).broadcast_to_shape(&shape),
            OperandKind::Scalar(s) => ctx.splat(s.to_scalar(dtype), &shape),
        };
        out.push(t);
    }
    if out.iter().any(Tensor::is_poisoned) {
        return None;
    }
    Some(Aligned {
        ctx: ctx.clone(),
        tensors: out,
        shape,
        dtype,
    })
}

impl Ctx {
    /// A rank-0 constant.
    #[track_caller]
    pub(crate) fn scalar_const(&self, s: Scalar) -> Tensor {
        self.emit(Op::Constant(Array::scalar(s)), &[])
    }

    /// `s` broadcast to `shape` (a scalar constant and a `broadcast_in_dim`, as JAX emits).
    #[track_caller]
    pub(crate) fn splat(&self, s: Scalar, shape: &[usize]) -> Tensor {
        self.scalar_const(s).broadcast_to_shape(shape)
    }
}

impl Tensor {
    /// Broadcasts to `shape` by NumPy's right-aligned rule; the caller has checked that the
    /// shapes broadcast (the shape rule reports it otherwise).
    #[track_caller]
    pub(crate) fn broadcast_to_shape(&self, shape: &[usize]) -> Tensor {
        if self.shape() == shape {
            return self.clone();
        }
        let offset = shape.len().saturating_sub(self.rank());
        let dims = (offset..offset + self.rank()).collect();
        let ty = TensorType::new(self.dtype(), shape.to_vec());
        self.ctx
            .emit_typed(Op::BroadcastInDim { dims }, &[self], ty)
    }

    /// Converts to `dtype`, as NumPy's `astype` (complex → real keeps the real part).
    #[track_caller]
    pub fn astype(&self, dtype: DType) -> Tensor {
        if self.dtype() == dtype {
            return self.clone();
        }
        let src = if self.dtype().is_complex() && !dtype.is_complex() {
            self.real()
        } else {
            self.clone()
        };
        if src.dtype() == dtype {
            return src;
        }
        let ty = src.ty().with_dtype(dtype);
        self.ctx.emit_typed(Op::Convert, &[&src], ty)
    }
}
