//! The package's two exceptions: `fresnel.Error` for every failure, carrying the message the
//! CLI would print, and `fresnel.InputError`, which is also a `ValueError`, for arguments that
//! do not fit (count, dtype, shape, values that are not arrays).

use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};

pyo3::create_exception!(
    fresnel,
    Error,
    PyException,
    "Every failure of the package: the message is the one the `fresnel` CLI prints."
);

/// `InputError` has two bases, which `create_exception!` cannot express: it is made by
/// calling `type` once, when the module is first imported.
static INPUT_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

pub fn input_error_type(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    INPUT_ERROR
        .get_or_try_init(py, || {
            let bases = PyTuple::new(py, [py.get_type::<Error>(), py.get_type::<PyValueError>()])?;
            let dict = PyDict::new(py);
            dict.set_item("__module__", "fresnel")?;
            dict.set_item(
                "__doc__",
                "Arguments that do not fit an executable or a function (count, dtype, shape, \
                 a value that is not an array): a fresnel.Error and a ValueError.",
            )?;
            let ty = py
                .get_type::<PyType>()
                .call1(("InputError", bases, dict))?
                .cast_into::<PyType>()?;
            Ok(ty.unbind())
        })
        .map(|t| t.bind(py))
}

/// A `fresnel.Error` with `message`.
pub fn error(message: impl Into<String>) -> PyErr {
    Error::new_err(message.into())
}

/// A `fresnel.InputError` with `message`.
pub fn input_error(message: impl Into<String>) -> PyErr {
    let message = message.into();
    Python::attach(|py| match input_error_type(py) {
        Ok(ty) => PyErr::from_type(ty.clone(), message),
        // Creating the type failed (it cannot, short of memory): still a fresnel.Error.
        Err(_) => Error::new_err(message),
    })
}
