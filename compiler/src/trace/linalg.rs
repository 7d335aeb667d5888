//! Matrix products: NumPy's `matmul` (1-D, 2-D and broadcast batches) and raw `dot_general`.

use super::promote::{broadcast_shapes, join};
use super::state::Tensor;
use fresnel_ir::{DotDims, Op};

impl Tensor {
    /// `self @ other` with NumPy semantics: 1-D operands are vectors (their axis disappears
    /// from the result), higher ranks are stacks of matrices whose batch dims broadcast.
    #[track_caller]
    pub fn matmul(&self, other: &Tensor) -> Tensor {
        let guess = self.ty().clone();
        if self.ctx.operands(&[self, other]).is_none() {
            return self.ctx.poison(guess);
        }
        let (ra, rb) = (self.rank(), other.rank());
        let mismatch = || {
            format!(
                "matmul: cannot multiply {} by {}",
                self.describe(),
                other.describe()
            )
        };
        if ra == 0 || rb == 0 {
            return self
                .ctx
                .fail_with(format!("{} (0-d operand)", mismatch()), &guess);
        }
        let k_a = self.shape()[ra - 1];
        let k_b = other.shape()[if rb == 1 { 0 } else { rb - 2 }];
        if k_a != k_b {
            return self.ctx.fail_with(
                format!("{} (contracting sizes {k_a} and {k_b} differ)", mismatch()),
                &guess,
            );
        }
        let dtype = join(self.dtype(), other.dtype());
        let (a, b) = (self.astype(dtype), other.astype(dtype));
        if ra <= 2 && rb <= 2 {
            let dims = DotDims {
                lhs_contract: vec![ra - 1],
                rhs_contract: vec![if rb == 1 { 0 } else { rb - 2 }],
                ..DotDims::default()
            };
            return self.ctx.emit(Op::DotGeneral(dims), &[&a, &b]);
        }
        // Batched: make both operands matrices with broadcast batch dims.
        let a = if ra == 1 {
            a.reshape_exact(&[1, k_a])
        } else {
            a
        };
        let b = if rb == 1 {
            b.reshape_exact(&[k_b, 1])
        } else {
            b
        };
        let (batch_a, batch_b) = (&a.shape()[..a.rank() - 2], &b.shape()[..b.rank() - 2]);
        let Some(batch) = broadcast_shapes(batch_a, batch_b) else {
            return self.ctx.fail_with(
                format!("{} (batch dims do not broadcast)", mismatch()),
                &guess,
            );
        };
        let (m, n) = (a.shape()[a.rank() - 2], b.shape()[b.rank() - 1]);
        let with = |tail: [usize; 2]| -> Vec<usize> { batch.iter().copied().chain(tail).collect() };
        let a = a.broadcast_to_shape(&with([m, k_a]));
        let b = b.broadcast_to_shape(&with([k_b, n]));
        let nb = batch.len();
        let dims = DotDims {
            lhs_batch: (0..nb).collect(),
            rhs_batch: (0..nb).collect(),
            lhs_contract: vec![nb + 1],
            rhs_contract: vec![nb],
        };
        let out = self.ctx.emit(Op::DotGeneral(dims), &[&a, &b]);
        let mut shape = batch.clone();
        if ra > 1 {
            shape.push(m);
        }
        if rb > 1 {
            shape.push(n);
        }
        out.reshape_exact(&shape)
    }

    /// StableHLO's `dot_general` after promoting both operands to a common dtype. The result
    /// holds batch dims, then the free dims of `self`, then those of `other`.
    #[track_caller]
    pub fn dot_general(&self, other: &Tensor, dims: &DotDims) -> Tensor {
        if self.ctx.operands(&[self, other]).is_none() {
            return self.ctx.poison(self.ty().clone());
        }
        let dtype = join(self.dtype(), other.dtype());
        let (a, b) = (self.astype(dtype), other.astype(dtype));
        self.ctx.emit(Op::DotGeneral(dims.clone()), &[&a, &b])
    }
}
