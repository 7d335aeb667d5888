//! Fresnel's element types as NumPy sees them: the dtype an argument must have, the dtype of a
//! result, and results handed to NumPy as arrays that own the executor's buffers.

use fresnel_ir::{DType, Data};
use numpy::ndarray::{ArrayD, IxDyn};
use numpy::{Element, PyArray, PyArrayDescr, PyArrayDescrMethods};
use pyo3::prelude::*;

/// NumPy's name for `dtype`, or `None` for the types NumPy has no dtype of its own for (the
/// 8-, 6- and 4-bit floats, the sub-byte integers). bfloat16 is ml_dtypes' name.
pub fn numpy_name(dtype: DType) -> Option<&'static str> {
    use DType::*;
    match dtype {
        I1 | I8 | I16 | I32 | I64 | U8 | U16 | U32 | U64 | F16 | BF16 | F32 | F64 | C64 | C128 => {
            Some(dtype.numpy_name())
        }
        _ => None,
    }
}

/// The name a signature shows: NumPy's where there is one, else the IR's (`f8E4M3FN`).
pub fn display_name(dtype: DType) -> &'static str {
    numpy_name(dtype).unwrap_or(dtype.mlir_name())
}

/// The Fresnel dtype of a NumPy dtype, or why there is none. Only native byte order is read
/// in place; a byte-swapped array is refused rather than silently converted.
pub fn from_numpy(descr: &Bound<'_, PyArrayDescr>) -> Result<DType, String> {
    let describe = || {
        descr
            .str()
            .map(|s| s.to_string())
            .unwrap_or_else(|_| "?".to_string())
    };
    if descr.is_native_byteorder() == Some(false) {
        return Err(format!(
            "the NumPy dtype {} is not in this machine's byte order; convert it with \
             a.astype(a.dtype.newbyteorder('='))",
            describe()
        ));
    }
    let size = descr.itemsize();
    let dtype = match (descr.kind(), size) {
        (b'b', 1) => Some(DType::I1),
        (b'i', 1) => Some(DType::I8),
        (b'i', 2) => Some(DType::I16),
        (b'i', 4) => Some(DType::I32),
        (b'i', 8) => Some(DType::I64),
        (b'u', 1) => Some(DType::U8),
        (b'u', 2) => Some(DType::U16),
        (b'u', 4) => Some(DType::U32),
        (b'u', 8) => Some(DType::U64),
        (b'f', 2) => Some(DType::F16),
        (b'f', 4) => Some(DType::F32),
        (b'f', 8) => Some(DType::F64),
        (b'c', 8) => Some(DType::C64),
        (b'c', 16) => Some(DType::C128),
        // ml_dtypes registers bfloat16 as a user dtype (kind 'V'); its name is what says so.
        (_, 2) if describe() == "bfloat16" => Some(DType::BF16),
        _ => None,
    };
    dtype.ok_or_else(|| {
        format!(
            "the NumPy dtype {} has no Fresnel element type (expected bool, int8..int64, \
             uint8..uint64, float16, bfloat16, float32, float64, complex64 or complex128)",
            describe()
        )
    })
}

/// The NumPy dtype for `dtype`: what Python values are converted to for an argument of it.
pub fn to_numpy<'py>(py: Python<'py>, dtype: DType) -> PyResult<Bound<'py, PyArrayDescr>> {
    match numpy_name(dtype) {
        Some("bfloat16") => bfloat16(py),
        Some(name) => PyArrayDescr::new(py, name),
        None => Err(crate::errors::error(format!(
            "{dtype} elements have no NumPy dtype: the Python package passes and returns \
             bool, integer, float16, bfloat16, float32/64 and complex64/128 arrays"
        ))),
    }
}

/// NumPy's bfloat16, which only exists once ml_dtypes (which JAX installs) is imported.
fn bfloat16(py: Python<'_>) -> PyResult<Bound<'_, PyArrayDescr>> {
    let missing = |e: PyErr| {
        crate::errors::error(format!(
            "bfloat16 arrays need the Python package ml_dtypes (pip install ml_dtypes): {e}"
        ))
    };
    py.import("ml_dtypes").map_err(missing)?;
    PyArrayDescr::new(py, "bfloat16").map_err(missing)
}

/// `data` as a NumPy array of `shape` that owns the vector: no element is copied.
fn owned<'py, T: Element>(
    py: Python<'py>,
    shape: Vec<usize>,
    data: Vec<T>,
) -> PyResult<Bound<'py, PyAny>> {
    let array = ArrayD::from_shape_vec(IxDyn(&shape), data).map_err(|e| {
        crate::errors::error(format!("a result does not match its shape {shape:?}: {e}"))
    })?;
    Ok(PyArray::from_owned_array(py, array).into_any())
}

/// A result as a NumPy array (zero-copy: NumPy takes over the executor's vector).
pub fn to_py<'py>(py: Python<'py>, shape: Vec<usize>, data: Data) -> PyResult<Bound<'py, PyAny>> {
    match data {
        Data::I1(v) => owned(py, shape, v),
        Data::I8(v) => owned(py, shape, v),
        Data::I16(v) => owned(py, shape, v),
        Data::I32(v) => owned(py, shape, v),
        Data::I64(v) => owned(py, shape, v),
        Data::U8(v) => owned(py, shape, v),
        Data::U16(v) => owned(py, shape, v),
        Data::U32(v) => owned(py, shape, v),
        Data::U64(v) => owned(py, shape, v),
        Data::F16(v) => owned(py, shape, v),
        Data::BF16(v) => {
            // numpy's bf16 element panics without ml_dtypes: look for it first.
            bfloat16(py)?;
            owned(py, shape, v)
        }
        Data::F32(v) => owned(py, shape, v),
        Data::F64(v) => owned(py, shape, v),
        Data::C64(v) => owned(py, shape, v),
        Data::C128(v) => owned(py, shape, v),
        Data::Small(dtype, _) => Err(crate::errors::error(format!(
            "a result of type {dtype} has no NumPy dtype; return it as a wider type \
             (stablehlo.convert) to read it from Python"
        ))),
    }
}
