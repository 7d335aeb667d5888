//! Comparisons (i1 results) and logical operations.

use super::align::align;
use super::promote::{IntoOperand, Operand, OperandKind};
use super::state::Tensor;
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Op, UnaryOp};

/// The comparison type JAX prints for a dtype.
fn compare_type(d: DType) -> CompareType {
    match d {
        d if d.is_bool() || d.is_unsigned() => CompareType::Unsigned,
        d if d.is_signed_int() => CompareType::Signed,
        _ => CompareType::Float,
    }
}

impl Tensor {
    #[track_caller]
    fn compare(&self, dir: CompareDir, other: impl IntoOperand) -> Tensor {
        let ops = vec![self.into_operand(), other.into_operand()];
        let guess = self.ty().with_dtype(DType::I1);
        let Some(al) = align(&self.ctx, ops, &[], |d| d) else {
            return self.ctx.poison(guess);
        };
        let ordered = !matches!(dir, CompareDir::Eq | CompareDir::Ne);
        if ordered && al.dtype.is_complex() {
            return self.ctx.fail_with(
                format!(
                    "complex numbers have no order ({} comparison of {})",
                    dir.name(),
                    self.describe()
                ),
                &guess,
            );
        }
        let op = Op::Compare {
            dir,
            cmp_type: Some(compare_type(al.dtype)),
        };
        self.ctx.emit(op, &[&al.tensors[0], &al.tensors[1]])
    }

    #[track_caller]
    pub fn lt(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Lt, other)
    }
    #[track_caller]
    pub fn le(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Le, other)
    }
    #[track_caller]
    pub fn gt(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Gt, other)
    }
    #[track_caller]
    pub fn ge(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Ge, other)
    }
    #[track_caller]
    pub fn eq(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Eq, other)
    }
    #[track_caller]
    pub fn ne(&self, other: impl IntoOperand) -> Tensor {
        self.compare(CompareDir::Ne, other)
    }

    /// The tensor as booleans: itself if already `i1`, else `x != 0`.
    #[track_caller]
    pub fn to_bool(&self) -> Tensor {
        if self.dtype() == DType::I1 {
            self.clone()
        } else {
            self.ne(0)
        }
    }

    #[track_caller]
    fn logical(&self, op: BinaryOp, other: impl IntoOperand) -> Tensor {
        let other = match other.into_operand() {
            Operand(OperandKind::Tensor(t)) => t.to_bool().into_operand(),
            scalar => scalar,
        };
        let ops = vec![self.to_bool().into_operand(), other];
        let guess = self.ty().with_dtype(DType::I1);
        // Both sides become booleans before the bitwise op (NumPy's logical_* semantics).
        let Some(al) = align(&self.ctx, ops, &[], |_| DType::I1) else {
            return self.ctx.poison(guess);
        };
        let b = &al.tensors[1];
        self.ctx.emit(Op::Binary(op), &[&al.tensors[0], b])
    }

    #[track_caller]
    pub fn logical_and(&self, other: impl IntoOperand) -> Tensor {
        self.logical(BinaryOp::And, other)
    }
    #[track_caller]
    pub fn logical_or(&self, other: impl IntoOperand) -> Tensor {
        self.logical(BinaryOp::Or, other)
    }
    #[track_caller]
    pub fn logical_xor(&self, other: impl IntoOperand) -> Tensor {
        self.logical(BinaryOp::Xor, other)
    }
    #[track_caller]
    pub fn logical_not(&self) -> Tensor {
        let b = self.to_bool();
        self.ctx.emit(Op::Unary(UnaryOp::Not), &[&b])
    }
}
