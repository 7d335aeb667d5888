//! Fresnel's C ABI (docs/c-api.md): load a saved executable, ask its signature, run it on the
//! caller's arrays, save it; with the `compiler` feature, compile program text (ours or JAX's
//! StableHLO), differentiated or not. The header `capi/include/fresnel.h` is generated from
//! this crate by cbindgen and checked by `cargo test -p fresnel-capi --test header`.
//!
//! Every entry point returns a [`FresnelStatus`] and never lets a panic out; on failure
//! `fresnel_last_error()` holds the message the CLI would print.
//!
//! Threads: the functions that only read an executable (`fresnel_run`, the signature queries,
//! `fresnel_save`) may be called on one executable from several threads at once. On the CPU
//! the runs then proceed in parallel (a run that finds the executable's scratch memory busy
//! allocates its own); on CUDA they take turns on the executable's device. `fresnel_free`
//! must not race with any other call on the same executable.

// The entry points take C's pointers: C has no `unsafe`, so each function states its pointer
// contract in its documentation (which the header carries) and checks what can be checked.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

mod arrays;
mod error;

pub use arrays::{FresnelArray, FresnelDtype};
pub use error::{fresnel_last_error, FresnelStatus};

use arrays::{check_result_slot, code_of, free_array, read_arg, write_result};
use error::{guard, Failure};
use fresnel_ir::{Array, Diagnostic};
use fresnel_runtime::artifact::{self, Artifact, Loaded};
use fresnel_runtime::cpu::{CpuProgram, Signature};
use fresnel_runtime::host::ArrayView;
use std::ffi::{c_char, CStr};

/// The version of this ABI: changes when a function, a struct or a constant changes meaning.
pub const FRESNEL_ABI_VERSION: u32 = 1;

/// A loaded or compiled executable (opaque).
pub struct FresnelExecutable {
    exe: Loaded,
    arg_dims: Vec<Vec<i64>>,
    result_dims: Vec<Vec<i64>>,
}

impl FresnelExecutable {
    fn new(exe: Loaded) -> FresnelExecutable {
        let dims = |ts: &[fresnel_ir::TensorType]| {
            ts.iter()
                .map(|t| t.shape.iter().map(|&n| n as i64).collect())
                .collect()
        };
        let sig = program(&exe).signature.clone();
        FresnelExecutable {
            arg_dims: dims(&sig.inputs),
            result_dims: dims(&sig.outputs),
            exe,
        }
    }

    fn signature(&self) -> &Signature {
        &program(&self.exe).signature
    }

    fn run(&self, args: &[ArrayView<'_>]) -> Result<Vec<Array>, Diagnostic> {
        match &self.exe {
            Loaded::Cpu(e) => e.run_views(args),
            Loaded::Cuda(e) => e.run_views(args),
        }
    }
}

fn program(exe: &Loaded) -> &CpuProgram {
    match exe {
        Loaded::Cpu(e) => e.program(),
        Loaded::Cuda(e) => e.program(),
    }
}

/// A NUL-terminated UTF-8 argument.
fn text<'a>(p: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if p.is_null() {
        return Err(Failure::invalid(format!("{what} is NULL")));
    }
    // SAFETY: non-null, and NUL-terminated by the ABI's contract.
    unsafe { CStr::from_ptr(p) }
        .to_str()
        .map_err(|e| Failure::invalid(format!("{what} is not UTF-8: {e}")))
}

fn exe_ref<'a>(exe: *const FresnelExecutable) -> Result<&'a FresnelExecutable, Failure> {
    // SAFETY: a pointer this library returned and the caller has not freed (the contract).
    unsafe { exe.as_ref() }.ok_or_else(|| Failure::invalid("the executable is NULL"))
}

fn out_ptr<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: a caller's pointer to writable storage of `T` (the contract), checked non-null.
    unsafe { p.as_mut() }.ok_or_else(|| Failure::invalid(format!("{what} is NULL")))
}

fn give(out: *mut *mut FresnelExecutable, exe: Loaded) -> Result<(), Failure> {
    *out_ptr(out, "the executable out-pointer")? =
        Box::into_raw(Box::new(FresnelExecutable::new(exe)));
    Ok(())
}

