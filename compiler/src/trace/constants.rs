//! Tensors made from nothing: constants from host data, fills, `iota`, `arange`, `linspace`.
//! They are created through the trace's [`Ctx`] (from `trace_with`'s closure, or
//! `tensor.ctx()`), so every constant knows which function it belongs to.

use super::state::{Ctx, Tensor};
use fresnel_ir::{Array, DType, Data, Op, Scalar, TensorType};
use num_complex::{Complex32, Complex64};

/// Host element types that map to an IR dtype.
pub trait Element: Copy {
    fn into_data(values: Vec<Self>) -> Data;
}

macro_rules! element {
    ($t:ty, $variant:ident) => {
        impl Element for $t {
            fn into_data(values: Vec<Self>) -> Data {
                Data::$variant(values)
            }
        }
    };
}
element!(bool, I1);
element!(i32, I32);
element!(i64, I64);
element!(f32, F32);
element!(f64, F64);
element!(Complex32, C64);
element!(Complex64, C128);

impl Ctx {
    /// Embeds a host array as a `stablehlo.constant`.
    #[track_caller]
    pub fn constant(&self, array: &Array) -> Tensor {
        self.emit(Op::Constant(array.clone()), &[])
    }

    /// A constant from row-major `values` of the given shape (`jnp.array(values).reshape`).
    #[track_caller]
    pub fn array<T: Element>(&self, shape: &[usize], values: &[T]) -> Tensor {
        let data = T::into_data(values.to_vec());
        let dtype = data.dtype();
        match Array::new(shape.to_vec(), data) {
            Some(a) => self.constant(&a),
            None => self.fail_with(
                format!("{} values do not fill shape {shape:?}", values.len()),
                &TensorType::new(dtype, shape.to_vec()),
            ),
        }
    }

    /// A rank-0 constant of `value`'s own dtype.
    #[track_caller]
    pub fn scalar<T: Element>(&self, value: T) -> Tensor {
        self.array(&[], &[value])
    }

    /// `shape` filled with `value` converted to `dtype`.
    #[track_caller]
    pub fn full(&self, shape: &[usize], value: f64, dtype: DType) -> Tensor {
        self.splat(Scalar::from_f64(dtype, value), shape)
    }
    #[track_caller]
    pub fn zeros(&self, shape: &[usize], dtype: DType) -> Tensor {
        self.full(shape, 0.0, dtype)
    }
    #[track_caller]
    pub fn ones(&self, shape: &[usize], dtype: DType) -> Tensor {
        self.full(shape, 1.0, dtype)
    }

    /// `stablehlo.iota`: element index along `dim`, of the given shape and (non-bool) dtype.
    #[track_caller]
    pub fn iota(&self, shape: &[usize], dim: usize, dtype: DType) -> Tensor {
        let ty = TensorType::new(dtype, shape.to_vec());
        if dim >= shape.len() || dtype == DType::I1 {
            return self.fail_with(format!("iota along dim {dim} of {ty} is not possible"), &ty);
        }
        self.emit_typed(Op::Iota { dim }, &[], ty)
    }

    /// `jnp.arange(start, stop, step)` as `start + step·i` (computed in f64, then converted).
    #[track_caller]
    pub fn arange(&self, start: f64, stop: f64, step: f64, dtype: DType) -> Tensor {
        let count = ((stop - start) / step).ceil();
        if step == 0.0 || !count.is_finite() {
            return self.fail_with(
                format!("arange({start}, {stop}, {step}) has no finite length"),
                &TensorType::new(dtype, vec![0]),
            );
        }
        let n = count.max(0.0) as usize;
        let i = self.iota(&[n], 0, DType::F64);
        (i * step + start).astype(dtype)
    }

    /// `jnp.linspace(start, stop, num, endpoint)`: `start + i·step`, the last element exactly
    /// `stop` when `endpoint` (as NumPy).
    #[track_caller]
    pub fn linspace(
        &self,
        start: f64,
        stop: f64,
        num: usize,
        endpoint: bool,
        dtype: DType,
    ) -> Tensor {
        let div = if endpoint { num.saturating_sub(1) } else { num };
        let step = if div > 0 {
            (stop - start) / div as f64
        } else {
            0.0
        };
        let i = self.iota(&[num], 0, DType::F64);
        let y = &i * step + start;
        let y = if endpoint && num > 1 {
            i.eq((num - 1) as f64).select(stop, &y)
        } else {
            y
        };
        y.astype(dtype)
    }
}
