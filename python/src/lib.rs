//! The extension module `fresnel._fresnel` behind the Python package `fresnel`
//! (docs/python.md): compile StableHLO or Fresnel IR text, load and save artifacts, and run
//! executables on NumPy arrays, reading C-contiguous, aligned arrays in place with the GIL
//! released. Every failure is a `fresnel.Error` carrying the CLI's message.

mod dtypes;
mod errors;

use fresnel::backend::{check_views, ArrayView, Executable};
use fresnel::cli::embed;
use fresnel_ir::{Array, Diagnostic, TensorType};
use fresnel_kernels::BufRef;
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use std::path::PathBuf;
use std::sync::Mutex;

/// The name programs given as text have in messages (`<string>:3:7: ...`), unless the caller
/// passes `name=`.
const TEXT_NAME: &str = "<string>";

/// What the last call of an executable handed to the runtime: the address of each argument's
/// elements and how many arguments had to be copied first. Tests read it (`_last_call`) to
/// show that contiguous arrays are read in place.
#[derive(Default)]
struct LastCall {
    pointers: Vec<usize>,
    copies: usize,
}

/// A compiled program: call it with one NumPy array per argument; it returns a tuple of arrays.
#[pyclass(frozen, module = "fresnel", name = "Executable")]
struct PyExecutable {
    exe: Executable,
    /// The program's name in messages: the file it was loaded from, or `<string>`.
    name: String,
    backend: String,
    last: Mutex<LastCall>,
}

fn cli_error(e: fresnel::cli::CliError) -> PyErr {
    errors::error(e.to_string())
}

/// `grad_wrt` as argument indices: `None`, one int, or a sequence of ints.
fn indices(grad_wrt: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<usize>> {
    let Some(obj) = grad_wrt else {
        return Ok(Vec::new());
    };
    if obj.is_none() {
        return Ok(Vec::new());
    }
    if let Ok(i) = obj.extract::<usize>() {
        return Ok(vec![i]);
    }
    obj.extract::<Vec<usize>>().map_err(|_| {
        let ty = obj
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_else(|_| "?".into());
        errors::input_error(format!(
            "grad_wrt must be a sequence of argument indices (ints >= 0), given a {ty}"
        ))
    })
}

fn signature_list<'py>(
    py: Python<'py>,
    prefix: &str,
    types: &[TensorType],
) -> PyResult<Bound<'py, PyList>> {
    let items = types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let shape = PyTuple::new(py, &t.shape)?;
            PyTuple::new(
                py,
                [
                    format!("{prefix}{i}").into_pyobject(py)?.into_any(),
                    dtypes::display_name(t.dtype).into_pyobject(py)?.into_any(),
                    shape.into_any(),
                ],
            )
        })
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

/// Argument `i` as a NumPy array the runtime can read in place: arrays are used as they are
/// when C-contiguous and aligned, copied otherwise; other values (Python scalars, lists) are
/// converted to the dtype the program expects, NumPy scalars keep their own dtype.
fn argument<'py>(
    py: Python<'py>,
    i: usize,
    obj: &Bound<'py, PyAny>,
    want: Option<&TensorType>,
    copies: &mut usize,
) -> PyResult<Bound<'py, PyUntypedArray>> {
    let fail = |e: PyErr| errors::input_error(format!("argument {i}: {e}"));
    let array = match obj.cast::<PyUntypedArray>() {
        Ok(a) => a.clone(),
        Err(_) => {
            let np = py.import("numpy")?;
            let converted = match want {
                Some(t) if !obj.is_instance(&np.getattr("generic")?)? => {
                    let dtype = dtypes::to_numpy(py, t.dtype)?;
                    np.call_method1("asarray", (obj, dtype))
                }
                _ => np.call_method1("asarray", (obj,)),
            }
            .map_err(fail)?;
            *copies += 1;
            converted
                .cast_into::<PyUntypedArray>()
                .map_err(|e| fail(e.into()))?
        }
    };
    if array.is_c_contiguous() && array.is_aligned() {
        return Ok(array);
    }
    *copies += 1;
    // ndarray.copy() is C-contiguous and freshly allocated, so aligned.
    array
        .call_method0("copy")
        .map_err(fail)?
        .cast_into::<PyUntypedArray>()
        .map_err(|e| fail(e.into()))
}