/// Whether a backend failure is the machine's (no GPU, no NVRTC) rather than the program's.
fn load_status(message: &str) -> FresnelStatus {
    if message.contains("cannot run on this machine") {
        FresnelStatus::Unavailable
    } else if message.contains("unknown backend") || message.contains("needs the program's IR") {
        FresnelStatus::InvalidArgument
    } else {
        FresnelStatus::LoadFailed
    }
}

fn load_from(bytes: &[u8], name: &str, backend: &str) -> Result<Loaded, Failure> {
    let artifact = Artifact::from_bytes(bytes)
        .map_err(|e| Failure::new(FresnelStatus::LoadFailed, format!("{name}: {e}")))?;
    artifact
        .executable_for(backend)
        .map_err(|m| Failure::new(load_status(&m), format!("{name}: {m}")))
}

/// The library's version, e.g. "0.1.0" (static, NUL-terminated).
#[no_mangle]
pub extern "C" fn fresnel_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// `FRESNEL_ABI_VERSION` of the library actually loaded (compare with the header's).
#[no_mangle]
pub extern "C" fn fresnel_abi_version() -> u32 {
    FRESNEL_ABI_VERSION
}

/// Loads the artifact at `path` (written by `fresnel compile` or `fresnel_save`) for
/// `backend`: "cpu", "cuda" (a GPU; "cuda-sim" runs the same code on the host). "interp"
/// needs program text (`fresnel_compile`). On success `*out` is an executable to release with
/// `fresnel_free`.
#[no_mangle]
pub extern "C" fn fresnel_load(
    path: *const c_char,
    backend: *const c_char,
    out: *mut *mut FresnelExecutable,
) -> FresnelStatus {
    guard(|| {
        let path = text(path, "path")?;
        let backend = text(backend, "backend")?;
        out_ptr(out, "the executable out-pointer")?;
        let bytes = std::fs::read(path).map_err(|e| {
            Failure::new(
                FresnelStatus::LoadFailed,
                format!("{path}: cannot read: {e}"),
            )
        })?;
        give(out, load_from(&bytes, path, backend)?)
    })
}

/// `fresnel_load` from `len` bytes in memory.
#[no_mangle]
pub extern "C" fn fresnel_load_bytes(
    bytes: *const u8,
    len: usize,
    backend: *const c_char,
    out: *mut *mut FresnelExecutable,
) -> FresnelStatus {
    guard(|| {
        let backend = text(backend, "backend")?;
        out_ptr(out, "the executable out-pointer")?;
        if bytes.is_null() {
            return Err(Failure::invalid("bytes is NULL"));
        }
        // SAFETY: non-null, `len` readable bytes by the contract.
        let bytes = unsafe { std::slice::from_raw_parts(bytes, len) };
        give(out, load_from(bytes, "<bytes>", backend)?)
    })
}

/// Compiles IR text (Fresnel's or JAX's StableHLO, e.g. `jax.jit(f).lower(...).as_text()`)
/// for `backend` ("cpu", "interp", "cuda", "cuda-sim", "cpu-mlir" in a build with
/// `fresnel/mlir-codegen`). With `n_grad_wrt > 0` the program is differentiated first with
/// respect to arguments `grad_wrt[0..n]` (its `@main` must return one real scalar): the
/// executable then returns the value and one gradient per index.
#[cfg(feature = "compiler")]
#[no_mangle]
pub extern "C" fn fresnel_compile(
    mlir_text: *const c_char,
    grad_wrt: *const usize,
    n_grad_wrt: usize,
    backend: *const c_char,
    out: *mut *mut FresnelExecutable,
) -> FresnelStatus {
    guard(|| {
        let source = text(mlir_text, "mlir_text")?;
        let backend = text(backend, "backend")?;
        out_ptr(out, "the executable out-pointer")?;
        let wrt: &[usize] = match (n_grad_wrt, grad_wrt.is_null()) {
            (0, _) => &[],
            (n, true) => {
                return Err(Failure::invalid(format!(
                    "grad_wrt is NULL for {n} index(es)"
                )))
            }
            // SAFETY: non-null, `n_grad_wrt` indices by the contract.
            (n, false) => unsafe { std::slice::from_raw_parts(grad_wrt, n) },
        };
        if backend == "pjrt" {
            return Err(Failure::invalid(
                "backend \"pjrt\" is not offered through the C ABI; use \"cpu\"",
            ));
        }
        let exe =
            fresnel::cli::embed::compile_text(source, "<string>", wrt, backend).map_err(|e| {
                let status = load_status(&e.message);
                let status = if status == FresnelStatus::LoadFailed {
                    FresnelStatus::CompileFailed
                } else {
                    status
                };
                Failure::new(status, e.message)
            })?;
        let exe = match exe {
            fresnel::Executable::Cpu(e) => Loaded::Cpu(e),
            fresnel::Executable::Cuda(e) => Loaded::Cuda(e),
            fresnel::Executable::Pjrt(_) => {
                return Err(Failure::invalid(
                    "backend \"pjrt\" is not offered through the C ABI",
                ))
            }
        };
        give(out, exe)
    })
}

