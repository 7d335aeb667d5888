//! Elementwise math named after NumPy/JAX: unary functions, binary functions with
//! broadcasting and promotion, `where_`, and the complex helpers.

use super::align::{align, ctx_of};
use super::promote::{inexact, IntoOperand, Operand, OperandKind};
use super::state::{Ctx, Tensor};
use fresnel_ir::{BinaryOp, DType, Op, Scalar, TensorType, UnaryOp};
use num_complex::Complex64;

/// `a ⊕ b` after promotion and broadcasting; at least one of them is a tensor.
#[track_caller]
pub(crate) fn binary(op: BinaryOp, a: Operand, b: Operand) -> Tensor {
    let true_division = op == BinaryOp::Divide;
    let ops = vec![a, b];
    let Some(ctx) = ctx_of(&ops) else {
        return Ctx::detached_error(format!("{} needs a tensor operand", op.name()));
    };
    let guess = first_type(&ops);
    let adjust = |d: DType| if true_division { inexact(d) } else { d };
    match align(&ctx, ops, &[], adjust) {
        Some(al) => al
            .ctx
            .emit(Op::Binary(op), &[&al.tensors[0], &al.tensors[1]]),
        None => ctx.poison(guess),
    }
}

/// The type of the first tensor operand: the poisoned result's type when alignment fails.
fn first_type(ops: &[Operand]) -> TensorType {
    ops.iter()
        .find_map(|o| match &o.0 {
            OperandKind::Tensor(t) => Some(t.ty().clone()),
            OperandKind::Scalar(_) => None,
        })
        .unwrap_or_else(|| TensorType::scalar(DType::F32))
}

/// `cond ? a : b` elementwise, with NumPy broadcasting of all three (`jnp.where`).
/// A non-boolean `cond` counts as `cond != 0`.
#[track_caller]
pub fn where_(cond: &Tensor, a: impl IntoOperand, b: impl IntoOperand) -> Tensor {
    let pred = cond.to_bool();
    let ctx = cond.ctx.clone();
    let ops = vec![a.into_operand(), b.into_operand()];
    let Some(al) = align(&ctx, ops, &[&pred], |d| d) else {
        return ctx.poison(cond.ty().clone());
    };
    let pred = pred.broadcast_to_shape(&al.shape);
    ctx.emit(Op::Select, &[&pred, &al.tensors[0], &al.tensors[1]])
}

/// `re + i·im` from real parts (`jax.lax.complex`), broadcast and promoted to one float type.
#[track_caller]
pub fn complex(re: impl IntoOperand, im: impl IntoOperand) -> Tensor {
    let ops = vec![re.into_operand(), im.into_operand()];
    let Some(ctx) = ctx_of(&ops) else {
        return Ctx::detached_error("complex() needs a tensor operand");
    };
    for o in &ops {
        if let OperandKind::Tensor(t) = &o.0 {
            if t.dtype().is_complex() {
                return ctx.fail_with(
                    format!("complex() needs real parts, got {}", t.describe()),
                    t.ty(),
                );
            }
        }
    }
    let guess = first_type(&ops);
    match align(&ctx, ops, &[], inexact) {
        Some(al) => ctx.emit(
            Op::Binary(BinaryOp::Complex),
            &[&al.tensors[0], &al.tensors[1]],
        ),
        None => ctx.poison(guess),
    }
}

impl Tensor {
    #[track_caller]
    fn unary(&self, op: UnaryOp) -> Tensor {
        self.ctx.emit(Op::Unary(op), &[self])
    }

    /// The unary op after converting ints and bools to floats.
    #[track_caller]
    fn unary_inexact(&self, op: UnaryOp) -> Tensor {
        self.astype(inexact(self.dtype())).unary(op)
    }