/// A view of a C-contiguous, aligned array's elements.
///
/// # Safety
/// The array must outlive the view and nothing may write to it while the view is read.
unsafe fn view<'a>(array: &'a Bound<'_, PyUntypedArray>) -> Result<ArrayView<'a>, String> {
    let dtype = dtypes::from_numpy(&array.dtype())?;
    let shape = array.shape();
    let len = shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .ok_or_else(|| format!("the shape {shape:?} has too many elements"))?;
    // SAFETY: `array` is a live ndarray; its data pointer is what NumPy allocated or borrowed
    // for `len` elements of `dtype`, contiguous and aligned (checked by `argument`).
    let data = unsafe {
        let ptr = (*array.as_array_ptr()).fields.data as *const u8;
        BufRef::from_raw_parts(dtype, ptr, len)?
    };
    Ok(ArrayView::new(shape, data))
}

/// A result as a NumPy array: a compact splat is expanded first (NumPy has no such form).
fn result<'py>(py: Python<'py>, a: Array) -> PyResult<Bound<'py, PyAny>> {
    let a = if a.is_compact_splat() {
        a.materialize().map_err(errors::error)?.into_owned()
    } else {
        a
    };
    dtypes::to_py(py, a.shape, a.data)
}

#[pymethods]
impl PyExecutable {
    /// Runs the program on one array per argument; returns a tuple with one array per result.
    #[pyo3(signature = (*args))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let sig = self.exe.signature();
        let mut copies = 0;
        let arrays = args
            .iter()
            .enumerate()
            .map(|(i, a)| argument(py, i, &a, sig.inputs.get(i), &mut copies))
            .collect::<PyResult<Vec<_>>>()?;
        let in_file = |m: String| Diagnostic::new(m).in_file(&self.name).to_string();
        let views = arrays
            .iter()
            .enumerate()
            // SAFETY: `arrays` holds a reference to every array until the run has returned.
            // Another Python thread writing to an argument during the call is a data race the
            // docs warn of (docs/python.md), as with any extension that releases the GIL.
            .map(|(i, a)| unsafe { view(a) }.map_err(|m| format!("argument {i}: {m}")))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|m| errors::input_error(in_file(m)))?;
        check_views(sig, &views).map_err(|m| errors::input_error(in_file(m)))?;
        if let Ok(mut last) = self.last.lock() {
            last.pointers = views
                .iter()
                .map(|v| v.data.as_bytes().as_ptr() as usize)
                .collect();
            last.copies = copies;
        }
        let exe = &self.exe;
        let out = py
            .detach(|| exe.run_views(&views))
            .map_err(|d| errors::error(d.in_file(&self.name).to_string()))?;
        let out = out
            .into_iter()
            .map(|a| result(py, a))
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, out)
    }

    /// Writes the executable as an artifact (`fresnel compile -o`); `fresnel.load` and
    /// `fresnel run` read it back.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let bytes = embed::artifact_bytes(&self.exe).map_err(cli_error)?;
        py.detach(|| std::fs::write(&path, bytes)).map_err(|e| {
            errors::error(format!(
                "{}: cannot write the artifact: {e}",
                path.display()
            ))
        })
    }

    /// `[(name, dtype, shape), ...]`: the arguments (`arg0`, ...) then the results (`out0`,
    /// ...), dtypes by NumPy's names.
    #[getter]
    fn signature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let sig = self.exe.signature();
        let list = signature_list(py, "arg", &sig.inputs)?;
        for item in signature_list(py, "out", &sig.outputs)?.iter() {
            list.append(item)?;
        }
        Ok(list)
    }

    /// The argument types alone, as `(dtype, shape)` pairs.
    #[getter]
    fn inputs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.pairs(py, false)
    }

    /// The result types alone, as `(dtype, shape)` pairs.
    #[getter]
    fn outputs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.pairs(py, true)
    }

    #[getter]
    fn backend(&self) -> &str {
        &self.backend
    }

    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// `(pointers, copies)` of the last call: the address of each argument's elements as
    /// handed to the runtime, and how many arguments were converted or copied first.
    #[getter]
    fn _last_call(&self) -> PyResult<(Vec<usize>, usize)> {
        let last = self
            .last
            .lock()
            .map_err(|_| errors::error("the record of the last call is poisoned"))?;
        Ok((last.pointers.clone(), last.copies))
    }

    fn __repr__(&self) -> String {
        let sig = self.exe.signature();
        format!(
            "<fresnel.Executable @{} of {}: {} argument(s), {} result(s), backend {:?}>",
            sig.name,
            self.name,
            sig.inputs.len(),
            sig.outputs.len(),
            self.backend
        )
    }
}