/// Writes the executable to `path` as an artifact that `fresnel_load` and the `fresnel` CLI
/// read (its CPU program; a GPU renders its CUDA form when loading it).
#[no_mangle]
pub extern "C" fn fresnel_save(
    exe: *const FresnelExecutable,
    path: *const c_char,
) -> FresnelStatus {
    guard(|| {
        let exe = exe_ref(exe)?;
        let path = text(path, "path")?;
        let bytes = artifact::artifact_bytes(program(&exe.exe), None)
            .map_err(|e| Failure::new(FresnelStatus::Internal, e.to_string()))?;
        std::fs::write(path, bytes)
            .map_err(|e| Failure::new(FresnelStatus::Io, format!("{path}: cannot write: {e}")))
    })
}

/// Releases an executable (NULL is ignored).
#[no_mangle]
pub extern "C" fn fresnel_free(exe: *mut FresnelExecutable) {
    if exe.is_null() {
        return;
    }
    // SAFETY: made by `Box::into_raw` in `give`; the caller frees it once (the contract).
    // A panic in a destructor must not unwind into C.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        drop(unsafe { Box::from_raw(exe) })
    }));
}

/// The number of arguments the executable takes.
#[no_mangle]
pub extern "C" fn fresnel_num_args(
    exe: *const FresnelExecutable,
    out: *mut usize,
) -> FresnelStatus {
    guard(|| {
        let n = exe_ref(exe)?.signature().inputs.len();
        *out_ptr(out, "out")? = n;
        Ok(())
    })
}

/// The number of results the executable returns.
#[no_mangle]
pub extern "C" fn fresnel_num_results(
    exe: *const FresnelExecutable,
    out: *mut usize,
) -> FresnelStatus {
    guard(|| {
        let n = exe_ref(exe)?.signature().outputs.len();
        *out_ptr(out, "out")? = n;
        Ok(())
    })
}

fn info(
    exe: *const FresnelExecutable,
    index: usize,
    results: bool,
    dtype: *mut i32,
    rank: *mut i32,
    dims: *mut *const i64,
) -> Result<(), Failure> {
    let exe = exe_ref(exe)?;
    let sig = exe.signature();
    let (types, all_dims, what) = if results {
        (&sig.outputs, &exe.result_dims, "result")
    } else {
        (&sig.inputs, &exe.arg_dims, "argument")
    };
    let ty = types.get(index).ok_or_else(|| {
        Failure::invalid(format!(
            "{what} {index} does not exist: @{} has {} {what}(s)",
            sig.name,
            types.len()
        ))
    })?;
    let code = code_of(ty.dtype).map_err(|m| Failure::invalid(format!("{what} {index}: {m}")))?;
    let d = &all_dims[index];
    *out_ptr(dtype, "dtype")? = code;
    *out_ptr(rank, "rank")? = d.len() as i32;
    *out_ptr(dims, "dims")? = if d.is_empty() {
        std::ptr::null()
    } else {
        d.as_ptr()
    };
    Ok(())
}

/// Argument `index`'s dtype (a `FresnelDtype`), rank and dims (`*dims` points to `rank`
/// values owned by the executable, valid until `fresnel_free`; NULL for rank 0).
#[no_mangle]
pub extern "C" fn fresnel_arg_info(
    exe: *const FresnelExecutable,
    index: usize,
    dtype: *mut i32,
    rank: *mut i32,
    dims: *mut *const i64,
) -> FresnelStatus {
    guard(|| info(exe, index, false, dtype, rank, dims))
}