    #[track_caller]
    pub fn exp(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Exponential)
    }
    #[track_caller]
    pub fn expm1(&self) -> Tensor {
        self.unary_inexact(UnaryOp::ExponentialMinusOne)
    }
    #[track_caller]
    pub fn log(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Log)
    }
    #[track_caller]
    pub fn log1p(&self) -> Tensor {
        self.unary_inexact(UnaryOp::LogPlusOne)
    }
    #[track_caller]
    pub fn sqrt(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Sqrt)
    }
    #[track_caller]
    pub fn rsqrt(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Rsqrt)
    }
    #[track_caller]
    pub fn cbrt(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Cbrt)
    }
    #[track_caller]
    pub fn sin(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Sine)
    }
    #[track_caller]
    pub fn cos(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Cosine)
    }
    #[track_caller]
    pub fn tan(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Tan)
    }
    #[track_caller]
    pub fn tanh(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Tanh)
    }
    /// `1 / (1 + exp(-x))`.
    #[track_caller]
    pub fn logistic(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Logistic)
    }
    /// Same as [`Tensor::logistic`] (`jax.nn.sigmoid`).
    #[track_caller]
    pub fn sigmoid(&self) -> Tensor {
        self.logistic()
    }
    #[track_caller]
    pub fn floor(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Floor)
    }
    #[track_caller]
    pub fn ceil(&self) -> Tensor {
        self.unary_inexact(UnaryOp::Ceil)
    }
    /// Rounds half to even, as `jnp.round`.
    #[track_caller]
    pub fn round(&self) -> Tensor {
        self.unary_inexact(UnaryOp::RoundNearestEven)
    }
    #[track_caller]
    pub fn is_finite(&self) -> Tensor {
        self.unary_inexact(UnaryOp::IsFinite)
    }
    /// `|x|`; real for complex inputs.
    #[track_caller]
    pub fn abs(&self) -> Tensor {
        self.unary(UnaryOp::Abs)
    }
    /// `|x|²` without a square root: `x·x`, or `re² + im²` for complex inputs (real result).
    #[track_caller]
    pub fn abs2(&self) -> Tensor {
        if self.dtype().is_complex() {
            let (re, im) = (self.real(), self.imag());
            &re * &re + &im * &im
        } else {
            self * self
        }
    }
    /// -1, 0 or 1 (x/|x| for complex), as `jnp.sign`.
    #[track_caller]
    pub fn sign(&self) -> Tensor {
        self.unary(UnaryOp::Sign)
    }

    /// Real part; the tensor itself when it is real.
    #[track_caller]
    pub fn real(&self) -> Tensor {
        if self.dtype().is_complex() {
            self.unary(UnaryOp::Real)
        } else {
            self.clone()
        }
    }
    /// Imaginary part; zeros when the tensor is real.
    #[track_caller]
    pub fn imag(&self) -> Tensor {
        if self.dtype().is_complex() {
            self.unary(UnaryOp::Imag)
        } else {
            self.zeros_like()
        }
    }
    /// Complex conjugate (`complex(real(x), -imag(x))`, as JAX lowers it); real tensors are
    /// their own conjugate.
    #[track_caller]
    pub fn conj(&self) -> Tensor {
        if self.dtype().is_complex() {
            complex(self.real(), -self.imag())
        } else {
            self.clone()
        }
    }
    /// The argument of each element, `atan2(imag, real)` (0 or π for real inputs).
    #[track_caller]
    pub fn angle(&self) -> Tensor {
        let x = self.astype(inexact(self.dtype()));
        binary(
            BinaryOp::Atan2,
            x.imag().into_operand(),
            x.real().into_operand(),
        )
    }
    /// `exp(i·x)`; for real `x` built as `complex(cos x, sin x)`.
    #[track_caller]
    pub fn exp_i(&self) -> Tensor {
        if self.dtype().is_complex() {
            (self * Complex64::new(0.0, 1.0)).exp()
        } else {
            let x = self.astype(inexact(self.dtype()));
            complex(x.cos(), x.sin())
        }
    }

    /// `x ** p` for a tensor or scalar exponent. Integer-valued scalar exponents (|p| ≤ 64)
    /// become multiplies, as JAX's `integer_pow` (exact, and cheap to differentiate).
    #[track_caller]
    pub fn pow(&self, exponent: impl IntoOperand) -> Tensor {
        let e = exponent.into_operand();
        if let OperandKind::Scalar(s) = &e.0 {
            if let Some(n) = s.as_small_int() {
                let dtype = s.join_with(self.dtype());
                return self.astype(dtype).powi(n);
            }
        }
        binary(BinaryOp::Power, self.into_operand(), e)
    }

    /// `x ** n` by repeated squaring; a negative `n` takes the reciprocal (in floats).
    #[track_caller]
    pub fn powi(&self, n: i32) -> Tensor {
        if n == 0 {
            return self.ones_like();
        }
        let base = if n < 0 {
            self.astype(inexact(self.dtype()))
        } else {
            self.clone()
        };
        let mut k = n.unsigned_abs();
        let mut square = base;
        let mut acc: Option<Tensor> = None;
        while k > 0 {
            if k & 1 == 1 {
                acc = Some(match acc {
                    None => square.clone(),
                    Some(a) => &a * &square,
                });
            }
            k >>= 1;
            if k > 0 {
                square = &square * &square;
            }
        }
        let positive = acc.unwrap_or_else(|| self.ones_like());
        if n < 0 {
            1.0 / positive
        } else {
            positive
        }
    }

    #[track_caller]
    pub fn maximum(&self, other: impl IntoOperand) -> Tensor {
        binary(BinaryOp::Maximum, self.into_operand(), other.into_operand())
    }
    #[track_caller]
    pub fn minimum(&self, other: impl IntoOperand) -> Tensor {
        binary(BinaryOp::Minimum, self.into_operand(), other.into_operand())
    }
    /// `atan2(self, other)` elementwise.
    #[track_caller]
    pub fn atan2(&self, other: impl IntoOperand) -> Tensor {
        let x = self.astype(inexact(self.dtype()));
        binary(BinaryOp::Atan2, x.into_operand(), other.into_operand())
    }
    /// `minimum(maximum(x, lo), hi)`, as `jnp.clip`.
    #[track_caller]
    pub fn clip(&self, lo: impl IntoOperand, hi: impl IntoOperand) -> Tensor {
        self.maximum(lo).minimum(hi)
    }
    /// `log(1 + exp(x))`, computed stably as `max(x, 0) + log1p(exp(-|x|))`.
    #[track_caller]
    pub fn softplus(&self) -> Tensor {
        let x = self.astype(inexact(self.dtype()));
        x.maximum(0.0) + (-x.abs()).exp().log1p()
    }
    /// `where_(self, on_true, on_false)`: this tensor is the condition.
    #[track_caller]
    pub fn select(&self, on_true: impl IntoOperand, on_false: impl IntoOperand) -> Tensor {
        where_(self, on_true, on_false)
    }

    /// A tensor of this one's type filled with `value`.
    #[track_caller]
    pub fn full_like(&self, value: f64) -> Tensor {
        self.ctx
            .splat(Scalar::from_f64(self.dtype(), value), self.shape())
    }
    #[track_caller]
    pub fn zeros_like(&self) -> Tensor {
        self.full_like(0.0)
    }
    #[track_caller]
    pub fn ones_like(&self) -> Tensor {
        self.full_like(1.0)
    }
}
