//! Rust element types of host arrays, so that arrays can be built from and viewed as plain
//! vectors and slices: `Array::from_vec(shape, vec![1.0f32, 2.0])`,
//! `a.as_slice::<ComplexF32>()`.
//!
//! Names: a dtype is named by its total width as NumPy does (`DType::C64` is `complex64`, two
//! `f32`s), while num_complex names its types by the width of one part (`Complex64` is two
//! `f64`s). To keep the two apart, Fresnel calls the element types [`ComplexF32`] (elements of
//! `DType::C64`) and [`ComplexF64`] (elements of `DType::C128`).

use crate::array::{Array, Data};
use crate::types::DType;

/// A complex number of two `f32`s: the elements of `DType::C64` (NumPy's `complex64`).
pub type ComplexF32 = num_complex::Complex<f32>;
/// A complex number of two `f64`s: the elements of `DType::C128` (NumPy's `complex128`).
pub type ComplexF64 = num_complex::Complex<f64>;

/// A Rust type that is the element type of one dtype.
pub trait ArrayElement: Copy + Sized + 'static {
    const DTYPE: DType;
    fn into_data(values: Vec<Self>) -> Data;
    /// The elements of `data` when it holds this type.
    fn slice(data: &Data) -> Option<&[Self]>;
}

macro_rules! element {
    ($t:ty, $variant:ident) => {
        impl ArrayElement for $t {
            const DTYPE: DType = DType::$variant;
            fn into_data(values: Vec<Self>) -> Data {
                Data::$variant(values)
            }
            fn slice(data: &Data) -> Option<&[Self]> {
                match data {
                    Data::$variant(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}
element!(bool, I1);
element!(i32, I32);
element!(i64, I64);
element!(i8, I8);
element!(i16, I16);
element!(u8, U8);
element!(u16, U16);
element!(u32, U32);
element!(u64, U64);
element!(f32, F32);
element!(f64, F64);
element!(ComplexF32, C64);
element!(ComplexF64, C128);

impl Array {
    /// An array of `shape` holding `values` in row-major order; an error says why not (the
    /// element count differs from the shape's, or the shape overflows).
    pub fn from_vec<T: ArrayElement>(
        shape: impl Into<Vec<usize>>,
        values: Vec<T>,
    ) -> Result<Array, String> {
        let shape = shape.into();
        let n = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d))
            .ok_or_else(|| format!("shape {shape:?} has too many elements"))?;
        if n != values.len() {
            return Err(format!(
                "shape {shape:?} holds {n} elements, {} {} values given",
                values.len(),
                T::DTYPE
            ));
        }
        Ok(Array {
            shape,
            data: T::into_data(values),
        })
    }

    /// A 0-d array.
    pub fn from_scalar<T: ArrayElement>(value: T) -> Array {
        Array {
            shape: Vec::new(),
            data: T::into_data(vec![value]),
        }
    }

    /// The elements, row-major, as a slice of their Rust type; an error names the array's
    /// dtype when `T` is not its element type. A compact splat is one element: call
    /// [`Array::materialize`] first to see every element.
    pub fn as_slice<T: ArrayElement>(&self) -> Result<&[T], String> {
        T::slice(&self.data)
            .ok_or_else(|| format!("a {} array has no {} elements", self.dtype(), T::DTYPE))
    }
}

/// Conversions to and from `ndarray`, the array type Rust scientists already use (feature
/// `ndarray`).
#[cfg(feature = "ndarray")]
impl Array {
    /// An array with `a`'s shape and elements (in row-major order, whatever `a`'s strides).
    pub fn from_ndarray<T, S, D>(a: &ndarray::ArrayBase<S, D>) -> Array
    where
        T: ArrayElement,
        S: ndarray::Data<Elem = T>,
        D: ndarray::Dimension,
    {
        Array {
            shape: a.shape().to_vec(),
            data: T::into_data(a.iter().copied().collect()),
        }
    }

    /// The elements as an `ndarray::ArrayD<T>`; an error names the dtype when `T` is not the
    /// element type.
    pub fn to_ndarray<T: ArrayElement>(&self) -> Result<ndarray::ArrayD<T>, String> {
        let dense = self.materialize()?;
        let values = dense.as_slice::<T>()?.to_vec();
        ndarray::ArrayD::from_shape_vec(ndarray::IxDyn(&self.shape), values)
            .map_err(|e| format!("shape {:?}: {e}", self.shape))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrays_are_built_from_and_viewed_as_typed_vectors() {
        let a = Array::from_vec([2, 2], vec![1.0f32, 2.0, 3.0, 4.0]).expect("fits");
        assert_eq!(a.dtype(), DType::F32);
        assert_eq!(a.as_slice::<f32>().expect("f32"), &[1.0, 2.0, 3.0, 4.0]);
        let e = a.as_slice::<f64>().expect_err("not f64");
        assert!(e.contains("f32") && e.contains("f64"), "{e}");
        let z = Array::from_vec([1], vec![ComplexF32::new(1.0, -1.0)]).expect("fits");
        assert_eq!(z.dtype(), DType::C64);
        let e = Array::from_vec([3], vec![1i32, 2]).expect_err("two for three");
        assert!(e.contains("3 elements") && e.contains("2"), "{e}");
        assert!(Array::from_vec([usize::MAX, 3], Vec::<bool>::new()).is_err());
        assert_eq!(Array::from_scalar(2.5f64).shape, Vec::<usize>::new());
    }
}
