//! Random bits and gradient stops: `stablehlo.rng_bit_generator` as a builder, and
//! `stop_gradient` (JAX's `lax.stop_gradient`), which the IR has no op for.

use super::state::Tensor;
use fresnel_ir::{DType, Op, RngAlgorithm, TensorType};

/// `rng_bit_generator(state)`: `(new_state, bits)` with `bits` of `shape` and `dtype` (an
/// integer or real float type) drawn by `algorithm` from `state`, a `u64` (or `i64`) vector
/// of one of `algorithm.state_sizes()` (ThreeFry: `[key, counter]`). Pass `new_state` to the
/// next call to draw fresh bits. The bits are piecewise constant in the state, so they carry
/// no gradient. Bad states or dtypes are trace errors located at the caller.
///
/// ```
/// use fresnel::trace::{rng_bit_generator, trace, Tensor};
/// use fresnel_ir::{DType, RngAlgorithm, TensorType};
///
/// let state = TensorType::new(DType::U64, vec![2]);
/// let traced = trace(
///     |a: &[Tensor]| {
///         let (next, bits) = rng_bit_generator(&a[0], RngAlgorithm::ThreeFry, &[4, 3], DType::U32);
///         vec![next, bits]
///     },
///     &[state],
/// )
/// .unwrap();
/// assert_eq!(traced.main().result_types[1], TensorType::new(DType::U32, vec![4, 3]));
/// ```
#[track_caller]
pub fn rng_bit_generator(
    state: &Tensor,
    algorithm: RngAlgorithm,
    shape: &[usize],
    dtype: DType,
) -> (Tensor, Tensor) {
    let ctx = state.ctx();
    let bits_ty = TensorType::new(dtype, shape.to_vec());
    let state_ty = state.ty().clone();
    let op = Op::RngBitGenerator { algorithm };
    let types = [state.ty().clone()];
    let results = [state_ty.clone(), bits_ty.clone()];
    if let Err(e) = fresnel_ir::infer::check(&op, &types, &results) {
        ctx.fail(format!("rng_bit_generator: {e}"));
        return (ctx.poison(state_ty), ctx.poison(bits_ty));
    }
    let Some(ids) = ctx.operands(&[state]) else {
        return (ctx.poison(state_ty), ctx.poison(bits_ty));
    };
    let (s, b) = {
        let mut st = ctx.state.borrow_mut();
        let block = st.cur;
        let r = st.func.append(block, op, ids, results.to_vec());
        (r[0], r[1])
    };
    (ctx.tensor(s, state_ty), ctx.tensor(b, bits_ty))
}

impl Tensor {
    /// The same values with no gradient flowing back through them (JAX's
    /// `lax.stop_gradient`): reverse and forward mode see a constant. The straight-through
    /// estimator of a quantiser `q` is `x + (q(x) − x).stop_gradient()`.
    ///
    /// The IR has no such op; the values go through `bitcast_convert` to the signed integer
    /// type of their width and back, which is exact and has no derivative (real parts and
    /// imaginary parts separately for complex tensors). Integer and boolean tensors, which
    /// carry no gradient, come back as they are.
    ///
    /// ```
    /// use fresnel::ad::value_and_grad;
    /// use fresnel::trace::{trace, Tensor};
    /// use fresnel_ir::{DType, TensorType};
    ///
    /// // d/dx [x·x + stop_gradient(x·x)] = 2x, not 4x.
    /// let t = TensorType::scalar(DType::F64);
    /// let f = trace(|a: &[Tensor]| (&a[0] * &a[0]) + (&a[0] * &a[0]).stop_gradient(), &[t]).unwrap();
    /// assert!(value_and_grad(&f.module, &[0]).is_ok());
    /// ```
    #[track_caller]
    pub fn stop_gradient(&self) -> Tensor {
        let d = self.dtype();
        if d.is_complex() {
            let (re, im) = (self.real().stop_gradient(), self.imag().stop_gradient());
            return super::elementwise::complex(re, im);
        }
        let int = match d {
            DType::F64 => DType::I64,
            DType::F32 => DType::I32,
            DType::F16 | DType::BF16 => DType::I16,
            _ if d.is_float() && d.bit_width() == 8 => DType::I8,
            // Sub-byte floats: through f32, which holds them exactly.
            _ if d.is_float() => return self.astype(DType::F32).stop_gradient().astype(d),
            _ => return self.clone(),
        };
        let bits = self.ctx.emit_typed(
            Op::BitcastConvert,
            &[self],
            TensorType::new(int, self.shape().to_vec()),
        );
        self.ctx
            .emit_typed(Op::BitcastConvert, &[&bits], self.ty().clone())
    }
}
