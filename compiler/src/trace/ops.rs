//! `+ - * /` and unary `-` on tensors, with tensors or Rust scalars on either side.
//! Every operator is `#[track_caller]`, so an error points at the user's expression.

use super::elementwise::binary;
use super::promote::IntoOperand;
use super::state::Tensor;
use fresnel_ir::{BinaryOp, UnaryOp};
use num_complex::Complex64;
use std::ops::{Add, Div, Mul, Neg, Sub};

macro_rules! tensor_operator {
    ($Trait:ident, $method:ident, $op:expr) => {
        impl<R: IntoOperand> $Trait<R> for Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: R) -> Tensor {
                binary($op, self.into_operand(), rhs.into_operand())
            }
        }
        impl<R: IntoOperand> $Trait<R> for &Tensor {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: R) -> Tensor {
                binary($op, self.into_operand(), rhs.into_operand())
            }
        }
    };
}
tensor_operator!(Add, add, BinaryOp::Add);
tensor_operator!(Sub, sub, BinaryOp::Subtract);
tensor_operator!(Mul, mul, BinaryOp::Multiply);
tensor_operator!(Div, div, BinaryOp::Divide);

/// `scalar ⊕ tensor`. Only one float, one integer and one complex type get these impls, so
/// that a bare literal (`1.0 / &x`) has a single candidate and the result's type is known
/// at once (`(1.0 / &x).exp()`); with f32 impls too, such literals would be ambiguous.
/// Tensor-on-the-left operators accept every scalar type.
macro_rules! scalar_lhs_operators {
    ($($S:ty),*) => {$(
        scalar_lhs_operators!(@one $S, Add, add, BinaryOp::Add);
        scalar_lhs_operators!(@one $S, Sub, sub, BinaryOp::Subtract);
        scalar_lhs_operators!(@one $S, Mul, mul, BinaryOp::Multiply);
        scalar_lhs_operators!(@one $S, Div, div, BinaryOp::Divide);
    )*};
    (@one $S:ty, $Trait:ident, $method:ident, $op:expr) => {
        impl $Trait<Tensor> for $S {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: Tensor) -> Tensor {
                binary($op, self.into_operand(), rhs.into_operand())
            }
        }
        impl $Trait<&Tensor> for $S {
            type Output = Tensor;
            #[track_caller]
            fn $method(self, rhs: &Tensor) -> Tensor {
                binary($op, self.into_operand(), rhs.into_operand())
            }
        }
    };
}
scalar_lhs_operators!(f64, i32, Complex64);

impl Neg for &Tensor {
    type Output = Tensor;
    #[track_caller]
    fn neg(self) -> Tensor {
        self.ctx
            .emit(fresnel_ir::Op::Unary(UnaryOp::Negate), &[self])
    }
}

impl Neg for Tensor {
    type Output = Tensor;
    #[track_caller]
    fn neg(self) -> Tensor {
        -&self
    }
}