/// Result `index`'s dtype, rank and dims, as `fresnel_arg_info` gives an argument's.
#[no_mangle]
pub extern "C" fn fresnel_result_info(
    exe: *const FresnelExecutable,
    index: usize,
    dtype: *mut i32,
    rank: *mut i32,
    dims: *mut *const i64,
) -> FresnelStatus {
    guard(|| info(exe, index, true, dtype, rank, dims))
}

/// Runs the executable on `inputs[0..n_in]` (one per argument, of its dtype and dims) and
/// writes `outputs[0..n_out]` (one per result; see `FresnelArray` for the two ways). Nothing
/// is written to `outputs` unless the run succeeds.
#[no_mangle]
pub extern "C" fn fresnel_run(
    exe: *const FresnelExecutable,
    n_in: usize,
    inputs: *const FresnelArray,
    n_out: usize,
    outputs: *mut FresnelArray,
) -> FresnelStatus {
    guard(|| {
        let exe = exe_ref(exe)?;
        let sig = exe.signature();
        if n_in != sig.inputs.len() {
            return Err(Failure::invalid(format!(
                "@{} takes {} argument(s), given {n_in}",
                sig.name,
                sig.inputs.len()
            )));
        }
        if n_out != sig.outputs.len() {
            return Err(Failure::invalid(format!(
                "@{} returns {} result(s), given room for {n_out}",
                sig.name,
                sig.outputs.len()
            )));
        }
        let inputs: &[FresnelArray] = match (n_in, inputs.is_null()) {
            (0, _) => &[],
            (_, true) => return Err(Failure::invalid("inputs is NULL")),
            // SAFETY: non-null, `n_in` arrays by the contract.
            (n, false) => unsafe { std::slice::from_raw_parts(inputs, n) },
        };
        let outputs: &mut [FresnelArray] = match (n_out, outputs.is_null()) {
            (0, _) => &mut [],
            (_, true) => return Err(Failure::invalid("outputs is NULL")),
            // SAFETY: non-null, `n_out` writable arrays by the contract.
            (n, false) => unsafe { std::slice::from_raw_parts_mut(outputs, n) },
        };
        let args = inputs
            .iter()
            .zip(&sig.inputs)
            .enumerate()
            .map(|(i, (a, want))| read_arg(a, i, want))
            .collect::<Result<Vec<_>, _>>()?;
        IN_PLACE.with(|c| c.set(args.iter().filter(|a| a.in_place()).count()));
        for (k, (slot, ty)) in outputs.iter().zip(&sig.outputs).enumerate() {
            check_result_slot(slot, k, ty)?;
        }
        let bufs = args
            .iter()
            .map(|a| a.buf().map_err(Failure::invalid))
            .collect::<Result<Vec<_>, _>>()?;
        let views: Vec<ArrayView<'_>> = args
            .iter()
            .zip(bufs)
            .map(|(a, b)| ArrayView::new(&a.shape, b))
            .collect();
        let results = exe
            .run(&views)
            .map_err(|d| Failure::new(FresnelStatus::RunFailed, d.to_string()))?;
        for (slot, r) in outputs.iter_mut().zip(results) {
            write_result(slot, r)?;
        }
        Ok(())
    })
}

/// Releases the storage the library allocated for a result (`owner` set) and clears its
/// pointers; an array whose memory the caller owns is left alone. NULL is ignored.
#[no_mangle]
pub extern "C" fn fresnel_array_free(array: *mut FresnelArray) {
    // SAFETY: a caller's array (the contract); NULL is ignored.
    if let Some(a) = unsafe { array.as_mut() } {
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| free_array(a)));
    }
}

/// How many of the last `fresnel_run`'s arguments on this thread were read in place (not
/// copied): a check that contiguous, aligned arrays cross without a copy.
#[no_mangle]
pub extern "C" fn fresnel_last_run_in_place() -> usize {
    IN_PLACE.with(|c| c.get())
}

thread_local! {
    static IN_PLACE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}