impl PyExecutable {
    fn new(exe: Executable, name: String, backend: String) -> Self {
        PyExecutable {
            exe,
            name,
            backend,
            last: Mutex::new(LastCall::default()),
        }
    }

    fn pairs<'py>(&self, py: Python<'py>, outputs: bool) -> PyResult<Bound<'py, PyList>> {
        let sig = self.exe.signature();
        let types = if outputs { &sig.outputs } else { &sig.inputs };
        let items = types
            .iter()
            .map(|t| {
                let shape = PyTuple::new(py, &t.shape)?;
                PyTuple::new(
                    py,
                    [
                        dtypes::display_name(t.dtype).into_pyobject(py)?.into_any(),
                        shape.into_any(),
                    ],
                )
            })
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }
}

/// Compiles program text (Fresnel IR or the StableHLO JAX prints), differentiated first with
/// respect to the arguments `grad_wrt` when given (the program then returns the value and one
/// gradient per index), for `backend`.
#[pyfunction]
#[pyo3(signature = (text, grad_wrt = None, backend = "cpu", name = TEXT_NAME))]
fn compile(
    py: Python<'_>,
    text: String,
    grad_wrt: Option<&Bound<'_, PyAny>>,
    backend: &str,
    name: &str,
) -> PyResult<PyExecutable> {
    let wrt = indices(grad_wrt)?;
    let exe = py
        .detach(|| embed::compile_text(&text, name, &wrt, backend))
        .map_err(cli_error)?;
    Ok(PyExecutable::new(
        exe,
        name.to_string(),
        backend.to_string(),
    ))
}

/// Loads an artifact written by `Executable.save` or `fresnel compile -o` for `backend`
/// (`cpu`, `cuda` or `cuda-sim`).
#[pyfunction]
#[pyo3(signature = (path, backend = "cpu"))]
fn load(py: Python<'_>, path: PathBuf, backend: &str) -> PyResult<PyExecutable> {
    let name = path.display().to_string();
    let exe = py
        .detach(|| {
            let bytes = std::fs::read(&path).map_err(|e| {
                fresnel::cli::CliError::new(format!("{name}: cannot read program: {e}"))
            })?;
            embed::load_artifact_bytes(&bytes, &name, backend)
        })
        .map_err(cli_error)?;
    Ok(PyExecutable::new(exe, name, backend.to_string()))
}

/// The program as IR text after pass `after` (default: the final simplified program, what
/// `fresnel grad` writes), differentiated first when `grad_wrt` is given: `fresnel dump`.
#[pyfunction]
#[pyo3(signature = (text, grad_wrt = None, after = None, name = TEXT_NAME))]
fn ir(
    py: Python<'_>,
    text: String,
    grad_wrt: Option<&Bound<'_, PyAny>>,
    after: Option<String>,
    name: &str,
) -> PyResult<String> {
    let wrt = indices(grad_wrt)?;
    py.detach(|| embed::ir_text(&text, name, &wrt, after.as_deref()))
        .map_err(cli_error)
}

#[pymodule]
fn _fresnel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<errors::Error>())?;
    m.add("InputError", errors::input_error_type(py)?)?;
    m.add("BACKENDS", PyTuple::new(py, embed::BACKENDS)?)?;
    m.add_class::<PyExecutable>()?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(ir, m)?)?;
    Ok(())
}
